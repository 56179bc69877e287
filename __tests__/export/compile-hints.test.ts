/**
 * The export as built: the chunks a page runs at start-up carry V8's compile hint on their first
 * line, so they compile off the main thread while they stream in; chunks fetched later, on
 * demand, stay lazy (scripts/build/compile-hints.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { flightData, listPages, scriptChunks } from '../../scripts/build/export-pages';
import { COMPILE_HINT } from '../../scripts/build/compile-hints';
import { expectOf as expect, OUT_DIR } from '../helpers/export-dom';

const outDir = OUT_DIR;
const chunkDir = path.join(outDir, '_next', 'static', 'chunks');
const hinted = (url: string) =>
  readFileSync(path.join(outDir, url), 'utf8').startsWith(COMPILE_HINT);

const startup = new Set<string>();
for (const page of listPages(outDir)) {
  const html = readFileSync(path.join(outDir, page.file), 'utf8');
  for (const chunk of scriptChunks(html, flightData(outDir, html))) startup.add(chunk);
}

test('every chunk a page runs at start-up is marked for eager compilation', () => {
  expect(startup.size).toBeGreaterThan(3);
  for (const url of startup) expect(hinted(url), `${url} lacks the compile hint`).toBe(true);
});

test('chunks loaded on demand (the forms, the toasts) are left to compile lazily', () => {
  const onDemand = readdirSync(chunkDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_next/static/chunks/${name}`)
    .filter((url) => !startup.has(url));
  expect(onDemand.length).toBeGreaterThan(0);
  for (const url of onDemand) expect(hinted(url), `${url} is not run at start-up`).toBe(false);
});
