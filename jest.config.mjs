import { readFileSync } from 'node:fs';
import path from 'node:path';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // The tests of an export's files run after its build (jest.export.config.mjs), not here.
  testPathIgnorePatterns: ['<rootDir>/__tests__/export/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

/**
 * The ES-module-only packages `roots` depend on, found by walking their package.json files: remark
 * and its plugins publish only ES modules, which Jest (CommonJS on Node 20) cannot load untransformed.
 */
function esmPackages(roots) {
  const seen = new Set();
  const esm = new Set();
  /** Node's lookup: node_modules/<name> in the requiring package's folder, then each folder above. */
  const locate = (name, from) => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      try {
        return {
          dir: candidate,
          manifest: JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8')),
        };
      } catch {
        if (path.dirname(dir) === dir) return undefined;
      }
    }
  };
  const visit = (name, from) => {
    const found = locate(name, from);
    if (!found || seen.has(found.dir)) return;
    seen.add(found.dir);
    if (found.manifest.type === 'module') esm.add(name);
    for (const dependency of Object.keys(found.manifest.dependencies ?? {}))
      visit(dependency, found.dir);
  };
  for (const root of roots) visit(root, process.cwd());
  return [...esm];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Next's Jest configuration, with the markdown parser the content rules use and its HTML step (the legal pages render in tests), and the site search's stemmer, transformed too. */
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const transformed = esmPackages(['remark', 'remark-gfm', 'remark-html', 'stemmer'])
    .map(escape)
    .join('|');
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
        ? pattern.replace('(?!(', `(?!(${transformed}|`)
        : pattern,
    ),
  };
}
