/**
 * What a resume really is, judged by its structure with well-kept parsers (npm packages that run
 * in Deno through `npm:` imports and in Node from node_modules: `fflate` for ZIP, `pdf-lib` for
 * PDF, `cfb` for OLE compound files), never by its first bytes alone:
 *
 * - a PDF parses as a PDF (header at byte 0, a `startxref` pointing at a cross-reference table or
 *   stream, a trailer whose /Root is a /Catalog), is not encrypted (what encryption hides cannot
 *   be checked) and carries no JavaScript, launch action, embedded file or XFA form, wherever in
 *   the object graph (object streams included) they hide;
 * - a DOCX is a WordprocessingML package: `[Content_Types].xml` declaring `/word/document.xml` as
 *   the main document (not the macro-enabled one), `word/document.xml` present, no macro project,
 *   no executable, script or HTML part, no packaged (Ole10Native) object, the same entries in the
 *   central directory and the local headers, and a bounded uncompressed size and ratio measured
 *   by inflating (a declared size can lie: inflation stops at the bound);
 * - a legacy DOC is a compound file with a `WordDocument` stream that starts with Word's
 *   identifier, and no macro storage.
 *
 * Server-only: the browser form never loads this module (rules.ts stays dependency-free).
 */
import CFB from 'cfb';
import { Unzip, UnzipInflate, Unzlib, unzipSync, type UnzipFile, type UnzipFileInfo } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
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
    return refuse(`not a well-formed ${kind.toUpperCase()} (${error instanceof Error ? error.message.slice(0, 120) : 'unreadable'})`);
  }
}

// ---------------------------------------------------------------------------------------------
// PDF

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Names that make a PDF do something beyond showing pages. */
const PDF_ACTIVE_KEYS: Record<string, string> = {
  JS: 'JavaScript',
  JavaScript: 'JavaScript',
  EmbeddedFiles: 'an embedded file',
  EF: 'an embedded file',
  XFA: 'an XFA form (scripts)',
  RichMedia: 'rich media',
};
const PDF_ACTIVE_VALUES: Record<string, string> = {
  JavaScript: 'JavaScript',
  Launch: 'a launch action',
  EmbeddedFile: 'an embedded file',
  GoToE: 'an embedded-file action',
  ImportData: 'an import-data action',
  RichMedia: 'rich media',
};

async function inspectPdf(bytes: Uint8Array): Promise<ResumeVerdict> {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes.subarray(0, 8)))) return refuse('no PDF header at its start');
  // The cross-reference: the last `startxref` names the byte where a table (`xref`) or a
  // cross-reference stream (`<n> <g> obj`) starts.
  const tail = ascii(bytes.subarray(Math.max(0, bytes.length - 2048)));
  // (Some writers pad the end with blanks or NUL bytes.)
  const at = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  if (!at) return refuse('no startxref and %%EOF at its end');
  const offset = Number(at[1]);
  if (!(offset > 0 && offset < bytes.length)) return refuse('startxref points outside the file');
  const target = ascii(bytes.subarray(offset, offset + 32));
  if (!/^(xref\b|\d+\s+\d+\s+obj\b)/.test(target)) return refuse('startxref does not point at a cross-reference');

  const cost = parseCost(bytes);
  if (cost) return refuse(cost);

  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  // Encrypted strings and streams (object streams among them) cannot be read without the key, so
  // what they hold cannot be checked: an encrypted PDF is refused (the applicant can save it unprotected).
  if (pdf.context.trailerInfo.Encrypt) return refuse('it is encrypted, so its contents cannot be checked');
  const root = pdf.context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? pdf.context.lookup(root) : root;
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type'))?.toString() !== '/Catalog') {
    return refuse('its trailer names no document catalog');
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const found = activeContent(object, 0);
    if (found) return refuse(`it carries ${found}`);
  }
  return OK;
}

/**
 * What parsing would cost, bounded before pdf-lib starts: the objects the file declares (each
 * `obj` keyword, plus the /N of every object stream), and the bytes its object and
 * cross-reference streams inflate to, inflated 4 KB at a time and stopped at the bound (a deflate
 * bomb in an object stream costs milliseconds, not a gigabyte). Null when within bounds.
 */
function parseCost(bytes: Uint8Array): string | null {
  const text = ascii(bytes);
  let objects = (text.match(/\bobj\b/g) ?? []).length;
  if (objects > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;
  let inflated = 0;
  for (const match of text.matchAll(/\bstream(\r\n|\n|\r)/g)) {
    const start = match.index! + match[0].length;
    // The stream's dictionary: what precedes the keyword since the object began; names decoded (#xx).
    const head = text.slice(Math.max(0, text.lastIndexOf('obj', match.index!)), match.index!).replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(head) || !/\/FlateDecode\b/.test(head)) continue;
    objects += Number(/\/N\s+(\d+)/.exec(head)?.[1] ?? 0);
    if (objects > PDF_LIMITS.objects) return `more than ${PDF_LIMITS.objects} objects`;
    const end = text.indexOf('endstream', start);
    const inflate = new Unzlib((chunk) => {
      inflated += chunk.length;
      if (inflated > PDF_LIMITS.inflatedBytes) throw new RangeError('bound');
    });
    try {
      for (let at = start; at < (end < 0 ? bytes.length : end); at += 4096) inflate.push(bytes.subarray(at, Math.min(end < 0 ? bytes.length : end, at + 4096)));
    } catch (error) {
      if (error instanceof RangeError && inflated > PDF_LIMITS.inflatedBytes) return `object streams inflating past ${PDF_LIMITS.inflatedBytes / MB} MB`;
      // Not deflate after all: pdf-lib will say.
    }
  }
  return null;
}

/** The first active feature found in an object, its dictionaries and arrays (bounded depth). */
function activeContent(object: PDFObject | undefined, depth: number): string | null {
  if (depth > 64) return 'objects nested too deeply';
  const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (name in PDF_ACTIVE_KEYS) return PDF_ACTIVE_KEYS[name];
      if (value instanceof PDFName && value.decodeText() in PDF_ACTIVE_VALUES) return PDF_ACTIVE_VALUES[value.decodeText()];
      const inner = activeContent(value, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) {
      const inner = activeContent(object.get(i), depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// DOCX (Office Open XML, WordprocessingML)

const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Parts no resume needs and a recipient must not open: macros, programs, scripts, web pages. */
const FORBIDDEN_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|\.(exe|dll|com|scr|pif|cpl|msi|msp|jar|bat|cmd|ps1|psm1|sh|vbs|vbe|js|jse|mjs|wsf|wsh|hta|htm|html|xhtml|mht|mhtml|lnk|reg|apk|app)$/i;
/** Content types declaring the same things. */
const FORBIDDEN_TYPE = /macroEnabled|vbaProject|vbaData|ms-office\.activeX|x-msdownload|x-msdos-program|javascript|ecmascript|vbscript|text\/html|xhtml|x-sh\b/i;

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
  if (declared > DOCX_LIMITS.uncompressedBytes) return refuse(`it declares ${Math.round(declared / MB)} MB uncompressed`);

  // The local headers, inflated: the real sizes, whatever the directory declares, and the
  // contents of the parts that are read.
  const local = inflateBounded(bytes, new Set(['[Content_Types].xml', ...[...names].filter((n) => /^word\/embeddings\/.*\.bin$/i.test(n))]));
  if (!local.ok) return local;
  if (local.names.length !== names.size || local.names.some((n) => !names.has(n))) {
    return refuse('its local headers and central directory list different parts');
  }
  if (local.total > bytes.length * DOCX_LIMITS.ratio) return refuse(`a compression ratio over ${DOCX_LIMITS.ratio}`);

  const types = new TextDecoder().decode(local.kept.get('[Content_Types].xml'));
  const tags = types.match(/<(Default|Override)\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) => {
    const found = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
    return found?.[1] ?? found?.[2] ?? '';
  };
  const badType = tags.map((t) => attr(t, 'ContentType')).find((t) => FORBIDDEN_TYPE.test(t));
  if (badType) return refuse(`a forbidden content type (${badType.slice(0, 80)})`);
  const main = tags.find((t) => t.startsWith('<Override') && attr(t, 'PartName') === '/word/document.xml');
  if (!main || attr(main, 'ContentType') !== MAIN_DOCUMENT) return refuse('[Content_Types].xml does not declare word/document.xml as the main document');

  for (const [name, content] of local.kept) {
    if (name === '[Content_Types].xml') continue;
    // An embedded OLE object: a "package" (Ole10Native) wraps an arbitrary file, e.g. a program.
    try {
      const container = CFB.read(content, { type: 'array' });
      if (container.FullPaths.some((p) => /\u0001Ole10Native$/i.test(p))) return refuse(`a packaged file inside ${name.slice(0, 80)}`);
    } catch {
      return refuse(`an unreadable embedded object (${name.slice(0, 80)})`);
    }
  }
  return OK;
}

type Inflated = { ok: true; names: string[]; total: number; kept: Map<string, Uint8Array> } | { ok: false; reason: string };
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
      unzip.push(bytes.subarray(at, Math.min(bytes.length, at + SLICE)), at + SLICE >= bytes.length);
    }
  } catch (error) {
    if (failure) return refuseInflate(failure);
    throw error;
  }
  if (failure) return refuseInflate(failure);
  for (const name of keep) if (!kept.has(name)) return refuseInflate(`an unreadable part (${name.slice(0, 80)})`);
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
  if (!word || word.length < 2 || word[0] !== 0xec || word[1] !== 0xa5) return refuse('the WordDocument stream is not a Word document');
  const macros = paths.find((p) => MACRO_STORAGE.test(p));
  if (macros) return refuse(`a macro storage (${macros.split('/')[0]})`);
  if (paths.some((p) => /\u0001Ole10Native$/i.test(p))) return refuse('a packaged file inside it');
  return OK;
}
