/**
 * What the resume checks share (resume-check.ts and its parts): the verdict and the bounds.
 */

export type ResumeVerdict = { ok: true } | { ok: false; reason: string };

export const MB = 1024 * 1024;

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

export const refuse = (reason: string): ResumeVerdict => ({ ok: false, reason });
export const OK: ResumeVerdict = { ok: true };
