/**
 * The outbox attacked as deployed: the form functions and outbox-drain started with `deno run`
 * over PostgreSQL 15, the one Resend stand-in (which counts emails by idempotency key), and the
 * schedule pg_cron runs deployed (everyPeriod: outbox-drain POSTed with the service role key,
 * here every 2 s instead of every minute). Killed between store and mail, killed in the middle of
 * a digest, 50 concurrent submissions while 20 emails wait, a provider 12 s slow, a locked table.
 */
import {
  anonKey,
  assert,
  everyPeriod,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  until,
} from './_test/harness.ts';
import { connectPostgres } from './_shared/store/postgres-db.ts';

const SITE = 'https://www.cascadia.example';
const API_KEY = 're_outbox_test';
// The project's service role key: a JWT the gateway stand-in verifies, as the platform does.
const SERVICE_ROLE = await serviceRoleKey();
const resend = await startResendStandIn({ apiKey: API_KEY });
const pg = await startPostgres();
const base = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  RESEND_API_KEY: API_KEY,
  RESEND_API_URL: resend.url,
  MAIL_TO: 'talent@cascadia.example',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  // Seconds instead of the deployed defaults, so each fault plays out quickly.
  OUTBOX_LEASE_SECONDS: '10',
  OUTBOX_BACKOFF_SECONDS: '1',
};
const options = { sanitizeResources: false, sanitizeOps: false };
const DRAIN_PERIOD_MS = 2000;
const TWO_MINUTES = 120_000;

let visitor = 0;
/** Posts a contact message as the site's page does, from its own address (a network of its own). */
async function submit(
  url: string,
  subject: string,
  ip = `198.51.${++visitor % 250}.${1 + (visitor % 200)}`,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    client: sender(ip),
    body: JSON.stringify({
      name: 'Outbox Test',
      email: 'lead@example.com',
      subject,
      message: 'Please call me.',
      referralCode: '',
      elapsedMs: 9000,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok?: boolean; id?: string; error?: string },
  };
}

const rows = (where: string) =>
  pg.db.query<{ id: string; email_status: string }>(
    `select id, email_status from contact_submissions where ${where}`,
  );

const keyOf = (id: string) => `send-contact-email/${id}`;

async function fresh() {
  await pg.db.query(
    'truncate contact_submissions, tech_refugee_registrations, function_alerts, function_refusals',
  );
  resend.delayMs = 0;
  resend.failing = false;
}

Deno.test({
  ...options,
  name: 'outbox: killed between store and mail, restarted, the email arrives within 2 minutes with no other request, once',
  async fn() {
    await fresh();
    const drainFn = await startFunction('outbox-drain', base);
    let fn = await startFunction('send-contact-email', base);
    const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, DRAIN_PERIOD_MS);
    try {
      // The provider hangs, so the function is stopped with the row stored and its email unsent.
      resend.delayMs = 600_000;
      const answer = submit(fn.url, 'Killed before its email').catch(() => null);
      const row = await until(
        'the row is stored',
        20_000,
        async () => (await rows(`subject = 'Killed before its email'`))[0],
      );
      await fn.kill();
      const killedAt = Date.now();
      await answer;
      resend.delayMs = 0;
      fn = await startFunction('send-contact-email', base);
      // No request to the form from here on: only the schedule.
      const email = await until('the email arrives', TWO_MINUTES, async () =>
        resend.received.find((e) => e.key === keyOf(row.id)),
      );
      console.log(
        `killed between store and mail: mailed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
      );
      assert(
        email.body.subject === 'Website contact: Killed before its email',
        'the visitor’s email',
      );
      assert(resend.countsByKey().get(keyOf(row.id)) === 1, 'delivered once');
      await until(
        'recorded as sent',
        10_000,
        async () => (await rows(`id = '${row.id}' and email_status = 'sent'`)).length === 1,
      );
    } finally {
      stopSchedule();
      await fn.stop();
      await drainFn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox: a digest waiting behind the cap, its drain killed while sending it, goes out within 2 minutes of a restart, once',
  async fn() {
    await fresh();
    const env = { ...base, EMAIL_HOURLY_CAP: '1', EMAIL_DIGEST_SECONDS: '5' };
    const fn = await startFunction('send-contact-email', env);
    let drainFn = await startFunction('outbox-drain', env);
    try {
      assert((await submit(fn.url, 'Takes the only slot')).status === 200, 'first stored');
      const lead = await submit(fn.url, 'Waits for the digest');
      assert(lead.status === 200 && lead.body.id, 'the lead is stored');
      await until(
        'the lead is deferred',
        10_000,
        async () =>
          (await rows(`id = '${lead.body.id}' and email_status = 'deferred'`)).length === 1,
      );
      await fn.stop();
      // The drain takes the digest and the provider hangs: the drain is killed mid-send.
      resend.delayMs = 600_000;
      const from = resend.received.length;
      const call = fetch(drainFn.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_ROLE}` },
      }).catch(() => null);
      await until(
        'the digest is claimed',
        20_000,
        async () =>
          (
            await pg.db.query(
              `select 1 from contact_submissions where email_digest_key is not null`,
            )
          ).length > 0,
      );
      await drainFn.kill();
      const killedAt = Date.now();
      await call;
      resend.delayMs = 0;
      drainFn = await startFunction('outbox-drain', env);
      const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, DRAIN_PERIOD_MS);
      try {
        const digest = await until('the digest arrives', TWO_MINUTES, async () =>
          resend.received
            .slice(from)
            .find(
              (e) =>
                e.body.subject.startsWith('Website digest') &&
                e.body.text.includes('Waits for the digest'),
            ),
        );
        console.log(
          `digest: mailed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after its drain was killed`,
        );
        assert(
          digest.key !== null && resend.countsByKey().get(digest.key) === 1,
          'the digest delivered once, under its key',
        );
        await until(
          'the lead recorded as sent',
          10_000,
          async () => (await rows(`id = '${lead.body.id}' and email_status = 'sent'`)).length === 1,
        );
      } finally {
        stopSchedule();
      }
    } finally {
      await drainFn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox: 50 concurrent submissions while 20 emails wait, two instances and two drains: every email arrives exactly once',
  async fn() {
    await fresh();
    const env = { ...base, EMAIL_HOURLY_CAP: '1000', EMAIL_PER_ADDRESS_HOURLY: '10' };
    const forms = [
      await startFunction('send-contact-email', env),
      await startFunction('send-contact-email', env),
    ];
    const drains = [
      await startFunction('outbox-drain', env),
      await startFunction('outbox-drain', env),
    ];
    const stops: (() => void)[] = [];
    try {
      // 20 emails fail while the provider is down: stored, waiting.
      resend.failing = true;
      for (let i = 0; i < 20; i++)
        assert(
          (await submit(forms[i % 2].url, `Waiting ${i}`)).status === 200,
          'stored while the provider is down',
        );
      assert((await rows(`email_status = 'failed'`)).length === 20, '20 emails wait');
      // The provider recovers, slowly; both drains run on the schedule while 50 visitors submit at once.
      resend.failing = false;
      resend.delayMs = 300;
      for (const d of drains) stops.push(everyPeriod(d.url, SERVICE_ROLE, 1000));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => submit(forms[i % 2].url, `Concurrent ${i}`)),
      );
      assert(
        answers.every((a) => a.status === 200),
        `every visitor answered ok: ${answers.map((a) => a.status).join(',')}`,
      );
      const ids = (await rows('true')).map((r) => r.id);
      assert(ids.length === 70, `70 stored: ${ids.length}`);
      await until('all 70 emails arrive', TWO_MINUTES, async () =>
        ids.every((id) => resend.countsByKey().has(keyOf(id))),
      );
      // A moment more for any second send to show up.
      await new Promise((r) => setTimeout(r, 3 * DRAIN_PERIOD_MS));
      const counts = resend.countsByKey();
      const twice = ids.filter((id) => counts.get(keyOf(id)) !== 1);
      assert(
        twice.length === 0,
        `each exactly once: ${twice.map((id) => `${id}×${counts.get(keyOf(id))}`).join(', ')}`,
      );
      console.log(
        `70 emails, each once; the provider saw ${resend.repeats} repeated keys answered without a second email`,
      );
      await until(
        'all recorded as sent',
        20_000,
        async () => (await rows(`email_status <> 'sent'`)).length === 0,
      );
    } finally {
      for (const stop of stops) stop();
      for (const f of [...forms, ...drains]) await f.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox: with the provider 12 s slow the visitor is answered within 5 s, and the email still arrives once',
  async fn() {
    await fresh();
    const fn = await startFunction('send-contact-email', base);
    try {
      resend.delayMs = 12_000;
      const started = performance.now();
      const answer = await submit(fn.url, 'Slow provider');
      const ms = performance.now() - started;
      console.log(`provider 12 s slow: answered in ${ms.toFixed(0)} ms`);
      assert(
        answer.status === 200 && answer.body.ok === true,
        `answered ok: ${JSON.stringify(answer.body)}`,
      );
      assert(ms < 5000, `answered within 5 s: ${ms.toFixed(0)} ms`);
      await until('the email arrives', 30_000, async () =>
        resend.received.find((e) => e.key === keyOf(answer.body.id!)),
      );
      assert(resend.countsByKey().get(keyOf(answer.body.id!)) === 1, 'once');
    } finally {
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox: a table locked for 12 s, the visitor is answered within the timeout and the answer is true',
  async fn() {
    await fresh();
    const fn = await startFunction('send-contact-email', base);
    const locker = connectPostgres(pg.url, {
      max: 1,
      statementTimeoutMs: 60_000,
      lockTimeoutMs: 60_000,
    });
    try {
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holding = locker.transaction(async (tx) => {
        await tx.query('lock table contact_submissions in access exclusive mode');
        locked();
        await tx.query('select pg_sleep(12)');
      });
      await isLocked;
      const started = performance.now();
      const answer = await submit(fn.url, 'Locked table');
      const ms = performance.now() - started;
      console.log(`table locked: answered ${answer.status} in ${ms.toFixed(0)} ms`);
      assert(ms < 10_000, `answered within the timeout: ${ms.toFixed(0)} ms`);
      assert(
        answer.status === 200 || answer.status === 503,
        `a true answer: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      await holding;
      const stored = await rows(`subject = 'Locked table'`);
      if (answer.status === 503) {
        assert(answer.body.error?.startsWith('server: '), 'names what failed');
        assert(stored.length === 0, 'told it failed: nothing was stored');
      } else {
        assert(stored.length === 1 && stored[0].id === answer.body.id, 'told ok: stored');
        await until('and mailed', TWO_MINUTES, async () =>
          resend.received.find((e) => e.key === keyOf(stored[0].id)),
        );
      }
    } finally {
      await locker.end();
      await fn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox-drain: refuses a call without the service role key (401) and drains with it',
  async fn() {
    await fresh();
    const drainFn = await startFunction('outbox-drain', base);
    try {
      const none = await fetch(drainFn.url, { method: 'POST' });
      assert(
        none.status === 401 && (await none.json()).message === 'Missing authorization header',
        'no key: the gateway refuses it (verify_jwt)',
      );
      // The anon key is a valid JWT of the project: the gateway lets it through, the function does not.
      const anonymous = await fetch(drainFn.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await anonKey()}` },
      });
      assert(
        anonymous.status === 401 && (await anonymous.json()).error.startsWith('authorization:'),
        'a wrong key: 401 naming the field',
      );
      const get = await fetch(drainFn.url, {
        headers: { authorization: `Bearer ${SERVICE_ROLE}` },
      });
      await get.body?.cancel();
      assert(get.status === 405, 'GET: 405');
      const ok = await fetch(drainFn.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_ROLE}` },
      });
      const report = await ok.json();
      assert(
        ok.status === 200 && report.ok === true && report.sent === 0,
        `drains: ${JSON.stringify(report)}`,
      );
    } finally {
      await drainFn.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'outbox teardown: PostgreSQL and the Resend stand-in stop',
  async fn() {
    await pg.stop();
    await resend.close();
  },
});
