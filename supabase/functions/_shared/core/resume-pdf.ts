/**
 * A PDF parses as a PDF (resume-check.ts): header at byte 0, a `startxref` pointing at a
 * cross-reference table or stream, a trailer whose /Root is a /Catalog; it is not encrypted (what
 * encryption hides cannot be checked) and carries no JavaScript, launch action, embedded file or
 * XFA form: its names are read by the check's own lexer (pdf-lexer.ts) and decoded as ISO 32000-1
 * §7.3.5 defines, in every object and every object stream, before they are compared.
 */
import { Unzlib } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import {
  isRegular,
  lookup,
  PdfLexer,
  PdfTooCostly,
  PdfTooDeep,
  type PdfValue,
} from './pdf-lexer.ts';
import { MB, OK, PDF_LIMITS, refuse, type ResumeVerdict } from './resume-verdict.ts';

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** A PDF as a reader finds it, then as pdf-lib parses it. */
export async function inspectPdf(bytes: Uint8Array): Promise<ResumeVerdict> {
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

/** What one scan of a PDF keeps as it goes: its text, what it found, what it may still spend. */
type PdfScan = {
  text: string;
  bytes: Uint8Array;
  /** The first active name met, if any. */
  active?: string;
  onName: (name: string) => void;
  /** Characters the lexers may still read. */
  budget: { left: number };
  /** Objects declared so far (each `obj`, and each object stream's /N). */
  objects: number;
  /** Bytes the cross-reference and object streams inflated to so far. */
  inflated: number;
  /** The integers of `num 0 obj <integer> endobj`, read once when a reference is met. */
  integers?: Map<number, number>;
};

type PdfStream = { dict: PdfValue; data: Uint8Array };

/** A number, or the integer a reference names (`num 0 obj <integer> endobj`), as readers resolve /Length, /N, /First. */
function integerOf(scan: PdfScan, value: PdfValue | undefined): number | undefined {
  if (value?.type === 'number') return value.value;
  if (value?.type !== 'ref') return undefined;
  scan.integers ??= new Map(
    [...scan.text.matchAll(/(?<!\d)(\d+)\s+\d+\s+obj\s*(\d+)\s*endobj/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]),
  );
  return scan.integers.get(value.num);
}

/** The stream after a dictionary ending at `at`, if one follows: its data up to /Length or `endstream`. */
function streamAfter(scan: PdfScan, dict: PdfValue, at: number): PdfStream | null {
  const { text, bytes } = scan;
  if (dict.type !== 'dict' || !text.startsWith('stream', at) || isRegular(text, at + 6))
    return null;
  let from = at + 6;
  if (text[from] === '\r') from++;
  if (text[from] === '\n') from++;
  // The data's end: its /Length when `endstream` follows there, else the first `endstream`.
  const length = integerOf(scan, lookup(dict, 'Length'));
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
  return { dict, data: bytes.subarray(from, to) };
}

/** Every `obj` (wherever it stands) read as one value with its stream, and every `trailer`. */
function readObjects(scan: PdfScan, starts: number[]): { dicts: PdfValue[]; streams: PdfStream[] } {
  const dicts: PdfValue[] = [];
  const streams: PdfStream[] = [];
  for (const start of starts) {
    const lexer = new PdfLexer(scan.text, start, scan.onName, scan.budget);
    const dict = lexer.value();
    dicts.push(dict);
    lexer.skipSpace();
    const stream = streamAfter(scan, dict, lexer.at);
    if (stream) streams.push(stream);
  }
  for (const match of scan.text.matchAll(/(?<![A-Za-z])trailer(?![A-Za-z])/g))
    dicts.push(new PdfLexer(scan.text, match.index! + 7, scan.onName, scan.budget).value());
  return { dicts, streams };
}

/** A stream's data inflated 4 KB at a time, stopped at the bound; a string says why it could not be. */
function inflateBounded(scan: PdfScan, data: Uint8Array, keep: boolean): Uint8Array | string {
  const chunks: Uint8Array[] = [];
  const inflate = new Unzlib((chunk) => {
    scan.inflated += chunk.length;
    if (scan.inflated > PDF_LIMITS.inflatedBytes) throw new RangeError('bound');
    if (keep) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length; at += 4096)
      inflate.push(data.subarray(at, Math.min(data.length, at + 4096)), at + 4096 >= data.length);
  } catch (error) {
    if (scan.inflated > PDF_LIMITS.inflatedBytes)
      return `object streams inflating past ${PDF_LIMITS.inflatedBytes / MB} MB`;
    if (!(error instanceof Error)) throw error;
    return 'a cross-reference or object stream that does not inflate';
  }
  return concatBytes(chunks);
}

/**
 * A cross-reference or object stream, inflated within the bounds, and an object stream's objects
 * read. pdf.js reads any stream a cross-reference entry names as an object stream, whatever its
 * /Type, by its /N and /First: so does the check. Returns why the file is refused, or null.
 */
function checkStream(scan: PdfScan, { dict, data }: PdfStream): string | null {
  const types =
    dict.type === 'dict'
      ? dict.entries
          .filter(([k]) => k === 'Type')
          .map(([, v]) => (v.type === 'name' ? v.value : ''))
      : [];
  const n = integerOf(scan, lookup(dict, 'N'));
  const first = integerOf(scan, lookup(dict, 'First'));
  const isObjectStream = types.includes('ObjStm') || (n !== undefined && first !== undefined);
  if (!isObjectStream && !types.includes('XRef')) return null;
  const count = (v: number | undefined) => v !== undefined && Number.isInteger(v) && v >= 0;
  if (isObjectStream && !(count(n) && count(first)))
    return 'an object stream without counts for /N and /First';
  const flate = flateOrPlain(dict);
  if (flate === null)
    return 'a cross-reference or object stream in an encoding the check does not read';
  const predictor = lookup(lookup(dict, 'DecodeParms') ?? { type: 'other' }, 'Predictor');
  if (isObjectStream && predictor?.type === 'number' && predictor.value > 1)
    return 'an object stream with a predictor';
  if (isObjectStream) {
    scan.objects += n!;
    if (scan.objects > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;
  }
  const content = flate ? inflateBounded(scan, data, isObjectStream) : data;
  if (typeof content === 'string') return content;
  if (!isObjectStream) return null;
  const reason = scanObjectStream(n!, first!, ascii(content), scan.onName, scan.budget);
  return reason ?? (scan.active ? `it carries ${scan.active}` : null);
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
  if (starts.length > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;
  const scan: PdfScan = {
    text,
    bytes,
    onName: (name) => void (scan.active ??= PDF_ACTIVE_NAMES.get(name)),
    budget: { left: 2 * text.length + 65_536 },
    objects: starts.length,
    inflated: 0,
  };
  try {
    const { dicts, streams } = readObjects(scan, starts);
    // Encrypted strings and streams (object streams among them) cannot be read without the key, so
    // what they hold cannot be checked: an encrypted PDF is refused (the applicant can save it unprotected).
    if (dicts.some((d) => lookup(d, 'Encrypt') !== undefined))
      return 'it is encrypted, so its contents cannot be checked';
    if (scan.active) return `it carries ${scan.active}`;
    for (const stream of streams) {
      const reason = checkStream(scan, stream);
      if (reason) return reason;
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
