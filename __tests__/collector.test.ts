/** @jest-environment node */
/**
 * The field-data collector (collect-vitals) end to end against a real PostgreSQL 15 server through
 * the production postgres.js access: beacons and both CSP report formats stored as rows, malformed
 * and oversized bodies refused with nothing stored, the per-address rate limit, the flood cap, the
 * 90-day purge and its schedule, and `npm run vitals` printing the table from the stored rows.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCollectorHandler } from '@/supabase/functions/_shared/features/collector.ts';
import {
  createSqlFieldStore,
  type FieldDataStore,
} from '@/supabase/functions/_shared/store/field-store.ts';
import type { Env } from '@/supabase/functions/_shared/core/settings.ts';
import type { FormHandler } from '@/supabase/functions/_shared/intake/handler.ts';
import { applyMigrations, openPostgres, type LocalDb } from '@/scripts/local/local-functions';
import { buildReport, formatReport, parseArgs, percentile, sqlReport } from '@/scripts/ops/vitals';
import fc from 'fast-check';
import { startPostgres, type TestPostgres } from './helpers/postgres';

jest.setTimeout(90_000);

const URL_ = 'https://abc.supabase.co/functions/v1/collect-vitals';
const SITE = 'https://www.cascadia.example';

const beacon = (over: Record<string, unknown> = {}) => ({
  route: '/about',
  device: 'mobile',
  connection: '4g',
  visit: 'first',
  build: 'build_1',
  metrics: { LCP: 1800, INP: 120, CLS: 0.02, TTFB: 300 },
  ...over,
});

const cspReportUri = (
  blocked = 'https://blocked.example/x.png?uid=42',
  page = `${SITE}/careers?email=a@b.c`,
) => ({
  'csp-report': {
    'document-uri': page,
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "img-src 'self' data:",
    disposition: 'enforce',
    'blocked-uri': blocked,
  },
});

let server: TestPostgres;
let db: LocalDb;
let store: FieldDataStore;
let now: Date;
const logs: string[] = [];
const log = {
  info: (m: string) => void logs.push(m),
  error: (m: string, f?: unknown) => void logs.push(`${m} ${JSON.stringify(f)}`),
};

beforeAll(async () => {
  server = await startPostgres();
  db = openPostgres(server.url);
  await applyMigrations(db);
  store = createSqlFieldStore(db);
  // Starting PostgreSQL and applying every migration takes seconds on a busy 2-core machine.
}, 120_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
});
beforeEach(async () => {
  await db.query('delete from vitals_beacons');
  await db.query('delete from csp_reports');
  await db.query('delete from collector_hourly');
  now = new Date('2026-04-10T10:00:00Z');
  logs.length = 0;
});

const handler = (env: Env = {}): FormHandler =>
  createCollectorHandler({ store, env: { SITE_ORIGINS: SITE, ...env }, clock: () => now, log });

const send = (
  h: FormHandler,
  body: unknown,
  type = 'text/plain;charset=UTF-8',
  ip = '203.0.113.7',
  headers: Record<string, string> = {},
) =>
  h(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': type, origin: SITE, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { ip },
  );

const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

describe('collect-vitals', () => {
  it('stores one row per beacon, route normalised, with no address or identifier', async () => {
    const h = handler();
    const res = await send(
      h,
      beacon({ route: '/blog/devops-as-service?email=someone@example.com' }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      await send(
        h,
        beacon({
          visit: 'return',
          device: 'desktop',
          connection: null,
          metrics: { LCP: 900, CLS: 0, TTFB: 80 },
        }),
        'application/json',
      ),
    ).toHaveProperty('status', 204);
    const rows = await db.query(
      'select route, device, connection, visit, build_id, lcp_ms, inp_ms, cls, ttfb_ms from vitals_beacons order by id',
    );
    expect(rows).toEqual([
      {
        route: '/blog/:id',
        device: 'mobile',
        connection: '4g',
        visit: 'first',
        build_id: 'build_1',
        lcp_ms: 1800,
        inp_ms: 120,
        cls: 0.02,
        ttfb_ms: 300,
      },
      {
        route: '/about',
        device: 'desktop',
        connection: null,
        visit: 'return',
        build_id: 'build_1',
        lcp_ms: 900,
        inp_ms: null,
        cls: 0,
        ttfb_ms: 80,
      },
    ]);
    // Nothing in either table could hold an address or an identifier.
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_name in ('vitals_beacons', 'csp_reports') order by table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'csp_reports.id',
      'csp_reports.created_at',
      'csp_reports.route',
      'csp_reports.directive',
      'csp_reports.blocked',
      'csp_reports.disposition',
      'csp_reports.via',
      'vitals_beacons.id',
      'vitals_beacons.created_at',
      'vitals_beacons.route',
      'vitals_beacons.device',
      'vitals_beacons.connection',
      'vitals_beacons.visit',
      'vitals_beacons.build_id',
      'vitals_beacons.lcp_ms',
      'vitals_beacons.inp_ms',
      'vitals_beacons.cls',
      'vitals_beacons.ttfb_ms',
    ]);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('turns on row level security with no policy, and the public API roles get no privileges', async () => {
    const rls = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('vitals_beacons', 'csp_reports', 'collector_hourly') order by relname`,
    );
    expect(rls.every((r) => r.relrowsecurity)).toBe(true);
    expect(rls).toHaveLength(3);
    expect(
      await db.query(
        `select * from pg_policies where tablename in ('vitals_beacons', 'csp_reports', 'collector_hourly')`,
      ),
    ).toEqual([]);
  });

  it('stores a report-uri report as directive, blocked origin and route', async () => {
    const res = await send(handler(), cspReportUri(), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(
      await db.query('select route, directive, blocked, disposition, via from csp_reports'),
    ).toEqual([
      {
        route: '/careers',
        directive: 'img-src',
        blocked: 'https://blocked.example',
        disposition: 'enforce',
        via: 'report-uri',
      },
    ]);
  });

  it('stores the CSP violations of a Reporting API batch and skips its other reports', async () => {
    const res = await send(
      handler(),
      [
        {
          type: 'csp-violation',
          age: 1,
          url: `${SITE}/`,
          body: {
            documentURL: `${SITE}/`,
            blockedURL: 'https://fonts.example/a.woff2',
            effectiveDirective: 'font-src',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', age: 1, url: `${SITE}/`, body: { id: 'x' } },
        {
          type: 'csp-violation',
          age: 2,
          url: `${SITE}/about`,
          body: {
            documentURL: `${SITE}/about`,
            blockedURL: 'inline',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
          },
        },
      ],
      'application/reports+json',
    );
    expect(res.status).toBe(204);
    expect(
      await db.query('select route, directive, blocked, via from csp_reports order by id'),
    ).toEqual([
      { route: '/', directive: 'font-src', blocked: 'https://fonts.example', via: 'report-to' },
      { route: '/about', directive: 'script-src-elem', blocked: 'inline', via: 'report-to' },
    ]);
  });

  it.each([
    ['not JSON', '{"route": "/about",', 'text/plain', 400, 'body: must be JSON'],
    [
      'an unknown field',
      beacon({ sessionId: 'abc' }),
      'text/plain',
      400,
      'sessionId: is not a known field',
    ],
    [
      'an unknown metric',
      beacon({ metrics: { FID: 12 } }),
      'text/plain',
      400,
      'metrics.FID: is not a known metric (LCP, INP, CLS, TTFB)',
    ],
    [
      'an impossible value',
      beacon({ metrics: { LCP: -5 } }),
      'text/plain',
      400,
      'metrics.LCP: must be a number from 0 to 120000',
    ],
    [
      'a device class of its own',
      beacon({ device: 'fridge' }),
      'text/plain',
      400,
      'device: must be one of mobile, tablet, desktop',
    ],
    [
      'a form post',
      'a=1',
      'application/x-www-form-urlencoded',
      415,
      'content-type: must be text/plain or application/json (a beacon), application/csp-report or application/reports+json (a CSP report)',
    ],
    [
      'a report-uri body that is an array',
      [],
      'application/csp-report',
      400,
      'csp-report: must be an object',
    ],
    [
      'a Reporting API body that is an object',
      cspReportUri(),
      'application/reports+json',
      400,
      'reports: must be an array',
    ],
    [
      'a 9 KB beacon',
      beacon({ route: `/${'a'.repeat(9 * 1024)}` }),
      'text/plain',
      413,
      'body: must be at most 8 KB',
    ],
  ])(
    'refuses %s with a 4xx naming the field, and stores nothing',
    async (_what, body, type, status, message) => {
      const res = await send(handler(), body, type);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: message });
      expect(await count('vitals_beacons')).toBe(0);
      expect(await count('csp_reports')).toBe(0);
    },
  );

  // Names every object inherits: a lookup by `in` or by index would take them for known ones.
  const PROTOTYPE_KEYS = [
    'constructor',
    'toString',
    'valueOf',
    '__proto__',
    'hasOwnProperty',
    'isPrototypeOf',
    'toLocaleString',
    '__defineGetter__',
  ];
  /** A beacon whose metrics hold `key` first, written as text (an object literal would take __proto__ as its prototype). */
  const beaconWithMetric = (key: string, value: unknown = 5) =>
    JSON.stringify(beacon()).replace(
      '"metrics":{',
      `"metrics":{${JSON.stringify(key)}:${JSON.stringify(value)},`,
    );

  it.each(PROTOTYPE_KEYS)(
    'refuses the metric name %s with a 400 naming it, and stores nothing',
    async (key) => {
      for (const value of [5, {}, null]) {
        const res = await send(handler(), beaconWithMetric(key, value));
        expect([key, value, res.status, await res.json()]).toEqual([
          key,
          value,
          400,
          { error: `metrics.${key}: is not a known metric (LCP, INP, CLS, TTFB)` },
        ]);
      }
      // As a field of the beacon itself, too.
      const res = await send(
        handler(),
        JSON.stringify(beacon()).replace('{', `{${JSON.stringify(key)}:1,`),
      );
      expect([res.status, await res.json()]).toEqual([
        400,
        { error: `${key}: is not a known field` },
      ]);
      expect(await count('vitals_beacons')).toBe(0);
    },
  );

  it('no JSON body of any content type answers 500: a 4xx naming the field stores nothing, a 204 stores it', async () => {
    const h = handler({
      COLLECTOR_RATE_MAX: '100000',
      COLLECTOR_ADDRESS_HOURLY: '100000',
      COLLECTOR_NETWORK_HOURLY: '100000',
      COLLECTOR_HOURLY_CAP: '100000',
      COLLECTOR_DAILY_CAP: '100000',
    });
    const key = fc.oneof(
      fc.constantFrom(
        ...PROTOTYPE_KEYS,
        'LCP',
        'INP',
        'CLS',
        'TTFB',
        'route',
        'metrics',
        'csp-report',
        'body',
        'type',
      ),
      fc.string({ maxLength: 12 }),
    );
    // An object written as text from entries, so any key (__proto__ among them) is an own key of the parsed body.
    const object = (value: fc.Arbitrary<string>) =>
      fc
        .array(fc.tuple(key, value), { maxLength: 6 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
    const json = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
        object(tie('value')),
        fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      ),
    })).value;
    // Bodies close to real ones: a beacon, a report-uri report or a report batch with parts replaced.
    const nearBeacon = fc
      .tuple(key, json)
      .map(([k, v]) =>
        JSON.stringify(beacon()).replace('"metrics":{', `"metrics":{${JSON.stringify(k)}:${v},`),
      );
    const nearReport = fc
      .tuple(key, json)
      .map(([k, v]) =>
        JSON.stringify(cspReportUri()).replace(
          '"csp-report":{',
          `"csp-report":{${JSON.stringify(k)}:${v},`,
        ),
      );
    const nearBatch = fc
      .tuple(key, json)
      .map(
        ([k, v]) =>
          `[{"type":"csp-violation",${JSON.stringify(k)}:${v},"body":{"documentURL":"${SITE}/"}}]`,
      );
    const type = fc.constantFrom(
      'text/plain',
      'application/json',
      'application/csp-report',
      'application/reports+json',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(json, nearBeacon, nearReport, nearBatch),
        type,
        async (body, contentType) => {
          const before = (await count('vitals_beacons')) + (await count('csp_reports'));
          const res = await send(h, body, contentType);
          const after = (await count('vitals_beacons')) + (await count('csp_reports'));
          if (res.status === 204) {
            expect(after).toBeGreaterThanOrEqual(before);
            return;
          }
          const answer = await res.json();
          expect([res.status, body, answer.error]).toEqual([
            expect.any(Number),
            body,
            expect.stringMatching(/^.*: \S/s),
          ]);
          expect(res.status >= 400 && res.status < 500).toBe(true);
          expect(after).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses an oversized body streamed without a length, before reading it all', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 100) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const res = await handler()(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: SITE },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { ip: '203.0.113.8' },
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(20);
    expect(await count('vitals_beacons')).toBe(0);
  });

  it('answers the preflight and refuses other methods', async () => {
    const h = handler();
    const preflight = await h(new Request(URL_, { method: 'OPTIONS', headers: { origin: SITE } }), {
      ip: '203.0.113.9',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const get = await h(new Request(URL_), { ip: '203.0.113.9' });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: 'method: only POST is allowed' });
  });

  it("hears only the site's own pages: another site, a sandboxed frame (Origin: null) or no Origin is refused", async () => {
    for (const origin of ['https://elsewhere.example', 'null', undefined]) {
      const h = handler();
      const res = await h(
        new Request(URL_, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', ...(origin ? { origin } : {}) },
          body: JSON.stringify(beacon()),
        }),
        { ip: '203.0.113.10' },
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'origin: is not one of the site origins' });
    }
    expect(await count('vitals_beacons')).toBe(0);
  });

  it('caps what a flood from many addresses can store per hour and per day', async () => {
    const h = handler({ COLLECTOR_HOURLY_CAP: '3', COLLECTOR_DAILY_CAP: '4' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await send(h, beacon(), 'text/plain', `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    now = new Date(now.getTime() + 3_600_000);
    statuses.length = 0;
    for (let i = 0; i < 3; i++)
      statuses.push((await send(h, beacon(), 'text/plain', `198.51.100.${i + 10}`)).status);
    // The next hour has room for three, the day for one more.
    expect(statuses).toEqual([204, 429, 429]);
    expect(await count('vitals_beacons')).toBe(4);
  });

  it('limits each address (held in memory only), not the others', async () => {
    const h = handler({ COLLECTOR_RATE_MAX: '3', COLLECTOR_RATE_WINDOW_SECONDS: '60' });
    for (let i = 0; i < 3; i++)
      expect((await send(h, beacon(), 'text/plain', '198.51.100.1')).status).toBe(204);
    const limited = await send(h, beacon(), 'text/plain', '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(h, beacon(), 'text/plain', '198.51.100.2')).status).toBe(204);
    expect(await count('vitals_beacons')).toBe(4);
    now = new Date(now.getTime() + 61_000);
    expect((await send(h, beacon(), 'text/plain', '198.51.100.1')).status).toBe(204);
  });

  it('caps a flood from many addresses per hour, across instances, beacons and reports apart', async () => {
    const env = { COLLECTOR_HOURLY_CAP: '5' };
    const [a, b] = [handler(env), handler(env)]; // two instances of the function, one database
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await send(i % 2 ? a : b, beacon(), 'text/plain', `192.0.2.${i + 1}`)).status);
    expect(answers.filter((s) => s === 204)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(7);
    expect(await count('vitals_beacons')).toBe(5);
    // Reports have their own allowance; a batch that would pass it is stored not at all.
    expect((await send(a, cspReportUri(), 'application/csp-report', '192.0.2.99')).status).toBe(
      204,
    );
    const batch = Array.from({ length: 5 }, () => ({
      type: 'csp-violation',
      body: {
        documentURL: `${SITE}/`,
        blockedURL: 'https://x.example/',
        effectiveDirective: 'img-src',
      },
    }));
    expect((await send(a, batch, 'application/reports+json', '192.0.2.98')).status).toBe(429);
    expect(await count('csp_reports')).toBe(1);
    now = new Date(now.getTime() + 3_600_000);
    expect((await send(a, beacon(), 'text/plain', '192.0.2.50')).status).toBe(204);
  });

  it('five addresses that set Origin cannot fill the hour: each stops at its share, real beacons from elsewhere are stored', async () => {
    const h = handler();
    const answers = new Map<number, number>();
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 60; i++) {
        const status = (
          await send(h, beacon({ build: `invented_${i}` }), 'text/plain', `198.18.${a}.1`)
        ).status;
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
      now = new Date(now.getTime() + 61_000); // past the burst window: the hour's share decides
    }
    expect(Object.fromEntries(answers)).toEqual({ 204: 150, 429: 150 });
    const limited = await send(h, beacon(), 'text/plain', '198.18.0.1');
    expect(await limited.json()).toEqual({
      error: 'rate: at most 30 reports an hour from one address; try again later',
    });
    for (let i = 0; i < 10; i++)
      expect((await send(h, beacon(), 'text/plain', `203.0.113.${i}`)).status).toBe(204);
    // One network rotating its addresses is one sender too.
    const net = handler({ COLLECTOR_NETWORK_HOURLY: '4' });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send(net, beacon(), 'text/plain', `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
  });

  it('no field of a report can make it answer 500: a 400-character blocked host is kept as (too long)', async () => {
    const h = handler({
      COLLECTOR_RATE_MAX: '10000',
      COLLECTOR_ADDRESS_HOURLY: '10000',
      COLLECTOR_NETWORK_HOURLY: '10000',
      COLLECTOR_HOURLY_CAP: '10000',
      COLLECTOR_DAILY_CAP: '10000',
    });
    const long = `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example/x.js`;
    expect((await send(h, cspReportUri(long), 'application/csp-report')).status).toBe(204);
    const [row] = await db.query<{ blocked: string }>('select blocked from csp_reports');
    expect(row.blocked).toBe('(too long)');
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 60 }),
        async (blocked, page, directive) => {
          const report = {
            'csp-report': {
              'document-uri': `${SITE}/${page}`,
              'effective-directive': directive,
              'blocked-uri': blocked,
            },
          };
          const batch = [
            {
              type: 'csp-violation',
              body: {
                documentURL: page,
                blockedURL: `https://${blocked}`,
                effectiveDirective: directive,
              },
            },
          ];
          for (const [body, type] of [
            [report, 'application/csp-report'],
            [batch, 'application/reports+json'],
          ] as const) {
            const status = (await send(h, body, type)).status;
            if (status !== 204 && status !== 400)
              throw new Error(`${status} for ${JSON.stringify(body)}`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('deletes beacons and reports after 90 days, scheduled daily beside the submissions purge', async () => {
    const h = handler();
    now = new Date('2026-01-01T00:00:00Z');
    await send(h, beacon({ route: '/old' }));
    await send(h, cspReportUri('https://old.example/'), 'application/csp-report');
    now = new Date('2026-03-15T00:00:00Z');
    await send(h, beacon({ route: '/recent' }));
    await send(h, cspReportUri('https://recent.example/'), 'application/csp-report');
    expect(await store.purge(new Date('2026-04-05T00:00:00Z'))).toEqual({ vitals: 1, csp: 1 });
    expect(await db.query('select route from vitals_beacons')).toEqual([{ route: '(other)' }]);
    expect(await db.query('select blocked from csp_reports')).toEqual([
      { blocked: 'https://recent.example' },
    ]);
    const jobs = await db.query<{ jobname: string; schedule: string; command: string }>(
      `select jobname, schedule, command from cron.job where jobname = 'purge-expired-field-data'`,
    );
    expect(jobs).toEqual([
      {
        jobname: 'purge-expired-field-data',
        schedule: '27 3 * * *',
        command: 'select * from public.purge_expired_field_data()',
      },
    ]);
    const grants = await db.query<{ grantee: string }>(
      `select grantee from information_schema.routine_privileges where routine_name = 'purge_expired_field_data'`,
    );
    expect(grants.map((g) => g.grantee)).not.toContain('PUBLIC');
  });
});

describe('npm run vitals', () => {
  it('computes p75 by nearest rank', () => {
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.75)).toBe(8);
  });

  it('reads --days and --json, and refuses anything else', () => {
    expect(parseArgs([])).toEqual({ days: 28, json: false });
    expect(parseArgs(['--days', '7', '--json'])).toEqual({ days: 7, json: true });
    expect(parseArgs(['--days=90'])).toEqual({ days: 90, json: false });
    expect(() => parseArgs(['--days', 'x'])).toThrow(
      '--days: must be a whole number of days from 1 to 365',
    );
    expect(() => parseArgs(['--verbose'])).toThrow('unknown option --verbose');
  });

  it('prints p75, samples and share of good per route and visit, and violations by directive and origin, from the stored rows', async () => {
    const h = handler();
    now = new Date();
    const views: Array<[string, 'first' | 'return', number, number | undefined, number]> = [
      ['/', 'first', 1000, 100, 0],
      ['/', 'first', 2000, undefined, 0.05],
      ['/', 'first', 3000, 300, 0.2],
      ['/', 'first', 4000, 150, 0],
      ['/', 'return', 800, 50, 0],
      ['/about', 'first', 1500, 90, 0.01],
    ];
    for (const [route, visit, LCP, INP, CLS] of views) {
      const metrics = INP === undefined ? { LCP, CLS, TTFB: 100 } : { LCP, INP, CLS, TTFB: 100 };
      expect((await send(h, beacon({ route, visit, metrics }))).status).toBe(204);
    }
    // One beacon outside a 7-day period.
    await db.query(
      `update vitals_beacons set created_at = now() - interval '10 days' where route = '/about'`,
    );
    await send(
      h,
      cspReportUri('https://blocked.example/a.png', `${SITE}/careers`),
      'application/csp-report',
    );
    await send(
      h,
      cspReportUri('https://blocked.example/b.png?x=1', `${SITE}/`),
      'application/csp-report',
    );

    const root = path.resolve(__dirname, '..');
    const run = (args: string[]) =>
      promisify(execFile)(
        path.join(root, 'node_modules/.bin/tsx'),
        ['scripts/ops/vitals.ts', ...args],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: server.url },
        },
      );
    const { stdout } = await run(['--days', '7']);
    expect(stdout).toContain('Field data, last 7 day(s)');
    expect(stdout).toContain('5 page view(s)');
    const line = (route: string, visit: string) =>
      stdout.split('\n').find((l) => l.startsWith(`${route} `) && l.includes(` ${visit} `));
    // LCP p75 of 1000..4000 (nearest rank) is 3000; 2 of 4 are at or under 2500 ms. INP has 3 samples.
    expect(line('/', 'first')).toMatch(
      /^\/\s+first\s+4\s+3000 ms \(n=4, 50% good\)\s+300 ms \(n=3, 67% good\)\s+0\.050 \(n=4, 75% good\)$/,
    );
    expect(line('/', 'return')).toMatch(
      /^\/\s+return\s+1\s+800 ms \(n=1, 100% good\)\s+50 ms \(n=1, 100% good\)\s+0\.000 \(n=1, 100% good\)$/,
    );
    expect(line('/about', 'first')).toBeUndefined();
    expect(stdout).toMatch(/img-src\s+https:\/\/blocked\.example\s+2\s+\/, \/careers/);

    const json = JSON.parse((await run(['--json', '--days', '28'])).stdout);
    expect(json.views).toBe(6);
    expect(
      json.rows.find(
        (r: { route: string; visit: string }) => r.route === '/about' && r.visit === 'first',
      ).metrics.LCP,
    ).toEqual({ samples: 1, p75: 1500, good: 1 });
    expect(json.violations).toEqual([
      {
        directive: 'img-src',
        blocked: 'https://blocked.example',
        count: 2,
        routes: ['/', '/careers'],
      },
    ]);

    // The database's aggregation is the same report as the one computed from every row in memory.
    const at = new Date();
    const since = new Date(at.getTime() - 28 * 86_400_000);
    const inMemory = buildReport(
      await store.beaconsSince(since),
      await store.violationsSince(since),
      { days: 28, now: at },
    );
    const inSql = await sqlReport(db, { days: 28, now: at });
    expect(inSql.rows).toEqual(inMemory.rows);
    expect(inSql).toEqual(inMemory);
  });

  it('says so when there is nothing to report', () => {
    const text = formatReport(
      buildReport([], [], { days: 28, now: new Date('2026-04-10T00:00:00Z') }),
      'test',
    );
    expect(text).toContain('(no beacons in this period)');
    expect(text).toContain('(none in this period)');
  });
});
