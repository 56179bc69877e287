/**
 * The form pipeline's first steps, cheapest refusal first and before a byte of the body is read:
 * only the site's own pages, never without the Turnstile secret the pages expect, the address's
 * window and refusal budget, JSON only, and room in the store for this address, its network and
 * everyone.
 */
import { fromSiteOrigin, isJsonContentType } from '../core/request-bounds.ts';
import { judgeCapacity } from '../store/store-rules.ts';
import { NOT_ACCEPTING, refuseCounted, type Step } from './form-setup.ts';
import { limitedError, storageFull } from './notices.ts';

/** 403 for any page but the site's own (a foreign page's no-cors post included). */
export const refuseForeignPage: Step = async ({ deps, kind, log }, req) => {
  if (fromSiteOrigin(req.request, deps.env)) return;
  log.info('refused: not from the site', {
    requestId: req.requestId,
    kind,
    origin: req.request.headers.get('origin'),
  });
  return req.refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
};

/** 503 while the pages use Turnstile and the function lacks its secret: never silently open. */
export const refuseWithoutSecret: Step = async ({ turnstile, kind, log }, req) => {
  if (turnstile.state !== 'missing-secret') return;
  log.error('refused: Turnstile is on for the site but the function has no TURNSTILE_SECRET_KEY', {
    requestId: req.requestId,
    kind,
  });
  return req.refuse(503, NOT_ACCEPTING, { 'retry-after': '600' });
};

/** 429 past RATE_LIMIT_MAX stored, or REFUSAL_MAX refused, in the address's window. */
export const limitAddress: Step = async ({ deps, kind, limits }, req) => {
  const rate = await deps.store.rateCheck(kind, req.ip, req.now, limits);
  if (rate.ok) return;
  return req.refuse(
    429,
    rate.refused
      ? { field: 'rate', why: 'too many refused requests from this address; try again later' }
      : limitedError('window', limits),
    { 'retry-after': String(rate.retryAfterSeconds) },
  );
};

/** 415 for a body that is not JSON, counted as a refusal. */
export const requireJson: Step = async (setup, req) => {
  if (isJsonContentType(req.request.headers.get('content-type'))) return;
  return refuseCounted(setup, req, 415, {
    field: 'content-type',
    why: 'must be application/json',
  });
};

/** 429 past the address's or the network's ceilings; 503 (and an alert) past everyone's. */
export const checkRoom: Step = async (setup, req) => {
  const { deps, kind, ceilings, limits } = setup;
  const usage = await deps.store.usage(kind, req.ip, req.net, req.now);
  const room = judgeCapacity(usage, ceilings, { spam: false, resumeBytes: 0 });
  if (room.ok) return;
  if (room.status === 'limited')
    return req.refuse(429, limitedError(room.scope, limits), {
      'retry-after': String(room.retryAfterSeconds),
    });
  if (room.status === 'full') {
    storageFull(setup, room.period, req.now, req.requestId);
    return req.refuse(503, NOT_ACCEPTING, { 'retry-after': String(room.retryAfterSeconds) });
  }
};
