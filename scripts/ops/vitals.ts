/**
 * `npm run vitals [-- --days N] [-- --json]`: what real visits measured, from the collector's rows
 * (collect-vitals) in the local server's database (DATABASE_URL or PGlite in .data/; against the
 * hosted project, DATABASE_URL=<its connection string>).
 *
 * Per route and for first vs return visits, over the last N days (default 28, as the Chrome UX
 * Report): the 75th percentile of LCP, INP and CLS with the number of samples behind each, and
 * the share of samples Google rates "good" (LCP <= 2500 ms, INP <= 200 ms, CLS <= 0.1). Then the
 * Content-Security-Policy violations grouped by directive and blocked origin, with the routes
 * they happened on. `--json` prints the same as one JSON document.
 * The numbers are computed by the database (percentile_disc is the nearest rank), so the report
 * holds the same few rows in memory whatever the number of beacons.
 * Stop the local server first when it uses PGlite (one process at a time opens its folder).
 */
import {
  GOOD_THRESHOLDS,
  type MetricName,
} from '../../supabase/functions/_shared/core/field-data.ts';
import type {
  StoredBeacon,
  StoredViolation,
} from '../../supabase/functions/_shared/store/field-store.ts';
import type { Db } from '../../supabase/functions/_shared/store/store.ts';
import { openLocalBackend } from '../local/local-functions';

/** The metrics the report rates (TTFB is stored but is not a Core Web Vital). */
export const REPORTED_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly MetricName[];

export type MetricSummary = {
  /** Samples that carried this metric (INP needs an interaction, so it often has fewer). */
  samples: number;
  /** 75th percentile (nearest rank), null without samples. */
  p75: number | null;
  /** Share of samples at or under Google's "good" threshold, 0..1; null without samples. */
  good: number | null;
};

export type RouteRow = {
  route: string;
  visit: 'first' | 'return' | 'all';
  views: number;
  metrics: Record<(typeof REPORTED_METRICS)[number], MetricSummary>;
};

export type ViolationGroup = {
  directive: string;
  blocked: string;
  count: number;
  routes: string[];
};

export type VitalsReport = {
  from: string;
  to: string;
  days: number;
  views: number;
  rows: RouteRow[];
  violations: ViolationGroup[];
};

/** The nearest-rank percentile: the smallest value with at least p of the samples at or under it. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function summarize(beacons: StoredBeacon[], metric: MetricName): MetricSummary {
  const values = beacons
    .map((b) => b.metrics[metric])
    .filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return { samples: 0, p75: null, good: null };
  return {
    samples: values.length,
    p75: percentile(values, 0.75),
    good: values.filter((v) => v <= GOOD_THRESHOLDS[metric]).length / values.length,
  };
}

function row(route: string, visit: RouteRow['visit'], beacons: StoredBeacon[]): RouteRow {
  return {
    route,
    visit,
    views: beacons.length,
    metrics: {
      LCP: summarize(beacons, 'LCP'),
      INP: summarize(beacons, 'INP'),
      CLS: summarize(beacons, 'CLS'),
    },
  };
}

export function buildReport(
  beacons: StoredBeacon[],
  violations: StoredViolation[],
  { days, now }: { days: number; now: Date },
): VitalsReport {
  const from = new Date(now.getTime() - days * 86_400_000);
  const inPeriod = beacons.filter((b) => b.createdAt >= from && b.createdAt <= now);
  const routes = [...new Set(inPeriod.map((b) => b.route))].sort();
  const rows: RouteRow[] = [];
  for (const route of routes) {
    for (const visit of ['first', 'return'] as const) {
      const group = inPeriod.filter((b) => b.route === route && b.visit === visit);
      if (group.length > 0) rows.push(row(route, visit, group));
    }
  }
  if (routes.length > 1) {
    for (const visit of ['first', 'return'] as const) {
      const group = inPeriod.filter((b) => b.visit === visit);
      if (group.length > 0) rows.push(row('(all routes)', visit, group));
    }
  }

  const groups = new Map<string, ViolationGroup>();
  for (const v of violations.filter((v) => v.createdAt >= from && v.createdAt <= now)) {
    const key = `${v.directive} ${v.blocked}`;
    const group = groups.get(key) ?? {
      directive: v.directive,
      blocked: v.blocked,
      count: 0,
      routes: [],
    };
    group.count += 1;
    if (!group.routes.includes(v.route)) group.routes.push(v.route);
    groups.set(key, group);
  }
  const grouped = [...groups.values()]
    .map((g) => ({ ...g, routes: g.routes.sort() }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.directive.localeCompare(b.directive) ||
        a.blocked.localeCompare(b.blocked),
    );

  return {
    from: from.toISOString(),
    to: now.toISOString(),
    days,
    views: inPeriod.length,
    rows,
    violations: grouped,
  };
}

type MetricColumns = Record<string, unknown>;

const METRIC_COLUMN = { LCP: 'lcp_ms', INP: 'inp_ms', CLS: 'cls' } as const;

/** The same report as buildReport, aggregated in SQL: bounded memory at any volume. */
export async function sqlReport(
  db: Db,
  { days, now }: { days: number; now: Date },
): Promise<VitalsReport> {
  const from = new Date(now.getTime() - days * 86_400_000);
  const metricSql = REPORTED_METRICS.map((m) => {
    const c = METRIC_COLUMN[m];
    return `count(${c})::int as ${m}_n, percentile_disc(0.75) within group (order by ${c}) as ${m}_p75,
      avg(case when ${c} is null then null when ${c} <= ${GOOD_THRESHOLDS[m]} then 1.0 else 0.0 end)::float8 as ${m}_good`;
  }).join(',\n');
  const grouped = await db.query<MetricColumns>(
    `select route, visit, grouping(route) as all_routes, count(*)::int as views, ${metricSql}
     from vitals_beacons where created_at >= $1::timestamptz and created_at <= $2::timestamptz
     group by grouping sets ((route, visit), (visit))
     order by grouping(route), route, visit`,
    [from.toISOString(), now.toISOString()],
  );
  const routeCount = new Set(
    grouped.filter((r) => Number(r.all_routes) === 0).map((r) => String(r.route)),
  ).size;
  const rows: RouteRow[] = grouped
    .filter((r) => Number(r.all_routes) === 0 || routeCount > 1)
    .map((r) => ({
      route: Number(r.all_routes) === 1 ? '(all routes)' : String(r.route),
      visit: r.visit as RouteRow['visit'],
      views: Number(r.views),
      metrics: Object.fromEntries(
        REPORTED_METRICS.map((m) => {
          const n = Number(r[`${m.toLowerCase()}_n`]);
          return [
            m,
            n === 0
              ? { samples: 0, p75: null, good: null }
              : {
                  samples: n,
                  p75: Number(r[`${m.toLowerCase()}_p75`]),
                  good: Number(r[`${m.toLowerCase()}_good`]),
                },
          ];
        }),
      ) as RouteRow['metrics'],
    }));
  // first before return within a route, as buildReport orders them.
  rows.sort(
    (a, b) =>
      Number(a.route === '(all routes)') - Number(b.route === '(all routes)') ||
      a.route.localeCompare(b.route) ||
      a.visit.localeCompare(b.visit),
  );
  const views = rows.filter((r) => r.route !== '(all routes)').reduce((n, r) => n + r.views, 0);
  const violations = await db.query<{
    directive: string;
    blocked: string;
    count: number;
    routes: string[];
  }>(
    `select directive, blocked, count(*)::int as count, array_agg(distinct route order by route) as routes
     from csp_reports where created_at >= $1::timestamptz and created_at <= $2::timestamptz
     group by directive, blocked order by count(*) desc, directive, blocked`,
    [from.toISOString(), now.toISOString()],
  );
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    days,
    views,
    rows,
    violations: violations.map((v) => ({
      directive: v.directive,
      blocked: v.blocked,
      count: Number(v.count),
      routes: [...v.routes],
    })),
  };
}

function cell(metric: (typeof REPORTED_METRICS)[number], summary: MetricSummary): string {
  if (summary.p75 === null || summary.good === null) return '—';
  const value = metric === 'CLS' ? summary.p75.toFixed(3) : `${Math.round(summary.p75)} ms`;
  return `${value} (n=${summary.samples}, ${Math.round(summary.good * 100)}% good)`;
}

function table(header: string[], body: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}

export function formatReport(report: VitalsReport, describe: string): string {
  const lines = [
    `Field data, last ${report.days} day(s): ${report.from.slice(0, 10)} to ${report.to.slice(0, 10)} — ${describe}`,
    `${report.views} page view(s). p75 per route; "good": LCP <= ${GOOD_THRESHOLDS.LCP} ms, INP <= ${GOOD_THRESHOLDS.INP} ms, CLS <= ${GOOD_THRESHOLDS.CLS}.`,
    '',
  ];
  if (report.rows.length === 0) lines.push('(no beacons in this period)');
  else {
    lines.push(
      ...table(
        ['route', 'visit', 'views', 'LCP p75', 'INP p75', 'CLS p75'],
        report.rows.map((r) => [
          r.route,
          r.visit,
          String(r.views),
          cell('LCP', r.metrics.LCP),
          cell('INP', r.metrics.INP),
          cell('CLS', r.metrics.CLS),
        ]),
      ),
    );
  }
  lines.push('', `CSP violations (${report.violations.reduce((n, g) => n + g.count, 0)}):`);
  if (report.violations.length === 0) lines.push('(none in this period)');
  else {
    lines.push(
      ...table(
        ['directive', 'blocked', 'reports', 'routes'],
        report.violations.map((g) => [
          g.directive,
          g.blocked,
          String(g.count),
          g.routes.join(', '),
        ]),
      ),
    );
  }
  return lines.join('\n');
}

export function parseArgs(argv: string[]): { days: number; json: boolean } {
  let days = 28;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--days' || arg.startsWith('--days=')) {
      const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[++i]);
      if (!Number.isInteger(value) || value < 1 || value > 365)
        throw new Error('--days: must be a whole number of days from 1 to 365');
      days = value;
    } else throw new Error(`unknown option ${arg} (use --days N, --json)`);
  }
  return { days, json };
}

async function main() {
  const { days, json } = parseArgs(process.argv.slice(2));
  const backend = await openLocalBackend(process.env);
  try {
    const report = await sqlReport(backend.db, { days, now: new Date() });
    console.log(json ? JSON.stringify(report, null, 2) : formatReport(report, backend.describe));
  } finally {
    await backend.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
