/**
 * What the cms-auth tests share: a stand-in of GitHub's OAuth endpoints (the token exchange as
 * GitHub documents it), the function started as deployed behind the gateway stand-in, and the
 * popup's steps as the sign-in page takes them. Deno only (the Node type-check leaves _test/ out).
 */
import { base64Url, challengeOf } from '../_shared/core/cms-auth-protocol.ts';
import { startFunction } from './harness.ts';

export const SITE = 'http://127.0.0.1:7173';

export function startFakeGitHub() {
  const exchanged: Record<string, string>[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/login/oauth/access_token') {
      const body = await request.json();
      exchanged.push(body);
      const ok = body.client_secret === 'stand-in-secret' && body.code === 'good-code';
      return Response.json(
        ok
          ? { access_token: 'gho_standin_token', token_type: 'bearer', scope: 'repo' }
          : {
              error: 'bad_verification_code',
              error_description: 'The code passed is incorrect or expired.',
            },
      );
    }
    return new Response('not found', { status: 404 });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, exchanged, stop: () => server.shutdown() };
}

export type Fn = Awaited<ReturnType<typeof startFunction>>;

export async function withFunction(
  run: (fn: Fn, github: ReturnType<typeof startFakeGitHub>) => Promise<void>,
  env: Record<string, string> = {},
) {
  const github = startFakeGitHub();
  // No CMS_AUTH_URL: the address comes from SUPABASE_URL, which the platform sets.
  const fn = await startFunction('cms-auth', {
    GITHUB_CLIENT_ID: 'stand-in-id',
    GITHUB_CLIENT_SECRET: 'stand-in-secret',
    CMS_SITE_ORIGIN: SITE,
    GITHUB_OAUTH_URL: github.url,
    SUPABASE_URL: 'https://project-ref.supabase.co',
    ...env,
  });
  try {
    await run(fn, github);
  } finally {
    await fn.stop();
    await github.stop();
  }
}

export const verifierOf = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

/** The popup's first step: the authorize redirect for a verifier. */
export async function authorize(
  fn: Fn,
  verifier = verifierOf(),
  query = 'provider=github&site_id=site.example&scope=repo',
) {
  const response = await fetch(`${fn.url}?${query}&challenge=${await challengeOf(verifier)}`, {
    redirect: 'manual',
  });
  await response.body?.cancel();
  const location = new URL(response.headers.get('Location') ?? '');
  return { response, location, verifier, state: location.searchParams.get('state') ?? '' };
}

/** GitHub's redirect back to the callback; returns the sign-in page's fragment. */
export async function callback(fn: Fn, query: string) {
  const response = await fetch(`${fn.url}/callback?${query}`, { redirect: 'manual' });
  await response.body?.cancel();
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  return { response, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** The sign-in page's POST of code, state and verifier, from `origin`. */
export async function token(fn: Fn, body: Record<string, string>, origin = SITE) {
  const response = await fetch(`${fn.url}/token`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { response, body: JSON.parse(text) };
  } catch {
    throw new Error(`the token route answered ${response.status} and no JSON: ${text}`);
  }
}

/**
 * A POST to the token route whose body sends `first` and then never ends (a client holding the
 * connection open), over a raw socket to the gateway: resolves with the answer's status line and
 * body, or "no answer" after `waitMs`. `declared`: a Content-Length header, else chunked.
 */
export async function endlessBody(
  fn: Fn,
  first: Uint8Array,
  { declared, waitMs = 15_000 }: { declared?: number; waitMs?: number } = {},
): Promise<string> {
  const address = new URL(fn.gateway);
  const conn = await Deno.connect({ hostname: address.hostname, port: Number(address.port) });
  const head =
    `POST /functions/v1/cms-auth/token HTTP/1.1\r\nHost: ${address.host}\r\nOrigin: ${SITE}\r\n` +
    'Content-Type: application/json\r\n' +
    (declared === undefined
      ? 'Transfer-Encoding: chunked\r\n\r\n'
      : `Content-Length: ${declared}\r\n\r\n`);
  const encoder = new TextEncoder();
  await conn.write(encoder.encode(head));
  await conn.write(
    declared === undefined
      ? new Uint8Array([
          ...encoder.encode(`${first.length.toString(16)}\r\n`),
          ...first,
          ...encoder.encode('\r\n'),
        ])
      : first,
  );
  const decoder = new TextDecoder();
  let reply = '';
  const buffer = new Uint8Array(4096);
  const timer = setTimeout(() => conn.close(), waitMs);
  try {
    for (;;) {
      const n = await conn.read(buffer);
      if (n === null) break;
      reply += decoder.decode(buffer.subarray(0, n));
      // The whole answer is in once its JSON body closed.
      if (/\r\n\r\n[\s\S]*\}\s*$/.test(reply)) break;
    }
  } catch {
    // Closed by the timer: no answer came.
  } finally {
    clearTimeout(timer);
    try {
      conn.close();
    } catch {
      // Already closed.
    }
  }
  return reply || 'no answer';
}
