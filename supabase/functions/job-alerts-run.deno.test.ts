/**
 * The job alert run as deployed (job-alerts-send behind the gateway stand-in with the service role
 * key, over PostgreSQL 15, the Resend stand-in and successive builds of the site's roles): a
 * baseline, one email per new matching role with its List-Unsubscribe headers, nothing twice, one
 * alert a day, the one-click unsubscribe, new criteria honoured, concurrent runs, a batch whose
 * answer was lost sent once, and a batch with one address the provider refuses sent to the others.
 */
import { assert } from './_test/harness.ts';
import { createResendMailer } from './_shared/providers/email.ts';
import { sendAlertEmails } from './_shared/features/job-alerts.ts';
import { createAlertStore } from './_shared/store/store-alerts.ts';
import {
  API_KEY,
  criteria,
  FUNCTIONS,
  options,
  role,
  SITE,
  startAlertsWorld,
  tokenIn,
  until,
} from './_test/job-alerts-world.ts';

const world = await startAlertsWorld();
const { fn, pg, env, resend, to, subscribe, post, run, confirmationFor, subscriberRow, alerts } =
  world;

Deno.test('a subscriber confirms with its criteria', options, async () => {
  await subscribe('alice@example.com', { keywords: 'cloud engineer' });
  const token = await confirmationFor('alice@example.com');
  assert((await post('confirm', { token })).status === 200, 'alice confirmed');
});

Deno.test(
  'the run: a baseline, then each new matching role once, at most one alert a day',
  options,
  async () => {
    const first = await run();
    assert(
      first.baseline === true && first.emailsQueued === 0,
      `baseline: ${JSON.stringify(first)}`,
    );
    assert(alerts('alice@example.com').length === 0, 'nothing for the baseline');

    world.roles = [
      role('senior-cloud-engineer', 'Senior Cloud Engineer'),
      role('payroll-accountant', 'Payroll Accountant', { remote: 'onsite' }),
      ...world.roles,
    ];
    const second = await run();
    assert(second.newRoles === 2, `new roles: ${JSON.stringify(second)}`);
    const [alert] = await until(
      'the alert',
      () => alerts('alice@example.com').length === 1 && alerts('alice@example.com'),
    );
    assert(alert!.body.subject === 'New role: Senior Cloud Engineer', alert!.body.subject);
    for (const part of [
      'Senior Cloud Engineer',
      'Remote (US)',
      '$85–$105 an hour',
      `${SITE}/jobs/senior-cloud-engineer`,
      `${SITE}/jobs\n`,
    ])
      assert(alert!.body.text.includes(part), `the alert says ${part}:\n${alert!.body.text}`);
    assert(!alert!.body.text.includes('Payroll'), 'a role that does not match is not listed');
    assert(
      alert!.body.html.includes('href="https://www.cascadia.example/jobs/senior-cloud-engineer"'),
      'html link',
    );
    const headers = alert!.body.headers ?? {};
    assert(
      /^<https:\/\/project\.supabase\.example\/functions\/v1\/job-alerts\/unsubscribe\?token=u\.[0-9a-f]{32}\.0\.[A-Za-z0-9_-]{43}>$/.test(
        headers['List-Unsubscribe'] ?? '',
      ),
      `List-Unsubscribe: ${headers['List-Unsubscribe']}`,
    );
    assert(
      headers['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click',
      'List-Unsubscribe-Post',
    );
    assert(alert!.body.text.includes('/jobs/alerts/manage?token=m.'), 'manage link');
    assert(alert!.body.text.includes('/jobs/alerts/unsubscribe?token=u.'), 'unsubscribe link');

    assert((await run()).emailsQueued === 0, 'run again: nothing new');

    world.roles = [role('cloud-engineer-ii', 'Cloud Engineer II'), ...world.roles];
    assert((await run()).emailsQueued === 0, 'the same day: the new role waits');
    await pg.db.query(
      "update alert_subscribers set last_alert_at = last_alert_at - interval '25 hours' where email = 'alice@example.com'",
    );
    const next = await run();
    assert(next.emailsQueued === 1, `the next allowed run: ${JSON.stringify(next)}`);
    const second2 = await until('the second alert', () => alerts('alice@example.com')[1]);
    assert(second2.body.subject === 'New role: Cloud Engineer II', second2.body.subject);
    assert(!second2.body.text.includes('Senior Cloud Engineer'), 'never the same role twice');
  },
);

Deno.test(
  'one-click unsubscribe (form-encoded, no Origin) erases the subscriber; no alert follows',
  options,
  async () => {
    const alert = alerts('alice@example.com').at(-1)!;
    const target = alert.body
      .headers!['List-Unsubscribe']!.slice(1, -1)
      .replace(FUNCTIONS, fn.url.replace(/\/job-alerts$/, ''));
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert(
      response.status === 200 && (await response.text()) === '{"ok":true}',
      `one-click: ${response.status}`,
    );
    assert((await subscriberRow('alice@example.com')) === undefined, 'the row is gone');
    const [{ n }] = await pg.db.query<{ n: number }>(
      'select count(*)::int as n from alert_sent s left join alert_subscribers a on a.id = s.subscriber_id where a.id is null',
    );
    assert(Number(n) === 0, 'its sent roles are gone');
    world.roles = [role('principal-cloud-engineer', 'Principal Cloud Engineer'), ...world.roles];
    const before = resend.received.length;
    await run();
    await new Promise((r) => setTimeout(r, 200));
    assert(
      resend.received.slice(before).every((e) => !e.body.to.includes('alice@example.com')),
      'no alert follows',
    );
  },
);

Deno.test(
  'manage shows and changes the criteria; the next run honours them; multipart unsubscribe',
  options,
  async () => {
    await subscribe('greg@example.com', { keywords: 'nurse' });
    assert(
      (await post('confirm', { token: await confirmationFor('greg@example.com') })).status === 200,
      'confirm',
    );
    await subscribe('greg@example.com');
    const notice = await until('greg notice', () =>
      to('greg@example.com').find(
        (e) => e.body.subject === 'You are already subscribed to job alerts',
      ),
    );
    const token = tokenIn(notice, '/jobs/alerts/manage');
    const shown = await post('manage', { token });
    assert(
      shown.status === 200 && shown.body.email === 'greg@example.com',
      `manage: ${JSON.stringify(shown.body)}`,
    );
    const bad = await post('manage', { token, criteria: criteria({ terms: 'weekly' }) });
    assert(
      bad.status === 400 && String(bad.body.error).startsWith('terms'),
      `bad criteria: ${JSON.stringify(bad.body)}`,
    );
    const changed = await post('manage', {
      token,
      criteria: criteria({ keywords: 'data platform', workplace: 'onsite', place: 'Portland' }),
    });
    assert(
      changed.status === 200 && changed.body.ok === true,
      `change: ${JSON.stringify(changed.body)}`,
    );
    world.roles = [
      role('data-platform-lead', 'Data Platform Lead', { remote: 'hybrid', city: 'Portland' }),
      role('data-platform-engineer', 'Data Platform Engineer', { remote: 'remote' }),
      ...world.roles,
    ];
    await run();
    const alert = await until('greg alert', () => alerts('greg@example.com')[0]);
    assert(
      alert.body.subject === 'New role: Data Platform Lead',
      `only the on-site Portland role: ${alert.body.subject}`,
    );

    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const unsubscribe = alert.body
      .headers!['List-Unsubscribe']!.slice(1, -1)
      .replace(FUNCTIONS, fn.url.replace(/\/job-alerts$/, ''));
    const response = await fetch(unsubscribe, { method: 'POST', body: form });
    assert(response.status === 200, `multipart: ${response.status}`);
    await response.body?.cancel();
    assert((await subscriberRow('greg@example.com')) === undefined, 'greg is gone');
    assert((await post('manage', { token })).status === 404, 'the manage link is dead');
  },
);

Deno.test('two concurrent runs send each alert once', options, async () => {
  await pg.db.query(
    `insert into alert_subscribers (email, keywords, state, confirmed_at, requested_at)
     select 'many' || i || '@example.com', 'platform', 'confirmed', now() - interval '1 hour', now() - interval '1 hour'
     from generate_series(1, 150) i`,
  );
  world.roles = [role('platform-engineer', 'Platform Engineer'), ...world.roles];
  const before = resend.received.length;
  const reports = await Promise.all([run(), run(), run()]);
  const queued = reports.reduce((n, r) => n + r.emailsQueued, 0);
  assert(queued === 150, `queued ${queued}: ${JSON.stringify(reports)}`);
  await until('150 alerts', () => resend.received.length - before >= 150 || undefined, 10_000);
  await new Promise((r) => setTimeout(r, 300));
  const got = resend.received.slice(before).filter((e) => e.body.to[0]!.startsWith('many'));
  assert(got.length === 150, `150 emails, not ${got.length}`);
  assert(new Set(got.map((e) => e.body.to[0])).size === 150, 'one each');
  const again = await Promise.all([run(), run()]);
  assert(
    again.every((r) => r.emailsQueued === 0),
    'nothing the second time',
  );
});

/**
 * Three confirmed subscribers with an alert each in the outbox (`<prefix>1@example.com`…), and a
 * sender whose provider takes the first batch and whose answer never arrives (a reset connection).
 */
async function lostAnswer(prefix: string) {
  const snapshot = JSON.stringify([
    { id: 'r', title: 'Platform Engineer', url: `${SITE}/jobs/r`, place: 'Remote', pay: '$1' },
  ]);
  const subscribe = async (email: string) => {
    const [{ id }] = await pg.db.query<{ id: string }>(
      `insert into alert_subscribers (email, state, confirmed_at, requested_at)
       values ($1, 'confirmed', now(), now()) returning id`,
      [email],
    );
    await pg.db.query(
      `insert into alert_emails (subscriber_id, topic, key, roles) values ($1, 'alert', $2, $3::jsonb)`,
      [id, `job-alerts/${id}/${prefix}`, snapshot],
    );
    return id!;
  };
  const ids = [];
  for (const i of [1, 2, 3]) ids.push(await subscribe(`${prefix}${i}@example.com`));
  let lose = true as boolean;
  const lossy: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (lose && String(input).endsWith('/emails/batch')) {
      lose = false;
      await response.body?.cancel();
      throw new TypeError('connection reset before the answer');
    }
    return response;
  };
  const clock = { now: new Date() };
  const alerts = createAlertStore(pg.db);
  const deps = {
    alerts,
    mailer: createResendMailer({ apiKey: API_KEY, baseUrl: resend.url, fetchImpl: lossy }),
    env: { ...env, OUTBOX_BACKOFF_SECONDS: '1' },
    clock: () => clock.now,
    log: { info() {}, error() {} },
  };
  return {
    ids,
    alerts,
    subscribe,
    /** The next tries, an hour on (past any backoff). */
    later: () => (clock.now = new Date(Date.now() + 3_600_000)),
    send: () => sendAlertEmails(deps),
    received: () =>
      resend.received.filter((e) => e.body.to[0]!.startsWith(prefix)).map((e) => e.body.to[0]),
    async unsent() {
      const [{ n }] = await pg.db.query<{ n: number }>(
        `select count(*)::int as n from alert_emails where key like $1 and done_at is null`,
        [`%/${prefix}`],
      );
      return n;
    },
  };
}

Deno.test(
  'a batch whose answer was lost is tried again as the same batch, not regrouped: nobody is mailed twice',
  options,
  async () => {
    const batch = await lostAnswer('lost');
    await batch.send();
    assert(batch.received().length === 3, `the provider took the three: ${batch.received()}`);
    // By the retry, a newer email is due too: the old batch must not be regrouped with it.
    await batch.subscribe('lost-late@example.com');
    batch.later();
    await batch.send();
    await batch.send();
    const got = batch.received();
    assert(got.length === 4, `four emails, one each, not ${got.length}: ${got.join(', ')}`);
    assert(new Set(got).size === 4, `nobody twice: ${got.join(', ')}`);
    assert((await batch.unsent()) === 0, 'every email marked sent');
  },
);

Deno.test(
  'a batch whose answer was lost, one of whose subscribers left before the retry: the rest are not mailed again',
  options,
  async () => {
    const batch = await lostAnswer('left');
    await batch.send();
    assert(batch.received().length === 3, `the provider took the three: ${batch.received()}`);
    await batch.alerts.erase(batch.ids[0]!);
    batch.later();
    await batch.send();
    assert(batch.received().length === 3, `nobody mailed again: ${batch.received()}`);
    assert((await batch.unsent()) === 0, 'the batch marked sent');
  },
);

Deno.test(
  'an alert batch with one address the provider refuses: every other email is sent, the refused one is parked with its reason',
  options,
  async () => {
    const address = (i: number) => `refused-batch-${i}@example.com`;
    await pg.db.query(
      `insert into alert_subscribers (email, keywords, state, confirmed_at, requested_at)
       select 'refused-batch-' || i || '@example.com', 'photonics', 'confirmed',
         now() - interval '1 hour', now() - interval '1 hour'
       from generate_series(1, 6) i`,
    );
    resend.refuse.add(address(4));
    world.roles = [role('photonics-researcher', 'Photonics Researcher'), ...world.roles];
    await run();
    const others = [1, 2, 3, 5, 6].map(address);
    await until('the five other alerts', () => others.every((a) => alerts(a).length === 1));
    assert(alerts(address(4)).length === 0, 'the refused address received nothing');
    const rows = await pg.db.query<{
      email: string;
      done: boolean;
      parked: boolean;
      error: string;
    }>(
      `select s.email, e.done_at is not null as done, e.gave_up_at is not null as parked,
         coalesce(e.last_error, '') as error
       from alert_emails e join alert_subscribers s on s.id = e.subscriber_id
       where s.email like 'refused-batch-%' order by s.email`,
    );
    const refused = rows.find((r) => r.email === address(4));
    assert(
      refused?.parked && !refused.done && refused.error.includes('Invalid `to` field'),
      `the refused one is parked with the provider's reason: ${JSON.stringify(refused)}`,
    );
    const sent = rows.filter((r) => r.email !== address(4));
    assert(
      sent.length === 5 && sent.every((r) => r.done && !r.parked),
      `the others are marked sent: ${JSON.stringify(sent)}`,
    );
    // The same batch in Resend's default strict validation is refused whole, as its docs say.
    const strict = await fetch(`${resend.url}/emails/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        [address(1), address(4)].map((a) => ({
          from: 'a@b.example',
          to: [a],
          subject: 's',
          text: 't',
          html: 'h',
        })),
      ),
    });
    const before = resend.received.length;
    assert(strict.status === 422, `strict: ${strict.status} ${await strict.text()}`);
    assert(resend.received.length === before, 'a strict batch with one refused address sends none');
  },
);

Deno.test('stop', options, () => world.stop());
