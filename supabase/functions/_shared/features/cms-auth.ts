/**
 * `cms-auth`: GitHub sign-in for the editor at /admin (Decap CMS's GitHub backend), beside the
 * forms' functions, so signing in needs no new vendor. The protocol, step by step, is in
 * cms-auth-protocol.ts; the function answers three routes, none of them with HTML (Supabase's
 * hosted gateway rewrites a `text/html` answer to a GET as `text/plain`):
 * - `GET /cms-auth?provider=github&scope=repo&challenge=…`: a redirect to GitHub's authorize page
 *   with a signed `state` (the challenge and an expiry; HMAC-SHA-256 under a key derived from the
 *   client secret, so no cookie and nothing a cookie can forge);
 * - `GET /cms-auth/callback`: GitHub's redirect back, sent on to the site's sign-in page with the
 *   code and state (or GitHub's refusal) in the fragment;
 * - `POST /cms-auth/token` from the site's origin only: the state's signature, expiry and the
 *   popup's verifier checked, then the code exchanged with the client secret; the token is the
 *   response body, never an address.
 * Settings: GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET; CMS_SITE_ORIGIN (else the first of
 * SITE_ORIGINS); the function's public address, registered with GitHub as the callback's base:
 * CMS_AUTH_URL, else `${SUPABASE_URL}/functions/v1/cms-auth` (the platform sets SUPABASE_URL; the
 * request's own address is the gateway's internal one, never used); GITHUB_OAUTH_URL
 * (https://github.com; a stand-in in tests).
 * No runtime-specific imports: Deno runs it (cms-auth/index.ts).
 */
import {
  base64Url,
  challengeOf,
  CMS_AUTH_ROUTES,
  PROVIDER,
  SIGN_IN_PAGE,
  STATE_TTL_SECONDS,
} from '../core/cms-auth-protocol.ts';
import { parseBoundedJson, readBounded, TooLarge } from '../core/request-bounds.ts';

export type CmsAuthEnv = Record<string, string | undefined>;

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const TOKEN_BODY_MAX = 4096;
const GITHUB_TIMEOUT_MS = 10_000;

function settingsOf(env: CmsAuthEnv) {
  const siteOrigin =
    env.CMS_SITE_ORIGIN ||
    (env.SITE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .find(Boolean);
  const publicUrl =
    env.CMS_AUTH_URL ||
    (env.SUPABASE_URL ? `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/cms-auth` : '');
  const missing = [
    ['GITHUB_CLIENT_ID', env.GITHUB_CLIENT_ID],
    ['GITHUB_CLIENT_SECRET', env.GITHUB_CLIENT_SECRET],
    ['CMS_SITE_ORIGIN', siteOrigin],
    ['CMS_AUTH_URL', publicUrl],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name as string);
  return {
    missing,
    clientId: env.GITHUB_CLIENT_ID ?? '',
    clientSecret: env.GITHUB_CLIENT_SECRET ?? '',
    siteOrigin: siteOrigin ? new URL(siteOrigin).origin : '',
    github: (env.GITHUB_OAUTH_URL || 'https://github.com').replace(/\/+$/, ''),
    callbackUrl: `${publicUrl.replace(/\/+$/, '')}${CMS_AUTH_ROUTES.callback}`,
  };
}

type Settings = ReturnType<typeof settingsOf>;

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });

/** The popup sent back to the site's sign-in page, what it needs in the fragment. */
function toSignInPage(settings: Settings, fragment: Record<string, string>): Response {
  const location = `${settings.siteOrigin}${SIGN_IN_PAGE}#${new URLSearchParams(fragment)}`;
  return new Response(null, { status: 302, headers: { Location: location, ...NO_STORE } });
}

const encoder = new TextEncoder();

async function stateKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(`cms-auth state key\u0000${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/**
 * The bytes of a base64url text (RFC 4648 §5, padding optional), or null when it is not one: a
 * character outside the alphabet, or a length no encoding has (one left over after groups of four).
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(
      text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4),
    );
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** `payload.signature`: the challenge and the expiry (seconds since the epoch), signed. */
async function signState(key: CryptoKey, challenge: string, now: number): Promise<string> {
  const payload = base64Url(
    encoder.encode(JSON.stringify({ c: challenge, e: Math.floor(now / 1000) + STATE_TTL_SECONDS })),
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return `${payload}.${base64Url(signature)}`;
}

type StateCheck =
  { ok: true; challenge: string } | { ok: false; reason: 'state_invalid' | 'state_expired' };

async function readState(key: CryptoKey, state: string, now: number): Promise<StateCheck> {
  const [payload, signature, extra] = state.split('.');
  const mac = signature === undefined ? null : fromBase64Url(signature);
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'state_invalid' };
  if (!(await crypto.subtle.verify('HMAC', key, mac, encoder.encode(payload))))
    return { ok: false, reason: 'state_invalid' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, reason: 'state_invalid' };
  let claims: { c?: unknown; e?: unknown } | null;
  try {
    claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, reason: 'state_invalid' };
  }
  if (typeof claims?.c !== 'string' || typeof claims.e !== 'number')
    return { ok: false, reason: 'state_invalid' };
  if (claims.e * 1000 < now) return { ok: false, reason: 'state_expired' };
  return { ok: true, challenge: claims.c };
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const routeOf = (pathname: string) =>
  /\/callback\/?$/.test(pathname)
    ? 'callback'
    : /\/token\/?$/.test(pathname)
      ? 'token'
      : 'authorize';

/** What every route works with: the settings, the state's key, the clock, GitHub's fetch. */
type Context = {
  settings: Settings;
  key: Promise<CryptoKey>;
  clock: () => number;
  fetcher: typeof fetch;
  cors: Record<string, string>;
};

/** The popup's first step: to GitHub's authorize page with a signed state. */
async function authorize({ settings, key, clock }: Context, url: URL): Promise<Response> {
  const provider = url.searchParams.get('provider') ?? PROVIDER;
  if (provider !== PROVIDER)
    return toSignInPage(settings, {
      error: 'invalid_request',
      error_description: `the provider "${provider}" is not offered`,
    });
  const challenge = url.searchParams.get('challenge') ?? '';
  if (!CHALLENGE.test(challenge)) return toSignInPage(settings, { error: 'state_invalid' });
  const authorizeUrl = new URL(`${settings.github}/login/oauth/authorize`);
  authorizeUrl.searchParams.set('client_id', settings.clientId);
  authorizeUrl.searchParams.set('redirect_uri', settings.callbackUrl);
  authorizeUrl.searchParams.set(
    'scope',
    url.searchParams.get('scope') === 'public_repo' ? 'public_repo' : 'repo',
  );
  authorizeUrl.searchParams.set('state', await signState(await key, challenge, clock()));
  return new Response(null, {
    status: 302,
    headers: { Location: authorizeUrl.toString(), ...NO_STORE },
  });
}

/** GitHub's redirect back: on to the sign-in page with the code and state, or the refusal. */
async function callback({ settings, key, clock }: Context, url: URL): Promise<Response> {
  const error = url.searchParams.get('error');
  if (error)
    return toSignInPage(settings, {
      error,
      error_description: url.searchParams.get('error_description') ?? '',
    });
  const state = url.searchParams.get('state') ?? '';
  const code = url.searchParams.get('code') ?? '';
  const checked = await readState(await key, state, clock());
  if (!checked.ok) return toSignInPage(settings, { error: checked.reason });
  if (!code)
    return toSignInPage(settings, {
      error: 'invalid_request',
      error_description: 'GitHub sent no code',
    });
  return toSignInPage(settings, { code, state });
}

type TokenRequest = { code: string; state: string; verifier: string };

/**
 * The token route's body: JSON from the site's origin, bounded before it is read (the declared
 * length first, then the bytes as they arrive), with its three fields; or the refusal.
 */
async function tokenRequest(
  { settings, cors }: Context,
  request: Request,
): Promise<TokenRequest | Response> {
  if (request.headers.get('Origin') !== settings.siteOrigin)
    return json(403, { error: "origin: only the site's own sign-in page may ask for a token" });
  if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? ''))
    return json(415, { error: 'body: must be JSON' }, cors);
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(await readBounded(request, TOKEN_BODY_MAX));
  } catch (error) {
    if (error instanceof TooLarge)
      return json(413, { error: `body: over ${TOKEN_BODY_MAX} bytes` }, cors);
    return json(400, { error: 'body: not JSON' }, cors);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return json(400, { error: 'body: must be a JSON object' }, cors);
  const body = parsed as Record<string, unknown>;
  for (const field of ['code', 'state', 'verifier']) {
    if (typeof body[field] !== 'string' || !body[field])
      return json(400, { error: `${field}: missing` }, cors);
  }
  return body as TokenRequest;
}

/** The code exchanged with the client secret: the token, or the refusal naming the code. */
async function exchange({ settings, fetcher, cors }: Context, code: string): Promise<Response> {
  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetcher(`${settings.github}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: settings.callbackUrl,
      }),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
    answer = await response.json();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return json(502, { error: `code: GitHub could not be reached (${why})` }, cors);
  }
  if (!answer.access_token) {
    const why = answer.error_description ?? answer.error ?? 'no token';
    return json(502, { error: `code: GitHub refused it (${why})` }, cors);
  }
  return json(200, { token: answer.access_token }, cors);
}

/** The sign-in page's POST: the state's signature and expiry, the verifier, then the exchange. */
async function token(context: Context, request: Request): Promise<Response> {
  const body = await tokenRequest(context, request);
  if (body instanceof Response) return body;
  const { key, clock, cors } = context;
  const checked = await readState(await key, body.state, clock());
  if (!checked.ok) {
    const why =
      checked.reason === 'state_expired'
        ? 'expired; start the sign-in again'
        : 'not one this function signed';
    return json(403, { error: `state: ${why}`, reason: checked.reason }, cors);
  }
  if (!sameText(await challengeOf(body.verifier), checked.challenge)) {
    const error = 'verifier: does not match the sign-in this browser started';
    return json(403, { error, reason: 'state_invalid' }, cors);
  }
  return exchange(context, body.code);
}

/** The token route's preflight, for the site's origin only. */
function preflight({ settings, cors }: Context, request: Request): Response {
  if (request.headers.get('Origin') !== settings.siteOrigin)
    return new Response(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Max-Age': '600',
    },
  });
}

export function createCmsAuthHandler(
  env: CmsAuthEnv,
  fetcher: typeof fetch = fetch,
  clock: () => number = Date.now,
) {
  const settings = settingsOf(env);
  const context: Context = {
    settings,
    key: stateKey(settings.clientSecret),
    clock,
    fetcher,
    cors: { 'Access-Control-Allow-Origin': settings.siteOrigin, Vary: 'Origin' },
  };
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = routeOf(url.pathname);
    if (settings.missing.length) {
      const missing = `${settings.missing.join(', ')}: not set, so no one can sign in (docs/cms.md)`;
      if (route !== 'token' && settings.siteOrigin)
        return toSignInPage(settings, {
          error: 'not_configured',
          error_description: settings.missing.join(', '),
        });
      return json(500, { error: missing });
    }
    if (route === 'token') {
      if (request.method === 'OPTIONS') return preflight(context, request);
      if (request.method !== 'POST')
        return json(405, { error: 'method: only POST' }, { Allow: 'POST, OPTIONS' });
      return token(context, request);
    }
    if (request.method !== 'GET') return json(405, { error: 'method: only GET' }, { Allow: 'GET' });
    return route === 'callback' ? callback(context, url) : authorize(context, url);
  };
}
