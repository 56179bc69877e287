/**
 * A form function's health check (`GET ?health`): its origins set, its database reachable, its
 * Turnstile secret accepted. What failed goes to the logs with the request id; the answer names
 * the check, not the error.
 */
import { HEALTH_PER_MINUTE, type FormRequest, type FormSetup } from './form-setup.ts';

async function turnstileCheck({ turnstile, kind, log }: FormSetup, req: FormRequest) {
  if (turnstile.state === 'missing-secret')
    return 'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not';
  if (turnstile.state !== 'on') return 'off';
  // A dummy token: siteverify judges the secret before the token.
  const verdict = await turnstile.verify({ token: 'health-check' });
  if (verdict.result === 'misconfigured' || verdict.result === 'unavailable') {
    log.error('health: turnstile', {
      requestId: req.requestId,
      kind,
      result: verdict.result,
      reason: verdict.reason,
    });
  }
  return verdict.result === 'misconfigured'
    ? 'the secret is refused'
    : verdict.result === 'unavailable'
      ? 'siteverify unreachable'
      : 'ok';
}

export async function health(setup: FormSetup, req: FormRequest): Promise<Response> {
  const { deps, kind, log, clock, origins, healthLimit } = setup;
  const allowed = healthLimit(req.ip, clock().getTime());
  if (!allowed.ok) {
    return req.json(
      429,
      { error: `rate: at most ${HEALTH_PER_MINUTE} health checks a minute` },
      { 'retry-after': String(allowed.retryAfterSeconds) },
    );
  }
  const checks: Record<string, string> = {};
  checks.origins = origins.length > 0 ? 'ok' : 'SITE_ORIGINS is not set';
  try {
    await deps.store.ping();
    checks.database = 'ok';
  } catch (error) {
    log.error('health: database unreachable', {
      requestId: req.requestId,
      kind,
      reason: error instanceof Error ? error.message : String(error),
    });
    checks.database = 'unreachable';
  }
  checks.turnstile = await turnstileCheck(setup, req);
  const ok = Object.values(checks).every((v) => v === 'ok' || v === 'off');
  return req.json(ok ? 200 : 503, { ok, checks });
}
