/**
 * What the job application tests share (applications.deno.test.ts, applications-zoho.deno.test.ts):
 * submit-application and outbox-drain started with `deno run` behind the gateway stand-in, over
 * PostgreSQL 15, with the Resend stand-in, the Zoho Recruit stand-in
 * (scripts/test/zoho-stand-in.ts) and a stand-in of the site serving /jobs/open-roles.json; the
 * schedule pg_cron runs deployed drains the outbox every second. Each test file starts its own.
 */
import { startZohoStandIn } from '../../../scripts/test/zoho-stand-in.ts';
import {
  everyPeriod,
  realResume,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  until,
} from './harness.ts';

export { until };

export const SITE = 'https://www.cascadia.example';
export const ZOHO_JOB_ID = '614000000123456';
const API_KEY = 're_applications_test';

/** A role as /jobs/open-roles.json lists it; with `zohoId`, an opening synced from Zoho. */
export const role = (id: string, title: string, zohoId?: string) => ({
  id,
  url: `${SITE}/jobs/${id}`,
  title,
  employmentType: 'CONTRACTOR',
  terms: 'contract',
  remote: 'remote',
  place: { city: null, region: null, country: 'US', label: 'Remote (US)' },
  pay: { min: 85, max: 105, unit: 'HOUR', currency: 'USD', label: '$85–$105 an hour' },
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
  text: `${title}. Remote (US). Contract.`,
  revision: 'r1',
  ...(zohoId ? { zohoId } : {}),
});

type AppRow = {
  id: string;
  email: string;
  email_status: string;
  zoho_status: string;
  zoho_candidate_id: string | null;
  role_open: boolean | null;
  job_zoho_id: string | null;
};

/** The site's open roles, served and counted; `down` makes the site answer 503. */
function startSite() {
  const openRoles = {
    version: 1,
    site: SITE,
    today: '2026-11-26',
    roles: [
      role(`zoho-${ZOHO_JOB_ID}-senior-cloud-engineer`, 'Senior Cloud Engineer', ZOHO_JOB_ID),
      role('data-platform-lead', 'Data Platform Lead'),
    ],
  };
  const state = { reads: 0, down: false, openRoles };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) => {
    if (new URL(request.url).pathname !== '/jobs/open-roles.json')
      return new Response('not found', { status: 404 });
    if (state.down) return new Response('unavailable', { status: 503 });
    state.reads += 1;
    return Response.json(openRoles);
  });
  return Object.assign(state, { url: `http://127.0.0.1:${server.addr.port}`, server });
}

type Received = Awaited<ReturnType<typeof startResendStandIn>>['received'];
type Db = Awaited<ReturnType<typeof startPostgres>>['db'];

/** How the tests send an application and read what became of it. */
function readers(ctx: { url: string; db: Db; received: Received; pdf: string; ZOHO_SLUG: string }) {
  let visitor = 0;
  /** Posts an application as the role's page does, from an address of its own. */
  async function apply(over: Record<string, unknown> = {}) {
    visitor += 1;
    const started = Date.now();
    const fields = {
      jobSlug: ctx.ZOHO_SLUG,
      fullName: 'Avery Quinn Candidate',
      email: `avery${visitor}@example.com`,
      phone: '+1 206 555 0100',
      linkedinUrl: 'https://www.linkedin.com/in/avery-candidate',
      note: 'Available from January.',
      resumeBase64: ctx.pdf,
      resumeFilename: 'Avery resume.pdf',
      referralCode: '',
      elapsedMs: 9000,
      ...over,
    };
    const response = await fetch(ctx.url, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      client: sender(`198.51.${visitor}.7`),
      body: JSON.stringify(fields),
    });
    return {
      email: fields.email as string,
      status: response.status,
      ms: Date.now() - started,
      body: (await response.json()) as { ok?: boolean; roleOpen?: boolean; error?: string },
    };
  }

  const rowOf = async (email: string) =>
    (
      await ctx.db.query<AppRow>(
        'select id, email, email_status, zoho_status, zoho_candidate_id, role_open, job_zoho_id from job_applications where email = $1',
        [email],
      )
    )[0];
  const emailsTo = (address: string) => ctx.received.filter((e) => e.body.to.includes(address));
  const recruiterEmailsFor = (applicant: string) =>
    ctx.received.filter(
      (e) => e.body.to.includes('recruiters@cascadia.example') && e.body.reply_to === applicant,
    );

  /** Waits until the application's work is done: both emails out and the hand-off settled. */
  async function settled(email: string, zohoStatus: string) {
    await until('the application is stored', 10_000, () => rowOf(email));
    await until(`the hand-off is ${zohoStatus}`, 30_000, async () => {
      const r = await rowOf(email);
      return r && r.zoho_status === zohoStatus;
    });
    await until('the recruiters are mailed', 30_000, async () => {
      const r = await rowOf(email);
      return r && r.email_status === 'sent';
    });
    await until('the applicant is mailed', 30_000, () => emailsTo(email).length > 0);
    return (await rowOf(email))!;
  }

  return { apply, rowOf, emailsTo, recruiterEmailsFor, settled };
}

/** Starts everything; the helpers the tests read it with; `stop` stops it all. */
export async function startApplications() {
  const SERVICE_ROLE = await serviceRoleKey();
  const site = startSite();
  const ZOHO_SLUG = site.openRoles.roles[0]!.id;
  const resend = await startResendStandIn({ apiKey: API_KEY });
  const zoho = await startZohoStandIn();
  const pg = await startPostgres();
  const env = {
    SUPABASE_DB_URL: pg.url,
    SITE_ORIGINS: SITE,
    SITE_URL: site.url,
    RESEND_API_KEY: API_KEY,
    RESEND_API_URL: resend.url,
    MAIL_TO: 'hello@cascadia.example',
    RECRUITING_EMAIL: 'recruiters@cascadia.example',
    ZOHO_RECRUIT_WEB_URL: 'https://recruit.zoho.com/recruit/org700',
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
    OUTBOX_LEASE_SECONDS: '5',
    OUTBOX_BACKOFF_SECONDS: '1',
    ...zoho.env(),
  };
  const fn = await startFunction('submit-application', env);
  const drainFn = await startFunction('outbox-drain', env);
  const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, 1000);
  const pdf = await realResume('resume.pdf');

  const helpers = readers({ url: fn.url, db: pg.db, received: resend.received, pdf, ZOHO_SLUG });

  async function stop() {
    stopSchedule();
    await fn.stop();
    await drainFn.stop();
    await zoho.close();
    await resend.close();
    await site.server.shutdown();
    await pg.stop();
  }

  return {
    site,
    ZOHO_SLUG,
    zoho,
    resend,
    pg,
    pdf,
    ...helpers,
    stop,
  };
}
