/**
 * A stand-in for Zoho Recruit's API as the application hand-off uses it (docs/jobs.md), for the
 * Deno tests and the local server. Written on `node:http`, so Node and Deno run the same file.
 *
 * What it copies from Zoho's documentation:
 * - `POST /oauth/v2/token` (grant_type=refresh_token): an access token for the known client and
 *   refresh token, with `expires_in`; a wrong one answers 200 `{ "error": "invalid_code" }`.
 * - Every API call needs `Authorization: Zoho-oauthtoken <token>` (else 401 INVALID_TOKEN).
 * - `POST /recruit/v2/Candidates/upsert` with `duplicate_check_fields: ["Email"]`: the same email
 *   is the same candidate (`action: "update"`), a new one is inserted (`action: "insert"`);
 *   Last_Name is mandatory.
 * - `POST /recruit/v2/Candidates/{id}/Attachments?attachments_category=Resume`: multipart with a
 *   `file` part, whose bytes are kept.
 * - `PUT /recruit/v2/Candidates/actions/associate` with `{ data: [{ jobids, ids }] }`: the second
 *   time for the same pair answers the code ALREADY_ASSOCIATED.
 * What it adds for tests: `faults`, a queue of answers for the next API calls (a status such as
 * 503 or 429 answers that, with nothing done; null lets the call through), and a record of every
 * call.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ZohoCandidate = { id: string; fields: Record<string, string>; updates: number };
export type ZohoAttachment = {
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
  candidates: ZohoCandidate[];
  attachments: ZohoAttachment[];
  /** Each candidate associated with each job opening, once per pair. */
  associations: { jobId: string; candidateId: string }[];
  /** Every API call, faults included; token requests counted apart. */
  calls: ZohoCall[];
  tokenRequests: number;
  /** The answers of the next API calls: a status answers that (nothing done); null lets one through. */
  faults: (number | null)[];
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

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startZohoStandIn({
  clientId = 'zoho-client',
  clientSecret = 'zoho-secret',
  refreshToken = 'zoho-refresh',
  port = 0,
}: {
  clientId?: string;
  clientSecret?: string;
  refreshToken?: string;
  port?: number;
} = {}): Promise<ZohoStandIn> {
  const tokens = new Set<string>();
  let nextId = 1;
  const state = {
    candidates: [] as ZohoCandidate[],
    attachments: [] as ZohoAttachment[],
    associations: [] as { jobId: string; candidateId: string }[],
    calls: [] as ZohoCall[],
    tokenRequests: 0,
    faults: [] as (number | null)[],
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await read(req);
    if (req.method === 'POST' && url.pathname === '/oauth/v2/token') {
      state.tokenRequests += 1;
      const form = new URLSearchParams(body.toString('utf8'));
      if (
        form.get('grant_type') !== 'refresh_token' ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('refresh_token') !== refreshToken
      )
        return send(res, 200, { error: 'invalid_code' });
      const token = `1000.${crypto.randomUUID().replace(/-/g, '')}`;
      tokens.add(token);
      return send(res, 200, {
        access_token: token,
        api_domain: 'https://www.zohoapis.com',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }

    const call: ZohoCall = { method: req.method ?? '', path: url.pathname, status: 0 };
    state.calls.push(call);
    const answer = (status: number, payload: unknown) => {
      call.status = status;
      send(res, status, payload);
    };
    const auth = /^Zoho-oauthtoken (.+)$/.exec(req.headers.authorization ?? '');
    if (!auth || !tokens.has(auth[1]!))
      return answer(401, {
        code: 'INVALID_TOKEN',
        message: 'invalid oauth token',
        status: 'error',
      });
    const fault = state.faults.shift();
    if (typeof fault === 'number')
      return answer(fault, {
        code: fault === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_ERROR',
        message: `a fault the test asked for (${fault})`,
        status: 'error',
      });

    if (req.method === 'POST' && url.pathname === '/recruit/v2/Candidates/upsert') {
      const parsed = JSON.parse(body.toString('utf8')) as {
        data?: Record<string, string>[];
        duplicate_check_fields?: string[];
      };
      const record = parsed.data?.[0];
      if (!record || !record.Last_Name)
        return answer(400, {
          data: [
            {
              code: 'MANDATORY_NOT_FOUND',
              details: { api_name: 'Last_Name' },
              message: 'required field not found',
              status: 'error',
            },
          ],
        });
      const byEmail = (parsed.duplicate_check_fields ?? []).includes('Email');
      const existing = byEmail
        ? state.candidates.find(
            (c) => c.fields.Email?.toLowerCase() === record.Email?.toLowerCase(),
          )
        : undefined;
      if (existing) {
        existing.fields = { ...existing.fields, ...record };
        existing.updates += 1;
        return answer(200, {
          data: [
            {
              code: 'SUCCESS',
              duplicate_field: 'Email',
              action: 'update',
              details: { id: existing.id },
              message: 'record updated',
              status: 'success',
            },
          ],
        });
      }
      const candidate = {
        id: `71000000${String(nextId++).padStart(10, '0')}`,
        fields: { ...record },
        updates: 0,
      };
      state.candidates.push(candidate);
      return answer(201, {
        data: [
          {
            code: 'SUCCESS',
            duplicate_field: null,
            action: 'insert',
            details: { id: candidate.id },
            message: 'record added',
            status: 'success',
          },
        ],
      });
    }

    const attach = /^\/recruit\/v2\/Candidates\/([^/]+)\/Attachments$/.exec(url.pathname);
    if (req.method === 'POST' && attach) {
      const candidateId = decodeURIComponent(attach[1]!);
      if (!state.candidates.some((c) => c.id === candidateId))
        return answer(400, {
          data: [{ code: 'INVALID_DATA', message: 'the record id is invalid', status: 'error' }],
        });
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      })
        .formData()
        .catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string')
        return answer(400, {
          data: [{ code: 'INVALID_DATA', message: 'no file part', status: 'error' }],
        });
      state.attachments.push({
        candidateId,
        category: url.searchParams.get('attachments_category') ?? '',
        filename: file.name,
        contentType: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return answer(200, {
        data: [
          {
            code: 'SUCCESS',
            details: { id: `72000000${state.attachments.length}` },
            message: 'attachment uploaded',
            status: 'success',
          },
        ],
      });
    }

    if (req.method === 'PUT' && url.pathname === '/recruit/v2/Candidates/actions/associate') {
      const parsed = JSON.parse(body.toString('utf8')) as {
        data?: { jobids?: string[]; ids?: string[] }[];
      };
      const entry = parsed.data?.[0];
      const jobId = entry?.jobids?.[0];
      const candidateId = entry?.ids?.[0];
      if (!jobId || !candidateId || !state.candidates.some((c) => c.id === candidateId))
        return answer(400, {
          data: [{ code: 'INVALID_DATA', message: 'jobids and ids are required', status: 'error' }],
        });
      if (state.associations.some((a) => a.jobId === jobId && a.candidateId === candidateId))
        return answer(200, {
          data: [
            {
              code: 'ALREADY_ASSOCIATED',
              details: { jobid: jobId, ids: [candidateId] },
              message: 'already associated',
              status: 'error',
            },
          ],
        });
      state.associations.push({ jobId, candidateId });
      return answer(200, {
        data: [
          {
            code: 'SUCCESS',
            details: { jobid: jobId, ids: [candidateId] },
            message: 'associated',
            status: 'success',
          },
        ],
      });
    }
    return answer(404, {
      code: 'INVALID_URL_PATTERN',
      message: 'not a path the stand-in knows',
      status: 'error',
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) =>
      send(res, 500, { code: 'INTERNAL_ERROR', message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    clientId,
    clientSecret,
    refreshToken,
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
