/**
 * The form pipeline's last steps: an application's role, storing the submission (one
 * transaction: the row, and an application's tasks), and the answer. Once the row is stored the
 * answer is success, whatever fails after it: the first send never throws, and the drain sends
 * what it could not.
 */
import { describeError } from '../core/rules.ts';
import { sha256Hex } from '../core/platform.ts';
import {
  handsOff,
  type AcceptInput,
  type AcceptResult,
  type StoredSubmission,
} from '../core/submission.ts';
import { leaseFrom } from '../outbox/deliver.ts';
import { sendFirst } from './first-send.ts';
import { success, type FormRequest, type FormSetup, type Step } from './form-setup.ts';
import { limitedError, resumesFull, storageFull } from './notices.ts';

/** An application names its role: whether it is still open and its Zoho id, from the site. */
export const findRole: Step = async ({ roles }, req) => {
  const submission = req.submission!;
  if (roles && submission.kind === 'application') req.role = await roles(submission.data.jobSlug);
};

function toStore(req: FormRequest): AcceptInput['submission'] {
  return (
    req.role ? { ...req.submission!, role: req.role } : req.submission!
  ) as AcceptInput['submission'];
}

/** Stores the submission; a limit reached, a double-click or spam is answered here. */
export const storeSubmission: Step = async (setup, req) => {
  const { deps, kind, limits, ceilings } = setup;
  // "The same payload": the same fields after validation (the bot signals change every time).
  const hash = await sha256Hex(JSON.stringify(req.submission));
  const accepted = await deps.store.accept({
    submission: toStore(req),
    ip: req.ip,
    net: req.net,
    hash,
    now: req.now,
    limits,
    spamReason: req.spamReason,
    ceilings,
    unverifiedToken: req.unverified?.token,
    turnstileKey: req.unverified?.key,
    leaseUntil: leaseFrom(req.now, deps.env),
  });
  if (accepted.status === 'limited')
    return req.json(
      429,
      { error: describeError(limitedError(accepted.scope, limits)) },
      { 'retry-after': String(accepted.retryAfterSeconds) },
    );
  if (accepted.status === 'full') {
    storageFull(setup, accepted.period, req.now, req.requestId);
    return req.json(
      503,
      { error: 'server: the form is not accepting submissions right now; try again later' },
      { 'retry-after': String(accepted.retryAfterSeconds) },
    );
  }
  if (accepted.status === 'dropped') {
    // Spam past spam's own ceiling: the answer a person gets, nothing stored.
    setup.log.info('spam past its daily ceiling; not stored', {
      requestId: req.requestId,
      kind,
      spamReason: req.spamReason,
    });
    return success(req, crypto.randomUUID());
  }
  req.storedId = accepted.id;
  if (accepted.status === 'duplicate') return resendDuplicate(setup, req, accepted.id);
  return answerStored(setup, req, accepted);
};

/**
 * The same content from the same address within a minute: a double-click, one submission. Still
 * unmailed and no one sending it (its sender stopped): this request sends it.
 */
async function resendDuplicate(setup: FormSetup, req: FormRequest, id: string): Promise<Response> {
  const { deps, kind, clock, log } = setup;
  log.info('repeat of a submission just stored; stored once', {
    requestId: req.requestId,
    kind,
    id,
  });
  // An application's or a request's repeat leaves its work to the drain (its tasks are leased apart).
  if (handsOff(kind)) return success(req, id);
  try {
    const waiting = await deps.store.claimSubmission(
      kind,
      id,
      clock(),
      leaseFrom(clock(), deps.env),
    );
    if (waiting)
      log.info('the repeat sends the stored email', {
        requestId: req.requestId,
        kind,
        id,
        email: await sendFirst(setup, waiting, req.requestId),
      });
  } catch (error) {
    log.error('could not claim the stored email; the drain sends it', {
      requestId: req.requestId,
      kind,
      id,
      reason: String(error),
    });
  }
  return success(req, id);
}

/** A stored submission: spam is answered alike and never mailed; a person's is sent first here. */
async function answerStored(
  setup: FormSetup,
  req: FormRequest,
  accepted: Extract<AcceptResult, { status: 'stored' }>,
): Promise<Response> {
  const { kind, log } = setup;
  const id = accepted.id;
  if (req.spamReason) {
    // The answer a person gets: a bot learns nothing. Kept, marked, never emailed.
    log.info('submission stored as spam; no email', {
      requestId: req.requestId,
      kind,
      id,
      spamReason: req.spamReason,
    });
    return success(req, id);
  }
  const ceiling = accepted.resumeCeiling;
  if (ceiling === 'hour' || ceiling === 'day') resumesFull(setup, ceiling, req.now, req.requestId);
  const email = req.unverified
    ? 'unverified'
    : await sendFirst(setup, storedAs(req, id, ceiling !== null), req.requestId);
  log.info('submission stored', {
    requestId: req.requestId,
    kind,
    id,
    email,
    resumeCeiling: ceiling,
  });
  // `resumeKept: false`: the registration is stored, its file is not; the page says how to send it.
  return success(req, id, ceiling ? { resumeKept: false } : {});
}

/** The stored row as its email reads it (a file past a ceiling named, not attached). */
function storedAs(
  req: FormRequest,
  id: string,
  fileDropped: boolean,
): StoredSubmission & { ip: string } {
  const submission = toStore(req);
  return {
    ...submission,
    ...(fileDropped &&
    (submission.kind === 'tech-refugee' ||
      submission.kind === 'application' ||
      submission.kind === 'talent-network')
      ? {
          data: { ...submission.data, resume: null },
          resumeNotKept: submission.data.resume?.filename,
        }
      : {}),
    id,
    createdAt: req.now,
    ip: req.ip,
  } as StoredSubmission & { ip: string };
}
