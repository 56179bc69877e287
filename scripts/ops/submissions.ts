/**
 * `npm run submissions [-- N]`: the latest stored submissions of every form (default 20) with
 * their email status, from the local server's database (DATABASE_URL or PGlite in .data/).
 * Submissions judged to be bots are listed apart, below, with the reason: they are kept (a
 * false positive loses nothing) but no email was sent for them. Last, what the drain parked after
 * its last attempt (a form's email, an application's task, a job alert's email): every parked
 * message counted by kind and reason, then the oldest N listed, oldest first.
 * Stop the local server first when it uses PGlite (one process at a time opens its folder).
 */
import { printable } from '../../supabase/functions/_shared/core/rules.ts';
import type {
  ParkedCount,
  ParkedMessage,
  SubmissionSummary,
} from '../../supabase/functions/_shared/store/store.ts';
import {
  COUNT_GROUPS,
  moreLine,
  parkedCountLines,
} from '../../supabase/functions/_shared/outbox/parked-report.ts';
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

/** Every parked message counted, and how many parked messages there are. */
export type ParkedCounts = { total: number; groups: ParkedCount[] };

/**
 * What the drain parked: every parked message counted by kind and reason, then the oldest
 * (`parked`, oldest first), each with whose it was and why, then how many more there are.
 */
export function formatParked(parked: ParkedMessage[], counts: ParkedCounts): string[] {
  return [
    '',
    'Parked after their last attempt (forward or redo each by hand):',
    ...parkedCountLines(counts),
    `The oldest ${parked.length}, oldest first:`,
    ...parked.map((m) =>
      printable(
        `${m.parkedAt.toISOString()}  ${m.what}  ${m.id}  <${m.address}>  after ${m.attempts} attempts: ${m.reason}`,
      ),
    ),
    ...moreLine(counts.total, parked.length, 'npm run submissions -- <a larger N>'),
  ];
}

/** The report: people first, then spam apart, then what else was parked. */
export function formatReport(
  rows: SubmissionSummary[],
  describe: string,
  parked: { messages: ParkedMessage[]; counts: ParkedCounts } | null = null,
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
  return parked?.counts.total ? [...lines, ...formatParked(parked.messages, parked.counts)] : lines;
}

async function main() {
  const limit = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 20;
  const backend = await openLocalBackend(process.env);
  try {
    const parked = {
      messages: await backend.store.parkedSince(new Date(0), limit),
      counts: await backend.store.parkedCounts(new Date(0), COUNT_GROUPS),
    };
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
