/**
 * `npm run outbox:retry`: runs the outbox's drain once, the very drain pg_cron runs every minute
 * on the hosted project and the local server runs on a timer: every pass of
 * supabase/functions/_shared/http/drain-passes.ts. The applications' tasks; each form's people's
 * rows whose email is due (pending and not held by a sender, failed past its backoff until
 * MAX_EMAIL_ATTEMPTS, then parked; 'unverified', checked with Turnstile's siteverify again first,
 * spam only if that check runs and fails), newest first, within the hourly cap; each form's digest
 * of what the cap holds back when one is due; the job alerts' emails; the operator's report of
 * what was parked. Spam is never sent; each row is handled alone.
 * Uses the same database and mailer as the local server (DATABASE_URL or PGlite in .data/;
 * RESEND_API_KEY or the .outbox/ folder). Stop the local server first when it uses PGlite.
 */
import { drain, type DrainReport } from '../../supabase/functions/_shared/outbox/drain.ts';
import { drainPasses, type DrainDeps } from '../../supabase/functions/_shared/http/drain-passes.ts';
import { openLocalBackend } from '../local/local-functions';

/** One drain over `deps` (its clock: `now`), with Turnstile from its environment. */
export async function retryUnsent(
  deps: DrainDeps,
  { now }: { now?: Date } = {},
): Promise<DrainReport> {
  return drain(drainPasses({ ...deps, ...(now ? { clock: () => now } : {}) }), { log: deps.log });
}

/** The report, one line a pass. */
export function describeDrain(r: DrainReport): string[] {
  return [
    `${r.sent} sent, ${r.failed} failed (tried again after a backoff), ${r.parked} parked (tried their last time: see npm run submissions), ` +
      `${r.deferred} deferred (email cap), ${r.digested} sent in digests, ${r.verified} verified by Turnstile, ` +
      `${r.spam} failed Turnstile (spam), ${r.notRun} mailed as "bot check could not run", ${r.unverified} still unverified`,
    ...Object.entries(r.passes).map(
      ([name, p]) =>
        `  ${name}: ${'error' in p ? `FAILED as a whole (${p.error}); its rows wait for the next drain` : JSON.stringify(p)}`,
    ),
  ];
}

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    console.log(`Draining the outbox (${backend.describe})`);
    const r = await retryUnsent(backend);
    console.log(describeDrain(r).join('\n'));
    const passFailed = Object.values(r.passes).some((p) => 'error' in p);
    process.exitCode = r.failed + r.parked > 0 || passFailed ? 1 : 0;
  } finally {
    await backend.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
