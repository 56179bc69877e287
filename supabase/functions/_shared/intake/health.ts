/**
 * A form function's health check (`GET ?health`): its origins set, its database reachable, its
 * Turnstile secret accepted. What failed goes to the logs with the request id; the answer names
 * the check, not the error. Asked with the service role key (`Authorization: Bearer <key>`), it
 * also says what the limits key on for this very request (`clientAddress`): the rule, the header
 * and the entry read, the key and network derived, and the forwarding headers as received, so a
 * deployed project's gateway can be checked once (docs/forms-and-functions.md, "The client
 * address"). Anyone else gets the checks only: the chain is the platform's, not the public's.
 */
import { clientIpSettingsFromEnv, describeClientIpRule, networkKey } from '../core/client-ip.ts';
import { sameSecret } from '../core/request-bounds.ts';
import { HEALTH_PER_MINUTE, type FormRequest, type FormSetup } from './form-setup.ts';

/** The headers a proxy may carry the client's address in, as the health answer shows them. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'sb-forwarded-for',
  'forwarded',
];

/** What the limits key on for this request; null unless it carries the service role key. */
function clientAddressReport({ deps }: FormSetup, req: FormRequest) {
  const key = deps.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const given = (req.request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!key || !sameSecret(given, key)) return null;
  const settings = clientIpSettingsFromEnv(deps.env);
  // The local server keys on the socket address alone (it has no proxy in front).
  const found = req.address ?? {
    ip: req.ip,
    source: 'socket' as const,
    header: null,
    entryFromRight: null,
    skipped: [],
    network: networkKey(req.ip),
  };
  return {
    rule: describeClientIpRule(settings),
    source: found.source,
    header: found.header,
    entryFromRight: found.entryFromRight,
    skipped: found.skipped,
    key: found.ip,
    network: found.network,
    settings: {
      CLIENT_IP_HEADER: settings.header ?? null,
      TRUSTED_PROXY_HOPS: settings.trustedHops,
      TRUSTED_PROXY_RANGES: settings.proxyRanges,
    },
    received: Object.fromEntries(
      FORWARDING_HEADERS.map((name) => [
        name,
        req.request.headers.get(name)?.slice(0, 500) ?? null,
      ]),
    ),
  };
}

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
  const clientAddress = clientAddressReport(setup, req);
  return req.json(ok ? 200 : 503, { ok, checks, ...(clientAddress ? { clientAddress } : {}) });
}
