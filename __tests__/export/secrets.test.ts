/**
 * No secret reaches the browser: every file of the export (HTML, scripts, styles, flight data,
 * feeds) is scanned for credentials other than the public anon key, and for the values of the
 * server-only variables. The real export is built with none set here, so that second scan runs on
 * the fixture export, which scripts/test/test.sh builds and serves with stand-in values for them.
 *
 * @exports real fixture
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expectOf as expect, OUT_DIR } from '../helpers/export-dom';
import { findSecrets, SERVER_SECRET_VARIABLES } from '../../scripts/build/secrets';

const outDir = OUT_DIR;
const TEXT = /\.(html|js|mjs|css|txt|json|xml|svg|map|webmanifest)$|^_headers$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return textFiles(full);
    return TEXT.test(entry) ? [full] : [];
  });
}

const serverSecrets = SERVER_SECRET_VARIABLES.map((name) => process.env[name] ?? '').filter(
  Boolean,
);

function scan(secrets: string[]): string[] {
  const files = textFiles(outDir);
  expect(
    files.filter((file) => file.endsWith('.js')).length,
    'script chunks scanned',
  ).toBeGreaterThan(3);
  return files.flatMap((file) =>
    findSecrets(readFileSync(file, 'utf8'), secrets).map(
      (finding) => `${path.relative(outDir, file)}: ${finding.kind} (${finding.sample})`,
    ),
  );
}

test('no file of the export carries a credential (keys, tokens, connection strings)', () => {
  expect(scan([])).toEqual([]);
});

// Skipped when no server-only variable is set for this export (the fixture export sets them).
(serverSecrets.length === 0 ? test.skip : test)(
  'no file of the export carries the value of a server-only variable set when it was built',
  () => {
    expect(scan(serverSecrets)).toEqual([]);
  },
);
