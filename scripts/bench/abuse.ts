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
 * supabase/functions/<name>/index.ts, memory store), with the rightmost X-Forwarded-For entry (the
 * one the platform's proxy appends) fixed and everything left of it rotated.
 * It prints, per function: answers 5xx (must be 0), rows stored from malformed payloads (must be
 * 0), forged requests accepted (must be at most the limit), and the p50/p95/max latency of the
 * refusals; writes the table to bench-results/abuse-<date>.md; exits 1 when a check fails.
 * A benchmark, not a test: the numbers move with the machine's load.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { FUNCTION_NAMES } from '../../supabase/functions/_shared/handler.ts';
import type { FormKind } from '../../supabase/functions/_shared/store.ts';
import { createLocalFunctions } from '../local/local-functions';
import { createSiteApp, listen } from '../local/serve';

const MALFORMED = Number(process.env.BENCH_MALFORMED || 10_000);
const FORGED = Number(process.env.BENCH_FORGED || 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const RATE_LIMIT = 5;
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

const PDF = Buffer.from('%PDF-1.7\n% bench resume\n%%EOF\n').toString('base64');
const signals = { referralCode: '', elapsedMs: 12_000 };

const valid: Record<FormKind, (i: number) => Record<string, unknown>> = {
  contact: (i) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    subject: `Question ${i}`,
    message: 'Two senior cloud engineers for six months?',
    ...signals,
  }),
  registration: (i) => ({
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

const shortText = ['', '   ', 123, null, [], {}, true, 'x'.repeat(201), 'line\nbreak', 'nul\u0000', 'tab\tseparated', 'bell\u0007'];
const longText = ['', '  ', 42, null, ['a'], 'x'.repeat(10_001), 'ctrl\u0001char', 'esc\u001b[31m'];
const emails = ['', 'plain', 'a@', '@example.com', 'a@b', 'a b@example.com', 'a..b@example.com', '.a@example.com',
  `${'x'.repeat(65)}@example.com`, `a@${'d'.repeat(250)}.com`, 'a@-example.com', 'a@exa_mple.com', 7, null, ['a@b.co']];
const signalFaults: [string, unknown][] = [
  ['referralCode', 42], ['referralCode', {}], ['referralCode', 'x'.repeat(201)],
  ['elapsedMs', '9000'], ['elapsedMs', -1], ['elapsedMs', true], ['elapsedMs', [1]],
  ['turnstileToken', 5], ['turnstileToken', 't'.repeat(2049)], ['turnstileToken', {}],
];
const notDocument = Buffer.from('MZ\x90\x00 an executable, not a resume').toString('base64');
const oversizedResume = () => Buffer.alloc(5 * 1024 * 1024 + 3, 0x25).toString('base64');

const fieldFaults: Record<FormKind, [string, readonly unknown[]][]> = {
  contact: [['name', shortText], ['email', emails], ['subject', shortText], ['message', longText]],
  registration: [
    ['fullName', shortText], ['email', emails], ['recentEmployer', shortText], ['role', shortText], ['careerGoal', longText],
    ['linkedinUrl', ['javascript:alert(1)', 'ftp://example.com', 'not a url', 'https://', 12, 'x'.repeat(2049)]],
    ['primarySkills', [[], ['Nope'], 'Data Science', [1], ['Data Science', 'Data Science'], null]],
    ['preferredWorkType', [[], ['Sometimes'], 'Remote', [null], ['Remote', 'Remote'], {}]],
    ['resumeBase64', ['!!!!', 'abc', 'YWJj=', notDocument, 42, 'data:application/pdf;base64,' + PDF]],
    ['resumeFilename', ['', 'cv.exe', 'cv.docx', 'x'.repeat(256) + '.pdf', 9]],
  ],
};

type Body = { text: string | Buffer; label: string };

/** A payload that must be refused: 1-3 faults on a valid one, or a body that is not one at all. */
function malformed(kind: FormKind, i: number, random: ReturnType<typeof prng>): Body {
  const r = random.next();
  if (r < 0.04) return { text: random.pick(['[]', '"text"', '123', 'null', 'true', '[{"name":"a"}]']), label: 'not an object' };
  if (r < 0.08) return { text: random.pick(['{', '{"name":', 'nul', '{"a":1,}', "{'a':1}", '\u0000']), label: 'not JSON' };
  if (r < 0.1) return { text: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), label: 'not UTF-8' };
  if (r < 0.1 + (kind === 'contact' ? 0.01 : 0.0005)) {
    const payload = valid[kind](i);
    payload[kind === 'contact' ? 'message' : 'careerGoal'] = 'x'.repeat(kind === 'contact' ? 70_000 : 9_000_000);
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
  if (kind === 'registration' && random.next() < 0.002) {
    payload.resumeBase64 = oversizedResume();
    labels.push('resume over 5 MB');
  }
  // A required field left out is a fault of its own.
  if (random.next() < 0.1) {
    const field = random.pick(fieldFaults[kind].filter(([f]) => f !== 'linkedinUrl' && !f.startsWith('resume')))[0];
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
async function startDenoFunction(name: string): Promise<{ url: string; stop(): Promise<void> } | null> {
  const deno = path.join(projectRoot, 'node_modules', '.bin', 'deno');
  if (!existsSync(deno)) return null;
  const child = spawn(deno, ['run', '--frozen', '--allow-net', '--allow-env', '--allow-read', `${name}/index.ts`], {
    cwd: path.join(projectRoot, 'supabase', 'functions'),
    env: {
      ...process.env,
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      DENO_TLS_CA_STORE: 'system',
      DENO_NO_UPDATE_CHECK: '1',
      SUBMISSIONS_STORE: 'memory',
      RESEND_API_KEY: '',
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

async function hammer(url: string, count: number, make: (i: number) => { body: string | Buffer; headers?: Record<string, string> }) {
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
          headers: { 'content-type': 'application/json', ...headers },
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
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
}

function latency(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: ms[ms.length - 1] ?? NaN };
}

function countBy(samples: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status || 'reset'}: ${n}`).join(', ');
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
  });
  const server = await listen(createSiteApp({ outDir, functions }), 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`;
  const stored = async (kind: FormKind) =>
    ((await (await fetch(`${base}/_local/submissions`)).json()) as { kind: FormKind }[]).filter((r) => r.kind === kind).length;
  const log = console.log;
  console.log = () => undefined; // the per-request log lines stay out of the report

  type Row = { kind: FormKind; malformed: Sample[]; storedMalformed: number; forged: Sample[]; acceptedForged: number; seconds: number };
  const rows: Row[] = [];
  try {
    for (const kind of ['contact', 'registration'] as FormKind[]) {
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
  for (const kind of ['contact', 'registration'] as FormKind[]) {
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
    `Local server (site app + local functions over PGlite), loopback, ${CONCURRENCY} requests in flight, rate limit ${RATE_LIMIT} per address per 10 minutes, Node ${process.version}.`,
    `Per function: ${MALFORMED} malformed payloads, then ${FORGED} valid payloads each claiming another client address in X-Forwarded-For (leftmost), X-Real-IP, CF-Connecting-IP and Forwarded.`,
    '',
    '| function | answers 5xx | resets | rows stored from malformed | forged accepted (limit) | refusals p50 / p95 / max ms | malformed answers | forged answers | seconds |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  let ok = true;
  for (const row of rows) {
    const all = [...row.malformed, ...row.forged];
    const fiveXX = all.filter((s) => s.status >= 500).length;
    const resets = all.filter((s) => s.status === 0).length;
    const refusals = latency(all.filter((s) => s.status >= 400 && s.status < 500));
    const malformedAccepted = row.malformed.filter((s) => s.status < 400).length;
    ok &&= fiveXX === 0 && resets === 0 && row.storedMalformed === 0 && malformedAccepted === 0 && row.acceptedForged <= RATE_LIMIT;
    lines.push(
      `| ${FUNCTION_NAMES[row.kind]} | ${fiveXX} | ${resets} | ${row.storedMalformed} | ${row.acceptedForged} (${RATE_LIMIT}) | ` +
        `${fmt(refusals.p50)} / ${fmt(refusals.p95)} / ${fmt(refusals.max)} | ${countBy(row.malformed)} | ${countBy(row.forged)} | ${row.seconds.toFixed(1)} |`,
    );
  }
  if (denoRows.length) {
    lines.push(
      '',
      `The deployed entry points (\`deno run\` of supabase/functions/<name>/index.ts, memory store): ${FORGED} valid payloads per function, ` +
        'X-Forwarded-For `<rotated>, <rotated>, 203.0.113.77` (only the rightmost entry is what the proxy appended), the other headers rotated too.',
      '',
      '| function | answers 5xx | resets | forged accepted (limit) | refusals p50 / p95 / max ms | answers |',
      '|---|---|---|---|---|---|',
    );
    for (const row of denoRows) {
      const fiveXX = row.forged.filter((s) => s.status >= 500).length;
      const resets = row.forged.filter((s) => s.status === 0).length;
      const refusals = latency(row.forged.filter((s) => s.status >= 400 && s.status < 500));
      ok &&= fiveXX === 0 && resets === 0 && row.accepted <= RATE_LIMIT;
      lines.push(
        `| ${FUNCTION_NAMES[row.kind]} | ${fiveXX} | ${resets} | ${row.accepted} (${RATE_LIMIT}) | ` +
          `${fmt(refusals.p50)} / ${fmt(refusals.p95)} / ${fmt(refusals.max)} | ${countBy(row.forged)} |`,
      );
    }
  }
  lines.push('', ok ? 'All checks hold: 0 answers 5xx, 0 resets, 0 rows from malformed payloads, forged requests within the limit.' : 'A CHECK FAILED (see the table).');
  const report = lines.join('\n');
  console.log(report);
  const results = path.join(projectRoot, 'bench-results');
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `abuse-${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report + '\n');
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
