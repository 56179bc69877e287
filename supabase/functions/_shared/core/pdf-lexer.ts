/**
 * PDF objects as a reader reads them (ISO 32000-1 §7.2-7.5): the resume check's own lexer, so
 * that every name is compared after the decoding the specification defines (`#4a` and `#4A`
 * alike), wherever a reader would find it (resume-pdf.ts).
 */

/** Each byte's class in a PDF's syntax (§7.2.2): 0 regular, 1 white-space, 2 delimiter. */
const PDF_CHAR_CLASS = (() => {
  const table = new Uint8Array(256);
  for (const c of '\0\t\n\f\r ') table[c.charCodeAt(0)] = 1;
  for (const c of '()<>[]{}/%') table[c.charCodeAt(0)] = 2;
  return table;
})();
export const isRegular = (text: string, at: number) =>
  at < text.length && PDF_CHAR_CLASS[text.charCodeAt(at) & 0xff] === 0;

/**
 * A name's characters (what follows its `/`) as §7.3.5 defines them: `#` and two hexadecimal
 * digits, in either case, is the byte they spell, whatever byte that is; one pass, so `#23` is a
 * literal `#` and what follows it stays as written. A `#` not followed by two hexadecimal digits
 * is kept as it is, as readers keep it.
 */
export function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

export type PdfValue =
  | { type: 'name'; value: string }
  | { type: 'number'; value: number }
  | { type: 'ref'; num: number }
  | { type: 'dict'; entries: [string, PdfValue][] }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'other' };

/** The last value of `key` in a dictionary (as readers keep the last of a repeated key). */
export function lookup(dict: PdfValue, key: string): PdfValue | undefined {
  if (dict.type !== 'dict') return undefined;
  for (let i = dict.entries.length - 1; i >= 0; i--)
    if (dict.entries[i][0] === key) return dict.entries[i][1];
  return undefined;
}

export class PdfTooDeep extends Error {}
export class PdfTooCostly extends Error {}

/** Nesting a reader is asked to follow in one object. */
const PDF_MAX_DEPTH = 64;

/**
 * Reads one value at a time from PDF text (bytes as Latin-1 characters), reporting every name it
 * passes, decoded, to `onName`. Strings, hexadecimal strings and comments are skipped as a reader
 * skips them; every character read is charged to `budget`, so text read over and over (objects
 * that overlap, a string that never closes) stops at a bound instead of costing the square.
 */
export class PdfLexer {
  constructor(
    private readonly text: string,
    public at: number,
    private readonly onName: (name: string) => void,
    private readonly budget: { left: number },
  ) {}

  skipSpace() {
    const t = this.text;
    while (this.at < t.length) {
      const c = t.charCodeAt(this.at);
      if (PDF_CHAR_CLASS[c & 0xff] === 1) this.at++;
      else if (c === 0x25 /* % */)
        while (this.at < t.length && t[this.at] !== '\n' && t[this.at] !== '\r') this.at++;
      else break;
    }
  }

  /** The next token: a delimiter pair, a name, a word (number or keyword), or a skipped string. */
  private token(): {
    kind: '<<' | '>>' | '[' | ']' | 'name' | 'word' | 'skipped' | 'end';
    text: string;
  } {
    this.skipSpace();
    const t = this.text;
    const start = this.at;
    if (start >= t.length) return { kind: 'end', text: '' };
    const c = t[start];
    let kind: '<<' | '>>' | '[' | ']' | 'name' | 'word' | 'skipped';
    let value = '';
    if (c === '<' && t[start + 1] === '<') {
      this.at += 2;
      kind = '<<';
    } else if (c === '>' && t[start + 1] === '>') {
      this.at += 2;
      kind = '>>';
    } else if (c === '[' || c === ']') {
      this.at += 1;
      kind = c;
    } else if (c === '/') {
      this.at += 1;
      while (isRegular(t, this.at)) this.at++;
      kind = 'name';
      value = decodePdfName(t.slice(start + 1, this.at));
      this.onName(value);
    } else if (c === '(') {
      // A literal string: balanced parentheses, a backslash escapes the next character.
      let depth = 0;
      while (this.at < t.length) {
        const d = t[this.at];
        if (d === '\\') this.at += 2;
        else {
          this.at += 1;
          if (d === '(') depth++;
          else if (d === ')' && --depth === 0) break;
        }
      }
      kind = 'skipped';
    } else if (c === '<') {
      const end = t.indexOf('>', start);
      this.at = end < 0 ? t.length : end + 1;
      kind = 'skipped';
    } else if (PDF_CHAR_CLASS[t.charCodeAt(start) & 0xff] === 2) {
      this.at += 1; // a stray ), >, { or }
      kind = 'skipped';
    } else {
      while (isRegular(t, this.at)) this.at++;
      kind = 'word';
      value = t.slice(start, this.at);
    }
    this.budget.left -= this.at - start;
    if (this.budget.left < 0) throw new PdfTooCostly();
    return { kind, text: value };
  }

  /** One value: a dictionary or array with all it holds, a name, a number, a reference, or other. */
  value(depth = 0): PdfValue {
    if (depth > PDF_MAX_DEPTH) throw new PdfTooDeep();
    const token = this.token();
    if (token.kind === 'name') return { type: 'name', value: token.text };
    if (token.kind === '<<' || token.kind === '[') {
      const close = token.kind === '<<' ? '>>' : ']';
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.at >= this.text.length) break;
        if (this.text.startsWith(close, this.at)) {
          this.at += close.length;
          break;
        }
        items.push(this.value(depth + 1));
      }
      if (token.kind === '[') return { type: 'array', items };
      // Keys are names; a reader skips anything else in a key's place.
      const entries: [string, PdfValue][] = [];
      for (let i = 0; i < items.length; i++) {
        const key = items[i];
        if (key.type === 'name') entries.push([key.value, items[++i] ?? { type: 'other' }]);
      }
      return { type: 'dict', entries };
    }
    if (token.kind === 'word' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token.text)) {
      const value = Number(token.text);
      if (/^\d+$/.test(token.text)) {
        // `num gen R` is a reference.
        const at = this.at;
        const budget = this.budget.left;
        const gen = this.token();
        const r = gen.kind === 'word' && /^\d+$/.test(gen.text) ? this.token() : null;
        if (r?.kind === 'word' && r.text === 'R') return { type: 'ref', num: value };
        this.at = at;
        this.budget.left = budget;
      }
      return { type: 'number', value };
    }
    return { type: 'other' };
  }
}
