/**
 * Sending one stored submission's email: the storing request's first try, or a drain's later one.
 * Every send carries an Idempotency-Key derived from its row, and every row is leased by its
 * sender (store/store-outbox.ts), so nothing is sent twice however many drains and requests
 * overlap.
 */
import { composeEmail, type Mailer } from '../providers/email.ts';
import {
  consoleLogger,
  emailCapFromEnv,
  FUNCTION_NAMES,
  mailSettingsFromEnv,
  maxEmailAttempts,
  outboxFromEnv,
  type Env,
  type Logger,
} from '../core/settings.ts';
import type { FormKind, StoredSubmission } from '../core/submission.ts';
import type { SubmissionStore } from '../store/store.ts';

/** What the outbox sends with: the store, the mailer, the settings, a clock and a logger. */
export type OutboxDeps = {
  store: SubmissionStore;
  mailer: Mailer;
  env: Env;
  clock?: () => Date;
  log?: Logger;
};

/** The Idempotency-Key of a submission's own email: its function and its id. */
export function emailKey(kind: FormKind, id: string): string {
  return `${FUNCTION_NAMES[kind]}/${id}`;
}

/** Until when a sender that starts now holds a row. */
export function leaseFrom(now: Date, env: Env): Date {
  return new Date(now.getTime() + outboxFromEnv(env).leaseSeconds * 1000);
}

export function hourStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** 'parked': it failed its last attempt and waits for the operator. */
export type DeliverOutcome = 'sent' | 'failed' | 'deferred' | 'parked';

/**
 * Sends a leased submission's email and records the outcome on its row (which releases the
 * lease), within the function's hourly email cap and the sender's share of it: past either the
 * email is 'deferred' and the next digest carries it. Reaching the function's cap is recorded
 * once per hour, for the next digest to say so. Never throws: a row it could not record keeps its
 * lease until it runs out, and the next drain sends it again under the same key.
 */
export async function deliver(
  submission: StoredSubmission & { ip: string },
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: OutboxDeps,
  requestId?: string,
): Promise<DeliverOutcome> {
  try {
    const now = clock();
    const claim = await store.claimEmail(
      submission.kind,
      submission.id,
      submission.ip,
      now,
      emailCapFromEnv(env),
    );
    if (claim !== 'claimed') {
      if (
        claim === 'cap' &&
        (await store.recordAlert(submission.kind, 'email-cap', hourStart(now), now))
      ) {
        log.error('the hourly email cap is reached; waiting emails go out in digests', {
          requestId,
          kind: submission.kind,
        });
      }
      log.info(
        'email cap reached (for the function or for this address); the email waits for the digest',
        { requestId, kind: submission.kind, id: submission.id },
      );
      return 'deferred';
    }
    const result = await mailer.send(composeEmail(submission, mailSettingsFromEnv(env)), {
      idempotencyKey: emailKey(submission.kind, submission.id),
    });
    await store.recordEmail(submission.kind, submission.id, {
      status: 'sent',
      providerId: result.id,
      at: clock(),
    });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('email failed; the submission is kept and retried', {
      requestId,
      kind: submission.kind,
      id: submission.id,
      reason,
    });
    try {
      const status = await store.recordEmail(submission.kind, submission.id, {
        status: 'failed',
        error: reason,
        at: clock(),
        maxAttempts: maxEmailAttempts(env),
        backoffSeconds: outboxFromEnv(env).backoffSeconds,
      });
      if (status === 'gave-up') return 'parked';
    } catch (recordError) {
      log.error('could not record the email failure; the lease runs out and a drain tries again', {
        requestId,
        id: submission.id,
        reason: String(recordError),
      });
    }
    return 'failed';
  }
}
