/**
 * `npm run check:content` for the tests: `checkContentCli` runs the command as an editor does (a
 * child Node process through tsx, its exit status and both streams); `checkContentHere` calls the
 * same core (lib/content/check-all.ts) in the test's own process, with the same variables, in a
 * fraction of the time. The CLI is run by the tests of its exit status and streams
 * (content-check.test.ts); the rules' findings are read from the core.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runContentCheck, type ContentCheckRun } from '@/lib/content/check-all';

const ROOT = process.cwd();
/** As the command runs in CI: a production build's rules (no drafts shown), not on GitHub unless asked. */
const BASE = { GITHUB_ACTIONS: '', NODE_ENV: 'production' } as const;

export type CheckRun = { status: number | null; stdout: string; stderr: string };

/** The command itself, in a child process, with `env` added to this process's variables. */
export function checkContentCli(env: Record<string, string>): CheckRun {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/build/check-content.ts')],
    { cwd: ROOT, env: { ...process.env, ...BASE, ...env }, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command's core in this process, with `env` set for the call and restored after it. */
export async function checkContentHere(env: Record<string, string>): Promise<ContentCheckRun> {
  const set = { ...BASE, ...env };
  const saved = Object.fromEntries(Object.keys(set).map((key) => [key, process.env[key]]));
  Object.assign(process.env, set);
  try {
    return await runContentCheck(process.env);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
