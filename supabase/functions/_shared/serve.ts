/**
 * What each Deno entry point runs: wires the handler to postgres.js and Resend from the
 * environment. Only `Deno` globals are used here through the parameters, so the file stays
 * type-checkable by Node's tsc as well.
 */
import { createResendMailer, createUnconfiguredMailer } from './email.ts';
import { clientAddress, clientIpSettingsFromEnv } from './client-ip.ts';
import { createCollectorHandler } from './collector.ts';
import { createMemoryFieldStore, createSqlFieldStore, type FieldDataStore } from './field-store.ts';
import { consoleLogger, createFormHandler, type Env, type FormHandler } from './handler.ts';
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

/**
 * What an entry point hands to Deno.serve: the handler, given the client address read from the
 * platform's proxy hops (see client-ip.ts), never from what the sender wrote.
 */
export function entryPoint(kind: FormKind, env: Env) {
  const handle = handlerFromEnv(kind, env);
  const settings = clientIpSettingsFromEnv(env);
  return (request: Request, info: { remoteAddr: { hostname?: string } | unknown }): Promise<Response> => {
    const remote = info.remoteAddr as { hostname?: string } | undefined;
    return handle(request, { ip: clientAddress(request, remote?.hostname, settings).ip });
  };
}

/** The collector's entry point (collect-vitals): the same store choice and client address as the forms. */
export function collectorEntryPoint(env: Env) {
  let store: FieldDataStore;
  if (env.SUBMISSIONS_STORE === 'memory') {
    consoleLogger.info('SUBMISSIONS_STORE=memory: field data is kept in memory only', { kind: 'field-data' });
    store = createMemoryFieldStore();
  } else {
    const url = env.SUPABASE_DB_URL;
    if (!url) throw new Error('SUPABASE_DB_URL is not set');
    store = createSqlFieldStore(connectPostgres(url));
  }
  const handle = createCollectorHandler({ store, env });
  const settings = clientIpSettingsFromEnv(env);
  return (request: Request, info: { remoteAddr: { hostname?: string } | unknown }): Promise<Response> => {
    const remote = info.remoteAddr as { hostname?: string } | undefined;
    return handle(request, { ip: clientAddress(request, remote?.hostname, settings).ip });
  };
}
