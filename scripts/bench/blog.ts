/**
 * `npm run bench:blog`: how the static build scales with the number of blog posts.
 *
 * For each N (default 10, 100 and 1000; pass others as arguments) it writes N synthetic posts as
 * real markdown files in a temporary folder, points the loader at it with BLOG_CONTENT_DIR, runs a
 * real `next build` from a clean .next, and prints the build time, the peak memory of the whole
 * build process tree (sampled from /proc), the build time per post, the size of out/ and the weight
 * of the heaviest blog list page (/blog or /blog/page/<n>, raw and gzip). Then it runs the post-build step
 * (scripts/build/postbuild.ts) and prints the rules of out/_headers and the routes of the vercel.json it
 * wrote against each host's limit (scripts/build/host-headers.ts HOST_LIMITS); the post-build step itself
 * fails when one would be passed, and so does the bench.
 *
 * The project's own out/ (its vercel.json with it) and .next are moved aside first and put back afterwards (also
 * on Ctrl-C), so the bench never leaves a synthetic or half-built site behind.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { countHeadersFileRules, countVercelRoutes, HOST_LIMITS } from '../build/host-headers';
import { FEED_SIZE } from '../../lib/blog/feed';
import { pageCount } from '../../lib/blog/pagination';

const root = path.resolve(__dirname, '../..');
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const SIZES = counts.length > 0 ? counts : [10, 100, 1000];
const GOAL_RATIO = 4;

const COVERS = readdirSync(path.join(root, 'public/blog'))
  .filter((name) => name.endsWith('.svg'))
  .map((name) => name.slice(0, -4));

const TOPICS = [
  'contract staffing',
  'permanent search',
  'managed services',
  'DevOps teams',
  'AI/ML hiring',
];

/** A post of about 650 words that uses every body rule (headings, quote, list, bold). */
function syntheticPost(index: number): string {
  const day = new Date(Date.UTC(2015, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const topic = TOPICS[index % TOPICS.length];
  const paragraph = (n: number) =>
    `Paragraph ${n} about ${topic}: hiring managers weigh speed, cost and fit, and a clear brief, ` +
    `a small interview panel and quick feedback make every search shorter. Contract professionals ` +
    `are usually in place within one to two weeks, permanent searches take four to eight weeks, ` +
    `and **qualified candidates arrive within 48 to 72 hours** when the role is well described.`;
  const section = (n: number) =>
    [
      `## Section ${n}: planning ${topic}`,
      paragraph(n * 10 + 1),
      `### Detail ${n}`,
      paragraph(n * 10 + 2),
      `> Quote ${n}: a well-run process is organized, not rushed.`,
      `1. Define the outcome\n2. Agree the rate\n3. Interview within the week`,
    ].join('\n\n');
  return `---
title: "Synthetic post ${index + 1}: notes on ${topic}"
excerpt: "A generated post used to measure how the static build scales with the number of blog articles."
date: ${day}
image: ${COVERS[index % COVERS.length]}
---
${[1, 2, 3, 4].map(section).join('\n\n')}
`;
}

function writePosts(n: number, dir = mkdtempSync(path.join(tmpdir(), `blog-bench-${n}-`))): string {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i += 1) {
    writeFileSync(
      path.join(dir, `synthetic-post-${String(i + 1).padStart(5, '0')}.md`),
      syntheticPost(i),
    );
  }
  return dir;
}

function dirSize(entry: string): { bytes: number; files: number } {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { bytes: stat.size, files: 1 };
  let bytes = 0;
  let files = 0;
  for (const child of readdirSync(entry)) {
    const size = dirSize(path.join(entry, child));
    bytes += size.bytes;
    files += size.files;
  }
  return { bytes, files };
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The heaviest blog list page of out/ (/blog and /blog/page/<n>): its path and HTML bytes. */
function heaviestListPage(): { route: string; raw: number; gzip: number; pages: number } {
  const files = [{ route: '/blog', file: path.join(root, 'out/blog.html') }];
  const pagesDir = path.join(root, 'out/blog/page');
  if (existsSync(pagesDir)) {
    for (const name of readdirSync(pagesDir).filter((entry) => entry.endsWith('.html'))) {
      files.push({ route: `/blog/page/${name.slice(0, -5)}`, file: path.join(pagesDir, name) });
    }
  }
  let heaviest = { route: '', raw: 0, gzip: 0, pages: files.length };
  for (const { route, file } of files) {
    const html = readFileSync(file);
    if (html.length > heaviest.raw) {
      heaviest = {
        route,
        raw: html.length,
        gzip: gzipSync(html, { level: 9 }).length,
        pages: files.length,
      };
    }
  }
  return heaviest;
}

type Result = {
  n: number;
  seconds: number;
  listPage: { route: string; raw: number; gzip: number; pages: number };
  peakBytes: number;
  outBytes: number;
  outFiles: number;
  postbuildSeconds: number;
  headerRules: number;
  vercelRoutes: number;
};

/** Runs scripts/build/postbuild.ts on out/ (vercel.json written to `vercelPath`); rejects if it fails. */
function postbuild(n: number, vercelPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/build/postbuild.ts'],
      {
        cwd: root,
        env: { ...process.env, VERCEL_CONFIG_PATH: vercelPath },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(
          new Error(`postbuild with ${n} posts failed (exit ${code}):\n${log.slice(-4000)}`),
        );
      resolve((performance.now() - started) / 1000);
    });
  });
}

function build(
  n: number,
  contentDir: string,
): Promise<Omit<Result, 'postbuildSeconds' | 'headerRules' | 'vercelRoutes' | 'listPage'>> {
  rmSync(path.join(root, '.next'), { recursive: true, force: true });
  rmSync(path.join(root, 'out'), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: root,
      // BLOG_TODAY: the synthetic posts are dated from 2015, all published on this day.
      env: {
        ...process.env,
        BLOG_CONTENT_DIR: contentDir,
        BLOG_TODAY: process.env.BLOG_TODAY || '2026-01-01',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peakBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0)
        return reject(
          new Error(`next build with ${n} posts failed (exit ${code}):\n${log.slice(-4000)}`),
        );
      const pages = readdirSync(path.join(root, 'out/blog')).filter(
        (name) => name.startsWith('synthetic-post-') && name.endsWith('.html'),
      );
      if (pages.length !== n)
        return reject(new Error(`expected ${n} article pages in out/blog, found ${pages.length}`));
      const feedItems =
        readFileSync(path.join(root, 'out/blog/feed.xml'), 'utf8').split('<item>').length - 1;
      if (feedItems !== Math.min(n, FEED_SIZE))
        return reject(
          new Error(`expected ${Math.min(n, FEED_SIZE)} feed items, found ${feedItems}`),
        );
      const listPage = heaviestListPage();
      // /blog plus /blog/page/1 … /blog/page/<last> (page 1 is the not-indexed copy of /blog).
      if (listPage.pages !== pageCount(n) + 1)
        return reject(
          new Error(`expected ${pageCount(n) + 1} list pages, found ${listPage.pages}`),
        );
      const { bytes, files } = dirSize(path.join(root, 'out'));
      resolve({ n, seconds, peakBytes, outBytes: bytes, outFiles: files });
    });
  });
}

// Kept aside inside node_modules/.cache: same disk (a rename, not a copy) and ignored by git.
const asideDir = path.join(root, 'node_modules/.cache/bench-blog');
const saved = [
  { live: path.join(root, 'out'), aside: path.join(asideDir, 'out') },
  { live: path.join(root, '.next'), aside: path.join(asideDir, '.next') },
];

function putAside() {
  mkdirSync(asideDir, { recursive: true });
  for (const { live, aside } of saved) {
    if (existsSync(aside))
      throw new Error(
        `${aside} exists: a previous bench did not finish. Restore or delete it first.`,
      );
    if (existsSync(live)) renameSync(live, aside);
  }
}

function restore() {
  for (const { live, aside } of saved) {
    rmSync(live, { recursive: true, force: true });
    if (existsSync(aside)) renameSync(aside, live);
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  putAside();
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const results: Result[] = [];
  const tempDirs: string[] = [];
  try {
    for (const n of SIZES) {
      const dir = writePosts(n);
      tempDirs.push(dir);
      process.stdout.write(`Building with ${n} posts... `);
      const built = await build(n, dir);
      const vercelPath = path.join(dir, 'vercel.json');
      const postbuildSeconds = await postbuild(n, vercelPath);
      const result: Result = {
        ...built,
        postbuildSeconds,
        // Weighed after the post-build step, as served (its <meta> policy and inlined CSS included).
        listPage: heaviestListPage(),
        headerRules: countHeadersFileRules(readFileSync(path.join(root, 'out/_headers'), 'utf8')),
        vercelRoutes: countVercelRoutes(JSON.parse(readFileSync(vercelPath, 'utf8'))),
      };
      results.push(result);
      console.log(`${result.seconds.toFixed(1)} s, post-build ${postbuildSeconds.toFixed(1)} s`);
    }
  } finally {
    restore();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    '\nposts | build (s) | per post (ms) | peak memory (MB) | out/ size (MB) | out/ files | post-build (s)',
  );
  console.log(
    '----- | --------- | ------------- | ---------------- | -------------- | ---------- | --------------',
  );
  for (const r of results) {
    console.log(
      `${String(r.n).padStart(5)} | ${r.seconds.toFixed(1).padStart(9)} | ${((r.seconds * 1000) / r.n).toFixed(0).padStart(13)} | ${mb(r.peakBytes).padStart(16)} | ${mb(r.outBytes).padStart(14)} | ${String(r.outFiles).padStart(10)} | ${r.postbuildSeconds.toFixed(1).padStart(14)}`,
    );
  }
  console.log('\nThe heaviest blog list page (12 posts a page; the HTML document only)');
  console.log('posts | list pages | heaviest page       | HTML (KB) | gzip (KB)');
  console.log('----- | ---------- | ------------------- | --------- | ---------');
  for (const r of results) {
    console.log(
      `${String(r.n).padStart(5)} | ${String(pageCount(r.n)).padStart(10)} | ${r.listPage.route.padEnd(19)} | ${kb(r.listPage.raw).padStart(9)} | ${kb(r.listPage.gzip).padStart(9)}`,
    );
  }
  console.log(
    `\nHeader rules (limits: Cloudflare Pages ${HOST_LIMITS.cloudflareRules} rules in _headers, Netlify none documented, Vercel ${HOST_LIMITS.vercelRoutes} routes)`,
  );
  console.log('posts | out/_headers rules | Cloudflare Pages | vercel.json routes | Vercel');
  console.log('----- | ------------------ | ---------------- | ------------------ | ------');
  for (const r of results) {
    const within = (count: number, limit: number) =>
      `${count <= limit ? 'within' : 'OVER'} ${limit}`;
    console.log(
      `${String(r.n).padStart(5)} | ${String(r.headerRules).padStart(18)} | ${within(r.headerRules, HOST_LIMITS.cloudflareRules).padStart(16)} | ${String(r.vercelRoutes).padStart(18)} | ${within(r.vercelRoutes, HOST_LIMITS.vercelRoutes)}`,
    );
  }
  const smallest = results[0];
  const largest = results[results.length - 1];
  if (results.length > 1) {
    const ratio = largest.seconds / smallest.seconds;
    const verdict = ratio <= GOAL_RATIO ? 'within' : 'OVER';
    console.log(
      `\n${largest.n} posts took ${ratio.toFixed(2)}x the time of ${smallest.n} (goal: at most ${GOAL_RATIO}x): ${verdict} the goal.`,
    );
  }
}

/**
 * Two posts no build should publish, beside the synthetic ones: a draft, and a post scheduled for
 * the day after `today` (build with BLOG_TODAY=<today>). The blog's browser test looks for both.
 */
function writeUnpublished(dir: string, today: string) {
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // A full article's body (the content check holds unpublished posts to the same rules).
  const body = syntheticPost(0).split('\n---\n')[1];
  // Each also has words no published page has, which the site search must never find.
  const post = (title: string, extra: string, own: string) => `---
title: "${title}"
excerpt: "A post the build must leave out of the list, the feed, the sitemap and the export."
${extra}
image: ${COVERS[0]}
---
${own}

${body}`;
  writeFileSync(
    path.join(dir, 'unpublished-draft.md'),
    post(
      'A draft',
      'date: 2016-01-01\ndraft: true',
      'Only this draft mentions the heliotrope lanternfish.',
    ),
  );
  writeFileSync(
    path.join(dir, 'unpublished-scheduled.md'),
    post(
      'Scheduled for tomorrow',
      `date: ${next}`,
      'Only this scheduled post mentions the marzipan quokka.',
    ),
  );
}

if (process.argv[2] === '--write-posts') {
  // `tsx scripts/bench/blog.ts --write-posts N DIR [--unpublished YYYY-MM-DD]`: only write the N
  // synthetic posts into DIR, and with --unpublished a draft and a post dated the day after
  // (scripts/test/test.sh builds an export with 100 of them for the CSP and pagination tests).
  const [n, dir, flag, today] = [
    Number(process.argv[3]),
    process.argv[4],
    process.argv[5],
    process.argv[6],
  ];
  if (!Number.isInteger(n) || n < 1 || !dir)
    throw new Error('usage: --write-posts N DIR [--unpublished YYYY-MM-DD]');
  writePosts(n, path.resolve(dir));
  if (flag === '--unpublished') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today ?? ''))
      throw new Error('--unpublished needs the build day, YYYY-MM-DD');
    writeUnpublished(path.resolve(dir), today);
  }
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
