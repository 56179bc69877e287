/**
 * The field-data collector (Edge Function collect-vitals): takes one Core Web Vitals beacon per
 * page view from the site's pages, and the browsers' Content-Security-Policy violation reports in
 * either format, validates them strictly, reduces them to what is kept (field-data.ts) and stores
 * them (field-store.ts). Built on the forms' pieces: the same CORS answer, the same bounded body
 * reader, the same trusted client address.
 *
 * The client address is used for one thing: limits held in this instance's memory, never written
 * anywhere: per address a burst window (COLLECTOR_RATE_MAX per COLLECTOR_RATE_WINDOW_SECONDS) and
 * an hour (COLLECTOR_ADDRESS_HOURLY, 30: a visitor's page views), per network (an IPv4 /24, an
 * IPv6 /48) an hour (COLLECTOR_NETWORK_HOURLY, 100), so a few scripts that set Origin cannot take
 * the global cap from real beacons. That cap is in the database, across all instances: at most
 * COLLECTOR_HOURLY_CAP (250) and COLLECTOR_DAILY_CAP (1,500) beacons, and as many reports. Over the 90 days rows are
 * kept, a flood at the cap stores 135,000 rows of each kind (about 15 MB): no more than a year of
 * the traffic the site expects (a few hundred page views a day). Only the site's own pages
 * (SITE_ORIGINS, by the Origin header browsers set on beacons and reports) are heard.
 * A refused request stores nothing.
 *
 * Bodies by content type (what each sender can set):
 * - `text/plain` (navigator.sendBeacon with a text Blob: a "simple" request, so no CORS preflight)
 *   or `application/json`: a beacon, JSON per validateBeacon;
 * - `application/csp-report`: a report-uri report;
 * - `application/reports+json`: a Reporting API batch (report-to).
 * Answers 204 with no body when stored; `{ "error": "<field>: <why>" }` with a 4xx otherwise.
 */
import {
  bodyKindOf,
  COLLECTOR_MAX_BYTES,
  normalizeReportTo,
  normalizeReportUri,
  validateBeacon,
} from '../core/field-data.ts';
import type { FieldCaps, FieldDataStore } from '../store/field-store.ts';
import {
  corsHeaders,
  fromSiteOrigin,
  parseBoundedJson,
  readBounded,
  TooComplex,
  TooLarge,
} from '../core/request-bounds.ts';
import { consoleLogger, positiveInt, type Env, type Logger } from '../core/settings.ts';
import { networkKey } from '../core/client-ip.ts';
import { createRateLimiter } from '../core/memory-limiter.ts';
import { describeError, type FieldError } from '../core/rules.ts';

export type CollectorDeps = {
  store: FieldDataStore;
  env: Env;
  clock?: () => Date;
  log?: Logger;
};

export type CollectorSettings = {
  rateMax: number;
  rateWindowSeconds: number;
  addressHourly: number;
  networkHourly: number;
  caps: FieldCaps;
};

export function collectorSettingsFromEnv(env: Env): CollectorSettings {
  return {
    rateMax: positiveInt(env.COLLECTOR_RATE_MAX, 60),
    rateWindowSeconds: positiveInt(env.COLLECTOR_RATE_WINDOW_SECONDS, 60),
    addressHourly: positiveInt(env.COLLECTOR_ADDRESS_HOURLY, 30),
    networkHourly: positiveInt(env.COLLECTOR_NETWORK_HOURLY, 100),
    caps: {
      hourly: positiveInt(env.COLLECTOR_HOURLY_CAP, 250),
      daily: positiveInt(env.COLLECTOR_DAILY_CAP, 1_500),
    },
  };
}

export type CollectorHandler = (request: Request, context: { ip: string }) => Promise<Response>;

const CONTENT_TYPES =
  'text/plain or application/json (a beacon), application/csp-report or application/reports+json (a CSP report)';

/** The first of the in-memory limits a request passes; each counts only what it lets through. */
function limiterFor(settings: CollectorSettings) {
  const burst = createRateLimiter(settings.rateMax, settings.rateWindowSeconds);
  const addressHour = createRateLimiter(settings.addressHourly, 3600);
  const networkHour = createRateLimiter(settings.networkHourly, 3600);
  return (ip: string, now: number) => {
    for (const [check, key, why] of [
      [burst, ip, `at most ${settings.rateMax} reports per ${settings.rateWindowSeconds} seconds`],
      [addressHour, ip, `at most ${settings.addressHourly} reports an hour from one address`],
      [
        networkHour,
        networkKey(ip),
        `at most ${settings.networkHourly} reports an hour from one network`,
      ],
    ] as const) {
      const result = check(key, now);
      if (!result.ok) return { ...result, why };
    }
    return { ok: true as const };
  };
}

const FULL: FieldError = {
  field: 'capacity',
  why: 'the collector is full for now; try again later',
};

/** A body read, validated and stored: 204, or 400 naming the field, or 429 past the hourly cap. */
async function storeBody(
  kind: NonNullable<ReturnType<typeof bodyKindOf>>,
  raw: unknown,
  {
    store,
    log,
    settings,
    now,
  }: Required<Pick<CollectorDeps, 'store' | 'log'>> & {
    settings: CollectorSettings;
    now: Date;
  },
  answer: { refuse: (status: number, error: FieldError) => Response; stored: () => Response },
): Promise<Response> {
  if (kind === 'beacon') {
    const beacon = validateBeacon(raw);
    if (!beacon.ok) return answer.refuse(400, beacon.error);
    if ((await store.storeBeacon(beacon.value, now, settings.caps)) === 'capped') {
      log.info('collector: hourly cap reached, beacon not stored', { kind });
      return answer.refuse(429, FULL);
    }
    return answer.stored();
  }
  const violations = kind === 'report-uri' ? normalizeReportUri(raw) : normalizeReportTo(raw);
  if (!violations.ok) return answer.refuse(400, violations.error);
  if ((await store.storeViolations(violations.value, now, settings.caps)) === 'capped') {
    log.info('collector: hourly cap reached, reports not stored', {
      kind,
      count: violations.value.length,
    });
    return answer.refuse(429, FULL);
  }
  return answer.stored();
}

/** The body within COLLECTOR_MAX_BYTES and JSON's bounds, or the refusal that says why not. */
async function readReport(
  request: Request,
  refuse: (status: number, error: FieldError) => Response,
): Promise<{ raw: unknown } | Response> {
  try {
    return { raw: parseBoundedJson(await readBounded(request, COLLECTOR_MAX_BYTES)) };
  } catch (error) {
    if (error instanceof TooLarge)
      return refuse(413, {
        field: 'body',
        why: `must be at most ${COLLECTOR_MAX_BYTES / 1024} KB`,
      });
    if (error instanceof TooComplex)
      return refuse(400, { field: 'body', why: `must be JSON (${error.message})` });
    return refuse(400, { field: 'body', why: 'must be JSON' });
  }
}

export function createCollectorHandler({
  store,
  env,
  clock = () => new Date(),
  log = consoleLogger,
}: CollectorDeps): CollectorHandler {
  const settings = collectorSettingsFromEnv(env);
  const limit = limiterFor(settings);

  return async (request, { ip }) => {
    const cors = corsHeaders(request, env);
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { ...cors, 'content-type': 'application/json; charset=utf-8', ...extra },
      });
    const refuse = (status: number, error: FieldError) =>
      json(status, { error: describeError(error) });
    /** A refusal before the body is read: what was not read is dropped, not buffered. */
    const refuseUnread = async (status: number, error: FieldError, extra = {}) => {
      await request.body?.cancel().catch(() => undefined);
      return json(status, { error: describeError(error) }, extra);
    };

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST')
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    // A page of another site, a sandboxed frame (Origin: null) or a script with no Origin cannot fill the tables.
    if (!fromSiteOrigin(request, env))
      return refuseUnread(403, { field: 'origin', why: 'is not one of the site origins' });
    const now = clock();
    const allowed = limit(ip, now.getTime());
    if (!allowed.ok)
      return refuseUnread(
        429,
        { field: 'rate', why: `${allowed.why}; try again later` },
        { 'retry-after': String(allowed.retryAfterSeconds) },
      );
    const kind = bodyKindOf(request.headers.get('content-type'));
    if (!kind) return refuseUnread(415, { field: 'content-type', why: `must be ${CONTENT_TYPES}` });
    try {
      const read = await readReport(request, refuse);
      if (read instanceof Response) return read;
      return await storeBody(
        kind,
        read.raw,
        { store, log, settings, now },
        { refuse, stored: () => new Response(null, { status: 204, headers: cors }) },
      );
    } catch (error) {
      log.error('collector: internal error', {
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return json(500, { error: 'Internal error' });
    }
  };
}
