/**
 * A hiring manager's request for talent (the form on /hire), shared by the browser form
 * (components/forms/TalentRequestForm.tsx) and the function `request-talent`. Plain TypeScript
 * like rules.ts, whose field rules it builds on: no Deno, Node or browser-only imports.
 */
import { email as checkEmail, isPlainObject, text as checkText } from './field-rules.ts';
import { LIMITS, type Validation } from './payloads.ts';
import { isPhoneNumber } from './validators.ts';

/** The function the form calls. */
export const TALENT_REQUEST_FUNCTION = 'request-talent';
/** The form's kind: its Turnstile widget's action, and its name in the function's records. */
export const TALENT_REQUEST_KIND = 'talent-request';

/** How the people would work for the client. */
export const ENGAGEMENTS = ['contract', 'contract-to-hire', 'permanent'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];

/** Where the people would work; `location` says where the site is, or the region for remote work. */
export const TALENT_WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export type TalentWorkplace = (typeof TALENT_WORKPLACES)[number];

/** Each engagement as the emails and the Zoho opening name it (the form's words: content/hire.ts). */
export const ENGAGEMENT_LABELS: Record<Engagement, string> = {
  contract: 'Contract',
  'contract-to-hire': 'Contract-to-hire',
  permanent: 'Permanent',
};

/** Each workplace as the emails and the Zoho opening name it (the form's words: content/hire.ts). */
export const WORKPLACE_LABELS: Record<TalentWorkplace, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** Bounds of each field (the form's maxLength and min/max carry the same numbers). */
export const TALENT_LIMITS = {
  company: LIMITS.shortText,
  fullName: LIMITS.shortText,
  email: LIMITS.email,
  phone: LIMITS.phone,
  roleTitle: LIMITS.shortText,
  /** People in one request; a larger team is a managed-services conversation. */
  headcountMin: 1,
  headcountMax: 100,
  location: LIMITS.shortText,
  skills: 1_000,
  description: 5_000,
  budget: 120,
  /** The JSON body a request may take, bot signals included. */
  bodyBytes: 64 * 1024,
} as const;

/** The request exactly as the browser sends it (plus the bot signals, rules.ts BOT_SIGNALS). */
export type TalentRequestPayload = {
  company: string;
  fullName: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** The role to fill, e.g. "Senior Data Engineer". */
  roleTitle: string;
  /** How many people, a whole number from headcountMin to headcountMax. */
  headcount: number;
  engagement: Engagement;
  workplace: TalentWorkplace;
  /** A city and state, or the region or time zones a remote team must work from. */
  location: string;
  /** The skills the people need. */
  skills: string;
  /** What the work is: the team, the project, what a good hire does in the first months. */
  description: string;
  /** The preferred start as YYYY-MM-DD; '' when not given (as soon as possible, or open). */
  startDate: string;
  /** A budget, a rate or a salary range in the visitor's words; '' when not given. */
  budget: string;
  /**
   * The talent profile the hiring manager asked about (its id on /talent, from "Ask about this
   * person": /hire?profile=<id>); '' when none. Optional in the payload.
   */
  profile?: string;
};

/** A request after validation: trimmed text, whitespace in one-line fields collapsed. */
export type TalentRequest = TalentRequestPayload;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD text names a real day (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function oneOf<T extends string>(raw: unknown, options: readonly T[]) {
  if (raw === undefined || raw === null || raw === '')
    return { ok: false as const, why: `is required (one of: ${options.join(', ')})` };
  if (typeof raw !== 'string' || !options.includes(raw as T))
    return { ok: false as const, why: `must be one of: ${options.join(', ')}` };
  return { ok: true as const, value: raw as T };
}

type Check = { ok: true; value: string } | { ok: false; why: string };

/** A one-line text field: bounded, no control characters, runs of spaces made one. */
function line(raw: unknown, max: number, required: boolean, name = false): Check {
  const result = checkText(raw, { max, required, name });
  return result.ok ? { ok: true, value: result.value.replace(/\s+/g, ' ') } : result;
}

/**
 * Checks a request field by field, in the form's order, and answers the value or the first field
 * that is wrong, by its payload name, with why (`{ field: 'email', why: 'must be a valid email
 * address' }`). Never throws. The browser runs it before sending (its message shown on the
 * field); the function runs it on what arrives and refuses with `400 { error: "<field>: <why>" }`.
 */
export function validateTalentRequest(raw: unknown): Validation<TalentRequest> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const company = line(raw.company, TALENT_LIMITS.company, true);
  if (!company.ok) return fail('company', company.why);
  const fullName = line(raw.fullName, TALENT_LIMITS.fullName, true, true);
  if (!fullName.ok) return fail('fullName', fullName.why);
  const email = checkEmail(raw.email);
  if (!email.ok) return fail('email', email.why);
  const phone = line(raw.phone, TALENT_LIMITS.phone, false);
  if (!phone.ok) return fail('phone', phone.why);
  if (phone.value !== '' && !isPhoneNumber(phone.value))
    return fail('phone', 'must be a phone number: digits, spaces and + ( ) . - only');
  const roleTitle = line(raw.roleTitle, TALENT_LIMITS.roleTitle, true);
  if (!roleTitle.ok) return fail('roleTitle', roleTitle.why);
  const { headcount } = raw;
  const { headcountMin: min, headcountMax: max } = TALENT_LIMITS;
  if (typeof headcount !== 'number' || !Number.isInteger(headcount) || headcount < min)
    return fail('headcount', `must be a whole number of people, at least ${min}`);
  if (headcount > max)
    return fail('headcount', `must be at most ${max}; for a larger team, describe it in the work`);
  const engagement = oneOf(raw.engagement, ENGAGEMENTS);
  if (!engagement.ok) return fail('engagement', engagement.why);
  const workplace = oneOf(raw.workplace, TALENT_WORKPLACES);
  if (!workplace.ok) return fail('workplace', workplace.why);
  const location = line(raw.location, TALENT_LIMITS.location, true);
  if (!location.ok) return fail('location', location.why);
  const skills = checkText(raw.skills, {
    max: TALENT_LIMITS.skills,
    required: true,
    multiline: true,
  });
  if (!skills.ok) return fail('skills', skills.why);
  const description = checkText(raw.description, {
    max: TALENT_LIMITS.description,
    required: true,
    multiline: true,
  });
  if (!description.ok) return fail('description', description.why);
  const startDate = line(raw.startDate, 10, false);
  if (!startDate.ok) return fail('startDate', startDate.why);
  if (startDate.value !== '' && !isCalendarDate(startDate.value))
    return fail('startDate', 'must be a date as YYYY-MM-DD');
  const budget = line(raw.budget, TALENT_LIMITS.budget, false);
  if (!budget.ok) return fail('budget', budget.why);
  const profile = raw.profile ?? '';
  if (typeof profile !== 'string' || (profile !== '' && !isProfileId(profile)))
    return fail('profile', "must be a talent profile's id, as in /talent");
  return {
    ok: true,
    value: {
      company: company.value,
      fullName: fullName.value,
      email: email.value,
      phone: phone.value,
      roleTitle: roleTitle.value,
      headcount,
      engagement: engagement.value,
      workplace: workplace.value,
      location: location.value,
      skills: skills.value,
      description: description.value,
      startDate: startDate.value,
      budget: budget.value,
      ...(profile ? { profile } : {}),
    },
  };
}

/** Whether a text is a talent profile's id: its file name under content/talent, lower-case words and hyphens. */
export function isProfileId(value: string): boolean {
  return value.length <= LIMITS.slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

function fail<T>(field: keyof TalentRequestPayload | 'body', why: string): Validation<T> {
  return { ok: false, error: { field, why } };
}

/** The domain of a validated address, lower-cased: the key a client is matched by. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
