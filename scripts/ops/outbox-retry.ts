/**
 * `npm run outbox:retry`: sends again every stored submission whose notification email failed,
 * was deferred by the hourly email cap (EMAIL_HOURLY_CAP), or is still pending after a minute,
 * through the configured mailer, and records the outcome. The cap holds here too: what does not
 * fit this hour stays deferred for a later run. Spam is never sent.
 * Uses the same database and mailer as the local server (DATABASE_URL or PGlite in .data/;
 * RESEND_API_KEY or the .outbox/ folder). Stop the local server first when it uses PGlite.
 */
import { deliver, type Env } from '../../supabase/functions/_shared/handler.ts';
import type { Mailer } from '../../supabase/functions/_shared/email.ts';
import type { SubmissionStore } from '../../supabase/functions/_shared/store.ts';
import { openLocalBackend } from '../local/local-functions';

export type RetryReport = { sent: number; failed: number; deferred: number; ids: string[] };

export async function retryUnsent(
  { store, mailer, env }: { store: SubmissionStore; mailer: Mailer; env: Env },
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<RetryReport> {
  const unsent = await store.unsent(new Date(now.getTime() - 60_000), limit);
  const report: RetryReport = { sent: 0, failed: 0, deferred: 0, ids: [] };
  for (const submission of unsent) {
    const outcome = await deliver(submission, { store, mailer, env, clock: () => now });
    report[outcome] += 1;
    if (outcome !== 'deferred') report.ids.push(submission.id);
  }
  return report;
}

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    console.log(`Retrying unsent emails (${backend.describe})`);
    const report = await retryUnsent(backend);
    console.log(`${report.sent} sent, ${report.failed} still failing, ${report.deferred} deferred (hourly email cap)`);
    process.exitCode = report.failed > 0 ? 1 : 0;
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
