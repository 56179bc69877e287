/**
 * Job alerts as deployed: job-alerts and job-alerts-send started with `deno run` behind the
 * gateway stand-in, over PostgreSQL 15, with the Resend stand-in and a stand-in of the site
 * serving successive builds of /jobs/open-roles.json. The subscription (a confirmation link, a
 * GET that only redirects, no oracle between new, pending and confirmed addresses, three notices
 * a day, forged tokens, bad fields, foreign pages) and the run (a baseline, one email per new
 * matching role with its List-Unsubscribe headers, nothing twice, one alert a day, the one-click
 * unsubscribe, new criteria honoured, two concurrent runs).
 */
import {
  assert,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  type ReceivedEmail,
} from './_test/harness.ts';
import { createResendMailer } from './_shared/providers/email.ts';
import { sendAlertEmails } from './_shared/features/job-alerts.ts';
import { createAlertStore } from './_shared/store/store-alerts.ts';

const SITE = 'https://www.cascadia.example';
const FUNCTIONS = 'https://project.supabase.example/functions/v1';
const API_KEY = 're_alerts_test';
const SECRET = 'job-alerts-test-secret-0123456789abcdef';
const SERVICE_ROLE = await serviceRoleKey();
const options = { sanitizeResources: false, sanitizeOps: false };

const role = (
  id: string,
  title: string,
  over: { remote?: 'remote' | 'onsite' | 'hybrid'; city?: string; contract?: boolean } = {},
) => {
  const remote = over.remote ?? 'remote';
  const label = remote === 'remote' ? 'Remote (US)' : `${over.city ?? 'Seattle'}, WA`;
  const contract = over.contract ?? true;
  return {
    id,
    url: `${SITE}/jobs/${id}`,
    title,
    employmentType: contract ? 'CONTRACTOR' : 'FULL_TIME',
    terms: contract ? 'contract' : 'permanent',
    remote,
    place: {
      city: remote === 'remote' ? null : (over.city ?? 'Seattle'),
      region: remote === 'remote' ? null : 'WA',
      country: 'US',
      label,
    },
    pay: { min: 85, max: 105, unit: 'HOUR', currency: 'USD', label: '$85–$105 an hour' },
    datePosted: '2026-11-20',
    validThrough: '2026-12-31',
    text: `${title}. ${label}. ${contract ? 'Contract' : 'Full-time'}.`,
    revision: 'r1',
  };
};

/** The roles the site's latest build publishes. */
let roles = [role('site-reliability-lead', 'Site Reliability Lead')];
const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) =>
  new URL(request.url).pathname === '/jobs/open-roles.json'
    ? Response.json({ version: 1, site: SITE, today: '2026-11-26', roles })
    : new Response('not found', { status: 404 }),
);

const resend = await startResendStandIn({ apiKey: API_KEY });
const pg = await startPostgres();
const env = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  SITE_URL: SITE,
  JOB_ALERTS_ROLES_URL: `http://127.0.0.1:${site.addr.port}/jobs/open-roles.json`,
  JOB_ALERTS_SECRET: SECRET,
  PUBLIC_FUNCTIONS_URL: FUNCTIONS,
  RESEND_API_KEY: API_KEY,
  RESEND_API_URL: resend.url,
  MAIL_TO: 'hello@cascadia.example',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  OUTBOX_LEASE_SECONDS: '5',
};
const fn = await startFunction('job-alerts', env);
const sendFn = await startFunction('job-alerts-send', env);

let visitor = 0;
const criteria = (over: Record<string, unknown> = {}) => ({
  keywords: '',
  place: '',
  workplace: 'any',
  terms: 'any',
  ...over,
});

/** The form's POST, from an address of its own. */
async function subscribe(email: string, over: Record<string, unknown> = {}) {
  visitor += 1;
  const started = performance.now();
  const response = await fetch(`${fn.url}/subscribe`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    client: sender(`198.51.${visitor % 250}.${1 + Math.floor(visitor / 250)}`),
    body: JSON.stringify({ email, ...criteria(), referralCode: '', elapsedMs: 9000, ...over }),
  });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type'),
    ms: performance.now() - started,
  };
}

async function post(action: string, body: unknown, origin: string | null = SITE) {
  const response = await fetch(`${fn.url}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function run() {
  const response = await fetch(sendFn.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = await response.json();
  assert(
    response.status === 200,
    `the run answered ${response.status}: ${JSON.stringify(body)}\n${sendFn.output().slice(-2000)}`,
  );
  return body as { emailsQueued: number; emailsSent: number; baseline: boolean; newRoles: number };
}

const to = (address: string) => resend.received.filter((e) => e.body.to.includes(address));

async function until<T>(what: string, check: () => T | undefined | false, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function tokenIn(email: ReceivedEmail, page: string): string {
  const m = new RegExp(`${SITE.replace(/\./g, '\\.')}${page}\\?token=([^\\s"<&]+)`).exec(
    email.body.text,
  );
  assert(m, `no ${page} link in:\n${email.body.text}`);
  return m[1]!;
}

async function confirmationFor(address: string, n = 1): Promise<string> {
  const email = await until(
    `confirmation ${n} to ${address}`,
    () => to(address).filter((e) => e.body.subject === 'Confirm your job alerts')[n - 1],
  );
  return tokenIn(email, '/jobs/alerts/confirm');
}

const subscriberRow = async (address: string) =>
  (
    await pg.db.query<{ id: string; state: string }>(
      'select id, state from alert_subscribers where lower(email) = lower($1)',
      [address],
    )
  )[0];

Deno.test(
  'subscribe mails a confirmation link; a GET on unsubscribe only redirects; confirm confirms',
  options,
  async () => {
    const answer = await subscribe('alice@example.com', { keywords: 'cloud engineer' });
    assert(
      answer.status === 202 && answer.text === '{"ok":true}',
      `subscribe: ${answer.status} ${answer.text}`,
    );
    const token = await confirmationFor('alice@example.com');
    assert(
      (await subscriberRow('alice@example.com'))?.state === 'pending',
      'pending until confirmed',
    );

    const get = await fetch(`${fn.url}/unsubscribe?token=${token}`, { redirect: 'manual' });
    await get.body?.cancel();
    assert(get.status === 303, `GET unsubscribe: ${get.status}`);
    assert(
      get.headers.get('location') === `${SITE}/jobs/alerts/unsubscribe?token=${token}`,
      `location: ${get.headers.get('location')}`,
    );
    assert(
      (await subscriberRow('alice@example.com'))?.state === 'pending',
      'a GET changes nothing',
    );

    const confirmed = await post('confirm', { token });
    assert(
      confirmed.status === 200,
      `confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`,
    );
    assert(
      confirmed.body.ok === true && confirmed.body.email === 'alice@example.com',
      'confirm body',
    );
    assert(
      JSON.stringify(confirmed.body.criteria) ===
        JSON.stringify(criteria({ keywords: 'cloud engineer' })),
      `criteria: ${JSON.stringify(confirmed.body.criteria)}`,
    );
    assert((await post('confirm', { token })).status === 200, 'confirming again is still 200');
    assert((await subscriberRow('alice@example.com'))?.state === 'confirmed', 'confirmed');
  },
);

Deno.test(
  'an expired, replaced, forged or malformed confirmation is refused',
  options,
  async () => {
    await subscribe('bob@example.com');
    const token = await confirmationFor('bob@example.com');
    await pg.db.query(
      "update alert_subscribers set requested_at = now() - interval '49 hours' where email = 'bob@example.com'",
    );
    const expired = await post('confirm', { token });
    assert(expired.status === 410, `expired: ${expired.status}`);
    assert(
      expired.body.error ===
        'This confirmation link has expired or was already replaced. Subscribe again to get a new one.',
      `message: ${expired.body.error}`,
    );
    // One character of the signature, or of the id, changed.
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    assert(
      (await post('confirm', { token: token.slice(0, -1) + last })).status === 410,
      'forged signature',
    );
    const id = token.split('.')[1]!;
    const otherId = token.replace(id, id.replace(/^./, id[0] === 'a' ? 'b' : 'a'));
    assert((await post('confirm', { token: otherId })).status === 410, 'forged id');
    assert((await post('confirm', { token: 'nonsense' })).status === 410, 'garbage');
    const missing = await post('confirm', {});
    assert(
      missing.status === 400 && String(missing.body.error).startsWith('token'),
      'no token: 400',
    );
    assert((await subscriberRow('bob@example.com'))?.state === 'pending', 'nothing confirmed');
  },
);

Deno.test(
  'a new, a pending and a confirmed address get the same answer; the inbox learns which',
  options,
  async () => {
    const answers = [
      await subscribe('carol@example.com'),
      await subscribe('bob@example.com'),
      await subscribe('alice@example.com', { keywords: 'changed by a stranger' }),
    ];
    for (const a of answers) {
      assert(a.status === 202 && a.text === '{"ok":true}', `answer: ${a.status} ${a.text}`);
      assert(a.type === answers[0]!.type, 'same content type');
    }
    const times = answers.map((a) => a.ms);
    assert(Math.max(...times) - Math.min(...times) < 250, `similar timing: ${times.join(', ')} ms`);
    await confirmationFor('carol@example.com');
    const bobToken = await confirmationFor('bob@example.com', 2);
    assert((await post('confirm', { token: bobToken })).status === 200, 'the new link confirms');
    const notice = await until('the already-subscribed notice', () =>
      to('alice@example.com').find(
        (e) => e.body.subject === 'You are already subscribed to job alerts',
      ),
    );
    assert(
      notice.body.text.includes('/jobs/alerts/manage?token=m.'),
      'the notice links the manage page',
    );
    const manage = await post('manage', { token: tokenIn(notice, '/jobs/alerts/manage') });
    assert(
      manage.status === 200 &&
        (manage.body.criteria as { keywords: string }).keywords === 'cloud engineer',
      `a stranger changed nothing: ${JSON.stringify(manage.body)}`,
    );
  },
);

Deno.test(
  'one address gets at most three notices a day; the latest link is the one that works',
  options,
  async () => {
    for (let i = 0; i < 5; i++) {
      const a = await subscribe('dana@example.com');
      assert(a.status === 202, `subscribe ${i}: ${a.status}`);
    }
    const third = await confirmationFor('dana@example.com', 3);
    const first = await confirmationFor('dana@example.com', 1);
    await new Promise((r) => setTimeout(r, 300));
    assert(
      to('dana@example.com').length === 3,
      `three emails, not ${to('dana@example.com').length}`,
    );
    assert((await post('confirm', { token: first })).status === 410, 'a replaced link is refused');
    assert((await post('confirm', { token: third })).status === 200, 'the latest link confirms');
  },
);

Deno.test('bad input is refused naming the field; foreign pages are refused', options, async () => {
  const field = async (over: Record<string, unknown>, name: string) => {
    const a = await subscribe('erin@example.com', over);
    assert(a.status === 400, `${name}: ${a.status} ${a.text}`);
    assert(String(JSON.parse(a.text).error).startsWith(name), `${name}: ${a.text}`);
  };
  await field({ email: 'not an address' }, 'email');
  await field({ workplace: 'moon' }, 'workplace');
  await field({ terms: 'forever' }, 'terms');
  await field({ keywords: 'x'.repeat(500) }, 'keywords');
  await field({ keywords: 42 }, 'keywords');
  for (const action of ['subscribe', 'confirm', 'manage']) {
    const foreign = await post(
      action,
      { email: 'erin@example.com', token: 'x' },
      'https://evil.example',
    );
    assert(foreign.status === 403, `${action} from a foreign page: ${foreign.status}`);
    assert((await post(action, { token: 'x' }, null)).status === 403, `${action} without Origin`);
  }
  const plain = await fetch(`${fn.url}/subscribe`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'text/plain' },
    body: '{}',
  });
  await plain.body?.cancel();
  assert(plain.status === 415, `text/plain: ${plain.status}`);
  const preflight = await fetch(`${fn.url}/subscribe`, {
    method: 'OPTIONS',
    headers: { origin: SITE, 'access-control-request-method': 'POST' },
  });
  await preflight.body?.cancel();
  assert(
    preflight.status === 204 && preflight.headers.get('access-control-allow-origin') === SITE,
    'preflight',
  );
  assert((await subscriberRow('erin@example.com')) === undefined, 'nothing stored');
});

Deno.test('forged manage and unsubscribe tokens change nothing', options, async () => {
  const before = await pg.db.query('select id, state from alert_subscribers order by id');
  const alice = (await subscriberRow('alice@example.com'))!;
  const hex = alice.id.replace(/-/g, '');
  const forged = `m.${hex}.0.${'A'.repeat(43)}`;
  const manage = await post('manage', { token: forged });
  assert(manage.status === 404, `manage: ${manage.status}`);
  assert(
    manage.body.error === 'This alert no longer exists: it was unsubscribed or never confirmed.',
    `message: ${manage.body.error}`,
  );
  const change = await post('manage', { token: forged, criteria: criteria() });
  assert(change.status === 404, `manage change: ${change.status}`);
  const unsub = await fetch(`${fn.url}/unsubscribe?token=u.${hex}.0.${'B'.repeat(43)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert(unsub.status === 200 && (await unsub.text()) === '{"ok":true}', 'unsubscribe: 200');
  const after = await pg.db.query('select id, state from alert_subscribers order by id');
  assert(JSON.stringify(after) === JSON.stringify(before), 'nothing changed');
});

const alerts = (address: string) =>
  to(address).filter(
    (e) => e.key?.startsWith('job-alerts/batch/') && /^New role|new roles/.test(e.body.subject),
  );

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

    roles = [
      role('senior-cloud-engineer', 'Senior Cloud Engineer'),
      role('payroll-accountant', 'Payroll Accountant', { remote: 'onsite' }),
      ...roles,
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

    roles = [role('cloud-engineer-ii', 'Cloud Engineer II'), ...roles];
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
    roles = [role('principal-cloud-engineer', 'Principal Cloud Engineer'), ...roles];
    const before = resend.received.length;
    await run();
    await new Promise((r) => setTimeout(r, 200));
    assert(
      to('alice@example.com').length === alerts('alice@example.com').length + 2,
      'no email to alice',
    );
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
    roles = [
      role('data-platform-lead', 'Data Platform Lead', { remote: 'hybrid', city: 'Portland' }),
      role('data-platform-engineer', 'Data Platform Engineer', { remote: 'remote' }),
      ...roles,
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
  roles = [role('platform-engineer', 'Platform Engineer'), ...roles];
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

Deno.test(
  'a script subscribing many addresses from one client is held at its limit; a person elsewhere is answered and mailed meanwhile',
  options,
  async () => {
    const script = sender('203.0.113.77');
    const victims = Array.from({ length: 12 }, (_, i) => `victim${i}.${Date.now()}@example.com`);
    const statuses: number[] = [];
    const person = `person.${Date.now()}@example.com`;
    let personStatus = 0;
    await Promise.all([
      (async () => {
        for (const victim of victims) {
          const response = await fetch(`${fn.url}/subscribe`, {
            method: 'POST',
            headers: { origin: SITE, 'content-type': 'application/json' },
            client: script,
            body: JSON.stringify({
              email: victim,
              ...criteria(),
              referralCode: '',
              elapsedMs: 9000,
            }),
          });
          statuses.push(response.status);
          await response.body?.cancel();
        }
      })(),
      (async () => {
        personStatus = (await subscribe(person)).status;
      })(),
    ]);
    const accepted = statuses.filter((s) => s === 202).length;
    assert(accepted === 5, `the limit's five taken, not ${accepted}: ${statuses.join(' ')}`);
    assert(
      statuses.slice(5).every((s) => s === 429),
      `the rest refused with 429: ${statuses.join(' ')}`,
    );
    assert(personStatus === 202, `the person answered 202, not ${personStatus}`);
    await confirmationFor(person);
    await new Promise((r) => setTimeout(r, 300));
    const mailed = victims.filter((v) => to(v).length > 0).length;
    assert(mailed === 5, `only the five accepted are mailed, not ${mailed}`);
    const stored = await pg.db.query<{ n: number }>(
      `select count(*)::int as n from alert_subscribers where email like 'victim%'`,
    );
    assert(stored[0]!.n === 5, `five stored, not ${stored[0]!.n}`);
  },
);

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

Deno.test('stop', options, async () => {
  await fn.stop();
  await sendFn.stop();
  await site.shutdown();
  await resend.close();
  await pg.stop();
});
