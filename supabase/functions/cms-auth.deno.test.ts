/**
 * `cms-auth` as deployed (cms-auth/index.ts in its own Deno process), against a stand-in of
 * GitHub's OAuth endpoints on another origin: the authorize redirect carries a state the browser
 * keeps in a cookie, a callback whose state is not that one is refused before any code is
 * exchanged, and the token is handed over by a page that addresses it to the site's origin only.
 */
import { assert, startFunction } from './_test/harness.ts';

const SITE = 'http://127.0.0.1:7173';

function startFakeGitHub() {
  const exchanged: Record<string, string>[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/login/oauth/access_token') {
      const body = await request.json();
      exchanged.push(body);
      const ok = body.client_secret === 'stand-in-secret' && body.code === 'good-code';
      return Response.json(ok ? { access_token: 'gho_standin_token', token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    }
    return new Response('not found', { status: 404 });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, exchanged, stop: () => server.shutdown() };
}

async function withFunction(run: (fn: { url: string }, github: ReturnType<typeof startFakeGitHub>) => Promise<void>, env: Record<string, string> = {}) {
  const github = startFakeGitHub();
  const fn = await startFunction('cms-auth', { GITHUB_CLIENT_ID: 'stand-in-id', GITHUB_CLIENT_SECRET: 'stand-in-secret', CMS_SITE_ORIGIN: SITE, GITHUB_OAUTH_URL: github.url, ...env });
  try {
    await run(fn, github);
  } finally {
    await fn.stop();
    await github.stop();
  }
}

async function authorize(fn: { url: string }) {
  const response = await fetch(`${fn.url}/cms-auth?provider=github&site_id=site.example&scope=repo`, { redirect: 'manual' });
  await response.body?.cancel();
  const location = new URL(response.headers.get('Location') ?? '');
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' };
}

Deno.test('cms-auth: the authorize redirect goes to GitHub with a fresh state the browser keeps in an HttpOnly cookie', async () => {
  await withFunction(async (fn, github) => {
    const first = await authorize(fn);
    assert(first.response.status === 302, `status ${first.response.status}`);
    assert(first.location.origin === github.url && first.location.pathname === '/login/oauth/authorize', `to ${first.location}`);
    assert(first.location.searchParams.get('client_id') === 'stand-in-id', 'the client id');
    assert(first.location.searchParams.get('redirect_uri') === `${fn.url}/cms-auth/callback`, `redirect_uri ${first.location.searchParams.get('redirect_uri')}`);
    assert(first.location.searchParams.get('scope') === 'repo', 'scope');
    assert(/^[0-9a-f]{64}$/.test(first.state), `state ${first.state}`);
    assert(first.cookie === `cms_auth_state=${first.state}`, `cookie ${first.cookie}`);
    assert(/HttpOnly/.test(first.response.headers.get('Set-Cookie') ?? ''), 'HttpOnly');
    assert(!first.location.toString().includes('stand-in-secret'), 'the secret never goes to the browser');
    assert((await authorize(fn)).state !== first.state, 'every sign-in gets its own state');
  });
});

Deno.test('cms-auth: a wrong or missing state is refused (403, the field named) and no code is exchanged', async () => {
  await withFunction(async (fn, github) => {
    const { cookie, state } = await authorize(fn);
    for (const [query, headers] of [
      [`code=good-code&state=${'0'.repeat(64)}`, { Cookie: cookie }],
      [`code=good-code&state=${state}`, {}],
      ['code=good-code', { Cookie: cookie }],
    ] as const) {
      const response = await fetch(`${fn.url}/cms-auth/callback?${query}`, { headers });
      const body = await response.json();
      assert(response.status === 403, `status ${response.status} for ${query}`);
      assert(/^state: /.test(body.error), `error ${body.error}`);
    }
    assert(github.exchanged.length === 0, 'no code was exchanged');
  });
});

Deno.test('cms-auth: the right state exchanges the code with the secret and posts the token to the site origin only', async () => {
  await withFunction(async (fn, github) => {
    const { cookie, state } = await authorize(fn);
    const response = await fetch(`${fn.url}/cms-auth/callback?code=good-code&state=${state}`, { headers: { Cookie: cookie } });
    const html = await response.text();
    assert(response.status === 200, `status ${response.status}`);
    assert(github.exchanged.length === 1 && github.exchanged[0]!.client_secret === 'stand-in-secret', 'exchanged with the secret');
    assert(html.includes('gho_standin_token'), 'the token is handed over');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    assert(script.includes(`var origin=${JSON.stringify(SITE)}`), 'addressed to the site origin');
    assert(!/postMessage\([^)]*["']\*["']/.test(script), 'never to any origin ("*")');
    assert([...script.matchAll(/postMessage\(([^)]*)\)/g)].every((m) => m[1]!.endsWith(',origin')), 'every postMessage names the origin');
    assert(script.includes('if(e.origin!==origin)return'), 'answers only the site origin');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)));
    const hash = btoa(String.fromCharCode(...digest));
    assert((response.headers.get('Content-Security-Policy') ?? '').includes(`script-src 'sha256-${hash}'`), 'only this script runs');
    assert(/Max-Age=0/.test(response.headers.get('Set-Cookie') ?? ''), 'the state is spent');

    const bad = await authorize(fn);
    const refused = await fetch(`${fn.url}/cms-auth/callback?code=expired&state=${bad.state}`, { headers: { Cookie: bad.cookie } });
    const page = await refused.text();
    assert(refused.status === 502 && page.includes('authorization:github:error') && !page.includes('gho_'), 'a refused code posts an error, no token');
  });
});

Deno.test('cms-auth: without its settings it says which are missing', async () => {
  await withFunction(async (fn) => {
    const response = await fetch(`${fn.url}/cms-auth?provider=github`, { redirect: 'manual' });
    const body = await response.json();
    assert(response.status === 500 && body.error.startsWith('GITHUB_CLIENT_SECRET'), `error ${body.error}`);
  }, { GITHUB_CLIENT_SECRET: '' });
});
