/**
 * Joining the firm's talent network (the form on /talent-network), shared by the browser form
 * (components/forms/TalentNetworkForm.tsx) and the function `join-talent-network`. Plain
 * TypeScript like rules.ts, whose field rules it builds on: the roles and skills are the Tech
 * Refugee registration's options (PRIMARY_SKILLS), the engagements and workplaces a request for
 * talent's, the resume the other resume fields' rules (validateResume). No Deno, Node or
 * browser-only imports.
 */
import { choices, email as checkEmail, isHttpUrl, isPlainObject, text } from './field-rules.ts';
import {
  LIMITS,
  PRIMARY_SKILLS,
  type AlertCriteria,
  type PrimarySkill,
  type Resume,
  type Validation,
} from './payloads.ts';
import {
  ENGAGEMENTS,
  TALENT_WORKPLACES,
  type Engagement,
  type TalentWorkplace,
} from './talent-request.ts';
import { isPhoneNumber, validateResume } from './validators.ts';

/** The function the form calls. */
export const TALENT_NETWORK_FUNCTION = 'join-talent-network';
/** The Source a new candidate from the talent network carries in Zoho Recruit. */
export const NETWORK_SOURCE = 'Talent network';
/** The form's kind: its Turnstile widget's action, and its name in the function's records. */
export const TALENT_NETWORK_KIND = 'talent-network';

/** When the person can start. */
export const AVAILABILITY = ['now', 'two-weeks', 'one-month', 'later'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/**
 * Whether the person may work in the US without the employer's sponsorship: the lawful question
 * an employer may ask before an offer (never citizenship or national origin).
 */
export const WORK_AUTHORIZATION = ['authorized', 'sponsorship'] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATION)[number];

/** Each availability as the recruiters' email and the Zoho note name it (the form's words: content/talent-network.ts). */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  now: 'Now',
  'two-weeks': 'Within two weeks',
  'one-month': 'Within a month',
  later: 'Later than a month',
};

/** The answer to the work authorization question, as the recruiters read it. */
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  authorized: 'Authorized to work in the US',
  sponsorship: 'Will need sponsorship',
};

/** Bounds of each field (the form's maxLength and min/max carry the same numbers). */
export const NETWORK_LIMITS = {
  fullName: LIMITS.shortText,
  role: LIMITS.shortText,
  location: LIMITS.alertPlace,
  yearsMax: 60,
  /** The JSON body a join may take: a resume of 5 MB as base64, the fields and the bot signals. */
  bodyBytes: LIMITS.applicationBodyBytes,
} as const;

/** A join exactly as the browser sends it (plus the bot signals, rules.ts BOT_SIGNALS). */
export type TalentNetworkPayload = {
  fullName: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** '' when not given. */
  linkedinUrl: string;
  /** The role they do or want, e.g. "Data engineer". */
  role: string;
  primarySkills: PrimarySkill[];
  /** Whole years of experience in the field, 0 to NETWORK_LIMITS.yearsMax. */
  years: number;
  workplaces: TalentWorkplace[];
  engagements: Engagement[];
  /** A city and state, or a region; '' when any place (remote) will do. */
  location: string;
  availability: Availability;
  workAuthorization: WorkAuthorization;
  /** Opted in to job alerts matching what they gave (a double opt-in: a confirmation is sent). */
  jobAlerts: boolean;
  resumeBase64: string;
  resumeFilename: string;
};

/** A join after validation: trimmed text, the resume decoded and typed by its bytes. */
export type TalentNetworkJoin = Omit<TalentNetworkPayload, 'resumeBase64' | 'resumeFilename'> & {
  resume: Resume;
};

function fail<T>(field: keyof TalentNetworkPayload | 'body', why: string): Validation<T> {
  return { ok: false, error: { field, why } };
}

function oneOf<T extends string>(raw: unknown, options: readonly T[]) {
  if (raw === undefined || raw === null || raw === '')
    return { ok: false as const, why: `is required (one of: ${options.join(', ')})` };
  if (typeof raw !== 'string' || !options.includes(raw as T))
    return { ok: false as const, why: `must be one of: ${options.join(', ')}` };
  return { ok: true as const, value: raw as T };
}

/** A one-line text field: bounded, no control characters, runs of spaces made one. */
function line(raw: unknown, max: number, required: boolean, name = false) {
  const result = text(raw, { max, required, name });
  return result.ok ? { ok: true as const, value: result.value.replace(/\s+/g, ' ') } : result;
}

/** The fields before the resume, in the form's order; the first wrong one by its payload name. */
function validatePerson(raw: Record<string, unknown>) {
  const fullName = line(raw.fullName, NETWORK_LIMITS.fullName, true, true);
  if (!fullName.ok) return fail<never>('fullName', fullName.why);
  const email = checkEmail(raw.email);
  if (!email.ok) return fail<never>('email', email.why);
  const phone = line(raw.phone, LIMITS.phone, false);
  if (!phone.ok) return fail<never>('phone', phone.why);
  if (phone.value !== '' && !isPhoneNumber(phone.value))
    return fail<never>('phone', 'must be a phone number: digits, spaces and + ( ) . - only');
  const linkedinUrl = line(raw.linkedinUrl, LIMITS.url, false);
  if (!linkedinUrl.ok) return fail<never>('linkedinUrl', linkedinUrl.why);
  if (linkedinUrl.value !== '' && !isHttpUrl(linkedinUrl.value))
    return fail<never>('linkedinUrl', 'must be an http(s) URL');
  return {
    ok: true as const,
    value: {
      fullName: fullName.value,
      email: email.value,
      phone: phone.value,
      linkedinUrl: linkedinUrl.value,
    },
  };
}

/** What they do and how they want to work. */
function validateWork(raw: Record<string, unknown>) {
  const role = line(raw.role, NETWORK_LIMITS.role, true);
  if (!role.ok) return fail<never>('role', role.why);
  const skills = choices(raw.primarySkills, PRIMARY_SKILLS);
  if (!skills.ok) return fail<never>('primarySkills', skills.why);
  const { years } = raw;
  if (typeof years !== 'number' || !Number.isInteger(years) || years < 0)
    return fail<never>('years', 'must be a whole number of years, 0 or more');
  if (years > NETWORK_LIMITS.yearsMax)
    return fail<never>('years', `must be at most ${NETWORK_LIMITS.yearsMax}`);
  const workplaces = choices(raw.workplaces, TALENT_WORKPLACES);
  if (!workplaces.ok) return fail<never>('workplaces', workplaces.why);
  const engagements = choices(raw.engagements, ENGAGEMENTS);
  if (!engagements.ok) return fail<never>('engagements', engagements.why);
  const location = line(raw.location, NETWORK_LIMITS.location, false);
  if (!location.ok) return fail<never>('location', location.why);
  const availability = oneOf(raw.availability, AVAILABILITY);
  if (!availability.ok) return fail<never>('availability', availability.why);
  const workAuthorization = oneOf(raw.workAuthorization, WORK_AUTHORIZATION);
  if (!workAuthorization.ok) return fail<never>('workAuthorization', workAuthorization.why);
  if (raw.jobAlerts !== undefined && typeof raw.jobAlerts !== 'boolean')
    return fail<never>('jobAlerts', 'must be true or false');
  return {
    ok: true as const,
    value: {
      role: role.value,
      primarySkills: skills.value,
      years,
      workplaces: workplaces.value,
      engagements: engagements.value,
      location: location.value,
      availability: availability.value,
      workAuthorization: workAuthorization.value,
      jobAlerts: raw.jobAlerts === true,
    },
  };
}

/**
 * Checks a join field by field, in the form's order, and answers the value or the first field
 * that is wrong, by its payload name, with why. Never throws. The browser runs it before sending
 * (but the resume, which it checks as the other forms do); the function runs it on what arrives
 * and refuses with `400 { error: "<field>: <why>" }`. The resume is required.
 */
export function validateTalentNetwork(raw: unknown): Validation<TalentNetworkJoin> {
  if (!isPlainObject(raw)) return fail('body', 'must be a JSON object');
  const person = validatePerson(raw);
  if (!person.ok) return person;
  const work = validateWork(raw);
  if (!work.ok) return work;
  const resume = validateResume(raw, { required: true });
  if (!resume.ok) return resume;
  return { ok: true, value: { ...person.value, ...work.value, resume: resume.value! } };
}

/**
 * The job alert a join opts in to, from what was given: the role as the keywords, the place,
 * remote or on-site when only that was chosen, contract or permanent when only those were.
 */
export function alertCriteriaOf(
  join: Pick<TalentNetworkJoin, 'role' | 'location' | 'workplaces' | 'engagements'>,
): AlertCriteria {
  const only = <T>(list: readonly T[], value: T) => list.length === 1 && list[0] === value;
  const permanent = join.engagements.includes('permanent');
  return {
    keywords: join.role.slice(0, LIMITS.alertKeywords),
    place: only(join.workplaces, 'remote') ? '' : join.location.slice(0, LIMITS.alertPlace),
    workplace: only(join.workplaces, 'remote')
      ? 'remote'
      : join.workplaces.includes('remote')
        ? 'any'
        : only(join.workplaces, 'onsite')
          ? 'onsite'
          : 'any',
    terms: only(join.engagements, 'permanent') ? 'permanent' : permanent ? 'any' : 'contract',
  };
}
