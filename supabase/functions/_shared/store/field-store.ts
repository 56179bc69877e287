/**
 * Where the collector keeps field data: one row per page view's beacon (vitals_beacons) and one
 * per CSP violation (csp_reports), both in supabase/migrations/20260401000000_field_data.sql.
 * Neither table has a column for an address, an identifier or a full URL. A flood is capped in
 * the database (collector_hourly: rows accepted per kind per hour, counted across every instance
 * of the function) per hour and per UTC day, so no number of senders can fill the tables faster
 * than the caps.
 * One SQL implementation over the same Db interface as the forms' store.
 */
import type { CspViolation, VitalsBeacon } from '../core/field-data.ts';
import type { Db, Row } from './db.ts';
import { asDate } from './store-rules.ts';

export type FieldKind = 'beacon' | 'csp';
export type StoreOutcome = 'stored' | 'capped';

export type StoredBeacon = VitalsBeacon & { createdAt: Date };
export type StoredViolation = CspViolation & { createdAt: Date };

export type FieldPurgeReport = { vitals: number; csp: number };

/** Rows of one kind (beacons, or CSP reports) accepted per hour and per UTC day. */
export type FieldCaps = { hourly: number; daily: number };

export interface FieldDataStore {
  /** Stores one beacon unless this hour's or this day's cap for beacons is reached. */
  storeBeacon(beacon: VitalsBeacon, now: Date, caps: FieldCaps): Promise<StoreOutcome>;
  /** Stores a batch of violations (all or none) unless it would pass this hour's or day's cap for reports. */
  storeViolations(violations: CspViolation[], now: Date, caps: FieldCaps): Promise<StoreOutcome>;
  beaconsSince(since: Date): Promise<StoredBeacon[]>;
  violationsSince(since: Date): Promise<StoredViolation[]>;
  /** Deletes beacons and reports older than 90 days (the privacy policy's period). */
  purge(asOf: Date): Promise<FieldPurgeReport>;
}

const num = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

/** Takes `count` of this hour's and this day's caps for `kind`; false (nothing taken) when it would pass one. */
async function takeFromCap(
  tx: Db,
  kind: FieldKind,
  now: Date,
  count: number,
  caps: FieldCaps,
): Promise<boolean> {
  if (count > caps.hourly || count > caps.daily) return false;
  // One taker per kind at a time across instances, so the day's sum cannot be overshot.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`collector_hourly|${kind}`]);
  const [{ today }] = await tx.query<{ today: number }>(
    `select coalesce(sum(accepted), 0)::int as today from collector_hourly
     where kind = $1 and hour >= date_trunc('day', $2::timestamptz, 'UTC')`,
    [kind, now.toISOString()],
  );
  if (Number(today) + count > caps.daily) return false;
  const cap = caps.hourly;
  const rows = await tx.query(
    `insert into collector_hourly (kind, hour, accepted) values ($1, date_trunc('hour', $2::timestamptz), $3)
     on conflict (kind, hour) do update set accepted = collector_hourly.accepted + excluded.accepted
       where collector_hourly.accepted + excluded.accepted <= $4
     returning accepted`,
    [kind, now.toISOString(), count, cap],
  );
  return rows.length === 1;
}

/** A beacon's row as the operator's report reads it (a metric not measured is absent). */
function toBeacon(r: Row): StoredBeacon {
  const metrics: VitalsBeacon['metrics'] = {};
  const lcp = num(r.lcp_ms),
    inp = num(r.inp_ms),
    cls = num(r.cls),
    ttfb = num(r.ttfb_ms);
  if (lcp !== undefined) metrics.LCP = lcp;
  if (inp !== undefined) metrics.INP = inp;
  if (cls !== undefined) metrics.CLS = cls;
  if (ttfb !== undefined) metrics.TTFB = ttfb;
  return {
    createdAt: asDate(r.created_at),
    route: String(r.route),
    device: r.device as VitalsBeacon['device'],
    connection: (r.connection as VitalsBeacon['connection']) ?? null,
    visit: r.visit as VitalsBeacon['visit'],
    build: String(r.build_id),
    metrics,
  };
}

export function createSqlFieldStore(db: Db): FieldDataStore {
  return {
    async storeBeacon(beacon, now, caps) {
      return db.transaction(async (tx) => {
        if (!(await takeFromCap(tx, 'beacon', now, 1, caps))) return 'capped';
        const m = beacon.metrics;
        await tx.query(
          `insert into vitals_beacons (created_at, route, device, connection, visit, build_id, lcp_ms, inp_ms, cls, ttfb_ms)
           values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            now.toISOString(),
            beacon.route,
            beacon.device,
            beacon.connection,
            beacon.visit,
            beacon.build,
            m.LCP ?? null,
            m.INP ?? null,
            m.CLS ?? null,
            m.TTFB ?? null,
          ],
        );
        return 'stored';
      });
    },

    async storeViolations(violations, now, caps) {
      if (violations.length === 0) return 'stored';
      return db.transaction(async (tx) => {
        if (!(await takeFromCap(tx, 'csp', now, violations.length, caps))) return 'capped';
        for (const v of violations) {
          await tx.query(
            `insert into csp_reports (created_at, route, directive, blocked, disposition, via) values ($1::timestamptz, $2, $3, $4, $5, $6)`,
            [now.toISOString(), v.route, v.directive, v.blocked, v.disposition, v.via],
          );
        }
        return 'stored';
      });
    },

    async beaconsSince(since) {
      const rows = await db.query<Row>(
        `select created_at, route, device, connection, visit, build_id, lcp_ms, inp_ms, cls, ttfb_ms
         from vitals_beacons where created_at >= $1::timestamptz order by created_at, id`,
        [since.toISOString()],
      );
      return rows.map(toBeacon);
    },

    async violationsSince(since) {
      const rows = await db.query<Row>(
        `select created_at, route, directive, blocked, disposition, via from csp_reports
         where created_at >= $1::timestamptz order by created_at, id`,
        [since.toISOString()],
      );
      return rows.map((r) => ({
        createdAt: asDate(r.created_at),
        route: String(r.route),
        directive: String(r.directive),
        blocked: String(r.blocked),
        disposition: r.disposition as CspViolation['disposition'],
        via: r.via as CspViolation['via'],
      }));
    },

    async purge(asOf) {
      const rows = await db.query<{ kind: string; removed: number }>(
        'select * from purge_expired_field_data($1::timestamptz)',
        [asOf.toISOString()],
      );
      const report: FieldPurgeReport = { vitals: 0, csp: 0 };
      for (const row of rows)
        if (row.kind === 'vitals' || row.kind === 'csp') report[row.kind] = Number(row.removed);
      return report;
    },
  };
}
