/**
 * The local stand-in for the Supabase Edge Functions, mounted by the local server at
 * /functions/v1/<name>. It runs the functions' own handlers (supabase/functions/_shared) over:
 * - a database: PGlite (embedded Postgres, data in .data/ or LOCAL_DATA_DIR), or the server at
 *   DATABASE_URL when set; the migrations in supabase/migrations are applied at start;
 * - a mailer: Resend when RESEND_API_KEY is set, otherwise a local outbox folder (.outbox/ or
 *   LOCAL_OUTBOX_DIR) with one JSON file per email, attachments included.
 * The scheduled functions (job-alerts-send, outbox-drain) answer as deployed: the service role key
 * (scripts/local/service-role-key.ts), no page. A Host or request target that does not parse is
 * answered 400 (scripts/local/request-target.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import express, { type Router } from 'express';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { addressKey } from '../../supabase/functions/_shared/core/client-ip.ts';
import {
  createResendMailer,
  type Email,
  type Mailer,
} from '../../supabase/functions/_shared/providers/email.ts';
import { createCollectorHandler } from '../../supabase/functions/_shared/features/collector.ts';
import { COLLECTOR_NAME } from '../../supabase/functions/_shared/core/field-data.ts';
import {
  createSqlFieldStore,
  type FieldDataStore,
} from '../../supabase/functions/_shared/store/field-store.ts';
import { createFormHandler } from '../../supabase/functions/_shared/intake/handler.ts';
import {
  createJobAlertsHandler,
  runAlerts,
  type AlertDeps,
} from '../../supabase/functions/_shared/features/job-alerts.ts';
import { JOB_ALERTS_FUNCTION } from '../../supabase/functions/_shared/core/job-alert-rules.ts';
import {
  createAlertStore,
  type AlertStore,
} from '../../supabase/functions/_shared/store/store-alerts.ts';
import { drain, startDrainTimer } from '../../supabase/functions/_shared/outbox/drain.ts';
import { drainPasses } from '../../supabase/functions/_shared/http/drain-passes.ts';
import { scheduledCallRefusal } from '../../supabase/functions/_shared/core/request-bounds.ts';
import { ensureServiceRoleKey } from './service-role-key';
import { parsedTargetsOnly, plainErrors } from './request-target';
import {
  FUNCTION_NAMES,
  outboxFromEnv,
  type Env,
} from '../../supabase/functions/_shared/core/settings.ts';
import { connectPostgres } from '../../supabase/functions/_shared/store/postgres-db.ts';
import {
  createSqlStore,
  type Db,
  type FormKind,
  type SubmissionStore,
} from '../../supabase/functions/_shared/store/store.ts';

const projectRoot = path.resolve(__dirname, '../..');
const migrationsDir = path.join(projectRoot, 'supabase', 'migrations');

export type LocalDb = Db & {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  label: string;
};

/** PGlite as the functions' database interface. */
export async function openPglite(dataDir?: string): Promise<LocalDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const wrap = (runner: Pick<PGlite, 'query'>): Db => ({
    async query<T>(text: string, params: unknown[] = []) {
      return (await runner.query<T>(text, params)).rows;
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
  });
  return {
    ...wrap(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    label: dataDir
      ? `PGlite in ${path.relative(projectRoot, dataDir) || dataDir}`
      : 'PGlite in memory',
  };
}

/** A PostgreSQL server (DATABASE_URL) through the same postgres.js access the functions use. */
export function openPostgres(url: string): LocalDb {
  const db = connectPostgres(url, { max: 5 });
  return {
    ...db,
    async exec(sql) {
      await db.query(sql);
    },
    close: () => db.end(),
    label: `PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//***@')}`,
  };
}

/** The local default of JOB_ALERTS_SECRET: links signed with it are worth nothing elsewhere. */
const LOCAL_ALERTS_SECRET = 'local-job-alerts-secret-not-for-deployment';

/** Whether a database URL points at this machine (loopback), where the local tools may change its schema. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/**
 * Applies supabase/migrations/*.sql in name order, each once, to a local database (PGlite or a
 * loopback PostgreSQL). The bookkeeping table lives in its own schema, out of `public` (which the
 * hosted project's API exposes). A hosted database gets its migrations from the Supabase CLI
 * (`supabase db push`), never from these scripts.
 */
export async function applyMigrations(db: LocalDb, dir = migrationsDir): Promise<string[]> {
  await db.exec(`
    create schema if not exists local_ops;
    create table if not exists local_ops.schema_migrations (name text primary key, applied_at timestamptz not null default now());
    do $$ begin
      if to_regclass('public.local_schema_migrations') is not null then
        insert into local_ops.schema_migrations (name, applied_at)
          select name, applied_at from public.local_schema_migrations on conflict do nothing;
        drop table public.local_schema_migrations;
      end if;
    end $$;`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from local_ops.schema_migrations')).map(
      (r) => r.name,
    ),
  );
  const applied: string[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    await db.exec(readFileSync(path.join(dir, name), 'utf8'));
    await db.query('insert into local_ops.schema_migrations (name) values ($1)', [name]);
    applied.push(name);
  }
  return applied;
}

/** For a database the local tools do not migrate: the functions' tables must be there already. */
export async function requireSchema(db: LocalDb): Promise<void> {
  const [row] = await db.query<{ ok: boolean }>(
    "select to_regclass('public.function_alerts') is not null and to_regclass('public.tech_refugee_registrations') is not null as ok",
  );
  if (!row.ok) {
    throw new Error(
      `${db.label} lacks the functions' tables or their latest migration. Apply supabase/migrations with the Supabase CLI ` +
        '(`supabase db push`); the local tools only migrate PGlite and a PostgreSQL on this machine.',
    );
  }
}

/**
 * Writes each email as one JSON file (attachments as base64) in `dir`, named by its idempotency
 * key: the same key again is the same file, not a second email (as Resend does for a day).
 */
export function createOutboxMailer(
  dir: string,
  log: (line: string) => void = (line) => console.log(line),
): Mailer {
  const mailer: Mailer = {
    async send(email: Email, { idempotencyKey }) {
      mkdirSync(dir, { recursive: true });
      const id = idempotencyKey.replace(/[^A-Za-z0-9-]+/g, '_');
      const file = path.join(dir, `${id}.json`);
      if (existsSync(file)) return { id: `outbox:${id}` };
      const record = {
        ...email,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.size,
          contentBase64: a.base64,
        })),
      };
      writeFileSync(file, JSON.stringify(record, null, 2));
      log(
        `[outbox] "${email.subject}" to ${email.to.join(', ')} -> ${path.relative(process.cwd(), file)}`,
      );
      return { id: `outbox:${id}` };
    },
    // One file per email of the batch, named by the email's own key (else the batch's and its place).
    async sendBatch(emails: Email[], { idempotencyKey, keys }) {
      const ids: string[] = [];
      for (const [i, email] of emails.entries())
        ids.push(
          (await mailer.send(email, { idempotencyKey: keys?.[i] ?? `${idempotencyKey}-${i}` }))
            .id ?? '',
        );
      return { ids };
    },
  };
  return mailer;
}

export type LocalBackend = {
  db: LocalDb;
  store: SubmissionStore;
  /** The job alerts' tables. */
  alerts: AlertStore;
  /** The collector's beacons and CSP reports (collect-vitals). */
  fieldStore: FieldDataStore;
  mailer: Mailer;
  env: Env;
  describe: string;
  close(): Promise<void>;
};

/** The database and mailer the local server (and the outbox/submissions scripts) use. */
export async function openLocalBackend(baseEnv: Env = process.env): Promise<LocalBackend> {
  const env: Env = {
    ...baseEnv,
    JOB_ALERTS_SECRET: baseEnv.JOB_ALERTS_SECRET || LOCAL_ALERTS_SECRET,
  };
  const db = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(path.resolve(projectRoot, env.LOCAL_DATA_DIR || '.data'));
  if (!env.DATABASE_URL || isLoopbackUrl(env.DATABASE_URL)) await applyMigrations(db);
  else await requireSchema(db);
  const outbox = path.resolve(projectRoot, env.LOCAL_OUTBOX_DIR || '.outbox');
  const mailer = env.RESEND_API_KEY
    ? createResendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL || undefined })
    : createOutboxMailer(outbox);
  const describe = `${db.label}; email ${env.RESEND_API_KEY ? 'through Resend' : `to ${path.relative(process.cwd(), outbox) || outbox}/`}`;
  return {
    db,
    store: createSqlStore(db),
    alerts: createAlertStore(db),
    fieldStore: createSqlFieldStore(db),
    mailer,
    env,
    describe,
    close: () => db.close(),
  };
}

/**
 * The request body as a web stream, pulled as the handler reads. A handler that refuses without
 * reading (403, 415, 429...) cancels it: the rest is drained and dropped, never buffered, and the
 * connection stays up so the client reads the answer (Readable.toWeb would destroy the socket).
 */
function bodyStream(req: express.Request): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => !cancelled && controller.close());
      req.once('error', (error) => !cancelled && controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

/** Express glue: passes the request to a web-standard handler and streams its answer back. */
export function expressAdapter(
  handler: (request: Request, context: { ip: string }) => Promise<Response>,
) {
  return async (req: express.Request, res: express.Response) => {
    // guardRequestTarget has checked that the Host and the target parse.
    const url = `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? bodyStream(req) : undefined,
      duplex: 'half',
    } as RequestInit);
    // Locally the socket is the client: no proxy in front, so no forwarding header is read.
    const ip = addressKey(req.socket.remoteAddress ?? '') ?? 'unknown';
    const response = await handler(request, { ip });
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

/** The name of the drain's function, which pg_cron calls deployed (supabase/migrations). */
const DRAIN_FUNCTION = 'outbox-drain';

/**
 * A scheduled function on the local server: refused as the deployed one refuses
 * (scheduledCallRefusal: POST, no Origin, the service role key), then `work`'s report, or 503
 * naming why it failed.
 */
function scheduledRoute(key: string, what: string, work: () => Promise<object>) {
  return expressAdapter(async (request) => {
    const refusal = scheduledCallRefusal(request, key, what);
    await request.body?.cancel().catch(() => undefined);
    if (refusal) return Response.json({ error: refusal.error }, { status: refusal.status });
    try {
      return Response.json({ ok: true, ...(await work()) });
    } catch (error) {
      console.error(`${what} failed:`, error);
      return Response.json(
        {
          error: `server: ${what} failed (${error instanceof Error ? error.message : String(error)})`,
        },
        { status: 503 },
      );
    }
  });
}

/**
 * The functions under /functions/v1. `selfOrigins`: the origins of the server that mounts them,
 * which the functions take submissions from besides SITE_ORIGINS (the site's own pages).
 */
export async function createLocalFunctions(
  baseEnv: Env = process.env,
  {
    selfOrigins = [],
    functionsUrl,
  }: {
    selfOrigins?: string[];
    /** Where these functions answer (`<origin>/functions/v1`): the job alerts' one-click unsubscribe link. */
    functionsUrl?: string;
  } = {},
): Promise<Router> {
  const env: Env = {
    ...baseEnv,
    SITE_ORIGINS: [baseEnv.SITE_ORIGINS ?? '', ...selfOrigins].filter(Boolean).join(','),
    // The links in the alerts' emails are signed with it; locally a fixed one does.
    JOB_ALERTS_SECRET: baseEnv.JOB_ALERTS_SECRET || LOCAL_ALERTS_SECRET,
    PUBLIC_FUNCTIONS_URL:
      baseEnv.PUBLIC_FUNCTIONS_URL ||
      functionsUrl ||
      (selfOrigins[0] ? `${selfOrigins[0]}/functions/v1` : ''),
  };
  const backend = await openLocalBackend(env);
  console.log(
    `Local functions: ${[...Object.values(FUNCTION_NAMES), COLLECTOR_NAME, JOB_ALERTS_FUNCTION, `${JOB_ALERTS_FUNCTION}-send`, DRAIN_FUNCTION].join(', ')} (${backend.describe})`,
  );
  const router = express.Router();
  for (const kind of Object.keys(FUNCTION_NAMES) as FormKind[]) {
    const handler = createFormHandler({
      kind,
      store: backend.store,
      alerts: backend.alerts,
      mailer: backend.mailer,
      env,
    });
    router.all(`/${FUNCTION_NAMES[kind]}`, expressAdapter(handler));
  }
  // What pg_cron does for the deployed functions: the drain, every OUTBOX_DRAIN_SECONDS (60), for
  // as long as the process runs (the timer does not keep it alive).
  const drainDeps = { store: backend.store, alerts: backend.alerts, mailer: backend.mailer, env };
  startDrainTimer(() => drainPasses(drainDeps), outboxFromEnv(env).drainSeconds);
  // Job alerts: the actions at /job-alerts/<action>.
  const alertDeps: AlertDeps = { alerts: backend.alerts, mailer: backend.mailer, env };
  const alertsHandler = expressAdapter(createJobAlertsHandler(alertDeps));
  router.all(`/${JOB_ALERTS_FUNCTION}`, alertsHandler);
  router.all(`/${JOB_ALERTS_FUNCTION}/:action`, alertsHandler);
  // The scheduled functions, as pg_cron calls them deployed: the service role key, no page.
  // `npm run alerts:send` sends the key; the drain runs on the timer above and on a call here.
  const key = ensureServiceRoleKey(baseEnv);
  router.all(
    `/${JOB_ALERTS_FUNCTION}-send`,
    // No CPU limit here: one run does everything, however many emails.
    scheduledRoute(key, 'the alert run', () =>
      runAlerts(alertDeps, { maxEmails: Number.MAX_SAFE_INTEGER }),
    ),
  );
  router.all(
    `/${DRAIN_FUNCTION}`,
    scheduledRoute(key, 'the drain', async () => ({
      ...(await drain(drainPasses(drainDeps))),
      ids: undefined,
    })),
  );
  router.all(
    `/${COLLECTOR_NAME}`,
    expressAdapter(createCollectorHandler({ store: backend.fieldStore, env })),
  );
  if (env.LOCAL_INSPECT === '1') {
    // Test hook for the browser tests (off by default): a stored submission's summary.
    router.get('/_local/submissions', async (_req, res) => {
      res.json(await backend.store.recent(1000));
    });
    // The collector's rows (beacons and CSP reports) of the last day.
    router.get('/_local/field-data', async (_req, res) => {
      const since = new Date(Date.now() - 86_400_000);
      res.json({
        beacons: await backend.fieldStore.beaconsSince(since),
        violations: await backend.fieldStore.violationsSince(since),
      });
    });
    router.get('/_local/submissions/:id', async (req, res) => {
      const found = (await backend.store.recent(10_000)).find((s) => s.id === req.params.id);
      if (found) res.json(found);
      else res.status(404).json({ error: 'not found' });
    });
  }
  router.all('/:name', (req, res) => {
    res.status(404).json({ error: `No function named ${req.params.name}` });
  });
  return router;
}

/** `npx tsx scripts/local/local-functions.ts`: the functions alone at http://127.0.0.1:$PORT/functions/v1/<name>. */
if (require.main === module) {
  (async () => {
    const app = express();
    app.disable('x-powered-by');
    const port = Number(process.env.PORT || 54321);
    app.use(
      '/functions/v1',
      await createLocalFunctions(process.env, {
        functionsUrl: `http://127.0.0.1:${port}/functions/v1`,
      }),
    );
    app.use(plainErrors);
    // Loopback unless HOST says otherwise; the pages it serves live elsewhere: SITE_ORIGINS names them.
    const server = createServer(parsedTargetsOnly(app));
    server.listen(port, process.env.HOST || '127.0.0.1', () => {
      const address = server.address();
      console.log(
        `Local functions listening on port ${typeof address === 'object' && address ? address.port : ''}`,
      );
    });
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
