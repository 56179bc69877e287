/**
 * Which export a browser spec runs on. `npm test` builds two (scripts/test/test.sh): the real one,
 * from content/, and the fixture export (scripts/test/fixture-content.ts). A spec names the
 * exports it runs on in a line of its opening comment, ` * @exports real fixture`; a spec that
 * names none runs on the real export only. playwright.config.ts runs, of e2e/, the specs that
 * name the export of the run (E2E_EXPORT, default real).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const EXPORTS = ['real', 'fixture'] as const;
export type ExportName = (typeof EXPORTS)[number];

const known = (name: string): name is ExportName => (EXPORTS as readonly string[]).includes(name);

/** The export a run tests: E2E_EXPORT, default real; any other name is refused. */
export function exportOfRun(env: Record<string, string | undefined> = process.env): ExportName {
  const name = env.E2E_EXPORT || 'real';
  if (!known(name)) throw new Error(`E2E_EXPORT=${name}: expected one of ${EXPORTS.join(', ')}`);
  return name;
}

/** The exports a spec's source names in its `@exports` line (the real one when it names none). */
export function specExports(file: string, source: string): ExportName[] {
  const line = source.match(/^\s*(?:\/\/|\/?\*+)\s*@exports\b(.*)$/m);
  if (!line) return ['real'];
  const names = line[1]
    .replace(/\*\/.*$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (names.length === 0 || !names.every(known))
    throw new Error(
      `${file}: @exports names ${names.join(' ') || 'nothing'}; the exports are ${EXPORTS.join(', ')}`,
    );
  return names as ExportName[];
}

/**
 * The specs of a folder (*.spec.ts, or the files ending in `suffix`: the export's Jest tests are
 * *.test.ts) that run on an export, and those that do not.
 */
export function specsOf(
  dir: string,
  exportName: ExportName,
  suffix = '.spec.ts',
): { on: string[]; off: string[] } {
  const specs = readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort();
  const runs = (file: string) =>
    specExports(file, readFileSync(path.join(dir, file), 'utf8')).includes(exportName);
  return { on: specs.filter(runs), off: specs.filter((file) => !runs(file)) };
}
