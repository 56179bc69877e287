/**
 * `npm run bench:functions`: latency of the local functions over loopback — 500 contact
 * submissions and 20 registrations with a 5 MB resume, one at a time — with a throwaway PGlite
 * database and outbox (or against BENCH_URL, e.g. http://127.0.0.1:3000/functions/v1, if given).
 * Goals: contact p95 <= 50 ms, registration (5 MB) p95 <= 500 ms.
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAX_RESUME_BYTES } from '../../supabase/functions/_shared/core/rules.ts';
import { createLocalFunctions } from '../local/local-functions';
import { pdfOfSize } from '../../__tests__/helpers/hostile-resumes';

const CONTACTS = Number(process.env.BENCH_CONTACTS || 500);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS || 20);

function stats(samples: number[]) {
  const sorted = samples.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** The origin the bench's requests come from: the site's own pages (SITE_ORIGINS). */
const SITE = 'https://www.cascadia.example';

async function timed(url: string, body: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

async function main() {
  let base = process.env.BENCH_URL;
  let cleanup = async () => undefined as void;
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cts-bench-'));
    const app = express();
    app.use(
      '/functions/v1',
      await createLocalFunctions({
        ...process.env,
        DATABASE_URL: '',
        RESEND_API_KEY: '',
        LOCAL_DATA_DIR: path.join(dir, 'data'),
        LOCAL_OUTBOX_DIR: path.join(dir, 'outbox'),
        SITE_ORIGINS: SITE,
        // Every request comes from this machine: its address and network may send them all.
        ...Object.fromEntries(
          [
            'RATE_LIMIT_MAX',
            'ADDRESS_DAILY_MAX',
            'NETWORK_HOURLY_MAX',
            'NETWORK_DAILY_MAX',
            'STORE_HOURLY_MAX',
            'STORE_DAILY_MAX',
          ].map((name) => [name, String(CONTACTS + REGISTRATIONS + 10)]),
        ),
        ...Object.fromEntries(
          ['RESUME_MB_ADDRESS_DAILY', 'RESUME_MB_NETWORK_DAILY'].map((name) => [
            name,
            String(6 * (REGISTRATIONS + 1)),
          ]),
        ),
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`;
    cleanup = async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const log = console.log;
  console.log = () => undefined; // keep the per-request log lines out of the report

  try {
    const contact: number[] = [];
    for (let i = 0; i < CONTACTS; i++) {
      const body = JSON.stringify({
        name: `Bench Visitor ${i}`,
        email: `visitor${i}@example.com`,
        subject: `Staffing question #${i}`,
        message:
          'We are looking for two senior cloud engineers for a six-month engagement.\n'.repeat(4),
      });
      contact.push(await timed(`${base}/send-contact-email`, body));
    }
    // A real PDF of the largest size taken (a page and a photo-sized stream): its structure is checked.
    const resumeBase64 = Buffer.from(await pdfOfSize(MAX_RESUME_BYTES)).toString('base64');
    const registration: number[] = [];
    for (let i = 0; i < REGISTRATIONS; i++) {
      const body = JSON.stringify({
        fullName: `Bench Candidate ${i}`,
        email: `candidate${i}@example.com`,
        linkedinUrl: 'https://www.linkedin.com/in/bench-candidate',
        recentEmployer: 'Example Corp',
        role: 'Staff Engineer',
        primarySkills: ['Cloud / DevOps', 'Software Development'],
        preferredWorkType: ['Remote'],
        careerGoal: 'Lead a platform team.',
        resumeBase64,
        resumeFilename: `candidate-${i}.pdf`,
      });
      registration.push(await timed(`${base}/send-tech-refugee-form`, body));
    }
    const c = stats(contact);
    const r = stats(registration);
    const fmt = (s: ReturnType<typeof stats>) =>
      `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n=${s.n})`;
    log(`contact:               ${fmt(c)}  goal p95 <= 50 ms: ${c.p95 <= 50 ? 'met' : 'MISSED'}`);
    log(`registration (5 MB):   ${fmt(r)}  goal p95 <= 500 ms: ${r.p95 <= 500 ? 'met' : 'MISSED'}`);
    process.exitCode = c.p95 <= 50 && r.p95 <= 500 ? 0 : 1;
  } finally {
    console.log = log;
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
