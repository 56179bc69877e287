/**
 * `npm run bench:abuse`: the forms' functions under abuse, on the local server over loopback
 * (the static site app with the local functions mounted, a throwaway PGlite database and outbox,
 * the default rate limit of 5 per address per 10 minutes). For each function it throws:
 * - 10,000 malformed payloads (BENCH_MALFORMED): a field of a valid payload replaced with a wrong
 *   type, an out-of-bounds length, control characters, a bad address or URL, an unknown option,
 *   bytes that are not a document, malformed bot signals; bodies that are not JSON objects, not
 *   JSON, not UTF-8, or over the size limit; one to three faults at a time, from a seeded PRNG;
 * - 2,000 valid payloads (BENCH_FORGED) from one client, each claiming another address in every
 *   forwarding header a proxy might set (X-Forwarded-For's leftmost hop, X-Real-IP,
 *   CF-Connecting-IP, Forwarded).
 * The local server reads no forwarding header at all; so that the header parsing is attacked too,
 * the forged requests are then sent to each deployed entry point (`deno run` of
 * supabase/functions/<name>/index.ts over a PostgreSQL 15 started for the run, emptied before each
 * function starts, with outbox-drain invoked every second as pg_cron does every minute), with the
 * rightmost X-Forwarded-For entry (the one the platform's proxy appends) fixed and everything left
 * of it rotated.
 * It prints, per function: answers 5xx, rows stored from malformed payloads, forged requests
 * accepted (against the limit), and the p50/p95/max latency of the refusals.
 * Then attacks on the deployed entry points (the Resend stand-in of scripts/test/resend-stand-in.ts
 * counting what is mailed), each with its counts (stored, mailed, refused, bytes) and what a
 * genuine sender got meanwhile:
 * - a foreign page's flood: posts from another origin, text/plain (no preflight) and JSON;
 * - a storage-fill attempt: 4.5 MB resumes from 40 addresses of one network;
 * - one address hogging the email cap (30 accepted submissions) while ten real leads arrive;
 * - the who-registered probe: with the prober's limit used up, registered and unregistered
 *   emails, whose answers must be identical;
 * - closing the forms: 60 addresses (each its own network) send at their limits (five contacts,
 *   five registrations with 1 MB resumes), then a new contact and a 2 MB resume;
 * - burying a lead: ten addresses send two plausible messages each (the email cap), then a lead;
 * - hostile resumes (a PDF that is a web page, an executable behind OLE magic, a ZIP of a program,
 *   zip bombs, macros, PDF JavaScript, launch actions, embedded files);
 * - a garbage sender: 8 MB bodies of nested JSON from one address (refusals are counted).
 * Writes the tables to bench-results/abuse-<date>.md. It measures and prints; what must hold is
 * asserted by the tests (supabase/functions/*.deno.test.ts, __tests__/functions.test.ts).
 * A benchmark, not a test: the numbers move with the machine's load.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { FUNCTION_NAMES } from '../../supabase/functions/_shared/core/settings.ts';
import type { FormKind as AnyFormKind } from '../../supabase/functions/_shared/store/store.ts';

/** The forms this bench attacks (the application form and the request for talent are not benched here yet). */
type FormKind = Exclude<AnyFormKind, 'application' | 'talent-request' | 'talent-network'>;
import { createLocalFunctions } from '../local/local-functions';
import { createSiteApp, listen } from '../local/serve';
import { hostileResumes, pdfOfSize } from '../../__tests__/helpers/hostile-resumes';
import { startPostgres, type TestPostgres } from '../../__tests__/helpers/postgres';
import { startResendStandIn } from '../test/resend-stand-in';
import { applyMigrations, openPostgres, type LocalDb } from '../local/local-functions';

const MALFORMED = Number(process.env.BENCH_MALFORMED || 10_000);
const FORGED = Number(process.env.BENCH_FORGED || 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const RATE_LIMIT = 5;
/** The origin the bench's requests claim: the site's own pages (SITE_ORIGINS). */
const SITE = 'https://www.cascadia.example';
const projectRoot = path.resolve(__dirname, '../..');

/** mulberry32: the same sequence on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

/** A real resume (LibreOffice Writer): the functions judge a file by its structure. */
const PDF = readFileSync(
  path.join(__dirname, '../../__tests__/fixtures/resumes/resume.pdf'),
).toString('base64');
const signals = { referralCode: '', elapsedMs: 12_000 };

const valid: Record<FormKind, (i: number) => Record<string, unknown>> = {
  contact: (i) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    subject: `Question ${i}`,
    message: 'Two senior cloud engineers for six months?',
    ...signals,
  }),
  'tech-refugee': (i) => ({
    fullName: `Candidate ${i}`,
    email: `candidate${i}@example.com`,
    linkedinUrl: '',
    recentEmployer: 'Northwind',
    role: 'Engineer',
    primarySkills: ['Cloud / DevOps'],
    preferredWorkType: ['Remote'],
    careerGoal: 'Platform work.',
    resumeBase64: PDF,
    resumeFilename: 'cv.pdf',
    ...signals,
  }),
};

const shortText = [
  '',
  '   ',
  123,
  null,
  [],
  {},
  true,
  'x'.repeat(201),
  'line\nbreak',
  'nul\u0000',
  'tab\tseparated',
  'bell\u0007',
];
const longText = ['', '  ', 42, null, ['a'], 'x'.repeat(10_001), 'ctrl\u0001char', 'esc\u001b[31m'];
const emails = [
  '',
  'plain',
  'a@',
  '@example.com',
  'a@b',
  'a b@example.com',
  'a..b@example.com',
  '.a@example.com',
  `${'x'.repeat(65)}@example.com`,
  `a@${'d'.repeat(250)}.com`,
  'a@-example.com',
  'a@exa_mple.com',
  7,
  null,
  ['a@b.co'],
];
const signalFaults: [string, unknown][] = [
  ['referralCode', 42],
  ['referralCode', {}],
  ['referralCode', 'x'.repeat(201)],
  ['elapsedMs', '9000'],
  ['elapsedMs', -1],
  ['elapsedMs', true],
  ['elapsedMs', [1]],
  ['turnstileToken', 5],
  ['turnstileToken', 't'.repeat(2049)],
  ['turnstileToken', {}],
];
const notDocument = Buffer.from('MZ\x90\x00 an executable, not a resume').toString('base64');
const oversizedResume = () => Buffer.alloc(5 * 1024 * 1024 + 3, 0x25).toString('base64');

const fieldFaults: Record<FormKind, [string, readonly unknown[]][]> = {
  contact: [
    ['name', shortText],
    ['email', emails],
    ['subject', shortText],
    ['message', longText],
  ],
  'tech-refugee': [
    ['fullName', shortText],
    ['email', emails],
    ['recentEmployer', shortText],
    ['role', shortText],
    ['careerGoal', longText],
    [
      'linkedinUrl',
      ['javascript:alert(1)', 'ftp://example.com', 'not a url', 'https://', 12, 'x'.repeat(2049)],
    ],
    ['primarySkills', [[], ['Nope'], 'Data Science', [1], ['Data Science', 'Data Science'], null]],
    ['preferredWorkType', [[], ['Sometimes'], 'Remote', [null], ['Remote', 'Remote'], {}]],
    [
      'resumeBase64',
      ['!!!!', 'abc', 'YWJj=', notDocument, 42, 'data:application/pdf;base64,' + PDF],
    ],
    ['resumeFilename', ['', 'cv.exe', 'cv.docx', 'x'.repeat(256) + '.pdf', 9]],
  ],
};

type Body = { text: string | Buffer; label: string };

/** A payload that must be refused: 1-3 faults on a valid one, or a body that is not one at all. */
function malformed(kind: FormKind, i: number, random: ReturnType<typeof prng>): Body {
  const r = random.next();
  if (r < 0.04)
    return {
      text: random.pick(['[]', '"text"', '123', 'null', 'true', '[{"name":"a"}]']),
      label: 'not an object',
    };
  if (r < 0.08)
    return {
      text: random.pick(['{', '{"name":', 'nul', '{"a":1,}', "{'a':1}", '\u0000']),
      label: 'not JSON',
    };
  if (r < 0.1)
    return {
      text: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      label: 'not UTF-8',
    };
  if (r < 0.1 + (kind === 'contact' ? 0.01 : 0.0005)) {
    const payload = valid[kind](i);
    payload[kind === 'contact' ? 'message' : 'careerGoal'] = 'x'.repeat(
      kind === 'contact' ? 70_000 : 9_000_000,
    );
    return { text: JSON.stringify(payload), label: 'over the size limit' };
  }
  const payload = valid[kind](i);
  const faults = 1 + Math.floor(random.next() * 3);
  const labels: string[] = [];
  for (let f = 0; f < faults; f++) {
    if (random.next() < 0.15) {
      const [field, value] = random.pick(signalFaults);
      payload[field] = value;
      labels.push(field);
    } else {
      const [field, values] = random.pick(fieldFaults[kind]);
      payload[field] = random.pick(values);
      labels.push(field);
    }
  }
  if (kind === 'tech-refugee' && random.next() < 0.002) {
    payload.resumeBase64 = oversizedResume();
    labels.push('resume over 5 MB');
  }
  // A required field left out is a fault of its own.
  if (random.next() < 0.1) {
    const field = random.pick(
      fieldFaults[kind].filter(([f]) => f !== 'linkedinUrl' && !f.startsWith('resume')),
    )[0];
    delete payload[field];
    labels.push(`${field} missing`);
  }
  return { text: JSON.stringify(payload), label: labels.join('+') };
}

type Sample = { status: number; ms: number };

/** The forged requests: a valid payload, another claimed address in every forwarding header. */
function forgedRequest(kind: FormKind, i: number, proxyAppended: string) {
  const claimed = `198.51.${Math.floor(i / 250)}.${i % 250}`;
  return {
    body: JSON.stringify(valid[kind](100_000 + i)),
    headers: {
      'x-forwarded-for': `${claimed}, 10.0.${i % 250}.1, ${proxyAppended}`,
      'x-real-ip': claimed,
      'cf-connecting-ip': claimed,
      forwarded: `for=${claimed}`,
    },
  };
}

/** `deno run` of a function's entry point as deployed (memory store), until `stop()`. */
/** The deployed functions' database: one PostgreSQL 15 for the run, emptied before each function starts. */
let database: { pg: TestPostgres; db: LocalDb } | null = null;
async function freshDatabase(): Promise<string> {
  if (!database) {
    const pg = await startPostgres();
    const db = openPostgres(pg.url);
    await applyMigrations(db);
    database = { pg, db };
  }
  const [{ tables }] = await database.db.query<{ tables: string }>(
    "select string_agg(format('public.%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  await database.db.query(`truncate ${tables}`);
  return database.pg.url;
}

const SERVICE_ROLE = 'bench-service-role-key';

/**
 * A deployed function (`deno run`); a form's comes with outbox-drain on the same settings,
 * invoked every second as pg_cron does every minute. Null without Deno.
 */
async function startDenoFunction(
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void> } | null> {
  const fn = await startDenoProcess(name, { SUPABASE_DB_URL: await freshDatabase(), ...extraEnv });
  if (!fn || !(Object.values(FUNCTION_NAMES) as string[]).includes(name)) return fn;
  const drain = await startDenoProcess('outbox-drain', {
    SUPABASE_DB_URL: database!.pg.url,
    ...extraEnv,
  });
  if (!drain) return fn;
  const timer = setInterval(() => {
    fetch(drain.url, { method: 'POST', headers: { authorization: `Bearer ${SERVICE_ROLE}` } })
      .then((r) => r.body?.cancel())
      .catch(() => undefined);
  }, 1000);
  return {
    url: fn.url,
    async stop() {
      clearInterval(timer);
      await drain.stop();
      await fn.stop();
    },
  };
}

async function startDenoProcess(
  name: string,
  extraEnv: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> } | null> {
  const deno = path.join(projectRoot, 'node_modules', '.bin', 'deno');
  if (!existsSync(deno)) return null;
  const child = spawn(
    deno,
    ['run', '--frozen', '--allow-net', '--allow-env', '--allow-read', `${name}/index.ts`],
    {
      cwd: path.join(projectRoot, 'supabase', 'functions'),
      env: {
        ...process.env,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        DENO_TLS_CA_STORE: 'system',
        DENO_NO_UPDATE_CHECK: '1',
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
        RESEND_API_KEY: '',
        RATE_LIMIT_MAX: String(RATE_LIMIT),
        RATE_LIMIT_WINDOW_SECONDS: '600',
        SITE_ORIGINS: SITE,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      if (output.length < 10_000) output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function hammer(
  url: string,
  count: number,
  make: (i: number) => { body: string | Buffer; headers?: Record<string, string> },
) {
  const samples: Sample[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const { body, headers = {} } = make(i);
      const start = performance.now();
      let status: number;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/json', ...headers },
          body: body as BodyInit,
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0; // a reset or refused connection
      }
      samples[i] = { status, ms: performance.now() - start };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return samples;
}

function percentile(sorted: number[], q: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
    : NaN;
}

function latency(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: ms[ms.length - 1] ?? NaN };
}

function countBy(samples: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status || 'reset'}: ${n}`)
    .join(', ');
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cts-bench-abuse-'));
  const outDir = path.join(dir, 'out');
  mkdirSync(outDir);
  const functions = await createLocalFunctions({
    ...process.env,
    DATABASE_URL: '',
    RESEND_API_KEY: '',
    LOCAL_DATA_DIR: path.join(dir, 'data'),
    LOCAL_OUTBOX_DIR: path.join(dir, 'outbox'),
    LOCAL_INSPECT: '1',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    RATE_LIMIT_WINDOW_SECONDS: '600',
    // Every malformed payload is validated here (the refusal budget is measured in the attacks below).
    REFUSAL_MAX: '1000000',
    // The accepted forged payloads all come from this machine: their emails go out one by one, so no
    // digest timer outlives the server (and writes to its removed outbox).
    EMAIL_PER_ADDRESS_HOURLY: '1000',
    SITE_ORIGINS: SITE,
  });
  const server = await listen(createSiteApp({ outDir, functions }), 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`;
  const stored = async (kind: FormKind) =>
    ((await (await fetch(`${base}/_local/submissions`)).json()) as { kind: FormKind }[]).filter(
      (r) => r.kind === kind,
    ).length;
  const log = console.log;
  console.log = () => undefined; // the per-request log lines stay out of the report

  type Row = {
    kind: FormKind;
    malformed: Sample[];
    storedMalformed: number;
    forged: Sample[];
    acceptedForged: number;
    seconds: number;
  };
  const rows: Row[] = [];
  try {
    for (const kind of ['contact', 'tech-refugee'] as FormKind[]) {
      const started = performance.now();
      const url = `${base}/${FUNCTION_NAMES[kind]}`;
      const random = prng(kind === 'contact' ? 16 : 1616);
      const bodies = Array.from({ length: MALFORMED }, (_, i) => malformed(kind, i, random));
      const malformedSamples = await hammer(url, MALFORMED, (i) => ({ body: bodies[i].text }));
      const storedMalformed = await stored(kind);
      const forged = await hammer(url, FORGED, (i) => forgedRequest(kind, i, '203.0.113.77'));
      rows.push({
        kind,
        malformed: malformedSamples,
        storedMalformed,
        forged,
        acceptedForged: forged.filter((s) => s.status === 200).length,
        seconds: (performance.now() - started) / 1000,
      });
    }
  } finally {
    console.log = log;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }

  type DenoRow = { kind: FormKind; forged: Sample[]; accepted: number };
  const denoRows: DenoRow[] = [];
  for (const kind of ['contact', 'tech-refugee'] as FormKind[]) {
    const fn = await startDenoFunction(FUNCTION_NAMES[kind]);
    if (!fn) break;
    try {
      const forged = await hammer(fn.url, FORGED, (i) => forgedRequest(kind, i, '203.0.113.77'));
      denoRows.push({ kind, forged, accepted: forged.filter((s) => s.status === 200).length });
    } finally {
      await fn.stop();
    }
  }

  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  const lines = [
    `# Abuse benchmark, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Local server (site app + local functions over PGlite), loopback, ${CONCURRENCY} requests in flight, rate limit ${RATE_LIMIT} per address per 10 minutes (refusal budget off here), Node ${process.version}.`,
    `Per function: ${MALFORMED} malformed payloads, then ${FORGED} valid payloads each claiming another client address in X-Forwarded-For (leftmost), X-Real-IP, CF-Connecting-IP and Forwarded.`,
    '',
    '| function | answers 5xx | resets | rows stored from malformed | forged accepted (limit) | refusals p50 / p95 / max ms | malformed answers | forged answers | seconds |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const all = [...row.malformed, ...row.forged];
    const fiveXX = all.filter((s) => s.status >= 500).length;
    const resets = all.filter((s) => s.status === 0).length;
    const refusals = latency(all.filter((s) => s.status >= 400 && s.status < 500));
    lines.push(
      `| ${FUNCTION_NAMES[row.kind]} | ${fiveXX} | ${resets} | ${row.storedMalformed} | ${row.acceptedForged} (${RATE_LIMIT}) | ` +
        `${fmt(refusals.p50)} / ${fmt(refusals.p95)} / ${fmt(refusals.max)} | ${countBy(row.malformed)} | ${countBy(row.forged)} | ${row.seconds.toFixed(1)} |`,
    );
  }
  if (denoRows.length) {
    lines.push(
      '',
      `The deployed entry points (\`deno run\` of supabase/functions/<name>/index.ts over PostgreSQL 15): ${FORGED} valid payloads per function, ` +
        'X-Forwarded-For `<rotated>, <rotated>, 203.0.113.77` (only the rightmost entry is what the proxy appended), the other headers rotated too.',
      '',
      '| function | answers 5xx | resets | forged accepted (limit) | refusals p50 / p95 / max ms | answers |',
      '|---|---|---|---|---|---|',
    );
    for (const row of denoRows) {
      const fiveXX = row.forged.filter((s) => s.status >= 500).length;
      const resets = row.forged.filter((s) => s.status === 0).length;
      const refusals = latency(row.forged.filter((s) => s.status >= 400 && s.status < 500));
      lines.push(
        `| ${FUNCTION_NAMES[row.kind]} | ${fiveXX} | ${resets} | ${row.accepted} (${RATE_LIMIT}) | ` +
          `${fmt(refusals.p50)} / ${fmt(refusals.p95)} / ${fmt(refusals.max)} | ${countBy(row.forged)} |`,
      );
    }
  }
  const attacks = await attackScenarios();
  if (attacks) {
    lines.push(
      '',
      'Attacks on the deployed entry points (`deno run` over PostgreSQL 15 with outbox-drain every second, default settings unless named; the Resend stand-in counts what is mailed).',
      '',
      '| attack | requests | stored | mailed | refused | bytes offered / stored | genuine senders meanwhile | what it shows |',
      '|---|---|---|---|---|---|---|---|',
      ...attacks.map(
        (a) =>
          `| ${a.attack} | ${a.requests} | ${a.stored} | ${a.mailed} | ${a.refused} | ${a.bytes} | ${a.genuine} | ${a.check} |`,
      ),
    );
  }
  const report = lines.join('\n');
  console.log(report);
  const results = path.join(projectRoot, 'bench-results');
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `abuse-${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report + '\n');
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

type Attack = {
  attack: string;
  requests: number;
  stored: number;
  mailed: number;
  refused: string;
  bytes: string;
  genuine: string;
  check: string;
};

const MB = 1024 * 1024;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

/** The Resend stand-in, read as the attacks count: subjects, and each email's text and attachments. */
async function countingResend() {
  const standIn = await startResendStandIn({ apiKey: 're_bench' });
  return {
    url: standIn.url,
    get subjects() {
      return standIn.received.map((r) => r.body.subject);
    },
    get emails() {
      return standIn.received.map((r) => ({
        subject: r.body.subject,
        text: r.body.text,
        attachments: r.body.attachments.length,
      }));
    },
    reset() {
      standIn.received.length = 0;
    },
    close: () => standIn.close(),
  };
}

/** One request to a deployed function, from `client` (the address the platform's proxy appended). */
async function send(
  url: string,
  body: string,
  {
    client,
    origin = SITE,
    type = 'application/json',
  }: { client: string; origin?: string; type?: string },
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin, 'content-type': type, 'x-forwarded-for': client },
    body,
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

/** Waits until `found()` is true or `ms` pass; the time it took, or null. */
async function waitFor(found: () => boolean, ms: number): Promise<number | null> {
  const started = performance.now();
  while (!found()) {
    if (performance.now() - started > ms) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** The attacks of the bench's second table; null when Deno is not installed. */
async function attackScenarios(): Promise<Attack[] | null> {
  const resend = await countingResend();
  const env = { RESEND_API_KEY: 're_bench', RESEND_API_URL: resend.url, MIN_SUBMIT_MS: '0' };
  const attacks: Attack[] = [];
  const reset = () => resend.reset();
  /** Runs one attack on a deployed function started for it and stopped after; false without Deno. */
  const attack = async (
    name: string,
    fnEnv: Record<string, string>,
    run: (url: string) => Promise<Attack>,
  ) => {
    const fn = await startDenoFunction(name, fnEnv);
    if (!fn) return false;
    try {
      attacks.push(await run(fn.url));
      reset();
      return true;
    } finally {
      await fn.stop();
    }
  };
  /** A person's contact from an address no attacker used. */
  const genuineContact = async (url: string, client: string, subject: string) =>
    send(url, JSON.stringify({ ...valid.contact(7000), subject }), { client });
  try {
    // 1. A foreign page's flood, through 1,000 visitors' browsers per function.
    for (const kind of ['contact', 'tech-refugee'] as FormKind[]) {
      const fn = await startDenoFunction(FUNCTION_NAMES[kind], env);
      if (!fn) return null;
      try {
        const statuses: number[] = [];
        let offered = 0;
        for (let i = 0; i < 1000; i++) {
          const body = JSON.stringify(valid[kind](i));
          offered += body.length;
          const r = await send(fn.url, body, {
            client: `198.18.${i >> 8}.${i & 255}`,
            origin: 'https://evil.example',
            type: i % 2 ? 'application/json' : 'text/plain',
          });
          statuses.push(r.status);
        }
        const mailed = resend.subjects.length;
        const refused = statuses.filter((s) => s === 403).length;
        const person = await send(fn.url, JSON.stringify(valid[kind](5000)), {
          client: '203.0.113.5',
        });
        attacks.push({
          attack: `foreign page's flood (${FUNCTION_NAMES[kind]}, text/plain and JSON)`,
          requests: statuses.length,
          stored: statuses.filter((s) => s === 200).length,
          mailed,
          refused: `403: ${refused}`,
          bytes: `${mb(offered)} / 0 MB`,
          genuine: `the site's own page: ${person.status}, mailed ${resend.subjects.length - mailed}`,
          check: '0 stored, 0 mailed',
        });
        reset();
      } finally {
        await fn.stop();
      }
    }

    // 2. A storage-fill attempt: 4.5 MB resumes from 40 addresses of one network.
    {
      const ran = await attack(FUNCTION_NAMES['tech-refugee'], env, async (url) => {
        const pdf = await pdfOfSize(Math.floor(4.5 * MB));
        const resumeBase64 = Buffer.from(pdf).toString('base64');
        const answers: { status: number; kept: boolean }[] = [];
        for (let i = 0; i < 40; i++) {
          const r = await send(
            url,
            JSON.stringify({ ...valid['tech-refugee'](i), resumeBase64, resumeFilename: 'cv.pdf' }),
            { client: `198.18.10.${i}` },
          );
          answers.push({
            status: r.status,
            kept: r.status === 200 && !r.text.includes('"resumeKept":false'),
          });
        }
        const kept = answers.filter((a) => a.kept).length;
        const taken = answers.filter((a) => a.status === 200).length;
        const limited = answers.filter((a) => a.status === 429).length;
        const person = await send(url, JSON.stringify({ ...valid['tech-refugee'](6000) }), {
          client: '203.0.113.6',
        });
        return {
          attack:
            'storage-fill: 4.5 MB resumes from 40 addresses of one /24 (15 MB of resumes and 20 registrations a network an hour)',
          requests: answers.length,
          stored: taken,
          mailed: resend.subjects.length,
          refused: `429: ${limited} (network); taken without the file: ${taken - kept}`,
          bytes: `${mb(40 * pdf.length)} / ${mb(kept * pdf.length)}`,
          genuine: `an applicant elsewhere: ${person.status}, resume ${person.text.includes('"resumeKept":false') ? 'NOT kept' : 'kept'}`,
          check:
            'resume bytes within the network ceiling, the network within its count, nothing else refused',
        };
      });
      if (!ran) return null;
    }

    // 3. One address hogging the email cap (20 an hour) while ten real leads arrive.
    {
      const ran = await attack(
        FUNCTION_NAMES.contact,
        {
          ...env,
          RATE_LIMIT_MAX: '30',
          RATE_LIMIT_WINDOW_SECONDS: '3600',
          ADDRESS_DAILY_MAX: '30',
        },
        async (url) => {
          let stored = 0;
          for (let i = 0; i < 30; i++) {
            if (
              (
                await send(url, JSON.stringify({ ...valid.contact(i), subject: `Hog ${i}` }), {
                  client: '203.0.113.66',
                })
              ).status === 200
            )
              stored++;
          }
          let leadsStored = 0;
          for (let i = 0; i < 10; i++) {
            if (
              (
                await send(
                  url,
                  JSON.stringify({ ...valid.contact(100 + i), subject: `Lead ${i}` }),
                  { client: `198.18.20.${i}` },
                )
              ).status === 200
            )
              leadsStored++;
          }
          const hog = resend.subjects.filter((s) => s.includes('Hog')).length;
          const leads = resend.subjects.filter((s) => s.includes('Lead')).length;
          const digests = resend.subjects.filter((s) => s.startsWith('Website digest')).length;
          return {
            attack: 'one address sends 30 in an hour, then 10 leads from elsewhere (email cap 20)',
            requests: 40,
            stored: stored + leadsStored,
            mailed: resend.subjects.length,
            refused: '0',
            bytes: '-',
            genuine: `leads stored ${leadsStored} of 10, mailed at once ${leads} of 10`,
            check: `hog mailed ${hog} on its own (share 2), the rest in ${digests} digest`,
          };
        },
      );
      if (!ran) return null;
    }

    // 4. The who-registered probe.
    {
      const ran = await attack(FUNCTION_NAMES['tech-refugee'], env, async (url) => {
        const registered = Array.from({ length: 20 }, (_, i) => `member${i}@example.com`);
        for (const [i, email] of registered.entries())
          await send(
            url,
            JSON.stringify({
              ...valid['tech-refugee'](i),
              email,
              resumeBase64: '',
              resumeFilename: '',
            }),
            { client: `198.18.30.${i}` },
          );
        const prober = '203.0.113.99';
        for (let i = 0; i < RATE_LIMIT; i++)
          await send(
            url,
            JSON.stringify({
              ...valid['tech-refugee'](500 + i),
              resumeBase64: '',
              resumeFilename: '',
            }),
            { client: prober },
          );
        const answers = new Map<string, Set<string>>([
          ['registered', new Set()],
          ['unregistered', new Set()],
        ]);
        let limited = 0;
        for (let i = 0; i < 20; i++) {
          for (const [group, email] of [
            ['registered', registered[i]],
            ['unregistered', `stranger${i}@example.com`],
          ] as const) {
            const r = await send(
              url,
              JSON.stringify({
                ...valid['tech-refugee'](900 + i),
                email,
                resumeBase64: '',
                resumeFilename: '',
              }),
              { client: prober },
            );
            answers.get(group)!.add(`${r.status} ${r.retryAfter ? 'retry-after' : ''} ${r.text}`);
            if (r.status === 429) limited++;
          }
        }
        const same =
          JSON.stringify([...answers.get('registered')!]) ===
          JSON.stringify([...answers.get('unregistered')!]);
        return {
          attack: 'who-registered probe: 20 registered and 20 unregistered emails, limit used up',
          requests: 40,
          stored: 0,
          mailed: 0,
          refused: `429: ${limited}`,
          bytes: '-',
          genuine: '-',
          check: `distinct answers: registered ${answers.get('registered')!.size}, unregistered ${answers.get('unregistered')!.size}, ${same ? 'identical' : 'DIFFERENT'}`,
        };
      });
      if (!ran) return null;
    }

    // 5. Closing the forms: 60 addresses, each in its own /24, send at their limits.
    {
      const digestEnv = { ...env, EMAIL_DIGEST_SECONDS: '5' };
      const contactFn = await startDenoFunction(FUNCTION_NAMES.contact, digestEnv);
      const registrationFn = await startDenoFunction(FUNCTION_NAMES['tech-refugee'], digestEnv);
      if (!contactFn || !registrationFn) return null;
      try {
        const oneMb = Buffer.from(await pdfOfSize(MB)).toString('base64');
        const twoMb = Buffer.from(await pdfOfSize(2 * MB)).toString('base64');
        const tally = new Map<string, number>();
        const note = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
        for (let a = 0; a < 60; a++) {
          const client = `198.19.${a}.7`;
          for (let i = 0; i < 6; i++) {
            note(
              `contact ${(await send(contactFn.url, JSON.stringify({ ...valid.contact(a * 10 + i), subject: `Flood ${a}.${i}` }), { client })).status}`,
            );
            const body = JSON.stringify({
              ...valid['tech-refugee'](a * 10 + i),
              resumeBase64: oneMb,
              resumeFilename: 'cv.pdf',
            });
            note(`registration ${(await send(registrationFn.url, body, { client })).status}`);
          }
        }
        const mailedBefore = resend.emails.length;
        const lead = await genuineContact(
          contactFn.url,
          '203.0.113.70',
          'Genuine lead after the flood',
        );
        const leadMs = await waitFor(
          () =>
            resend.emails
              .slice(mailedBefore)
              .some((e) => e.text.includes('Genuine lead after the flood')),
          30_000,
        );
        const applicant = await send(
          registrationFn.url,
          JSON.stringify({
            ...valid['tech-refugee'](8000),
            resumeBase64: twoMb,
            resumeFilename: 'applicant.pdf',
          }),
          { client: '203.0.114.71' },
        );
        const kept = applicant.status === 200 && !applicant.text.includes('resumeKept');
        const counts = [...tally]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ');
        attacks.push({
          attack:
            'close the forms: 60 addresses (60 networks) at their limits, 5 contacts + 5 registrations with 1 MB resumes each',
          requests: 720,
          stored: (tally.get('contact 200') ?? 0) + (tally.get('registration 200') ?? 0),
          mailed: mailedBefore,
          refused: counts.replace(/(contact|registration) 200: \d+, ?/g, ''),
          bytes: `${mb(300 * MB)} / ${mb(300 * MB)}`,
          genuine: `new contact ${lead.status} (in the inbox after ${seconds(leadMs)}), registration ${applicant.status} with its 2 MB resume ${kept ? 'kept' : 'NOT kept'}`,
          check: 'each address stops at its own limit; a new contact and a 2 MB resume are taken',
        });
        reset();
      } finally {
        await contactFn.stop();
        await registrationFn.stop();
      }
    }

    // 6. Burying a lead: ten addresses fill the email cap with plausible messages; the flood goes on.
    {
      const ran = await attack(
        FUNCTION_NAMES.contact,
        { ...env, EMAIL_DIGEST_SECONDS: '10' },
        async (url) => {
          const wave = async (from: number) => {
            for (let a = from; a < from + 10; a++) {
              for (let m = 0; m < 2; m++)
                await send(
                  url,
                  JSON.stringify({ ...valid.contact(a * 2 + m), subject: `Plausible ${a}.${m}` }),
                  { client: `198.19.${100 + a}.1` },
                );
            }
          };
          await wave(0);
          await wave(10);
          const lead = await genuineContact(url, '203.0.113.80', 'Lead behind the cap');
          const leadMs = await waitFor(
            () => resend.emails.some((e) => e.text.includes('Subject: Lead behind the cap')),
            60_000,
          );
          await wave(20);
          const digests = resend.emails.filter((e) => e.subject.startsWith('Website digest'));
          const said = digests.some((d) => d.text.includes('was reached at'));
          return {
            attack:
              'bury a lead: 10 addresses x 2 plausible messages fill the cap (20), 20 more, a lead, 20 more (digest every 10 s here, 120 s by default)',
            requests: 61,
            stored: 61,
            mailed: resend.emails.length,
            refused: '0',
            bytes: '-',
            genuine: `the lead: ${lead.status}, in the inbox after ${seconds(leadMs)} (in a digest)`,
            check: `${digests.length} digests, the first since the cap says it was reached: ${said ? 'yes' : 'NO'}; the lead within one period`,
          };
        },
      );
      if (!ran) return null;
    }

    // 7. Hostile resumes, while an applicant sends a real DOCX.
    {
      const ran = await attack(FUNCTION_NAMES['tech-refugee'], env, async (url) => {
        const hostile = await hostileResumes();
        const statuses: number[] = [];
        const times: number[] = [];
        let offered = 0;
        for (const file of hostile) {
          offered += file.bytes.length;
          const started = performance.now();
          statuses.push(
            (
              await send(
                url,
                JSON.stringify({
                  ...valid['tech-refugee'](9000),
                  resumeBase64: Buffer.from(file.bytes).toString('base64'),
                  resumeFilename: file.filename,
                }),
                { client: '203.0.113.90' },
              )
            ).status,
          );
          times.push(performance.now() - started);
        }
        const mailed = resend.emails.length;
        const docx = readFileSync(
          path.join(projectRoot, '__tests__/fixtures/resumes/resume.docx'),
        ).toString('base64');
        const person = await send(
          url,
          JSON.stringify({
            ...valid['tech-refugee'](9100),
            resumeBase64: docx,
            resumeFilename: 'resume.docx',
          }),
          { client: '203.0.113.91' },
        );
        const attached = resend.emails.at(-1)?.attachments ?? 0;
        return {
          attack: `hostile resumes: ${hostile.map((h) => h.label).join('; ')}`,
          requests: hostile.length,
          stored: statuses.filter((s) => s === 200).length,
          mailed,
          refused: `400: ${statuses.filter((s) => s === 400).length} (max ${Math.max(...times).toFixed(0)} ms)`,
          bytes: `${mb(offered)} / 0 MB`,
          genuine: `a real DOCX: ${person.status}, mailed with ${attached} attachment`,
          check: 'every file refused, none stored or mailed',
        };
      });
      if (!ran) return null;
    }

    // 8. A garbage sender: 8 MB bodies of nested JSON from one address.
    {
      const ran = await attack(FUNCTION_NAMES['tech-refugee'], env, async (url) => {
        const nested = '['.repeat(4 * MB) + ']'.repeat(4 * MB);
        const samples: Sample[] = [];
        let person: { status: number; ms: number } | null = null;
        for (let i = 0; i < 60; i++) {
          const started = performance.now();
          samples.push({
            status: (await send(url, nested, { client: '203.0.113.100' })).status,
            ms: performance.now() - started,
          });
          if (i === 30) {
            const t = performance.now();
            person = {
              status: (
                await send(url, JSON.stringify(valid['tech-refugee'](9200)), {
                  client: '203.0.113.101',
                })
              ).status,
              ms: performance.now() - t,
            };
          }
        }
        const read = samples.filter((s) => s.status === 400);
        const unread = samples.filter((s) => s.status === 429);
        const p = (list: Sample[]) => latency(list);
        return {
          attack:
            '60 bodies of 8 MB nested JSON from one address (refusal budget 20 per 10 minutes)',
          requests: samples.length,
          stored: 0,
          mailed: resend.emails.length,
          refused: `400: ${read.length} (p50 ${p(read).p50.toFixed(0)} ms), then 429 unread: ${unread.length} (p50 ${p(unread).p50.toFixed(0)} ms)`,
          bytes: `${mb(60 * nested.length)} / 0 MB`,
          genuine: `a registration from another address mid-attack: ${person?.status} in ${person?.ms.toFixed(0)} ms`,
          check: '20 parsed within bounds, the rest refused before reading, no 5xx',
        };
      });
      if (!ran) return null;
    }

    // 9. The collector: five addresses that set Origin send invented beacons for an hour's worth.
    {
      const ran = await attack('collect-vitals', env, async (url) => {
        const beacon = (build: string) =>
          JSON.stringify({
            route: '/',
            device: 'desktop',
            visit: 'first',
            build,
            metrics: { LCP: 1234, TTFB: 99 },
          });
        const statuses: number[] = [];
        for (let a = 0; a < 5; a++) {
          for (let i = 0; i < 60; i++)
            statuses.push(
              (
                await send(url, beacon(`invented${i}`), {
                  client: `198.19.${200 + a}.1`,
                  type: 'text/plain',
                })
              ).status,
            );
        }
        const real: number[] = [];
        for (let i = 0; i < 20; i++)
          real.push(
            (
              await send(url, beacon('real'), {
                client: `203.0.113.${110 + i}`,
                type: 'text/plain',
              })
            ).status,
          );
        return {
          attack: 'collector: 5 addresses x 60 invented beacons (cap 250 an hour, 30 per address)',
          requests: statuses.length,
          stored: statuses.filter((s) => s === 204).length,
          mailed: 0,
          refused: `429: ${statuses.filter((s) => s === 429).length}`,
          bytes: '-',
          genuine: `real beacons: ${real.filter((s) => s === 204).length} of 20 stored`,
          check: 'the flood takes at most 5 x 30 of the hour; real beacons stored',
        };
      });
      if (!ran) return null;
    }
  } finally {
    await resend.close();
  }
  return attacks;
}

/** The run's PostgreSQL stops with the bench. */
async function stopDatabase() {
  if (!database) return;
  await database.db.close();
  await database.pg.stop();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopDatabase);
