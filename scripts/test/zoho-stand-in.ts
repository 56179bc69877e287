/**
 * A stand-in for Zoho Recruit's API v2 as the site uses it (docs/jobs.md): the application
 * hand-off, the hiring manager's request for talent and `npm run jobs:sync`, for the Deno tests,
 * Jest and the browser tests. Written on `node:http`, so Node and Deno run the same file. What
 * it does with records (insert, upsert, search, their duplicate checks) is in
 * zoho-stand-in-records.ts.
 *
 * What it copies from Zoho's documentation, including what the site would rather it did not do:
 * - `POST /oauth/v2/token` (grant_type=refresh_token): an access token valid an hour for the known
 *   client and refresh token; a wrong one answers 200 `{ "error": "invalid_code" }`. At most 10
 *   access tokens live per refresh token (the 11th invalidates the oldest), and at most 10 may be
 *   asked for in 10 minutes: the next answers 400 `{ "error": "Access Denied" }`.
 * - Every API call needs `Authorization: Zoho-oauthtoken <token>`, else 401 INVALID_TOKEN.
 * - `GET /recruit/v2/{module}` (pages, `info.more_records`, 204 for none), `…/search`,
 *   `POST /recruit/v2/{module}` (insert), `POST …/upsert`, `GET …/{id}`; lookups (`Client_Name`,
 *   `Contact_Name`) must name an existing record (INVALID_DATA) and are answered as `{ name, id }`.
 * - `POST /recruit/v2/Notes` with `Parent_Id` and `se_module`.
 * - `POST /recruit/v2/{module}/{id}/Attachments?attachments_category=…`: multipart with a `file`
 *   part, whose bytes are kept.
 * - `PUT /recruit/v2/Candidates/actions/associate` with `{ data: [{ jobids, ids }] }`: the second
 *   time for the same pair answers the code ALREADY_ASSOCIATED.
 * - The search lags behind the records (`searchLagMs` for new ones, `seed`'s own for a seeded
 *   one): a record exists, is listed and read by id, and an insert meets it as DUPLICATE_DATA
 *   on a unique field, before the search returns it.
 * What it adds for tests: `faults`, a queue of answers for the next API calls (a status such as
 * 503 or 429 answers that, with nothing done; null lets the call through); `seed` for records
 * the recruiters entered by hand; `expireTokens`; a record of every call.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  errorEntry as error,
  isModule,
  page,
  RecordStore,
  search,
  type ModuleName,
  type ZohoRecord,
} from './zoho-stand-in-records.ts';

export type { ModuleName, ZohoRecord } from './zoho-stand-in-records.ts';
export type ZohoAttachment = {
  module: string;
  recordId: string;
  /** The record's id (kept under this name for the candidates' tests). */
  candidateId: string;
  category: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
};
export type ZohoCall = { method: string; path: string; status: number };

export type ZohoStandIn = {
  url: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  candidates: ZohoRecord[];
  clients: ZohoRecord[];
  contacts: ZohoRecord[];
  openings: ZohoRecord[];
  notes: ZohoRecord[];
  attachments: ZohoAttachment[];
  /** Each candidate associated with each job opening, once per pair. */
  associations: { jobId: string; candidateId: string }[];
  /** Every API call, faults included; token requests counted apart. */
  calls: ZohoCall[];
  tokenRequests: number;
  /** The answers of the next API calls: a status answers that (nothing done); null lets one through. */
  faults: (number | null)[];
  /**
   * A record as if a recruiter had entered it (no call is recorded): approved unless `false`;
   * `searchLagMs` before the search returns it (Infinity: until the test sets its `searchableFrom`).
   */
  seed(
    module: ModuleName,
    fields: Record<string, unknown>,
    options?: boolean | { approved?: boolean; searchLagMs?: number },
  ): ZohoRecord;
  /** Every access token stops working (as an hour passing does): the next call answers 401. */
  expireTokens(): void;
  /** The env that points the functions at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
};

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const TOKEN_WINDOW_MS = 10 * 60_000;
type Answer = (status: number, payload?: unknown) => void;

type Options = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** Access token requests allowed in 10 minutes (Zoho's is 10). */
  tokenLimit: number;
};

/** What the stand-in holds: its records, what the tests read and set, the live tokens. */
function createState(store: RecordStore) {
  const r = store.records;
  return {
    candidates: r.Candidates,
    clients: r.Clients,
    contacts: r.Contacts,
    openings: r.Job_Openings,
    notes: r.Notes,
    attachments: [] as ZohoAttachment[],
    associations: [] as { jobId: string; candidateId: string }[],
    calls: [] as ZohoCall[],
    tokenRequests: 0,
    faults: [] as (number | null)[],
  };
}

type Ctx = {
  options: Options;
  store: RecordStore;
  state: ReturnType<typeof createState>;
  tokens: string[];
  tokenTimes: number[];
};

/** POST /oauth/v2/token: a token for the known client, within Zoho's limits. */
function token(ctx: Ctx, body: Buffer, res: ServerResponse) {
  const { options } = ctx;
  ctx.state.tokenRequests += 1;
  const form = new URLSearchParams(body.toString('utf8'));
  if (
    form.get('grant_type') !== 'refresh_token' ||
    form.get('client_id') !== options.clientId ||
    form.get('client_secret') !== options.clientSecret ||
    form.get('refresh_token') !== options.refreshToken
  )
    return send(res, 200, { error: 'invalid_code' });
  const now = Date.now();
  while (ctx.tokenTimes.length && ctx.tokenTimes[0]! <= now - TOKEN_WINDOW_MS)
    ctx.tokenTimes.shift();
  if (ctx.tokenTimes.length >= options.tokenLimit)
    return send(res, 400, {
      error_description:
        'You have made too many requests continuously. Please try again after some time.',
      error: 'Access Denied',
      status: 'failure',
    });
  ctx.tokenTimes.push(now);
  const value = `1000.${crypto.randomUUID().replace(/-/g, '')}`;
  // At most 10 live access tokens per refresh token: the 11th invalidates the oldest.
  ctx.tokens.push(value);
  ctx.tokens.splice(0, Math.max(0, ctx.tokens.length - 10));
  send(res, 200, {
    access_token: value,
    api_domain: 'https://www.zohoapis.com',
    token_type: 'Bearer',
    expires_in: 3600,
  });
}

function insert(ctx: Ctx, module: ModuleName, body: Buffer, answer: Answer) {
  const parsed = JSON.parse(body.toString('utf8')) as { data?: Record<string, unknown>[] };
  const data = parsed.data ?? [];
  if (data.length === 0 || data.length > 100)
    return answer(400, error('INVALID_DATA', 'between 1 and 100 records are required'));
  const results = data.map((sent) => ctx.store.insert(module, sent));
  const ok = results.filter((r) => r.code === 'SUCCESS').length;
  const invalid = results.every(
    (r) => r.code === 'MANDATORY_NOT_FOUND' || r.code === 'INVALID_DATA',
  );
  answer(ok === results.length ? 201 : invalid ? 400 : 202, { data: results });
}

function upsert(ctx: Ctx, module: ModuleName, body: Buffer, answer: Answer) {
  const parsed = JSON.parse(body.toString('utf8')) as {
    data?: Record<string, unknown>[];
    duplicate_check_fields?: string[];
  };
  const sent = parsed.data?.[0];
  if (!sent) return answer(400, error('INVALID_DATA', 'a record is required'));
  const { status, entry } = ctx.store.upsert(module, sent, parsed.duplicate_check_fields);
  answer(status, { data: [entry] });
}

async function attach(
  ctx: Ctx,
  module: ModuleName,
  recordId: string,
  request: { req: IncomingMessage; url: URL; body: Buffer },
  answer: Answer,
) {
  if (!ctx.store.records[module].some((r) => r.id === recordId))
    return answer(400, { data: [error('INVALID_DATA', 'the record id is invalid')] });
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': request.req.headers['content-type'] ?? '' },
    body: new Uint8Array(request.body),
  })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string')
    return answer(400, { data: [error('INVALID_DATA', 'no file part')] });
  const { attachments } = ctx.state;
  attachments.push({
    module,
    recordId,
    candidateId: recordId,
    category: request.url.searchParams.get('attachments_category') ?? '',
    filename: file.name,
    contentType: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  const details = { id: `72000000${attachments.length}` };
  answer(200, {
    data: [{ code: 'SUCCESS', details, message: 'attachment uploaded', status: 'success' }],
  });
}

function associate(ctx: Ctx, body: Buffer, answer: Answer) {
  const parsed = JSON.parse(body.toString('utf8')) as {
    data?: { jobids?: string[]; ids?: string[] }[];
  };
  const entry = parsed.data?.[0];
  const jobId = entry?.jobids?.[0];
  const candidateId = entry?.ids?.[0];
  if (!jobId || !candidateId || !ctx.store.records.Candidates.some((c) => c.id === candidateId))
    return answer(400, { data: [error('INVALID_DATA', 'jobids and ids are required')] });
  const details = { jobid: jobId, ids: [candidateId] };
  const { associations } = ctx.state;
  if (associations.some((a) => a.jobId === jobId && a.candidateId === candidateId))
    return answer(200, {
      data: [{ ...error('ALREADY_ASSOCIATED', 'already associated'), details }],
    });
  associations.push({ jobId, candidateId });
  answer(200, { data: [{ code: 'SUCCESS', details, message: 'associated', status: 'success' }] });
}

/** The records a GET answers: a page of them, or 204 for none. */
function list(ctx: Ctx, name: ModuleName, found: ZohoRecord[], url: URL, answer: Answer) {
  if (found.length === 0) return answer(204);
  answer(
    200,
    page(found, url.searchParams, (r) => ctx.store.shape(name, r)),
  );
}

async function route(ctx: Ctx, req: IncomingMessage, url: URL, body: Buffer, answer: Answer) {
  const m = /^\/recruit\/v2\/([A-Za-z_]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(url.pathname);
  const name = m?.[1] ?? '';
  const [sub, leaf] = [m?.[2], m?.[3]];
  if (req.method === 'PUT' && name === 'Candidates' && sub === 'actions' && leaf === 'associate')
    return associate(ctx, body, answer);
  if (!m || !isModule(name))
    return answer(404, error('INVALID_URL_PATTERN', 'not a path the stand-in knows'));
  const records = ctx.store.records[name];
  if (req.method === 'GET' && !sub) return list(ctx, name, records, url, answer);
  if (req.method === 'GET' && sub === 'search') {
    const found = search(records, url.searchParams);
    if (typeof found === 'string') return answer(400, error('INVALID_QUERY', found));
    return list(ctx, name, found, url, answer);
  }
  if (req.method === 'GET' && sub && !leaf)
    return list(
      ctx,
      name,
      records.filter((r) => r.id === sub),
      url,
      answer,
    );
  if (req.method === 'POST' && !sub) return insert(ctx, name, body, answer);
  if (req.method === 'POST' && sub === 'upsert') return upsert(ctx, name, body, answer);
  if (req.method === 'POST' && sub && leaf === 'Attachments')
    return attach(ctx, name, decodeURIComponent(sub), { req, url, body }, answer);
  answer(404, error('INVALID_URL_PATTERN', 'not a path the stand-in knows'));
}

async function handle(ctx: Ctx, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const body = await read(req);
  if (req.method === 'POST' && url.pathname === '/oauth/v2/token') return token(ctx, body, res);
  const call: ZohoCall = { method: req.method ?? '', path: url.pathname, status: 0 };
  ctx.state.calls.push(call);
  const answer: Answer = (status, payload) => {
    call.status = status;
    send(res, status, payload);
  };
  const auth = /^Zoho-oauthtoken (.+)$/.exec(req.headers.authorization ?? '');
  if (!auth || !ctx.tokens.includes(auth[1]!))
    return answer(401, error('INVALID_TOKEN', 'invalid oauth token'));
  const fault = ctx.state.faults.shift();
  if (typeof fault === 'number')
    return answer(
      fault,
      error(
        fault === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_ERROR',
        `a fault the test asked for (${fault})`,
      ),
    );
  await route(ctx, req, url, body, answer);
}

/** The unique fields of an account set up as docs/jobs.md says. */
export const SET_UP_UNIQUE: Partial<Record<ModuleName, string[]>> = {
  Job_Openings: ['Website_Request_Id'],
  Contacts: ['Email'],
  Candidates: ['Email'],
};

export async function startZohoStandIn({
  clientId = 'zoho-client',
  clientSecret = 'zoho-secret',
  refreshToken = 'zoho-refresh',
  port = 0,
  unique = SET_UP_UNIQUE,
  tokenLimit = 10,
  searchLagMs = 0,
  duplicateAnswer = 'field',
}: Partial<Options> & {
  port?: number;
  /** The fields each module's layout marks "Do not allow duplicate values". */
  unique?: Partial<Record<ModuleName, string[]>>;
  /** How long a new record is missing from search (Zoho's index lagging). */
  searchLagMs?: number;
  /** Whether DUPLICATE_DATA names the existing record (`record`) or only the field (`field`). */
  duplicateAnswer?: 'field' | 'record';
} = {}): Promise<ZohoStandIn> {
  const store = new RecordStore(unique, { searchLagMs, duplicateAnswer });
  const state = createState(store);
  const options = { clientId, clientSecret, refreshToken, tokenLimit };
  const ctx: Ctx = { options, store, state, tokens: [], tokenTimes: [] };
  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((failure) =>
      send(res, 500, { code: 'INTERNAL_ERROR', message: String(failure) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    clientId,
    clientSecret,
    refreshToken,
    seed: (
      module: ModuleName,
      fields: Record<string, unknown>,
      options: boolean | { approved?: boolean; searchLagMs?: number } = {},
    ) => {
      const { approved = true, searchLagMs: lag = 0 } =
        typeof options === 'boolean' ? { approved: options } : options;
      return store.create(module, { ...fields, $approved: approved }, lag);
    },
    expireTokens: () => {
      ctx.tokens.length = 0;
    },
    env: () => ({
      ZOHO_ACCOUNTS_URL: url,
      ZOHO_RECRUIT_API_URL: url,
      ZOHO_CLIENT_ID: clientId,
      ZOHO_CLIENT_SECRET: clientSecret,
      ZOHO_REFRESH_TOKEN: refreshToken,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  });
}
