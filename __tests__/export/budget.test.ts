/**
 * Byte budgets: every exported page is weighed (script chunks + inline scripts, CSS, HTML; gzip)
 * and compared with the committed perf-budget.json, read from the export's files (no browser).
 * After an intended change, `npm run budget:update` rewrites the file from the current build.
 * @exports real fixture
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../../scripts/build/export-pages';
import {
  budgetedWeight,
  budgetFor,
  gzipSize,
  kb,
  weighPage,
  type BudgetFile,
} from '../../scripts/build/weigh';
import { expectOf as expect, OUT_DIR, ROOT } from '../helpers/export-dom';

const root = ROOT;
const outDir = OUT_DIR;
const budget = JSON.parse(readFileSync(path.join(root, 'perf-budget.json'), 'utf8')) as BudgetFile;
const pages = listPages(outDir);
const hint =
  'if the growth is intended and justified, run `npm run budget:update` and commit perf-budget.json';

test('the global JavaScript cap is the floor plus 30 KB at most', () => {
  expect(budget.maxJsKB).toBeLessThanOrEqual(170);
  for (const [route, entry] of Object.entries({ ...budget.templates, ...budget.pages })) {
    expect(entry.js, `${route}: budget above the global cap`).toBeLessThanOrEqual(budget.maxJsKB);
  }
});

test('every route of the site is exported and weighed', () => {
  const exported = new Set(pages.map((page) => page.route));
  for (const route of ['/', '/about', '/blog', '/careers', '/404'])
    expect(exported).toContain(route);
});

for (const page of pages) {
  test(`${page.route} stays within its byte budget`, () => {
    const measured = weighPage(outDir, page);
    // A post's or an opening's page is held to its template: the editor's article is not counted.
    const weight = { ...measured, ...budgetedWeight(measured) };
    const own = budgetFor(budget, page.route);
    const where = `${page.route} (${page.file})`;
    expect(weight.chunks.length, `${where}: no script chunk found`).toBeGreaterThan(0);
    expect(
      kb(weight.jsGz),
      `${where}: JavaScript KB gz over budget; ${hint}\n${weight.chunks.join('\n')}`,
    ).toBeLessThanOrEqual(own.js);
    expect(kb(weight.cssGz), `${where}: CSS KB gz over budget; ${hint}`).toBeLessThanOrEqual(
      own.css,
    );
    expect(kb(weight.htmlGz), `${where}: HTML KB gz over budget; ${hint}`).toBeLessThanOrEqual(
      own.html,
    );
  });
}

/**
 * The field-data beacon (web-vitals and lib/field-data/beacon.ts) is a chunk of its own, loaded
 * after the load event when the browser is idle (e2e/field-data.spec.ts checks the timing): it
 * must stay small, and no page may name it among the chunks it loads up front.
 */
test('the field-data beacon chunk is at most 3 KB gzip and no page loads it up front', () => {
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  const beacon = readdirSync(chunksDir).filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(chunksDir, name), 'utf8').includes('sendBeacon'),
  );
  expect(beacon, 'exactly one chunk holds the beacon').toHaveLength(1);
  const file = path.join(chunksDir, beacon[0]!);
  const size = gzipSize(readFileSync(file));
  expect(size, `${beacon[0]}: ${size} bytes gzip`).toBeLessThanOrEqual(3 * 1024);
  // web-vitals is in it, not in the pages' start-up chunks.
  expect(readFileSync(file, 'utf8')).toContain('largest-contentful-paint');
  for (const page of pages) {
    const chunks = weighPage(outDir, page).chunks;
    expect(chunks, `${page.route} loads the beacon up front`).not.toContain(
      `/_next/static/chunks/${beacon[0]}`,
    );
    for (const chunk of chunks) {
      expect(
        readFileSync(path.join(outDir, chunk), 'utf8'),
        `${page.route}: ${chunk} carries web-vitals`,
      ).not.toContain('largest-contentful-paint');
    }
  }
});
