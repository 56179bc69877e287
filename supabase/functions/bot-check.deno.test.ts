/**
 * The bot check never loses a person, as deployed: send-contact-email, send-tech-refugee-form,
 * job-alerts and outbox-drain started with `deno run` behind the gateway stand-in, over
 * PostgreSQL 15, with the Resend stand-in and the siteverify stand-in
 * (scripts/test/siteverify-stand-in.ts: a token lives 300 s and is checked once; the same
 * idempotency_key gets the first answer again). The schedule pg_cron runs deployed drains every
 * 2 s. An outage of siteverify with a bot's message among people's; an answer after the
 * function's bound; an outage longer than a token's life.
 */
import {
  assert,
  everyPeriod,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
} from './_test/harness.ts';
import {
  alertSubscription,
  contactMessage,
  postJson,
  registration,
  SITE,
  until,
} from './_test/forms.ts';
import { startSiteverifyStandIn } from '../../scripts/test/siteverify-stand-in.ts';

const API_KEY = 're_bot_check_test';
const TURNSTILE_SECRET = '0x4AAAAAAA-bot-check-secret';
const SERVICE_ROLE = await serviceRoleKey();
const options = { sanitizeResources: false, sanitizeOps: false };
const TWO_MINUTES = 120_000;

const resend = await startResendStandIn({ apiKey: API_KEY });
const siteverify = await startSiteverifyStandIn(TURNSTILE_SECRET, {
  hostname: new URL(SITE).hostname,
});
const pg = await startPostgres();
const env = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  SITE_URL: SITE,
  RESEND_API_KEY: API_KEY,
  RESEND_API_URL: resend.url,
  MAIL_TO: 'talent@cascadia.example',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
  TURNSTILE_VERIFY_URL: siteverify.url,
  JOB_ALERTS_SECRET: 'bot-check-test-secret-0123456789abcdef',
  OUTBOX_LEASE_SECONDS: '5',
  OUTBOX_BACKOFF_SECONDS: '1',
  MAX_EMAIL_ATTEMPTS: '8',
};
const contact = await startFunction('send-contact-email', env);
const register = await startFunction('send-tech-refugee-form', env);
const alerts = await startFunction('job-alerts', env);
const drainFn = await startFunction('outbox-drain', env);

const mailTo = (subject: string) => resend.received.find((e) => e.body.subject === subject) ?? null;

async function row(table: string, id: string) {
  const [found] = await pg.db.query<{ email_status: string; spam_reason: string | null }>(
    `select email_status, spam_reason from ${table} where id = $1`,
    [id],
  );
  return found;
}

Deno.test({
  ...options,
  name: "a bot's message stored during a siteverify outage is withheld; a registration and a job alert confirmation of the same outage are mailed once it is back",
  async fn() {
    // The function's way out is down: siteverify and Resend unreachable.
    siteverify.failing = true;
    resend.failing = true;
    const bot = await postJson(
      contact.url,
      contactMessage('bot@example.com', 'Buy followers now', 'a-token-no-widget-issued'),
    );
    const person = await postJson(
      register.url,
      registration(
        'person@example.com',
        'Outage Person',
        siteverify.issue({ action: 'tech-refugee' }),
      ),
    );
    const subscriber = await postJson(
      `${alerts.url}/subscribe`,
      alertSubscription('alerts@example.com', siteverify.issue({ action: 'job-alerts' })),
    );
    assert(bot.status === 200 && person.status === 200, 'both stored, both told so');
    assert(
      (await row('contact_submissions', String(bot.body.id)))?.email_status === 'unverified' &&
        (await row('tech_refugee_registrations', String(person.body.id)))?.email_status ===
          'unverified',
      'both stored unverified',
    );
    siteverify.failing = false;
    resend.failing = false;
    const back = Date.now();
    const stop = everyPeriod(drainFn.url, SERVICE_ROLE, 2000);
    try {
      await until('the registration is mailed', TWO_MINUTES, () =>
        mailTo('Tech Refugee registration: Outage Person (Engineer)'),
      );
      assert(subscriber.status === 202, `the subscription is taken: ${JSON.stringify(subscriber)}`);
      await until('the job alert confirmation is mailed', TWO_MINUTES, () =>
        resend.received.find((e) => e.body.to.includes('alerts@example.com')),
      );
      console.log(`mailed ${((Date.now() - back) / 1000).toFixed(1)} s after siteverify's return`);
      const withheld = await until('the bot is judged', TWO_MINUTES, async () => {
        const r = await row('contact_submissions', String(bot.body.id));
        return r?.email_status !== 'unverified' && r;
      });
      assert(
        withheld.email_status === 'withheld' && withheld.spam_reason === 'turnstile',
        `the bot's message is withheld as spam: ${JSON.stringify(withheld)}`,
      );
      assert(!mailTo('Website contact: Buy followers now'), "the bot's message is never mailed");
    } finally {
      stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'a registration whose siteverify answered after the bound is mailed, not withheld: the re-check sends the same idempotency key and gets the first answer',
  async fn() {
    siteverify.delayMs = 6_000;
    const token = siteverify.issue({ action: 'tech-refugee' });
    const late = await postJson(
      register.url,
      registration('late@example.com', 'Late Answer', token),
    );
    assert(late.status === 200, `stored: ${JSON.stringify(late)}`);
    siteverify.delayMs = 0;
    const stop = everyPeriod(drainFn.url, SERVICE_ROLE, 2000);
    try {
      const settled = await until('the registration is judged', TWO_MINUTES, async () => {
        const r = await row('tech_refugee_registrations', String(late.body.id));
        return r && !['unverified', 'pending'].includes(r.email_status) && r;
      });
      assert(settled.spam_reason === null, `not withheld: ${JSON.stringify(settled)}`);
      await until('mailed', TWO_MINUTES, () =>
        mailTo('Tech Refugee registration: Late Answer (Engineer)'),
      );
      const calls = siteverify.calls.filter((c) => c.response === token);
      assert(
        calls.length >= 2 && calls.every((c) => c.idempotencyKey === calls[0]!.idempotencyKey),
        `every check of the token carries one idempotency key: ${JSON.stringify(calls)}`,
      );
      assert(calls[0]!.idempotencyKey, 'the first check carries one already');
    } finally {
      stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'a check that could not run (siteverify down past the token’s life, or still down long after) is mailed marked "bot check could not run", never withheld',
  async fn() {
    siteverify.failing = true;
    const expired = await postJson(
      contact.url,
      contactMessage('long@example.com', 'Down past the token life', siteverify.issue()),
    );
    const stillDown = await postJson(
      contact.url,
      contactMessage('down@example.com', 'Siteverify still down', siteverify.issue()),
    );
    assert(expired.status === 200 && stillDown.status === 200, 'both stored');
    // Time passes: the first was stored six minutes ago and its token has expired since; the
    // second was stored twenty minutes ago and siteverify has been down all along.
    await pg.db.query(
      `update contact_submissions set created_at = created_at - interval '6 minutes' where id = $1`,
      [expired.body.id],
    );
    await pg.db.query(
      `update contact_submissions set created_at = created_at - interval '20 minutes' where id = $1`,
      [stillDown.body.id],
    );
    const stop = everyPeriod(drainFn.url, SERVICE_ROLE, 2000);
    try {
      const marked = await until('mailed while siteverify is down', TWO_MINUTES, () =>
        mailTo('Website contact: Siteverify still down'),
      );
      assert(marked.body.text.includes('Bot check: could not run'), `marked: ${marked.body.text}`);
      siteverify.advance(6 * 60_000);
      siteverify.failing = false;
      const email = await until('mailed once siteverify is back', TWO_MINUTES, () =>
        mailTo('Website contact: Down past the token life'),
      );
      assert(email.body.text.includes('Bot check: could not run'), `marked: ${email.body.text}`);
      // The row is marked sent once the provider's answer is recorded, just after delivery.
      const r = await until('recorded as sent', TWO_MINUTES, async () => {
        const found = await row('contact_submissions', String(expired.body.id));
        return found?.email_status === 'sent' && found;
      });
      assert(r.spam_reason === null, `sent, not spam: ${JSON.stringify(r)}`);
    } finally {
      stop();
      siteverify.failing = false;
    }
  },
});

Deno.test({
  ...options,
  name: 'bot check: stop the functions and the stand-ins',
  async fn() {
    for (const fn of [contact, register, alerts, drainFn]) await fn.stop();
    await resend.close();
    await siteverify.close();
    await pg.stop();
  },
});
