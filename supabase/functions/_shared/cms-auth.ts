/**
 * `cms-auth`: GitHub sign-in for the editor at /admin (Decap CMS's GitHub backend), beside the
 * forms' functions, so signing in needs no new vendor. Decap opens a popup on
 * `<function>?provider=github&scope=repo`; this answers:
 * 1. the authorize redirect: a random `state`, kept in an HttpOnly cookie on the function's own
 *    origin, and the browser sent to GitHub's authorize page with it;
 * 2. `/callback?code&state`: the state must equal the cookie's (a sign-in this browser started:
 *    no cross-site request forgery), then the code is exchanged for a token with the client
 *    secret (which never leaves the function);
 * 3. a page that hands the token to the editor with `postMessage`, addressed to the site's origin
 *    only (CMS_SITE_ORIGIN): another page that opened the popup gets nothing.
 * Settings: GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, CMS_SITE_ORIGIN (else the first of
 * SITE_ORIGINS); GITHUB_OAUTH_URL (https://github.com; a stand-in in tests); CMS_AUTH_URL (the
 * function's public address, for GitHub's redirect; else the request's own).
 * No runtime-specific imports: Deno runs it (cms-auth/index.ts) and the local server can too.
 */
export type CmsAuthEnv = Record<string, string | undefined>;

const COOKIE = 'cms_auth_state';
const TEN_MINUTES = 600;

const json = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

function settingsOf(env: CmsAuthEnv) {
  const siteOrigin = env.CMS_SITE_ORIGIN || (env.SITE_ORIGINS ?? '').split(',').map((o) => o.trim()).find(Boolean);
  const missing = [
    ['GITHUB_CLIENT_ID', env.GITHUB_CLIENT_ID],
    ['GITHUB_CLIENT_SECRET', env.GITHUB_CLIENT_SECRET],
    ['CMS_SITE_ORIGIN', siteOrigin],
  ].filter(([, value]) => !value).map(([name]) => name);
  return {
    missing,
    clientId: env.GITHUB_CLIENT_ID ?? '',
    clientSecret: env.GITHUB_CLIENT_SECRET ?? '',
    siteOrigin: siteOrigin ? new URL(siteOrigin).origin : '',
    github: (env.GITHUB_OAUTH_URL || 'https://github.com').replace(/\/+$/, ''),
    publicUrl: env.CMS_AUTH_URL?.replace(/\/+$/, ''),
  };
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page that ends the popup: Decap's handshake ("authorizing:github" to the opener, which
 * answers), then the outcome, each message addressed to the site's origin and nowhere else.
 */
export async function handoffPage(siteOrigin: string, outcome: { token: string } | { error: string }): Promise<Response> {
  const message = 'token' in outcome
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const script = `(function(){var origin=${scriptJson(siteOrigin)};var message=${scriptJson(message)};if(!window.opener){document.getElementById("status").textContent="Open the editor and sign in from there.";return;}function receive(e){if(e.origin!==origin)return;window.removeEventListener("message",receive);window.opener.postMessage(message,origin);}window.addEventListener("message",receive);window.opener.postMessage("authorizing:github",origin);})();`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><p id="status">${'token' in outcome ? 'Signed in. This window closes by itself.' : 'Sign-in failed.'}</p><script>${script}</script></body></html>`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : 502,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'Set-Cookie': `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    },
  });
}

export function createCmsAuthHandler(env: CmsAuthEnv, fetcher: typeof fetch = fetch) {
  const settings = settingsOf(env);
  return async (request: Request): Promise<Response> => {
    if (settings.missing.length) return json(500, `${settings.missing.join(', ')}: not set, so no one can sign in (docs/cms.md)`);
    if (request.method !== 'GET') return json(405, 'method: only GET');
    const url = new URL(request.url);
    const self = settings.publicUrl ?? `${url.origin}${url.pathname.replace(/\/callback\/?$/, '').replace(/\/+$/, '')}`;
    const secure = self.startsWith('https://') ? '; Secure' : '';

    if (!/\/callback\/?$/.test(url.pathname)) {
      const provider = url.searchParams.get('provider') ?? 'github';
      if (provider !== 'github') return json(400, `provider: "${provider}" is not offered (github only)`);
      const state = randomState();
      const authorize = new URL(`${settings.github}/login/oauth/authorize`);
      authorize.searchParams.set('client_id', settings.clientId);
      authorize.searchParams.set('redirect_uri', `${self}/callback`);
      authorize.searchParams.set('scope', url.searchParams.get('scope') === 'public_repo' ? 'public_repo' : 'repo');
      authorize.searchParams.set('state', state);
      return new Response(null, {
        status: 302,
        headers: {
          Location: authorize.toString(),
          'Cache-Control': 'no-store',
          'Set-Cookie': `${COOKIE}=${state}; Path=/; Max-Age=${TEN_MINUTES}; HttpOnly; SameSite=Lax${secure}`,
        },
      });
    }

    const state = url.searchParams.get('state') ?? '';
    const expected = cookieOf(request, COOKIE);
    if (!expected || !state || !sameText(state, expected)) {
      return json(403, 'state: does not match the sign-in this browser started; start again from /admin');
    }
    const code = url.searchParams.get('code');
    if (!code) return json(400, `code: missing (GitHub said: ${url.searchParams.get('error_description') ?? url.searchParams.get('error') ?? 'nothing'})`);
    let answer: { access_token?: string; error?: string; error_description?: string };
    try {
      const response = await fetcher(`${settings.github}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: `${self}/callback` }),
      });
      answer = await response.json();
    } catch (error) {
      return handoffPage(settings.siteOrigin, { error: `GitHub could not be reached (${error instanceof Error ? error.message : String(error)})` });
    }
    if (!answer.access_token) return handoffPage(settings.siteOrigin, { error: answer.error_description ?? answer.error ?? 'GitHub gave no token' });
    return handoffPage(settings.siteOrigin, { token: answer.access_token });
  };
}
