/**
 * A real PostgreSQL 15 server for a test suite: Debian's binaries, a fresh cluster in a temp
 * folder owned by the postgres user, listening on 127.0.0.1 only, removed afterwards, with the
 * pg_cron extension preloaded (as on a hosted Supabase project) for the scheduled purge.
 * As root with apt-get and PostgreSQL 15 or pg_cron not installed, it installs the postgresql-15
 * and postgresql-15-cron packages (as scripts/test/ensure-chromium.sh does for Chromium); otherwise it
 * fails with a clear message.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
export const PG_TEST_PORT = Number(process.env.PG_TEST_PORT || 55432);
const PG_CRON = path.join(PG_BIN, '..', 'lib', 'pg_cron.so');

export type TestPostgres = { url: string; stop(): Promise<void> };

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function asPostgres(binary: string, args: string[]): string {
  return run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args]);
}

function ensureInstalled(): void {
  if (existsSync(path.join(PG_BIN, 'initdb')) && existsSync(PG_CRON)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    run('sh', ['-c', 'command -v apt-get']);
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (!root || !hasApt) {
    throw new Error(
      `PostgreSQL 15 with pg_cron is needed for these tests (${PG_BIN}/initdb or ${PG_CRON} not found). Install Debian's ` +
        'postgresql-15 and postgresql-15-cron packages (apt-get install postgresql-15 postgresql-15-cron; on Ubuntu from apt.postgresql.org, as .github/workflows/ci.yml does), ' +
        'set PG_BIN to the bin folder of another PostgreSQL 15 with pg_cron, or run the tests as root with apt-get available.',
    );
  }
  execFileSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 postgresql-15-cron',
    ],
    {
      stdio: 'inherit',
    },
  );
}

const INITDB = ['-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'];

/**
 * A fresh cluster as initdb makes it, kept in the temp folder for this PostgreSQL and these
 * options; made once (in a folder of its own, then renamed into place, so a run never sees half
 * of one) and only copied after.
 */
function freshCluster(uid: number, gid: number): string {
  const key = createHash('sha256')
    .update(JSON.stringify([PG_BIN, INITDB]))
    .digest('hex')
    .slice(0, 12);
  const kept = path.join(tmpdir(), `cts-pg-initdb-${key}`);
  const whole = () =>
    ['PG_VERSION', 'global/pg_control', 'base'].every((f) =>
      existsSync(path.join(kept, 'data', f)),
    );
  if (whole()) return kept;
  // One the temp folder's cleaner took files from is made again.
  rmSync(kept, { recursive: true, force: true });
  const making = mkdtempSync(`${kept}.making-`);
  try {
    chownSync(making, uid, gid);
    chmodSync(making, 0o700);
    asPostgres('initdb', ['-D', path.join(making, 'data'), ...INITDB]);
    renameSync(making, kept);
  } catch (error) {
    // Another run put its copy in place first: that one is as good.
    if (!whole()) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return kept;
}

export async function startPostgres(): Promise<TestPostgres> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      'The PostgreSQL tests start a server as the postgres user (runuser): run them as root, as CI does.',
    );
  }
  ensureInstalled();
  const uid = Number(run('id', ['-u', 'postgres']).trim());
  const gid = Number(run('id', ['-g', 'postgres']).trim());
  const dir = mkdtempSync(path.join(tmpdir(), 'cts-pg-'));
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  // A copy of the machine's fresh cluster (made once by initdb, never started): the same files
  // initdb writes, without its bootstrap each time.
  run('cp', ['-a', path.join(freshCluster(uid, gid), 'data'), data]);
  // PG_TEST_PORT first; when another server holds it (a parallel Jest worker, another checkout's
  // run), the next ports, so that one busy port never fails a suite.
  let port = 0;
  let lastError: unknown;
  for (let candidate = PG_TEST_PORT; candidate < PG_TEST_PORT + 20 && !port; candidate++) {
    const options =
      `-p ${candidate} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off ` +
      `-c shared_preload_libraries=pg_cron -c cron.database_name=postgres -c cron.host=${dir}`;
    try {
      asPostgres('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '30',
        'start',
      ]);
      port = candidate;
    } catch (error) {
      lastError = error;
    }
  }
  if (!port) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start on 127.0.0.1:${PG_TEST_PORT}–${PG_TEST_PORT + 19}: ${String(lastError)}`,
    );
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
