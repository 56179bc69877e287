/** @jest-environment node */
/**
 * The test line is an instrument: `npm test`'s closing line (scripts/test/record.mjs, then
 * scripts/test/test-summary.mjs) must never read green when a suite did not run. The real runners
 * are made to fail the ways a run goes wrong — a Playwright spec that throws while loading, Deno
 * finding no tests, a suite leaving no report — and the closing line must count each as a failure
 * and exit non-zero. No build and no browser: each case takes a second or two.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXPORTS, exportOfRun, specExports, specsOf } from '../scripts/test/spec-exports';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
let dir: string;
let results: string;

beforeEach(() => {
  // Inside the project, so the fixtures resolve @playwright/test from its node_modules.
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  dir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'test-driver-'));
  results = path.join(dir, 'results');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const env = () => ({ ...process.env, TEST_RESULTS_DIR: results, CI: '' });

function record(suite: string, kind: string, exit: number, report?: string) {
  execFileSync(
    'node',
    ['scripts/test/record.mjs', suite, kind, String(exit), ...(report ? [report] : [])],
    { cwd: root, env: env() },
  );
}

function summary(suites: string[]) {
  const run = spawnSync('node', ['scripts/test/test-summary.mjs'], {
    cwd: root,
    env: { ...env(), TEST_SUITES: suites.join(',') },
    encoding: 'utf8',
  });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, last: lines[lines.length - 1], out: run.stdout };
}

it('a Playwright spec that throws while loading fails the suite, though Playwright ran no test', () => {
  writeFileSync(
    path.join(dir, 'loads.spec.mjs'),
    "import { test } from '@playwright/test';\ntest('never reached', () => {});\n",
  );
  writeFileSync(
    path.join(dir, 'throws.spec.mjs'),
    "import '@playwright/test';\nthrow new Error('out/ is missing: build first');\n",
  );
  const report = path.join(dir, 'pw.json');
  writeFileSync(
    path.join(dir, 'playwright.config.mjs'),
    // Its own outputDir: Playwright empties the one it uses, and the default would be the run's test-results/.
    `export default { testDir: '.', testMatch: /\\.spec\\.mjs$/, outputDir: ${JSON.stringify(path.join(dir, 'pw-output'))}, reporter: [['json', { outputFile: ${JSON.stringify(report)} }]] };\n`,
  );
  const run = spawnSync(
    bin('playwright'),
    ['test', '-c', path.join(dir, 'playwright.config.mjs')],
    { cwd: root, env: env(), encoding: 'utf8' },
  );
  expect(run.status).not.toBe(0);
  record('playwright', 'playwright', run.status ?? 1, report);
  const s = summary(['playwright']);
  expect(s.status).toBe(1);
  expect(s.out).toContain('run error: Error: out/ is missing: build first');
  expect(s.last).toMatch(/^0 passed, [1-9]\d* failed, 0 skipped$/);
});

it('a suite that left no report fails the run', () => {
  record('lint', 'step', 0);
  const s = summary(['lint', 'jest']);
  expect(s.status).toBe(1);
  expect(s.out).toContain('no record: the suite did not run');
  expect(s.last).toBe('1 passed, 1 failed, 0 skipped');
  // A runner that crashed before writing its report.
  record('jest', 'jest', 1, path.join(dir, 'missing.json'));
  const again = summary(['lint', 'jest']);
  expect(again.out).toContain('no report');
  expect(again.last).toBe('1 passed, 1 failed, 0 skipped');
});

it('Deno finding no tests, or no test module at all, fails the suite', () => {
  const empty = path.join(dir, 'deno');
  mkdirSync(empty);
  writeFileSync(path.join(empty, 'deno.json'), '{}\n');
  writeFileSync(path.join(empty, 'none.deno.test.ts'), 'export const nothing = 0;\n');
  const denoEnv = { ...env(), DENO_NO_UPDATE_CHECK: '1', DENO_TLS_CA_STORE: 'system' };
  const zero = spawnSync(bin('deno'), ['test', 'none.deno.test.ts'], {
    cwd: empty,
    env: denoEnv,
    encoding: 'utf8',
  });
  writeFileSync(path.join(dir, 'zero.txt'), zero.stdout + zero.stderr);
  record('deno', 'deno', zero.status ?? 1, path.join(dir, 'zero.txt'));
  const s = summary(['deno']);
  expect(s.status).toBe(1);
  expect(s.out).toContain('no tests ran');
  expect(s.last).toBe('0 passed, 1 failed, 0 skipped');

  rmSync(path.join(empty, 'none.deno.test.ts'));
  const none = spawnSync(bin('deno'), ['test'], { cwd: empty, env: denoEnv, encoding: 'utf8' });
  writeFileSync(path.join(dir, 'none.txt'), none.stdout + none.stderr);
  record('deno', 'deno', none.status ?? 1, path.join(dir, 'none.txt'));
  const t = summary(['deno']);
  expect(t.status).toBe(1);
  expect(t.last).toBe('0 passed, 1 failed, 0 skipped');
});

it("reads Deno's closing line when tests have steps, passing or failing", () => {
  const steps = path.join(dir, 'steps');
  mkdirSync(steps);
  writeFileSync(path.join(steps, 'deno.json'), '{}\n');
  const denoEnv = { ...env(), DENO_NO_UPDATE_CHECK: '1', DENO_TLS_CA_STORE: 'system' };
  const run = (body: string) => {
    // Plain JavaScript: Deno does not strip types from files under node_modules.
    writeFileSync(path.join(steps, 'steps.deno.test.js'), body);
    const out = spawnSync(bin('deno'), ['test', 'steps.deno.test.js'], {
      cwd: steps,
      env: denoEnv,
      encoding: 'utf8',
    });
    const report = path.join(dir, `steps-${out.status}.txt`);
    writeFileSync(report, out.stdout + out.stderr);
    record('deno', 'deno', out.status ?? 1, report);
    return summary(['deno']);
  };
  const stepped = (second: string) =>
    `Deno.test('one', async (t) => {\n  await t.step('a', () => {});\n  await t.step('b', () => { ${second} });\n});\nDeno.test('two', () => {});\n`;
  const green = run(stepped(''));
  expect(green.status).toBe(0);
  expect(green.last).toBe('2 passed, 0 failed, 0 skipped');
  const red = run(stepped("throw new Error('step b broke');"));
  expect(red.status).toBe(1);
  expect(red.last).toMatch(/^1 passed, [1-9]\d* failed, 0 skipped$/);
});

it('counts skipped tests, lists a test that passed only on its retry by name, and stays green when all ran', () => {
  const report = path.join(dir, 'flaky.json');
  writeFileSync(
    report,
    JSON.stringify({
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 2 },
      errors: [],
      suites: [
        {
          title: 'forms.spec.ts',
          specs: [{ title: 'sends the message', tests: [{ status: 'flaky' }] }],
          suites: [],
        },
      ],
    }),
  );
  record('playwright', 'playwright', 0, report);
  record('lint', 'step', 0);
  const s = summary(['lint', 'playwright']);
  expect(s.status).toBe(0);
  expect(s.out).toContain(
    'Flaky (failed, then passed on the retry):\n  playwright: forms.spec.ts › sends the message',
  );
  expect(s.last).toBe('5 passed, 0 failed, 2 skipped');
});

it('a Jest file that throws while loading fails the suite even when every other test passed', () => {
  const report = path.join(dir, 'jest.json');
  writeFileSync(
    report,
    JSON.stringify({
      numPassedTests: 40,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      numTotalTests: 41,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        {
          name: path.join(root, '__tests__/broken.test.ts'),
          status: 'failed',
          message: 'Cannot find module ./gone',
          assertionResults: [],
        },
      ],
    }),
  );
  record('jest', 'jest', 1, report);
  const s = summary(['jest']);
  expect(s.status).toBe(1);
  expect(s.out).toContain('__tests__/broken.test.ts did not load: Cannot find module ./gone');
  expect(s.last).toBe('40 passed, 1 failed, 1 skipped');
});

it('records how long a suite took, and the closing line lists it', () => {
  execFileSync('node', ['scripts/test/record.mjs', 'lint', 'step', '0'], {
    cwd: root,
    env: { ...env(), TEST_SECONDS: '42' },
  });
  const s = summary(['lint']);
  expect(s.status).toBe(0);
  expect(s.out).toMatch(/lint +1 passed, 0 failed, 42 s/);
});

describe('which export a browser spec runs on', () => {
  it('is the real export unless the spec names others in its @exports line', () => {
    expect(specExports('a.spec.ts', "import { test } from '@playwright/test';\n")).toEqual([
      'real',
    ]);
    expect(specExports('b.spec.ts', '/**\n * The fixtures.\n * @exports fixture\n */\n')).toEqual([
      'fixture',
    ]);
    expect(specExports('c.spec.ts', '// @exports real, fixture\n')).toEqual(['real', 'fixture']);
    expect(exportOfRun({})).toBe('real');
    expect(exportOfRun({ E2E_EXPORT: 'fixture' })).toBe('fixture');
  });

  it('refuses an export that does not exist, in a spec or in E2E_EXPORT', () => {
    expect(() => specExports('d.spec.ts', ' * @exports real fixure\n')).toThrow(
      'd.spec.ts: @exports names real fixure; the exports are real, fixture',
    );
    expect(() => specExports('e.spec.ts', ' * @exports\n')).toThrow(
      'e.spec.ts: @exports names nothing',
    );
    expect(() => exportOfRun({ E2E_EXPORT: 'staging' })).toThrow(
      'E2E_EXPORT=staging: expected one of real, fixture',
    );
  });

  it('every spec of e2e/ runs on exports that exist, and each export has specs', () => {
    const e2e = path.join(root, 'e2e');
    const all = readdirSync(e2e).filter((file) => file.endsWith('.spec.ts'));
    for (const name of EXPORTS) {
      const { on, off } = specsOf(e2e, name);
      expect(on.length).toBeGreaterThan(0);
      expect([...on, ...off].sort()).toEqual(all.sort());
    }
  });
});
