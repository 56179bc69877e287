/**
 * Reads a content file's front matter (the block between the two `---` lines) for posts and
 * openings alike, with the `yaml` package and YAML 1.2's core schema: a value is text, a number,
 * true or false, never a timestamp. An unquoted `date: 2026-02-30` reaches the rules as the text
 * the editor wrote (and is refused there), where YAML 1.1's timestamp type would have turned it
 * into March 2 before any rule saw it. Every field's line is kept, so each finding names it. An
 * unquoted value YAML would not read as written is refused (lib/content/yaml-as-written.ts): ` #`
 * in it starts a comment, a leading `!` or `&` a tag or an anchor.
 */
import matter from 'gray-matter';
import { LineCounter, parseDocument, isMap, isScalar, type YAMLError } from 'yaml';
import type { Problem } from './fields';
import { cutValueProblem, valuesNotAsWritten } from './yaml-as-written';

export type FrontMatter = {
  /** The fields as written (empty when the block could not be read). */
  data: Record<string, unknown>;
  /** The markdown after the closing `---`, and how many lines come before it. */
  body: string;
  bodyLine: number;
  /** The 1-based line of a field; a missing field belongs to line 1, the opening `---`. */
  lineOf(field: string): number;
  /** What kept the block from being read, each on its line. */
  problems: (Problem & { line: number })[];
};

/** The fix for a line YAML could not read: quoting the value is nearly always it. */
function fixFor(line: string): string {
  const pair = /^([A-Za-z][\w-]*):\s+(.+)$/.exec(line.trim());
  if (pair) {
    const value = pair[2]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replace(/\\?"/g, '\\"');
    return `put the value in double quotes: ${pair[1]}: "${value}"`;
  }
  return 'write each field on its own line as name: value, and put a value that contains a colon or starts with a symbol in double quotes';
}

const oddQuotes = (line: string) => (line.replace(/\\"/g, '').match(/"/g)?.length ?? 0) % 2 === 1;

/** Characters that make the start of an unquoted value YAML syntax instead of text. */
const YAML_SIGNS = ['"', "'", '*', '&', '!', '@', '`', '[', ']', '{', '}', '>', '|', '%', ','];

function describeError(error: YAMLError, lines: string[]): Problem & { line: number } {
  let line = error.linePos?.[0]?.line ?? 1;
  if (/closing "?quote/i.test(error.message)) {
    // Reported where the file ends up; the editor's mistake is the line that opened the quote.
    while (line > 2 && !oddQuotes(lines[line - 1] ?? '')) line--;
    const field = /^([A-Za-z][\w-]*):/.exec(lines[line - 1] ?? '')?.[1] ?? 'title';
    return {
      field: '(front matter)',
      line,
      message: 'a quoted value is not closed',
      fix: `end the value with a " on the same line, like ${field}: "…"`,
    };
  }
  const written = lines[line - 1] ?? '';
  if (error.code === 'DUPLICATE_KEY') {
    return {
      field: '(front matter)',
      line,
      message: `a field is written twice ("${written.trim()}")`,
      fix: 'keep one line per field',
    };
  }
  if (error.code === 'TAB_AS_INDENT') {
    return {
      field: '(front matter)',
      line,
      message: 'a tab indents this line',
      fix: 'use spaces, or no indentation at all',
    };
  }
  const first = /^[A-Za-z][\w-]*:\s+(\S)/.exec(written.trim())?.[1];
  const what =
    error.code === 'BLOCK_AS_IMPLICIT_KEY' || /compact mappings|implicit keys/i.test(error.message)
      ? 'this value holds a colon followed by a space, which reads as a second field'
      : first && YAML_SIGNS.includes(first)
        ? `this value starts with ${first === '"' || first === "'" ? 'a quotation mark but goes on after it closes' : `"${first}", which YAML reads as a sign, not as text`}`
        : `this line cannot be read (${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')})`;
  return { field: '(front matter)', line, message: what, fix: fixFor(written) };
}

export function readFrontMatter(written: string): FrontMatter {
  // A byte-order mark (Notepad writes one) is invisible to the editor and changes nothing.
  const text = written.replace(/^\uFEFF/, '');
  // An empty options object keeps gray-matter from answering from its cache of earlier texts; its
  // own YAML engine is replaced, gray-matter only finds the block and the body.
  const file = matter(text, { engines: { yaml: () => ({}) } });
  const body = file.content;
  const bodyLine = text.endsWith(body)
    ? text.slice(0, text.length - body.length).split('\n').length - 1
    : 0;
  const lines = text.split('\n');
  const keyLines = new Map<string, number>();
  const lineOf = (field: string) => keyLines.get(field) ?? 1;
  /** The file read as having no fields, for what stops its front matter from being read at all. */
  const unread = (problems: FrontMatter['problems']): FrontMatter => ({
    data: {},
    body,
    bodyLine,
    lineOf,
    problems,
  });
  if (!/^---[ \t]*\r?\n/.test(text)) {
    return unread([
      {
        field: '(front matter)',
        line: 1,
        message: 'the file does not start with its front matter',
        fix: 'start the file with a --- line, the fields (title: …), and another --- line',
      },
    ]);
  }
  // The block starts after the opening ---, so a line of `file.matter` is the same line of the file.
  const counter = new LineCounter();
  const doc = parseDocument(file.matter, {
    lineCounter: counter,
    uniqueKeys: true,
    prettyErrors: true,
  });
  if (doc.errors.length) return unread(doc.errors.map((e) => describeError(e, lines)));
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range)
        keyLines.set(String(pair.key.value), counter.linePos(pair.key.range[0]).line);
    }
  }
  // The block's text starts at the opening --- line's end, so its lines are the file's lines.
  const cut = valuesNotAsWritten(doc, counter, file.matter).map((c) => ({
    field: c.key,
    line: c.line,
    ...cutValueProblem(c),
  }));
  if (cut.length) return unread(cut);
  const value: unknown = doc.toJS();
  if (
    value !== null &&
    value !== undefined &&
    (typeof value !== 'object' || Array.isArray(value))
  ) {
    return unread([
      {
        field: '(front matter)',
        line: 2,
        message: 'the front matter is not a list of fields',
        fix: 'write each field on its own line as name: value',
      },
    ]);
  }
  return { data: (value ?? {}) as Record<string, unknown>, body, bodyLine, lineOf, problems: [] };
}
