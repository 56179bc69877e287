/**
 * A resume's bytes: strict base64 both ways, what a file really is from its first bytes, and a
 * file name safe to store, show and attach. Part of the form rules (rules.ts); plain TypeScript.
 */
import type { ResumeKind } from './payloads.ts';

export const BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The decoded length of a base64 text (no decoding needed). */
export function base64DecodedLength(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return (b64.length / 4) * 3 - padding;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Uint8Array(128).fill(255);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Strict base64 (standard alphabet, padded, no whitespace) to bytes; null when not strict. */
export function decodeBase64Strict(b64: string): Uint8Array | null {
  if (b64.length % 4 !== 0 || !BASE64.test(b64)) return null;
  const out = new Uint8Array(base64DecodedLength(b64));
  let o = 0;
  for (let i = 0; i < b64.length; i += 4) {
    const a = DECODE[b64.charCodeAt(i)];
    const b = DECODE[b64.charCodeAt(i + 1)];
    const c = DECODE[b64.charCodeAt(i + 2)];
    const d = DECODE[b64.charCodeAt(i + 3)];
    out[o++] = (a << 2) | (b >> 4);
    if (c !== 255) out[o++] = ((b & 15) << 4) | (c >> 2);
    if (d !== 255) out[o++] = ((c & 3) << 6) | d;
  }
  return out;
}

export function encodeBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const table = new TextEncoder().encode(ALPHABET);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = table[n >> 18];
    out[o++] = table[(n >> 12) & 63];
    out[o++] = table[(n >> 6) & 63];
    out[o++] = table[n & 63];
  }
  if (i < bytes.length) {
    const n = (bytes[i] << 16) | ((i + 1 < bytes.length ? bytes[i + 1] : 0) << 8);
    out[o++] = table[n >> 18];
    out[o++] = table[(n >> 12) & 63];
    out[o++] = i + 1 < bytes.length ? table[(n >> 6) & 63] : 61;
    out[o++] = 61;
  }
  return new TextDecoder().decode(out);
}

export function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
export const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const WORD_DIR = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // word/

/** What a file really is, from its bytes. */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return 'doc';
  if (startsWith(bytes, ZIP_MAGIC) && contains(bytes, WORD_DIR)) return 'docx';
  return null;
}

/** A file name safe to store, show and attach: no path, no odd characters, a bounded length. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[.\s_]+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot).toLowerCase() : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100).trim() || 'resume';
  return stem + ext;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}
