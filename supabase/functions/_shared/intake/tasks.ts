/**
 * The task outbox's runs (store-tasks.ts): every due task, an application's (application.ts),
 * a request for talent's (talent.ts) or a join of the talent network's (network.ts), a few at a time, each run alone and its outcome recorded on
 * it. The drain runs them all (passes.ts); a storing request runs its own submission's first
 * (first-send.ts).
 */
import { outboxFromEnv } from '../core/settings.ts';
import type { Task } from '../store/store-tasks.ts';
import { runTask, type TaskDeps } from './application.ts';
import { isNetworkTask, runNetworkTask } from './network.ts';
import { isTalentTask, runTalentTask } from './talent.ts';
import type { TaskOutcome } from './task-run.ts';

/** Tasks one drain runs at once. */
const TASK_BATCH = 4;

export type TaskReport = { done: number; retry: number; gaveUp: number; skipped: number };

/** One task, by whose it is. Never throws. */
function runOne(task: Task, deps: TaskDeps): Promise<TaskOutcome> {
  if (isNetworkTask(task)) return runNetworkTask(task, deps);
  return isTalentTask(task) ? runTalentTask(task, deps) : runTask(task, deps);
}

/**
 * Runs the due tasks (every submission's, or with `reference` one submission's: the storing
 * request's own), a few at a time, until none is left or `budgetMs` is spent.
 */
export async function drainTasks(
  deps: TaskDeps,
  { budgetMs = 20_000, reference }: { budgetMs?: number; reference?: string } = {},
): Promise<TaskReport> {
  const clock = deps.clock ?? (() => new Date());
  const report: TaskReport = { done: 0, retry: 0, gaveUp: 0, skipped: 0 };
  const started = Date.now();
  const seen = new Set<string>();
  while (Date.now() - started < budgetMs) {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + outboxFromEnv(deps.env).leaseSeconds * 1000);
    const batch = (await deps.store.claimTasks(now, TASK_BATCH, leaseUntil, reference)).filter(
      (t) => !seen.has(t.id),
    );
    if (batch.length === 0) break;
    for (const t of batch) seen.add(t.id);
    for (const outcome of await Promise.all(batch.map((t) => runOne(t, deps)))) {
      if (outcome === 'done') report.done += 1;
      else if (outcome === 'gave-up') report.gaveUp += 1;
      else if (outcome === 'skipped') report.skipped += 1;
      else report.retry += 1;
    }
  }
  return report;
}
