/**
 * `npm run bench:search`: the site search on the export in out/ (build it first: `npm run build`).
 * Prints
 * - the index's size: every file of out/_search/ (the client, its worker and WebAssembly, the
 *   index chunks, the fragments), as stored (Pagefind's index files are already gzip) and with
 *   the client's JavaScript gzip as a host sends it;
 * - the first query's transfer: what the browser fetched from the box's first focus to the first
 *   results on screen (the combobox's chunk, Pagefind's client, worker, WebAssembly and the index
 *   chunks the word needed), counted by the server as it sends them (compressed as a host sends
 *   them): Pagefind fetches its index from its worker, whose requests the page's own network
 *   records do not show;
 * - keystroke-to-results times at Lighthouse's mobile CPU slowdown (4x, CDP
 *   Emulation.setCPUThrottlingRate), typing words letter by letter into the header's box: from the
 *   key's event to the results list changing on screen (the frame after the DOM update); target
 *   100 ms. The first query (client and index still loading) is reported apart.
 * Options: `--port N` (default 4506), `--words a,b,c` (default: three common words of the export),
 * `--out DIR` (another export).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import express from 'express';
import { gzipSync } from 'node:zlib';
import { SEARCH_DIR } from '../../lib/search/paths';
import { createSiteApp, listen } from '../local/serve';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const root = path.resolve(__dirname, '../..');
const outDir = path.resolve(option('--out') ?? path.join(root, 'out'));
const port = Number(option('--port') ?? process.env.PORT ?? 4506);
const words = (option('--words') ?? 'contract,engineer,managed').split(',').filter(Boolean);
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const THROTTLE = 4;
const TARGET_MS = 100;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function indexSize() {
  const dir = path.join(outDir, SEARCH_DIR);
  if (!existsSync(path.join(dir, 'pagefind.js')))
    throw new Error(`${dir} has no index: run \`npm run build\` first`);
  const all = files(dir);
  const sum = (list: string[]) => list.reduce((total, file) => total + statSync(file).size, 0);
  const js = all.filter((file) => file.endsWith('.js'));
  const jsGz = js.reduce(
    (total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length,
    0,
  );
  const chunks = all.filter((file) => /\.pf_(index|fragment|filter|meta)$/.test(file));
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return {
    pages: Object.values(entry.languages).reduce(
      (total, language) => total + language.page_count,
      0,
    ),
    files: all.length,
    total: sum(all),
    js: sum(js),
    jsGz,
    wasm: sum(all.filter((file) => file.endsWith('.pagefind'))),
    chunks: chunks.length,
    chunkBytes: sum(chunks),
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function main() {
  const size = indexSize();
  // Every response's body bytes as sent, by path, whoever asked (the page or Pagefind's worker).
  const transfers: Array<{ url: string; bytes: number }> = [];
  const counted = express();
  counted.use((req, res, next) => {
    let bytes = 0;
    const size = (chunk: unknown) =>
      typeof chunk === 'string' || chunk instanceof Uint8Array ? Buffer.byteLength(chunk) : 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      bytes += size(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      bytes += size(chunk);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => transfers.push({ url: req.originalUrl, bytes }));
    next();
  });
  counted.use(createSiteApp({ outDir }));
  const server = await listen(counted as unknown as ReturnType<typeof createSiteApp>, port);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('hasSeenNotice', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${port}/about`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    // Every change of the results list, timed against the last key's event, in the page.
    await page.evaluate(() => {
      const w = window as unknown as { keyAt: number; shown: number[]; echoed: number[] };
      w.shown = [];
      w.echoed = [];
      document.addEventListener('keydown', (event) => (w.keyAt = event.timeStamp), true);
      // The floor: the key's own letter painted in the box, the least any keystroke can cost here.
      document.addEventListener(
        'input',
        () => {
          const at = w.keyAt;
          requestAnimationFrame(() => setTimeout(() => w.echoed.push(performance.now() - at)));
        },
        true,
      );
      new MutationObserver(() => {
        const at = w.keyAt;
        requestAnimationFrame(() => setTimeout(() => w.shown.push(performance.now() - at)));
      }).observe(document.querySelector('header')!, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['hidden'],
      });
    });
    const box = page.locator('header input[name="q"]').first();
    const before = transfers.length;
    const focusedAt = Date.now();
    await box.focus();
    const listbox = page.getByRole('listbox');
    const [first, ...rest] = words;
    await page.keyboard.type(first!);
    await listbox.locator('[role=option]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstQueryMs = Date.now() - focusedAt;
    const firstQuery = transfers.slice(before);
    const firstBytes = firstQuery.reduce((total, t) => total + t.bytes, 0);

    const samples: number[] = [];
    // The floor is measured on the same keys as the samples, not on the first query's.
    await page.evaluate(() => ((window as unknown as { echoed: number[] }).echoed = []));
    for (const word of rest) {
      await box.fill('');
      await page.evaluate(() => ((window as unknown as { shown: number[] }).shown = []));
      for (const letter of word) {
        const count = await page.evaluate(
          () => (window as unknown as { shown: number[] }).shown.length,
        );
        await page.keyboard.press(letter);
        // Wait for this key's results (or a quiet second when nothing changes), then one more key.
        await page
          .waitForFunction(
            (n) => (window as unknown as { shown: number[] }).shown.length > n,
            count,
            { timeout: 3000 },
          )
          .catch(() => undefined);
        await page.waitForTimeout(400);
        const shown = await page.evaluate(() => (window as unknown as { shown: number[] }).shown);
        if (shown.length > count) samples.push(Math.max(...shown.slice(count)));
      }
    }
    const floor = await page.evaluate(() => (window as unknown as { echoed: number[] }).echoed);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const lines = [
      `# Site search benchmark (${new Date().toISOString()})`,
      '',
      `Export: ${path.relative(root, outDir) || '.'}; index of ${size.pages} records.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| index, all files | ${size.files} files, ${kb(size.total)} |`,
      `| client JavaScript (pagefind.js + worker) | ${kb(size.js)}, ${kb(size.jsGz)} gzip |`,
      `| WebAssembly (gzip, as stored) | ${kb(size.wasm)} |`,
      `| index chunks, fragments, filters (gzip, as stored) | ${size.chunks} files, ${kb(size.chunkBytes)} |`,
      `| first query ("${first}"): transfer from focus to results | ${firstQuery.length} requests, ${kb(firstBytes)} |`,
      `| first query: focus to results at ${THROTTLE}x CPU | ${firstQueryMs} ms |`,
      `| keystroke to results at ${THROTTLE}x CPU (${samples.length} keys of ${rest.join(', ')}) | median ${quantile(samples, 0.5).toFixed(0)} ms, p90 ${quantile(samples, 0.9).toFixed(0)} ms, worst ${Math.max(...samples).toFixed(0)} ms (target ${TARGET_MS} ms) |`,
      `| floor: keystroke to its letter painted in the box at ${THROTTLE}x CPU (${floor.length} keys) | median ${quantile(floor, 0.5).toFixed(0)} ms, p90 ${quantile(floor, 0.9).toFixed(0)} ms |`,
      '',
      'First query requests:',
      '',
      ...firstQuery.map((t) => `- ${t.url}: ${kb(t.bytes)}`),
    ];
    console.log(lines.join('\n'));
    const file = path.join(
      root,
      'bench-results',
      `search-${new Date().toISOString().replace(/:/g, '-').slice(0, 19)}Z.md`,
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    console.log(`\nwritten to ${path.relative(root, file)}`);
    const verdict = quantile(samples, 0.5) <= TARGET_MS ? 'within' : 'OVER';
    console.log(`keystroke to results, median: ${verdict} the ${TARGET_MS} ms target`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
