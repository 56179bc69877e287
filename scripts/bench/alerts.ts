/**
 * `npm run bench:alerts`: one job alert run at scale, measured against Supabase Edge Functions'
 * limits (supabase.com/docs/guides/functions/limits: wall clock 150 s free / 400 s paid, CPU time
 * 2 s per request, memory 256 MB). PostgreSQL 15 (as the Jest suite starts it, PG_TEST_PORT),
 * 20,000 confirmed subscribers with varied criteria (BENCH_SUBSCRIBERS), a first build (the
 * baseline) and a second that adds matching roles; then job-alerts-send's work is invoked as
 * pg_cron would, one invocation at a time, until nothing is left, each measured: wall clock, CPU
 * time of this process (the database's is its own server's), peak RSS. The emails go to the
 * Resend stand-in in a child process (its CPU is not counted). A last run must send nothing.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startPostgres } from '../../__tests__/helpers/postgres';
import { startResendStandIn } from '../test/resend-stand-in';
import { createResendMailer } from '../../supabase/functions/_shared/providers/email.ts';
import { runAlerts, type RunReport } from '../../supabase/functions/_shared/features/job-alerts.ts';
import { createAlertStore } from '../../supabase/functions/_shared/store/store-alerts.ts';
import { applyMigrations, openPostgres } from '../local/local-functions';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 20_000);
const NEW_ROLES = Number(process.env.BENCH_NEW_ROLES || 24);
const LIMITS = { cpuMs: 2_000, wallFreeMs: 150_000, wallPaidMs: 400_000, memoryMb: 256 };
const SITE = 'https://www.cascadia.example';
const API_KEY = 're_bench_alerts';

/** The child: the Resend stand-in, answering its counts when asked. */
async function standInChild() {
  const resend = await startResendStandIn({ apiKey: API_KEY });
  process.send!({ url: resend.url });
  process.on('message', () => {
    process.send!({
      requests: resend.requests,
      emails: resend.received.length,
      recipients: new Set(resend.received.map((e) => e.body.to[0])).size,
    });
  });
}

const KEYWORDS = [
  '',
  'cloud',
  'data engineer',
  'platform',
  'security',
  'java',
  'python',
  'devops',
  'react',
  'sre',
  'analyst',
  'engineer',
];
const PLACES = ['', '', 'Seattle', 'Portland', 'WA', 'Tacoma', 'Spokane'];
const WORKPLACES = ['any', 'any', 'remote', 'onsite'];
const TERMS = ['any', 'any', 'contract', 'permanent'];

function role(
  i: number,
  title: string,
  remote: 'remote' | 'onsite' | 'hybrid',
  city: string,
  contract: boolean,
) {
  const id = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '')}-${i}`;
  const label = remote === 'remote' ? 'Remote (US)' : `${city}, WA`;
  return {
    id,
    url: `${SITE}/jobs/${id}`,
    title,
    employmentType: contract ? 'CONTRACTOR' : 'FULL_TIME',
    terms: contract ? 'contract' : 'permanent',
    remote,
    place: {
      city: remote === 'remote' ? null : city,
      region: remote === 'remote' ? null : 'WA',
      country: 'US',
      label,
    },
    pay: { min: 90, max: 120, unit: 'HOUR', currency: 'USD', label: '$90–$120 an hour' },
    datePosted: '2026-11-20',
    validThrough: '2026-12-31',
    text: `${title}. ${label}. We are looking for an experienced ${title.toLowerCase()} to join a product team.`,
    revision: 'r1',
  };
}

const TITLES = [
  'Senior Cloud Engineer',
  'Data Engineer',
  'Platform Engineer',
  'Security Analyst',
  'Java Developer',
  'Python Developer',
  'DevOps Engineer',
  'React Developer',
  'Site Reliability Engineer (SRE)',
  'Business Analyst',
];
const CITIES = ['Seattle', 'Portland', 'Tacoma', 'Spokane'];
const build = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    role(
      from + i,
      TITLES[(from + i) % TITLES.length]!,
      (['remote', 'onsite', 'hybrid'] as const)[(from + i) % 3]!,
      CITIES[(from + i) % CITIES.length]!,
      (from + i) % 2 === 0,
    ),
  );

async function main() {
  const child: ChildProcess = fork(__filename, ['resend-stand-in'], { execArgv: process.execArgv });
  const ask = <T>(message?: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (m) => resolve(m as T));
      if (message !== undefined) child.send(message);
    });
  const { url: resendUrl } = await ask<{ url: string }>();

  let roles = build(0, 40);
  const site = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ version: 1, site: SITE, today: '2026-11-26', roles }));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));

  const pg = await startPostgres();
  const db = openPostgres(pg.url);
  try {
    await applyMigrations(db);
    await db.query(
      `insert into alert_subscribers (email, keywords, place, workplace, terms, state, created_at, requested_at, confirmed_at)
       select 'subscriber' || i || '@example.com',
         ($2::text[])[1 + i % array_length($2::text[], 1)],
         ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)],
         ($4::text[])[1 + (i / 3) % array_length($4::text[], 1)],
         ($5::text[])[1 + (i / 11) % array_length($5::text[], 1)],
         'confirmed', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days'
       from generate_series(1, $1::int) i`,
      [
        SUBSCRIBERS,
        `{${KEYWORDS.map((k) => `"${k}"`).join(',')}}`,
        `{${PLACES.map((k) => `"${k}"`).join(',')}}`,
        `{${WORKPLACES.join(',')}}`,
        `{${TERMS.join(',')}}`,
      ],
    );
    const env = {
      SITE_URL: SITE,
      SITE_ORIGINS: SITE,
      JOB_ALERTS_ROLES_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}/jobs/open-roles.json`,
      JOB_ALERTS_SECRET: 'bench-job-alerts-secret-0123456789',
      PUBLIC_FUNCTIONS_URL: 'https://project.supabase.example/functions/v1',
    };
    const deps = {
      alerts: createAlertStore(db),
      mailer: createResendMailer({ apiKey: API_KEY, baseUrl: resendUrl }),
      env,
      log: { info: () => undefined, error: (m: string, f?: unknown) => console.error(m, f) },
    };
    const log = console.log;

    type Measured = {
      report: RunReport;
      wallMs: number;
      cpuMs: number;
      rssMb: number;
      heapMb: number;
    };
    async function invoke(): Promise<Measured> {
      const cpu = process.cpuUsage();
      const started = performance.now();
      let peak = process.memoryUsage().rss;
      let heap = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.rss);
        heap = Math.max(heap, now.heapUsed);
      }, 5);
      const report = await runAlerts(deps);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const used = process.cpuUsage(cpu);
      return {
        report,
        wallMs: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        rssMb: peak / 1024 / 1024,
        heapMb: heap / 1024 / 1024,
      };
    }

    const idle = process.memoryUsage().rss / 1024 / 1024;
    const baseline = await invoke();
    log(
      `first build (${roles.length} roles): baseline ${baseline.report.baseline}, ${baseline.report.emailsQueued} queued, ${baseline.wallMs.toFixed(0)} ms`,
    );
    roles = [...build(100, NEW_ROLES), ...roles];
    log(
      `second build: ${roles.length} roles, ${NEW_ROLES} new; ${SUBSCRIBERS} confirmed subscribers`,
    );
    const invocations: Measured[] = [];
    for (;;) {
      const m = await invoke();
      invocations.push(m);
      if (m.report.complete && m.report.emailsQueued === 0 && m.report.emailsSent === 0) break;
      if (invocations.length > 50) throw new Error('more than 50 invocations');
    }
    const stand = await ask<{ requests: number; emails: number; recipients: number }>('count');
    const matched = invocations.reduce((n, m) => n + m.report.subscribersMatched, 0);
    const queued = invocations.reduce((n, m) => n + m.report.emailsQueued, 0);
    const sent = invocations.reduce((n, m) => n + m.report.emailsSent, 0);
    for (const [i, m] of invocations.entries()) {
      const r = m.report;
      log(
        `invocation ${i + 1}: wall ${(m.wallMs / 1000).toFixed(2)} s (limit ${LIMITS.wallFreeMs / 1000} s free, ${LIMITS.wallPaidMs / 1000} s paid), ` +
          `CPU ${m.cpuMs.toFixed(0)} ms (limit ${LIMITS.cpuMs} ms), peak RSS ${m.rssMb.toFixed(0)} MB, peak JS heap ${m.heapMb.toFixed(0)} MB (limit ${LIMITS.memoryMb} MB); ` +
          `scanned ${r.subscribersScanned}, matched ${r.subscribersMatched}, queued ${r.emailsQueued}, sent ${r.emailsSent} in ${r.batches} batches`,
      );
    }
    log(
      `(RSS is this whole Node process: ${idle.toFixed(0)} MB before the first run, tsx and every module loaded)`,
    );
    log(
      `subscribers matched ${matched}, emails queued ${queued}, sent ${sent}; Resend: ${stand.requests} calls (expected ≈ ${Math.ceil(sent / 100)}), ${stand.emails} emails to ${stand.recipients} addresses`,
    );
    const again = await invoke();
    log(
      `run again: queued ${again.report.emailsQueued}, sent ${again.report.emailsSent} (expected 0, 0), wall ${(again.wallMs / 1000).toFixed(2)} s, CPU ${again.cpuMs.toFixed(0)} ms`,
    );
    const worstCpu = Math.max(...invocations.map((m) => m.cpuMs), again.cpuMs);
    const worstWall = Math.max(...invocations.map((m) => m.wallMs));
    const worstRss = Math.max(...invocations.map((m) => m.rssMb));
    const ok =
      worstCpu <= LIMITS.cpuMs &&
      worstWall <= LIMITS.wallFreeMs &&
      worstRss <= LIMITS.memoryMb &&
      stand.emails === sent &&
      stand.recipients === sent &&
      again.report.emailsQueued === 0 &&
      again.report.emailsSent === 0;
    log(
      `worst invocation: CPU ${worstCpu.toFixed(0)} / ${LIMITS.cpuMs} ms, wall ${(worstWall / 1000).toFixed(2)} / ${LIMITS.wallFreeMs / 1000} s, RSS ${worstRss.toFixed(0)} / ${LIMITS.memoryMb} MB: ${ok ? 'within the limits' : 'NOT within the limits'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await db.close();
    await pg.stop();
    site.close();
    child.kill();
  }
}

if (process.argv[2] === 'resend-stand-in') void standInChild();
else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
