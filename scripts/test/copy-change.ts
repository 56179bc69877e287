/**
 * Every page's copy reworded, in a throwaway copy of the project: `npm test`'s copy-change suite
 * then runs `check:content`, Jest, the build and the browser specs that read copy in that copy, so
 * a test that pins a phrase an editor may change turns red there. The rewording is mechanical and
 * keeps every length: each letter of the copy is replaced by the letter 13 places on (ROT13), in
 * - every string of the page modules (content/*.ts but the brand and contact facts, the navigation,
 *   the modules that only load data files and the two forms' words the spec fixes), except
 *   addresses, anchors, image files, icons and the design's variant names;
 * - every value of the FAQ and testimonials data files but the FAQ's anchors;
 * - the legal pages' title, summary and body, except the words in braces ({email}) and the
 *   anchors ({#contact-us}).
 * Digits are kept, so the figures the spec fixes (contract numbers, 5 instead of 21) still read the
 * same. The copy of the project holds the files git tracks or would track, and node_modules as
 * hard links (no space, no download).
 *
 *   npx tsx scripts/test/copy-change.ts <folder>   → a reworded copy of the project in <folder>
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { DATA_FILES } from '../../lib/content/data-schemas';
import { LEGAL_DOCUMENTS } from '../../lib/content/legal-schema';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The modules of content/ that hold no page's copy: facts, the menu, the data files' loaders, and
 * the contact and registration forms' words, which the spec fixes (its labels, button states and
 * toasts) and the tests hold the forms to.
 */
const NOT_PAGE_COPY = new Set([
  'site.ts',
  'navigation.ts',
  'faq.ts',
  'testimonials.ts',
  'contact-form.ts',
  'registration-form.ts',
]);

/** Properties whose value is an address, a file, an anchor or a design choice, never copy. */
const NOT_COPY_KEYS = new Set([
  'href',
  'src',
  'id',
  'path',
  'logo',
  'icon',
  'variant',
  'tone',
  'image',
  'slug',
  'file',
]);

/** ROT13 on letters; everything else (digits, punctuation, markdown's signs) as it was. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Copy reworded, except the words in braces ({email}, {#anchor}) and link addresses. */
export function reword(text: string): string {
  return text
    .split(/(\{#?[A-Za-z0-9-]+\}|\]\([^)]*\))/)
    .map((part, i) => (i % 2 === 1 ? part : rot13(part)))
    .join('');
}

/** A string that is an address, an anchor, a file or an identifier rather than words. */
function isNotCopy(value: string): boolean {
  return (
    value.trim() === '' ||
    /^(\/|#|https?:|mailto:|tel:)/.test(value) ||
    /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value) ||
    /\.(svg|png|jpe?g|webp|avif)$/i.test(value)
  );
}

function propertyName(node: ts.Node): string | undefined {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)
      ? parent.name.text
      : undefined;
  }
  return undefined;
}

/** A page module with the text of its strings reworded (its keys, imports and types kept). */
export function rewordModule(source: string, fileName: string): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isPropertyAssignment(node)) {
      // The key of a record (`'/about': {…}`) is an address; only its value may be copy.
      if (NOT_COPY_KEYS.has(propertyName(node.initializer) ?? '')) return;
      visit(node.initializer);
      return;
    }
    if (ts.isElementAccessExpression(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isNotCopy(node.text)) {
        const quote = source[node.getStart(file)];
        const raw = source.slice(node.getStart(file) + 1, node.getEnd() - 1);
        edits.push({
          start: node.getStart(file),
          end: node.getEnd(),
          text: `${quote}${reword(raw)}${quote}`,
        });
      }
      return;
    }
    if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const start = node.getStart(file);
      const open = 1; // ` or }
      const close = ts.isTemplateTail(node) ? 1 : 2; // ` or ${
      const raw = source.slice(start + open, node.getEnd() - close);
      edits.push({ start: start + open, end: node.getEnd() - close, text: reword(raw) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** A data file with every value reworded but its anchors. */
export function rewordYaml(source: string): string {
  const doc = parseDocument(source);
  const visit = (node: YamlNode | null | undefined, key?: string) => {
    if (isMap(node))
      for (const pair of node.items)
        visit(pair.value as YamlNode, isScalar(pair.key) ? String(pair.key.value) : undefined);
    else if (isSeq(node)) for (const item of node.items) visit(item as YamlNode, key);
    else if (isScalar(node) && typeof node.value === 'string' && !NOT_COPY_KEYS.has(key ?? ''))
      node.value = reword(node.value);
  };
  visit(doc.contents as YamlNode);
  return doc.toString({ lineWidth: 0 });
}

/** A legal page with its title, summary and body reworded (its date and anchors kept). */
export function rewordLegal(source: string): string {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  if (front === undefined) throw new Error('a legal page without front matter');
  const fields = front.replace(
    /^(title|summary): (.*)$/gm,
    (_, key: string, value: string) => `${key}: ${reword(value)}`,
  );
  return `---\n${fields}\n---\n${reword(body)}`;
}

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

export function makeCopyChange(out: string): {
  modules: string[];
  dataFiles: string[];
  legal: string[];
} {
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
  // Hard links: the packages as installed, in no time and no space.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(out, 'node_modules')]);

  const content = path.join(out, 'content');
  const modules = readdirSync(content).filter(
    (name) => name.endsWith('.ts') && !NOT_PAGE_COPY.has(name),
  );
  for (const name of modules) {
    const file = path.join(content, name);
    writeFileSync(file, rewordModule(readFileSync(file, 'utf8'), name));
  }
  const dataFiles = [DATA_FILES.faq.file, DATA_FILES.testimonials.file];
  for (const name of dataFiles) {
    const file = path.join(content, name);
    writeFileSync(file, rewordYaml(readFileSync(file, 'utf8')));
  }
  const legal = Object.values(LEGAL_DOCUMENTS).map((doc) => doc.file);
  for (const name of legal) {
    const file = path.join(content, name);
    writeFileSync(file, rewordLegal(readFileSync(file, 'utf8')));
  }
  // Some tests clone the project (the editor's local backend works on a throwaway clone): the
  // copy is a repository of its own, one commit of the reworded project on main.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: out, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git(
    '-c',
    'user.name=copy-change',
    '-c',
    'user.email=copy-change@localhost',
    'commit',
    '-q',
    '-m',
    "The project with every page's copy reworded",
  );
  return { modules, dataFiles, legal };
}

function main() {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npx tsx scripts/test/copy-change.ts <folder>');
    process.exit(2);
  }
  const made = makeCopyChange(path.resolve(out));
  console.log(
    `copy-change: reworded ${made.modules.length} page modules, ${made.dataFiles.join(', ')} and ${made.legal.join(', ')} in a copy of the project at ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    main();
  } catch (error) {
    console.error(`copy-change: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
