/**
 * The form functions as deployed (`deno run <name>/index.ts`) over a real PostgreSQL 15 through
 * npm:postgres, the production path, attacked as a hostile page and a curious sender would:
 * another origin, a text/plain body, the who-registered probe, a repeat registration with a
 * resume, a misconfigured Turnstile secret, a flood past the storage ceiling, the health check;
 * hostile resumes, 60 addresses at their limits, and a lead behind a flood that fills the email cap.
 */
import { hostileResumes, pdfOfSize } from '../../__tests__/helpers/hostile-resumes.ts';
import { encodeBase64 } from './_shared/core/rules.ts';
import {
  assert,
  everyPeriod,
  realResume,
  registrationPayload,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  until,
} from './_test/harness.ts';

const SITE = 'https://www.cascadia.example';
const resend = await startResendStandIn({ apiKey: 're_deno_pg' });
/** What the stand-in delivered, as sent. */
const mails = () => resend.received.map((r) => r.body);
const pg = await startPostgres();
const base = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  RESEND_API_KEY: 're_deno_pg',
  RESEND_API_URL: resend.url,
  MAIL_TO: 'talent@cascadia.example',
  SUPABASE_SERVICE_ROLE_KEY: await serviceRoleKey(),
};
const options = { sanitizeResources: false, sanitizeOps: false };

/** Posts as the site's own pages do: their origin, JSON, the bot signals of a person. */
const post = (
  url: string,
  body: object,
  {
    origin = SITE,
    type = 'application/json',
    ip,
  }: { origin?: string; type?: string; ip?: string } = {},
) =>
  fetch(url, {
    method: 'POST',
    headers: { origin, 'content-type': type },
    ...(ip ? { client: sender(ip) } : {}),
    body: JSON.stringify({ referralCode: '', elapsedMs: 9000, ...body }),
  });

const registration = registrationPayload;

const count = async (table: string, where = 'true') =>
  Number(
    (await pg.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]
      .n,
  );

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: another origin or a text/plain body is refused, nothing stored or emailed; the site stores and emails',
  async fn() {
    const fn = await startFunction('send-contact-email', base);
    try {
      const message = {
        name: 'Deno PG',
        email: 'pg@example.com',
        subject: 'From the site',
        message: 'Hello.',
      };
      const foreign = await post(
        fn.url,
        { ...message, subject: 'Foreign' },
        { origin: 'https://evil.example', type: 'text/plain' },
      );
      assert(foreign.status === 403, `foreign text/plain: ${foreign.status}`);
      assert(
        (await foreign.json()).error === "origin: must be one of the site's own pages",
        'says which field and why',
      );
      const foreignJson = await post(
        fn.url,
        { ...message, subject: 'Foreign JSON' },
        { origin: 'https://evil.example' },
      );
      await foreignJson.body?.cancel();
      assert(foreignJson.status === 403, `foreign JSON: ${foreignJson.status}`);
      const plain = await post(fn.url, { ...message, subject: 'Plain' }, { type: 'text/plain' });
      assert(
        plain.status === 415 &&
          (await plain.json()).error === 'content-type: must be application/json',
        'text/plain from the site: 415',
      );
      assert((await count('contact_submissions')) === 0, 'nothing stored for the refused requests');
      assert(mails().length === 0, 'nothing emailed for them');
      const ok = await post(fn.url, message);
      const body = await ok.json();
      assert(
        ok.status === 200 && body.ok === true,
        `from the site: ${ok.status} ${JSON.stringify(body)}`,
      );
      assert(ok.headers.get('access-control-allow-origin') === SITE, 'CORS for the site only');
      assert(
        (await count('contact_submissions', `subject = 'From the site'`)) === 1,
        'stored in PostgreSQL',
      );
      assert(
        mails().some((m) => m.subject === 'Website contact: From the site'),
        'emailed',
      );
      const health = await fetch(`${fn.url}/?health`);
      const report = await health.json();
      assert(
        health.status === 200 && report.checks.database === 'ok',
        `health: ${health.status} ${JSON.stringify(report)}`,
      );
    } finally {
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: the same answer for a registered and an unregistered email once limited; a repeat registration keeps its resume',
  async fn() {
    const fn = await startFunction('send-tech-refugee-form', { ...base, RATE_LIMIT_MAX: '2' });
    try {
      const member = await post(fn.url, registration({ email: 'member@example.com' }), {
        ip: '198.51.100.1',
      });
      await member.body?.cancel();
      assert(member.status === 200, `member registers: ${member.status}`);
      for (let i = 0; i < 2; i++)
        await (
          await post(fn.url, registration({ email: `probe${i}@example.com` }), {
            ip: '203.0.113.66',
          })
        ).body?.cancel();
      const probe = async (email: string) => {
        const r = await post(fn.url, registration({ email }), { ip: '203.0.113.66' });
        return [r.status, r.headers.get('retry-after'), await r.text()].join(' | ');
      };
      const known = await probe('member@example.com');
      const unknown = await probe('stranger@example.com');
      assert(known === unknown, `identical answers: ${known} / ${unknown}`);
      assert(known.startsWith('429'), `limited: ${known}`);

      const resume = await realResume('resume.pdf');
      const again = await post(
        fn.url,
        registration({
          email: 'MEMBER@example.com',
          role: 'Staff Engineer',
          resumeBase64: resume,
          resumeFilename: 'cv.pdf',
        }),
        {
          ip: '198.51.100.2',
        },
      );
      await again.body?.cancel();
      assert(again.status === 200, `second registration: ${again.status}`);
      const rows = await pg.db.query<{ role: string; resume: Uint8Array | null }>(
        `select role, resume from tech_refugee_registrations where lower(email) = 'member@example.com' order by created_at`,
      );
      assert(
        rows.length === 2 && rows[1].role === 'Staff Engineer',
        `both kept: ${JSON.stringify(rows.map((r) => r.role))}`,
      );
      assert(
        rows[1].resume !== null &&
          btoa(String.fromCharCode(...new Uint8Array(rows[1].resume))) === resume,
        'the second resume is stored byte for byte',
      );
    } finally {
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: a site key without a secret, or a secret siteverify refuses, refuses submissions and fails the health check',
  async fn() {
    const siteverify = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () =>
      Response.json({ success: false, 'error-codes': ['invalid-input-secret'] }),
    );
    const missing = await startFunction('send-contact-email', {
      ...base,
      TURNSTILE_SITE_KEY: '0x4AAA-site',
    });
    const wrong = await startFunction('send-contact-email', {
      ...base,
      TURNSTILE_SECRET_KEY: 'rotated',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverify.addr.port}/siteverify`,
    });
    try {
      const before = await count('contact_submissions');
      for (const fn of [missing, wrong]) {
        const r = await post(fn.url, {
          name: 'T',
          email: 't@example.com',
          subject: 'Turnstile misconfigured',
          message: 'Hi.',
          turnstileToken: 'x',
        });
        await r.body?.cancel();
        assert(r.status === 503, `refused: ${r.status}`);
        const health = await fetch(`${fn.url}/?health`);
        const report = await health.json();
        assert(
          health.status === 503 && report.ok === false,
          `health fails: ${JSON.stringify(report)}`,
        );
      }
      assert((await count('contact_submissions')) === before, 'nothing stored');
      assert(missing.output().includes('TURNSTILE_SECRET_KEY is not'), 'the log says what to fix');
    } finally {
      await missing.stop();
      await wrong.stop();
      await siteverify.shutdown();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: a flood from many addresses stops at the storage ceiling with 503 and one alert',
  async fn() {
    await pg.db.query('delete from contact_submissions');
    await pg.db.query('delete from function_alerts');
    const fn = await startFunction('send-contact-email', { ...base, STORE_HOURLY_MAX: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await post(
          fn.url,
          { name: 'Flood', email: 'f@example.com', subject: `Flood ${i}`, message: 'x' },
          { ip: `198.51.100.${10 + i}` },
        );
        await r.body?.cancel();
        statuses.push(r.status);
        if (r.status === 503) assert(r.headers.get('retry-after') === '600', 'Retry-After on 503');
      }
      assert(
        statuses.join(' ') === '200 200 200 200 503 503 503 503',
        `statuses: ${statuses.join(' ')}`,
      );
      assert((await count('contact_submissions')) === 4, 'four stored');
      const alerts = mails().filter((m) => m.subject.startsWith('Website alert'));
      assert(alerts.length === 1, `one alert: ${alerts.length}`);
    } finally {
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: each hostile resume is refused, neither stored nor mailed; real PDF, DOCX and DOC resumes are taken and mailed',
  async fn() {
    await pg.db.query('delete from tech_refugee_registrations');
    const fn = await startFunction('send-tech-refugee-form', { ...base, REFUSAL_MAX: '100' });
    const before = mails().length;
    try {
      for (const hostile of await hostileResumes()) {
        const started = performance.now();
        const r = await post(
          fn.url,
          registration({
            email: 'attacker@example.com',
            resumeBase64: encodeBase64(hostile.bytes),
            resumeFilename: hostile.filename,
          }),
          { ip: '203.0.113.80' },
        );
        const body = await r.json();
        console.log(
          `${hostile.label}: ${r.status} ${body.error} (${(performance.now() - started).toFixed(0)} ms)`,
        );
        assert(
          r.status === 400 && String(body.error).startsWith('resumeBase64: Invalid file type'),
          `${hostile.label}: ${r.status} ${JSON.stringify(body)}`,
        );
      }
      assert((await count('tech_refugee_registrations')) === 0, 'no hostile file stored');
      assert(mails().length === before, 'no hostile file mailed');
      for (const [i, name] of (['resume.pdf', 'resume.docx', 'resume.doc'] as const).entries()) {
        const resume = await realResume(name);
        // Each applicant from an address of its own (one address's share of the email cap is 2 an hour).
        const r = await post(
          fn.url,
          registration({
            email: `real-${name}@example.com`,
            resumeBase64: resume,
            resumeFilename: name,
          }),
          { ip: `203.0.113.${81 + i}` },
        );
        await r.body?.cancel();
        assert(r.status === 200, `${name}: ${r.status}`);
        const mail = mails().at(-1)!;
        assert(
          mail.attachments[0]?.filename === name && mail.attachments[0].content === resume,
          `${name} mailed unchanged`,
        );
      }
    } finally {
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: after 60 addresses send at their limits, a new contact and a registration with a 2 MB resume are taken',
  async fn() {
    await pg.db.query('delete from contact_submissions');
    await pg.db.query('delete from tech_refugee_registrations');
    await pg.db.query('delete from function_alerts');
    // Each address may keep 2 MB of resumes a day here (the applicant's 2 MB resume fits one address's day).
    const env = { ...base, RESUME_MB_ADDRESS_DAILY: '2' };
    const contactFn = await startFunction('send-contact-email', env);
    const registrationFn = await startFunction('send-tech-refugee-form', env);
    try {
      const twoMb = encodeBase64(await pdfOfSize(2 * 1024 * 1024));
      const tally: Record<string, number> = {};
      const note = (what: string, status: number) =>
        void (tally[`${what} ${status}`] = (tally[`${what} ${status}`] ?? 0) + 1);
      for (let a = 0; a < 60; a++) {
        const ip = `198.18.${a}.9`;
        for (let i = 0; i < 6; i++) {
          const c = await post(
            contactFn.url,
            { name: 'Flood', email: 'f@example.com', subject: `Flood ${a}.${i}`, message: 'x' },
            { ip },
          );
          await c.body?.cancel();
          note('contact', c.status);
          // The first registration carries a 2 MB resume (the address's day of resumes), the others text only.
          const r = await post(
            registrationFn.url,
            registration({
              role: `Flood ${i}`,
              ...(i === 0 ? { resumeBase64: twoMb, resumeFilename: 'cv.pdf' } : {}),
            }),
            { ip },
          );
          await r.body?.cancel();
          note('tech-refugee', r.status);
        }
      }
      console.log(`60 addresses at their limits: ${JSON.stringify(tally)}`);
      assert(tally['contact 200'] === 300 && tally['contact 429'] === 60, JSON.stringify(tally));
      assert(
        tally['tech-refugee 200'] === 300 && tally['tech-refugee 429'] === 60,
        JSON.stringify(tally),
      );
      const lead = await post(
        contactFn.url,
        {
          name: 'Lead',
          email: 'lead@example.com',
          subject: 'A genuine lead',
          message: 'We need two engineers.',
        },
        { ip: '203.0.113.90' },
      );
      const leadBody = await lead.json();
      assert(
        lead.status === 200 && leadBody.ok === true,
        `lead: ${lead.status} ${JSON.stringify(leadBody)}`,
      );
      const applicant = await post(
        registrationFn.url,
        registration({
          email: 'applicant@example.com',
          resumeBase64: twoMb,
          resumeFilename: 'applicant.pdf',
        }),
        { ip: '203.0.114.91' },
      );
      const applicantBody = await applicant.json();
      assert(
        applicant.status === 200 &&
          applicantBody.ok === true &&
          applicantBody.resumeKept === undefined,
        `applicant: ${JSON.stringify(applicantBody)}`,
      );
      const [row] = await pg.db.query<{ resume_size: number }>(
        `select resume_size from tech_refugee_registrations where email = 'applicant@example.com'`,
      );
      assert(Number(row.resume_size) === 2 * 1024 * 1024, 'the 2 MB resume is kept');
    } finally {
      await contactFn.stop();
      await registrationFn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed over PostgreSQL: a lead behind a flood that fills the email cap reaches the inbox in the next digest, with no request after it',
  async fn() {
    await pg.db.query('delete from contact_submissions');
    await pg.db.query('delete from function_alerts');
    const fn = await startFunction('send-contact-email', {
      ...base,
      EMAIL_HOURLY_CAP: '10',
      EMAIL_DIGEST_SECONDS: '4',
    });
    // The schedule pg_cron runs deployed, every second here.
    const drainFn = await startFunction('outbox-drain', {
      ...base,
      EMAIL_HOURLY_CAP: '10',
      EMAIL_DIGEST_SECONDS: '4',
    });
    const stopSchedule = everyPeriod(drainFn.url, base.SUPABASE_SERVICE_ROLE_KEY, 1000);
    const from = mails().length;
    try {
      // Ten addresses, two plausible messages each: the cap (10, one per address) is full.
      for (let a = 0; a < 10; a++) {
        for (let m = 0; m < 2; m++) {
          const r = await post(
            fn.url,
            {
              name: 'Plausible',
              email: `p${a}@example.com`,
              subject: `Plausible ${a}.${m}`,
              message: 'Hello.',
            },
            { ip: `198.18.${a}.1` },
          );
          await r.body?.cancel();
        }
      }
      // The flood's first deferred email opened this period's digest; the lead waits for the next.
      const sentAt = Date.now();
      const lead = await post(
        fn.url,
        {
          name: 'Lead',
          email: 'lead@example.com',
          subject: 'Lead behind the flood',
          message: 'Call me.',
        },
        { ip: '203.0.113.99' },
      );
      await lead.body?.cancel();
      assert(lead.status === 200, `lead: ${lead.status}`);
      const inDigest = () =>
        mails()
          .slice(from)
          .find(
            (m) =>
              m.subject.startsWith('Website digest') &&
              m.text.includes('Subject: Lead behind the flood'),
          );
      while (!inDigest() && Date.now() - sentAt < 20_000)
        await new Promise((r) => setTimeout(r, 100));
      const digest = inDigest();
      assert(digest, 'the lead went out in a digest with no further request');
      console.log(
        `the lead reached the inbox in a digest ${Date.now() - sentAt} ms after it was sent (digest period 4 s)`,
      );
      // The first digest after the cap was reached says so (the lead's, or one before it if the flood crossed a period).
      const digests = mails()
        .slice(from)
        .filter((m) => m.subject.startsWith('Website digest'));
      assert(
        digests.some((d) => d.text.includes('The hourly email cap (10) was reached at')),
        'a digest since the cap was reached says so',
      );
      const order = [...digest.text.matchAll(/Subject: ([^\n]+)/g)].map((m) => m[1]);
      assert(order.at(-1) === 'Lead behind the flood', `newest last: ${order.join(' | ')}`);
      // The drain records what it sent once the provider has answered: the digest can be in the
      // inbox a moment before its rows are marked.
      await until(
        'nothing left waiting',
        10_000,
        async () => (await count('contact_submissions', `email_status = 'deferred'`)) === 0,
      );
    } finally {
      stopSchedule();
      await drainFn.stop();
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'teardown: PostgreSQL and the Resend stand-in stop',
  async fn() {
    await pg.stop();
    await resend.close();
  },
});
