// Sums every suite's results ($TEST_RESULTS_DIR/summary/*.json, default test-results/, written by
// scripts/test/record.mjs) into the closing line: "N passed, N failed, N skipped".
// Every suite README's test line names is expected (SUITES, or TEST_SUITES to override): one
// that left no record did not run, and counts as a failure. Flaky tests (failed, then passed on
// the retry) are listed by name. Exits non-zero when anything failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SUITES = [
  // The checks' lane.
  'lint',
  'typecheck',
  'check-content',
  'jest',
  'deno-check',
  'deno',
  'editor-change-check',
  'editor-change-jest',
  'copy-literals',
  'copy-change-check',
  'copy-change-jest',
  // The exports' lane.
  'build',
  'export-jest',
  'playwright',
  'pa11y',
  'fixture-build',
  'fixture-export-jest',
  'fixture-export',
];

const expected = process.env.TEST_SUITES
  ? process.env.TEST_SUITES.split(',').filter(Boolean)
  : SUITES;
const dir = path.join(process.env.TEST_RESULTS_DIR || 'test-results', 'summary');
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
console.log('\nSuites:');
for (const suite of expected) {
  const file = path.join(dir, `${suite}.json`);
  let r;
  try {
    r = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    r = null;
  }
  if (!r)
    r = {
      suite,
      passed: 0,
      failed: 1,
      skipped: 0,
      flaky: [],
      reasons: ['no record: the suite did not run'],
    };
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped ?? 0;
  for (const name of r.flaky ?? []) flaky.push(`${suite}: ${name}`);
  const extra = [
    r.skipped ? `${r.skipped} skipped` : '',
    r.flaky?.length ? `${r.flaky.length} flaky` : '',
    r.seconds === undefined ? '' : `${r.seconds} s`,
  ]
    .filter(Boolean)
    .join(', ');
  console.log(
    `  ${suite.padEnd(20)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed${extra ? `, ${extra}` : ''}`,
  );
  for (const reason of r.reasons ?? []) console.log(`      ${reason}`);
}
if (flaky.length) {
  console.log('\nFlaky (failed, then passed on the retry):');
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
