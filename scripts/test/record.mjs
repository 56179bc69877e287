// Records one suite's outcome for the closing line (scripts/test/test-summary.mjs), from what its
// runner wrote and how it exited. A suite that did not really run is a failure, with the reason:
// a missing or unreadable report, a run-level error (a spec that throws while loading, a web
// server that cannot start), a non-zero exit with no failed test, or no test executed at all.
//
//   node scripts/test/record.mjs <suite> step       <exit code>
//   node scripts/test/record.mjs <suite> jest       <exit code> <jest --json report>
//   node scripts/test/record.mjs <suite> playwright <exit code> <playwright json report>
//   node scripts/test/record.mjs <suite> deno       <exit code> <captured deno test output>
//
// Writes $TEST_RESULTS_DIR/summary/<suite>.json (default test-results/), with TEST_SECONDS (how
// long the suite took, when the runner says) as seconds, and prints the suite's one line:
//   { suite, passed, failed, skipped, flaky: [names], reasons: [why it failed beyond failed tests], seconds }
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [suite, kind, exitArg, report] = process.argv.slice(2);
const exitCode = Number(exitArg);
if (!suite || !kind || !Number.isInteger(exitCode)) {
  console.error('usage: record.mjs <suite> <step|jest|playwright|deno> <exit code> [report]');
  process.exit(2);
}

const result = { suite, passed: 0, failed: 0, skipped: 0, flaky: [], reasons: [] };
if (/^\d+$/.test(process.env.TEST_SECONDS ?? '')) result.seconds = Number(process.env.TEST_SECONDS);
const fail = (reason) => {
  result.failed += 1;
  result.reasons.push(reason);
};
const readReport = () => {
  try {
    return readFileSync(report, 'utf8');
  } catch {
    return null;
  }
};
/** The report as JSON, or null when it is missing or not JSON. */
const readJsonReport = () => {
  try {
    return JSON.parse(readReport() ?? 'null');
  } catch {
    return null;
  }
};
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

if (kind === 'step') {
  if (exitCode === 0) result.passed = 1;
  else fail(`exited ${exitCode}`);
} else if (kind === 'jest') {
  const r = readJsonReport();
  if (!r) fail(`no report (${report}): Jest did not run or crashed (exit ${exitCode})`);
  else {
    result.passed = r.numPassedTests;
    result.failed = r.numFailedTests;
    result.skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      // A test file that threw while loading has no test results, only a message.
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        fail(`${path.relative(process.cwd(), file.name)} did not load: ${firstLine(file.message)}`);
      }
    }
    if (r.numTotalTests === 0) fail('no tests ran');
    if (exitCode !== 0 && result.failed === 0) fail(`Jest exited ${exitCode} with no failed test`);
  }
} else if (kind === 'playwright') {
  const r = readJsonReport();
  if (!r || !r.stats)
    fail(`no report (${report}): Playwright did not run or crashed (exit ${exitCode})`);
  else {
    const s = r.stats;
    result.passed = (s.expected ?? 0) + (s.flaky ?? 0);
    result.failed = s.unexpected ?? 0;
    result.skipped = s.skipped ?? 0;
    const walk = (suiteNode, titles) => {
      for (const spec of suiteNode.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'flaky')
            result.flaky.push([...titles, spec.title].filter(Boolean).join(' › '));
        }
      }
      for (const child of suiteNode.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const top of r.suites ?? []) walk(top, [top.title]);
    for (const error of r.errors ?? []) fail(`run error: ${firstLine(error.message)}`);
    if (result.passed + result.failed === 0 && (r.errors ?? []).length === 0) fail('no tests ran');
    if (exitCode !== 0 && result.failed === 0)
      fail(`Playwright exited ${exitCode} with no failed test`);
  }
} else if (kind === 'deno') {
  const text = readReport();
  if (text === null) fail(`no output (${report}): Deno did not run (exit ${exitCode})`);
  else {
    const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
    // Deno's closing line: "ok | 11 passed | 0 failed | 2 ignored (2s)"; "FAILED | ..." when one
    // failed; tests with steps add their count: "ok | 34 passed (2 steps) | 0 failed (1m59s)".
    const line = plain
      .split('\n')
      .reverse()
      .find((l) => /^(ok|FAILED) \| \d+ passed( \(\d+ steps?\))? \| \d+ failed/.test(l.trim()));
    if (!line)
      fail(
        `no summary line in Deno's output (exit ${exitCode}): ${firstLine(plain.split('\n').filter(Boolean).pop())}`,
      );
    else {
      const count = (word) => Number((line.match(new RegExp(`(\\d+) ${word}`)) ?? [0, 0])[1]);
      result.passed = count('passed');
      result.failed = count('failed');
      result.skipped = count('ignored') + count('filtered out');
      if (result.passed + result.failed === 0) fail('no tests ran');
      if (exitCode !== 0 && result.failed === 0)
        fail(`Deno exited ${exitCode} with no failed test`);
    }
  }
} else {
  console.error(`record.mjs: unknown kind ${kind}`);
  process.exit(2);
}

const dir = path.join(process.env.TEST_RESULTS_DIR || 'test-results', 'summary');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify(result));
console.log(
  `::: ${suite}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped` +
    (result.seconds === undefined ? '' : ` (${result.seconds} s)`),
);
