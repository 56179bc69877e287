/**
 * An ESLint rule, `local/no-import-circle`: no file imports itself through others, type-only
 * imports included. eslint-plugin-import's `import/no-cycle` always leaves `import type` out (its
 * source skips a declaration whose importKind is 'type', and has no option to count it), but a
 * reader follows a type import as far as a value one, and a circle of types is a layer drawn
 * wrong. eslint.config.mjs applies it to supabase/functions.
 *
 * Each import of the linted file (`import`, `import type`, `export ... from`, `import()`) is
 * followed through the files it reaches on disk (relative specifiers only: `npm:`, `jsr:` and
 * URLs are outside); one that leads back to the linted file is reported with the circle's path.
 * Every file's imports are read with TypeScript's `preProcessFile` (syntax only, fast) and kept
 * for the run, keyed by its modification time.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file's resolved imports, with the modification time they were read at. */
const imports = new Map();

/** The file a relative specifier names from `from` (as written, or with .ts/.tsx, or its index.ts). */
function resolve(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The files `file` imports, type-only imports included. */
function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = imports.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.files;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const files = [...new Set(importedFiles.map((f) => resolve(file, f.fileName)).filter(Boolean))];
  imports.set(file, { mtimeMs, files });
  return files;
}

/** The imports that lead from `start` to `target` (both included), or null. */
function routeBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    if (file === target) return route;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...route, next]]);
  }
  return null;
}

const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle, type-only imports included.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd ?? process.cwd();
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier);
      const route = target && routeBack(target, file);
      if (!route) return;
      context.report({
        node,
        message: `Import circle (type-only imports count too): ${[file, ...route]
          .map((f) => path.relative(cwd, f))
          .join(' → ')}. Move what both need to the lower module, or to a module of types.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importCircles = { rules: { 'no-import-circle': noImportCircle } };
