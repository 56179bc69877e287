/**
 * The validators of the forms' payloads (the contact form, the registration, the application,
 * the job alert and its criteria, a resume). They never throw: any input gets a value or one
 * field error. Part of the form rules (rules.ts); plain TypeScript.
 */
import { choices, email, isHttpUrl, isPlainObject, text } from './field-rules.ts';
import {
  ALERT_TERMS,
  ALERT_WORKPLACES,
  INVALID_FILE_TYPE,
  LIMITS,
  MAX_RESUME_BYTES,
  PRIMARY_SKILLS,
  RESUME_CONTENT_TYPES,
  WORK_TYPES,
  type AlertCriteria,
  type Application,
  type ContactMessage,
  type JobAlertPayload,
  type Registration,
  type Resume,
  type Validation,
} from './payloads.ts';
import {
  base64DecodedLength,
  BASE64,
  decodeBase64Strict,
  extensionOf,
  sanitizeFilename,
  sniffResume,
  startsWith,
  ZIP_MAGIC,
} from './resume-bytes.ts';

/** One field's refusal. */
export function fail<T>(field: string, why: string): Validation<T> {
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

/** Whether a typed phone number is one: the characters people type, and at least seven digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value) && (value.match(/[0-9]/g) ?? []).length >= 7;
}

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
  if (phone.value !== '' && !isPhoneNumber(phone.value)) {
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
