/**
 * What each form sends and what it becomes once validated: the payloads, their bounds, the field
 * error every refusal carries, and the browser's own check of a chosen resume. Part of the form
 * rules (rules.ts) shared by the browser forms and the Edge Functions; plain TypeScript.
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
