/**
 * The one stand-in for Cloudflare Turnstile's siteverify that the tests use (Jest and Deno), doing
 * what Cloudflare documents (developers.cloudflare.com/turnstile/get-started/server-side-validation):
 * - `POST /siteverify`, form-encoded or JSON: `secret`, `response` (the token), `remoteip`,
 *   `idempotency_key`;
 * - a token is valid for 300 seconds from when the widget issued it, and once: a token checked
 *   before, or older than that, answers `success: false` with `timeout-or-duplicate`;
 * - the same `idempotency_key` with the same token gets the first answer again (the documented way
 *   to retry a check), whenever it is asked;
 * - a wrong secret answers `invalid-input-secret`, a token it never issued `invalid-input-response`,
 *   none `missing-input-response`; a passing answer names the `hostname` the widget ran on and its
 *   `action`.
 * What it adds for tests: `failing` (an outage: 500, nothing judged), `delayMs` (a slow answer:
 * the token is judged, and spent, when the request arrives; the answer comes that much later, as
 * when the function gave up waiting), `advance(ms)` (its clock moves on: tokens age) and a record
 * of every call. Written on `node:http`, so Node and Deno run the same file.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A token's life, as Cloudflare documents it. */
export const TOKEN_LIFE_MS = 300_000;

export type SiteverifyCall = {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  idempotencyKey: string | null;
  /** What it answered (false for an outage's 500 as well). */
  success: boolean;
};

export type SiteverifyStandIn = {
  /** The siteverify address (TURNSTILE_VERIFY_URL). */
  url: string;
  /** Tokens the widget issued; `add` issues one now (with the default hostname). */
  valid: Set<string>;
  /** Issues a token now, solved for `action` on `hostname` (default: the stand-in's). */
  issue(options?: { action?: string; hostname?: string }): string;
  /** The action a token was solved for, when a test sets one. */
  actions: Map<string, string>;
  /** The hostname a passing answer names (where the widget ran). */
  hostname: string;
  calls: SiteverifyCall[];
  /** While true, answers 500 as an outage would: nothing judged, no token spent. */
  failing: boolean;
  /** Each answer waits this long; the token is judged on arrival. */
  delayMs: number;
  /** Moves the stand-in's clock on by `ms`. */
  advance(ms: number): void;
  close(): Promise<void>;
};

type Answer = Record<string, unknown> & { success: boolean };

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function fieldsOf(req: IncomingMessage, body: string): Record<string, string | null> {
  const json = (req.headers['content-type'] ?? '').includes('application/json');
  if (json) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const get = (k: string) => (typeof parsed[k] === 'string' ? (parsed[k] as string) : null);
      return {
        secret: get('secret'),
        response: get('response'),
        remoteip: get('remoteip'),
        idempotency_key: get('idempotency_key'),
      };
    } catch {
      return {};
    }
  }
  const form = new URLSearchParams(body);
  return {
    secret: form.get('secret'),
    response: form.get('response'),
    remoteip: form.get('remoteip'),
    idempotency_key: form.get('idempotency_key'),
  };
}

export async function startSiteverifyStandIn(
  secret: string,
  {
    hostname = '127.0.0.1',
    port = 0,
    widgetTokens,
  }: {
    hostname?: string;
    port?: number;
    /**
     * Tokens a widget stand-in in the browser issues (`stand-in.<action>.<nonce>`, e2e/fixtures.ts):
     * one matching it, first seen now, was issued now for the action its first group names.
     */
    widgetTokens?: RegExp;
  } = {},
): Promise<SiteverifyStandIn> {
  let offset = 0;
  const clock = () => Date.now() + offset;
  const issued = new Map<string, { at: number; hostname?: string }>();
  const spent = new Set<string>();
  const byKey = new Map<string, { token: string; answer: Answer }>();
  let next = 0;

  class Issued extends Set<string> {
    override add(token: string) {
      if (!issued.has(token)) issued.set(token, { at: clock() });
      return super.add(token);
    }
  }
  const standIn: SiteverifyStandIn = {
    url: '',
    valid: new Issued(),
    issue({ action, hostname: host } = {}) {
      const token = `stand-in-token-${++next}-${Math.random().toString(36).slice(2)}`;
      standIn.valid.add(token);
      issued.set(token, { at: clock(), hostname: host });
      if (action) standIn.actions.set(token, action);
      return token;
    },
    actions: new Map(),
    hostname,
    calls: [],
    failing: false,
    delayMs: 0,
    advance(ms) {
      offset += ms;
    },
    close: async () => undefined,
  };

  /** Judges a token as siteverify does, spending it when it passes. */
  function judge(fields: Record<string, string | null>): Answer {
    const token = fields.response;
    const widget = token && !issued.has(token) ? widgetTokens?.exec(token) : null;
    if (token && widget) {
      standIn.valid.add(token);
      if (widget[1]) standIn.actions.set(token, widget[1]);
    }
    const fail = (code: string): Answer => ({ success: false, 'error-codes': [code] });
    if (!fields.secret) return fail('missing-input-secret');
    if (fields.secret !== secret) return fail('invalid-input-secret');
    if (!token) return fail('missing-input-response');
    const entry = issued.get(token);
    if (!entry || !standIn.valid.has(token)) return fail('invalid-input-response');
    if (spent.has(token) || clock() - entry.at > TOKEN_LIFE_MS) return fail('timeout-or-duplicate');
    spent.add(token);
    const action = standIn.actions.get(token);
    return {
      success: true,
      'error-codes': [],
      challenge_ts: new Date(entry.at).toISOString(),
      hostname: entry.hostname ?? standIn.hostname,
      ...(action ? { action } : {}),
    };
  }

  const server = createServer(async (req, res) => {
    if (req.method === 'GET') {
      // GET /health once it listens; GET /calls: what it was asked (the browser tests read it).
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(req.url === '/calls' ? standIn.calls : { ok: true }));
    }
    const fields = fieldsOf(req, await read(req));
    const key = fields.idempotency_key ?? null;
    const call: SiteverifyCall = {
      secret: fields.secret ?? null,
      response: fields.response ?? null,
      remoteip: fields.remoteip ?? null,
      idempotencyKey: key,
      success: false,
    };
    standIn.calls.push(call);
    if (standIn.failing) return void res.writeHead(500).end();
    const first = key ? byKey.get(key) : undefined;
    let answer: Answer;
    if (first && first.token === fields.response) answer = first.answer;
    else {
      answer = judge(fields);
      if (key && fields.response) byKey.set(key, { token: fields.response, answer });
    }
    call.success = answer.success;
    if (standIn.delayMs > 0) await new Promise((r) => setTimeout(r, standIn.delayMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return standIn;
}
