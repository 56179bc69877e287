/**
 * Deno smoke test of the Edge Functions as deployed (the two forms and the field-data collector): each index.ts is started with
 * `deno run` (DENO_SERVE_ADDRESS=tcp:127.0.0.1:0) and answers a valid and an invalid payload.
 * The database is a PostgreSQL 15 started for the run, as deployed; email goes to the Resend
 * stand-in (scripts/test/resend-stand-in.ts), which must receive the notification.
 */
import {
  assert,
  realResume,
  registrationPayload,
  sender,
  startPostgres,
  startResendStandIn,
  startFunction as startDeployed,
} from './_test/harness.ts';

const SITE = 'https://www.cascadia.example';
const resend = await startResendStandIn({ apiKey: 're_deno_test' });
const pg = await startPostgres();
/** What the stand-in delivered, as sent. */
const received = () => resend.received.map((r) => r.body);

/** A function as deployed, on the in-memory store, emailing the Resend stand-in. */
const startFunction = (name: string, extraEnv: Record<string, string> = {}) =>
  startDeployed(name, {
    SUPABASE_DB_URL: pg.url,
    SITE_ORIGINS: SITE,
    RESEND_API_KEY: 're_deno_test',
    RESEND_API_URL: resend.url,
    MAIL_TO: 'talent@cascadia.example',
    ...extraEnv,
  });

/** Posts as the site's forms do: from its origin, the payload plus the bot signals of a person (empty honeypot, 9 s). */
const post = (
  url: string,
  body: object,
  headers: Record<string, string> = {},
  client?: Deno.HttpClient,
) =>
  fetch(url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ referralCode: '', elapsedMs: 9000, ...body }),
    ...(client ? { client } : {}),
  });

Deno.test(
  'send-contact-email stores and emails a valid message, refuses an invalid one',
  async () => {
    const fn = await startFunction('send-contact-email');
    try {
      const ok = await post(fn.url, {
        name: 'Deno Test',
        email: 'deno@example.com',
        subject: 'Smoke test',
        message: 'Hello.',
      });
      const body = await ok.json();
      assert(
        ok.status === 200 && body.ok === true && typeof body.id === 'string',
        `valid: ${ok.status} ${JSON.stringify(body)}`,
      );
      assert(
        received().some((m) => m.subject === 'Website contact: Smoke test'),
        'the email reached the Resend stand-in',
      );
      const bad = await post(fn.url, {
        name: 'Deno Test',
        email: 'not-an-email',
        subject: 'x',
        message: 'y',
      });
      const error = await bad.json();
      assert(
        bad.status === 400 && error.error === 'email: must be a valid email address',
        `invalid: ${bad.status} ${JSON.stringify(error)}`,
      );
      const preflight = await fetch(fn.url, { method: 'OPTIONS', headers: { origin: SITE } });
      await preflight.body?.cancel();
      assert(preflight.status === 204, 'preflight answered');
    } finally {
      await fn.stop();
    }
  },
);

Deno.test(
  'send-tech-refugee-form stores and emails a registration with its resume, refuses an invalid one',
  async () => {
    const fn = await startFunction('send-tech-refugee-form');
    try {
      const resume = await realResume('resume.pdf');
      const registration = registrationPayload({ resumeBase64: resume, resumeFilename: 'cv.pdf' });
      const ok = await post(fn.url, registration);
      const body = await ok.json();
      assert(ok.status === 200 && body.ok === true, `valid: ${ok.status} ${JSON.stringify(body)}`);
      const mail = received().find((m) => m.subject.includes('Deno Candidate'));
      assert(
        mail &&
          mail.attachments[0]?.filename === 'cv.pdf' &&
          mail.attachments[0].content === resume,
        'resume attached unchanged',
      );
      const bad = await post(fn.url, { ...registration, preferredWorkType: [] });
      const error = await bad.json();
      assert(
        bad.status === 400 && error.error === 'preferredWorkType: choose at least one',
        `invalid: ${bad.status} ${JSON.stringify(error)}`,
      );
    } finally {
      await fn.stop();
    }
  },
);

Deno.test(
  'send-contact-email: rotating the leftmost X-Forwarded-For hop does not escape the rate limit',
  async () => {
    const fn = await startFunction('send-contact-email', { RATE_LIMIT_MAX: '5' });
    try {
      const message = (i: number) => ({
        name: 'Forger',
        email: 'forger@example.com',
        subject: `Forged ${i}`,
        message: 'Hi.',
      });
      const forged: number[] = [];
      for (let i = 0; i < 20; i++) {
        // Whatever the sender writes, the gateway appends the address it connects from.
        const res = await post(
          fn.url,
          message(i),
          { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          sender('203.0.113.9'),
        );
        await res.body?.cancel();
        forged.push(res.status);
      }
      assert(
        forged.filter((s) => s === 200).length === 5,
        `5 accepted, then refused: ${forged.join(' ')}`,
      );
      assert(
        forged.slice(5).every((s) => s === 429),
        `the rest 429: ${forged.join(' ')}`,
      );
      // The rightmost entry (the one the proxy appended) is what counts: another one is another client.
      const other = await post(
        fn.url,
        message(99),
        { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
        sender('203.0.113.10'),
      );
      await other.body?.cancel();
      assert(
        other.status === 200,
        `a different proxy-written address has its own limit: ${other.status}`,
      );
    } finally {
      await fn.stop();
    }
  },
);

Deno.test('send-contact-email answers a bot as a person but sends it no email', async () => {
  const fn = await startFunction('send-contact-email');
  try {
    const before = received().length;
    const person = {
      name: 'Deno Person',
      email: 'person@example.com',
      subject: 'A person',
      message: 'Hello.',
    };
    const bots = [
      { ...person, subject: 'Honeypot', referralCode: 'https://spam.example' },
      { ...person, subject: 'Too fast', elapsedMs: 400 },
    ];
    for (const bot of bots) {
      const res = await post(fn.url, bot);
      const body = await res.json();
      assert(
        res.status === 200 && body.ok === true && typeof body.id === 'string',
        `${bot.subject}: ${res.status} ${JSON.stringify(body)}`,
      );
    }
    // A direct API call with no bot signals at all is stored as spam too, not refused.
    const bare = await fetch(fn.url, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, subject: 'Bare API call' }),
    });
    assert(bare.status === 200, `bare API call: ${bare.status}`);
    await bare.body?.cancel();
    const ok = await post(fn.url, person);
    await ok.body?.cancel();
    assert(ok.status === 200, 'the person is accepted');
    const subjects = received()
      .slice(before)
      .map((m) => m.subject);
    assert(
      JSON.stringify(subjects) === JSON.stringify(['Website contact: A person']),
      `only the person was emailed: ${subjects}`,
    );
  } finally {
    await fn.stop();
  }
});

Deno.test(
  'send-tech-refugee-form with Turnstile: a token siteverify accepts is emailed, another is spam',
  async () => {
    const verified: string[] = [];
    const siteverify = Deno.serve(
      { hostname: '127.0.0.1', port: 0, onListen() {} },
      async (request) => {
        const form = new URLSearchParams(await request.text());
        const token = form.get('response') ?? '';
        verified.push(token);
        const success = form.get('secret') === 'ts_secret' && token === 'good-token';
        // As siteverify answers: where the widget ran and for which form.
        return Response.json(
          success
            ? {
                success,
                'error-codes': [],
                hostname: 'www.cascadia.example',
                action: 'tech-refugee',
              }
            : { success, 'error-codes': ['invalid-input-response'] },
        );
      },
    );
    const fn = await startFunction('send-tech-refugee-form', {
      TURNSTILE_SECRET_KEY: 'ts_secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverify.addr.port}/siteverify`,
    });
    try {
      const person = registrationPayload({
        fullName: 'Turnstile Person',
        email: 'ts-person@example.com',
      });
      const good = await post(fn.url, { ...person, turnstileToken: 'good-token' });
      const bad = await post(fn.url, {
        ...person,
        fullName: 'Turnstile Bot',
        email: 'ts-bot@example.com',
        turnstileToken: 'forged',
      });
      for (const res of [good, bad]) {
        const body = await res.json();
        assert(
          res.status === 200 && body.ok === true,
          `answered as a person: ${res.status} ${JSON.stringify(body)}`,
        );
      }
      assert(
        JSON.stringify(verified) === JSON.stringify(['good-token', 'forged']),
        `siteverify asked: ${verified}`,
      );
      assert(
        received().some((m) => m.subject.includes('Turnstile Person')),
        'the verified registration was emailed',
      );
      assert(
        !received().some((m) => m.subject.includes('Turnstile Bot')),
        'the failed one was not',
      );
    } finally {
      await fn.stop();
      await siteverify.shutdown();
    }
  },
);

Deno.test(
  'as deployed: malformed and hostile bodies get a 4xx in milliseconds, never a 500; garbage is counted; the health check is limited',
  async () => {
    const fn = await startFunction('send-tech-refugee-form', { REFUSAL_MAX: '5' });
    try {
      const timed = async (label: string, body: string, ip: string) => {
        const started = performance.now();
        const res = await fetch(fn.url, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/json' },
          body,
          client: sender(ip),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        console.log(`${label}: ${res.status} ${text.slice(0, 90)} in ${ms.toFixed(0)} ms`);
        assert(res.status >= 400 && res.status < 500, `${label}: ${res.status} ${text}`);
        return { status: res.status, text, ms };
      };
      const deep = await timed(
        '8 MB of nested arrays',
        '['.repeat(4 * 1024 * 1024) + ']'.repeat(4 * 1024 * 1024),
        '198.51.100.1',
      );
      assert(deep.text.includes('nested deeper than 5 levels'), deep.text);
      const wide = await timed(
        '8 MB object of 700,000 keys',
        `{${Array.from({ length: 700_000 }, (_, i) => `"k${i}":0`).join(',')}}`.slice(
          0,
          8 * 1024 * 1024 - 1,
        ) + '}',
        '198.51.100.1',
      );
      assert(wide.text.includes('more than 200 values'), wide.text);
      const person = registrationPayload({ referralCode: '', elapsedMs: 9000 });
      for (const [label, over, why] of [
        [
          'a zero-width space in a name',
          { fullName: 'Jor\u200bdan' },
          'fullName: must not contain invisible characters',
        ],
        [
          'a name of Hangul fillers',
          { fullName: '\u3164' },
          'fullName: must contain a visible letter',
        ],
        [
          'tag characters in a role',
          { role: 'SRE\u{e0041}' },
          'role: must not contain invisible characters',
        ],
      ] as const) {
        const r = await timed(label, JSON.stringify({ ...person, ...over }), '198.51.100.1');
        assert(r.status === 400 && JSON.parse(r.text).error === why, `${label}: ${r.text}`);
      }
      // Five refusals: the address is refused from now on before its body is read.
      const counted = await timed(
        'the sixth request of a garbage sender',
        JSON.stringify(person),
        '198.51.100.1',
      );
      assert(
        counted.status === 429 && counted.text.includes('too many refused requests'),
        counted.text,
      );
      const other = await post(fn.url, person, {}, sender('198.51.100.2'));
      await other.body?.cancel();
      assert(other.status === 200, `another address is not affected: ${other.status}`);
      const health: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await fetch(`${fn.url}/?health`, { client: sender('198.51.100.3') });
        await r.body?.cancel();
        health.push(r.status);
      }
      assert(
        health.join(' ') === '200 200 200 200 200 200 200 200 200 200 429',
        `health: ${health.join(' ')}`,
      );
    } finally {
      await fn.stop();
    }
  },
);

Deno.test(
  'collect-vitals takes a beacon and a CSP report, refuses malformed and oversized bodies, limits an address',
  async () => {
    const fn = await startFunction('collect-vitals', { COLLECTOR_RATE_MAX: '6' });
    try {
      const beacon = {
        route: '/about?ref=x',
        device: 'mobile',
        connection: '4g',
        visit: 'first',
        build: 'deno',
        metrics: { LCP: 1500, CLS: 0.01, TTFB: 120 },
      };
      // What navigator.sendBeacon sends for a text Blob.
      const ok = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(beacon),
      });
      await ok.body?.cancel();
      assert(ok.status === 204, `beacon: ${ok.status}`);
      const report = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://site.example/',
            'effective-directive': 'img-src',
            'blocked-uri': 'https://blocked.example/x.png',
          },
        }),
      });
      await report.body?.cancel();
      assert(report.status === 204, `report-uri: ${report.status}`);
      const bad = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain' },
        body: JSON.stringify({ ...beacon, metrics: { LCP: -1 } }),
      });
      const badBody = await bad.json();
      assert(
        bad.status === 400 && badBody.error === 'metrics.LCP: must be a number from 0 to 120000',
        `malformed: ${bad.status} ${JSON.stringify(badBody)}`,
      );
      const big = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain' },
        body: 'x'.repeat(9000),
      });
      const bigBody = await big.json();
      assert(
        big.status === 413 && bigBody.error === 'body: must be at most 8 KB',
        `oversized: ${big.status} ${JSON.stringify(bigBody)}`,
      );
      const form = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      await form.body?.cancel();
      assert(form.status === 415, `content type: ${form.status}`);
      // Six requests from this address so far allowed; the seventh is limited.
      const sixth = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain' },
        body: JSON.stringify(beacon),
      });
      await sixth.body?.cancel();
      assert(sixth.status === 204, `sixth: ${sixth.status}`);
      const limited = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain' },
        body: JSON.stringify(beacon),
      });
      await limited.body?.cancel();
      assert(limited.status === 429, `seventh: ${limited.status}`);
    } finally {
      await fn.stop();
    }
  },
);

Deno.test({
  name: 'teardown: PostgreSQL and the Resend stand-in stop',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await pg.stop();
    await resend.close();
  },
});
