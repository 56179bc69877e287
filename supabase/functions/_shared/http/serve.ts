/**
 * What each Deno entry point runs: wires the layers below (the store over postgres.js, Resend,
 * the form pipeline, the features, the drain's passes) from the environment. Only `Deno` globals
 * are used here through the parameters, so the file stays type-checkable by Node's tsc as well.
 */
import { scheduledCallRefusal } from '../core/request-bounds.ts';
import {
  clientIpSettingsFromEnv,
  explainClientAddress,
  type ClientAddressReport,
} from '../core/client-ip.ts';
import { JOB_ALERTS_FUNCTION } from '../core/job-alert-rules.ts';
import { platformWaitUntil } from '../core/platform.ts';
import { consoleLogger, type Env } from '../core/settings.ts';
import type { FormKind } from '../core/submission.ts';
import { createSqlFieldStore } from '../store/field-store.ts';
import { connectPostgres } from '../store/postgres-db.ts';
import { createSqlStore } from '../store/store.ts';
import { createAlertStore } from '../store/store-alerts.ts';
import { createResendMailer, createUnconfiguredMailer, type Mailer } from '../providers/email.ts';
import { drain } from '../outbox/drain.ts';
import { createCollectorHandler } from '../features/collector.ts';
import {
  createJobAlertsHandler,
  MAX_EMAILS_PER_INVOCATION,
  publicFunctionsUrl,
  runAlerts,
  type AlertDeps,
} from '../features/job-alerts.ts';
import { createFormHandler, type FormHandler } from '../intake/handler.ts';
import { drainPasses, type DrainDeps } from './drain-passes.ts';

function databaseUrl(env: Env): string {
  const url = env.SUPABASE_DB_URL;
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  return url;
}

function mailerFromEnv(env: Env): Mailer {
  return env.RESEND_API_KEY
    ? createResendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL || undefined })
    : createUnconfiguredMailer('RESEND_API_KEY is not set');
}

/** What the forms and the drain work with: the database (the forms' tables and the job alerts'), the mailer. */
export function outboxDepsFromEnv(
  env: Env,
): DrainDeps & { alerts: NonNullable<DrainDeps['alerts']> } {
  const db = connectPostgres(databaseUrl(env));
  return {
    store: createSqlStore(db),
    alerts: createAlertStore(db),
    mailer: mailerFromEnv(env),
    env,
  };
}

export function handlerFromEnv(kind: FormKind, env: Env): FormHandler {
  return createFormHandler({ kind, ...outboxDepsFromEnv(env) });
}

type Handler = (
  request: Request,
  context: { ip: string; address: ClientAddressReport },
) => Promise<Response>;

/**
 * What an entry point hands to Deno.serve: `handle`, given the client address read from the
 * platform's proxy hops (see client-ip.ts), never from what the sender wrote.
 */
function served(handle: Handler, env: Env) {
  const settings = clientIpSettingsFromEnv(env);
  return (
    request: Request,
    info: { remoteAddr: { hostname?: string } | unknown },
  ): Promise<Response> => {
    const remote = info.remoteAddr as { hostname?: string } | undefined;
    const address = explainClientAddress(request, remote?.hostname, settings);
    return handle(request, { ip: address.ip, address });
  };
}

/** A form function's entry point (send-contact-email, send-tech-refugee-form, submit-application, request-talent). */
export function entryPoint(kind: FormKind, env: Env) {
  return served(handlerFromEnv(kind, env), env);
}

/**
 * What only pg_cron (through pg_net) may call: POST with `Authorization: Bearer <service role
 * key>` (SUPABASE_SERVICE_ROLE_KEY, which Supabase sets in every function) and no Origin; anything
 * else is refused as scheduledCallRefusal says (request-bounds.ts). `work` answers the report.
 */
function scheduledEntryPoint(
  env: Env,
  what: string,
  work: (request: Request) => Promise<Record<string, unknown>>,
) {
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const json = (status: number, body: unknown) => Response.json(body, { status });
  return async (request: Request): Promise<Response> => {
    const refusal = scheduledCallRefusal(request, key, what);
    await request.body?.cancel().catch(() => undefined);
    if (refusal?.status === 503)
      consoleLogger.error(`SUPABASE_SERVICE_ROLE_KEY is not set: ${what} refuses every call`, {});
    if (refusal) return json(refusal.status, { error: refusal.error });
    try {
      return json(200, { ok: true, ...(await work(request)) });
    } catch (error) {
      consoleLogger.error(`${what} failed`, {
        reason: error instanceof Error ? error.message : String(error),
      });
      return json(503, { error: `server: ${what} failed; the next one tries again` });
    }
  };
}

/**
 * The outbox-drain entry point, which pg_cron invokes every minute through pg_net
 * (supabase/migrations/20261125000000_outbox.sql): runs every pass of the drain (http/drain-passes.ts)
 * and answers what each did.
 */
export function drainEntryPoint(env: Env) {
  const deps = outboxDepsFromEnv(env);
  return scheduledEntryPoint(env, 'the drain', async () => drain(drainPasses(deps)));
}

/** What the job-alerts function and its run work with. */
export function alertDepsFromEnv(env: Env): AlertDeps {
  const deps = outboxDepsFromEnv(env);
  return { alerts: deps.alerts, mailer: deps.mailer, env };
}

/** The job-alerts entry point: the subscribe, confirm, manage and unsubscribe actions. */
export function alertsEntryPoint(env: Env) {
  return served(createJobAlertsHandler(alertDepsFromEnv(env)), env);
}

/**
 * The job-alerts-send entry point, which pg_cron invokes every 15 minutes through pg_net
 * (supabase/migrations/20261127000000_job_alerts.sql): one alert run, its report as the answer.
 */
export function alertsSendEntryPoint(env: Env) {
  const deps = alertDepsFromEnv(env);
  const self = `${publicFunctionsUrl(env)}/${JOB_ALERTS_FUNCTION}-send`;
  return scheduledEntryPoint(env, 'the alert run', async (request) => {
    const report = await runAlerts(deps);
    // One invocation does at most MAX_EMAILS_PER_INVOCATION (its CPU time is bounded): when it
    // stopped there, it starts the next one at once instead of waiting for the schedule, up to
    // MAX_HOPS in a row (20 × 4,000 emails).
    const hop = Number(request.headers.get(HOP_HEADER) ?? 0) || 0;
    const more = !report.complete || report.emailsSent >= MAX_EMAILS_PER_INVOCATION;
    if (more && hop < MAX_HOPS && publicFunctionsUrl(env)) {
      const next = fetch(self, {
        method: 'POST',
        headers: {
          authorization: request.headers.get('authorization') ?? '',
          'content-type': 'application/json',
          [HOP_HEADER]: String(hop + 1),
        },
        body: '{}',
        signal: AbortSignal.timeout(5_000),
      })
        .then((r) => r.body?.cancel())
        // The answer of the next run is its own; only its start matters here.
        .catch(() => undefined);
      platformWaitUntil(next);
    }
    return { ...report, continued: more && hop < MAX_HOPS };
  });
}

const HOP_HEADER = 'x-job-alerts-hop';
const MAX_HOPS = 20;

/** The collector's entry point (collect-vitals): the same database and client address as the forms. */
export function collectorEntryPoint(env: Env) {
  const store = createSqlFieldStore(connectPostgres(databaseUrl(env)));
  return served(createCollectorHandler({ store, env }), env);
}
