/**
 * `node scripts/test/lint-fixture.mjs <dir> <file>...`: lints files of a throwaway project in
 * `<dir>` with ESLint's API and the project's own eslint.config.mjs, and prints what it found as
 * JSON ([{ file, rule }], file relative to `<dir>`). Jest cannot load the flat config's ES module
 * inside its sandbox (__tests__/functions-lint.test.ts runs this instead).
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [dir, ...files] = process.argv.slice(2);
const eslint = new ESLint({ cwd: dir, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const results = await eslint.lintFiles(files);
console.log(
  JSON.stringify(
    results.flatMap((r) =>
      r.messages.map((m) => ({ file: path.relative(dir, r.filePath), rule: m.ruleId })),
    ),
  ),
);
