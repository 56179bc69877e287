/**
 * What running a task of the task outbox (store-tasks.ts) means whoever's task it is, an
 * application's (application.ts) or a request for talent's (talent.ts): a confirmation email
 * within its address's share of the day, and a failure recorded on its task — retried after its
 * backoff, or given up with its reason (at once when trying again cannot mend it).
 */
import {
  consoleLogger,
  maxEmailAttempts,
  outboxFromEnv,
  positiveInt,
  type Env,
} from '../core/settings.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import type { Email } from '../providers/email.ts';
import { ZohoError } from '../providers/zoho-recruit.ts';
import type { Task } from '../store/store-tasks.ts';

/** What a task runs with: the outbox's (the drain runs them through intake/passes.ts). */
export type TaskRunDeps = Omit<OutboxDeps, 'turnstile'>;

export type TaskOutcome = 'done' | 'retry' | 'gave-up' | 'waiting' | 'skipped';

/** Confirmations one address gets per rolling day, of each form: the form cannot flood an inbox. */
export const CONFIRMATIONS_PER_DAY = 3;

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

/**
 * Sends a confirmation under the task's key, unless its address had its share of the day
 * (`sentToday` counts them): then the task is done and nothing is sent. Throws what the mailer
 * threw (recordTaskFailure records it).
 */
export async function sendConfirmation(
  task: Task,
  { store, mailer, clock = () => new Date(), log = consoleLogger }: TaskRunDeps,
  {
    sentSince,
    email,
    id,
  }: { sentSince: (since: Date) => Promise<number>; email: Email; id: string },
): Promise<TaskOutcome> {
  const now = clock();
  if ((await sentSince(new Date(now.getTime() - 86_400_000))) >= CONFIRMATIONS_PER_DAY) {
    await store.finishTask(task.id, now);
    log.info('confirmation not sent: the address had its share today', { id, task: task.key });
    return 'skipped';
  }
  await mailer.send(email, { idempotencyKey: task.key });
  await store.saveTaskState(task.id, { sent: true });
  await store.finishTask(task.id, clock());
  return 'done';
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
