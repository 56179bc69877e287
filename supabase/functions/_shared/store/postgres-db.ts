/**
 * The production database access: postgres.js over a connection URL (SUPABASE_DB_URL in the
 * functions, DATABASE_URL locally). `postgres` resolves to npm:postgres through deno.json in
 * Deno and to node_modules in Node.
 */
import postgres from 'postgres';
import type { Db } from './db.ts';

type Sql = ReturnType<typeof postgres>;
type Runner = { unsafe: Sql['unsafe'] };

function wrap(
  runner: Runner,
  begin: (fn: (tx: Runner) => Promise<unknown>) => Promise<unknown>,
): Db {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const rows = await runner.unsafe(text, params as never[]);
      return Array.from(rows) as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return (await begin((tx) =>
        fn(wrap(tx, () => Promise.reject(new Error('nested transaction')))),
      )) as T;
    },
  };
}

export type PostgresDb = Db & { end(): Promise<void> };

/**
 * Every query is bounded: a connection within `connectTimeoutSeconds` (5), a statement within
 * `statementTimeoutMs` (5 s), a lock within `lockTimeoutMs` (2 s: a locked table refuses the
 * visitor in time instead of storing after they gave up), a transaction left idle within 10 s.
 * A statement past its bound fails and its transaction rolls back: nothing half-stored. 0 turns
 * a bound off (an ops script's long purge).
 */
export function connectPostgres(
  url: string,
  options: {
    max?: number;
    statementTimeoutMs?: number;
    lockTimeoutMs?: number;
    connectTimeoutSeconds?: number;
  } = {},
): PostgresDb {
  const sql = postgres(url, {
    max: options.max ?? 3,
    idle_timeout: 20,
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    connection: {
      statement_timeout: options.statementTimeoutMs ?? 5000,
      lock_timeout: options.lockTimeoutMs ?? 2000,
      idle_in_transaction_session_timeout: 10_000,
    },
    // Supabase's pooler (transaction mode) does not keep prepared statements.
    prepare: false,
    onnotice: () => undefined,
  });
  const db = wrap(sql, (fn) => sql.begin((tx) => fn(tx as unknown as Runner)));
  return { ...db, end: () => sql.end({ timeout: 5 }) };
}
