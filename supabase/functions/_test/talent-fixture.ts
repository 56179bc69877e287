/**
 * What the request-talent tests share (talent-requests.deno.test.ts): request-talent and
 * outbox-drain started with `deno run` behind the gateway stand-in, over PostgreSQL 15, with the
 * Resend stand-in, the siteverify stand-in (Turnstile on, as on the site) and, unless `zoho` is
 * false, the Zoho Recruit stand-in (scripts/test/zoho-stand-in.ts); the schedule pg_cron runs
 * deployed drains the outbox every second.
 */
import { startSiteverifyStandIn } from '../../../scripts/test/siteverify-stand-in.ts';
import { startZohoStandIn } from '../../../scripts/test/zoho-stand-in.ts';
import { until } from './harness.ts';
import {
  everyPeriod,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
} from './harness.ts';

export { until } from './harness.ts';

export const SITE = 'https://www.cascadia.example';
export const RECRUITERS = 'recruiters@cascadia.example';
export const ZOHO_WEB = 'https://recruit.zoho.com/recruit/org700';
const API_KEY = 're_talent_test';
const TURNSTILE_SECRET = '0x4AAAAAAA-talent-secret';

/** What the tests read of a stored request. */
export type RequestRow = {
  id: string;
  email: string;
  email_status: string;
  spam_reason: string | null;
  zoho_status: string;
  zoho_client_id: string | null;
  zoho_contact_id: string | null;
  zoho_opening_id: string | null;
  zoho_existing_contact: boolean | null;
  zoho_error: string | null;
};

/** A request as /hire sends it (the bot signals included). */
export const requestBody = (over: Record<string, unknown> = {}) => ({
  company: 'Northwind Traders',
  fullName: 'Ana Ortiz',
  email: 'ana@northwind.example',
  phone: '+1 206 555 0110',
  roleTitle: 'Senior Data Engineer',
  headcount: 2,
  engagement: 'contract',
  workplace: 'hybrid',
  location: 'Seattle, WA',
  skills: 'Python, Spark, Airflow',
  description: 'Move our nightly batch to streaming.\n\nThe team is five engineers.',
  startDate: '2027-03-01',
  budget: '$90–$110 an hour',
  referralCode: '',
  elapsedMs: 9000,
  ...over,
});

/**
 * Starts everything; the helpers the tests read it with; `stop` stops it all. `env`: settings
 * over the fixture's; `also`: other functions started with the same settings (their addresses in
 * `others`).
 */
export async function startTalentRequests({
  zoho: withZoho = true,
  env: over = {},
  also = [],
}: { zoho?: boolean; env?: Record<string, string>; also?: string[] } = {}) {
  const SERVICE_ROLE = await serviceRoleKey();
  const resend = await startResendStandIn({ apiKey: API_KEY });
  const zoho = await startZohoStandIn();
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
    MAIL_TO: 'hello@cascadia.example',
    RECRUITING_EMAIL: RECRUITERS,
    ZOHO_RECRUIT_WEB_URL: ZOHO_WEB,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
    TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
    OUTBOX_LEASE_SECONDS: '5',
    OUTBOX_BACKOFF_SECONDS: '1',
    ...(withZoho ? zoho.env() : {}),
    ...over,
  };
  const fn = await startFunction('request-talent', env);
  const others: Record<string, Awaited<ReturnType<typeof startFunction>>> = {};
  for (const name of also) others[name] = await startFunction(name, env);
  const drainFn = await startFunction('outbox-drain', env);
  const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, 1000);

  let visitor = 0;
  /**
   * Posts a request as /hire does, with a Turnstile token solved for the form's action, from an
   * address of its own unless `from` names one (a double click comes from the same one).
   */
  async function send(
    over: Record<string, unknown> = {},
    {
      from,
      action = 'talent-request',
      url = fn.url,
      headers = {},
    }: { from?: string; action?: string; url?: string; headers?: Record<string, string> } = {},
  ) {
    visitor += 1;
    const fields = {
      ...requestBody(over),
      turnstileToken: siteverify.issue({ action }),
    };
    const started = Date.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json', ...headers },
      client: sender(from ?? `198.51.${visitor}.9`),
      body: JSON.stringify(fields),
    });
    return {
      email: fields.email as string,
      status: response.status,
      ms: Date.now() - started,
      contentType: response.headers.get('content-type') ?? '',
      body: (await response.json()) as { ok?: boolean; id?: string; error?: string },
    };
  }

  const rowsOf = (email: string) =>
    pg.db.query<RequestRow>(
      `select id, email, email_status, spam_reason, zoho_status, zoho_client_id, zoho_contact_id,
         zoho_opening_id, zoho_existing_contact, zoho_error
       from talent_requests where email = $1 order by created_at`,
      [email],
    );
  const rowOf = async (id: string) =>
    (
      await pg.db.query<RequestRow>(
        `select id, email, email_status, spam_reason, zoho_status, zoho_client_id, zoho_contact_id,
           zoho_opening_id, zoho_existing_contact, zoho_error
         from talent_requests where id = $1`,
        [id],
      )
    )[0];
  /** The requester's emails (their confirmations). */
  const emailsTo = (address: string) => resend.received.filter((e) => e.body.to.includes(address));
  /** The recruiters' emails about a requester (replying goes to them). */
  const recruiterEmailsFor = (requester: string) =>
    resend.received.filter((e) => e.body.to.includes(RECRUITERS) && e.body.reply_to === requester);

  /** Waits until the request's work is done: the hand-off settled, the recruiters mailed. */
  async function settled(id: string, zohoStatus: string) {
    await until(`the hand-off is ${zohoStatus}`, 40_000, async () => {
      const r = await rowOf(id);
      return r && r.zoho_status === zohoStatus;
    });
    await until('the recruiters are mailed', 30_000, async () => {
      const r = await rowOf(id);
      return r && r.email_status === 'sent';
    });
    return (await rowOf(id))!;
  }

  async function stop() {
    stopSchedule();
    await fn.stop();
    for (const other of Object.values(others)) await other.stop();
    await drainFn.stop();
    await zoho.close();
    await siteverify.close();
    await resend.close();
    await pg.stop();
  }

  return {
    zoho,
    resend,
    siteverify,
    pg,
    env,
    fn,
    others,
    send,
    rowsOf,
    rowOf,
    emailsTo,
    recruiterEmailsFor,
    settled,
    stop,
  };
}
