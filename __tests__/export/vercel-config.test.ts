/**
 * vercel.json is written by the build into the export (out/vercel.json, the configuration of a
 * deployment of that folder; scripts/build/host-headers.ts), never kept in git, where a copy would
 * drift from the rules: it must hold exactly the rules out/_headers holds, in the same order, and
 * the repository must carry none.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { toVercelSource, vercelConfigPath } from '../../scripts/build/host-headers';
import { headersFile, OUT_DIR, ROOT } from '../helpers/export-dom';

test('the export carries the vercel.json of its own rules, and git carries none', () => {
  const vercel = JSON.parse(readFileSync(vercelConfigPath(OUT_DIR), 'utf8')) as {
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  };
  expect(vercel.headers).toEqual(
    headersFile().map((rule) => ({
      source: toVercelSource(rule.pattern),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  );
  const tracked = execFileSync('git', ['ls-files', '--', 'vercel.json', '**/vercel.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // vercel.json is written by the build, not kept in git.
  expect(tracked).toBe('');
});
