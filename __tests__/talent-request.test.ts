/** @jest-environment node */
import fc from 'fast-check';
import { describeError, type FieldError } from '@/supabase/functions/_shared/core/rules.ts';
import {
  emailDomain,
  ENGAGEMENTS,
  isCalendarDate,
  TALENT_LIMITS,
  TALENT_WORKPLACES,
  validateTalentRequest,
  type TalentRequestPayload,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import { isPersonalMailDomain } from '@/supabase/functions/_shared/core/personal-mail.ts';

/** A request as a hiring manager would send it. */
const request: TalentRequestPayload = {
  company: 'Northwind Analytics',
  fullName: 'Priya Raman',
  email: 'priya.raman@northwind.example',
  phone: '(206) 555-0187',
  roleTitle: 'Lead Data Engineer',
  headcount: 2,
  engagement: 'contract',
  workplace: 'remote',
  location: 'US Pacific time zone',
  skills: 'Go, Kafka, Flink, GCP',
  description: 'Move our batch pipelines to streaming.\nSix months, then review.',
  startDate: '2027-03-01',
  budget: '$90–110/hour',
};

const errorOf = (raw: unknown) => {
  const result = validateTalentRequest(raw);
  return result.ok ? null : describeError(result.error);
};
const fieldOf = (raw: unknown): FieldError['field'] | null => {
  const result = validateTalentRequest(raw);
  return result.ok ? null : result.error.field;
};

describe('the request for talent', () => {
  it('offers contract, contract-to-hire and permanent, and on-site, hybrid and remote', () => {
    expect(ENGAGEMENTS).toEqual(['contract', 'contract-to-hire', 'permanent']);
    expect(TALENT_WORKPLACES).toEqual(['onsite', 'hybrid', 'remote']);
  });

  it('accepts a complete request and gives it back trimmed', () => {
    const result = validateTalentRequest({
      ...request,
      company: '  Northwind   Analytics ',
      roleTitle: ' Lead Data Engineer',
    });
    expect(result).toEqual({ ok: true, value: request });
  });

  it('accepts a request without the optional phone, start and budget', () => {
    const result = validateTalentRequest({ ...request, phone: '', startDate: '', budget: '' });
    expect(result.ok).toBe(true);
    // Absent altogether, they are the empty text the form sends.
    const required: Partial<TalentRequestPayload> = { ...request };
    delete required.phone;
    delete required.startDate;
    delete required.budget;
    expect(validateTalentRequest(required)).toEqual({
      ok: true,
      value: { ...request, phone: '', startDate: '', budget: '' },
    });
  });

  it.each([
    'company',
    'fullName',
    'email',
    'roleTitle',
    'engagement',
    'workplace',
    'location',
    'skills',
    'description',
  ] as const)('refuses a request without %s, naming it', (field) => {
    expect(fieldOf({ ...request, [field]: '' })).toBe(field);
    expect(fieldOf({ ...request, [field]: undefined })).toBe(field);
    expect(errorOf({ ...request, [field]: '' })).toMatch(new RegExp(`^${field}: is required`));
  });

  it('counts a text of spaces as not given', () => {
    expect(errorOf({ ...request, company: '   ' })).toBe('company: is required');
    expect(errorOf({ ...request, description: ' \n ' })).toBe('description: is required');
  });

  it('names the first wrong field in the form order', () => {
    expect(fieldOf({ ...request, email: 'nope', location: '' })).toBe('email');
    expect(fieldOf({ ...request, headcount: 0, budget: 'x'.repeat(500) })).toBe('headcount');
  });

  it('says why an address, a phone number or a date is refused', () => {
    expect(errorOf({ ...request, email: 'priya@northwind' })).toBe(
      'email: must be a valid email address',
    );
    expect(errorOf({ ...request, phone: 'call me' })).toBe(
      'phone: must be a phone number: digits, spaces and + ( ) . - only',
    );
    expect(errorOf({ ...request, phone: '12-34' })).toMatch(/^phone: must be a phone number/);
    expect(validateTalentRequest({ ...request, phone: '+1 425 555 0142 ext. 12' }).ok).toBe(true);
    expect(errorOf({ ...request, startDate: 'next March' })).toBe(
      'startDate: must be a date as YYYY-MM-DD',
    );
    expect(errorOf({ ...request, startDate: '2027-02-30' })).toBe(
      'startDate: must be a date as YYYY-MM-DD',
    );
  });

  it('takes a whole number of people within its bounds', () => {
    const { headcountMin, headcountMax } = TALENT_LIMITS;
    for (const ok of [headcountMin, headcountMax])
      expect(validateTalentRequest({ ...request, headcount: ok }).ok).toBe(true);
    for (const bad of [headcountMin - 1, 1.5, '2', Number.NaN, null])
      expect(fieldOf({ ...request, headcount: bad })).toBe('headcount');
    expect(errorOf({ ...request, headcount: headcountMax + 1 })).toBe(
      `headcount: must be at most ${headcountMax}; for a larger team, describe it in the work`,
    );
  });

  it('takes only the offered engagements and workplaces', () => {
    for (const engagement of ENGAGEMENTS)
      expect(validateTalentRequest({ ...request, engagement }).ok).toBe(true);
    expect(errorOf({ ...request, engagement: 'temp' })).toBe(
      'engagement: must be one of: contract, contract-to-hire, permanent',
    );
    expect(errorOf({ ...request, workplace: ['remote'] })).toBe(
      'workplace: must be one of: onsite, hybrid, remote',
    );
  });

  it('bounds every text field and refuses control characters in one-line fields', () => {
    const bounds = {
      company: TALENT_LIMITS.company,
      roleTitle: TALENT_LIMITS.roleTitle,
      location: TALENT_LIMITS.location,
      skills: TALENT_LIMITS.skills,
      description: TALENT_LIMITS.description,
      budget: TALENT_LIMITS.budget,
    };
    for (const [field, max] of Object.entries(bounds)) {
      expect(validateTalentRequest({ ...request, [field]: 'a'.repeat(max) }).ok).toBe(true);
      expect(errorOf({ ...request, [field]: 'a'.repeat(max + 1) })).toBe(
        `${field}: must be at most ${max} characters`,
      );
    }
    expect(errorOf({ ...request, roleTitle: 'Data\nEngineer' })).toBe(
      'roleTitle: must be a single line without control characters',
    );
    expect(errorOf({ ...request, company: 'North\u202ewind' })).toMatch(/^company: must be/);
    expect(errorOf({ ...request, fullName: '\u3164' })).toBe(
      'fullName: must contain a visible letter',
    );
    // The work keeps its line breaks.
    expect(validateTalentRequest({ ...request, skills: 'Python\nSpark' }).ok).toBe(true);
  });

  it('refuses what is not a request object', () => {
    for (const raw of [null, 'request', [request], 42])
      expect(errorOf(raw)).toBe('body: must be a JSON object');
    expect(errorOf({ ...request, company: 42 })).toBe('company: must be a string');
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...(Object.keys(request) as (keyof TalentRequestPayload)[])),
          fc.anything(),
        ),
        (fields) => {
          const result = validateTalentRequest({ ...request, ...fields });
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('calendar dates', () => {
  it('knows the days of each month, leap years included', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-3-1')).toBe(false);
  });
});

describe("the requester's domain", () => {
  it('is the lower-cased part after the last @', () => {
    expect(emailDomain('Priya.Raman@Northwind.Example')).toBe('northwind.example');
  });

  it('tells a mailbox provider from a company', () => {
    expect(isPersonalMailDomain('gmail.com')).toBe(true);
    expect(isPersonalMailDomain('Outlook.com')).toBe(true);
    expect(isPersonalMailDomain('yahoo.co.uk')).toBe(true);
    expect(isPersonalMailDomain('web.de')).toBe(true);
    // Providers a hand-kept list missed, read from the maintained package.
    expect(isPersonalMailDomain('naver.com')).toBe(true);
    expect(isPersonalMailDomain('orange.fr')).toBe(true);
    expect(isPersonalMailDomain('t-online.de')).toBe(true);
    expect(isPersonalMailDomain('northwind.example')).toBe(false);
  });
});
