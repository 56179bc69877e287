/**
 * What the talent network tests share (talent-network.deno.test.ts): join-talent-network and
 * outbox-drain started with `deno run` behind the gateway stand-in, over PostgreSQL 15, with the
 * Resend stand-in and the Zoho Recruit stand-in (scripts/test/zoho-stand-in.ts); the schedule
 * pg_cron runs deployed drains the outbox (the job alerts' emails included) every second.
 */
import { startZohoStandIn } from '../../../scripts/test/zoho-stand-in.ts';
import { until } from './harness.ts';
import {
  everyPeriod,
  realResume,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
} from './harness.ts';

export { until } from './harness.ts';

export const SITE = 'https://www.cascadia.example';
export const RECRUITERS = 'recruiters@cascadia.example';
const API_KEY = 're_network_test';

/** What the tests read of a stored join. */
export type JoinRow = {
  id: string;
  email: string;
  email_status: string;
  zoho_status: string;
  zoho_candidate_id: string | null;
  zoho_existing: boolean | null;
};

/** A join as /talent-network sends it (the bot signals included); `resumeBase64` set by `join`. */
export const joinBody = (over: Record<string, unknown> = {}) => ({
  fullName: 'Sam Rivera Joiner',
  email: 'sam@example.com',
  phone: '+1 206 555 0133',
  linkedinUrl: 'https://www.linkedin.com/in/sam-joiner',
  role: 'Data engineer',
  primarySkills: ['Data Science', 'Cloud / DevOps'],
  years: 9,
  workplaces: ['remote'],
  engagements: ['contract', 'contract-to-hire'],
  location: '',
  availability: 'two-weeks',
  workAuthorization: 'authorized',
  jobAlerts: false,
  resumeFilename: 'Sam resume.pdf',
  referralCode: '',
  elapsedMs: 9000,
  ...over,
});

/** Starts everything; the helpers the tests read it with; `stop` stops it all. */
export async function startNetwork() {
  const SERVICE_ROLE = await serviceRoleKey();
  const resend = await startResendStandIn({ apiKey: API_KEY });
  const zoho = await startZohoStandIn();
  const pg = await startPostgres();
  const env = {
    SUPABASE_DB_URL: pg.url,
    SITE_ORIGINS: SITE,
    SITE_URL: SITE,
    RESEND_API_KEY: API_KEY,
    RESEND_API_URL: resend.url,
    MAIL_TO: 'hello@cascadia.example',
    RECRUITING_EMAIL: RECRUITERS,
    ZOHO_RECRUIT_WEB_URL: 'https://recruit.zoho.com/recruit/org700',
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
    JOB_ALERTS_SECRET: 'talent-network-test-secret-0123456789',
    PUBLIC_FUNCTIONS_URL: 'https://functions.cascadia.example/functions/v1',
    OUTBOX_LEASE_SECONDS: '5',
    OUTBOX_BACKOFF_SECONDS: '1',
    ...zoho.env(),
  };
  const fn = await startFunction('join-talent-network', env);
  const drainFn = await startFunction('outbox-drain', env);
  const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, 1000);
  const pdf = await realResume('resume.pdf');

  let visitor = 0;
  /** Posts a join as the page does, from an address of its own. */
  async function join(over: Record<string, unknown> = {}) {
    visitor += 1;
    const started = Date.now();
    const fields = joinBody({ resumeBase64: pdf, ...over });
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      client: sender(`203.0.${visitor}.9`),
      body: JSON.stringify(fields),
    });
    return {
      email: fields.email as string,
      status: response.status,
      ms: Date.now() - started,
      body: (await response.json()) as { ok?: boolean; error?: string },
    };
  }

  const rowsOf = (email: string) =>
    pg.db.query<JoinRow>(
      `select id, email, email_status, zoho_status, zoho_candidate_id, zoho_existing
       from talent_network_joins where email = $1 order by created_at`,
      [email],
    );
  const emailsTo = (address: string) => resend.received.filter((e) => e.body.to.includes(address));
  const recruiterEmailsFor = (person: string) =>
    resend.received.filter((e) => e.body.to.includes(RECRUITERS) && e.body.reply_to === person);

  /** Waits until every join of this address is handed off as said and its recruiters' email out. */
  async function settled(email: string, zohoStatus: string, joins = 1) {
    await until(`${joins} join(s) settled ${zohoStatus} and mailed`, 40_000, async () => {
      const rows = await rowsOf(email);
      return (
        rows.length === joins &&
        rows.every((r) => r.zoho_status === zohoStatus && r.email_status === 'sent')
      );
    });
    return rowsOf(email);
  }

  async function stop() {
    stopSchedule();
    await fn.stop();
    await drainFn.stop();
    await zoho.close();
    await resend.close();
    await pg.stop();
  }

  return { zoho, resend, pg, pdf, join, rowsOf, emailsTo, recruiterEmailsFor, settled, stop };
}
