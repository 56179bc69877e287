/**
 * A form's pass of the drain: every person's row of one kind whose email is due (pending, failed
 * past its backoff, unverified), newest first, a few at a time, each handled alone. A layer above
 * may screen a row before its email goes (the form pipeline re-checks a bot check that could not
 * run, intake/passes.ts). Whatever throws for one row is recorded on that row (attempts, last
 * error), retried after its backoff and parked after its last attempt with its reason; the next
 * row is handled all the same.
 */
import { consoleLogger, maxEmailAttempts, outboxFromEnv } from '../core/settings.ts';
import type { FormKind, WaitingSubmission } from '../core/submission.ts';
import { deliver, leaseFrom, type OutboxDeps } from './deliver.ts';
import type { Pass, PassReport } from './drain.ts';

/**
 * What a screen decided for a row: `send` its email now, or not (the screen settled the row, or
 * left it for a later drain); `count`: what the report counts it as ("verified", "spam"...);
 * `row`: the row as it is now, when the screen changed what its email says.
 */
export type Screened = { send: boolean; count?: string; row?: WaitingSubmission };

/** Looks at a row before its email goes; may settle it. Throws: the row's failure. */
export type Screen = (row: WaitingSubmission) => Promise<Screened>;

/** Rows one pass sends at once. */
const DRAIN_BATCH = 4;

export function submissionsPass(kind: FormKind, deps: OutboxDeps, screen?: Screen): Pass {
  return { name: kind, run: (deadline) => sendWaiting(kind, deps, deadline, screen) };
}

async function sendWaiting(
  kind: FormKind,
  deps: OutboxDeps,
  deadline: number,
  screen?: Screen,
): Promise<PassReport> {
  const clock = deps.clock ?? (() => new Date());
  const report: PassReport = { sent: 0, failed: 0, deferred: 0, parked: 0, unfinished: 0 };
  const seen = new Set<string>();
  for (;;) {
    if (Date.now() >= deadline) {
      report.unfinished = 1;
      break;
    }
    const now = clock();
    const batch = (
      await deps.store.claimWaiting(kind, now, DRAIN_BATCH, leaseFrom(now, deps.env))
    ).filter((s) => !seen.has(s.id));
    if (batch.length === 0) break;
    for (const s of batch) seen.add(s.id);
    for (const counts of await Promise.all(batch.map((row) => handleAlone(row, deps, screen))))
      for (const count of counts) report[count] = (report[count] ?? 0) + 1;
  }
  return report;
}

/** One row's fate: screened, then sent; what throws is recorded on the row. Never throws. */
async function handleAlone(
  row: WaitingSubmission,
  deps: OutboxDeps,
  screen?: Screen,
): Promise<string[]> {
  const counts: string[] = [];
  try {
    let sending = row;
    if (screen) {
      const screened = await screen(row);
      if (screened.count) counts.push(screened.count);
      if (!screened.send) return counts;
      sending = screened.row ?? row;
    }
    counts.push(await deliver(sending, deps));
    return counts;
  } catch (error) {
    return [...counts, await recordThrow(row, error, deps)];
  }
}

/**
 * Records what threw on the row: tried again after its backoff, or parked with its reason after
 * MAX_EMAIL_ATTEMPTS. A row whose failure cannot be recorded keeps its lease until it runs out.
 */
async function recordThrow(
  row: WaitingSubmission,
  error: unknown,
  { store, env, clock = () => new Date(), log = consoleLogger }: OutboxDeps,
): Promise<string> {
  const reason = error instanceof Error ? error.message : String(error);
  log.error('a row of the drain failed; it is kept and retried', {
    kind: row.kind,
    id: row.id,
    reason,
  });
  try {
    const outcome = await store.recordThrow(row.kind, row.id, {
      error: reason,
      at: clock(),
      maxAttempts: maxEmailAttempts(env),
      backoffSeconds: outboxFromEnv(env).backoffSeconds,
    });
    return outcome === 'parked' ? 'parked' : 'failed';
  } catch (recordError) {
    log.error('could not record the failure; the lease runs out and a drain tries again', {
      kind: row.kind,
      id: row.id,
      reason: String(recordError),
    });
    return 'failed';
  }
}
