/**
 * PostgreSQL 15 for the Deno tests, from Debian's packages (as __tests__/helpers/postgres.ts does
 * for Jest): each call starts a fresh cluster in a temp folder owned by the postgres user, on
 * 127.0.0.1 only, with every migration of supabase/migrations applied, removed by `stop`.
 * The migrated cluster is made once (initdb, then each migration in order) and kept, stopped, as
 * a template in /tmp named by a hash of PG_BIN and the migrations (a changed or added migration
 * makes a new one); each cluster starts as a copy of it, which takes a fraction of initdb's time.
 * Templates unused for a day are removed. Needs root (the server runs as the postgres user).
 * Deno only (the Node type-check leaves _test/ out).
 */
import { connectPostgres } from '../_shared/store/postgres-db.ts';

const PG_BIN = Deno.env.get('PG_BIN') || '/usr/lib/postgresql/15/bin';
const TEMPLATE_PREFIX = 'cts-deno-pg-template-';
const DAY_MS = 24 * 60 * 60 * 1000;

async function run(cmd: string, args: string[]): Promise<string> {
  const out = await new Deno.Command(cmd, { args, stdout: 'piped', stderr: 'piped' }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`${cmd} ${args.join(' ')} failed:\n${text}`);
  return text;
}

const asPostgres = (binary: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${binary}`, ...args]);

/** A new folder in /tmp owned by the postgres user. */
async function postgresDir(): Promise<string> {
  const dir = (await run('mktemp', ['-d', '/tmp/cts-deno-pg-XXXXXX'])).trim();
  await run('chown', ['postgres:postgres', dir]);
  return dir;
}

/**
 * Starts the cluster in `dir`/data on `firstPort`, or the next free port when another server
 * holds it (a test file running beside this one under `deno test --parallel`, another checkout's
 * run), as the Jest helper does. Returns the port.
 */
async function startCluster(dir: string, firstPort: number): Promise<number> {
  let lastError: unknown;
  for (let port = firstPort; port < firstPort + 20; port++) {
    try {
      await asPostgres('pg_ctl', [
        '-D',
        `${dir}/data`,
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off`,
        '-l',
        `${dir}/server.log`,
        '-w',
        '-t',
        '30',
        'start',
      ]);
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `PostgreSQL did not start on 127.0.0.1:${firstPort}–${firstPort + 19}: ${String(lastError)}`,
  );
}

const stopCluster = (dir: string) =>
  asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);

/** supabase/migrations in the order they apply, with their text. */
function migrations(): { name: string; sql: string }[] {
  const folder = new URL('../../migrations/', import.meta.url);
  return [...Deno.readDirSync(folder)]
    .map((e) => e.name)
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: Deno.readTextFileSync(new URL(name, folder)) }));
}

async function templateName(list: { name: string; sql: string }[]): Promise<string> {
  const text = JSON.stringify([PG_BIN, list]);
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `/tmp/${TEMPLATE_PREFIX}${hex.slice(0, 16)}`;
}

/** Removes the templates of other migrations that no run used for a day. */
async function sweepTemplates(keep: string) {
  for (const entry of Deno.readDirSync('/tmp')) {
    const path = `/tmp/${entry.name}`;
    if (!entry.name.startsWith(TEMPLATE_PREFIX) || path === keep) continue;
    const used = Deno.statSync(path).mtime?.getTime() ?? 0;
    if (Date.now() - used > DAY_MS) await run('rm', ['-rf', path]);
  }
}

/**
 * The stopped cluster with every migration applied, made now if no run made it yet. Two files
 * that both make it keep the first one renamed into place.
 */
async function migratedTemplate(firstPort: number): Promise<string> {
  const list = migrations();
  const template = await templateName(list);
  try {
    Deno.utimeSync(template, new Date(), new Date());
    return template;
  } catch {
    // Not made yet.
  }
  const dir = await postgresDir();
  try {
    await asPostgres('initdb', [
      '-D',
      `${dir}/data`,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await startCluster(dir, firstPort);
    const db = connectPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1 });
    try {
      for (const { sql } of list) await db.query(sql);
    } finally {
      await db.end();
      await stopCluster(dir);
    }
    await Deno.rename(dir, template).catch(() => run('rm', ['-rf', dir]));
  } catch (error) {
    await run('rm', ['-rf', dir]);
    throw error;
  }
  await sweepTemplates(template);
  return template;
}

/**
 * A fresh PostgreSQL 15 cluster with supabase/migrations applied, on DENO_PG_PORT or the next
 * free port; `db` is a client of it, `stop` stops it and removes its folder.
 */
export async function startPostgres(firstPort = Number(Deno.env.get('DENO_PG_PORT') || 55433)) {
  const template = await migratedTemplate(firstPort);
  const dir = await postgresDir();
  let port: number;
  try {
    await run('cp', ['-a', `${template}/data`, `${dir}/data`]);
    port = await startCluster(dir, firstPort);
  } catch (error) {
    await run('rm', ['-rf', dir]);
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const db = connectPostgres(url, { max: 2 });
  return {
    url,
    db,
    async stop() {
      await db.end();
      await stopCluster(dir).catch(() => undefined);
      await run('rm', ['-rf', dir]);
    },
  };
}
