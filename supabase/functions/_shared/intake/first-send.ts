/**
 * The visitor's own request sends its submission's email first (an application or a request for
 * talent: its tasks, then the recruiters' email), bounded by REQUEST_EMAIL_WAIT_MS: what others wait for is the drain's
 * work, never a visitor's. Whatever fails here fails after the row is stored: it is logged, and
 * the drain sends what this request could not.
 */
import { handsOff, type StoredSubmission } from '../core/submission.ts';
import { deliver, type DeliverOutcome } from '../outbox/deliver.ts';
import type { FormSetup } from './form-setup.ts';
import { drainTasks } from './tasks.ts';

export type FirstSend = DeliverOutcome | 'waiting' | 'sending' | 'failed-after-store';

/**
 * An application's or a request for talent's own work, as its request's first try: its tasks
 * (the Zoho hand-off, the confirmation), then the recruiters' email once the hand-off settled
 * ('waiting': it has not, and a drain sends the email when it has).
 */
async function handOffWork(
  { deps }: FormSetup,
  { kind, id }: StoredSubmission,
  requestId: string,
): Promise<DeliverOutcome | 'waiting'> {
  await drainTasks(deps, { reference: id });
  const stored =
    kind === 'application'
      ? await deps.store.applicationOf(id)
      : kind === 'talent-network'
        ? await deps.store.networkJoinOf(id)
        : await deps.store.talentRequestOf(id);
  if (!stored || stored.zoho.status === 'pending') return 'waiting';
  return deliver(stored, deps, requestId);
}

/**
 * The visitor's own email, first try: answered once it is done or `requestWaitMs` passed,
 * whichever comes first ('sending': it goes on after the answer, and a drain takes the row
 * should this instance stop before it ends). Never throws.
 */
export async function sendFirst(
  setup: FormSetup,
  submission: StoredSubmission & { ip: string },
  requestId: string,
): Promise<FirstSend> {
  const { deps, waitUntil, requestWaitMs, log, kind } = setup;
  const sending = (
    handsOff(submission.kind)
      ? handOffWork(setup, submission, requestId)
      : deliver(submission, deps, requestId)
  ).catch((error): FirstSend => {
    log.error('the first send failed after the submission was stored; the drain sends it', {
      requestId,
      kind,
      id: submission.id,
      reason: error instanceof Error ? error.message : String(error),
    });
    return 'failed-after-store';
  });
  waitUntil(sending);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<'sending'>((resolve) => {
    timer = setTimeout(() => resolve('sending'), requestWaitMs);
  });
  try {
    return await Promise.race([sending, bound]);
  } finally {
    clearTimeout(timer);
  }
}
