/**
 * A DOCX is a WordprocessingML package (resume-check.ts): `[Content_Types].xml` declaring
 * `/word/document.xml` as the main document (not the macro-enabled one), `word/document.xml`
 * present, no macro project, no executable, script or HTML part, no packaged (Ole10Native)
 * object, no relationship (in any `*.rels` part) to a target outside the package but a hyperlink
 * or a template on the writer's own disk, the same entries in the central directory and the
 * local headers, and a bounded uncompressed size and ratio measured by inflating (a declared size
 * can lie: inflation stops at the bound).
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFile, type UnzipFileInfo } from 'fflate';
import CFB from 'cfb';
import { DOCX_LIMITS, MB, OK, refuse, type ResumeVerdict } from './resume-verdict.ts';

const MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Parts no resume needs and a recipient must not open: macros, programs, scripts, web pages. */
const FORBIDDEN_PART =
  /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|\.(exe|dll|com|scr|pif|cpl|msi|msp|jar|bat|cmd|ps1|psm1|sh|vbs|vbe|js|jse|mjs|wsf|wsh|hta|htm|html|xhtml|mht|mhtml|lnk|reg|apk|app)$/i;
/** Content types declaring the same things. */
const FORBIDDEN_TYPE =
  /macroEnabled|vbaProject|vbaData|ms-office\.activeX|x-msdownload|x-msdos-program|javascript|ecmascript|vbscript|text\/html|xhtml|x-sh\b/i;

export function inspectDocx(bytes: Uint8Array): ResumeVerdict {
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
