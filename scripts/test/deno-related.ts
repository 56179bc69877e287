/**
 * The Deno tests (supabase/functions/*.deno.test.ts) that reach a changed file: each test's
 * relative imports are followed, file by file, and a function a test or its harness (_test/)
 * starts by its name (the harness runs `deno run <name>/index.ts`, so a string naming a
 * function's folder) reaches that entry point and what it imports. A change to deno.json or deno.lock reaches every test.
 * `npm run test:quick` (scripts/test/quick.sh) runs the tests this prints, one a line, relative to
 * supabase/functions.
 *
 *   npx tsx scripts/test/deno-related.ts <changed file, relative to the project>...
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const NAMED = /['"`]([a-z0-9-]+)['"`]/g;

/** Every file a module reaches: its relative imports and the functions it names, followed. */
function reach(start: string, functionsDir: string, functionNames: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file) || !statSync(file).isFile()) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT))
      queue.push(path.resolve(path.dirname(file), match[1]!));
    // Only the tests and their harness (_test/) start functions; a name elsewhere is a word.
    const starts = file.endsWith('.deno.test.ts') || file.includes(`${path.sep}_test${path.sep}`);
    for (const match of starts ? source.matchAll(NAMED) : [])
      if (functionNames.has(match[1]!)) queue.push(path.join(functionsDir, match[1]!, 'index.ts'));
  }
  return seen;
}

/** The Deno tests (relative to the functions' folder) that reach any of `changed`. */
export function relatedDenoTests(root: string, changed: string[]): string[] {
  const functionsDir = path.join(root, 'supabase', 'functions');
  const tests = readdirSync(functionsDir)
    .filter((file) => file.endsWith('.deno.test.ts'))
    .sort();
  const files = new Set(changed.map((file) => path.resolve(root, file)));
  const config = ['deno.json', 'deno.lock'].map((file) => path.join(functionsDir, file));
  if (config.some((file) => files.has(file))) return tests;
  const functionNames = new Set(
    readdirSync(functionsDir).filter((name) =>
      existsSync(path.join(functionsDir, name, 'index.ts')),
    ),
  );
  return tests.filter((test) => {
    const reached = reach(path.join(functionsDir, test), functionsDir, functionNames);
    return [...reached].some((file) => files.has(file));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  for (const test of relatedDenoTests(process.cwd(), process.argv.slice(2))) console.log(test);
}
