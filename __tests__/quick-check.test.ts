/** @jest-environment node */
/**
 * `npm run test:quick` (scripts/test/quick.sh) is a loop a maintainer can trust: in a throwaway
 * copy of the project (a repository of its own, its main the project as it is), a change that
 * breaks a lint rule, a content file or a function's test fails the command, naming the step;
 * with nothing changed the same steps pass. The type check is left to its own step of `npm test`
 * (it would take a minute a case here).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commitCopy, copyProject } from '../scripts/test/copy-change';

jest.setTimeout(300_000);

/**
 * One folder per checkout, the same on every run: Deno's type check and Jest keep what they
 * learned of a file by its path (and its contents), so a later run here checks only what changed.
 */
const copy = path.join(
  os.tmpdir(),
  `quick-check-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`,
);

beforeAll(() => {
  copyProject(copy, { symlink: true });
  commitCopy(copy, 'The project as it is');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));
/** Each case starts from main: what the last one changed is undone. */
afterEach(() => {
  spawnSync('git', ['checkout', '-q', '--', '.'], { cwd: copy });
  spawnSync('git', ['clean', '-qfd', '--exclude=node_modules'], { cwd: copy });
});

function quick(steps: string) {
  const run = spawnSync('bash', ['scripts/test/quick.sh'], {
    cwd: copy,
    env: { ...process.env, QUICK_STEPS: steps },
    encoding: 'utf8',
  });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, last: lines[lines.length - 1] ?? '', out: run.stdout + run.stderr };
}

it('passes with nothing changed', () => {
  const run = quick('lint,content,jest,deno');
  expect(run.last).toMatch(/^quick: lint ok .*content ok .*jest ok .*deno ok/);
  expect(run.status).toBe(0);
});

it('fails on a broken lint rule in a changed file', () => {
  writeFileSync(
    path.join(copy, 'lib', 'quick-check-broken.ts'),
    'export function broken(): number {\n  const unused = 1;\n  return 2;\n}\n',
  );
  const run = quick('lint');
  expect(run.out).toContain('no-unused-vars');
  expect(run.last).toMatch(/^quick: lint FAILED/);
  expect(run.status).toBe(1);
});

it('fails on a broken content file', () => {
  const blog = path.join(copy, 'content', 'blog');
  const post = readdirSync(blog).find((file) => file.endsWith('.md'))!;
  const file = path.join(blog, post);
  // The post's title taken out of its front matter.
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title:.*\n/m, ''));
  const run = quick('content');
  expect(run.out).toContain(post);
  expect(run.last).toMatch(/^quick: content FAILED/);
  expect(run.status).toBe(1);
});

it("fails on a broken function's test, running the Deno tests that reach the change", () => {
  writeFileSync(
    path.join(copy, 'supabase', 'functions', 'quick-check.deno.test.ts'),
    "Deno.test('a broken test of the functions', () => {\n  throw new Error('broken');\n});\n",
  );
  const run = quick('deno');
  expect(run.out).toContain('a broken test of the functions');
  expect(run.last).toMatch(/^quick: deno FAILED/);
  expect(run.status).toBe(1);
});

it('fails on a broken Jest test', () => {
  writeFileSync(
    path.join(copy, '__tests__', 'quick-check-broken.test.ts'),
    "it('a broken test', () => {\n  expect(1).toBe(2);\n});\n",
  );
  const run = quick('jest');
  expect(run.out).toContain('a broken test');
  expect(run.last).toMatch(/^quick: jest FAILED/);
  expect(run.status).toBe(1);
});
