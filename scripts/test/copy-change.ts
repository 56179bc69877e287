/**
 * Every word an editor may change, reworded in a throwaway copy of the project, the way editors
 * write: a test that pins a phrase of content/, or compares the copy's raw text with HTML, fails
 * there while `npm run check:content` still accepts the copy.
 *
 * What is reworded is every string of prose under content/ (scripts/test/content-prose.ts walks the
 * folder, its subfolders included): the modules (site.ts and its tagline, the navigation, every
 * page's words), the data files (the FAQ, the testimonials, the contact facts) and the markdown
 * (the legal pages, the blog's posts, any opening), never an address, an anchor, a file, a date, a
 * slug, an id, an icon, a placeholder ({email}) or a code. Three rewordings:
 * - `editors` (the default): each letter 13 places on (ROT13), then the last letter of every other
 *   word replaced by a character editors type, in turn: & ’ “ ” é < > " ' – — ≥ ‘ ñ (a "<" only
 *   before a space or at the end, where it cannot open a tag). Every length is kept, so no length
 *   rule of the content check is crossed, and every word an editor may change is a new one;
 * - `ampersand`: " & " for every " and " (shorter: no length rule is crossed);
 * - `marks`: in every paragraph (a string of six words or more) its first word in curly quotes
 *   with an apostrophe and its first vowel accented (“Côntract’s”, four characters more); in a
 *   shorter string (a title, a label, whose length a rule may hold) its first vowel accented.
 * It proves its reach: the pages' values (every content module imported, its exports read), the
 * data files' values and the markdown's fields and blocks are read in the project and in the copy,
 * and each kind (module, data file, markdown) must have prose and every value the rewording should
 * change must differ; the counts are printed per kind, and a value left as it was fails the run,
 * naming its file and where it is. The copy of the project holds the files git tracks or would
 * track, and node_modules as hard links (no space, no download).
 *
 *   npx tsx scripts/test/copy-change.ts <folder> [--variant editors|ampersand|marks]
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import {
  changeWords,
  contentFiles,
  fileProse,
  isProse,
  kindOf,
  markdownBlocks,
  NOT_COPY_FRONT_MATTER,
  NOT_COPY_KEYS,
  PROSE_KINDS,
  shapeChange,
  splitFrontMatter,
  type ProseKind,
} from './content-prose';

const ROOT = path.resolve(__dirname, '../..');

export const VARIANTS = ['editors', 'ampersand', 'marks'] as const;
export type Variant = (typeof VARIANTS)[number];

/** ROT13 on ASCII letters; everything else as it was. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** The characters editors type that HTML, YAML, TypeScript or markdown give a meaning to. */
export const EDITORS_CHARACTERS = [
  '&',
  '’',
  '“',
  '”',
  'é',
  '<',
  '>',
  '"',
  "'",
  '–',
  '—',
  '≥',
  '‘',
  'ñ',
];

const ACCENTED: Record<string, string> = {
  a: 'à',
  e: 'é',
  i: 'î',
  o: 'ô',
  u: 'ü',
  A: 'À',
  E: 'É',
  I: 'Î',
  O: 'Ô',
  U: 'Ü',
};

/** A rewording: text in, text out, with the state it carries from one string to the next. */
export type Rewording = {
  reword(text: string): string;
  /** Whether a value of the pages should read differently after the rewording. */
  changes(value: string): boolean;
};

export function rewording(variant: Variant): Rewording {
  if (variant === 'ampersand')
    return {
      reword: (text) => changeWords(text, (words) => words.replace(/ and /g, ' & ')),
      changes: (value) => changeWords(value, (words) => words.replace(/ and /g, ' & ')) !== value,
    };
  if (variant === 'marks')
    return {
      reword: (text) => {
        // A paragraph (six words or more) gets its first word in curly quotes with an apostrophe
        // (four characters more); a title or a label, whose length a rule may hold (a card's
        // title), its first vowel accented in place.
        const paragraph = (text.match(/\p{L}+/gu) ?? []).length >= 6;
        let done = false;
        return changeWords(text, (words) =>
          done
            ? words
            : words.replace(/\p{L}+/u, (word) => {
                done = true;
                const accented = word.replace(/[aeiouAEIOU]/, (vowel) => ACCENTED[vowel]);
                if (!paragraph) return accented === word ? `${word.slice(0, -1)}é` : accented;
                return `“${accented === word ? `${word}é` : accented}’s”`;
              }),
        );
      },
      changes: () => true,
    };
  let turn = 0;
  return {
    reword: (text) =>
      changeWords(text, (words) => {
        let word = 0;
        return rot13(words).replace(/[A-Za-z](?=\s|$)/g, (letter, at: number) => {
          // The last letter of every other word (the first word's included).
          if (word++ % 2 === 1) return letter;
          let character = EDITORS_CHARACTERS[turn++ % EDITORS_CHARACTERS.length];
          // "<" before a letter, "/", "!" or "?" opens a tag in markdown and HTML; ">" first on
          // a line opens a quotation in markdown. Those two go elsewhere.
          const opensTag = character === '<' && at + 1 < words.length && !/\s/.test(words[at + 1]);
          const opensQuote = character === '>' && (at === 0 || /\s/.test(words[at - 1]));
          if (opensTag || opensQuote)
            character = EDITORS_CHARACTERS[turn++ % EDITORS_CHARACTERS.length];
          return character;
        });
      }),
    changes: () => true,
  };
}

// ---------------------------------------------------------------------------------------------
// The values the pages read, to prove the rewording's reach

/** A value a visitor reads, where it comes from: its kind, its file, and where in the file. */
export type ContentValue = { kind: ProseKind; file: string; at: string; value: string };

function isElement(value: object): boolean {
  return '$$typeof' in value || 'render' in value;
}

/** Every string of prose in a value, by its place (keys in `notCopy` skipped). */
function valuesOf(
  value: unknown,
  at: string,
  into: (at: string, value: string) => void,
  seen = new Set<unknown>(),
  notCopy: ReadonlySet<string> = NOT_COPY_KEYS,
) {
  if (typeof value === 'string') {
    if (isProse(value)) into(at, value);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value) || isElement(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value))
    if (!notCopy.has(key)) valuesOf(item, `${at}.${key}`, into, seen, notCopy);
}

/** A markdown file's fields and its blocks' words (paragraphs, headings, table cells, alt text). */
function markdownValues(source: string, into: (at: string, value: string) => void) {
  const { front, body } = splitFrontMatter(source);
  if (front !== undefined)
    valuesOf(
      parseYaml(front, { schema: 'core' }),
      'front matter',
      into,
      new Set(),
      NOT_COPY_FRONT_MATTER,
    );
  markdownBlocks(body).forEach((block, i) =>
    into(`${block.key} ${i + 1} (line ${block.line})`, block.text),
  );
}

/**
 * Every value of prose the pages read from content/ in the project at `dir` (the current one):
 * each content module imported and its exports read, each data file parsed, each markdown file's
 * fields and blocks.
 */
export async function readContentValues(dir: string): Promise<ContentValue[]> {
  const content = path.join(dir, 'content');
  const values: ContentValue[] = [];
  for (const file of contentFiles(content)) {
    const kind = kindOf(file);
    if (kind === 'none') continue;
    if (kind === undefined) throw new Error(`content/${file}: a file of no known kind`);
    const into = (at: string, value: string) => values.push({ kind, file, at, value });
    const full = path.join(content, file);
    if (kind === 'module') {
      const exports = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports))
        if (name !== 'default' || Object.keys(exports).length === 1) valuesOf(value, name, into);
    } else if (kind === 'data file') {
      const source = readFileSync(full, 'utf8');
      valuesOf(file.endsWith('.json') ? JSON.parse(source) : parseYaml(source), '', into);
    } else {
      markdownValues(readFileSync(full, 'utf8'), into);
    }
  }
  return values;
}

/** The values of the project at `dir`, read by this script in a process of that project. */
function contentValuesIn(dir: string): ContentValue[] {
  const out = execFileSync(
    path.join(dir, 'node_modules/.bin/tsx'),
    [path.join(dir, 'scripts/test/copy-change.ts'), '--values'],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as ContentValue[];
}

export type KindReach = {
  kind: ProseKind;
  files: number;
  /** Strings reworded where they are written. */
  written: number;
  /** Values of the pages (and data files, and markdown blocks) read in the project… */
  values: number;
  /** …that the rewording should change, and that did change. */
  expected: number;
  changed: number;
};

/** Whether a content module's source writes `value` itself (as a string literal's text). */
function writtenIn(file: string, value: string): boolean {
  try {
    const source = readFileSync(path.join(ROOT, 'content', file), 'utf8');
    const text = JSON.stringify(value).slice(1, -1);
    return [`'${value.replace(/'/g, "\\'")}'`, `"${text}"`, `\`${value}\``].some((literal) =>
      source.includes(literal),
    );
  } catch {
    return true;
  }
}

/** How far a rewording reached, per kind, and the values it should have changed and did not. */
export function reachOf(
  before: ContentValue[],
  after: ContentValue[],
  changes: (value: string) => boolean,
  written: Record<ProseKind, { files: number; strings: number }>,
): { kinds: KindReach[]; missed: string[] } {
  const afterAt = new Map(after.map((v) => [`${v.kind}|${v.file}|${v.at}`, v.value]));
  const missed: string[] = [];
  const kinds = PROSE_KINDS.map((kind) => {
    const mine = before.filter((v) => v.kind === kind);
    const reach: KindReach = {
      kind,
      files: written[kind].files,
      written: written[kind].strings,
      values: mine.length,
      expected: 0,
      changed: 0,
    };
    for (const v of mine) {
      const now = afterAt.get(`${v.kind}|${v.file}|${v.at}`);
      // A module's value that its file does not write (imported from the functions' shared rules,
      // such as the job alerts' criteria words) is not an editor's to change there.
      if (kind === 'module' && now === v.value && !writtenIn(v.file, v.value)) continue;
      if (now !== v.value) reach.changed++;
      if (!changes(v.value)) continue;
      reach.expected++;
      if (now === v.value)
        missed.push(`content/${v.file} (${v.at}): ${JSON.stringify(v.value)} was not reworded`);
    }
    if (reach.values === 0 || reach.written === 0)
      missed.push(`no ${kind} was reworded: the rewording does not reach the ${kind}s`);
    else if (reach.expected === 0 || reach.changed === 0)
      missed.push(`no value of a ${kind} changed`);
    return reach;
  });
  return { kinds, missed };
}

// ---------------------------------------------------------------------------------------------
// The copy

/** The project's files as git lists them (tracked, and new files that are not ignored). */
function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
}

/** Rewords every file of `content` in place; the strings written, per kind. */
export function rewordContent(
  content: string,
  variant: Variant,
): Record<ProseKind, { files: number; strings: number }> {
  const { reword } = rewording(variant);
  const written = Object.fromEntries(
    PROSE_KINDS.map((kind) => [kind, { files: 0, strings: 0 }]),
  ) as Record<ProseKind, { files: number; strings: number }>;
  for (const file of contentFiles(content)) {
    let strings = 0;
    const done = fileProse(content, file, (text) => {
      const next = reword(text);
      if (next !== text) strings++;
      return next;
    });
    if (!done) continue;
    const full = path.join(content, file);
    const before = readFileSync(full, 'utf8');
    if (done.kind === 'markdown') {
      const [was, now] = [splitFrontMatter(before), splitFrontMatter(done.output)];
      const line = shapeChange(was.body, now.body);
      if (line !== undefined)
        throw new Error(
          `content/${file}:${line + was.bodyLine}: the rewording changed the markdown's structure: ` +
            JSON.stringify(now.body.split('\n')[line - 1]),
        );
    }
    writeFileSync(full, done.output);
    written[done.kind].files++;
    written[done.kind].strings += strings;
  }
  return written;
}

export function makeCopyChange(
  out: string,
  variant: Variant = 'editors',
): { kinds: KindReach[]; missed: string[] } {
  copyProject(out);
  const written = rewordContent(path.join(out, 'content'), variant);
  const reach = reachOf(
    contentValuesIn(ROOT),
    contentValuesIn(out),
    rewording(variant).changes,
    written,
  );

  // Some tests clone the project (the editor's local backend works on a throwaway clone): the
  // copy is a repository of its own, one commit of the reworded project on main.
  commitCopy(out, "The project with every editor's word reworded");
  return reach;
}

/**
 * A throwaway copy of the project in `out`: the files git tracks or would track, and
 * node_modules as hard links (the packages as installed, in no time and no space). `symlink`
 * links the project's node_modules instead, for a copy whose commands only read the packages
 * (no build, no cache written inside node_modules): tens of thousands of links fewer to make and
 * remove.
 */
export function copyProject(out: string, { symlink = false } = {}): void {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const file of projectFiles()) {
    const from = path.join(ROOT, file);
    const to = path.join(out, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      cpSync(from, to);
    } catch {
      // A file deleted but not yet committed is listed by git and absent: nothing to copy.
    }
  }
  if (symlink) symlinkSync(path.join(ROOT, 'node_modules'), path.join(out, 'node_modules'), 'dir');
  else execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(out, 'node_modules')]);
}

/** The copy in `out` made a repository of its own: one commit of it on main. */
export function commitCopy(out: string, message: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: out, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  // .gitignore's node_modules/ matches a folder, not a link to one.
  appendFileSync(path.join(out, '.git', 'info', 'exclude'), '/node_modules\n');
  git('add', '-A');
  git(
    '-c',
    'user.name=copy-change',
    '-c',
    'user.email=copy-change@localhost',
    'commit',
    '-q',
    '-m',
    message,
  );
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--variant');
  const variant = (at >= 0 ? args.splice(at, 2)[1] : 'editors') as Variant;
  const out = args[0];
  if (!out || !VARIANTS.includes(variant)) {
    console.error(
      `usage: npx tsx scripts/test/copy-change.ts <folder> [--variant ${VARIANTS.join('|')}]`,
    );
    process.exit(2);
  }
  const { kinds, missed } = makeCopyChange(path.resolve(out), variant);
  for (const k of kinds)
    console.log(
      `copy-change: ${k.kind}: ${k.written} strings reworded in ${k.files} files; ` +
        `${k.changed} of the ${k.values} values read changed (${k.expected} should)`,
    );
  if (missed.length > 0) {
    for (const line of missed) console.error(`copy-change: ${line}`);
    console.error(`copy-change: ${missed.length} value(s) an editor may change were not reworded`);
    process.exit(1);
  }
  console.log(
    `copy-change: every value the ${variant} rewording changes was changed, in a copy at ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  if (process.argv[2] === '--values') {
    readContentValues(process.cwd())
      .then((values) => process.stdout.write(JSON.stringify(values)))
      .catch((error) => {
        console.error(`copy-change: ${error instanceof Error ? error.stack : error}`);
        process.exit(1);
      });
  } else {
    try {
      main();
    } catch (error) {
      console.error(`copy-change: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  }
}
