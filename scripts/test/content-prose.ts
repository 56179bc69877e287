/**
 * Every string of content/ an editor may change, found by walking the folder: the one reading of
 * "what is prose" that the copy-change (scripts/test/copy-change.ts, which rewords it) and the
 * copy-literals check (scripts/test/copy-literals.ts, which refuses a test that pins it) share.
 *
 * Three kinds of file hold it:
 * - module: content/**\/*.ts — every string literal and every part of a template literal, except
 *   imports, types, the keys of records, element access, and the values of NOT_COPY_KEYS;
 * - data file: content/**\/*.yml, *.yaml, *.json — every string value but NOT_COPY_KEYS';
 * - markdown: content/**\/*.md — the front matter's string values but NOT_COPY_FRONT_MATTER's, the text of
 *   the body (paragraphs, headings, list items, tables, link words) and images' alt text.
 * In each, a value is prose when it has a letter and is not an address, an anchor, a file, a
 * placeholder, a slug, an identifier or a code (`isProse`). Inside prose, the words in braces
 * ({email}, {#anchor}), link addresses, URLs, email addresses and markdown's escapes are kept
 * (`PROTECTED`): they are the page's machinery, not its words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node as YamlNode,
} from 'yaml';
import { parseMarkdown, walk, type MdNode } from '../../lib/content/markdown';

export type ProseKind = 'module' | 'data file' | 'markdown';
export const PROSE_KINDS: readonly ProseKind[] = ['module', 'data file', 'markdown'];

/** One string an editor may change, where it is written, and what it says. */
export type Prose = {
  kind: ProseKind;
  /** The file, relative to the content folder, with forward slashes. */
  file: string;
  line: number;
  /** The property, field or node it is the value of ('body' for a markdown body's text). */
  key: string;
  /** The text as it reads (escapes resolved); for a template literal, one of its static parts. */
  text: string;
  /**
   * For a part of a template literal with substitutions: the static parts of the whole literal,
   * in order (what is between them is computed), so a caller can match the whole sentence.
   */
  template?: string[];
};

/**
 * Properties and fields whose value is an address, an anchor, a file, a code or a design choice,
 * whatever it looks like; any other value is told by its form (`isProse`).
 */
export const NOT_COPY_KEYS = new Set([
  'href',
  'src',
  'path',
  'url',
  'id',
  'slug',
  'file',
  'icon',
  'variant',
  'tone',
  'timeZone',
  'regionCode',
  'country',
  'code',
  'zohoId',
]);

/**
 * Front matter fields that are a record's facts, not its words: a place, a skill, a rate (a talent
 * profile's, an opening's). Tests type such values of their own ("Seattle, WA", "Python"); an
 * editor adding a record with the same place must not turn them red.
 */
export const NOT_COPY_FRONT_MATTER = new Set([...NOT_COPY_KEYS, 'location', 'skills', 'rate']);

/**
 * What inside prose is not words: placeholders ({email}, {#anchor}), a link's address after its
 * words, URLs, email addresses, markdown's backslash escapes and HTML's character references.
 */
export const PROTECTED =
  /(\{#?[A-Za-z0-9_-]+\}|\]\([^)]*\)|https?:\/\/[^\s)>\]]+|www\.[^\s)>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\\[\\`*_{}[\]()#+\-.!<>&"']|&#?[A-Za-z0-9]+;)/;

/** A string that is words rather than an address, an anchor, a file, a code or an identifier. */
export function isProse(value: string): boolean {
  const text = value.trim();
  const words = text.split(PROTECTED).filter((_, i) => i % 2 === 0);
  if (!words.some((part) => /\p{L}/u.test(part))) return false;
  if (/^(\/|#|\.\.?\/|https?:|mailto:|tel:|www\.)/.test(text)) return false;
  // Words, or a part of a sentence (a template literal's " years").
  if (/\s/.test(value)) return true;
  // One token: words only if it is not a slug, a path, a file, a constant or a camelCase name.
  if (/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(text)) return false;
  if (/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(text) && text.replace(/[^A-Z]/g, '').length > 1)
    return false;
  if (/^[a-z]+[A-Z]\w*$/.test(text)) return false;
  if (/[/_@=]|\.[a-z0-9]{2,}$/i.test(text) && !/\.{2,}$|…$/.test(text)) return false;
  return true;
}

/** Applies `change` to the words of `text` between its protected parts (which stay as written). */
export function changeWords(text: string, change: (words: string) => string): string {
  return text
    .split(PROTECTED)
    .map((part, i) => (i % 2 === 1 ? part : change(part)))
    .join('');
}

/** The kind of a file of content/, by its name; undefined for a file that holds no words. */
export function kindOf(file: string): ProseKind | 'none' | undefined {
  const name = path.basename(file);
  if (/\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts')) return 'module';
  if (/\.(ya?ml|json)$/.test(name)) return 'data file';
  if (/\.md$/.test(name)) return 'markdown';
  // Images beside posts, the folder keepers: no words an editor types.
  if (/^\.gitkeep$|\.(svg|png|jpe?g|webp|avif|gif|heic|pdf)$/i.test(name)) return 'none';
  return undefined;
}

/** Every file under `dir`, relative to it, with forward slashes, in a stable order. */
export function contentFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) visit(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  visit(dir);
  return out;
}

/** How a reworder sees a string: the text, and where it is. */
export type Reword = (text: string, at: Prose) => string;

/** A file's prose and, when a reworder is given, the file rewritten with it. */
export type FileProse = { prose: Prose[]; output: string };

// ---------------------------------------------------------------------------------------------
// Modules

function propertyKey(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;
}

/** A string literal as TypeScript source, in the quotes it had. */
function stringLiteral(text: string, quote: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .split(quote)
    .join(`\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/** A template literal's text as TypeScript source (between its delimiters). */
function templateText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

/** A content module's prose, and the module with it reworded. */
export function moduleProse(source: string, file: string, reword?: Reword): FileProse {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const prose: Prose[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const take = (text: string, key: string, pos: number, template?: string[]) => {
    const at: Prose = { kind: 'module', file, line: lineOf(pos), key, text };
    if (template) at.template = template;
    prose.push(at);
    return reword ? reword(text, at) : text;
  };
  const visit = (node: ts.Node, key: string) => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isTypeNode(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isElementAccessExpression(node) ||
      ts.isCaseClause(node)
    )
      return;
    if (ts.isPropertyAssignment(node)) {
      const name = propertyKey(node.name) ?? key;
      if (!NOT_COPY_KEYS.has(name)) visit(node.initializer, name);
      return;
    }
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isProse(node.text)) return;
      const start = node.getStart(sf);
      const next = take(node.text, key, start);
      if (next !== node.text) {
        const quote = source[start];
        edits.push({
          start,
          end: node.getEnd(),
          text: quote === '`' ? `\`${templateText(next)}\`` : stringLiteral(next, quote),
        });
      }
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
      const statics = parts.map((part) => part.text);
      for (const part of parts) {
        if (isProse(part.text)) {
          const start = part.getStart(sf) + 1; // after ` or }
          const end = part.getEnd() - (ts.isTemplateTail(part) ? 1 : 2); // before ` or ${
          const next = take(part.text, key, start, statics);
          if (next !== part.text) edits.push({ start, end, text: templateText(next) });
        }
      }
      for (const span of node.templateSpans) visit(span.expression, key);
      return;
    }
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text))
      throw new Error(`content/${file}:${lineOf(node.getStart(sf))}: JSX text in a content module`);
    ts.forEachChild(node, (child) => visit(child, key));
  };
  visit(sf, '');
  let output = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return { prose, output };
}

// ---------------------------------------------------------------------------------------------
// Data files and front matter

/** The string values of a YAML document, reworded in place (the document is changed). */
function yamlProse(
  doc: Document,
  counter: LineCounter,
  kind: ProseKind,
  file: string,
  lineOffset: number,
  reword?: Reword,
  notCopy: ReadonlySet<string> = NOT_COPY_KEYS,
): Prose[] {
  const prose: Prose[] = [];
  const visit = (node: YamlNode | null | undefined, key: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : key;
        if (!notCopy.has(name)) visit(pair.value as YamlNode, name);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) visit(item as YamlNode, key);
    } else if (isScalar(node) && typeof node.value === 'string' && isProse(node.value)) {
      const line = (node.range ? counter.linePos(node.range[0]).line : 0) + lineOffset;
      const at: Prose = { kind, file, line, key, text: node.value };
      prose.push(at);
      if (reword) {
        const next = reword(node.value, at);
        if (next !== node.value) {
          node.value = next;
          // The style it was written in may not hold the new text (a plain value now starting
          // with "&", a single-quoted one now holding a quote): the writer chooses one that does.
          if (node.type === 'PLAIN' || node.type === 'QUOTE_SINGLE') node.type = undefined;
        }
      }
    }
  };
  visit(doc.contents as YamlNode, '');
  return prose;
}

/** A YAML data file's prose, and the file with it reworded. */
export function yamlFileProse(source: string, file: string, reword?: Reword): FileProse {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const prose = yamlProse(doc, counter, 'data file', file, 0, reword);
  return { prose, output: reword ? doc.toString({ lineWidth: 0 }) : source };
}

/** A JSON data file's prose, and the file with it reworded (two-space indent, as committed). */
export function jsonFileProse(source: string, file: string, reword?: Reword): FileProse {
  const data: unknown = JSON.parse(source);
  const prose: Prose[] = [];
  const lines = source.split('\n');
  const visit = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [
          name,
          NOT_COPY_KEYS.has(name) ? item : visit(item, name),
        ]),
      );
    if (typeof value === 'string' && isProse(value)) {
      const written = JSON.stringify(value);
      const line = lines.findIndex((l) => l.includes(written)) + 1;
      const at: Prose = { kind: 'data file', file, line, key, text: value };
      prose.push(at);
      return reword ? reword(value, at) : value;
    }
    return value;
  };
  const next = visit(data, '');
  return { prose, output: reword ? `${JSON.stringify(next, null, 2)}\n` : source };
}

// ---------------------------------------------------------------------------------------------
// Markdown

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A link whose words are its own address (a bare URL or email GitHub turns into a link). */
export function isAddressLink(node: MdNode): boolean {
  if (node.type !== 'link') return false;
  const words = (node.children ?? []).map((child) => child.value ?? '').join('');
  const url = node.url ?? '';
  return url === words || url === `mailto:${words}` || url === `http://${words}`;
}

/**
 * The blocks of a markdown body as a visitor reads them: each paragraph, heading and table cell's
 * words (not code, not a link that is its own address), and each image's alt text.
 */
export function markdownBlocks(body: string): { line: number; key: string; text: string }[] {
  const words = (node: MdNode): string =>
    node.type === 'text'
      ? (node.value ?? '')
      : node.type === 'inlineCode' || node.type === 'image' || isAddressLink(node)
        ? ''
        : (node.children ?? []).map(words).join('');
  const blocks: { line: number; key: string; text: string }[] = [];
  walk(parseMarkdown(body), (node) => {
    const line = node.position?.start.line ?? 0;
    if (['paragraph', 'heading', 'tableCell'].includes(node.type)) {
      const text = words(node);
      if (isProse(text)) blocks.push({ line, key: node.type, text });
    }
    if (node.type === 'image' && node.alt && isProse(node.alt))
      blocks.push({ line, key: 'alt', text: node.alt });
  });
  return blocks;
}

/** The front matter of a markdown file and where its body starts (0 without front matter). */
export function splitFrontMatter(source: string): {
  front?: string;
  body: string;
  bodyLine: number;
} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { body: source, bodyLine: 0 };
  return {
    front: match[1],
    body: source.slice(match[0].length),
    bodyLine: match[0].split('\n').length - 1,
  };
}

/**
 * Where a rewording changed a markdown body's structure (its node types in order): the line of the
 * first node that differs, or undefined when the two bodies have the same shape.
 */
export function shapeChange(before: string, after: string): number | undefined {
  const shape = (body: string) => {
    const nodes: { type: string; line: number }[] = [];
    walk(parseMarkdown(body), (node) =>
      nodes.push({ type: `${node.type}${node.depth ?? ''}`, line: node.position?.start.line ?? 0 }),
    );
    return nodes;
  };
  const [a, b] = [shape(before), shape(after)];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i]?.type !== b[i]?.type) return (a[i] ?? b[i] ?? a[a.length - 1]).line;
  return undefined;
}

/**
 * A markdown file's prose (front matter and body), and the file with it reworded. In the body,
 * each text node is reworded where it is written; the words of a link that is its own address are
 * not words.
 */
export function markdownProse(source: string, file: string, reword?: Reword): FileProse {
  const { front, body, bodyLine } = splitFrontMatter(source);
  const prose: Prose[] = [];
  let head = '';
  if (front !== undefined) {
    const counter = new LineCounter();
    const doc = parseDocument(front, { lineCounter: counter });
    prose.push(...yamlProse(doc, counter, 'markdown', file, 1, reword, NOT_COPY_FRONT_MATTER));
    head = `---\n${reword ? doc.toString({ lineWidth: 0 }).replace(/\n$/, '') : front}\n---\n`;
  }
  const edits: { start: number; end: number; text: string }[] = [];
  const tree = parseMarkdown(body);
  const visit = (node: MdNode, inAddress: boolean) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const line = (node.position?.start.line ?? 0) + bodyLine;
    if (node.type === 'text' && !inAddress && start !== undefined && end !== undefined) {
      // The text as written (with its escapes and character references, which stay as they are).
      const written = body.slice(start, end);
      if (isProse(written)) {
        const at: Prose = {
          kind: 'markdown',
          file,
          line,
          key: 'body',
          text: node.value ?? written,
        };
        prose.push(at);
        if (reword) {
          const next = reword(written, at);
          if (next !== written) edits.push({ start, end, text: next });
        }
      }
    }
    if (node.type === 'image' && node.alt && isProse(node.alt) && start !== undefined) {
      const altStart = start + 2;
      if (body.slice(altStart, altStart + node.alt.length) === node.alt) {
        const at: Prose = { kind: 'markdown', file, line, key: 'alt', text: node.alt };
        prose.push(at);
        if (reword) {
          const next = reword(node.alt, at);
          if (next !== node.alt)
            edits.push({ start: altStart, end: altStart + node.alt.length, text: next });
        }
      }
    }
    const address = inAddress || (node.type === 'link' && isAddressLink(node));
    for (const child of node.children ?? []) visit(child, address);
  };
  visit(tree, false);
  let output = body;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return { prose, output: reword ? `${head}${output}` : source };
}

// ---------------------------------------------------------------------------------------------
// The folder

/** One file's prose, by its kind. */
export function fileProse(
  dir: string,
  file: string,
  reword?: Reword,
): (FileProse & { kind: ProseKind }) | undefined {
  const kind = kindOf(file);
  if (kind === 'none') return undefined;
  if (kind === undefined)
    throw new Error(
      `content/${file}: a file whose words this script cannot read (known: .ts, .yml, .yaml, .json, .md)`,
    );
  const source = readFileSync(path.join(dir, file), 'utf8');
  if (kind === 'module') return { kind, ...moduleProse(source, file, reword) };
  if (kind === 'markdown') return { kind, ...markdownProse(source, file, reword) };
  return {
    kind,
    ...(file.endsWith('.json')
      ? jsonFileProse(source, file, reword)
      : yamlFileProse(source, file, reword)),
  };
}

/** Every string of prose in a content folder, file by file. */
export function contentProse(dir: string): Prose[] {
  return contentFiles(dir).flatMap((file) => fileProse(dir, file)?.prose ?? []);
}

/**
 * Every string of prose in a content folder as a visitor reads it: a module's and a data file's
 * strings, a markdown file's fields, and its body by blocks (a paragraph whole, not the pieces
 * its bold words and links cut it into).
 */
export function readableProse(dir: string): Prose[] {
  return contentFiles(dir).flatMap((file) => {
    const found = fileProse(dir, file);
    if (!found) return [];
    if (found.kind !== 'markdown') return found.prose;
    const { body, bodyLine } = splitFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
    return [
      ...found.prose.filter((at) => at.key !== 'body' && at.key !== 'alt'),
      ...markdownBlocks(body).map((block): Prose => ({
        kind: 'markdown',
        file,
        line: block.line + bodyLine,
        key: block.key,
        text: block.text,
      })),
    ];
  });
}
