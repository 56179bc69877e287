/**
 * `node scripts/test/lint-fixture.mjs <dir> <file>...`: lints files of a throwaway project in
 * `<dir>` with ESLint's API and the project's own eslint.config.mjs, and prints what it found as
 * JSON ([{ file, rule }], file relative to `<dir>`). Jest cannot load the flat config's ES module
 * inside its sandbox (__tests__/functions-lint.test.ts runs this instead).
 * `--serve`: one JSON line `{ "dir": ..., "files": [...] }` in on stdin for each project, one line
 * out for each (its findings, or `{ "error": ... }`), so a test file loads ESLint and the
 * configuration once for all its projects; `"rules": [...]` runs only those rules. Each project is linted from its own folder, as
 * `npm run lint` runs in the repository (the layers' zones are paths from the working directory).
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What ESLint reports on `files` of the project in `dir` (only `rules` when given). */
async function lint(dir, files, rules) {
  process.chdir(dir);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: path.join(root, 'eslint.config.mjs'),
    ...(rules && { ruleFilter: ({ ruleId }) => rules.includes(ruleId) }),
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) =>
    r.messages.map((m) => ({ file: path.relative(dir, r.filePath), rule: m.ruleId })),
  );
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--serve') {
  for await (const line of createInterface({ input: process.stdin })) {
    const { dir, files, rules } = JSON.parse(line);
    const answer = await lint(dir, files, rules).catch((error) => ({ error: String(error) }));
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
} else {
  console.log(JSON.stringify(await lint(path.resolve(first), rest)));
}
