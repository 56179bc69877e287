/**
 * The drain that a schedule runs (pg_cron through outbox-drain deployed; a timer in the local
 * server; `npm run outbox:retry`): it knows no form and no feature, only passes. Each pass sends
 * one kind of waiting work (a form's emails, the applications' tasks, a digest, the job alerts'
 * emails...) and is registered by the layer that owns that work (intake/passes.ts,
 * features/alert-pass.ts, wired in http/drain-passes.ts). A pass handles each of its rows alone; a
 * pass that throws as a whole is recorded in the report and the drain goes on with the next one,
 * so one kind's fault is never another kind's.
 */
import { consoleLogger, type Logger } from '../core/settings.ts';

/** What one pass did, counted by outcome ("sent", "failed", "parked"...). */
export type PassReport = Record<string, number>;

export type Pass = {
  /** What it sends, as the report and the logs name it ("contact", "application tasks"...). */
  name: string;
  /**
   * Sends what is due until none is left or `deadline` (epoch milliseconds) passes. Handles each
   * row alone: a row that throws is recorded on that row and never stops the pass. `unfinished`
   * in the report: it stopped at the deadline with work left.
   */
  run(deadline: number): Promise<PassReport>;
};

/** The counts every pass may report, summed over the drain (the operator's summary). */
export const TOTALS = [
  'sent',
  'failed',
  'deferred',
  'verified',
  'spam',
  'unverified',
  'notRun',
  'digested',
  'parked',
] as const;

export type DrainReport = Record<(typeof TOTALS)[number], number> & {
  /** Each pass's own report, or the reason it stopped as a whole (its rows wait for the next drain). */
  passes: Record<string, PassReport | { error: string }>;
};

/** The least time a pass is given, however little is left. */
const MIN_PASS_MS = 1_000;

function emptyReport(): DrainReport {
  const totals = Object.fromEntries(TOTALS.map((k) => [k, 0])) as Record<
    (typeof TOTALS)[number],
    number
  >;
  return { ...totals, passes: {} };
}

/**
 * Runs every pass once, in order, each within a fair share of what is left of `budgetMs` (a
 * minute's drain ends before the next starts), then again while time is left and a pass stopped
 * at its share with work left. A pass that throws is logged and reported; the next one runs.
 */
export async function drain(
  passes: Pass[],
  { budgetMs = 50_000, log = consoleLogger }: { budgetMs?: number; log?: Logger } = {},
): Promise<DrainReport> {
  const report = emptyReport();
  const end = Date.now() + budgetMs;
  let round = passes;
  while (round.length > 0) {
    const again: Pass[] = [];
    for (const [i, pass] of round.entries()) {
      const now = Date.now();
      const share = Math.max(MIN_PASS_MS, (end - now) / (round.length - i));
      const outcome = await runPass(pass, Math.min(end, now + share), log);
      merge(report, pass.name, outcome);
      if ('unfinished' in outcome && outcome.unfinished > 0) again.push(pass);
    }
    if (Date.now() + MIN_PASS_MS > end) break;
    round = again;
  }
  return report;
}

async function runPass(
  pass: Pass,
  deadline: number,
  log: Logger,
): Promise<PassReport | { error: string }> {
  try {
    return await pass.run(deadline);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('a drain pass failed as a whole; its rows wait for the next drain', {
      pass: pass.name,
      reason,
    });
    return { error: reason };
  }
}

function merge(report: DrainReport, name: string, outcome: PassReport | { error: string }): void {
  const previous = report.passes[name];
  if ('error' in outcome || !previous || 'error' in previous) {
    report.passes[name] = outcome;
  } else {
    const sum: PassReport = { ...previous };
    for (const [k, v] of Object.entries(outcome)) sum[k] = (sum[k] ?? 0) + v;
    sum.unfinished = outcome.unfinished ?? 0;
    report.passes[name] = sum;
  }
  if ('error' in outcome) return;
  for (const key of TOTALS) report[key] += outcome[key] ?? 0;
}

/**
 * Runs `drain` over `passes()` every `seconds` in this process (the local server; tests), one
 * run at a time, what it did logged. Returns a stop function.
 */
export function startDrainTimer(
  passes: () => Pass[],
  seconds: number,
  log: Logger = consoleLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drain(passes(), { log })
      .then((r) => {
        if (TOTALS.some((k) => r[k] > 0) || Object.values(r.passes).some((p) => 'error' in p))
          log.info('outbox drained', r);
      })
      .catch((error) =>
        log.error('outbox drain failed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  (timer as unknown as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
