/**
 * Zoho Recruit's API v2 as the site uses it (docs/jobs.md): the refresh-token flow `npm run
 * jobs:sync` uses too (ZOHO_ACCOUNTS_URL, ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET, ZOHO_REFRESH_TOKEN),
 * the access token shared by every call of a process until it expires; then, against
 * ZOHO_RECRUIT_API_URL, the record operations the hand-offs are made of (search, get, insert,
 * notes, attachments, associating a candidate with an opening). There is no update and no upsert:
 * nothing a visitor sends changes a record that is in Zoho Recruit. What is handed off is in
 * zoho-candidates.ts (an application) and zoho-talent.ts (a hiring manager's request).
 *
 * Every failure says whether trying again may mend it (429, 5xx, the network, a token request
 * Zoho throttled) or not (any other 4xx). A 401 (the token expired or was revoked: Zoho keeps 10
 * live tokens per refresh token) asks for a new token and tries the call once more at once.
 * Web-standard fetch only: Deno and Node run it alike.
 */
import type { Env } from '../core/settings.ts';

/** A failed call: `retryable` for 429, 5xx, 401 and network errors; anything else is permanent. */
export class ZohoError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type ZohoSettings = {
  accountsUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
};

/** The settings when all three credentials are set; null: the hand-off is skipped. */
export function zohoSettingsFromEnv(env: Env): ZohoSettings | null {
  if (!env.ZOHO_CLIENT_ID || !env.ZOHO_CLIENT_SECRET || !env.ZOHO_REFRESH_TOKEN) return null;
  return {
    accountsUrl: (env.ZOHO_ACCOUNTS_URL || 'https://accounts.zoho.com').replace(/\/+$/, ''),
    apiUrl: (env.ZOHO_RECRUIT_API_URL || 'https://recruit.zoho.com').replace(/\/+$/, ''),
    clientId: env.ZOHO_CLIENT_ID,
    clientSecret: env.ZOHO_CLIENT_SECRET,
    refreshToken: env.ZOHO_REFRESH_TOKEN,
  };
}

/** One field equal to any of `values`, as Zoho's search criteria: `\(`, `\)` and `\,` escaped. */
export function criteriaAnyOf(field: string, values: string[]): string {
  const one = (v: string) => `(${field}:equals:${v.replace(/[\\(),]/g, '\\$&')})`;
  return values.length === 1 ? one(values[0]!) : `(${values.map(one).join('or')})`;
}

export type ZohoRecord = Record<string, unknown> & { id: string };
type Answer = { status: number; body: Record<string, unknown> };

const TIMEOUT_MS = 20_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The first entry of a `data` answer, or a permanent error saying what was answered. */
function first(answer: Answer, what: string): Record<string, unknown> {
  const data = answer.body.data;
  if (!Array.isArray(data) || typeof data[0] !== 'object' || data[0] === null)
    throw new ZohoError(
      `${what} answered ${answer.status}: no data (${JSON.stringify(answer.body).slice(0, 200)})`,
      false,
    );
  return data[0] as Record<string, unknown>;
}

/** A permanent error naming Zoho's code and message for an entry that is not a success. */
function refused(entry: Record<string, unknown>, what: string): ZohoError {
  const details = entry.details ? ` ${JSON.stringify(entry.details).slice(0, 200)}` : '';
  return new ZohoError(
    `${what}: ${String(entry.code ?? 'no code')}: ${String(entry.message ?? '')}${details}`,
    false,
  );
}

/** The record id of a successful entry, or a permanent error. */
function idOf(entry: Record<string, unknown>, what: string): string {
  const id = (entry.details as { id?: unknown } | undefined)?.id;
  if (entry.status === 'error' || typeof id !== 'string' || id === '') throw refused(entry, what);
  return id;
}

/** `fetch` bounded in time; a network failure or a timeout is a retryable ZohoError. */
async function call(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ZohoError(`${what}: ${reason(error)}`, true);
  }
}

/** POST {accounts}/oauth/v2/token with the refresh token: the access token and its life in ms. */
async function askToken(settings: ZohoSettings, fetchImpl: typeof fetch) {
  const what = 'the token request';
  const response = await call(
    fetchImpl,
    `${settings.accountsUrl}/oauth/v2/token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        refresh_token: settings.refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: 'refresh_token',
      }),
    },
    what,
  );
  const text = await response.text().catch(() => '');
  let body: { access_token?: string; expires_in?: number; error?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: said below by its status.
  }
  if (!response.ok)
    // Zoho throttles token requests (10 in 10 minutes) with 400 "Access Denied": it passes.
    throw new ZohoError(
      `${what} answered ${response.status}: ${text.slice(0, 300)}`,
      response.status === 429 || response.status >= 500 || body.error === 'Access Denied',
    );
  // Zoho answers 200 with { error } for a refused refresh token: nothing a retry mends.
  if (!body.access_token)
    throw new ZohoError(`${what} was refused: ${body.error ?? 'no access_token'}`, false);
  // A minute's margin, so a token is never used as it expires.
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return { value: body.access_token, lifeMs: Math.max(0, seconds - 60) * 1000 };
}

/** A client for one set of settings; its access token is shared by every call until it expires. */
export class ZohoClient {
  #token: { value: string; until: number } | null = null;
  #asking: Promise<string> | null = null;

  constructor(
    readonly settings: ZohoSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The cached token, or one request for a new one shared by every call waiting for it. */
  #accessToken(): Promise<string> {
    if (this.#token && this.#token.until > Date.now()) return Promise.resolve(this.#token.value);
    this.#asking ??= askToken(this.settings, this.fetchImpl)
      .then(({ value, lifeMs }) => {
        this.#token = { value, until: Date.now() + lifeMs };
        return value;
      })
      .finally(() => {
        this.#asking = null;
      });
    return this.#asking;
  }

  /** One API call; 401, 429, 5xx and the network throw (retryable), any other answer is returned. */
  async #api(method: string, path: string, what: string, body?: BodyInit, json = true) {
    for (let attempt = 1; ; attempt += 1) {
      const headers = {
        authorization: `Zoho-oauthtoken ${await this.#accessToken()}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      };
      const url = `${this.settings.apiUrl}${path}`;
      const response = await call(this.fetchImpl, url, { method, headers, body }, what);
      const text = await response.text().catch(() => '');
      // A self-client without the call's scope: no new token mends it (docs/jobs.md lists them).
      if (response.status === 401 && /OAUTH_SCOPE_MISMATCH/.test(text))
        throw new ZohoError(`${what}: the self-client lacks a scope: ${text.slice(0, 300)}`, false);
      if (response.status === 401) {
        // The token expired early or was revoked: ask for a new one and try once more.
        this.#token = null;
        if (attempt === 1) continue;
      }
      if (response.status === 401 || response.status === 429 || response.status >= 500)
        throw new ZohoError(`${what} answered ${response.status}: ${text.slice(0, 300)}`, true);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        // Not JSON: the caller says what it lacked.
      }
      return { status: response.status, body: parsed } satisfies Answer;
    }
  }

  /**
   * GET /recruit/v2/{module}/search?criteria=…&approved=both: every record matching, approved
   * or not (search skips records awaiting approval unless asked); [] for 204.
   */
  async search(module: string, criteria: string): Promise<ZohoRecord[]> {
    const what = `${module}/search`;
    const query = new URLSearchParams({ criteria, approved: 'both', per_page: '200' });
    const answer = await this.#api('GET', `/recruit/v2/${module}/search?${query}`, what);
    if (answer.status === 204) return [];
    if (answer.status !== 200 || !Array.isArray(answer.body.data))
      throw new ZohoError(
        `${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
        false,
      );
    return (answer.body.data as ZohoRecord[]).filter((r) => typeof r?.id === 'string');
  }

  /** GET /recruit/v2/{module}/{id}: the record (lookups as `{ name, id }`), or null for 204. */
  async get(module: string, id: string): Promise<ZohoRecord | null> {
    const what = `${module}/${id}`;
    const answer = await this.#api('GET', `/recruit/v2/${module}/${encodeURIComponent(id)}`, what);
    if (answer.status === 204) return null;
    const record = first(answer, what);
    return typeof record.id === 'string' ? (record as ZohoRecord) : null;
  }

  /**
   * POST /recruit/v2/{module}: the new record's id, or `duplicate` naming the unique field an
   * existing record already holds (DUPLICATE_DATA: Zoho checks only the fields the account marked
   * "Do not allow duplicate values"), with that record's id when the answer gives it
   * (`details.duplicate_record.id` as Zoho's newer APIs answer, or `details.id`). The existing
   * record is never touched.
   */
  async insert(
    module: string,
    record: Record<string, unknown>,
  ): Promise<{ id: string } | { duplicate: string; existingId?: string }> {
    const what = `${module} insert`;
    const body = JSON.stringify({ data: [record] });
    const entry = first(await this.#api('POST', `/recruit/v2/${module}`, what, body), what);
    if (entry.code === 'DUPLICATE_DATA') {
      const details = (entry.details ?? {}) as {
        api_name?: unknown;
        id?: unknown;
        duplicate_record?: { id?: unknown };
      };
      const existing = details.duplicate_record?.id ?? details.id;
      return {
        duplicate: String(details.api_name ?? ''),
        ...(typeof existing === 'string' && existing !== '' ? { existingId: existing } : {}),
      };
    }
    return { id: idOf(entry, what) };
  }

  /** POST /recruit/v2/Notes: a note on a record of `module`. Its id. */
  async addNote(module: string, parentId: string, title: string, content: string) {
    const what = 'Notes insert';
    const note = {
      Note_Title: title,
      Note_Content: content,
      Parent_Id: parentId,
      se_module: module,
    };
    const body = JSON.stringify({ data: [note] });
    return idOf(first(await this.#api('POST', '/recruit/v2/Notes', what, body), what), what);
  }

  /** POST /recruit/v2/{module}/{id}/Attachments?attachments_category=…, the file as multipart. */
  async attach(
    module: string,
    recordId: string,
    category: string,
    file: { filename: string; contentType: string; bytes: Uint8Array },
  ): Promise<void> {
    const what = `${module}/Attachments`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([file.bytes as BlobPart], { type: file.contentType }),
      file.filename,
    );
    const path = `/recruit/v2/${module}/${encodeURIComponent(recordId)}/Attachments?attachments_category=${encodeURIComponent(category)}`;
    const entry = first(await this.#api('POST', path, what, form, false), what);
    if (entry.status === 'error') throw refused(entry, what);
  }

  /** PUT /recruit/v2/Candidates/actions/associate; ALREADY_ASSOCIATED counts as done. */
  async associate(candidateId: string, jobId: string): Promise<void> {
    const what = 'Candidates/actions/associate';
    const body = JSON.stringify({ data: [{ jobids: [jobId], ids: [candidateId] }] });
    const answer = await this.#api('PUT', '/recruit/v2/Candidates/actions/associate', what, body);
    // Some data centres answer a second association 4xx with the code at the top level.
    if (answer.body.code === 'ALREADY_ASSOCIATED') return;
    const entry = first(answer, what);
    if (entry.code === 'ALREADY_ASSOCIATED' || entry.code === 'SUCCESS') return;
    throw refused(entry, what);
  }
}

/**
 * A new record, or the one Zoho says is already there: an insert (never an upsert, which would
 * rewrite every field it is sent over a record the search missed, racing or lagging); on
 * DUPLICATE_DATA the existing record, read by the id the answer gives or found by `criteria`,
 * is returned as it is. When the search does not return it yet (Zoho's search index lags behind
 * its records), a retryable ZohoError: a later try finds it.
 */
export async function insertOrExisting(
  client: ZohoClient,
  module: string,
  record: Record<string, unknown>,
  criteria: string,
): Promise<{ id: string; existing: false } | { id: string; existing: true; record: ZohoRecord }> {
  const made = await client.insert(module, record);
  if ('id' in made) return { id: made.id, existing: false };
  const found = made.existingId
    ? await client.get(module, made.existingId)
    : (await client.search(module, criteria))[0];
  if (found) return { id: found.id, existing: true, record: found };
  throw new ZohoError(
    `${module} insert: DUPLICATE_DATA on ${made.duplicate || 'a unique field'}, and the record is not found yet (Zoho's search lags): tried again later`,
    true,
  );
}

/** A client of its own (tests; a fetch of their own). */
export function createZohoClient(settings: ZohoSettings, fetchImpl: typeof fetch = fetch) {
  return new ZohoClient(settings, fetchImpl);
}

const clients = new Map<string, ZohoClient>();

/** One client per set of settings in this process, so its access token is reused across tasks. */
export function zohoClientFor(settings: ZohoSettings): ZohoClient {
  const key = JSON.stringify(settings);
  if (!clients.has(key)) clients.set(key, createZohoClient(settings));
  return clients.get(key)!;
}
