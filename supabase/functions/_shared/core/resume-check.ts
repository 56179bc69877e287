/**
 * What a resume really is, judged by its structure with well-kept parsers (npm packages that run
 * in Deno through `npm:` imports and in Node from node_modules: `fflate` for ZIP, `pdf-lib` for
 * PDF, `cfb` for OLE compound files), never by its first bytes alone:
 *
 * - a PDF parses as a PDF (header at byte 0, a `startxref` pointing at a cross-reference table or
 *   stream, a trailer whose /Root is a /Catalog), is not encrypted (what encryption hides cannot
 *   be checked) and carries no JavaScript, launch action, embedded file or XFA form: its names
 *   are read by the check's own lexer and decoded as ISO 32000-1 §7.3.5 defines (`#4a` and `#4A`
 *   alike), in every object and every object stream, before they are compared;
 * - a DOCX is a WordprocessingML package: `[Content_Types].xml` declaring `/word/document.xml` as
 *   the main document (not the macro-enabled one), `word/document.xml` present, no macro project,
 *   no executable, script or HTML part, no packaged (Ole10Native) object, no relationship (in any
 *   `*.rels` part) to a target outside the package but a hyperlink or a template on the writer's
 *   own disk, the same entries in the
 *   central directory and the local headers, and a bounded uncompressed size and ratio measured
 *   by inflating (a declared size can lie: inflation stops at the bound);
 * - a legacy DOC is a compound file with a `WordDocument` stream that starts with Word's
 *   identifier, and no macro storage.
 *
 * Server-only: the browser form never loads this module (rules.ts stays dependency-free).
 */
import CFB from 'cfb';
import { Unzip, UnzipInflate, Unzlib, unzipSync, type UnzipFile, type UnzipFileInfo } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import type { ResumeKind } from './rules.ts';

export type ResumeVerdict = { ok: true } | { ok: false; reason: string };

const MB = 1024 * 1024;

/** The bounds of a DOCX's contents (a resume with a photo is well under a megabyte uncompressed). */
export const DOCX_LIMITS = {
  /** All parts together, uncompressed. */
  uncompressedBytes: 30 * MB,
  /** The package's uncompressed size over its compressed size (text XML compresses 3-20x). */
  ratio: 100,
  /** Parts in the package. */
  entries: 1000,
} as const;

/**
 * The bounds of what pdf-lib is asked to parse: objects (a resume has tens to a few thousand) and
 * the bytes its object and cross-reference streams inflate to (pdf-lib inflates them whole).
 */
export const PDF_LIMITS = {
  objects: 10_000,
  inflatedBytes: 8 * MB,
} as const;

const refuse = (reason: string): ResumeVerdict => ({ ok: false, reason });
const OK: ResumeVerdict = { ok: true };

/** Checks the decoded bytes of a resume against what its kind must be. Never throws. */
export async function inspectResume(bytes: Uint8Array, kind: ResumeKind): Promise<ResumeVerdict> {
  try {
    if (kind === 'pdf') return await inspectPdf(bytes);
    if (kind === 'docx') return inspectDocx(bytes);
    return inspectDoc(bytes);
  } catch (error) {
    return refuse(
      `not a well-formed ${kind.toUpperCase()} (${error instanceof Error ? error.message.slice(0, 120) : 'unreadable'})`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// PDF

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

async function inspectPdf(bytes: Uint8Array): Promise<ResumeVerdict> {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes.subarray(0, 8))))
    return refuse('no PDF header at its start');
  // The cross-reference: the last `startxref` names the byte where a table (`xref`) or a
  // cross-reference stream (`<n> <g> obj`) starts.
  const tail = ascii(bytes.subarray(Math.max(0, bytes.length - 2048)));
  // (Some writers pad the end with blanks or NUL bytes.)
  const at = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  if (!at) return refuse('no startxref and %%EOF at its end');
  const offset = Number(at[1]);
  if (!(offset > 0 && offset < bytes.length)) return refuse('startxref points outside the file');
  const target = ascii(bytes.subarray(offset, offset + 32));
  if (!/^(xref\b|\d+\s+\d+\s+obj\b)/.test(target))
    return refuse('startxref does not point at a cross-reference');

  // Its objects as a reader finds them, bounded, before pdf-lib (which would inflate object
  // streams whole, and decodes only some of a name's escapes) is asked to parse it.
  const scanned = scanPdf(bytes);
  if (scanned) return refuse(scanned);

  const pdf = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  const root = pdf.context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? pdf.context.lookup(root) : root;
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type'))?.toString() !== '/Catalog') {
    return refuse('its trailer names no document catalog');
  }
  return OK;
}

// ---------------------------------------------------------------------------------------------
// PDF objects as a reader reads them (ISO 32000-1 §7.2-7.5): the check's own lexer, so that every
// name is compared after the decoding the specification defines, wherever a reader would find it.

/** Each byte's class in a PDF's syntax (§7.2.2): 0 regular, 1 white-space, 2 delimiter. */
const PDF_CHAR_CLASS = (() => {
  const table = new Uint8Array(256);
  for (const c of '\0\t\n\f\r ') table[c.charCodeAt(0)] = 1;
  for (const c of '()<>[]{}/%') table[c.charCodeAt(0)] = 2;
  return table;
})();
const isRegular = (text: string, at: number) =>
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

type PdfValue =
  | { type: 'name'; value: string }
  | { type: 'number'; value: number }
  | { type: 'ref'; num: number }
  | { type: 'dict'; entries: [string, PdfValue][] }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'other' };

/** The last value of `key` in a dictionary (as readers keep the last of a repeated key). */
function lookup(dict: PdfValue, key: string): PdfValue | undefined {
  if (dict.type !== 'dict') return undefined;
  for (let i = dict.entries.length - 1; i >= 0; i--)
    if (dict.entries[i][0] === key) return dict.entries[i][1];
  return undefined;
}

class PdfTooDeep extends Error {}
class PdfTooCostly extends Error {}

/** Nesting a reader is asked to follow in one object. */
const PDF_MAX_DEPTH = 64;

/**
 * Reads one value at a time from PDF text (bytes as Latin-1 characters), reporting every name it
 * passes, decoded, to `onName`. Strings, hexadecimal strings and comments are skipped as a reader
 * skips them; every character read is charged to `budget`, so text read over and over (objects
 * that overlap, a string that never closes) stops at a bound instead of costing the square.
 */
class PdfLexer {
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

/** Names that make a PDF do something beyond showing pages (compared decoded, never by prototype). */
const PDF_ACTIVE_NAMES = new Map<string, string>([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['EmbeddedFiles', 'an embedded file'],
  ['EmbeddedFile', 'an embedded file'],
  ['EF', 'an embedded file'],
  ['XFA', 'an XFA form (scripts)'],
  ['RichMedia', 'rich media'],
  ['Launch', 'a launch action'],
  ['GoToE', 'an embedded-file action'],
  ['ImportData', 'an import-data action'],
]);

/** The filters a cross-reference or object stream may have for the check to read it: none, or Flate. */
const isFlate = (filter: PdfValue | undefined) =>
  filter?.type === 'name' && (filter.value === 'FlateDecode' || filter.value === 'Fl');
function flateOrPlain(dict: PdfValue): boolean | null {
  const filter = lookup(dict, 'Filter');
  if (filter === undefined) return false;
  if (isFlate(filter)) return true;
  if (filter.type === 'array' && filter.items.length === 0) return false;
  if (filter.type === 'array' && filter.items.length === 1 && isFlate(filter.items[0])) return true;
  return null;
}

/**
 * Reads a PDF as a reader would find its objects, before any parser is asked to: every `obj`
 * (wherever it stands, as a reader rebuilding a damaged cross-reference finds them) and every
 * `trailer`, each read as one value and its stream; then each object stream (/Type /ObjStm, read
 * by the names as decoded) inflated and each of its objects read at the offset its header gives.
 * Every name passed is decoded (§7.3.5) and compared with the active ones. Bounded: the objects
 * declared, the bytes cross-reference and object streams inflate to (4 KB at a time, stopped at
 * the bound), the characters read. Returns why the file is refused, or null.
 */
function scanPdf(bytes: Uint8Array): string | null {
  const text = ascii(bytes);
  const starts = [...text.matchAll(/(?<![A-Za-z])obj(?![A-Za-z])/g)].map((m) => m.index! + 3);
  let objects = starts.length;
  if (objects > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;

  let active: string | undefined;
  const onName = (name: string) => void (active ??= PDF_ACTIVE_NAMES.get(name));
  const budget = { left: 2 * text.length + 65_536 };
  let integers: Map<number, number> | undefined;
  /** A number, or the integer a reference names (`num 0 obj <integer> endobj`), as readers resolve /Length, /N, /First. */
  const integerOf = (value: PdfValue | undefined) => {
    if (value?.type === 'number') return value.value;
    if (value?.type !== 'ref') return undefined;
    integers ??= new Map(
      [...text.matchAll(/(?<!\d)(\d+)\s+\d+\s+obj\s*(\d+)\s*endobj/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]),
    );
    return integers.get(value.num);
  };

  const dicts: PdfValue[] = [];
  const streams: { dict: PdfValue; data: Uint8Array }[] = [];
  try {
    for (const start of starts) {
      const lexer = new PdfLexer(text, start, onName, budget);
      const dict = lexer.value();
      dicts.push(dict);
      lexer.skipSpace();
      if (
        dict.type !== 'dict' ||
        !text.startsWith('stream', lexer.at) ||
        isRegular(text, lexer.at + 6)
      )
        continue;
      let from = lexer.at + 6;
      if (text[from] === '\r') from++;
      if (text[from] === '\n') from++;
      // The data's end: its /Length when `endstream` follows there, else the first `endstream`.
      const length = integerOf(lookup(dict, 'Length'));
      let to =
        length !== undefined &&
        /^[\0\t\n\f\r ]*endstream/.test(text.slice(from + length, from + length + 64))
          ? from + length
          : -1;
      if (to < 0) {
        const found = text.indexOf('endstream', from);
        to = found < 0 ? text.length : found;
        while (to > from && (text[to - 1] === '\n' || text[to - 1] === '\r')) to--;
      }
      streams.push({ dict, data: bytes.subarray(from, to) });
    }
    for (const match of text.matchAll(/(?<![A-Za-z])trailer(?![A-Za-z])/g)) {
      dicts.push(new PdfLexer(text, match.index! + 7, onName, budget).value());
    }
    // Encrypted strings and streams (object streams among them) cannot be read without the key, so
    // what they hold cannot be checked: an encrypted PDF is refused (the applicant can save it unprotected).
    if (dicts.some((d) => lookup(d, 'Encrypt') !== undefined))
      return 'it is encrypted, so its contents cannot be checked';
    if (active) return `it carries ${active}`;

    let inflated = 0;
    for (const { dict, data } of streams) {
      const types =
        dict.type === 'dict'
          ? dict.entries
              .filter(([k]) => k === 'Type')
              .map(([, v]) => (v.type === 'name' ? v.value : ''))
          : [];
      // pdf.js reads any stream a cross-reference entry names as an object stream, whatever its
      // /Type, by its /N and /First: so does the check.
      const n = integerOf(lookup(dict, 'N'));
      const first = integerOf(lookup(dict, 'First'));
      const isObjectStream = types.includes('ObjStm') || (n !== undefined && first !== undefined);
      if (!isObjectStream && !types.includes('XRef')) continue;
      const count = (v: number | undefined) => v !== undefined && Number.isInteger(v) && v >= 0;
      if (isObjectStream && !(count(n) && count(first))) {
        return 'an object stream without counts for /N and /First';
      }
      const flate = flateOrPlain(dict);
      if (flate === null)
        return 'a cross-reference or object stream in an encoding the check does not read';
      const predictor = lookup(lookup(dict, 'DecodeParms') ?? { type: 'other' }, 'Predictor');
      if (isObjectStream && predictor?.type === 'number' && predictor.value > 1)
        return 'an object stream with a predictor';
      if (isObjectStream) {
        objects += n!;
        if (objects > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;
      }
      let content = data;
      if (flate) {
        const chunks: Uint8Array[] = [];
        const inflate = new Unzlib((chunk) => {
          inflated += chunk.length;
          if (inflated > PDF_LIMITS.inflatedBytes) throw new RangeError('bound');
          if (isObjectStream) chunks.push(chunk);
        });
        try {
          for (let at = 0; at < data.length; at += 4096)
            inflate.push(
              data.subarray(at, Math.min(data.length, at + 4096)),
              at + 4096 >= data.length,
            );
        } catch (error) {
          if (inflated > PDF_LIMITS.inflatedBytes)
            return `object streams inflating past ${PDF_LIMITS.inflatedBytes / MB} MB`;
          if (!(error instanceof Error)) throw error;
          return 'a cross-reference or object stream that does not inflate';
        }
        content = concatBytes(chunks);
      }
      if (isObjectStream) {
        const reason = scanObjectStream(n!, first!, ascii(content), onName, budget);
        if (reason) return reason;
        if (active) return `it carries ${active}`;
      }
    }
  } catch (error) {
    if (error instanceof PdfTooDeep) return 'objects nested too deeply';
    if (error instanceof PdfTooCostly) return 'objects that overlap each other';
    throw error;
  }
  return null;
}

/** Each object of an object stream, read at `/First` plus the offset its header pairs give. */
function scanObjectStream(
  n: number,
  first: number,
  content: string,
  onName: (name: string) => void,
  budget: { left: number },
): string | null {
  budget.left += 2 * content.length + 4096;
  const header = new PdfLexer(content, 0, onName, budget);
  for (let i = 0; i < n; i++) {
    const num = header.value();
    const offset = header.value();
    if (
      num.type !== 'number' ||
      offset.type !== 'number' ||
      !Number.isInteger(offset.value) ||
      offset.value < 0
    ) {
      return 'an object stream whose header is not pairs of numbers';
    }
    new PdfLexer(content, first + offset.value, onName, budget).value();
  }
  return null;
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// DOCX (Office Open XML, WordprocessingML)

const MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Parts no resume needs and a recipient must not open: macros, programs, scripts, web pages. */
const FORBIDDEN_PART =
  /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|\.(exe|dll|com|scr|pif|cpl|msi|msp|jar|bat|cmd|ps1|psm1|sh|vbs|vbe|js|jse|mjs|wsf|wsh|hta|htm|html|xhtml|mht|mhtml|lnk|reg|apk|app)$/i;
/** Content types declaring the same things. */
const FORBIDDEN_TYPE =
  /macroEnabled|vbaProject|vbaData|ms-office\.activeX|x-msdownload|x-msdos-program|javascript|ecmascript|vbscript|text\/html|xhtml|x-sh\b/i;

function inspectDocx(bytes: Uint8Array): ResumeVerdict {
  // The central directory: what Word and every unzip tool list.
  const listed: UnzipFileInfo[] = [];
  unzipSync(bytes, {
    filter(file) {
      listed.push(file);
      return false;
    },
  });
  if (listed.length === 0) return refuse('an empty ZIP archive');
  if (listed.length > DOCX_LIMITS.entries) return refuse(`more than ${DOCX_LIMITS.entries} parts`);
  const names = new Set(listed.map((f) => f.name));
  if (names.size !== listed.length) return refuse('a part listed twice');
  if (!names.has('[Content_Types].xml')) return refuse('no [Content_Types].xml');
  if (!names.has('word/document.xml')) return refuse('no word/document.xml');
  const forbidden = listed.find((f) => FORBIDDEN_PART.test(f.name));
  if (forbidden) return refuse(`a forbidden part (${forbidden.name.slice(0, 80)})`);
  const declared = listed.reduce((sum, f) => sum + f.originalSize, 0);
  if (declared > DOCX_LIMITS.uncompressedBytes)
    return refuse(`it declares ${Math.round(declared / MB)} MB uncompressed`);

  // The local headers, inflated: the real sizes, whatever the directory declares, and the
  // contents of the parts that are read.
  const embedded = [...names].filter((n) => /^word\/embeddings\/.*\.bin$/i.test(n));
  const relationshipParts = [...names].filter((n) => /\.rels$/i.test(n));
  const local = inflateBounded(
    bytes,
    new Set(['[Content_Types].xml', ...embedded, ...relationshipParts]),
  );
  if (!local.ok) return local;
  if (local.names.length !== names.size || local.names.some((n) => !names.has(n))) {
    return refuse('its local headers and central directory list different parts');
  }
  if (local.total > bytes.length * DOCX_LIMITS.ratio)
    return refuse(`a compression ratio over ${DOCX_LIMITS.ratio}`);

  const types = new TextDecoder().decode(local.kept.get('[Content_Types].xml'));
  const tags = startTags(types, '(?:Default|Override)');
  const badType = tags.map((t) => attr(t, 'ContentType')).find((t) => FORBIDDEN_TYPE.test(t));
  if (badType) return refuse(`a forbidden content type (${badType.slice(0, 80)})`);
  const main = tags.find(
    (t) => t.startsWith('<Override') && attr(t, 'PartName') === '/word/document.xml',
  );
  if (!main || attr(main, 'ContentType') !== MAIN_DOCUMENT)
    return refuse('[Content_Types].xml does not declare word/document.xml as the main document');

  for (const name of relationshipParts) {
    const reason = externalRelationship(name, local.kept.get(name)!);
    if (reason) return refuse(reason);
  }

  for (const name of embedded) {
    const content = local.kept.get(name)!;
    // An embedded OLE object: a "package" (Ole10Native) wraps an arbitrary file, e.g. a program.
    try {
      const container = CFB.read(content, { type: 'array' });
      if (container.FullPaths.some((p) => /\u0001Ole10Native$/i.test(p)))
        return refuse(`a packaged file inside ${name.slice(0, 80)}`);
    } catch {
      return refuse(`an unreadable embedded object (${name.slice(0, 80)})`);
    }
  }
  return OK;
}

/**
 * The start tags of elements named `name` (a pattern), with or without a namespace prefix; an
 * attribute value may hold `>`, so tags are matched quote by quote.
 */
function startTags(xml: string, name: string): string[] {
  return (
    xml.match(new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'g')) ??
    []
  );
}

/** An attribute's value in an XML start tag, its character and entity references resolved. */
function attr(tag: string, name: string): string {
  return attributes(tag)?.get(name) ?? '';
}

/**
 * A start tag's attributes, read left to right so that text inside one value is never taken for
 * another attribute; null when one is repeated (not well-formed XML).
 */
function attributes(tag: string): Map<string, string> | null {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^\s=<>/"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (found.has(m[1])) return null;
    found.set(m[1], decodeXmlReferences(m[2] ?? m[3]));
  }
  return found;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `&#69;`, `&#x45;` and the five predefined entities, as every XML parser reads them. */
function decodeXmlReferences(value: string): string {
  return value.replace(/&(#[0-9]+|#x[0-9A-Fa-f]+|[A-Za-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(XML_ENTITIES, ref) ? XML_ENTITIES[ref] : whole;
  });
}

/** An XML part's text in the encoding it declares by its first bytes (OPC allows UTF-8 and UTF-16). */
function xmlText(bytes: Uint8Array): string {
  const [a, b] = bytes;
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0x00))
    return new TextDecoder('utf-16le').decode(bytes);
  if ((a === 0xfe && b === 0xff) || (a === 0x00 && b === 0x3c))
    return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder().decode(bytes);
}

/** The relationship types that point outside the package and fetch nothing by themselves: a hyperlink opens when clicked. */
const EXTERNAL_ALLOWED = /\/relationships\/hyperlink$/;
/** The document's template: Word writes the one a document was made from as an external path on the writer's own disk (ISO/IEC 29500-1 §11.4). */
const ATTACHED_TEMPLATE = /\/relationships\/attachedTemplate$/;

/**
 * A path on the writer's own disk, as Word writes an attached template: `file:///C:\...`,
 * `C:\...`, or `file:///` and a local absolute path. Percent-escapes are read first (Windows
 * reads `%5C` as `\`). A URL of any other scheme, a UNC path (`\\host\share`) or a file URL
 * naming a host would be fetched from the network when the document opens.
 */
function isLocalPath(target: string): boolean {
  let path = target.trim();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A lone `%` spells nothing, no separator among it.
  }
  if (/^[A-Za-z]:[\\/]/.test(path)) return true;
  const file = /^file:\/\/\/(.*)$/is.exec(path);
  return file !== null && !/^[\\/]/.test(file[1]);
}

/**
 * Reads one relationship part (any `*.rels`: the package's, the document's, the settings', a
 * header's, ...): a relationship to a target outside the package is refused unless it is a
 * hyperlink, or the template Word records from the writer's own disk. A template, frame, OLE
 * object, sub-document, linked image or data source fetched from elsewhere is what a recipient's
 * Word would load or run on opening. Null when the part is harmless.
 */
function externalRelationship(part: string, bytes: Uint8Array): string | null {
  const xml = xmlText(bytes).replace(/<!--[\s\S]*?-->/g, '');
  // A document type declaration could define entities that spell any attribute; Word refuses
  // one in a package part, and so does the check.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return `a document type declaration in ${part.slice(0, 80)}`;
  for (const tag of startTags(xml, 'Relationship')) {
    const found = attributes(tag);
    if (!found) return `a relationship with a repeated attribute in ${part.slice(0, 80)}`;
    const type = (found.get('Type') ?? '').trim();
    const target = (found.get('Target') ?? '').trim();
    const external = /^external$/i.test((found.get('TargetMode') ?? '').trim());
    // An internal target is a part of the package; one written as a URL or network path is not.
    const outside = external || /^[A-Za-z][A-Za-z0-9+.-]*:|^[\\/]{2}/.test(target);
    if (!outside || EXTERNAL_ALLOWED.test(type)) continue;
    if (ATTACHED_TEMPLATE.test(type) && isLocalPath(target)) continue;
    const kind = /([A-Za-z]+)$/.exec(type)?.[1] ?? 'relationship';
    return `an external ${kind} (${part.slice(0, 80)})`;
  }
  return null;
}

type Inflated =
  | { ok: true; names: string[]; total: number; kept: Map<string, Uint8Array> }
  | { ok: false; reason: string };
const refuseInflate = (reason: string): Inflated => ({ ok: false, reason });

class Exceeded extends Error {}

/**
 * Inflates every entry from its local header, a slice at a time, counting real bytes: past the
 * package's bound (or an entry's declared size) it stops at once, so a bomb costs a few
 * milliseconds and at most one slice's output. Keeps the contents of the entries in `keep`.
 */
function inflateBounded(bytes: Uint8Array, keep: Set<string>): Inflated {
  const names: string[] = [];
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  let failure: string | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    names.push(file.name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) {
        // fflate reports a throw from this handler back to it: keep the first reason.
        failure ??= `a damaged part (${file.name.slice(0, 80)})`;
        throw new Exceeded();
      }
      size += chunk.length;
      total += chunk.length;
      if (total > DOCX_LIMITS.uncompressedBytes) {
        failure = `more than ${DOCX_LIMITS.uncompressedBytes / MB} MB uncompressed`;
        throw new Exceeded();
      }
      if (file.originalSize !== undefined && file.originalSize !== 0 && size > file.originalSize) {
        failure = `a part larger than it declares (${file.name.slice(0, 80)})`;
        throw new Exceeded();
      }
      if (keep.has(file.name)) chunks.push(chunk);
      if (final && keep.has(file.name)) {
        const all = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) {
          all.set(c, at);
          at += c.length;
        }
        kept.set(file.name, all);
      }
    };
    if (file.compression !== 0 && file.compression !== 8) {
      failure = `a part compressed with method ${file.compression}`;
      throw new Exceeded();
    }
    file.start();
  });
  unzip.register(UnzipInflate);
  // 4 KB of deflate inflates to at most ~4 MB: the most one slice can cost before the check.
  const SLICE = 4096;
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      unzip.push(
        bytes.subarray(at, Math.min(bytes.length, at + SLICE)),
        at + SLICE >= bytes.length,
      );
    }
  } catch (error) {
    if (failure) return refuseInflate(failure);
    throw error;
  }
  if (failure) return refuseInflate(failure);
  for (const name of keep)
    if (!kept.has(name)) return refuseInflate(`an unreadable part (${name.slice(0, 80)})`);
  return { ok: true, names, total, kept };
}

// ---------------------------------------------------------------------------------------------
// DOC (Word 97-2003, an OLE compound file)

/** Storages that hold a Word document's macros (VBA projects). */
const MACRO_STORAGE = /^(Macros|_VBA_PROJECT_CUR|VBA)\//i;

function inspectDoc(bytes: Uint8Array): ResumeVerdict {
  const container = CFB.read(bytes, { type: 'array' });
  const root = container.FullPaths[0] ?? '';
  const paths = container.FullPaths.map((p) => p.slice(root.length));
  const index = paths.indexOf('WordDocument');
  if (index < 0) return refuse('no WordDocument stream');
  const word = container.FileIndex[index].content as Uint8Array | number[] | undefined;
  // The File Information Block starts with wIdent 0xA5EC.
  if (!word || word.length < 2 || word[0] !== 0xec || word[1] !== 0xa5)
    return refuse('the WordDocument stream is not a Word document');
  const macros = paths.find((p) => MACRO_STORAGE.test(p));
  if (macros) return refuse(`a macro storage (${macros.split('/')[0]})`);
  if (paths.some((p) => /\u0001Ole10Native$/i.test(p))) return refuse('a packaged file inside it');
  return OK;
}
