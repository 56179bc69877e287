/**
 * What running a task of the task outbox (store-tasks.ts) means whoever's task it is, an
 * application's (application.ts) or a request for talent's (talent.ts): a confirmation email
 * within the ceilings on emails to typed addresses, nothing but the recruiters' email for a
 * submission whose bot check could not run, a hand-off within the day's ceiling, and a failure
 * recorded on its task — retried after its backoff, or given up with its reason (at once when
 * trying again cannot mend it).
 */
import { networkKey } from '../core/client-ip.ts';
import { sha256Hex } from '../core/platform.ts';
import {
  consoleLogger,
  maxEmailAttempts,
  outboxFromEnv,
  positiveInt,
  typedMailFromEnv,
  zohoHandoffsDaily,
  type Env,
} from '../core/settings.ts';
import type { FormKind } from '../core/submission.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import type { Email } from '../providers/email.ts';
import { dayStart, tellOperatorOnce } from './ceiling-notices.ts';
import { ZohoError } from '../providers/zoho-recruit.ts';
import type { Task } from '../store/store-tasks.ts';

/** What a task runs with: the outbox's (the drain runs them through intake/passes.ts). */
export type TaskRunDeps = Omit<OutboxDeps, 'turnstile'>;

export type TaskOutcome = 'done' | 'retry' | 'gave-up' | 'waiting' | 'skipped';

/** Tries of a hand-off before it is given up (ZOHO_MAX_ATTEMPTS, default 8: about two hours of backoff). */
export function maxHandoffAttempts(env: Env): number {
  return positiveInt(env.ZOHO_MAX_ATTEMPTS, 8);
}

/**
 * A task whose submission Turnstile has not judged yet: nothing leaves the site before it does,
 * so it waits a backoff, not counted as an attempt.
 */
export async function awaitVerdict(
  task: Task,
  { store, env, clock = () => new Date() }: TaskRunDeps,
): Promise<TaskOutcome> {
  const { backoffSeconds } = outboxFromEnv(env);
  await store.postponeTask(task.id, new Date(clock().getTime() + backoffSeconds * 1000));
  return 'waiting';
}

/** An address as its ceilings count it: trimmed and case folded (`Target@X` is `target@x`). */
export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Sends a confirmation (composed by providers/typed-address-email.ts, to the address the visitor
 * typed) under the task's key, once it is reserved within the ceilings on emails to typed
 * addresses (its address's day, its sender's network's day, everyone's hour). Past one, nothing
 * is sent: the task is done and says which ceiling (`state.ceiling`), the reservation row
 * records it, and the hour's first breach tells the operator. Throws what the mailer threw
 * (recordTaskFailure records it).
 */
export async function sendConfirmation(
  task: Task,
  deps: TaskRunDeps,
  { email, ip, kind, id }: { email: Email; ip: string; kind: FormKind; id: string },
): Promise<TaskOutcome> {
  const { store, mailer, env, clock = () => new Date(), log = consoleLogger } = deps;
  const now = clock();
  const outcome = await store.reserveTypedEmail({
    key: task.key,
    addressHash: await sha256Hex(normalizedAddress(email.to[0] ?? '')),
    network: networkKey(ip),
    kind,
    now,
    ceilings: typedMailFromEnv(env),
  });
  if (outcome !== 'reserved') {
    await store.saveTaskState(task.id, { sent: false, ceiling: outcome });
    await store.finishTask(task.id, now);
    log.info('confirmation not sent: a ceiling on emails to typed addresses', {
      id,
      task: task.key,
      ceiling: outcome,
    });
    if (outcome === 'hourly') await tellOperatorOnce(deps, now, 'hour');
    return 'skipped';
  }
  await mailer.send(email, { idempotencyKey: task.key });
  await store.saveTaskState(task.id, { sent: true });
  await store.finishTask(task.id, clock());
  return 'done';
}

/** Why a submission whose bot check could not run goes to the recruiters only. */
export const BOT_CHECK_NOT_RUN =
  'the bot check could not run, so nothing was handed to Zoho Recruit or sent to the typed address';

/**
 * A task of a submission whose bot check could not run: nothing leaves for Zoho Recruit or the
 * typed address; the recruiters' email (marked) is all that goes. `settle` records it on the row.
 */
export async function withholdUnjudged(
  task: Task,
  { store, clock = () => new Date(), log = consoleLogger }: TaskRunDeps,
  settle?: () => Promise<void>,
): Promise<TaskOutcome> {
  await store.saveTaskState(task.id, { sent: false, withheld: 'bot-check-not-run' });
  await store.finishTask(task.id, clock());
  if (settle) await settle();
  log.info('task withheld: the bot check could not run', { task: task.key });
  return 'skipped';
}

/** What a task's gate reads of its submission (null: deleted by a deletion request). */
type GatedSubmission = {
  spamReason: unknown;
  emailStatus: string;
  botCheck?: 'not-run';
} | null;

/**
 * What every submission's task checks before it does anything: a submission deleted or judged
 * spam (nothing to do, ever: `skipped` records it on the row), one Turnstile has not judged yet
 * (nothing leaves the site before it does: the task waits), one whose check could not run (the
 * recruiters' email, marked, and nothing else: `unjudged` records it). Null: the task goes ahead.
 */
export async function gateTask(
  task: Task,
  deps: TaskRunDeps,
  submission: GatedSubmission,
  settle: { skipped?: () => Promise<void>; unjudged?: () => Promise<void> },
): Promise<TaskOutcome | null> {
  if (!submission || submission.spamReason) {
    await deps.store.finishTask(task.id, (deps.clock ?? (() => new Date()))());
    if (submission && settle.skipped) await settle.skipped();
    return 'skipped';
  }
  if (submission.emailStatus === 'unverified') return await awaitVerdict(task, deps);
  if (submission.botCheck === 'not-run') return await withholdUnjudged(task, deps, settle.unjudged);
  return null;
}

/**
 * Counts a hand-off within the day's ceiling (ZOHO_HANDOFFS_DAILY_MAX). Past it the task waits,
 * stored, until the next UTC day (not an attempt), the operator is told once that day, and the
 * answer is why, for the row; null when it may go ahead.
 */
export async function handoffWaits(task: Task, deps: TaskRunDeps): Promise<string | null> {
  const { store, env, clock = () => new Date() } = deps;
  const now = clock();
  if (await store.reserveHandoff(task.key, now, zohoHandoffsDaily(env))) return null;
  const tomorrow = dayStart(new Date(now.getTime() + 86_400_000));
  await store.postponeTask(task.id, tomorrow);
  await tellOperatorOnce(deps, now, 'day');
  return `the day's hand-offs to Zoho Recruit (ZOHO_HANDOFFS_DAILY_MAX, ${zohoHandoffsDaily(env)}) are spent; it goes on after ${tomorrow.toISOString().slice(0, 16)} UTC`;
}

/**
 * Records what a task threw: tried again after its backoff, or given up after its last attempt
 * (a hand-off's ZOHO_MAX_ATTEMPTS, an email's MAX_EMAIL_ATTEMPTS) or at once when Zoho refused
 * it for good; `gaveUp` then records that on the task's submission. Never throws: a failure that
 * cannot be recorded leaves the task's lease to run out, and a drain tries it again.
 */
export async function recordTaskFailure(
  task: Task,
  error: unknown,
  { store, env, clock = () => new Date(), log = consoleLogger }: TaskRunDeps,
  { handoff, gaveUp }: { handoff: boolean; gaveUp?: (reason: string) => Promise<void> },
): Promise<TaskOutcome> {
  const reason = error instanceof Error ? error.message : String(error);
  const permanent = error instanceof ZohoError && !error.retryable;
  log.error('a task failed', { task: task.key, reason, permanent });
  try {
    const outcome = await store.failTask(task.id, {
      error: reason,
      at: clock(),
      backoffSeconds: outboxFromEnv(env).backoffSeconds,
      maxAttempts: handoff ? maxHandoffAttempts(env) : maxEmailAttempts(env),
      permanent,
    });
    if (outcome === 'gave-up' && gaveUp) await gaveUp(reason);
    return outcome;
  } catch (recordError) {
    log.error('could not record the task failure; its lease runs out and a drain tries again', {
      task: task.key,
      reason: String(recordError),
    });
    return 'retry';
  }
}
