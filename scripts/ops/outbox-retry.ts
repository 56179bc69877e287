/**
 * `npm run outbox:retry`: runs the outbox's drain once, the very drain pg_cron runs every minute
 * on the hosted project and the local server runs on a timer (supabase/functions/_shared/outbox/outbox.ts):
 * every person's row whose email is due (pending and not held by a sender, failed past its
 * backoff until MAX_EMAIL_ATTEMPTS, then 'gave-up'; 'unverified', checked with Turnstile's
 * siteverify again first, spam if it fails), newest first, within the hourly cap, then each
 * function's digest of what the cap holds back when one is due. Spam is never sent.
 * Uses the same database and mailer as the local server (DATABASE_URL or PGlite in .data/;
 * RESEND_API_KEY or the .outbox/ folder). Stop the local server first when it uses PGlite.
 */
import {
  drain,
  type DrainReport,
  type OutboxDeps,
} from '../../supabase/functions/_shared/outbox/outbox.ts';
import { siteOrigins } from '../../supabase/functions/_shared/core/settings.ts';
import { turnstileFromEnv } from '../../supabase/functions/_shared/providers/turnstile.ts';
import { openLocalBackend } from '../local/local-functions';

/** One drain over `deps` (its clock: `now`), with Turnstile from its environment. */
export async function retryUnsent(
  deps: Omit<OutboxDeps, 'turnstile'>,
  { now }: { now?: Date } = {},
): Promise<DrainReport> {
  const turnstile = turnstileFromEnv(
    deps.env,
    siteOrigins(deps.env).map((o) => new URL(o).hostname),
  );
  return drain({
    ...deps,
    ...(now ? { clock: () => now } : {}),
    turnstile: turnstile.state === 'on' ? turnstile.verify : null,
  });
}

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    console.log(`Draining the outbox (${backend.describe})`);
    const r = await retryUnsent(backend);
    console.log(
      `${r.sent} sent, ${r.failed} failed (tried again after a backoff), ${r.deferred} deferred (email cap), ${r.digested} sent in digests, ` +
        `${r.verified} verified by Turnstile, ${r.spam} failed Turnstile (spam), ${r.unverified} still unverified; ` +
        `applications' tasks (Zoho hand-off, confirmations): ${r.tasks.done} done, ${r.tasks.skipped} skipped, ` +
        `${r.tasks.retry} to try again, ${r.tasks.gaveUp} given up; ` +
        `job alert emails: ${r.alerts?.sent ?? 0} sent, ${r.alerts?.failed ?? 0} failed`,
    );
    process.exitCode = r.failed + (r.alerts?.failed ?? 0) > 0 ? 1 : 0;
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
