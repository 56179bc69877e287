/**
 * Zoho Recruit's API as the application hand-off uses it (docs/jobs.md): the refresh-token flow
 * `npm run jobs:sync` uses (ZOHO_ACCOUNTS_URL, ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET,
 * ZOHO_REFRESH_TOKEN), the access token cached until it expires; then, against
 * ZOHO_RECRUIT_API_URL, the candidate upserted by email, the resume attached, the candidate
 * associated with the opening. Every failure says whether trying again may mend it (429, 5xx, the
 * network, and a 401 after which a new token is asked for) or not (any other 4xx). Web-standard
 * fetch only: Deno and Node run it alike.
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

/** What Zoho is told about the candidate. */
export type CandidateFields = {
  fullName: string;
  email: string;
  phone: string;
  linkedinUrl: string;
};

/**
 * Zoho's Candidates record for an applicant: Last_Name is the one name Zoho requires, so a
 * single-word name is the last name; the phone as Mobile; the LinkedIn profile in LinkedIn__s
 * (the Candidates module's social-profile field); Source "Website".
 */
export function candidateRecord(c: CandidateFields): Record<string, string> {
  const words = c.fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  const record: Record<string, string> = { Last_Name: last, Email: c.email, Source: 'Website' };
  if (words.length > 0 && words[0] !== last) record.First_Name = words.join(' ');
  if (c.phone) record.Mobile = c.phone;
  if (c.linkedinUrl) record.LinkedIn__s = c.linkedinUrl;
  return record;
}

const TIMEOUT_MS = 20_000;

/** A client for one set of settings; its access token is shared by every call until it expires. */
export function createZohoClient(settings: ZohoSettings, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; until: number } | null = null;

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new ZohoError(
        `${what}: ${error instanceof Error ? error.message : String(error)}`,
        true,
      );
    }
  }

  /** A non-2xx answer as a ZohoError (its body's code and message when there are). */
  async function refusal(response: Response, what: string): Promise<ZohoError> {
    const text = await response.text().catch(() => '');
    // 401: the cached token was refused (expired early, revoked); the next try asks for a new one.
    if (response.status === 401) token = null;
    const retryable = response.status === 429 || response.status === 401 || response.status >= 500;
    return new ZohoError(`${what} answered ${response.status}: ${text.slice(0, 300)}`, retryable);
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await call(
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
      'the token request',
    );
    if (!response.ok) throw await refusal(response, 'the token request');
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    // Zoho answers 200 with { error } for a refused refresh token: nothing a retry mends.
    if (!body.access_token)
      throw new ZohoError(
        `the token request was refused: ${body.error ?? 'no access_token'}`,
        false,
      );
    // A minute's margin, so a token is never used as it expires.
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function api(
    method: string,
    path: string,
    what: string,
    body?: BodyInit,
    json = true,
  ): Promise<Record<string, unknown>> {
    const response = await call(
      `${settings.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Zoho-oauthtoken ${await accessToken()}`,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body,
      },
      what,
    );
    if (!response.ok) {
      // Associating twice answers 4xx with ALREADY_ASSOCIATED on some data centres: done.
      const error = await refusal(response, what);
      if (/ALREADY_ASSOCIATED/.test(error.message))
        return { data: [{ code: 'ALREADY_ASSOCIATED' }] };
      throw error;
    }
    return (await response.json().catch(() => ({}))) as Record<string, unknown>;
  }

  /** The first entry of a `data` answer, or a permanent error saying what was answered. */
  function first(body: Record<string, unknown>, what: string): Record<string, unknown> {
    const data = body.data;
    if (!Array.isArray(data) || typeof data[0] !== 'object' || data[0] === null)
      throw new ZohoError(
        `${what}: the answer has no data (${JSON.stringify(body).slice(0, 200)})`,
        false,
      );
    return data[0] as Record<string, unknown>;
  }

  return {
    /** POST /recruit/v2/Candidates/upsert by Email: the same email is the same candidate. Its id. */
    async upsertCandidate(candidate: CandidateFields): Promise<string> {
      const what = 'Candidates/upsert';
      const entry = first(
        await api(
          'POST',
          '/recruit/v2/Candidates/upsert',
          what,
          JSON.stringify({ data: [candidateRecord(candidate)], duplicate_check_fields: ['Email'] }),
        ),
        what,
      );
      const id = (entry.details as { id?: unknown } | undefined)?.id;
      if (entry.status === 'error' || typeof id !== 'string' || id === '')
        throw new ZohoError(`${what}: ${entry.code ?? 'no id'}: ${entry.message ?? ''}`, false);
      return id;
    },

    /** POST /recruit/v2/Candidates/{id}/Attachments?attachments_category=Resume, the file as multipart. */
    async attachResume(
      candidateId: string,
      file: { filename: string; contentType: string; bytes: Uint8Array },
    ): Promise<void> {
      const what = 'Candidates/Attachments';
      const form = new FormData();
      form.append(
        'file',
        new Blob([file.bytes as BlobPart], { type: file.contentType }),
        file.filename,
      );
      const entry = first(
        await api(
          'POST',
          `/recruit/v2/Candidates/${encodeURIComponent(candidateId)}/Attachments?attachments_category=Resume`,
          what,
          form,
          false,
        ),
        what,
      );
      if (entry.status === 'error')
        throw new ZohoError(`${what}: ${entry.code}: ${entry.message ?? ''}`, false);
    },

    /** PUT /recruit/v2/Candidates/actions/associate; ALREADY_ASSOCIATED counts as done. */
    async associate(candidateId: string, jobId: string): Promise<void> {
      const what = 'Candidates/actions/associate';
      const entry = first(
        await api(
          'PUT',
          '/recruit/v2/Candidates/actions/associate',
          what,
          JSON.stringify({ data: [{ jobids: [jobId], ids: [candidateId] }] }),
        ),
        what,
      );
      if (
        entry.code === 'ALREADY_ASSOCIATED' ||
        entry.status === 'success' ||
        entry.code === 'SUCCESS'
      )
        return;
      throw new ZohoError(`${what}: ${entry.code ?? 'no code'}: ${entry.message ?? ''}`, false);
    },
  };
}

export type ZohoClient = ReturnType<typeof createZohoClient>;

const clients = new Map<string, ZohoClient>();

/** One client per set of settings in this process, so its access token is reused across tasks. */
export function zohoClientFor(settings: ZohoSettings): ZohoClient {
  const key = JSON.stringify(settings);
  if (!clients.has(key)) clients.set(key, createZohoClient(settings));
  return clients.get(key)!;
}
