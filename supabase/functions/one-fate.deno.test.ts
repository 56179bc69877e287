/**
 * One message, one fate, as deployed: the form functions, job-alerts, job-alerts-send and
 * outbox-drain started with `deno run` behind the gateway stand-in, over PostgreSQL 15, with the
 * Resend stand-in and a stand-in of the site serving /jobs/open-roles.json. In each kind's pass
 * one row is made to throw (the database refuses to settle it: a trigger this test installs, as a
 * corrupt row or a constraint would); that row is tried MAX_EMAIL_ATTEMPTS times, then parked with
 * its reason, which the operator's alert email reports; every other row of every kind is mailed
 * and settled. And once a row is stored, the answer is success whatever fails after it.
 */
import {
  assert,
  everyPeriod,
  realResume,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  type ReceivedEmail,
} from './_test/harness.ts';
import {
  alertSubscription,
  application,
  contactMessage,
  postJson,
  registration,
  SITE,
  until,
} from './_test/forms.ts';

const API_KEY = 're_one_fate_test';
const SERVICE_ROLE = await serviceRoleKey();
const options = { sanitizeResources: false, sanitizeOps: false };
const TWO_MINUTES = 120_000;

const role = (id: string, title: string) => ({
  id,
  url: `${SITE}/jobs/${id}`,
  title,
  employmentType: 'CONTRACTOR',
  terms: 'contract',
  remote: 'remote',
  place: { city: null, region: null, country: 'US', label: 'Remote (US)' },
  pay: { min: 85, max: 105, unit: 'HOUR', currency: 'USD', label: '$85–$105 an hour' },
  datePosted: '2026-11-20',
  validThrough: '2026-12-31',
  text: `${title}. Remote (US). Contract.`,
  revision: 'r1',
});
let roles = [role('data-platform-lead', 'Data Platform Lead')];
const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) =>
  new URL(request.url).pathname === '/jobs/open-roles.json'
    ? Response.json({ version: 1, site: SITE, today: '2026-11-26', roles })
    : new Response('not found', { status: 404 }),
);
const siteUrl = `http://127.0.0.1:${site.addr.port}`;

const resend = await startResendStandIn({ apiKey: API_KEY });
const pg = await startPostgres();
const env = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  SITE_URL: siteUrl,
  JOB_ALERTS_ROLES_URL: `${siteUrl}/jobs/open-roles.json`,
  JOB_ALERTS_SECRET: 'one-fate-test-secret-0123456789abcdef',
  PUBLIC_FUNCTIONS_URL: 'https://project.supabase.example/functions/v1',
  RESEND_API_KEY: API_KEY,
  RESEND_API_URL: resend.url,
  MAIL_TO: 'talent@cascadia.example',
  RECRUITING_EMAIL: 'recruiters@cascadia.example',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  OUTBOX_LEASE_SECONDS: '5',
  OUTBOX_BACKOFF_SECONDS: '1',
  MAX_EMAIL_ATTEMPTS: '2',
  ZOHO_MAX_ATTEMPTS: '2',
  // The operator's report of parked messages every 5 s instead of every hour.
  PARKED_ALERT_SECONDS: '5',
};
const names = [
  'send-contact-email',
  'send-tech-refugee-form',
  'submit-application',
  'job-alerts',
  'job-alerts-send',
  'outbox-drain',
] as const;
const fns = Object.fromEntries(
  await Promise.all(names.map(async (n) => [n, await startFunction(n, env)] as const)),
) as Record<(typeof names)[number], Awaited<ReturnType<typeof startFunction>>>;
const pdf = await realResume('resume.pdf');

/** The database refuses to settle a poisoned person's rows: their email, tasks and alert emails. */
await pg.db.query(`
  create function test_poison() returns trigger language plpgsql as $$
  declare
    poisoned boolean := false;
  begin
    -- One branch per table: a record's missing field is an error even where AND would not need it.
    if tg_table_name = 'outbox_tasks' then
      if new.done_at is not null and old.done_at is null then
        poisoned := exists (select 1 from job_applications a
                            where a.id = new.reference and a.email like 'poison%');
      end if;
    elsif tg_table_name = 'alert_emails' then
      if new.done_at is not null and old.done_at is null then
        poisoned := exists (select 1 from alert_subscribers s
                            where s.id = new.subscriber_id and s.email like 'poison%');
      end if;
    elsif new.email like 'poison%' and new.email_status in ('sent', 'pending', 'withheld')
        and new.email_status is distinct from old.email_status then
      poisoned := true;
    end if;
    if poisoned then
      raise exception 'poisoned row % refused by the database', tg_table_name;
    end if;
    return new;
  end $$;
  create trigger poison before update on contact_submissions for each row execute function test_poison();
  create trigger poison before update on tech_refugee_registrations for each row execute function test_poison();
  create trigger poison before update on job_applications for each row execute function test_poison();
  create trigger poison before update on outbox_tasks for each row execute function test_poison();
  create trigger poison before update on alert_emails for each row execute function test_poison();
`);

const to = (address: string) => resend.received.filter((e) => e.body.to.includes(address));

async function confirm(address: string) {
  const email = await until(`the confirmation to ${address}`, 30_000, () =>
    to(address).find((e: ReceivedEmail) => e.body.subject === 'Confirm your job alerts'),
  );
  const token = /\/jobs\/alerts\/confirm\?token=([^\s"<&]+)/.exec(email.body.text)?.[1];
  assert(token, `a confirmation link: ${email.body.text}`);
  const answer = await postJson(`${fns['job-alerts'].url}/confirm`, { token });
  assert(answer.status === 200, `confirmed: ${JSON.stringify(answer)}`);
}

async function runAlerts() {
  const response = await fetch(fns['job-alerts-send'].url, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await response.body?.cancel();
  assert(response.status === 200, `the alert run: ${response.status}`);
}

const statusOf = async (table: string, email: string) =>
  (
    await pg.db.query<{ email_status: string; email_error: string | null; email_attempts: number }>(
      `select email_status, email_error, email_attempts from ${table} where email = $1`,
      [email],
    )
  )[0];

Deno.test({
  ...options,
  name: "a row made to throw in each kind's pass is parked after its attempts with its reason, reported to the operator; every other row of every kind is mailed",
  async fn() {
    const posts = [
      [fns['send-contact-email'].url, contactMessage('poison-contact@example.com', 'Poisoned')],
      [fns['send-contact-email'].url, contactMessage('lead@example.com', 'A healthy lead')],
      [fns['send-tech-refugee-form'].url, registration('poison-reg@example.com', 'Poison Reg')],
      [fns['send-tech-refugee-form'].url, registration('person@example.com', 'Healthy Person')],
      [
        fns['submit-application'].url,
        application('poison-app@example.com', 'Poison App', 'data-platform-lead', pdf),
      ],
      [
        fns['submit-application'].url,
        application('applicant@example.com', 'Healthy Applicant', 'data-platform-lead', pdf),
      ],
    ] as const;
    for (const [url, body] of posts) {
      const answer = await postJson(url, body);
      assert(answer.status === 200, `stored: ${JSON.stringify(answer)}`);
    }
    // Job alerts: three confirmed subscribers, one poisoned; a baseline run, then a new role.
    for (const address of ['poison-alert@example.com', 'a1@example.com', 'a2@example.com']) {
      assert(
        (await postJson(`${fns['job-alerts'].url}/subscribe`, alertSubscription(address)))
          .status === 202,
        'subscribed',
      );
      await confirm(address);
    }
    await runAlerts();
    roles = [...roles, role('cloud-engineer', 'Cloud Engineer')];
    await runAlerts();

    const stop = everyPeriod(fns['outbox-drain'].url, SERVICE_ROLE, 2000);
    try {
      const healthy = [
        'Website contact: A healthy lead',
        'Tech Refugee registration: Healthy Person (Engineer)',
        'Job application: Healthy Applicant for Data Platform Lead',
        'Your application for Data Platform Lead',
      ];
      for (const subject of healthy)
        await until(subject, TWO_MINUTES, () =>
          resend.received.find((e) => e.body.subject === subject),
        );
      for (const address of ['a1@example.com', 'a2@example.com'])
        await until(`the alert to ${address}`, TWO_MINUTES, () =>
          to(address).find((e) => e.body.subject === 'New role: Cloud Engineer'),
        );
      // Every healthy row is settled, none parked.
      for (const [table, address] of [
        ['contact_submissions', 'lead@example.com'],
        ['tech_refugee_registrations', 'person@example.com'],
        ['job_applications', 'applicant@example.com'],
      ] as const)
        await until(`${address} recorded as sent`, TWO_MINUTES, async () => {
          return (await statusOf(table, address))?.email_status === 'sent';
        });
      // Each alert email is finished once the provider's answer is recorded, just after delivery.
      let healthyAlerts = { done: 0, parked: 0 };
      await until('the healthy alert emails recorded as done', TWO_MINUTES, async () => {
        [healthyAlerts] = await pg.db.query<{ done: number; parked: number }>(
          `select count(*) filter (where e.done_at is not null)::int as done,
                  count(*) filter (where e.gave_up_at is not null)::int as parked
           from alert_emails e join alert_subscribers s on s.id = e.subscriber_id
           where s.email in ('a1@example.com', 'a2@example.com')`,
        );
        return healthyAlerts.done === 4 || healthyAlerts.parked > 0;
      });
      assert(
        healthyAlerts.parked === 0 && healthyAlerts.done === 4,
        `the healthy alert emails are done, none parked: ${JSON.stringify(healthyAlerts)}`,
      );

      // Each poisoned row is parked with its reason after its attempts.
      for (const [table, address] of [
        ['contact_submissions', 'poison-contact@example.com'],
        ['tech_refugee_registrations', 'poison-reg@example.com'],
        ['job_applications', 'poison-app@example.com'],
      ] as const) {
        const parked = await until(`${address} parked`, TWO_MINUTES, async () => {
          const r = await statusOf(table, address);
          return r?.email_status === 'gave-up' && r;
        });
        assert(
          parked.email_attempts === 2 && /poisoned row/.test(parked.email_error ?? ''),
          `parked with its reason after 2 attempts: ${JSON.stringify(parked)}`,
        );
      }
      await until('the poisoned tasks and alert emails parked', TWO_MINUTES, async () => {
        const [r] = await pg.db.query<{ tasks: number; alerts: number }>(
          `select (select count(*) from outbox_tasks t join job_applications a on a.id = t.reference
                   where a.email = 'poison-app@example.com' and t.gave_up_at is not null
                     and t.last_error like '%poisoned row%')::int as tasks,
                  (select count(*) from alert_emails e join alert_subscribers s on s.id = e.subscriber_id
                   where s.email = 'poison-alert@example.com' and e.gave_up_at is not null
                     and e.last_error like '%poisoned row%')::int as alerts`,
        );
        return r!.tasks === 2 && r!.alerts >= 1;
      });
      // The operator hears of it: the reports of parked messages name each, with its reason.
      const reports = () =>
        resend.received
          .filter((e) => e.body.subject.startsWith('Website alert: parked'))
          .map((e) => e.body.text)
          .join('\n');
      const uuid = '[0-9a-f-]{36}';
      const wanted = [
        `contact ${uuid}`,
        `tech-refugee ${uuid}`,
        `application ${uuid}`,
        'application task: zoho-handoff \\d+',
        'application task: applicant-confirmation \\d+',
        'job alert email: confirmation \\d+',
        'job alert email: alert \\d+',
      ].map((what) => new RegExp(`^- ${what} from poison`, 'm'));
      await until('every parked message reported', TWO_MINUTES, () =>
        wanted.every((what) => what.test(reports())),
      ).catch((error) => {
        throw new Error(`${error.message}; the reports:\n${reports()}`);
      });
      for (const what of ['poison-contact@example.com', 'poison-reg@example.com', 'poisoned row'])
        assert(reports().includes(what), `the reports name ${what}:\n${reports()}`);
      assert(!reports().includes('lead@example.com'), 'no healthy message is reported');
    } finally {
      stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'once an application is stored, the answer is success even when the database fails right after (claiming its tasks)',
  async fn() {
    await pg.db.query(`
      create function test_claim_fails() returns trigger language plpgsql as $$
      begin
        if new.lease_until is not null and old.lease_until is null and exists (
          select 1 from job_applications a where a.id = new.reference and a.email = 'after-commit@example.com')
        then raise exception 'the database failed after the commit'; end if;
        return new;
      end $$;
      create trigger claim_fails before update on outbox_tasks for each row execute function test_claim_fails();
    `);
    try {
      const answer = await postJson(
        fns['submit-application'].url,
        application('after-commit@example.com', 'After Commit', 'data-platform-lead', pdf),
      );
      const [stored] = await pg.db.query<{ n: number }>(
        `select count(*)::int as n from job_applications where email = 'after-commit@example.com'`,
      );
      assert(stored!.n === 1, 'the application is stored');
      assert(
        answer.status === 200 && answer.body.ok === true,
        `stored, so the answer is success: ${JSON.stringify(answer)}`,
      );
    } finally {
      await pg.db.query('drop trigger claim_fails on outbox_tasks');
    }
  },
});

Deno.test({
  ...options,
  name: 'one fate: stop the functions and the stand-ins',
  async fn() {
    for (const fn of Object.values(fns)) await fn.stop();
    await site.shutdown();
    await resend.close();
    await pg.stop();
  },
});
