/**
 * What each Deno entry point runs: wires the handler to postgres.js and Resend from the
 * environment. Only `Deno` globals are used here through the parameters, so the file stays
 * type-checkable by Node's tsc as well.
 */
import { createResendMailer, createUnconfiguredMailer } from './email.ts';
import { consoleLogger, createFormHandler, forwardedClientIp, type Env, type FormHandler } from './handler.ts';
import { connectPostgres } from './postgres-db.ts';
import { createMemoryStore, createSqlStore, type FormKind, type SubmissionStore } from './store.ts';

export function handlerFromEnv(kind: FormKind, env: Env): FormHandler {
  let store: SubmissionStore;
  if (env.SUBMISSIONS_STORE === 'memory') {
    consoleLogger.info('SUBMISSIONS_STORE=memory: submissions are kept in memory only', { kind });
    store = createMemoryStore();
  } else {
    const url = env.SUPABASE_DB_URL;
    if (!url) throw new Error('SUPABASE_DB_URL is not set');
    store = createSqlStore(connectPostgres(url));
  }
  const mailer = env.RESEND_API_KEY
    ? createResendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL || undefined })
    : createUnconfiguredMailer('RESEND_API_KEY is not set');
  return createFormHandler({ kind, store, mailer, env });
}

/** The address to rate-limit on: the first X-Forwarded-For hop (Supabase's gateway), else the socket. */
export function ipOf(request: Request, remote: { hostname?: string } | undefined): string {
  return forwardedClientIp(request, remote?.hostname ?? 'unknown');
}
