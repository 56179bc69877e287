/**
 * The stand-in of Supabase's gateway (_test/gateway.ts) does what the platform documents, so the
 * function tests that run behind it meet the platform's rules: routing under /functions/v1/<name>,
 * verify_jwt on by default and per config.toml, text/html answers to GET rewritten to text/plain,
 * the connecting address appended to X-Forwarded-For.
 */
import { anonKey, assert, clientFrom, TEST_JWT_SECRET } from './_test/harness.ts';
import { signJwt, startGateway, verifyJwtFromConfig } from './_test/gateway.ts';

Deno.test(
  'gateway stand-in: routes, JWT rule, HTML rewritten, connecting address appended',
  async () => {
    const seen: { path: string; xff: string | null }[] = [];
    const fn = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) => {
      const url = new URL(request.url);
      seen.push({ path: url.pathname + url.search, xff: request.headers.get('x-forwarded-for') });
      return new Response('<!doctype html><p>page</p>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    });
    const upstream = `http://127.0.0.1:${fn.addr.port}`;
    const gateway = startGateway({
      upstreams: { open: upstream, undeclared: upstream },
      jwtSecret: TEST_JWT_SECRET,
      verifyJwt: { open: false },
    });
    try {
      const routed = await fetch(`${gateway.url}/functions/v1/open/callback?x=1`, {
        client: clientFrom('127.0.9.9'),
      });
      assert(
        routed.headers.get('content-type') === 'text/plain',
        `GET html became ${routed.headers.get('content-type')}`,
      );
      assert((await routed.text()).startsWith('<!doctype html>'), 'the page arrives as its source');
      assert(seen.at(-1)!.path === '/open/callback?x=1', `the function saw ${seen.at(-1)!.path}`);
      assert(seen.at(-1)!.xff === '127.0.9.9', `x-forwarded-for ${seen.at(-1)!.xff}`);
      const forged = await fetch(`${gateway.url}/functions/v1/open`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.1' },
        body: '{}',
        client: clientFrom('127.0.9.10'),
      });
      assert(
        forged.headers.get('content-type')!.startsWith('text/html'),
        'a POST is not rewritten',
      );
      await forged.body?.cancel();
      assert(
        seen.at(-1)!.xff === '203.0.113.1, 127.0.9.10',
        `a written header stays on the left: ${seen.at(-1)!.xff}`,
      );
      const count = seen.length;
      const missing = await fetch(`${gateway.url}/functions/v1/undeclared`);
      assert(
        missing.status === 401 && (await missing.json()).message === 'Missing authorization header',
        'verify_jwt is the default',
      );
      const invalid = await fetch(`${gateway.url}/functions/v1/undeclared`, {
        headers: { authorization: `Bearer ${await signJwt('another-secret', { role: 'anon' })}` },
      });
      assert(
        invalid.status === 401 && (await invalid.json()).message === 'Invalid JWT',
        'a JWT of another project',
      );
      assert(seen.length === count, 'refused requests never reach the function');
      const allowed = await fetch(`${gateway.url}/functions/v1/undeclared`, {
        headers: { authorization: `Bearer ${await anonKey()}` },
      });
      assert(allowed.status === 200, `the anon key passes: ${allowed.status}`);
      await allowed.body?.cancel();
      for (const path of ['/functions/v1/unknown', '/open', '/functions/v2/open']) {
        const r = await fetch(`${gateway.url}${path}`);
        await r.body?.cancel();
        assert(r.status === 404, `${path}: ${r.status}`);
      }
    } finally {
      await gateway.stop();
      await fn.shutdown();
    }
  },
);

Deno.test(
  'gateway stand-in: config.toml declares every deployed function with the JWT rule it needs',
  () => {
    const rules = verifyJwtFromConfig();
    const deployed = [...Deno.readDirSync(new URL('.', import.meta.url))]
      .filter((e) => e.isDirectory && !e.name.startsWith('_'))
      .map((e) => e.name);
    for (const name of deployed)
      assert(
        name in rules,
        `${name} is not declared in supabase/config.toml: a plain deploy would verify JWTs`,
      );
    for (const name of [
      'send-contact-email',
      'send-tech-refugee-form',
      'collect-vitals',
      'cms-auth',
    ]) {
      assert(
        rules[name] === false,
        `${name}: browsers call it without a session, verify_jwt must be false`,
      );
    }
  },
);

Deno.test('gateway stand-in: an answer later than the idle timeout is 504', async () => {
  const slow = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async () => {
    await new Promise((r) => setTimeout(r, 1500));
    return new Response('late');
  });
  const gateway = startGateway({
    upstreams: { slow: `http://127.0.0.1:${slow.addr.port}` },
    jwtSecret: TEST_JWT_SECRET,
    verifyJwt: { slow: false },
    idleTimeoutMs: 200,
  });
  try {
    const r = await fetch(`${gateway.url}/functions/v1/slow`);
    assert(r.status === 504, `status ${r.status}`);
    await r.body?.cancel();
  } finally {
    await gateway.stop();
    await slow.shutdown();
  }
});
