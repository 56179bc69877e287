/**
 * `npm run budget:update`: rewrites perf-budget.json from the current export in out/ (run
 * `npm run build` first): each page's measured JavaScript, CSS and HTML (KB gzip) plus a small
 * headroom, never above the global JavaScript cap. The byte-budget test (__tests__/export/budget.test.ts)
 * compares every build against the committed file, so review the diff before committing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  budgetedWeight,
  kb,
  templateOf,
  weighExport,
  type Budget,
  type BudgetFile,
  type PageWeight,
} from '../build/weigh';

const projectRoot = path.resolve(__dirname, '../..');
const outDir = path.join(projectRoot, 'out');
const budgetPath = path.join(projectRoot, 'perf-budget.json');

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error('budget:update: no export in out/. Run `npm run build` first.');
  process.exit(1);
}

const previous: Partial<BudgetFile> = existsSync(budgetPath)
  ? (JSON.parse(readFileSync(budgetPath, 'utf8')) as BudgetFile)
  : {};
const maxJsKB = previous.maxJsKB ?? 170;
const headroom = previous.headroom ?? { jsKB: 2, cssKB: 1, htmlPercent: 15 };

const round = (value: number) => Math.ceil(value * 10) / 10;

function withHeadroom(jsGz: number, cssGz: number, htmlGz: number): Budget {
  return {
    js: Math.min(maxJsKB, round(kb(jsGz) + headroom.jsKB)),
    css: round(kb(cssGz) + headroom.cssKB),
    html: round(Math.max(kb(htmlGz) * (1 + headroom.htmlPercent / 100), kb(htmlGz) + 1)),
  };
}

const weights = weighExport(outDir);
const pages: Record<string, Budget> = {};
/**
 * Pages whose weight grows with what recruiters publish: /jobs lists every open role and loads
 * its filters only when there is one. Measured on an export with none, their own budget would
 * fail the first pull request that opens a role, so they keep the default (the heaviest page's).
 */
const GROWS_WITH_CONTENT = new Set(['/jobs']);
for (const weight of weights) {
  if (!templateOf(weight.route) && !GROWS_WITH_CONTENT.has(weight.route)) {
    const counted = budgetedWeight(weight);
    pages[weight.route] = withHeadroom(counted.jsGz, counted.cssGz, counted.htmlGz);
  }
}

// A page added later gets the budget of the heaviest page measured today; the posts' and the
// openings' pages share their template's, from the heaviest of them less its article.
const heaviest = (of: PageWeight[], key: 'jsGz' | 'cssGz' | 'htmlGz') =>
  Math.max(...of.map((weight) => budgetedWeight(weight)[key]));
const budgetOf = (of: PageWeight[]) =>
  withHeadroom(heaviest(of, 'jsGz'), heaviest(of, 'cssGz'), heaviest(of, 'htmlGz'));
const templates = {} as BudgetFile['templates'];
for (const template of ['/blog/[id]', '/jobs/[slug]'] as const) {
  const of = weights.filter((weight) => templateOf(weight.route) === template);
  // No page of it in this export (no opening published): keep the budget it had.
  const kept = previous.templates?.[template];
  if (of.length) templates[template] = budgetOf(of);
  else if (kept) templates[template] = kept;
}
const file: BudgetFile = {
  maxJsKB,
  headroom,
  default: budgetOf(weights.filter((weight) => !templateOf(weight.route))),
  templates,
  pages,
};
writeFileSync(budgetPath, `${JSON.stringify(file, null, 2)}\n`);

console.log(
  'route'.padEnd(44),
  'JS KB',
  ' CSS KB',
  ' HTML KB  (measured, gzip; posts and openings without their article)',
);
for (const weight of weights) {
  const counted = budgetedWeight(weight);
  console.log(
    weight.route.padEnd(44),
    String(kb(counted.jsGz)).padStart(5),
    String(kb(counted.cssGz)).padStart(7),
    String(kb(counted.htmlGz)).padStart(8),
  );
}
console.log(`budget:update: wrote ${weights.length} page budgets to perf-budget.json`);
