/** @jest-environment node */
/**
 * Comments and manuals that stay true: every repository path named in a code comment, in
 * README.md, CONTENT.md or a manual in docs/ exists. A file that moves takes its mentions along,
 * or this test names each one left behind (file and line).
 * A path is a name starting with one of the project's top folders (`app/`, `lib/`, ...); names
 * with a placeholder (`<slug>`, `*`, `{...}`, `[id]`-style route segments excepted) are patterns,
 * not paths, and are left alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const TOP = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'supabase',
  'scripts',
  '__tests__',
  'e2e',
  'docs',
  'bench-results',
  'types',
  '.github',
  '.ci',
];
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[A-Za-z0-9_./\\[\\]-]*)`,
  'g',
);
const CODE = /\.(ts|tsx|mjs|js|sh|sql|yml|css)$/;
/** Made by a command, not kept in the repository (a bench's scratch folder, the build's photo renditions). */
const GENERATED = ['bench-results/raw', 'public/_img'];
/** The post and the role an editor is about to write, in CONTENT.md's walk-throughs. */
const EXAMPLES =
  /hiring-cloud-engineers|remote-onboarding|office\.jpg|\.\.\.\.svg|senior-cloud-engineer-seattle/;
const SKIP_DIRS = new Set([
  'node_modules',
  'out',
  '.next',
  'test-results',
  '.git',
  '.data',
  '.outbox',
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIP_DIRS.has(entry)) return [];
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** The lines of a file that speak about the project: every line of a manual, the comments of code. */
function prose(file: string): [number, string][] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const numbered = lines.map((line, i) => [i + 1, line] as [number, string]);
  if (file.endsWith('.md')) return numbered;
  return numbered.filter(
    ([, line]) => /^\s*(\/\/|\/?\*|#(?!!)|--)/.test(line) || /\{\/\*/.test(line),
  );
}

function mentions(): { where: string; named: string }[] {
  const sources = [
    ...['README.md', 'CONTENT.md', 'bench-results/README.md'].map((f) => path.join(root, f)),
    ...files(path.join(root, 'docs')),
    ...[
      'app',
      'components',
      'content',
      'lib',
      'scripts',
      'supabase',
      '__tests__',
      'e2e',
      '.github',
      '.ci',
    ]
      .map((d) => path.join(root, d))
      .filter(existsSync)
      .flatMap(files)
      .filter((f) => CODE.test(f) || f.endsWith('/run')),
  ];
  const found: { where: string; named: string }[] = [];
  for (const file of sources) {
    for (const [n, line] of prose(file)) {
      for (const match of line.matchAll(PATH)) {
        let named = match[1].replace(/[.,:;)]+$/, '');
        if (!named.includes('[')) named = named.replace(/\]+$/, '');
        // A pattern, not a path: a placeholder follows the name. Another repository's path
        // (owner/repo#123, a github.com link) is not this one's.
        const after = line.slice(match.index! + match[0].length);
        if (/^[<*{#]/.test(after) || /github\.com/.test(line)) continue;
        if (
          GENERATED.some((g) => named.startsWith(g)) ||
          (file.endsWith('CONTENT.md') && EXAMPLES.test(named))
        )
          continue;
        found.push({ where: `${path.relative(root, file)}:${n}`, named });
      }
    }
  }
  return found;
}

it('finds the paths it checks (the scan itself works)', () => {
  const named = mentions().map((m) => m.named);
  expect(named).toContain('supabase/functions/_shared/intake/handler.ts');
  expect(named).toContain('docs/forms-and-functions.md');
  expect(named.length).toBeGreaterThan(100);
});

it('every path named in a comment, README.md, CONTENT.md or docs/ exists', () => {
  const missing = mentions()
    .filter(({ named }) => !existsSync(path.join(root, named)))
    .map(({ where, named }) => `${where}: ${named}`);
  expect(missing).toEqual([]);
});
