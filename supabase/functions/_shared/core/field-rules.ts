/**
 * The rules of one field: text without control, bidirectional or invisible characters (a name
 * with a visible letter), an email address, an http(s) address, choices from a list. Part of the
 * form rules (rules.ts); plain TypeScript.
 */
import { LIMITS } from './payloads.ts';

type Text = { ok: true; value: string } | { ok: false; why: string };

/**
 * Characters no person types into a one-line field: C0 and C1 controls, DEL, the line and
 * paragraph separators, the bidirectional formatting characters (U+061C, U+200E-U+200F,
 * U+202A-U+202E, U+2066-U+2069) that can make "gpj.exe" read as "exe.jpg" in an email subject or
 * a terminal, and invisible characters no script needs there: the zero-width space (U+200B),
 * the word joiner and invisible operators (U+2060-U+2064), the byte order mark (U+FEFF), the
 * Mongolian vowel separator (U+180E), interlinear annotation marks (U+FFF9-U+FFFB) and the tag
 * characters (U+E0000-U+E007F). The zero-width non-joiner and joiner (U+200C, U+200D), which
 * Persian and Indic names use between letters, are kept.
 */
const INVISIBLE_RANGES = '\\u180e\\u200b\\u2060-\\u2065\\ufeff\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}';
/** The invisible characters alone (for the message that names them). */
const INVISIBLE = new RegExp(`[${INVISIBLE_RANGES}]`, 'u');
export const SINGLE_LINE_CONTROL = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069${INVISIBLE_RANGES}]`,
  'u',
);
/** Multi-line text keeps tabs and line breaks but no other control characters (C0, DEL, C1) and no bidi overrides. */
const MULTI_LINE_CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Letters that show nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille pattern. */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Whether a name shows at least one letter (a name of fillers and marks alone is not one). */
export function hasVisibleLetter(value: string): boolean {
  return /\p{L}/u.test(value.replace(BLANK_LETTERS, ''));
}

/**
 * Text made safe to print on an operator's terminal or in a log line: every control character
 * (C0 but tab and newline when `multiline`, C1, DEL), bidi formatting and invisible character
 * becomes U+FFFD, so a stored value can neither move the cursor, recolour the screen, reorder
 * nor hide what is shown.
 */
export function printable(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): string {
  const pattern = multiline
    ? new RegExp(
        `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069${INVISIBLE_RANGES}]`,
        'gu',
      )
    : new RegExp(SINGLE_LINE_CONTROL.source, 'gu');
  return value.replace(pattern, '\ufffd');
}

export function text(
  raw: unknown,
  {
    max,
    required,
    multiline = false,
    name = false,
  }: { max: number; required: boolean; multiline?: boolean; name?: boolean },
): Text {
  if (raw === undefined || raw === null)
    return required ? { ok: false, why: 'is required' } : { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, why: 'must be a string' };
  const value = raw.trim();
  if (required && value === '') return { ok: false, why: 'is required' };
  if (value.length > max) return { ok: false, why: `must be at most ${max} characters` };
  if ((multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) {
    if (multiline) return { ok: false, why: 'contains control characters' };
    return {
      ok: false,
      why: INVISIBLE.test(value)
        ? 'must not contain invisible characters'
        : 'must be a single line without control characters',
    };
  }
  if (name && value !== '' && !hasVisibleLetter(value))
    return { ok: false, why: 'must contain a visible letter' };
  return { ok: true, value };
}

// One "@", a dotted domain of letters, digits and hyphens; no spaces, quotes or brackets.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > LIMITS.email || !EMAIL.test(value)) return false;
  const [local] = value.split('@');
  return (
    local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..')
  );
}

export function email(raw: unknown): Text {
  const result = text(raw, { max: LIMITS.email, required: true });
  if (!result.ok) return result;
  return isValidEmail(result.value) ? result : { ok: false, why: 'must be a valid email address' };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function choices<T extends string>(
  raw: unknown,
  options: readonly T[],
): { ok: true; value: T[] } | { ok: false; why: string } {
  if (!Array.isArray(raw)) return { ok: false, why: 'must be a list' };
  if (raw.length === 0) return { ok: false, why: 'choose at least one' };
  const seen = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'string' || !options.includes(item as T)) {
      return { ok: false, why: `unknown option (allowed: ${options.join('; ')})` };
    }
    if (seen.has(item)) return { ok: false, why: `"${item}" is listed twice` };
    seen.add(item);
  }
  return { ok: true, value: raw as T[] };
}

export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}
