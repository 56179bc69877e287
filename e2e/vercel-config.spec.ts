/**
 * Vercel reads vercel.json from the project root, so the build writes it there (from the same
 * rules as out/_headers) and the repository carries it. The committed copy must be what the build
 * writes: a header rule changed without committing the new file would deploy the old headers.
 * No browser: it compares the file the build just wrote with the committed one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '..');

test('the committed vercel.json is the one the build writes', () => {
  test.skip(
    Boolean(process.env.VERCEL_CONFIG_PATH),
    'this export writes its vercel.json elsewhere (VERCEL_CONFIG_PATH)',
  );
  const built = readFileSync(path.join(root, 'vercel.json'), 'utf8');
  const committed = execFileSync('git', ['show', 'HEAD:vercel.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(JSON.parse(built), 'run `npm run build` and commit vercel.json').toEqual(
    JSON.parse(committed),
  );
  expect(built).toBe(committed);
});
