/**
 * The form pipeline's steps that read what was sent: the body within its bounds, the fields, the
 * resume's structure, and whether a person or a script sent it (the bot signals, then Turnstile).
 */
import { judgeSignals } from '../core/bot-signals.ts';
import { parseBoundedJson, readBounded, TooComplex, TooLarge } from '../core/request-bounds.ts';
import { inspectResume } from '../core/resume-check.ts';
import {
  decodeBase64Strict,
  INVALID_FILE_TYPE,
  validateApplication,
  validateBotSignals,
  validateContact,
  validateRegistration,
  type FieldError,
} from '../core/rules.ts';
import type { FormKind } from '../core/submission.ts';
import { validateTalentNetwork } from '../core/talent-network.ts';
import { validateTalentRequest } from '../core/talent-request.ts';
import { NOT_ACCEPTING, refuseCounted, type Step, type Validated } from './form-setup.ts';

/** The body, read up to the form's bound and parsed within JSON's bounds: 413 or 400 otherwise. */
export const readBody: Step = async (setup, req) => {
  const { maxBytes } = setup;
  try {
    req.raw = parseBoundedJson(await readBounded(req.request, maxBytes));
  } catch (error) {
    if (error instanceof TooLarge) {
      const bound =
        maxBytes / 1024 >= 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
      return refuseCounted(setup, req, 413, { field: 'body', why: `must be at most ${bound}` });
    }
    const why =
      error instanceof TooComplex
        ? `must be a JSON object (${error.message})`
        : 'must be a JSON object';
    return refuseCounted(setup, req, 400, { field: 'body', why });
  }
};

function validateFor(
  kind: FormKind,
  raw: unknown,
): { ok: true; value: Validated } | { ok: false; error: FieldError } {
  if (kind === 'contact') {
    const v = validateContact(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  if (kind === 'tech-refugee') {
    const v = validateRegistration(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  if (kind === 'talent-request') {
    const v = validateTalentRequest(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  if (kind === 'talent-network') {
    const v = validateTalentNetwork(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  const v = validateApplication(raw);
  return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
}

/** The form's fields and the bot signals beside them: 400 naming the first bad field. */
export const validate: Step = async (setup, req) => {
  const submission = validateFor(setup.kind, req.raw);
  if (!submission.ok) return refuseCounted(setup, req, 400, submission.error);
  const signals = validateBotSignals(req.raw as Record<string, unknown>);
  if (!signals.ok) return refuseCounted(setup, req, 400, signals.error);
  req.submission = submission.value;
  req.signals = signals.value;
};

/** A resume is what it says it is, by its structure: anything else is neither stored nor mailed. */
export const inspectFile: Step = async (setup, req) => {
  const submission = req.submission!;
  if (submission.kind === 'contact' || submission.kind === 'talent-request') return;
  if (!submission.data.resume) return;
  const file = submission.data.resume;
  const verdict = await inspectResume(decodeBase64Strict(file.base64)!, file.kind);
  if (verdict.ok) return;
  setup.log.info('refused: the resume is not what it says', {
    requestId: req.requestId,
    kind: setup.kind,
    claimed: file.kind,
    reason: verdict.reason,
  });
  return refuseCounted(setup, req, 400, {
    field: 'resumeBase64',
    why: `${INVALID_FILE_TYPE} (${verdict.reason})`,
  });
};

/**
 * Person or script: the honeypot and the timing first, then Turnstile's siteverify. A check that
 * ran and failed is spam; one siteverify could not answer is stored unverified, with the
 * idempotency key its later check sends again; a secret siteverify refuses answers 503.
 */
export const judgeBot: Step = async ({ turnstile, minMs, kind, log }, req) => {
  req.spamReason = judgeSignals(req.signals!, minMs);
  if (turnstile.state !== 'on' || req.spamReason) return;
  const token = req.signals!.turnstileToken;
  const key = crypto.randomUUID();
  const verdict = await turnstile.verify({
    token,
    remoteip: req.ip,
    action: kind,
    idempotencyKey: key,
  });
  if (verdict.result === 'failed') {
    req.spamReason = 'turnstile';
    // Why it failed (no token, spent, another site's or form's) tells a person from a bot.
    log.info('turnstile failed', { requestId: req.requestId, kind, codes: verdict.codes });
  }
  if (verdict.result === 'misconfigured') {
    log.error('refused: siteverify refuses TURNSTILE_SECRET_KEY; fix the secret', {
      requestId: req.requestId,
      kind,
      reason: verdict.reason,
    });
    return req.refuse(503, NOT_ACCEPTING, { 'retry-after': '600' });
  }
  if (verdict.result === 'unavailable') {
    // Kept, not let through: stored unverified and judged again before any email.
    log.error('turnstile siteverify unavailable; stored unverified', {
      requestId: req.requestId,
      kind,
      reason: verdict.reason,
    });
    req.unverified = { token: token ?? '', key };
  }
};
