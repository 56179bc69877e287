/**
 * An opening's front matter: exactly these keys, named after schema.org's JobPosting where it has
 * one, so recruiters, the sync from the careers provider and the tests can rely on them. Every
 * rule says what is wrong and how to write it, for the recruiter who wrote the file.
 * Washington (RCW 49.58.110) requires every posting to show a pay range and a general description
 * of benefits: an opening without them is refused.
 */
import { z } from 'zod';

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY'] as const;
export const REMOTE_KINDS = ['onsite', 'hybrid', 'remote'] as const;
export const PAY_UNITS = ['HOUR', 'YEAR'] as const;

export const JOB_FIELDS = [
  'title',
  'datePosted',
  'validThrough',
  'employmentType',
  'city',
  'region',
  'country',
  'remote',
  'payMin',
  'payMax',
  'payUnit',
  'benefits',
  'applyUrl',
] as const;

/** YAML reads 2026-01-05 as a Date: take the calendar day it wrote. */
const dayFromYaml = (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value);

function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.getUTCMonth() === Number(match[2]) - 1 && d.getUTCDate() === Number(match[3]);
}

const day = (field: string) =>
  z.preprocess(
    dayFromYaml,
    z
      .string({ error: (i) => (i.input === undefined ? `missing: add a line like ${field}: 2026-01-05` : `expected a date like ${field}: 2026-01-05`) })
      .refine(isRealDay, { error: (i) => `"${String(i.input)}" is not a date: write year-month-day, like ${field}: 2026-01-05` }),
  );

const text = (field: string, example: string, max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? `missing: add a line like ${field}: ${example}` : `expected text, like ${field}: ${example}`) })
    .trim()
    .min(1, { error: `is empty: write it, like ${field}: ${example}` })
    .max(max, { error: `is too long: keep it to ${max} characters or fewer` });

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: (i) => `${i.input === undefined ? 'missing' : `"${String(i.input)}" is not allowed`}: write one of ${values.join(', ')}, like ${field}: ${values[0]}` });

const pay = (field: string) =>
  z
    .number({
      error: (i) =>
        i.input === undefined
          ? `missing: Washington law requires a pay range on every posting; add ${field}: 85 (a number, no $ or commas)`
          : `expected a number, like ${field}: 85 (no $ or commas)`,
    })
    .positive({ error: `must be more than 0` });

export const jobSchema = z
  .strictObject(
    {
      title: text('title', '"Senior Cloud Engineer (Contract)"', 120),
      datePosted: day('datePosted'),
      validThrough: day('validThrough'),
      employmentType: oneOf('employmentType', EMPLOYMENT_TYPES),
      city: text('city', 'Seattle', 80).optional(),
      region: text('region', 'WA', 80).optional(),
      country: z
        .string({ error: 'expected a two-letter country code, like country: US' })
        .regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code in capitals, like country: US' })
        .default('US'),
      remote: oneOf('remote', REMOTE_KINDS),
      payMin: pay('payMin'),
      payMax: pay('payMax'),
      payUnit: oneOf('payUnit', PAY_UNITS),
      benefits: text('benefits', '"Medical, dental and vision from day one; paid sick leave; 401(k)."', 400).refine((v) => v.length >= 20, {
        error: 'is too short: Washington law requires a general description of the benefits, like "Medical, dental and vision; 401(k); paid time off."',
      }),
      applyUrl: z
        .string({ error: (i) => (i.input === undefined ? 'missing: add the provider\'s application page, like applyUrl: https://…' : 'expected an address') })
        .url({ error: 'expected a full address starting with https://' })
        .refine((u) => u.startsWith('https://'), { error: 'expected a secure address starting with https://' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'expected front matter fields') },
  )
  .superRefine((job, ctx) => {
    if (job.payMin > job.payMax) ctx.addIssue({ code: 'custom', path: ['payMin'], message: `is more than payMax (${job.payMin} > ${job.payMax}): the range goes from the lower to the higher` });
    if (job.datePosted > job.validThrough) ctx.addIssue({ code: 'custom', path: ['validThrough'], message: `is before datePosted (${job.validThrough} < ${job.datePosted}): an opening closes after it is posted` });
    if (job.remote !== 'remote' && !job.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'missing: an onsite or hybrid role needs its city, like city: Seattle' });
    if (job.remote !== 'remote' && !job.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'missing: an onsite or hybrid role needs its state, like region: WA' });
  });

export type JobFrontMatter = z.output<typeof jobSchema>;

export type JobProblem = { field: string; message: string };

export function problemsOf(error: z.ZodError): JobProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: key, message: `unknown field (the fields are ${JOB_FIELDS.join(', ')}; check the spelling)` }))
      : [{ field: issue.path.join('.') || '(front matter)', message: issue.message }],
  );
}
