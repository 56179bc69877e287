/**
 * The rules of the field-data collector (collect-vitals), shared by the browser beacon and the
 * Edge Function: what a Core Web Vitals beacon may carry, and how a Content-Security-Policy
 * violation report (either of the browser's two formats) is reduced to what is kept.
 * Plain TypeScript: no Deno, Node or browser-only imports, so every runtime can load it.
 *
 * What is kept is deliberately coarse: a route (never a query string or fragment), a device
 * class, a connection class, first or return visit, the build, and the numbers. No identifier,
 * no cookie, no address, no user agent, no full URL: nothing that could tell one visitor from
 * another or follow one across pages.
 */
import type { FieldError, Validation } from './rules.ts';

/** The function's name: /functions/v1/collect-vitals. */
export const COLLECTOR_NAME = 'collect-vitals';

/** The site's routes (content/navigation.ts `routes`; a Jest test keeps the two equal). */
export const KNOWN_ROUTES = [
  '/',
  '/about',
  '/work',
  '/staffing',
  '/managed-services',
  '/contingent-workers',
  '/diverse-supplier',
  '/hire',
  '/talent',
  '/talent-network',
  '/privacy-policy',
  '/blog',
  '/careers',
  '/knowledge-base',
  '/ai-ml-staffing',
  '/tech-refugee-program',
  '/jobs',
  '/public-sector',
  '/search',
  '/jobs/alerts/confirm',
  '/jobs/alerts/manage',
  '/jobs/alerts/unsubscribe',
] as const;

/** Every blog article is counted under one route: slugs are many and say nothing about speed. */
export const BLOG_ARTICLE_ROUTE = '/blog/:id';
/** Any other path (the 404 page, a mistyped address). */
export const OTHER_ROUTE = '(other)';

const BLOG_SLUG = /^\/blog\/[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * The route a path is counted under: a known route, `/blog/:id` for an article, or `(other)`.
 * The query string and fragment are dropped, a trailing slash or `.html` is ignored, case too.
 */
export function normalizeRoute(path: string): string {
  let p = path.split(/[?#]/, 1)[0]!.toLowerCase();
  if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p === '/index') p = '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  if ((KNOWN_ROUTES as readonly string[]).includes(p)) return p;
  if (BLOG_SLUG.test(p)) return BLOG_ARTICLE_ROUTE;
  return OTHER_ROUTE;
}

/** Viewport width buckets: below 768 px, below 1024 px, wider. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < 768 ? 'mobile' : viewportWidth < 1024 ? 'tablet' : 'desktop';
}

/** navigator.connection.effectiveType's values; absent where the browser does not say. */
export const CONNECTION_CLASSES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionClass = (typeof CONNECTION_CLASSES)[number];

export const VISIT_KINDS = ['first', 'return'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** The metrics and the range a real value can take (milliseconds; CLS is a unitless score). */
export const METRIC_RANGES = {
  LCP: { min: 0, max: 120_000 },
  INP: { min: 0, max: 60_000 },
  CLS: { min: 0, max: 100 },
  TTFB: { min: 0, max: 120_000 },
} as const;
export type MetricName = keyof typeof METRIC_RANGES;
export const METRIC_NAMES = Object.keys(METRIC_RANGES) as MetricName[];
/** Whether a beacon's key names one of the metrics (compared with the list, never looked up on an object). */
export const isMetricName = (name: string): name is MetricName =>
  (METRIC_NAMES as string[]).includes(name);

/** Google's "good" thresholds (web.dev/articles/vitals): at or under is good. */
export const GOOD_THRESHOLDS: Record<MetricName, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  TTFB: 800,
};

/** One page view's beacon, as the browser sends it and the function stores it. */
export type VitalsBeacon = {
  route: string;
  device: DeviceClass;
  connection: ConnectionClass | null;
  visit: VisitKind;
  build: string;
  metrics: Partial<Record<MetricName, number>>;
};

/** Bodies over this are refused unread (a beacon is about 200 bytes; a report batch a few KB). */
export const COLLECTOR_MAX_BYTES = 8 * 1024;
/** Reports in one Reporting API batch that are looked at; the rest are refused with the batch. */
export const MAX_REPORTS_PER_BATCH = 20;

const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BEACON_KEYS = new Set(['route', 'device', 'connection', 'visit', 'build', 'metrics']);

const fail = (field: string, why: string): { ok: false; error: FieldError } => ({
  ok: false,
  error: { field, why },
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Validates a beacon strictly: unknown fields, wrong types and impossible values are refused. */
export function validateBeacon(raw: unknown): Validation<VitalsBeacon> {
  if (!isRecord(raw)) return fail('body', 'must be a JSON object');
  for (const key of Object.keys(raw))
    if (!BEACON_KEYS.has(key)) return fail(key, 'is not a known field');
  const { route, device, connection, visit, build, metrics } = raw;
  if (typeof route !== 'string' || !route.startsWith('/') || route.length > 200) {
    return fail('route', 'must be a path starting with / (at most 200 characters)');
  }
  if (!oneOf(DEVICE_CLASSES, device))
    return fail('device', `must be one of ${DEVICE_CLASSES.join(', ')}`);
  if (connection !== undefined && connection !== null && !oneOf(CONNECTION_CLASSES, connection)) {
    return fail('connection', `must be one of ${CONNECTION_CLASSES.join(', ')}, or absent`);
  }
  if (!oneOf(VISIT_KINDS, visit)) return fail('visit', `must be one of ${VISIT_KINDS.join(', ')}`);
  if (typeof build !== 'string' || !BUILD_ID.test(build))
    return fail('build', 'must be a build id (letters, digits, - and _, at most 64)');
  if (!isRecord(metrics)) return fail('metrics', 'must be an object of metric values');
  const values: Partial<Record<MetricName, number>> = {};
  for (const [name, value] of Object.entries(metrics)) {
    // Own names only: `in` would also take the prototype's (constructor, toString, __proto__, ...).
    if (!isMetricName(name))
      return fail(`metrics.${name}`, `is not a known metric (${METRIC_NAMES.join(', ')})`);
    const range = METRIC_RANGES[name];
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < range.min ||
      value > range.max
    ) {
      return fail(`metrics.${name}`, `must be a number from ${range.min} to ${range.max}`);
    }
    values[name] = value;
  }
  if (Object.keys(values).length === 0) return fail('metrics', 'must hold at least one metric');
  return {
    ok: true,
    value: {
      route: normalizeRoute(route),
      device,
      connection: connection ?? null,
      visit,
      build,
      metrics: values,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy violation reports.

/** One violation as it is kept: which rule refused what kind of source, on which route. */
export type CspViolation = {
  directive: string;
  /** The refused source's origin (`https://host[:port]`), or a keyword: inline, eval, data, ... */
  blocked: string;
  route: string;
  disposition: 'enforce' | 'report';
  /** Which mechanism delivered it: the Reporting API (report-to) or the older report-uri. */
  via: 'report-to' | 'report-uri';
};

const DIRECTIVE = /^[a-z-]{1,40}$/;
const KEYWORDS = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'trusted-types-policy',
  'trusted-types-sink',
  'self',
]);

/** The longest blocked origin kept (the column's bound); a longer one is kept as `(too long)`. */
export const MAX_BLOCKED_LENGTH = 300;

/** The origin of a blocked URL, or the keyword/scheme browsers report in its place; never a path or query. */
export function blockedOrigin(value: unknown): string {
  const origin = originOf(value);
  return origin.length > MAX_BLOCKED_LENGTH ? '(too long)' : origin;
}

function originOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '(none)';
  const text = value.trim().toLowerCase();
  if (KEYWORDS.has(text)) return text;
  try {
    const url = new URL(value);
    if (
      url.protocol === 'http:' ||
      url.protocol === 'https:' ||
      url.protocol === 'ws:' ||
      url.protocol === 'wss:'
    )
      return url.origin;
    return url.protocol.replace(/:$/, ''); // data, blob, filesystem, chrome-extension, ...
  } catch {
    // report-uri reports may carry a bare scheme ("data") or an origin-only value.
    return /^[a-z][a-z0-9+.-]{0,30}$/.test(text) ? text : '(unparsable)';
  }
}

/** The path of a document URL, as a route; `(other)` when it is not a URL. */
function routeOfDocument(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return normalizeRoute(new URL(value).pathname);
  } catch {
    return null;
  }
}

function directiveOf(effective: unknown, violated: unknown): string | null {
  const pick =
    typeof effective === 'string' && effective
      ? effective
      : typeof violated === 'string'
        ? violated.split(/\s+/, 1)[0]
        : '';
  const name = (pick ?? '').toLowerCase();
  return DIRECTIVE.test(name) ? name : null;
}

/** `application/csp-report` (report-uri): `{ "csp-report": { "document-uri", "effective-directive", "blocked-uri", ... } }`. */
export function normalizeReportUri(raw: unknown): Validation<CspViolation[]> {
  if (!isRecord(raw) || !isRecord(raw['csp-report']))
    return fail('csp-report', 'must be an object');
  const report = raw['csp-report'];
  const route = routeOfDocument(report['document-uri']);
  if (!route) return fail('csp-report.document-uri', 'must be a URL');
  const directive = directiveOf(report['effective-directive'], report['violated-directive']);
  if (!directive) return fail('csp-report.effective-directive', 'must name a directive');
  const disposition = report.disposition === 'report' ? 'report' : 'enforce';
  return {
    ok: true,
    value: [
      {
        directive,
        blocked: blockedOrigin(report['blocked-uri']),
        route,
        disposition,
        via: 'report-uri',
      },
    ],
  };
}

/**
 * `application/reports+json` (Reporting API, report-to): an array of reports; those of type
 * `csp-violation` are kept (`body.documentURL`, `body.effectiveDirective`, `body.blockedURL`),
 * other types a browser may batch to the same endpoint are skipped.
 */
export function normalizeReportTo(raw: unknown): Validation<CspViolation[]> {
  if (!Array.isArray(raw)) return fail('reports', 'must be an array');
  if (raw.length > MAX_REPORTS_PER_BATCH)
    return fail('reports', `must hold at most ${MAX_REPORTS_PER_BATCH} reports`);
  const out: CspViolation[] = [];
  for (const [i, report] of raw.entries()) {
    if (!isRecord(report)) return fail(`reports[${i}]`, 'must be an object');
    if (report.type !== 'csp-violation') continue;
    const body = report.body;
    if (!isRecord(body)) return fail(`reports[${i}].body`, 'must be an object');
    const route = routeOfDocument(body.documentURL ?? report.url);
    if (!route) return fail(`reports[${i}].body.documentURL`, 'must be a URL');
    const directive = directiveOf(body.effectiveDirective, body.violatedDirective);
    if (!directive) return fail(`reports[${i}].body.effectiveDirective`, 'must name a directive');
    const disposition = body.disposition === 'report' ? 'report' : 'enforce';
    out.push({
      directive,
      blocked: blockedOrigin(body.blockedURL),
      route,
      disposition,
      via: 'report-to',
    });
  }
  return { ok: true, value: out };
}

/** What a request body is, by its content type (parameters ignored). */
export type BodyKind = 'beacon' | 'report-uri' | 'report-to';

export function bodyKindOf(contentType: string | null): BodyKind | null {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'text/plain' || type === 'application/json') return 'beacon';
  if (type === 'application/csp-report') return 'report-uri';
  if (type === 'application/reports+json') return 'report-to';
  return null;
}
