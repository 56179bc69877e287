/**
 * What the job alerts' Deno tests share (job-alerts*.deno.test.ts): job-alerts and
 * job-alerts-send started with `deno run` behind the gateway stand-in, over PostgreSQL 15, with
 * the Resend stand-in and a stand-in of the site serving successive builds of
 * /jobs/open-roles.json (`world.roles`), and the visitor's, the inbox's and the schedule's moves.
 */
import {
  assert,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
  type ReceivedEmail,
} from './harness.ts';

export const SITE = 'https://www.cascadia.example';
export const FUNCTIONS = 'https://project.supabase.example/functions/v1';
export const API_KEY = 're_alerts_test';
export const options = { sanitizeResources: false, sanitizeOps: false };
const SECRET = 'job-alerts-test-secret-0123456789abcdef';

/** An open role as /jobs/open-roles.json lists it: remote unless told, in Seattle when not. */
export const role = (
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

export const criteria = (over: Record<string, unknown> = {}) => ({
  keywords: '',
  place: '',
  workplace: 'any',
  terms: 'any',
  ...over,
});

/** Everything an email says: its subject, its text and its HTML. */
export const said = (email: ReceivedEmail) =>
  `${email.body.subject}\n${email.body.text}\n${email.body.html}`;

export async function until<T>(
  what: string,
  check: () => T | undefined | false,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function tokenIn(email: ReceivedEmail, page: string): string {
  const m = new RegExp(`${SITE.replace(/\./g, '\\.')}${page}\\?token=([^\\s"<&]+)`).exec(
    email.body.text,
  );
  assert(m, `no ${page} link in:\n${email.body.text}`);
  return m[1]!;
}

/** The site, the provider, the database and both functions. */
async function startParts() {
  const serviceRole = await serviceRoleKey();
  const world = {
    /** The roles the site's latest build publishes. */
    roles: [role('site-reliability-lead', 'Site Reliability Lead')],
  };
  const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) =>
    new URL(request.url).pathname === '/jobs/open-roles.json'
      ? Response.json({ version: 1, site: SITE, today: '2026-11-26', roles: world.roles })
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
    SUPABASE_SERVICE_ROLE_KEY: serviceRole,
    OUTBOX_LEASE_SECONDS: '5',
  };
  const fn = await startFunction('job-alerts', env);
  const sendFn = await startFunction('job-alerts-send', env);
  return Object.assign(world, { serviceRole, site, resend, pg, env, fn, sendFn });
}

type Parts = Awaited<ReturnType<typeof startParts>>;

/** What a visitor's browser and the site's pages send. */
function visitorMoves({ fn }: Parts) {
  let visitor = 0;
  return {
    /** The form's POST, from an address of its own (each visitor in a /24 of its own). */
    async subscribe(email: string, over: Record<string, unknown> = {}) {
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
    },

    /** A page's POST to an action (the confirm, manage and unsubscribe buttons). */
    async post(action: string, body: unknown, origin: string | null = SITE) {
      const response = await fetch(`${fn.url}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

/** What the schedule does, what the inboxes received and what the database holds. */
function observerMoves({ resend, pg, sendFn, serviceRole }: Parts) {
  const to = (address: string) => resend.received.filter((e) => e.body.to.includes(address));
  return {
    to,

    /** The schedule's call of the alert run, with the service role key. */
    async run() {
      const response = await fetch(sendFn.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRole}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await response.json();
      assert(
        response.status === 200,
        `the run answered ${response.status}: ${JSON.stringify(body)}\n${sendFn.output().slice(-2000)}`,
      );
      return body as {
        emailsQueued: number;
        emailsSent: number;
        baseline: boolean;
        newRoles: number;
      };
    },

    /** The token of the `n`th confirmation email to `address`, once it arrived. */
    async confirmationFor(address: string, n = 1): Promise<string> {
      const email = await until(
        `confirmation ${n} to ${address}`,
        () => to(address).filter((e) => e.body.subject === 'Confirm your job alerts')[n - 1],
      );
      return tokenIn(email, '/jobs/alerts/confirm');
    },

    async subscriberRow(address: string) {
      const rows = await pg.db.query<{ id: string; state: string }>(
        'select id, state from alert_subscribers where lower(email) = lower($1)',
        [address],
      );
      return rows[0];
    },

    /** The alerts (not confirmations or notices) `address` was sent. */
    alerts: (address: string) =>
      to(address).filter(
        (e) => e.key?.startsWith('job-alerts/batch/') && /^New role|new roles/.test(e.body.subject),
      ),
  };
}

/** The site, the provider, the database and both functions, and the moves the tests make. */
export async function startAlertsWorld() {
  const parts = await startParts();
  return Object.assign(parts, visitorMoves(parts), observerMoves(parts), {
    async stop() {
      await parts.fn.stop();
      await parts.sendFn.stop();
      await parts.site.shutdown();
      await parts.resend.close();
      await parts.pg.stop();
    },
  });
}
