/**
 * An opening's front matter: exactly these keys, named after schema.org's JobPosting where it has
 * one, so recruiters, the sync from the careers provider and the tests can rely on them. Every
 * rule says what is wrong and how to write it, for the recruiter who wrote the file.
 * Washington (RCW 49.58.110) requires every posting to show a pay range and a general description
 * of all the benefits and other compensation; Colorado (7 CCR 1103-18, rule 11.1.1) and Illinois
 * (820 ILCS 112) ask the same, and Colorado also when applications close and how to apply. An
 * opening without them is refused. Which law asks for each field: `LAWS` below and docs/jobs.md,
 * "Openings as content".
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

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY'] as const;
export const REMOTE_KINDS = ['onsite', 'hybrid', 'remote'] as const;
export const PAY_UNITS = ['HOUR', 'YEAR'] as const;
/** Who hires: the firm (it employs the contractor), a client it names, or a client it does not. */
export const HIRERS = ['firm', 'client', 'confidential'] as const;

/** What an opening writes when a role has no bonus, commission, overtime or per diem. */
export const NO_OTHER_COMPENSATION = 'none';

/** The laws that ask for the fields, named in refusals (check:content, /admin, jobs:sync). */
export const LAWS = {
  pay: 'Washington RCW 49.58.110, Colorado 7 CCR 1103-18 rule 11.1.1, Illinois 820 ILCS 112/10',
  deadline: 'Colorado 7 CCR 1103-18 rule 11.1.1(D)',
  citizenship:
    "Washington's law against discrimination (RCW 49.60, citizenship or immigration status) and federal law (8 U.S.C. 1324b)",
} as const;

/** The law each field answers to, for a refusal that names it. */
export const LAW_OF_FIELD: Partial<Record<(typeof JOB_FIELDS)[number], string>> = {
  payMin: LAWS.pay,
  payMax: LAWS.pay,
  payUnit: LAWS.pay,
  benefits: LAWS.pay,
  otherCompensation: LAWS.pay,
  validThrough: LAWS.deadline,
  applicationDeadline: LAWS.deadline,
  restrictionReason: LAWS.citizenship,
};

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
  'otherCompensation',
  'applicationDeadline',
  'hiredBy',
  'clientName',
  'clientUrl',
  'restrictionReason',
  'applyUrl',
  'zohoId',
] as const;

/**
 * A reason that names what requires a citizenship or work-authorization restriction: a law or
 * regulation, a government contract, or a clearance.
 */
const NAMES_A_BASIS =
  /^[\s\S]*\b(?:law|statute|regulations?|act|ITAR|EAR|CFR|U\.?S\.?C|contract|clearance|secret|DoD|DHS|federal|government|FedRAMP|CJIS|IRS)\b[\s\S]*$/i;

/** The number a recruiter meant by "$85", "105/hr" or "85,000", when there is one. */
function payFix(field: string, input: unknown): string {
  const amount =
    typeof input === 'string'
      ? /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:\/\s*[a-z]+|[a-z ]+)?$/i.exec(input.trim())
      : null;
  return amount
    ? `write the number alone: ${field}: ${amount[1].replace(/,/g, '')} (the unit is payUnit)`
    : `write it like ${field}: 85 (no $ or commas)`;
}

const pay = (field: string) =>
  z
    .number({
      error: (i) =>
        i.input === undefined
          ? say(
              'is missing: Washington law requires a pay range on every posting',
              `add ${field}: 85 (a number, no $ or commas)`,
            )
          : say(`should be a number, not "${String(i.input)}"`, payFix(field, i.input)),
    })
    .positive({ error: say('is not more than 0', `write the pay, like ${field}: 85`) });

export const jobSchema = z
  .strictObject(
    {
      title: text('title', '"Senior Cloud Engineer (Contract)"', { max: 120 }),
      datePosted: day('datePosted', '2026-01-05').meta({ label: 'Date posted', widget: 'date' }),
      validThrough: day('validThrough', '2026-03-31').meta({
        label: 'Open through',
        widget: 'date',
        hint: 'The last day the role is open; after it the role leaves the list, and for 90 days its page says it has closed.',
      }),
      employmentType: oneOf('employmentType', EMPLOYMENT_TYPES),
      city: text('city', 'Seattle', { max: 80 }).optional(),
      region: text('region', 'WA', { max: 80 }).optional(),
      country: z
        .string({ error: say('should be a two-letter country code', 'write it like country: US') })
        .regex(/^[A-Z]{2}$/, {
          error: say('is not a two-letter country code in capitals', 'write it like country: US'),
        })
        .default('US'),
      remote: oneOf('remote', REMOTE_KINDS),
      payMin: pay('payMin').meta({
        label: 'Pay from',
        hint: 'Washington law requires a pay range on every posting: a number, no $ or commas.',
      }),
      payMax: pay('payMax').meta({
        label: 'Pay to',
        hint: 'The top of the range (at least the pay from).',
      }),
      payUnit: oneOf('payUnit', PAY_UNITS),
      benefits: text(
        'benefits',
        '"Medical, dental and vision from day one; paid sick leave; 401(k)."',
        {
          max: 400,
          min: 20,
          missing: 'Washington law requires a general description of the benefits on every posting',
          tooShort:
            'Washington law requires a general description of the benefits: write it, like benefits: "Medical, dental and vision; 401(k); paid time off."',
        },
      ).meta({
        label: 'Benefits',
        widget: 'text',
        hint: 'Washington law requires a general description of the benefits (20 to 400 characters).',
      }),
      otherCompensation: text(
        'otherCompensation',
        `"Overtime at time and a half over 40 hours a week" (or ${NO_OTHER_COMPENSATION}, when there is none)`,
        {
          max: 300,
          min: NO_OTHER_COMPENSATION.length,
          missing: 'Washington, Colorado and Illinois require other compensation on every posting',
          tooShort: `describe the bonus, commission, overtime or per diem, or write otherCompensation: ${NO_OTHER_COMPENSATION}`,
        },
      ).meta({
        label: 'Other compensation',
        widget: 'text',
        hint: `Bonus, commission, overtime, per diem or stock, in a sentence; "${NO_OTHER_COMPENSATION}" when there is none. Washington, Colorado and Illinois require it.`,
      }),
      applicationDeadline: day('applicationDeadline', '2026-03-15')
        .meta({
          label: 'Applications close',
          widget: 'date',
          hint: 'Optional: the day applications close, when it is before "Open through". Empty: applications close on "Open through" (Colorado asks for the day).',
        })
        .optional(),
      hiredBy: oneOf('hiredBy', HIRERS)
        .meta({
          label: 'Who hires',
          hint: 'firm: we employ the person (contract, contract-to-hire); client: the client named below hires them (a permanent placement); confidential: a client not named in the posting.',
        })
        .default('firm'),
      clientName: text('clientName', '"Northwind Traders"', { max: 120 })
        .meta({ label: 'Client', hint: 'The client who hires, when "Who hires" is client.' })
        .optional(),
      clientUrl: z
        .string({
          error: say('should be an address', 'write it like clientUrl: https://northwind.example'),
        })
        .url({
          error: say('is not a full address', 'write the whole address, starting with https://'),
        })
        .refine((u) => u.startsWith('https://'), {
          error: say('is not a secure address', 'write the address starting with https://'),
        })
        .meta({
          label: 'Client website',
          hint: "Optional: the client's website, when it is named.",
        })
        .optional(),
      restrictionReason: text(
        'restrictionReason',
        '"The client\'s federal contract requires a Secret clearance, which only US citizens can hold."',
        { max: 300, min: 20 },
      )
        .regex(NAMES_A_BASIS, {
          error: say(
            'does not name the law, government contract or clearance that requires the restriction',
            'name it, like restrictionReason: "The client\'s Department of Defense contract requires a Secret clearance, which only US citizens can hold."',
          ),
        })
        .meta({
          label: 'Citizenship restriction: why',
          widget: 'text',
          hint: 'Only when a law, a government contract or a clearance requires citizenship or a particular work status: say which. Shown on the page. Otherwise leave it empty and ask only that applicants be authorized to work in the US.',
        })
        .optional(),
      applyUrl: z
        .string({
          error: (i) =>
            say(
              i.input === undefined ? 'is missing' : 'should be an address',
              "add the provider's application page, like applyUrl: https://cascadiatechstaffing.zohorecruit.com/jobs/Careers/123",
            ),
        })
        .url({
          error: say('is not a full address', 'write the whole address, starting with https://'),
        })
        .refine((u) => u.startsWith('https://'), {
          error: say('is not a secure address', 'write the address starting with https://'),
        }),
      // Written by `npm run jobs:sync` for an opening synced from Zoho Recruit: its record id, which
      // applications on the role's page are associated with. An opening written by hand has none.
      zohoId: z
        .string({ error: say('should be text', 'write it like zohoId: "123456000000123456"') })
        .regex(/^[0-9A-Za-z_-]{1,64}$/, {
          error: say(
            'is not a Zoho record id',
            'leave it as jobs:sync wrote it, or remove it for an opening written by hand',
          ),
        })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? undefined
          : say('the front matter is not a list of fields', 'write each field as name: value'),
    },
  )
  .superRefine((job, ctx) => {
    if (job.payMin > job.payMax)
      ctx.addIssue({
        code: 'custom',
        path: ['payMin'],
        message: say(
          `is more than payMax (${job.payMin} > ${job.payMax})`,
          'the range goes from the lower to the higher',
        ),
      });
    if (job.datePosted > job.validThrough)
      ctx.addIssue({
        code: 'custom',
        path: ['validThrough'],
        message: say(
          `is before datePosted (${job.validThrough} < ${job.datePosted})`,
          'an opening closes after it is posted: check both dates',
        ),
      });
    if (job.applicationDeadline && job.applicationDeadline > job.validThrough)
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDeadline'],
        message: say(
          `is after validThrough (${job.applicationDeadline} > ${job.validThrough})`,
          'applications close on or before the last day the role is open: leave it empty to close them on validThrough',
        ),
      });
    if (job.applicationDeadline && job.applicationDeadline < job.datePosted)
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDeadline'],
        message: say(
          `is before datePosted (${job.applicationDeadline} < ${job.datePosted})`,
          'applications close after the role is posted: check both dates',
        ),
      });
    if (job.hiredBy === 'client' && !job.clientName)
      ctx.addIssue({
        code: 'custom',
        path: ['clientName'],
        message: say(
          'is missing: hiredBy is client, so the posting names the client who hires',
          'add clientName: "Northwind Traders", or write hiredBy: confidential when the client is not named',
        ),
      });
    if (job.hiredBy !== 'client' && (job.clientName || job.clientUrl))
      ctx.addIssue({
        code: 'custom',
        path: [job.clientName ? 'clientName' : 'clientUrl'],
        message: say(
          `is given but hiredBy is ${job.hiredBy}, so the page would not name the client`,
          'write hiredBy: client to name the client who hires, or remove the line',
        ),
      });
    if (job.remote !== 'remote' && !job.city)
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: say('is missing: an onsite or hybrid role needs its city', 'add city: Seattle'),
      });
    if (job.remote !== 'remote' && !job.region)
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: say('is missing: an onsite or hybrid role needs its state', 'add region: WA'),
      });
  });

export type JobFrontMatter = z.output<typeof jobSchema>;

export type JobProblem = Problem;

export function problemsOf(error: z.ZodError): JobProblem[] {
  return fieldProblems(error, JOB_FIELDS, 'see docs/jobs.md, "Openings as content"');
}
