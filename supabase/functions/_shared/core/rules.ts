/**
 * The one set of form rules, shared by the browser forms and the Edge Functions.
 * Plain TypeScript: no Deno, Node or browser-only imports, so every runtime can load it.
 */

/** The contact form's payload, exactly as the browser sends it. */
export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

export const PRIMARY_SKILLS = [
  'AI / ML Engineering',
  'Data Science',
  'Cloud / DevOps',
  'Software Development',
  'Product / Project Management',
  'Marketing / Growth',
] as const;
export type PrimarySkill = (typeof PRIMARY_SKILLS)[number];

export const WORK_TYPES = [
  'Full-Time',
  'Contract',
  'Fractional',
  'Remote',
  'Hybrid',
  'Onsite',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/** The Tech Refugee registration payload, exactly as the browser sends it. */
export type RegistrationPayload = {
  fullName: string;
  email: string;
  linkedinUrl: string;
  recentEmployer: string;
  role: string;
  primarySkills: PrimarySkill[];
  preferredWorkType: WorkType[];
  careerGoal: string;
  /** Base64 of the file's bytes, no data-URL prefix; '' when no file was chosen. */
  resumeBase64: string;
  /** The chosen file's name; '' when no file was chosen. */
  resumeFilename: string;
};

/**
 * A job application from a role's page (/jobs/<slug>), exactly as the browser sends it. The
 * resume follows the registration's rules (one set: validateResume below); here it is required.
 */
export type ApplicationPayload = {
  /** The role's slug, as its page's address has it (content/jobs/<slug>.md). */
  jobSlug: string;
  fullName: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** '' when not given. */
  linkedinUrl: string;
  /** A short note to the recruiter; '' when not given. */
  note: string;
  resumeBase64: string;
  resumeFilename: string;
};

/** What a job alert matches on, as the subscribe form and the criteria page send it. */
export const ALERT_WORKPLACES = ['any', 'remote', 'onsite'] as const;
export type AlertWorkplace = (typeof ALERT_WORKPLACES)[number];
export const ALERT_TERMS = ['any', 'contract', 'permanent'] as const;
export type AlertTerms = (typeof ALERT_TERMS)[number];

export type AlertCriteria = {
  /** Words every matching role's text holds ("data engineer"); '' for any role. */
  keywords: string;
  /** A city, a state or a region the role's place names ("Seattle", "WA"); '' for anywhere. */
  place: string;
  /** 'remote' only remote roles; 'onsite' on-site and hybrid ones; 'any' both. */
  workplace: AlertWorkplace;
  /** 'contract' contract and temporary roles; 'permanent' full- and part-time ones; 'any' both. */
  terms: AlertTerms;
};

/** The job alert form's payload, exactly as the browser sends it (plus the bot signals). */
export type JobAlertPayload = AlertCriteria & { email: string };

/**
 * Signals the browser forms add beside the form's own fields, so a function can tell a person from
 * a script without asking the person anything. Every field is optional to the validators.
 */
export const BOT_SIGNALS = {
  /** A honeypot input, hidden from people, screen readers and autofill: a person leaves it empty. */
  honeypot: 'referralCode',
  /** Milliseconds from the page's start to the submit (`performance.now()` when sending). */
  elapsed: 'elapsedMs',
  /** The Cloudflare Turnstile token, when the widget is configured. */
  turnstile: 'turnstileToken',
} as const;

/** The bot signals as they travel in a payload. */
export type BotSignalFields = {
  referralCode?: string;
  elapsedMs?: number;
  turnstileToken?: string;
};

export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** A registration after validation: trimmed text, the resume decoded and typed by its bytes. */
export type Registration = Omit<RegistrationPayload, 'resumeBase64' | 'resumeFilename'> & {
  /** The file as strict base64 (as sent), with its decoded size and its type from its bytes. */
  resume: Resume | null;
};

/** A resume after validation: strict base64 (as sent), its decoded size, its type from its bytes. */
export type Resume = {
  filename: string;
  kind: ResumeKind;
  contentType: string;
  size: number;
  base64: string;
};

/** An application after validation: trimmed text, the resume decoded and typed by its bytes. */
export type Application = Omit<ApplicationPayload, 'resumeBase64' | 'resumeFilename'> & {
  resume: Resume;
};

/** The spec's answer to a file that is not what it says (the page shows "Invalid file type"). */
export const INVALID_FILE_TYPE = 'Invalid file type: please upload a PDF or DOCX file';

/** Resume limit: 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** What the file picker offers and which content types the browser accepts. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Server bounds (the browser form has none beyond its native checks). */
export const LIMITS = {
  shortText: 200,
  email: 254,
  phone: 40,
  note: 2_000,
  alertKeywords: 100,
  alertPlace: 80,
  slug: 120,
  longText: 10_000,
  url: 2_048,
  filename: 255,
  contactBodyBytes: 64 * 1024,
  registrationBodyBytes: 8 * 1024 * 1024,
  applicationBodyBytes: 8 * 1024 * 1024,
} as const;

export type FieldError = { field: string; why: string };
export type Validation<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/** "<field>: <why>", the text every refusal carries. */
export function describeError(error: FieldError): string {
  return `${error.field}: ${error.why}`;
}

// ---------------------------------------------------------------------------------------------
// The browser's resume check (by the file's declared content type and size).

export type ResumeCheck =
  { ok: true } | { ok: false; reason: 'type' | 'size'; title: string; description: string };

/** The spec's toast for a file of another type, in the browser or refused by the function. */
export const INVALID_FILE_TYPE_TOAST = {
  title: 'Invalid file type',
  description: 'Please upload a PDF or DOCX file',
} as const;

export function checkResumeFile(file: { type: string; size: number }): ResumeCheck {
  if (!Object.values(RESUME_CONTENT_TYPES).includes(file.type)) {
    return { ok: false, reason: 'type', ...INVALID_FILE_TYPE_TOAST };
  }
  if (file.size > MAX_RESUME_BYTES) {
    return {
      ok: false,
      reason: 'size',
      title: 'File too large',
      description: 'Please upload a file smaller than 5MB',
    };
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Field rules.

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

function text(
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

function email(raw: unknown): Text {
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

function choices<T extends string>(
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

function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

// ---------------------------------------------------------------------------------------------
// Resume bytes.

const BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

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

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
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
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
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

// ---------------------------------------------------------------------------------------------
// The two validators. They never throw: any input gets a value or one field error.

function fail<T>(field: string, why: string): Validation<T> {
  return { ok: false, error: { field, why } };
}

export function validateContact(raw: unknown): Validation<ContactMessage> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const name = text(raw.name, { max: LIMITS.shortText, required: true, name: true });
  if (!name.ok) return fail('name', name.why);
  const mail = email(raw.email);
  if (!mail.ok) return fail('email', mail.why);
  const subject = text(raw.subject, { max: LIMITS.shortText, required: true });
  if (!subject.ok) return fail('subject', subject.why);
  const message = text(raw.message, { max: LIMITS.longText, required: true, multiline: true });
  if (!message.ok) return fail('message', message.why);
  return {
    ok: true,
    value: { name: name.value, email: mail.value, subject: subject.value, message: message.value },
  };
}

export function validateRegistration(raw: unknown): Validation<Registration> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const fullName = text(raw.fullName, { max: LIMITS.shortText, required: true, name: true });
  if (!fullName.ok) return fail('fullName', fullName.why);
  const mail = email(raw.email);
  if (!mail.ok) return fail('email', mail.why);
  const linkedinUrl = text(raw.linkedinUrl, { max: LIMITS.url, required: false });
  if (!linkedinUrl.ok) return fail('linkedinUrl', linkedinUrl.why);
  if (linkedinUrl.value !== '' && !isHttpUrl(linkedinUrl.value)) {
    return fail('linkedinUrl', 'must be an http(s) URL');
  }
  const recentEmployer = text(raw.recentEmployer, { max: LIMITS.shortText, required: true });
  if (!recentEmployer.ok) return fail('recentEmployer', recentEmployer.why);
  const role = text(raw.role, { max: LIMITS.shortText, required: true });
  if (!role.ok) return fail('role', role.why);
  const skills = choices(raw.primarySkills, PRIMARY_SKILLS);
  if (!skills.ok) return fail('primarySkills', skills.why);
  const workTypes = choices(raw.preferredWorkType, WORK_TYPES);
  if (!workTypes.ok) return fail('preferredWorkType', workTypes.why);
  const careerGoal = text(raw.careerGoal, {
    max: LIMITS.longText,
    required: true,
    multiline: true,
  });
  if (!careerGoal.ok) return fail('careerGoal', careerGoal.why);

  const resume = validateResume(raw, { required: false });
  if (!resume.ok) return resume;
  return {
    ok: true,
    value: {
      fullName: fullName.value,
      email: mail.value,
      linkedinUrl: linkedinUrl.value,
      recentEmployer: recentEmployer.value,
      role: role.value,
      primarySkills: skills.value,
      preferredWorkType: workTypes.value,
      careerGoal: careerGoal.value,
      resume: resume.value,
    },
  };
}

/** A role's slug as content/jobs names its files: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A phone number as people type it: digits, spaces, + ( ) . - / and an extension. */
const PHONE = /^\+?[0-9 ().\-/]{7,}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

export function validateApplication(raw: unknown): Validation<Application> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  if (
    typeof raw.jobSlug !== 'string' ||
    raw.jobSlug.length > LIMITS.slug ||
    !SLUG.test(raw.jobSlug)
  ) {
    return fail('jobSlug', "must be a role's slug, as in /jobs/<slug>");
  }
  const fullName = text(raw.fullName, { max: LIMITS.shortText, required: true, name: true });
  if (!fullName.ok) return fail('fullName', fullName.why);
  const mail = email(raw.email);
  if (!mail.ok) return fail('email', mail.why);
  const phone = text(raw.phone, { max: LIMITS.phone, required: false });
  if (!phone.ok) return fail('phone', phone.why);
  if (
    phone.value !== '' &&
    (!PHONE.test(phone.value) || (phone.value.match(/[0-9]/g) ?? []).length < 7)
  ) {
    return fail('phone', 'must be a phone number: digits, spaces and + ( ) . - only');
  }
  const linkedinUrl = text(raw.linkedinUrl, { max: LIMITS.url, required: false });
  if (!linkedinUrl.ok) return fail('linkedinUrl', linkedinUrl.why);
  if (linkedinUrl.value !== '' && !isHttpUrl(linkedinUrl.value))
    return fail('linkedinUrl', 'must be an http(s) URL');
  const note = text(raw.note, { max: LIMITS.note, required: false, multiline: true });
  if (!note.ok) return fail('note', note.why);
  const resume = validateResume(raw, { required: true });
  if (!resume.ok) return resume;
  return {
    ok: true,
    value: {
      jobSlug: raw.jobSlug,
      fullName: fullName.value,
      email: mail.value,
      phone: phone.value,
      linkedinUrl: linkedinUrl.value,
      note: note.value,
      resume: resume.value!,
    },
  };
}

function oneOf<T extends string>(raw: unknown, options: readonly T[], fallback: T) {
  if (raw === undefined || raw === null || raw === '')
    return { ok: true as const, value: fallback };
  if (typeof raw !== 'string' || !options.includes(raw as T))
    return { ok: false as const, why: `must be one of: ${options.join(', ')}` };
  return { ok: true as const, value: raw as T };
}

/** A job alert's criteria: every field optional, none given matches every role. */
export function validateAlertCriteria(raw: unknown): Validation<AlertCriteria> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const keywords = text(raw.keywords, { max: LIMITS.alertKeywords, required: false });
  if (!keywords.ok) return fail('keywords', keywords.why);
  const place = text(raw.place, { max: LIMITS.alertPlace, required: false });
  if (!place.ok) return fail('place', place.why);
  const workplace = oneOf(raw.workplace, ALERT_WORKPLACES, 'any');
  if (!workplace.ok) return fail('workplace', workplace.why);
  const terms = oneOf(raw.terms, ALERT_TERMS, 'any');
  if (!terms.ok) return fail('terms', terms.why);
  return {
    ok: true,
    value: {
      keywords: keywords.value.replace(/\s+/g, ' '),
      place: place.value.replace(/\s+/g, ' '),
      workplace: workplace.value,
      terms: terms.value,
    },
  };
}

/** The job alert form: an address and the criteria. */
export function validateJobAlert(raw: unknown): Validation<JobAlertPayload> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const mail = email(raw.email);
  if (!mail.ok) return fail('email', mail.why);
  const criteria = validateAlertCriteria(raw);
  if (!criteria.ok) return criteria;
  return { ok: true, value: { email: mail.value, ...criteria.value } };
}

/**
 * A payload's resume (`resumeBase64`, `resumeFilename`): strict base64 of at most 5 MB whose bytes
 * are a PDF, DOC or DOCX and whose name says the same. Optional on the registration form,
 * required on an application. (The structure check, resume-check.ts, runs after this.)
 */
export function validateResume(
  raw: Record<string, unknown>,
  { required }: { required: boolean },
): Validation<Resume | null> {
  const b64 = raw.resumeBase64 ?? '';
  const filename = raw.resumeFilename ?? '';
  if (typeof b64 !== 'string') return fail('resumeBase64', 'must be a string');
  if (typeof filename !== 'string') return fail('resumeFilename', 'must be a string');
  let resume: Resume | null = null;
  if (b64 === '' && filename.trim() !== '')
    return fail('resumeBase64', 'is required when resumeFilename is given');
  if (b64 !== '') {
    if (filename.trim() === '')
      return fail('resumeFilename', 'is required when a resume is attached');
    if (filename.length > LIMITS.filename)
      return fail('resumeFilename', `must be at most ${LIMITS.filename} characters`);
    if (b64.length % 4 !== 0 || !BASE64.test(b64))
      return fail('resumeBase64', 'must be strict base64');
    if (base64DecodedLength(b64) > MAX_RESUME_BYTES)
      return fail('resumeBase64', 'the file must be at most 5 MB');
    // The first bytes tell PDF and OLE apart; only a ZIP needs decoding whole (to find word/).
    const head = decodeBase64Strict(b64.slice(0, 12));
    const kind =
      head && startsWith(head, ZIP_MAGIC)
        ? sniffResume(decodeBase64Strict(b64)!)
        : head && sniffResume(head);
    if (!kind)
      return fail('resumeBase64', `${INVALID_FILE_TYPE} (it is not a PDF, DOC or DOCX document)`);
    const safeName = sanitizeFilename(filename.trim());
    const ext = extensionOf(safeName);
    if (ext !== 'pdf' && ext !== 'doc' && ext !== 'docx') {
      return fail('resumeFilename', 'must end in .pdf, .doc or .docx');
    }
    if (ext !== kind)
      return fail('resumeFilename', `does not match the file's content (${kind.toUpperCase()})`);
    resume = {
      filename: safeName,
      kind,
      contentType: RESUME_CONTENT_TYPES[kind],
      size: base64DecodedLength(b64),
      base64: b64,
    };
  }
  if (required && !resume) return fail('resumeBase64', 'a resume (PDF, DOC or DOCX) is required');
  return { ok: true, value: resume };
}

// ---------------------------------------------------------------------------------------------
// The bot signals beside a payload (BOT_SIGNALS). Each is optional; a malformed one is refused
// like any other field, so a typo in a client is seen at once rather than read as a bot.

/** Cloudflare documents Turnstile tokens as at most 2048 characters. */
export const MAX_TURNSTILE_TOKEN = 2048;

export function validateBotSignals(raw: Record<string, unknown>): Validation<BotSignalFields> {
  const value: BotSignalFields = {};
  const honeypot = raw[BOT_SIGNALS.honeypot];
  if (honeypot !== undefined && honeypot !== null) {
    if (typeof honeypot !== 'string') return fail(BOT_SIGNALS.honeypot, 'must be a string');
    if (honeypot.length > LIMITS.shortText)
      return fail(BOT_SIGNALS.honeypot, `must be at most ${LIMITS.shortText} characters`);
    value.referralCode = honeypot;
  }
  const elapsed = raw[BOT_SIGNALS.elapsed];
  if (elapsed !== undefined && elapsed !== null) {
    if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < 0) {
      return fail(BOT_SIGNALS.elapsed, 'must be a non-negative number of milliseconds');
    }
    value.elapsedMs = elapsed;
  }
  const token = raw[BOT_SIGNALS.turnstile];
  if (token !== undefined && token !== null) {
    if (typeof token !== 'string') return fail(BOT_SIGNALS.turnstile, 'must be a string');
    if (token.length > MAX_TURNSTILE_TOKEN)
      return fail(BOT_SIGNALS.turnstile, `must be at most ${MAX_TURNSTILE_TOKEN} characters`);
    value.turnstileToken = token;
  }
  return { ok: true, value };
}

/** The field rules other shared rule files build on (core/talent-request.ts). */
export { text as checkText, email as checkEmail, isPlainObject, PHONE as PHONE_NUMBER };
