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
import type { ResumeKind } from './rules.ts';
import { inspectDocx } from './resume-docx.ts';
import { inspectPdf } from './resume-pdf.ts';
import { OK, refuse, type ResumeVerdict } from './resume-verdict.ts';

export { decodePdfName } from './pdf-lexer.ts';
export { DOCX_LIMITS, PDF_LIMITS, type ResumeVerdict } from './resume-verdict.ts';

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
