/**
 * `npm run bench:main-thread -- [--runs N] [--settle MS] label=URL ...`: what a page's load costs
 * the main thread, in CPU time rather than wall time, so that it can be read on a busy machine.
 *
 * Lighthouse's blocking time is simulated from the wall-clock duration of the trace's tasks
 * (times its 4x slowdown): on a shared host, a task that waited for a core counts as blocking.
 * The trace also records each task's thread time (`tdur`), the CPU the main thread spent, which
 * another process's load barely moves. This loads each URL in Chromium (a new context each time:
 * empty storage and cache, a first visit, the notice open) with a trace running until the page
 * has hydrated (this site's pages: `html[data-hydrated]`), had no request for 500 ms and then
 * `--settle` ms more (default 3000), and prints per URL the medians
 * and the least–most over `--runs` loads (default 7, interleaved: every URL once per round) of:
 * - task CPU ms: every main-thread task of the renderer, summed;
 * - script, style & layout, parse HTML: the outermost events of each kind (script evaluation,
 *   compilation, function calls, microtasks; style recalculation and layout; HTML parsing);
 * - longest task, CPU ms;
 * - "TBT from CPU": Σ max(0, 4 × task CPU − 50 ms) over the tasks, Lighthouse's formula applied
 *   to CPU time at its 4x slowdown (it counts only tasks after the first paint; this counts all).
 * Compare URLs measured in the same run: e.g. the floor of `npm run bench` and a page, or a page
 * served from exports built with and without a post-build step (`npm run bench -- --without`
 * leaves them in node_modules/.cache/bench-variants; serve each with `npm run serve`).
 */
import { chromium } from '@playwright/test';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const runs = Number(option('--runs') ?? 7);
const settleMs = Number(option('--settle') ?? 3000);
const targets = process.argv
  .slice(2)
  .filter((arg, index, all) => arg.includes('=') && !all[index - 1]?.startsWith('--'))
  .map((arg) => {
    const at = arg.indexOf('=');
    return { label: arg.slice(0, at), url: arg.slice(at + 1) };
  });

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.callFunction',
]);
const STYLE = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles']);
const PARSE = new Set(['ParseHTML']);

type Load = {
  taskMs: number;
  scriptMs: number;
  styleMs: number;
  parseMs: number;
  longestMs: number;
  tbtFromCpuMs: number;
};

/** The renderer main thread's work in one trace, by kind (outermost event of each kind only). */
function summarize(events: TraceEvent[]): Load {
  // The page's renderer: of the renderer main threads in the trace, the one that parsed HTML most.
  const parsed = new Map<string, number>();
  for (const event of events)
    if (event.name === 'ParseHTML')
      parsed.set(`${event.pid}:${event.tid}`, (parsed.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      `${event.pid}:${event.tid}` === [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0],
  );
  const mine = events
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .filter((event) => event.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const load: Load = {
    taskMs: 0,
    scriptMs: 0,
    styleMs: 0,
    parseMs: 0,
    longestMs: 0,
    tbtFromCpuMs: 0,
  };
  const open: TraceEvent[] = [];
  for (const event of mine) {
    while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const inside = (kinds: Set<string>) => open.some((outer) => kinds.has(outer.name));
    const cpu = event.tdur! / 1000;
    if (event.name === 'RunTask' && !inside(new Set(['RunTask']))) {
      load.taskMs += cpu;
      load.longestMs = Math.max(load.longestMs, cpu);
      load.tbtFromCpuMs += Math.max(0, 4 * cpu - 50);
    } else if (SCRIPT.has(event.name) && !inside(SCRIPT)) load.scriptMs += cpu;
    else if (STYLE.has(event.name) && !inside(STYLE)) load.styleMs += cpu;
    else if (PARSE.has(event.name) && !inside(PARSE)) load.parseMs += cpu;
    open.push(event);
  }
  return load;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  if (targets.length === 0) throw new Error('usage: main-thread.ts [--runs N] label=URL ...');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const loads = new Map(targets.map((target) => [target.label, [] as Load[]]));
  try {
    // Round 0 warms the browser (a cold one pays for its code caches) and is not counted.
    for (let round = 0; round <= runs; round++) {
      for (const target of targets) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
        });
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8',
            '__metadata',
          ],
        });
        await page.goto(target.url, { waitUntil: 'networkidle' });
        // This site's pages start their scripts after the main paint (scripts/build/defer-scripts.ts):
        // wait until they have hydrated (HydrationMark), then for the network to be quiet again.
        await page.waitForFunction(
          () =>
            !document.querySelector('script[data-scripts]') ||
            document.documentElement.hasAttribute('data-hydrated'),
          undefined,
          { timeout: 60_000 },
        );
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(settleMs);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        await context.close();
        const load = summarize(trace.traceEvents);
        if (round === 0) continue;
        loads.get(target.label)!.push(load);
        console.log(
          `main-thread: ${target.label} ${round}/${runs}: tasks ${load.taskMs.toFixed(0)} ms CPU, longest ${load.longestMs.toFixed(0)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const cell = (values: number[]) =>
    `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  const lines = [
    `Main thread CPU per load, ${runs} interleaved rounds, medians (least–most), ms:`,
    '',
    '| page | task CPU | script | style & layout | parse HTML | longest task | TBT from CPU at 4x |',
    '|---|---|---|---|---|---|---|',
    ...[...loads].map(
      ([label, results]) =>
        `| ${label} | ${(['taskMs', 'scriptMs', 'styleMs', 'parseMs', 'longestMs', 'tbtFromCpuMs'] as const).map((key) => cell(results.map((load) => load[key]))).join(' | ')} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
