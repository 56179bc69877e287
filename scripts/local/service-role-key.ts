/**
 * The service role key of the local functions: the key `outbox-drain` and `job-alerts-send` answer
 * to on `npm start`, as the deployed ones answer only to the project's (the schedule in
 * supabase/migrations sends it as `Authorization: Bearer <key>`). SUPABASE_SERVICE_ROLE_KEY when
 * set; otherwise the local server makes one at its first start, a service role JWT like the
 * platform's (signed with a random secret no one keeps: only its equality is checked here, as
 * the deployed function checks it), and keeps it, readable by its owner only, beside the data
 * folder: `<LOCAL_DATA_DIR or .data>.service-role-key`. The local tools that call those functions
 * (`npm run alerts:send`) read it from there.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');

type Env = Record<string, string | undefined>;

/** Where the local server keeps the key it made. */
export function serviceRoleKeyFile(env: Env): string {
  return `${path.resolve(projectRoot, env.LOCAL_DATA_DIR || '.data')}.service-role-key`;
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A JWT (HS256) with the service role's claims, as Supabase issues the service role key. */
function mintServiceRoleKey(): string {
  const head = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64Url(
    JSON.stringify({
      iss: 'supabase-local',
      role: 'service_role',
      iat: Math.floor(Date.now() / 1000),
    }),
  );
  const signature = createHmac('sha256', randomBytes(32)).update(`${head}.${claims}`).digest();
  return `${head}.${claims}.${base64Url(signature)}`;
}

function readKey(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The key, made and kept at the first call when none is set or kept (the local server's start). */
export function ensureServiceRoleKey(env: Env): string {
  if (env.SUPABASE_SERVICE_ROLE_KEY) return env.SUPABASE_SERVICE_ROLE_KEY;
  const file = serviceRoleKeyFile(env);
  const kept = readKey(file);
  if (kept) return kept;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: two servers starting at once keep the first one's key.
    writeFileSync(file, `${mintServiceRoleKey()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(file);
}

/** The key a local tool sends, or '' when the local server has not made one yet. */
export function serviceRoleKey(env: Env): string {
  return env.SUPABASE_SERVICE_ROLE_KEY || readKey(serviceRoleKeyFile(env));
}
