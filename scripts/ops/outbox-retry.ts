/**
 * `npm run outbox:retry`: sends what waits, as each accepted submission already does a few at a
 * time: emails that failed (until MAX_EMAIL_ATTEMPTS, then 'gave-up'), were deferred by the
 * hourly cap or the sender's share of it, are still pending after a minute, or are 'unverified'
 * (Turnstile's siteverify was unreachable: checked again first, spam if it fails). Newest first;
 * the caps hold here too; what the cap still holds back goes out in each function's digest when
 * one is due (EMAIL_DIGEST_SECONDS). Spam is never sent.
 * Uses the same database and mailer as the local server (DATABASE_URL or PGlite in .data/;
 * RESEND_API_KEY or the .outbox/ folder). Stop the local server first when it uses PGlite.
 */
import { FUNCTION_NAMES, retryWaiting, sendDigestIfDue, siteOrigins, type Env, type RetryReport } from '../../supabase/functions/_shared/handler.ts';
import type { Mailer } from '../../supabase/functions/_shared/email.ts';
import type { FormKind, SubmissionStore } from '../../supabase/functions/_shared/store.ts';
import { turnstileFromEnv } from '../../supabase/functions/_shared/turnstile.ts';
import { openLocalBackend } from '../local/local-functions';

export type { RetryReport };

export async function retryUnsent(
  { store, mailer, env }: { store: SubmissionStore; mailer: Mailer; env: Env },
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<RetryReport & { digested: number }> {
  const turnstile = turnstileFromEnv(env, siteOrigins(env).map((o) => new URL(o).hostname));
  const report = await retryWaiting({ store, mailer, env, clock: () => now, turnstile: turnstile.state === 'on' ? turnstile.verify : null }, { limit, now });
  let digested = 0;
  for (const kind of Object.keys(FUNCTION_NAMES) as FormKind[]) {
    digested += (await sendDigestIfDue(kind, { store, mailer, env, clock: () => now })).sent;
  }
  return { ...report, deferred: report.deferred - digested, digested };
}

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    console.log(`Retrying unsent emails (${backend.describe})`);
    const r = await retryUnsent(backend);
    console.log(
      `${r.sent} sent, ${r.failed} still failing, ${r.deferred} deferred (email cap), ${r.digested} sent in digests, ` +
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
