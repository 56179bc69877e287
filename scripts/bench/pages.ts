/**
 * `npm run bench`: measures the site against the floor of its stack.
 *
 * 1. builds the export (`npm run build`; `--no-build` reuses out/);
 * 2. builds a minimal Next export with one client component (the floor) in
 *    .bench-floor (deleted afterwards), with this project's own Next install;
 * 3. serves both with the same CDN-like server as `npm start` (PORT, default 4306; the floor on
 *    FLOOR_PORT, default 4406);
 * 4. runs Lighthouse (mobile, default throttling) in Debian's Chromium in rounds (`--runs N`,
 *    default 3): each round measures every page once, in order, with a run of the floor before
 *    each page (or before every Nth page, `--floor-every N`), so that a page is compared with the
 *    floor as the machine was at that moment (its load drifts); pages are every route, one blog
 *    post (every post with `--posts all`) and every open role's page the export has;
 * 5. prints one row per page — performance, accessibility, best practices, SEO, median and worst
 *    LCP with the element that was the LCP, the floor's median LCP in the same run, TBT, CLS and
 *    the JavaScript / CSS / HTML bytes (gzip) the page made the browser load — with the targets
 *    checked, and writes the table to bench-results/lighthouse-<date>.md and .json.
 *
 * Visits are first visits, as Lighthouse's defaults and PageSpeed Insights measure them and as most
 * visitors of a marketing site arrive: storage empty, so the first-visit notice opens (in the first
 * paint, from the static HTML). `--return-visit` measures a returning visitor with a cold HTTP
 * cache instead: before each run the notice flag is stored for the origin and the cache cleared.
 *
 * What each post-build step buys: `--without a,b` builds Next's output once, then the export
 * with every step and, beside it, one variant per named step with that step turned off
 * (POSTBUILD_SKIP, scripts/build/postbuild.ts), each served on a port of its own (PORT + 1, ...),
 * and measures each page in all of them in the same round, right after the floor; the summary adds
 * each variant's LCP and TBT against the whole export's.
 *
 * Options: --no-build, --runs N, --only /a,/b (pages to measure: routes, posts, roles),
 * --posts all, --floor-every N, --out DIR (measure another export, e.g. the fixture export with
 * its open roles; implies --no-build), --return-visit, --without STEPS, --keep-reports (writes
 * every run's full Lighthouse JSON to bench-results/raw/, to study long tasks, the main thread's
 * breakdown, the LCP breakdown and the network graph of a page).
 *
 * 6. then runs the site search's benchmark on the same export (scripts/bench/search.ts): the
 *    index's size, the transfer of a first query and keystroke-to-results times.
 *
 * The dated summary (markdown) is written to bench-results/; the numbers behind it (JSON) and the
 * full reports go to bench-results/raw/, which git ignores: summaries are kept, raw output is not.
 */
import { spawnSync } from 'node:child_process';
import { ALERT_PAGES } from '../../lib/jobs/job-alerts';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { routes } from '../../content/navigation';
import { listPages, readPage } from '../build/export-pages';
import { gzipSize, kb } from '../build/weigh';
import { createSiteApp, listen } from '../local/serve';

const projectRoot = path.resolve(__dirname, '../..');
function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const outDir = path.resolve(option('--out') ?? path.join(projectRoot, 'out'));
// Inside the project (Turbopack builds only sources under its root, never under node_modules),
// in a hidden folder that git ignores and the bench deletes when done.
const floorDir = path.join(projectRoot, '.bench-floor');
const resultsDir = path.join(projectRoot, 'bench-results');
/** Raw output (the numbers behind a summary, full Lighthouse reports): ignored by git. */
const rawDir = path.join(resultsDir, 'raw');
/** Next's output and the export's variants with one post-build step off (--without). */
const variantsDir = path.join(projectRoot, 'node_modules', '.cache', 'bench-variants');
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The targets on every page: performance score and CLS (median of the runs), LCP median and worst
 * run; besides, a page's median LCP must be below the floor's median LCP in the same run and its
 * median TBT no more than the floor's over the runs paired with it.
 */
const TARGET = { performance: 98, lcpMs: 1000, lcpWorstMs: 1300, cls: 0.01 };

const runs = Number(option('--runs') ?? 3);
// With --without, a page's variants are measured one after another, after one run of the floor.
const floorEvery = Math.max(
  1,
  Number(option('--floor-every') ?? 1) * ((option('--without')?.split(',').length ?? 0) + 1),
);
const allPosts = option('--posts') === 'all';
const only = option('--only')?.split(',');
/**
 * The address a visitor arrives at: the pages a job alert's emails link to are opened with their
 * link's token, as every visitor opens them (the token itself is not checked until a button).
 */
const arrival = (route: string) =>
  (Object.values(ALERT_PAGES) as string[]).includes(route) ? `${route}?token=bench` : route;
const firstVisit = !process.argv.includes('--return-visit');
const keepReports = process.argv.includes('--keep-reports');
const without = option('--without')?.split(',').filter(Boolean) ?? [];
const NOTICE_KEY = 'hasSeenNotice';

type Puppeteer = {
  connect: (options: { browserURL: string }) => Promise<{
    newPage: () => Promise<{
      goto: (url: string) => Promise<unknown>;
      evaluate: (fn: (key: string) => void, key: string) => Promise<void>;
      createCDPSession: () => Promise<{ send: (method: string) => Promise<unknown> }>;
      close: () => Promise<void>;
    }>;
    disconnect: () => Promise<void>;
  }>;
};

/** Stores the notice flag for the origin and empties the HTTP cache, so a run is a cold return visit. */
async function prepareReturnVisit(puppeteer: Puppeteer, port: number, origin: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/404`);
  await page.evaluate((key) => window.localStorage.setItem(key, 'true'), NOTICE_KEY);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

type Run = {
  /** The LCP element, as Lighthouse names it (its text or alt, else its selector). */
  lcpElement: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGz: number;
  cssGz: number;
  htmlGz: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown, at its CPU slowdown), in ms. */
  scriptMs: number;
  styleLayoutMs: number;
  parseHtmlMs: number;
  /** The longest main-thread task (Lighthouse's long-tasks, at its CPU slowdown), in ms. */
  longestTaskMs: number;
};
type Row = Run & {
  label: string;
  url: string;
  runs: number;
  /** The slowest run's LCP. */
  lcpWorstMs: number;
  /** The spread of TBT over the runs: [least, most]. */
  tbtRangeMs: [number, number];
  /** The floor's median LCP over the whole run (all its runs, interleaved with the pages'). */
  floorLcpMs?: number;
  /** The floor's median TBT over the runs paired with this page's. */
  floorTbtMs?: number;
  onTarget?: boolean;
  misses?: string[];
};

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** A minimal Next 16 export: one page, one tiny client component. */
function buildFloor(): string {
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(path.join(floorDir, 'app'), { recursive: true });
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'bench-floor', private: true }),
    'next.config.mjs': `export default { output: 'export', images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(projectRoot)} } };\n`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        skipLibCheck: true,
      },
      include: ['**/*.tsx'],
    }),
    'app/layout.tsx': `export const metadata = { title: 'Floor', description: 'A minimal Next export with one client component, the floor of the stack.' };
export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body style={{ fontFamily: 'system-ui', margin: 0, padding: 24 }}>{children}</body></html>;
}
`,
    'app/page.tsx': `import { Toggle } from './toggle';
export default function Page() {
  return <main><h1>Technology Recruiters</h1><p>AI Transformation Staffing and Managed Services.</p><Toggle /></main>;
}
`,
    'app/toggle.tsx': `'use client';
import { useState } from 'react';
export function Toggle() {
  const [open, setOpen] = useState(false);
  return <div><button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>Details</button>{open ? <p>Shown.</p> : null}</div>;
}
`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(floorDir, file), text);
  run(
    process.execPath,
    [path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    floorDir,
  );
  return path.join(floorDir, 'out');
}

/**
 * The export and its variants (--without): Next's output built once (the build script's steps
 * before the post-build one), then the post-build run on out/ with every step and on a copy per
 * named step with that step skipped. Returns each variant's folder by step name.
 */
function buildVariants(steps: string[]): Map<string, string> {
  const build = (
    JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    }
  ).scripts.build.split(' && ');
  const postbuild = build.pop()!;
  if (!postbuild.includes('postbuild.ts'))
    throw new Error(`The build script does not end with the post-build step: ${postbuild}`);
  run(
    'sh',
    ['-c', `PATH="${path.join(projectRoot, 'node_modules', '.bin')}:$PATH"; ${build.join(' && ')}`],
    projectRoot,
  );
  rmSync(variantsDir, { recursive: true, force: true });
  const next = path.join(variantsDir, 'next');
  cpSync(path.join(projectRoot, 'out'), next, { recursive: true });
  const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
  const variants = new Map<string, string>();
  for (const step of steps) {
    const dir = path.join(variantsDir, step);
    cpSync(next, dir, { recursive: true });
    const result = spawnSync(tsx, ['scripts/build/postbuild.ts'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        POSTBUILD_OUT_DIR: dir,
        POSTBUILD_SKIP: `${step},admin`,
        VERCEL_CONFIG_PATH: path.join(dir, 'vercel.json'),
      },
    });
    if (result.status !== 0) throw new Error(`The post-build without ${step} failed`);
    variants.set(step, dir);
  }
  run(tsx, ['scripts/build/postbuild.ts'], projectRoot);
  return variants;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type DetailItem = NetworkItem & {
  type?: string;
  nodeLabel?: string;
  selector?: string;
  group?: string;
  duration?: number;
};
type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: DetailItem[] } }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
};

/** Gzip bytes of what the page loaded: same-origin files weighed from disk, others as transferred. */
function loadedBytes(lhr: Lhr, origin: string, dir: string) {
  const pages = listPages(dir);
  const sums = { jsGz: 0, cssGz: 0, htmlGz: 0 };
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const key =
      item.resourceType === 'Script'
        ? 'jsGz'
        : item.resourceType === 'Stylesheet'
          ? 'cssGz'
          : item.resourceType === 'Document'
            ? 'htmlGz'
            : undefined;
    if (!key) continue;
    const url = new URL(item.url);
    let size = item.transferSize ?? 0;
    if (url.origin === origin) {
      if (key === 'htmlGz') {
        const page =
          pages.find((candidate) => candidate.paths.includes(url.pathname)) ??
          pages.find((candidate) => candidate.route === '/404');
        if (page) size = gzipSize(readPage(dir, page));
      } else {
        const file = path.join(dir, decodeURIComponent(url.pathname));
        if (existsSync(file)) size = gzipSize(readFileSync(file));
      }
    }
    sums[key] += size;
  }
  return sums;
}

/** Main-thread time by kind and the longest task of a run (what its blocking time is made of). */
function mainThread(lhr: Lhr) {
  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const time = (...names: string[]) =>
    groups
      .filter((item) => names.includes(item.group ?? ''))
      .reduce((sum, item) => sum + (item.duration ?? 0), 0);
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    scriptMs: time('scriptEvaluation', 'scriptParseCompile'),
    styleLayoutMs: time('styleLayout'),
    parseHtmlMs: time('parseHTML'),
    longestTaskMs: Math.max(0, ...tasks.map((item) => item.duration ?? 0)),
  };
}

/** The LCP element of a run, from the LCP breakdown (its node), short enough for a table cell. */
function lcpElement(lhr: Lhr): string {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  const name = (node?.nodeLabel || node?.selector || '?').replace(/\s+/g, ' ').replace(/\|/g, '/');
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
}

/** The value most runs had (the first of them on a tie). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

async function main() {
  if (without.length > 0 && (option('--out') || process.argv.includes('--no-build')))
    throw new Error('--without builds the export and its variants: not with --out or --no-build');
  const variants = without.length > 0 ? buildVariants(without) : new Map<string, string>();
  if (!process.argv.includes('--no-build') && !option('--out') && without.length === 0)
    run('npm', ['run', 'build', '--silent'], projectRoot);
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('No export in out/.');
  console.log('bench: building the minimal Next export (the floor)...');
  const floorOut = buildFloor();

  const port = Number(process.env.PORT || 4306);
  const floorPort = Number(process.env.FLOOR_PORT || 4406);
  const servers: Server[] = [
    await listen(createSiteApp({ outDir }), port),
    await listen(createSiteApp({ outDir: floorOut }), floorPort),
  ];
  const variantTargets: Array<{ step: string; dir: string; origin: string }> = [];
  for (const [index, [step, dir]] of [...variants].entries()) {
    servers.push(await listen(createSiteApp({ outDir: dir }), port + 1 + index));
    variantTargets.push({ step, dir, origin: `http://127.0.0.1:${port + 1 + index}` });
  }
  const origin = `http://127.0.0.1:${port}`;
  const floorOrigin = `http://127.0.0.1:${floorPort}`;

  const posts = existsSync(path.join(outDir, 'blog'))
    ? readdirSync(path.join(outDir, 'blog'))
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  // The open roles' pages the export has (the fixture export's, with --out).
  const roles = existsSync(path.join(outDir, 'jobs'))
    ? readdirSync(path.join(outDir, 'jobs'))
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const pagesToMeasure: Array<{ label: string; url: string; dir: string; origin: string }> = [
    {
      label: 'floor: minimal Next export',
      url: `${floorOrigin}/`,
      dir: floorOut,
      origin: floorOrigin,
    },
    // One blog post (every post with --posts all; with --only any post named there, a post with a
    // photo cover for one: all posts share one template) and every open role.
    ...[
      ...routes,
      ...(only || allPosts ? posts : posts.slice(0, 1)).map(
        (file) => `/blog/${file.replace(/\.html$/, '')}`,
      ),
      ...roles.map((file) => `/jobs/${file.replace(/\.html$/, '')}`),
    ]
      .filter((route) => !only || only.includes(route))
      .flatMap((route) => [
        { label: route, url: `${origin}${arrival(route)}`, dir: outDir, origin },
        ...variantTargets.map((variant) => ({
          label: `${route} without ${variant.step}`,
          url: `${variant.origin}${arrival(route)}`,
          dir: variant.dir,
          origin: variant.origin,
        })),
      ]),
  ];

  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;
  };
  const chromeLauncher = (await import('chrome-launcher')) as unknown as {
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  };
  // Lighthouse's own browser driver, resolved from Lighthouse's install.
  const load = createRequire(__filename);
  const puppeteer = load(
    load.resolve('puppeteer-core', { paths: [path.dirname(load.resolve('lighthouse'))] }),
  ) as Puppeteer;
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  let chrome = await launch();
  /** One Lighthouse run of a page; a loaded machine sometimes spoils a trace (NO_NAVSTART and the like): try again. */
  async function lighthouseRun(target: { url: string; origin: string }): Promise<Lhr> {
    let lhr: Lhr | undefined;
    for (let tries = 1; tries <= 3 && (!lhr || lhr.runtimeError); tries++) {
      if (!firstVisit) await prepareReturnVisit(puppeteer, chrome.port, target.origin);
      const result = await lighthouse(target.url, {
        port: chrome.port,
        disableStorageReset: !firstVisit,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      lhr = result?.lhr;
      if (lhr?.runtimeError) {
        // A browser that lost a trace tends to lose the next ones too: start a fresh one.
        console.warn(
          `bench: ${target.url}: ${lhr.runtimeError.message}; retrying in a new browser`,
        );
        await chrome.kill();
        chrome = await launch();
      }
    }
    if (!lhr || lhr.runtimeError)
      throw new Error(`${target.url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    return lhr;
  }
  const rows: Row[] = [];
  // Lighthouse's CPU score of the host at each run (its 4x slowdown assumes a desktop-class host,
  // 1000-2000; lower means every simulated task is longer) and the load the bench ran beside.
  const benchmarkIndexes: number[] = [];
  // The floor's build has just loaded the machine: give the one-minute load average up to 90 s
  // to settle before measuring.
  for (let waited = 0; os.loadavg()[0]! > os.cpus().length / 2 && waited < 90; waited += 5) {
    if (waited === 0)
      console.log(
        `bench: waiting for the machine to settle (load average ${os.loadavg()[0]!.toFixed(2)})...`,
      );
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length / 2) {
    console.warn(
      `bench: the machine is busy (load average ${loadBefore.toFixed(2)} on ${os.cpus().length} cores); simulated blocking times will be longer than on a quiet machine.`,
    );
  }
  try {
    // The first runs in a new browser pay for its cold start (code caches, GPU process, disk):
    // measured here they cost the floor twice its usual blocking time. One discarded run of each
    // origin warms the browser for everything after it.
    console.log('bench: warming the browser (one discarded run per origin)...');
    for (const target of pagesToMeasure.slice(0, 2)) await lighthouseRun(target);
    /** One measured run of a target, as numbers. */
    async function measure(
      target: (typeof pagesToMeasure)[number],
      attempt: number,
      of: number,
    ): Promise<Run> {
      const lhr = await lighthouseRun(target);
      if (keepReports) {
        const slug = target.label.startsWith('floor')
          ? 'floor'
          : target.label
              .replace(/^\/(?= |$)/, 'home')
              .replace(/\W+/g, '-')
              .replace(/^-|-$/g, '');
        mkdirSync(rawDir, { recursive: true });
        writeFileSync(path.join(rawDir, `${slug}-run${attempt}.json`), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      process.stdout.write(
        `bench: ${target.label} run ${attempt}/${of}: performance ${score('performance')}, LCP ${Math.round(value('largest-contentful-paint'))} ms, TBT ${Math.round(value('total-blocking-time'))} ms\n`,
      );
      return {
        lcpElement: lcpElement(lhr),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        ...loadedBytes(lhr, target.origin, target.dir),
        ...mainThread(lhr),
      };
    }
    function toRow(target: (typeof pagesToMeasure)[number], results: Run[]): Row {
      const pick = (key: Exclude<keyof Run, 'lcpElement'>) =>
        median(results.map((entry) => entry[key]));
      return {
        label: target.label,
        url: target.url,
        runs: results.length,
        lcpElement: mostCommon(results.map((entry) => entry.lcpElement)),
        lcpWorstMs: Math.max(...results.map((entry) => entry.lcpMs)),
        tbtRangeMs: [
          Math.min(...results.map((entry) => entry.tbtMs)),
          Math.max(...results.map((entry) => entry.tbtMs)),
        ],
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsGz: pick('jsGz'),
        cssGz: pick('cssGz'),
        htmlGz: pick('htmlGz'),
        scriptMs: pick('scriptMs'),
        styleLayoutMs: pick('styleLayoutMs'),
        parseHtmlMs: pick('parseHtmlMs'),
        longestTaskMs: pick('longestTaskMs'),
      };
    }
    // Rounds: each measures every page once, each page (or every Nth, --floor-every) right after a
    // run of the floor, so both see the machine in the same state; a page's TBT is compared with
    // the floor's median over the runs paired with it, its LCP with the floor's median LCP.
    const [floorTarget, ...pageTargets] = pagesToMeasure;
    const floorRuns: Run[] = [];
    const pageRuns = pageTargets.map(() => [] as Run[]);
    const pairedFloor = pageTargets.map(() => [] as Run[]);
    const floorRunsPerRound = Math.ceil(pageTargets.length / floorEvery);
    for (let round = 1; round <= runs; round++) {
      let floorRun: Run | undefined;
      for (const [index, target] of pageTargets.entries()) {
        if (index % floorEvery === 0) {
          floorRun = await measure(floorTarget!, floorRuns.length + 1, runs * floorRunsPerRound);
          floorRuns.push(floorRun);
        }
        pairedFloor[index]!.push(floorRun!);
        pageRuns[index]!.push(await measure(target, round, runs));
      }
    }
    const floorLcpMs = median(floorRuns.map((entry) => entry.lcpMs));
    const pageRows = pageTargets.map((target, index) => ({
      ...toRow(target, pageRuns[index]!),
      floorTbtMs: median(pairedFloor[index]!.map((entry) => entry.tbtMs)),
      floorLcpMs,
    }));
    rows.push(toRow(floorTarget!, floorRuns), ...pageRows);
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
    rmSync(floorDir, { recursive: true, force: true });
  }

  for (const row of rows.slice(1)) {
    // No more blocking than the framework's own floor, measured in the runs paired with the page's.
    const tbtLimit = row.floorTbtMs!;
    const misses: string[] = [];
    if (row.performance < TARGET.performance)
      misses.push(`performance ${row.performance} < ${TARGET.performance}`);
    if (row.lcpMs > TARGET.lcpMs) misses.push(`LCP ${Math.round(row.lcpMs)} ms > ${TARGET.lcpMs}`);
    if (row.lcpWorstMs > TARGET.lcpWorstMs)
      misses.push(`worst LCP ${Math.round(row.lcpWorstMs)} ms > ${TARGET.lcpWorstMs}`);
    if (row.lcpMs >= row.floorLcpMs!)
      misses.push(`LCP ${Math.round(row.lcpMs)} ms >= floor's ${Math.round(row.floorLcpMs!)}`);
    if (row.cls > TARGET.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGET.cls}`);
    if (row.tbtMs > tbtLimit)
      misses.push(
        `TBT ${Math.round(row.tbtMs)} ms > ${Math.round(tbtLimit)} (paired floor ${Math.round(row.floorTbtMs!)} ms)`,
      );
    row.misses = misses;
    row.onTarget = misses.length === 0;
  }

  const date = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'worst LCP ms',
    'LCP element',
    'TBT ms',
    'floor TBT ms (paired)',
    'CLS',
    'JS KB gz',
    'CSS KB gz',
    'HTML KB gz',
    'on target',
  ];
  const lines = rows.map((row) => [
    row.label,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    String(Math.round(row.lcpMs)),
    String(Math.round(row.lcpWorstMs)),
    row.lcpElement,
    String(Math.round(row.tbtMs)),
    row.floorTbtMs === undefined ? '' : String(Math.round(row.floorTbtMs)),
    row.cls.toFixed(3),
    kb(row.jsGz).toFixed(1),
    kb(row.cssGz).toFixed(1),
    kb(row.htmlGz).toFixed(1),
    row.onTarget === undefined
      ? '(reference)'
      : row.onTarget
        ? 'yes'
        : `no: ${row.misses!.join('; ')}`,
  ]);
  const table = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
  // Each variant beside the whole export's row of the same page: what turning the step off did.
  const full = new Map(rows.map((row) => [row.label, row]));
  const stepRows = rows.flatMap((row) => {
    const match = / without (\S+)$/.exec(row.label);
    const base = match ? full.get(row.label.slice(0, match.index)) : undefined;
    if (!match || !base) return [];
    const delta = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;
    return [
      `| ${base.label} | ${match[1]} | ${Math.round(base.lcpMs)} → ${Math.round(row.lcpMs)} (${delta(row.lcpMs - base.lcpMs)}) | ${Math.round(base.tbtMs)} → ${Math.round(row.tbtMs)} (${delta(row.tbtMs - base.tbtMs)}) | ${Math.round(row.floorTbtMs!)} | ${kb(base.jsGz + base.cssGz + base.htmlGz).toFixed(1)} → ${kb(row.jsGz + row.cssGz + row.htmlGz).toFixed(1)} |`,
    ];
  });
  const stepTable = stepRows.length
    ? [
        '',
        'Each step turned off (--without), against the whole export in the same rounds (medians; a positive change is what the step saves):',
        '',
        '| page | step off | LCP ms: all steps → without | TBT ms: all steps → without | floor TBT ms (paired) | KB gz loaded |',
        '|---|---|---|---|---|---|',
        ...stepRows,
      ]
    : [];
  const threadTable = [
    '',
    "Main thread (medians): Lighthouse's breakdown of the trace (script evaluation and compilation, style and layout, HTML parsing) and the longest task, all in ms at its 4x CPU slowdown:",
    '',
    '| page | script ms | style & layout ms | parse HTML ms | longest task ms | TBT ms (least–most) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${Math.round(row.scriptMs)} | ${Math.round(row.styleLayoutMs)} | ${Math.round(row.parseHtmlMs)} | ${Math.round(row.longestTaskMs)} | ${Math.round(row.tbtMs)} (${row.tbtRangeMs.map(Math.round).join('–')}) |`,
    ),
  ];
  const summary = [
    `# Lighthouse, ${new Date().toISOString()}`,
    '',
    `Mobile (Lighthouse defaults: simulated slow 4G, 4x CPU slowdown), ${runs} interleaved rounds (every page once per round, ${floorEvery === 1 ? 'each page' : `one page in ${floorEvery}`} right after a run of the floor), median of each number and the worst LCP; Chromium at ${chromePath}. Export: ${outDir.startsWith(projectRoot) ? path.relative(projectRoot, outDir) : outDir}.`,
    firstVisit
      ? 'First visits (the default, as PageSpeed Insights measures): empty storage, so the first-visit notice opens, in the first paint from the static HTML.'
      : 'Return visits with a cold HTTP cache (--return-visit): the notice flag is stored before each run.',
    `Host: Lighthouse benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (range ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}) over ${benchmarkIndexes.length} runs; load average ${loadBefore.toFixed(2)} before and ${os.loadavg()[0]!.toFixed(2)} after, on ${os.cpus().length} cores.`,
    `Targets: performance >= ${TARGET.performance}, LCP median <= ${TARGET.lcpMs} ms and worst run <= ${TARGET.lcpWorstMs} ms, LCP median below the floor's median LCP in this run (${Math.round(rows[1]?.floorLcpMs ?? Number.NaN)} ms over its ${rows[0]!.runs} runs), CLS <= ${TARGET.cls}, TBT <= the floor's median TBT over the runs paired with the page's.`,
    'Bytes: gzip (level 9) of the same-origin scripts, stylesheets and document the page loaded; third-party files as transferred.',
    '',
    table,
    '',
    `${rows.slice(1).filter((row) => row.onTarget).length} of ${rows.length - 1} pages on target.`,
    ...stepTable,
    ...threadTable,
    '',
  ].join('\n');
  const name = `lighthouse-${date}${firstVisit ? '' : '-return-visit'}`;
  mkdirSync(rawDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.md`), summary);
  writeFileSync(
    path.join(rawDir, `${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), runs, firstVisit, without, chromePath, target: TARGET, host: { benchmarkIndexes, loadBefore, cores: os.cpus().length }, rows }, null, 2)}\n`,
  );
  console.log(`\n${summary}`);
  console.log(
    `bench: written to bench-results/${name}.md (the numbers behind it: bench-results/raw/${name}.json)`,
  );
  // The site search on the same export: its index's size, a first query's transfer, keystrokes.
  const search = spawnSync('npx', ['tsx', path.join(__dirname, 'search.ts'), '--out', outDir], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (search.status !== 0) throw new Error('bench: the site search benchmark failed');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
