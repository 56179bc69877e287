/**
 * No test pins an editor's words: a string a test writes out (a literal in __tests__/, e2e/ or any
 * *.test / *.spec file) must not be a sentence, or a whole string, of content/'s prose. Such a test
 * turns red the day an editor rewords the page, though nothing broke; it should read the words
 * from content/ (or from a fixture it owns) instead. Static and in a second: it replaces building
 * an export of reworded copy to find the same tests.
 *
 * The prose is what scripts/test/content-prose.ts finds (every module, data file and markdown file
 * under content/). A test's literals are its strings, the parts of its template literals, the
 * plain words of its regular expressions, and its JSX text; a literal that is not words (an
 * address, a selector, an id) is never compared. A literal pins the copy when, spaces collapsed:
 * - without the signs around it (`| `, `© `), it equals a string of the copy or one of its
 *   sentences, in any case (a {placeholder} or a template literal's substitution matches
 *   anything); a literal of one word, only a whole string of a module or a data file (a label, a
 *   menu entry), in the same case unless it is a regular expression with the i flag;
 * - it has three words or more (16 characters at least) and is part of a string of the copy, as
 *   written (Playwright's getByText and toContainText find it inside the page's text);
 * - it holds a string or a sentence of the copy of four words or more (24 characters at least).
 * A test's name (the first argument of test, it, describe) and what a test asserts is absent
 * (`expect(…).not.…`) are never compared.
 *
 * A literal that only looks like copy (a test's own fixture that happens to read like a page) is
 * kept by a comment on its line, the line above, or above its statement:
 * `copy-literals: <why it is not the copy>`.
 *
 *   npx tsx scripts/test/copy-literals.ts [--content <dir>] [<test file or folder>...]
 * With no test files: __tests__/, e2e/ and every *.test.* and *.spec.* file git knows of (but the
 * Edge Functions', which never read content/). Prints
 * `file:line: "literal" pins content/<file>:<line> (<key>): "<string>"` for each and exits 1.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isProse, readableProse, type Prose } from './content-prose';

const ROOT = path.resolve(__dirname, '../..');

/** A test's literal: its words, where it is, and whether it matches in any case. */
export type Literal = {
  line: number;
  text: string;
  anyCase: boolean;
  kept: boolean;
  /** Whether it is compared with a page: a locator's words or a text assertion's. */
  faced: boolean;
};

/** A string of the copy to compare with: its words (spaces collapsed), or a pattern of them. */
type CopyText = { text: string; lower: string; pattern?: RegExp; words: number; prose: Prose };

export type Pin = { file: string; line: number; literal: string; prose: Prose; copy: string };

const KEEP = /copy-literals:\s*\S/;

/**
 * The calls that compare their words with what a page shows: Testing Library's and Playwright's
 * locators (getByRole's name, getByText, getByLabel…), and the assertions on text.
 */
const FACING =
  /^((get|query|find)(All)?By\w+|locator|filter|toHaveText|toContainText|toHaveTextContent|toHaveAccessible\w+|toHaveTitle|toHaveValue|toHaveDisplayValue|toHaveAttribute|toBe|toEqual|toStrictEqual|toContain|toContainEqual|toMatch|toMatchObject|toHaveProperty|toHaveBeenCalledWith|toHaveBeenLastCalledWith|objectContaining|arrayContaining|stringContaining|stringMatching)$/;

/** The calls whose first argument is a test's or a group's name. */
const TEST_CALL =
  /^(test|it|describe|Deno\.test|t\.step)(\.(only|skip|each|step|describe|fixme|fail|slow|serial|parallel|todo|concurrent)(\([^)]*\))?)*$/;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function wordCount(text: string): number {
  return text.split(' ').filter((word) => /\p{L}/u.test(word)).length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sentences of a text: split after . ! ? or … followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .map(collapse)
    .filter(Boolean);
}

/** Every string of the copy and its sentences, as the literals are compared with them. */
export function copyTexts(prose: Prose[]): CopyText[] {
  const out: CopyText[] = [];
  const seen = new Set<string>();
  const add = (text: string, at: Prose, pattern?: RegExp) => {
    const key = `${text}|${pattern?.source ?? ''}`;
    if (!isProse(text) || seen.has(key)) return;
    seen.add(key);
    out.push({ text, lower: text.toLowerCase(), pattern, words: wordCount(text), prose: at });
  };
  for (const at of prose) {
    if (at.template) {
      // The whole sentence, its computed parts matching anything.
      const whole = at.template.map((part) => collapse(part));
      const letters = whole.join('').replace(/[^\p{L}]/gu, '').length;
      if (letters >= 6)
        add(
          at.template.join('{…}'),
          at,
          new RegExp(`^${whole.map(escapeRegExp).join('.+?')}$`, 'i'),
        );
    }
    const text = collapse(at.text);
    for (const piece of new Set([text, ...sentencesOf(text)])) {
      if (/\{[A-Za-z]+\}/.test(piece)) {
        const parts = piece.split(/\{[A-Za-z]+\}/);
        add(piece, at, new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`, 'i'));
      } else add(piece, at);
    }
  }
  return out;
}

/** The words of a regular expression: its plain runs, with escapes resolved. */
function regexWords(source: string): string[] {
  return source
    .replace(/\\[dDwWsSbB]|\[[^\]]*\]|\(\?[:=!<]*|[()|^$]|[*+?]|\{\d+(,\d*)?\}|\.[*+?]/g, '\u0000')
    .replace(/\\(.)/g, '$1')
    .split('\u0000')
    .map(collapse)
    .filter(Boolean);
}

/** A test file's literals (not its imports, module names, property names or types). */
export function literalsOf(source: string, file: string): Literal[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const out: Literal[] = [];
  /**
   * The call a literal is an argument of (through objects, arrays and expressions): 'facing' when
   * it compares the words with a page, 'absent' when it asserts they are not there (`.not.`, which
   * an editor's rewording never turns red), 'other' otherwise.
   */
  const facing = (node: ts.Node): 'facing' | 'absent' | 'other' => {
    let child = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
      if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
        if (!parent.arguments?.includes(child as ts.Expression)) return 'other';
        const callee = parent.expression;
        if (!ts.isPropertyAccessExpression(callee))
          return FACING.test(callee.getText(sf)) ? 'facing' : 'other';
        if (
          ts.isPropertyAccessExpression(callee.expression) &&
          callee.expression.name.text === 'not'
        )
          return 'absent';
        return FACING.test(callee.name.text) ? 'facing' : 'other';
      }
      if (
        !ts.isObjectLiteralExpression(parent) &&
        !ts.isPropertyAssignment(parent) &&
        !ts.isArrayLiteralExpression(parent) &&
        !ts.isTemplateExpression(parent) &&
        !ts.isTemplateSpan(parent) &&
        !ts.isBinaryExpression(parent) &&
        !ts.isParenthesizedExpression(parent) &&
        !ts.isConditionalExpression(parent) &&
        !ts.isAsExpression(parent)
      )
        return 'other';
    }
    return 'other';
  };
  const push = (node: ts.Node, text: string, anyCase = false) => {
    const words = collapse(text);
    if (!words || !isProse(words)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    // The keeping comment: on the literal's line, the line above it, or above its statement.
    let statement: ts.Node = node;
    while (
      statement.parent &&
      !ts.isBlock(statement.parent) &&
      !ts.isSourceFile(statement.parent) &&
      !ts.isCaseClause(statement.parent)
    )
      statement = statement.parent;
    const first = sf.getLineAndCharacterOfPosition(statement.getStart(sf)).line + 1;
    const kept = [line, line - 1, first - 1].some((at) => KEEP.test(lines[at - 1] ?? ''));
    const call = facing(node);
    if (call !== 'absent') out.push({ line, text: words, anyCase, kept, faced: call === 'facing' });
  };
  const isModuleName = (node: ts.Node) => {
    const parent = node.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isExternalModuleReference(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText(sf);
      return /^(require|import|jest\.(mock|doMock|unmock|requireActual|requireMock))$/.test(callee);
    }
    return false;
  };
  // A test's name describes it; it is never compared with a page.
  const isTestName = (node: ts.Node) => {
    const parent = node.parent;
    return (
      parent !== undefined &&
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      TEST_CALL.test(parent.expression.getText(sf))
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node) && !ts.isLiteralTypeNode(node)) return;
    if (isTestName(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey =
        (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) &&
        parent.name === node;
      if (!isModuleName(node) && !isKey) push(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        push(part, part.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      const [, body, flags] = /^\/(.*)\/([a-z]*)$/s.exec(node.text) ?? [];
      for (const words of regexWords(body ?? '')) push(node, words, flags?.includes('i'));
    } else if (ts.isJsxText(node)) {
      push(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** A literal without the signs around its words (`| Cascadia Tech Staffing`, `© 2026 `). */
function bare(text: string): string {
  return text.replace(/^[^\p{L}\p{N}“‘"'(]+|[^\p{L}\p{N}.!?…”’"')]+$/gu, '');
}

/** The string of the copy a literal pins, if any. */
export function pinned(literal: Literal, copy: CopyText[]): CopyText | undefined {
  const text = bare(literal.text);
  if (text.length < 3) return undefined;
  const lower = text.toLowerCase();
  const words = wordCount(text);
  const anyCase = literal.anyCase || words >= 2;
  const sameAs = (entry: CopyText) =>
    entry.pattern
      ? words >= 2 && entry.pattern.test(text)
      : anyCase
        ? entry.lower === lower
        : entry.text === text;
  // The whole of a string first (the clearest finding), then a part of one.
  for (const entry of copy) {
    // One word: the whole of a module's or data file's string (a label, a menu entry), where the
    // test looks for it on a page.
    if (words < 2 && (!literal.faced || entry.prose.kind === 'markdown' || entry.words > 1))
      continue;
    if (sameAs(entry)) return entry;
  }
  for (const entry of copy) {
    if (entry.pattern) continue;
    // Part of a string of the copy, as written, where the test looks for it on a page
    // (getByText and toContainText find parts).
    if (literal.faced && words >= 3 && text.length >= 16 && entry.text.includes(text)) return entry;
    // A string of the copy inside the literal (a sentence quoted in a longer expectation).
    if (entry.words >= 4 && entry.text.length >= 24 && lower.includes(entry.lower)) return entry;
  }
  return undefined;
}

/** Every literal of the test files that pins a string of the copy in `contentDir`. */
export function findPins(contentDir: string, testFiles: string[], root = process.cwd()): Pin[] {
  const copy = copyTexts(readableProse(contentDir));
  const pins: Pin[] = [];
  for (const file of testFiles) {
    const source = readFileSync(path.resolve(root, file), 'utf8');
    for (const literal of literalsOf(source, file)) {
      if (literal.kept) continue;
      const entry = pinned(literal, copy);
      if (entry)
        pins.push({
          file: path.relative(root, path.resolve(root, file)).split(path.sep).join('/'),
          line: literal.line,
          literal: literal.text,
          prose: entry.prose,
          copy: entry.text,
        });
    }
  }
  return pins;
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The test files: everything of code under the given folders, and the files named. */
export function testFilesIn(root: string, targets: string[]): string[] {
  const out: string[] = [];
  const visit = (target: string) => {
    const full = path.resolve(root, target);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort())
        if (name !== 'node_modules') visit(path.join(target, name));
    } else if (CODE.test(target)) out.push(target);
  };
  for (const target of targets) visit(target);
  return out;
}

/**
 * The project's test files: __tests__/, e2e/ and every *.test.* and *.spec.* git knows of, but the
 * Edge Functions' (supabase/functions is deployed on its own and never reads content/, so its tests
 * cannot pin an editor's words).
 */
export function projectTestFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  return [
    ...new Set(
      listed.filter(
        (file) =>
          CODE.test(file) &&
          !file.startsWith('supabase/functions/') &&
          (/^(__tests__|e2e)\//.test(file) || /\.(test|spec)\.[a-z]+$/.test(file)),
      ),
    ),
  ].sort();
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--content');
  const contentDir = path.resolve(at >= 0 ? args.splice(at, 2)[1] : path.join(ROOT, 'content'));
  const root = args.length > 0 ? process.cwd() : ROOT;
  const files = args.length > 0 ? testFilesIn(root, args) : projectTestFiles(root);
  const pins = findPins(contentDir, files, root);
  const contentName = path.relative(root, contentDir).split(path.sep).join('/') || '.';
  for (const pin of pins)
    console.log(
      `${pin.file}:${pin.line}: ${JSON.stringify(pin.literal)} pins ${contentName}/${pin.prose.file}:${pin.prose.line} (${pin.prose.key || 'value'}): ${JSON.stringify(pin.copy)}`,
    );
  const summary = `copy-literals: ${files.length} test files, ${pins.length} literal(s) pinning the copy of ${contentName}`;
  if (pins.length > 0) {
    console.error(
      `${summary}: read the words from content/ (or a fixture the test owns) instead, or mark a literal that is not the copy with a comment "copy-literals: <why>"`,
    );
    process.exit(1);
  }
  console.log(summary);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    main();
  } catch (error) {
    console.error(`copy-literals: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  }
}
