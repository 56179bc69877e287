/**
 * What a request may be before anything looks at what it says: from the site's own pages, JSON,
 * a bounded body, bounded nesting. Shared by the form functions and the collector.
 */
import { describeError, type FieldError } from './rules.ts';
import { siteOrigins, ALLOWED_HEADERS, type Env } from './settings.ts';

/** Whether a request comes from one of the site's pages, by its Origin header (browsers set it; pages cannot). */
export function fromSiteOrigin(request: Request, env: Env): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && siteOrigins(env).includes(origin);
}

/** CORS for the site's own origins only: another page's script gets no readable answer. */
export function corsHeaders(request: Request, env: Env): Record<string, string> {
  const base = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
  const origin = request.headers.get('origin');
  return origin && fromSiteOrigin(request, env)
    ? { ...base, 'access-control-allow-origin': origin }
    : base;
}

/** Whether a content type is JSON (`application/json`, any parameters). */
export function isJsonContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

export class TooLarge extends Error {}

/** Reads the body as text, refusing (before buffering it whole) anything over `max` bytes. */
export async function readBounded(request: Request, max: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}

/** How deep and how wide a JSON body may be: the forms' payloads are two levels and a few dozen values. */
export const JSON_BOUNDS = { depth: 5, values: 200 } as const;

export class TooComplex extends Error {}

/**
 * JSON.parse behind a single pass over the text that counts nesting and values outside strings:
 * a body nested too deep or holding too many values is refused in milliseconds, before the
 * parser builds anything.
 */
export function parseBoundedJson(
  text: string,
  bounds: { depth: number; values: number } = JSON_BOUNDS,
): unknown {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > bounds.depth) throw new TooComplex(`nested deeper than ${bounds.depth} levels`);
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && ++values > bounds.values)
      throw new TooComplex(`more than ${bounds.values} values`);
  }
  return JSON.parse(text);
}

/** An answer of a function: JSON, with the request's CORS and id headers. */
export type JsonAnswer = (
  status: number,
  body: unknown,
  extra?: Record<string, string>,
) => Response;
/** A refusal naming the field (`{ "error": "<field>: …" }`), the request's body left unread. */
export type Refusal = (
  status: number,
  error: FieldError,
  extra?: Record<string, string>,
) => Promise<Response>;

/** How a function answers one request: `headers` on every answer (CORS, the request's id...). */
export function answersFor(
  request: Request,
  headers: Record<string, string>,
): { json: JsonAnswer; refuse: Refusal } {
  const json: JsonAnswer = (status, body, extra = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8', ...extra },
    });
  const refuse: Refusal = async (status, error, extra = {}) => {
    // What was not read stays unread: a refusal costs no more than its headers.
    await request.body?.cancel().catch(() => undefined);
    return json(status, { error: describeError(error) }, extra);
  };
  return { json, refuse };
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * Why a call of a scheduled function (outbox-drain, job-alerts-send) is refused, or null when it is
 * the call the database's schedule makes (supabase/migrations: pg_net's POST with
 * `Authorization: Bearer <service role key>`, no Origin). A page's request carries an Origin and
 * is refused whatever it holds; without `serviceRoleKey` nothing is answered (503). Deployed and
 * on the local server alike.
 */
export function scheduledCallRefusal(
  request: Request,
  serviceRoleKey: string,
  what: string,
): { status: 401 | 403 | 405 | 503; error: string } | null {
  if (request.method !== 'POST') return { status: 405, error: 'method: only POST is allowed' };
  if (request.headers.has('origin'))
    return { status: 403, error: `origin: ${what} is started by the schedule, never by a page` };
  if (!serviceRoleKey) return { status: 503, error: `server: ${what} is not configured` };
  const given = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!sameSecret(given, serviceRoleKey))
    return { status: 401, error: 'authorization: must be the service role key' };
  return null;
}
