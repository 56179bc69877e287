/**
 * `npm run outbox:retry`: sends what waits, as each accepted submission already does a few at a
 * time: emails that failed (until MAX_EMAIL_ATTEMPTS, then 'gave-up'), were deferred by the
 * hourly cap or the sender's share of it, are still pending after a minute, or are 'unverified'
 * (Turnstile's siteverify was unreachable: checked again first, spam if it fails). Newest first;
 * the caps hold here too. Spam is never sent.
 * Uses the same database and mailer as the local server (DATABASE_URL or PGlite in .data/;
 * RESEND_API_KEY or the .outbox/ folder). Stop the local server first when it uses PGlite.
 */
import { retryWaiting, siteOrigins, type Env, type RetryReport } from '../../supabase/functions/_shared/handler.ts';
import type { Mailer } from '../../supabase/functions/_shared/email.ts';
import type { SubmissionStore } from '../../supabase/functions/_shared/store.ts';
import { turnstileFromEnv } from '../../supabase/functions/_shared/turnstile.ts';
import { openLocalBackend } from '../local/local-functions';

export type { RetryReport };

export async function retryUnsent(
  { store, mailer, env }: { store: SubmissionStore; mailer: Mailer; env: Env },
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<RetryReport> {
  const turnstile = turnstileFromEnv(env, siteOrigins(env).map((o) => new URL(o).hostname));
  return retryWaiting({ store, mailer, env, clock: () => now, turnstile: turnstile.state === 'on' ? turnstile.verify : null }, { limit, now });
}

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    console.log(`Retrying unsent emails (${backend.describe})`);
    const r = await retryUnsent(backend);
    console.log(
      `${r.sent} sent, ${r.failed} still failing, ${r.deferred} deferred (email cap), ` +
        `${r.verified} verified by Turnstile, ${r.spam} failed Turnstile (spam), ${r.unverified} still unverified`,
    );
    process.exitCode = r.failed > 0 ? 1 : 0;
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
