/**
 * The site's data files: the FAQ, the testimonials and the contact facts, which editors change in
 * /admin (or by hand) as YAML in content/. One zod schema per file is the one declaration of its
 * shape: the pages read the parsed value, its type is z.infer of the schema (types/content.ts),
 * `npm run check:content` reports its findings with file and line, and the CMS configuration
 * (scripts/build/cms-config.ts) is written from it. A file that breaks a rule stops the build with
 * the file, the line and the field. YAML for the FAQ and the testimonials (read on the server);
 * JSON for the contact facts, which content/site.ts imports as a module (the browser has a copy).
 *
 * The schemas are in lib/content/data-schemas.ts (re-exported here).
 * CONTENT_DATA_DIR reads the files from another folder (the CMS test rebuilds from a clone).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isNode, parseDocument } from 'yaml';
import type { z } from 'zod';
import { DATA_FILES, type DataFileName } from './data-schemas';
import { problemsOf } from './fields';
import { formatFinding, type Finding } from './findings';
import { cutValueProblem, valuesNotAsWritten } from './yaml-as-written';

export * from './data-schemas';

type DataOf<K extends DataFileName> = z.output<(typeof DATA_FILES)[K]['schema']>;

/** The folder of the data files: CONTENT_DATA_DIR when set, else content/. */
export function dataDir(): string {
  const fromEnv = process.env.CONTENT_DATA_DIR;
  return path.resolve(process.cwd(), fromEnv && fromEnv.trim() ? fromEnv : 'content');
}

/** The file of a data file, relative to the project (as findings name it). */
export function dataFilePath(name: DataFileName): string {
  return path
    .relative(process.cwd(), path.join(dataDir(), DATA_FILES[name].file))
    .split(path.sep)
    .join('/');
}

const FALLBACK_FIX = 'see docs/cms.md, "The data files"';

/** Reads and checks one data file: its value when it keeps every rule, else its findings. */
export function inspectDataFile<K extends DataFileName>(
  name: K,
): { data?: DataOf<K>; findings: Finding[] } {
  const file = dataFilePath(name);
  let source: string;
  try {
    source = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  } catch {
    return {
      findings: [
        {
          file,
          line: 1,
          severity: 'error',
          message: 'cannot be read',
          fix: `restore ${file} (git checkout -- ${file})`,
        },
      ],
    };
  }
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length) {
    return {
      findings: doc.errors.map((e) => ({
        file,
        line: e.linePos?.[0]?.line ?? 1,
        severity: 'error' as const,
        message: `this line cannot be read (${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')})`,
        fix: 'indent with spaces, start list items with "- ", and put a value holding ": " or starting with a symbol in double quotes',
      })),
    };
  }
  const cut = valuesNotAsWritten(doc, counter, source);
  if (cut.length) {
    return {
      findings: cut.map((c) => {
        const { message, fix } = cutValueProblem(c);
        return {
          file,
          line: c.line,
          severity: 'error' as const,
          message: `${c.key}: ${message}`,
          fix,
        };
      }),
    };
  }
  const parsed = DATA_FILES[name].schema.safeParse(doc.toJS());
  if (parsed.success) return { data: parsed.data as DataOf<K>, findings: [] };
  // Each problem on the line of its field, or of the nearest enclosing item that exists.
  const lineOf = (field: string) => {
    const keys = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
    }
    return 1;
  };
  return {
    findings: problemsOf(
      parsed.error,
      Object.keys(DATA_FILES[name].schema.shape),
      FALLBACK_FIX,
    ).map((p) => ({
      file,
      line: lineOf(p.field),
      severity: 'error' as const,
      // The field's own name (the line says which entry): "answer: is empty".
      message: `${
        p.field
          .split('.')
          .filter((key) => !/^\d+$/.test(key))
          .pop() ?? p.field
      }: ${p.message}`,
      fix: p.fix,
    })),
  };
}

/** A data file that breaks a rule: the message names the file, the line and the field. */
export class DataFileError extends Error {
  constructor(findings: Finding[]) {
    super(findings.map(formatFinding).join('\n'));
    this.name = 'DataFileError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The value of a data file, or a DataFileError that stops the build. */
export function readDataFile<K extends DataFileName>(name: K): DataOf<K> {
  const { data, findings } = inspectDataFile(name);
  if (!data) throw new DataFileError(findings);
  return data;
}

/** Every data file's findings, for `npm run check:content`. */
export function checkDataFiles(): Finding[] {
  return (Object.keys(DATA_FILES) as DataFileName[]).flatMap(
    (name) => inspectDataFile(name).findings,
  );
}
