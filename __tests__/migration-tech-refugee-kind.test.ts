/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, openPostgres, type LocalDb } from '@/scripts/local/local-functions';
import { startPostgres, type TestPostgres } from './helpers/postgres';

/**
 * The registration's kind renamed in stored data (supabase/migrations/20261127120000_tech_refugee_kind.sql):
 * a PostgreSQL 15 database migrated up to it, holding counters under the old name (one window counted under
 * both names, as during a deploy), keeps every count under the new one, and the retention job
 * reports the kind by that name.
 */
const MIGRATION = '20261127120000_tech_refugee_kind.sql';
const migrations = path.resolve(__dirname, '../supabase/migrations');

let server: TestPostgres;
let db: LocalDb;
let before: string;
beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  for (const file of readdirSync(migrations).filter((f) => f < MIGRATION))
    cpSync(path.join(migrations, file), path.join(before, file));
  server = await startPostgres();
  db = openPostgres(server.url);
  await applyMigrations(db, before);
  // Starting PostgreSQL and applying every migration takes seconds on a busy 2-core machine.
}, 120_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
  rmSync(before, { recursive: true, force: true });
});

it('renames the stored kind, merging a window counted under both names', async () => {
  const window = '2026-11-27T10:00:00Z';
  await db.query(
    `insert into function_alerts (kind, topic, period_start) values
       ('registration', 'ceiling', $1), ('registration', 'email-cap', $1), ('tech-refugee', 'ceiling', $1),
       ('contact', 'ceiling', $1)`,
    [window],
  );
  await db.query(
    `insert into function_refusals (kind, client_ip, window_start, refused) values
       ('registration', '203.0.113.7', $1, 4), ('tech-refugee', '203.0.113.7', $1, 2),
       ('registration', '198.51.100.9', $1, 5)`,
    [window],
  );
  // This migration next, whatever later ones exist: what it does to the data is what is tested.
  cpSync(path.join(migrations, MIGRATION), path.join(before, MIGRATION));
  expect(await applyMigrations(db, before)).toEqual([MIGRATION]);

  const alerts = await db.query<{ kind: string; topic: string }>(
    'select kind, topic from function_alerts order by kind, topic',
  );
  expect(alerts).toEqual([
    { kind: 'contact', topic: 'ceiling' },
    { kind: 'tech-refugee', topic: 'ceiling' },
    { kind: 'tech-refugee', topic: 'email-cap' },
  ]);
  const refusals = await db.query<{ kind: string; client_ip: string; refused: number }>(
    'select kind, client_ip, refused from function_refusals order by client_ip',
  );
  expect(refusals).toEqual([
    { kind: 'tech-refugee', client_ip: '198.51.100.9', refused: 5 },
    { kind: 'tech-refugee', client_ip: '203.0.113.7', refused: 6 },
  ]);
  const purged = await db.query<{ kind: string }>(
    'select kind from purge_expired_submissions(now())',
  );
  expect(purged.map((row) => row.kind)).toEqual(['contact', 'tech-refugee', 'application']);
});
