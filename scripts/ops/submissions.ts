/**
 * `npm run submissions [-- N]`: the latest stored submissions of every form (default 20) with
 * their email status, from the local server's database (DATABASE_URL or PGlite in .data/).
 * Submissions judged to be bots are listed apart, below, with the reason: they are kept (a
 * false positive loses nothing) but no email was sent for them. Last, what the drain parked after
 * its last attempt besides the forms' own emails (an application's task, a job alert's email).
 * Stop the local server first when it uses PGlite (one process at a time opens its folder).
 */
import { printable } from '../../supabase/functions/_shared/core/rules.ts';
import type {
  ParkedMessage,
  SubmissionSummary,
} from '../../supabase/functions/_shared/store/store.ts';
import { openLocalBackend } from '../local/local-functions';

export function formatSubmission(row: SubmissionSummary): string {
  const email =
    row.emailStatus === 'failed'
      ? `failed (${row.emailError ?? 'unknown'})`
      : row.emailStatus === 'gave-up'
        ? `GAVE UP after ${row.emailAttempts} attempts (${row.emailError ?? 'unknown'}): forward it by hand`
        : row.emailStatus === 'deferred'
          ? 'deferred (email cap; sent in the next digest)'
          : row.emailStatus === 'unverified'
            ? 'unverified (Turnstile unreachable; checked again before sending)'
            : row.emailStatus;
  // What senders typed is shown, never obeyed: no control or bidi character reaches the terminal.
  return [
    row.createdAt.toISOString(),
    row.kind.padEnd(14),
    row.id,
    printable(`${row.name} <${row.email}>`),
    printable(`"${row.topic}"`),
    row.spamReason
      ? `spam: ${row.spamReason}, no email`
      : printable(`email: ${email}, attempts ${row.emailAttempts}`),
  ].join('  ');
}

/**
 * What the drain parked besides a form's own email: an application's task, a job alert's email
 * (a form's parked email is listed above as GAVE UP), each with whose it was and why.
 */
export function formatParked(parked: ParkedMessage[]): string[] {
  const others = parked.filter((m) => m.what.includes(':'));
  return [
    '',
    `Parked after their last attempt (${others.length} tasks and job alert emails; forward or redo each by hand):`,
    ...others.map((m) =>
      printable(
        `${m.parkedAt.toISOString()}  ${m.what}  ${m.id}  <${m.address}>  after ${m.attempts} attempts: ${m.reason}`,
      ),
    ),
  ];
}

/** The report: people first, then spam apart, then what else was parked. */
export function formatReport(
  rows: SubmissionSummary[],
  describe: string,
  parked: ParkedMessage[] = [],
): string[] {
  const people = rows.filter((r) => !r.spamReason);
  const spam = rows.filter((r) => r.spamReason);
  const lines = [
    `Latest ${rows.length} submission(s) — ${describe}`,
    ...people.map(formatSubmission),
  ];
  if (people.length === 0) lines.push('(none from people)');
  lines.push(
    '',
    `Marked as spam (${spam.length}; stored, never emailed):`,
    ...spam.map(formatSubmission),
  );
  return parked.length ? [...lines, ...formatParked(parked)] : lines;
}

async function main() {
  const limit = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 20;
  const backend = await openLocalBackend(process.env);
  try {
    const parked = await backend.store.parkedSince(new Date(0), limit);
    console.log(
      formatReport(await backend.store.recent(limit), backend.describe, parked).join('\n'),
    );
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
