/**
 * A talent profile's front matter (content/talent/<id>.md): what a hiring manager may read about
 * a person the firm can place, never who they are. One schema for the build, `check:content` and
 * the /admin collection (scripts/build/cms-config.ts). A profile names no one: the fields that
 * would (`PERSONAL_FIELDS`) are refused by name, and no value may hold an email address, a phone
 * number or a link (`personalDetail`). The person's consent to be featured is dated, and a
 * consent older than CONSENT_DAYS (or in the future) is refused.
 */
import { z } from 'zod';
import {
  day,
  oneOf,
  problemsOf as fieldProblems,
  say,
  text,
  type Problem,
} from '@/lib/content/fields';
import { AVAILABILITY } from '@/supabase/functions/_shared/core/talent-network.ts';
import { TALENT_WORKPLACES } from '@/supabase/functions/_shared/core/talent-request.ts';

export { AVAILABILITY, TALENT_WORKPLACES as ARRANGEMENTS };

/** A consent to be featured lasts a year: then the profile must be renewed or removed. */
export const CONSENT_DAYS = 365;

export const PROFILE_FIELDS = [
  'headline',
  'skills',
  'years',
  'arrangement',
  'availability',
  'rate',
  'location',
  'consent',
] as const;

/**
 * Fields that would name or reach the person, refused whatever their value: a profile is
 * anonymous until the person agrees to an introduction.
 */
export const PERSONAL_FIELDS = [
  'name',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'url',
  'website',
  'linkedin',
  'linkedinUrl',
  'github',
  'employer',
  'currentEmployer',
  'company',
  'photo',
  'image',
  'picture',
  'avatar',
] as const;

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|org|net|dev|me|co|us|example)\b/;
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g;

/** What in a text would reach the person (an email address, a phone number, a link), or null. */
export function personalDetail(value: string): string | null {
  if (EMAIL.test(value)) return 'an email address';
  if (LINK.test(value)) return 'a link';
  for (const run of value.match(PHONE_LIKE) ?? [])
    if ((run.match(/\d/g) ?? []).length >= 7) return 'a phone number';
  return null;
}

/** Text that must not reach the person. */
const anonymous = (field: string, example: string, max: number) =>
  text(field, example, { max }).refine((v) => personalDetail(v) === null, {
    error: (issue) =>
      say(
        `holds ${personalDetail(String(issue.input))}: a profile never says how to reach the person`,
        `remove it; hiring managers ask about the person through /hire`,
      ),
  });

export const profileSchema = z.strictObject({
  headline: anonymous('headline', '"Senior data engineer, 9 years, Spark and dbt"', 120).meta({
    label: 'Headline',
    hint: 'What the person does, at what level, with what: never their name or employer.',
  }),
  skills: z
    .array(anonymous('skills', 'Python', 40), {
      error: say(
        'should be a list of skills',
        'write each skill on its own line under skills:, like "  - Python"',
      ),
    })
    .min(1, { error: say('is empty', 'add at least one skill') })
    .max(12, { error: say('has more than 12 skills', 'keep the 12 that matter most') })
    .meta({ label: 'Skills' }),
  years: z
    .number({ error: say('should be a number of years', 'write it like years: 9') })
    .refine(Number.isInteger, { error: say('is not a whole number', 'write it like years: 9') })
    .min(0, { error: say('is below 0', 'write it like years: 9') })
    .max(60, { error: say('is above 60', 'write it like years: 9') })
    .meta({ label: 'Years of experience' }),
  arrangement: z
    .array(oneOf('arrangement', TALENT_WORKPLACES), {
      error: say('should be a list', 'write each arrangement on its own line, like "  - remote"'),
    })
    .min(1, { error: say('is empty', 'add remote, hybrid or onsite') })
    .meta({ label: 'Work arrangement' }),
  availability: oneOf('availability', AVAILABILITY).meta({ label: 'Availability' }),
  rate: anonymous('rate', '"$95–110 an hour"', 80).meta({
    label: 'Rate or salary band',
    hint: 'An hourly rate or a salary band, like "$95–110 an hour" or "$160k–180k a year".',
  }),
  location: anonymous('location', '"Seattle, WA"', 80).meta({
    label: 'Location',
    hint: 'A city and state or a region: never an address.',
  }),
  consent: day('consent', '2026-11-01').meta({
    label: 'Consent to be featured',
    widget: 'date',
    hint: 'The day the person agreed to this profile being shown. It lasts a year.',
  }),
});

export type ProfileFrontMatter = z.infer<typeof profileSchema>;

export function problemsOf(error: z.ZodError): Problem[] {
  return fieldProblems(error, PROFILE_FIELDS, 'see docs/cms.md, "Talent profiles"');
}
