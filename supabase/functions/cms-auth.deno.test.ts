/**
 * `cms-auth` as deployed: cms-auth/index.ts in its own Deno process behind the stand-in of
 * Supabase's gateway (routing, verify_jwt from config.toml, HTML rewritten to text), against a
 * stand-in of GitHub's OAuth endpoints on another origin (_test/cms-auth.ts). The whole sign-in is
 * walked as the popup walks it, and every way to forge or replay it is refused before any code is
 * exchanged.
 */
import {
  base64Url,
  challengeOf,
  SIGN_IN_PAGE,
  STATE_TTL_SECONDS,
} from './_shared/core/cms-auth-protocol.ts';
import { assert, startFunction } from './_test/harness.ts';
import {
  authorize,
  callback,
  endlessBody,
  SITE,
  startFakeGitHub,
  token,
  withFunction,
} from './_test/cms-auth.ts';

Deno.test(
  'cms-auth through the gateway: the authorize redirect carries a signed state and the registered callback',
  async () => {
    await withFunction(async (fn, github) => {
      const first = await authorize(fn);
      assert(first.response.status === 302, `status ${first.response.status}`);
      assert(
        first.location.origin === github.url &&
          first.location.pathname === '/login/oauth/authorize',
        `to ${first.location}`,
      );
      assert(first.location.searchParams.get('client_id') === 'stand-in-id', 'the client id');
      // The platform routes the function as /cms-auth on an internal host: the callback must come
      // from its public address (SUPABASE_URL), the one registered with GitHub.
      const redirect = first.location.searchParams.get('redirect_uri');
      assert(
        redirect === 'https://project-ref.supabase.co/functions/v1/cms-auth/callback',
        `redirect_uri ${redirect}`,
      );
      assert(first.location.searchParams.get('scope') === 'repo', 'scope');
      assert(!first.response.headers.has('Set-Cookie'), 'no cookie: nothing a cookie could forge');
      assert(
        !first.location.toString().includes('stand-in-secret'),
        'the secret never goes to the browser',
      );
      assert((await authorize(fn)).state !== first.state, 'every sign-in gets its own state');
    });
  },
);

Deno.test(
  'cms-auth through the gateway: the whole popup walk hands the token in a JSON body, never in an address',
  async () => {
    await withFunction(async (fn, github) => {
      const { state, verifier } = await authorize(fn);
      const back = await callback(fn, `code=good-code&state=${encodeURIComponent(state)}`);
      assert(back.response.status === 302, `callback status ${back.response.status}`);
      assert(
        `${back.location.origin}${back.location.pathname}` === `${SITE}${SIGN_IN_PAGE}`,
        `to ${back.location}`,
      );
      assert(back.location.search === '', 'nothing in the query, which servers log');
      assert(
        back.fragment.get('code') === 'good-code' && back.fragment.get('state') === state,
        'code and state in the fragment',
      );
      assert((github.exchanged.length as number) === 0, 'the callback exchanges nothing');
      const answer = await token(fn, { code: 'good-code', state, verifier });
      assert(
        answer.response.status === 200 && answer.body.token === 'gho_standin_token',
        `token ${JSON.stringify(answer.body)}`,
      );
      assert(
        answer.response.headers.get('Access-Control-Allow-Origin') === SITE,
        'readable by the site only',
      );
      assert(answer.response.headers.get('Cache-Control') === 'no-store', 'never cached');
      assert(
        github.exchanged.length === 1 && github.exchanged[0]!.client_secret === 'stand-in-secret',
        'exchanged with the secret',
      );
      assert(
        github.exchanged[0]!.redirect_uri ===
          'https://project-ref.supabase.co/functions/v1/cms-auth/callback',
        'the same redirect_uri',
      );
      // The preflight the page's JSON POST needs.
      const preflight = await fetch(`${fn.url}/token`, {
        method: 'OPTIONS',
        headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
      });
      await preflight.body?.cancel();
      assert(
        preflight.status === 204 && preflight.headers.get('Access-Control-Allow-Origin') === SITE,
        `preflight ${preflight.status}`,
      );
    });
  },
);

Deno.test(
  'cms-auth through the gateway: no answer is HTML, which the hosted platform would show as text',
  async () => {
    await withFunction(async (fn) => {
      const { state } = await authorize(fn);
      for (const response of [
        (await authorize(fn)).response,
        (await callback(fn, `code=good-code&state=${state}`)).response,
        (await callback(fn, 'error=access_denied')).response,
        (await callback(fn, `code=x&state=forged`)).response,
      ]) {
        assert(
          !/text\/(html|plain)/.test(response.headers.get('content-type') ?? ''),
          `a ${response.status} answered ${response.headers.get('content-type')}`,
        );
      }
    });
  },
);

Deno.test(
  'cms-auth: a cancelled sign-in and a forged or expired state go back to the sign-in page with the reason',
  async () => {
    await withFunction(async (fn, github) => {
      const cancelled = await callback(
        fn,
        'error=access_denied&error_description=The+user+has+denied+your+application+access.&state=x',
      );
      assert(
        cancelled.fragment.get('error') === 'access_denied',
        `cancelled ${cancelled.location}`,
      );
      const { state } = await authorize(fn);
      const [payload] = state.split('.');
      // Parts that are not base64url at all (a length no encoding has, characters outside it)
      // are as forged as a wrong signature: the editor is sent back, never shown a server error.
      for (const forged of [
        `${payload}.${'A'.repeat(43)}`,
        'forged',
        `${state}x`,
        '',
        'e30.A',
        'A.e30',
        `A.${state.split('.')[1]}`,
        `${payload}.%%%`,
      ]) {
        const back = await callback(fn, `code=good-code&state=${encodeURIComponent(forged)}`);
        assert(
          back.fragment.get('error') === 'state_invalid' && !back.fragment.has('code'),
          `forged ${forged}: ${back.location}`,
        );
      }
      assert(github.exchanged.length === 0, 'no code was exchanged');
    });
  },
);

Deno.test(
  'cms-auth: the token is refused for a forged state, a wrong verifier or another origin, and no code is exchanged',
  async () => {
    await withFunction(async (fn, github) => {
      const { state, verifier } = await authorize(fn);
      const other = await authorize(fn);
      // A state signed by another project's secret (someone who knows the format, not the key).
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode('cms-auth state key\u0000guessed'),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const payload = base64Url(
        new TextEncoder().encode(JSON.stringify({ c: await challengeOf(verifier), e: 4102444800 })),
      );
      const signed = `${payload}.${base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload))))}`;
      const cases: Array<[string, Record<string, string>, string?]> = [
        ['a state signed with another key', { code: 'good-code', state: signed, verifier }],
        [
          "another sign-in's verifier (login forgery)",
          { code: 'good-code', state, verifier: other.verifier },
        ],
        ['no verifier', { code: 'good-code', state }],
        ['a state whose parts are not base64url', { code: 'good-code', state: 'e30.A', verifier }],
        ['another origin', { code: 'good-code', state, verifier }, 'https://evil.example'],
      ];
      for (const [what, body, origin] of cases) {
        const answer = await token(fn, body, origin);
        assert(
          [400, 403].includes(answer.response.status) && !answer.body.token,
          `${what}: ${answer.response.status} ${JSON.stringify(answer.body)}`,
        );
        assert(
          /^(state|verifier|origin): /.test(answer.body.error),
          `${what}: the field named: ${answer.body.error}`,
        );
      }
      assert(github.exchanged.length === 0, 'no code was exchanged');
    });
  },
);

Deno.test(
  'cms-auth: a state past its lifetime is refused at the callback and the token route, and no code is exchanged',
  async () => {
    // The same function a little more than the state's lifetime later (its clock moved on).
    const github = startFakeGitHub();
    const started = await startFunction('cms-auth', {
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'stand-in-secret',
      CMS_SITE_ORIGIN: SITE,
      GITHUB_OAUTH_URL: github.url,
      CMS_AUTH_URL: 'https://fn.example/functions/v1/cms-auth',
    });
    try {
      const { state, verifier } = await authorize(started);
      const [payload, signature] = state.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
      assert(
        claims.e - Date.now() / 1000 <= STATE_TTL_SECONDS + 1,
        `expires within ${STATE_TTL_SECONDS} s`,
      );
      // An expired state re-signed is impossible without the key; an old one is simply replayed late.
      const expiredKey = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode('cms-auth state key\u0000stand-in-secret'),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const late = base64Url(
        new TextEncoder().encode(
          JSON.stringify({ ...claims, e: Math.floor(Date.now() / 1000) - 1 }),
        ),
      );
      const lateState = `${late}.${base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', expiredKey, new TextEncoder().encode(late))))}`;
      assert(signature !== undefined, 'signed');
      const answer = await token(started, { code: 'good-code', state: lateState, verifier });
      assert(
        answer.response.status === 403 && answer.body.reason === 'state_expired',
        `expired: ${JSON.stringify(answer.body)}`,
      );
      const back = await callback(started, `code=good-code&state=${encodeURIComponent(lateState)}`);
      assert(
        back.fragment.get('error') === 'state_expired',
        `expired at the callback: ${back.location}`,
      );
      assert(github.exchanged.length === 0, 'no code was exchanged');
    } finally {
      await started.stop();
      await github.stop();
    }
  },
);

Deno.test(
  'cms-auth: without its settings the popup is sent to the sign-in page naming them, and the token route says which',
  async () => {
    await withFunction(
      async (fn) => {
        const response = await fetch(`${fn.url}?provider=github`, { redirect: 'manual' });
        await response.body?.cancel();
        const fragment = new URLSearchParams(
          new URL(response.headers.get('Location') ?? '').hash.slice(1),
        );
        assert(
          fragment.get('error') === 'not_configured' &&
            fragment.get('error_description')!.includes('GITHUB_CLIENT_SECRET'),
          `to ${response.headers.get('Location')}`,
        );
        const answer = await token(fn, { code: 'c', state: 's', verifier: 'v' });
        assert(
          answer.response.status === 500 && answer.body.error.startsWith('GITHUB_CLIENT_SECRET'),
          `error ${answer.body.error}`,
        );
      },
      { GITHUB_CLIENT_SECRET: '' },
    );
    await withFunction(
      async (fn) => {
        const answer = await token(fn, { code: 'c', state: 's', verifier: 'v' });
        assert(
          answer.response.status === 500 && answer.body.error.startsWith('CMS_AUTH_URL'),
          `no public address: ${answer.body.error}`,
        );
      },
      { SUPABASE_URL: '' },
    );
  },
);

Deno.test(
  'cms-auth: a token body over 4 KB is refused from its declared length or once 4 KB have arrived, without waiting for the rest',
  async () => {
    await withFunction(async (fn, github) => {
      const declared = await endlessBody(fn, new TextEncoder().encode('{"code":"'), {
        declared: 1_000_000,
      });
      assert(
        declared.startsWith('HTTP/1.1 413') && declared.includes('"error":"body: over 4096 bytes"'),
        `a declared 1 MB body: ${declared}`,
      );
      const streamed = await endlessBody(
        fn,
        new TextEncoder().encode(`{"code":"${'x'.repeat(5_000)}`),
      );
      assert(
        streamed.startsWith('HTTP/1.1 413') && streamed.includes('"error":"body: over 4096 bytes"'),
        `a chunked body past 4 KB that never ends: ${streamed}`,
      );
      // A body within the bound and complete is still read and judged.
      const small = await token(fn, { code: 'good-code', state: 'e30.A', verifier: 'v' });
      assert(small.response.status === 403, `a small body: ${small.response.status}`);
      assert(github.exchanged.length === 0, 'no code was exchanged');
    });
  },
);
