/**
 * vercel.json is written by the build into the export (out/vercel.json, the configuration of a
 * deployment of that folder; scripts/build/host-headers.ts), never kept in git, where a copy would
 * drift from the rules: it must hold exactly the rules out/_headers holds, in the same order, and
 * the repository must carry none. No browser: it reads the files the build just wrote.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseHeadersFile } from '../scripts/build/headers-file';
import { toVercelSource, vercelConfigPath } from '../scripts/build/host-headers';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

test('the export carries the vercel.json of its own rules, and git carries none', () => {
  const vercel = JSON.parse(readFileSync(vercelConfigPath(outDir), 'utf8')) as {
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  };
  const rules = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
  expect(vercel.headers).toEqual(
    rules.map((rule) => ({
      source: toVercelSource(rule.pattern),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  );
  const tracked = execFileSync('git', ['ls-files', '--', 'vercel.json', '**/vercel.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(tracked, 'vercel.json is written by the build, not kept in git').toBe('');
});
