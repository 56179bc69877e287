/**
 * The least a database must offer the store: parameterised queries and transactions. The deployed
 * functions (postgres.js, postgres-db.ts), the local server (PGlite) and the tests implement it.
 */
export interface Db {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

/** A row as the database returns it. */
export type Row = Record<string, unknown>;
