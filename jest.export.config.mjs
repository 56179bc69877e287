import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import jestConfig from './jest.config.mjs';

/**
 * The tests of what an export's files already say (__tests__/export/, on
 * __tests__/helpers/export-dom.ts): scripts/test/test.sh runs them after each export's build,
 * E2E_EXPORT naming the export in out/. As for the browser specs, a test file runs on the
 * exports its `@exports` line names (scripts/test/spec-exports.ts; none named: the real one).
 */
export default async function exportJestConfig() {
  const base = await jestConfig();
  const { exportOfRun, specsOf } = await tsImport(
    './scripts/test/spec-exports.ts',
    import.meta.url,
  );
  const dir = path.join(import.meta.dirname, '__tests__', 'export');
  const off = specsOf(dir, exportOfRun(), '.test.ts').off;
  return {
    ...base,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/export/**/*.test.ts'],
    testPathIgnorePatterns: [
      '/node_modules/',
      ...off.map((file) => `<rootDir>/__tests__/export/${file}`),
    ],
  };
}
