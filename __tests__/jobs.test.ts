/** @jest-environment node */
/**
 * Open roles as content: the loader and its rules (the law's pay range and benefits, dates,
 * unknown keys), expiry by the build's day, how a role reads, its feed, and its JobPosting data
 * checked against Google's documented required and recommended properties.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Finding } from '@/lib/content/findings';
import { buildJobsFeed } from '@/lib/jobs/feed';
import {
  getOpenJobs,
  isOpen,
  loadJobs,
  payLabel,
  placeLabel,
  typeLabel,
  type Job,
} from '@/lib/jobs';
import { applicationsClose, paysOtherCompensation } from '@/lib/jobs/format';
import { checkJobs } from '@/lib/jobs/check';
import { jobLd, jobPostingLd } from '@/lib/jobs/structured-data';
import { site } from '@/content/site';

const FIXTURES = path.join(__dirname, 'fixtures', 'jobs');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cts-jobs-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.JOBS_CONTENT_DIR;
  delete process.env.BLOG_TODAY;
});

const BODY = 'A real description of the role. '.repeat(12);
const VALID = {
  title: '"Platform Engineer"',
  datePosted: '2026-01-02',
  validThrough: '2026-02-02',
  employmentType: 'FULL_TIME',
  city: 'Seattle',
  region: 'WA',
  remote: 'onsite',
  payMin: '120000',
  payMax: '140000',
  payUnit: 'YEAR',
  benefits: '"Medical, dental and vision; a 401(k) with a match; paid time off."',
  otherCompensation: '"A yearly bonus of up to 10% of base salary."',
  applyUrl: 'https://cascadiatechstaffing.zohorecruit.com/jobs/Careers/1/Platform-Engineer',
};
function write(name: string, fields: Record<string, string | undefined>, body = BODY) {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  writeFileSync(path.join(dir, `${name}.md`), `---\n${lines.join('\n')}\n---\n${body}\n`);
}
/** The check `npm run check:content` runs on openings (content-check.test.ts runs the command). */
const findingsOf = (today = '2026-01-10'): Finding[] => checkJobs(dir, today).findings;
const check = (today?: string) =>
  findingsOf(today).map(
    (f) =>
      `${f.file.split('/').pop()}:${f.line}: ${f.severity === 'warning' ? 'warning: ' : ''}${f.message}`,
  );

it('accepts a complete opening', () => {
  write('platform-engineer', VALID);
  expect(check()).toEqual([]);
});

it('refuses an opening without a pay range or benefits (RCW 49.58.110), naming file and line', () => {
  write('no-pay', { ...VALID, payMin: undefined, payMax: undefined });
  write('no-benefits', { ...VALID, benefits: undefined });
  const findings = check();
  expect(findings).toEqual(
    expect.arrayContaining([
      // A missing field is named on line 1, the opening ---.
      'no-pay.md:1: payMin: is missing: Washington law requires a pay range on every posting',
      'no-pay.md:1: payMax: is missing: Washington law requires a pay range on every posting',
      'no-benefits.md:1: benefits: is missing: Washington law requires a general description of the benefits on every posting',
    ]),
  );
  const fix = findingsOf().find((f) => f.message.startsWith('payMin'))!.fix;
  expect(fix).toBe('add payMin: 85 (a number, no $ or commas)');
});

it('refuses payMin over payMax, a validThrough before datePosted, an unknown key and an unknown value', () => {
  write('backwards', { ...VALID, payMin: '150000', payMax: '140000', validThrough: '2025-12-01' });
  write('typos', { ...VALID, salary: '100', employmentType: 'FULLTIME', remote: 'sometimes' });
  const findings = check();
  expect(findings).toEqual(
    expect.arrayContaining([
      'backwards.md:9: payMin: is more than payMax (150000 > 140000)',
      'backwards.md:4: validThrough: is before datePosted (2025-12-01 < 2026-01-02)',
      'typos.md:15: salary: is not a field',
      'typos.md:5: employmentType: "FULLTIME" is not one of the choices',
      'typos.md:8: remote: "sometimes" is not one of the choices',
    ]),
  );
  expect(() => loadJobs(dir)).toThrow(/Openings that cannot be published/);
});

it("answers a recruiter's usual spellings with the value to write: $85, 105/hr, Contract, On-site, Hourly, 3/31/2027", () => {
  write('habits', {
    ...VALID,
    payMin: '$85',
    payMax: '105/hr',
    payUnit: 'Hourly',
    employmentType: 'Contract',
    remote: 'On-site',
    validThrough: '3/31/2027',
  });
  write('unclear', { ...VALID, employmentType: 'Seasonal', payMin: 'DOE' });
  expect(
    findingsOf().map((f) => `${f.file.split('/').pop()}:${f.line}: ${f.message} — ${f.fix}`),
  ).toEqual([
    'habits.md:4: validThrough: "3/31/2027" is not a date — write it year-month-day: validThrough: 2027-03-31',
    'habits.md:5: employmentType: "Contract" is not one of the choices — write employmentType: CONTRACTOR (the choices are FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY)',
    'habits.md:8: remote: "On-site" is not one of the choices — write remote: onsite (the choices are onsite, hybrid, remote)',
    'habits.md:9: payMin: should be a number, not "$85" — write the number alone: payMin: 85 (the unit is payUnit)',
    'habits.md:10: payMax: should be a number, not "105/hr" — write the number alone: payMax: 105 (the unit is payUnit)',
    'habits.md:11: payUnit: "Hourly" is not one of the choices — write payUnit: HOUR (the choices are HOUR, YEAR)',
    'unclear.md:5: employmentType: "Seasonal" is not one of the choices — write one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, like employmentType: FULL_TIME',
    'unclear.md:9: payMin: should be a number, not "DOE" — write it like payMin: 85 (no $ or commas)',
  ]);
});

it('reads dates as written: an impossible day is refused on its line, never rolled over to the next month', () => {
  write('november-31', { ...VALID, datePosted: '2026-11-31', validThrough: '2026-12-31' });
  write('in-words', { ...VALID, validThrough: 'March 3, 2026' });
  expect(check()).toEqual([
    'in-words.md:4: validThrough: "March 3, 2026" is not a date',
    'november-31.md:3: datePosted: "2026-11-31" is not a day of the calendar',
  ]);
  expect(findingsOf()[1].fix).toBe('check the month and day, like datePosted: 2026-01-05');
});

it('an unquoted colon in the title is named on its line, with the quoted line to write', () => {
  write('colon', { ...VALID, title: 'Cloud Engineer: Platform Team' });
  const [finding] = findingsOf();
  expect(finding).toMatchObject({
    line: 2,
    message: 'this value holds a colon followed by a space, which reads as a second field',
  });
  expect(finding.fix).toBe(
    'put the value in double quotes: title: "Cloud Engineer: Platform Team"',
  );
});

it('holds the description to the markdown rules of posts: HTML and a heading without its space are refused on their line', () => {
  write(
    'html',
    VALID,
    `${BODY}\n\n<div>Benefits start on day one.</div>\n\n##Requirements\n\n- Five years of Terraform`,
  );
  expect(check()).toEqual([
    'html.md:18: an HTML <div> tag, which the page removes (with the text inside it)',
    'html.md:20: "##Requirements" shows as written, not as a heading: the space after the ## is missing',
  ]);
});

it('warns with its date about an opening already closed (its closed page, or none after 90 days) or closing within seven days, and passes it', () => {
  write('closed', { ...VALID, validThrough: '2026-01-09' });
  write('long-closed', { ...VALID, datePosted: '2025-09-01', validThrough: '2025-10-11' });
  write('closing', { ...VALID, validThrough: '2026-01-15' });
  write('open', { ...VALID, validThrough: '2026-01-18' });
  expect(check('2026-01-10')).toEqual([
    'closed.md:4: warning: validThrough: the opening closed on 2026-01-09: through 2026-04-09 its page says so and offers the open roles like it; it is in no list, feed or sitemap',
    'closing.md:4: warning: validThrough: the opening closes on 2026-01-15 (in 5 days) and then leaves the site',
    'long-closed.md:4: warning: validThrough: the opening closed on 2025-10-11, more than 90 days ago, so it is on no page, list, feed or sitemap',
  ]);
  expect(findingsOf('2026-01-10').every((f) => f.severity === 'warning')).toBe(true);
});

it('shows a role from the day it is posted through its validThrough, newest first', () => {
  process.env.JOBS_CONTENT_DIR = FIXTURES;
  const open = getOpenJobs('2026-01-01');
  expect(open.map((j) => j.slug)).toEqual([
    'senior-data-engineer-remote',
    'cloud-engineer-seattle-contract',
    'product-manager-hybrid-bellevue',
  ]);
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-02-02')).toBe(true);
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-02-03')).toBe(
    false,
  );
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-01-01')).toBe(
    false,
  );
  // With no folder, no roles (and no error): the real site ships none.
  process.env.JOBS_CONTENT_DIR = path.join(dir, 'none');
  expect(getOpenJobs('2026-01-01')).toEqual([]);
});

function fixture(slug: string): Job {
  return loadJobs(FIXTURES).find((j) => j.slug === slug)!;
}

it('reads its place, type and pay the way a seeker scans them', () => {
  const cloud = fixture('cloud-engineer-seattle-contract');
  const data = fixture('senior-data-engineer-remote');
  const pm = fixture('product-manager-hybrid-bellevue');
  expect([placeLabel(cloud), typeLabel(cloud), payLabel(cloud)]).toEqual([
    'Seattle, WA',
    // copy-literals: lib/jobs/format.ts's word for CONTRACTOR, not content/
    'Contract',
    '$85–$105 an hour',
  ]);
  expect([placeLabel(data), typeLabel(data), payLabel(data)]).toEqual([
    'Remote — the United States',
    'Full-time',
    '$150,000–$180,000 a year',
  ]);
  expect(placeLabel(pm)).toBe('Bellevue, WA · Hybrid');
  // The editor's preview of an opening whose pay is not written yet never shows "$0".
  expect(payLabel({ payMin: 0, payMax: 0, payUnit: 'HOUR' })).toBe(
    'not given yet (a pay range is required)',
  );
});

/**
 * Google's JobPosting rules (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required title, description, datePosted, hiringOrganization, and jobLocation — or, for a remote
 * role, jobLocationType TELECOMMUTE with applicantLocationRequirements; recommended
 * validThrough, employmentType, baseSalary (MonetaryAmount: currency and a QuantitativeValue with
 * a unitText of HOUR, DAY, WEEK, MONTH or YEAR), identifier, directApply. Returns the problems.
 */
function googleJobPostingProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const has = (key: string) => ld[key] !== undefined && ld[key] !== '' && ld[key] !== null;
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization'])
    if (!has(key)) problems.push(`error: missing ${key}`);
  // An Organization with its name, or the text "confidential" for an employer not named.
  const org = ld.hiringOrganization as Record<string, unknown> | string | undefined;
  if (typeof org === 'string' && org !== 'confidential')
    problems.push('error: hiringOrganization is text other than "confidential"');
  if (typeof org === 'object' && !org.name) problems.push('error: hiringOrganization without name');
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  if (remote && !has('applicantLocationRequirements'))
    problems.push('error: TELECOMMUTE without applicantLocationRequirements');
  if (!remote) {
    const address = (ld.jobLocation as { address?: Record<string, unknown> } | undefined)?.address;
    if (!address) problems.push('error: missing jobLocation.address');
    else
      for (const key of ['addressLocality', 'addressRegion', 'addressCountry'])
        if (!address[key]) problems.push(`warning: jobLocation.address without ${key}`);
  }
  for (const key of ['validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply'])
    if (!has(key)) problems.push(`warning: missing ${key}`);
  const salary = ld.baseSalary as
    { '@type'?: string; currency?: string; value?: Record<string, unknown> } | undefined;
  if (salary) {
    if (salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(salary.currency ?? ''))
      problems.push('warning: baseSalary not a MonetaryAmount with a currency');
    const v = salary.value ?? {};
    if (
      v['@type'] !== 'QuantitativeValue' ||
      typeof v.minValue !== 'number' ||
      typeof v.maxValue !== 'number'
    )
      problems.push('warning: baseSalary.value not a QuantitativeValue range');
    if (!['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(v.unitText)))
      problems.push('warning: baseSalary.value.unitText not one of HOUR, DAY, WEEK, MONTH, YEAR');
  }
  for (const key of ['datePosted', 'validThrough'])
    if (has(key) && Number.isNaN(Date.parse(String(ld[key]))))
      problems.push(`error: ${key} not ISO 8601`);
  if (has('description') && !/<p>/.test(String(ld.description)))
    problems.push('warning: description is not HTML');
  return problems;
}

it.each([
  'cloud-engineer-seattle-contract',
  'senior-data-engineer-remote',
  'product-manager-hybrid-bellevue',
])(
  "%s: its JobPosting passes Google's rules with no warning and says what the page says",
  (slug) => {
    const job = fixture(slug);
    const ld = jobPostingLd(job, '<p>The role.</p>') as unknown as Record<string, unknown>;
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      validThrough: applicationsClose(job),
      employmentType: job.employmentType,
      jobBenefits: job.benefits,
    });
    // Who hires: the firm for a role it employs, the client it names, else "confidential".
    if (job.hiredBy === 'firm')
      expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: site.name });
    else if (job.hiredBy === 'client')
      expect(ld.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: job.clientName,
        ...(job.clientUrl ? { sameAs: job.clientUrl } : {}),
      });
    else expect(ld.hiringOrganization).toBe('confidential');
    if (paysOtherCompensation(job)) expect(ld.incentiveCompensation).toBe(job.otherCompensation);
    else expect(ld).not.toHaveProperty('incentiveCompensation');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.payMin,
        maxValue: job.payMax,
        unitText: job.payUnit,
      },
    });
    const graph = jobLd(job, '<p>The role.</p>') as unknown as { '@graph': { '@type': string }[] };
    expect(graph['@graph'].map((n) => n['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
  },
);

it('each way of hiring is among the examples: the firm, a named client and a confidential one', () => {
  const hirers = loadJobs(FIXTURES).map((job) => job.hiredBy);
  expect(new Set(hirers)).toEqual(new Set(['firm', 'client', 'confidential']));
});

it('the checker itself catches a posting Google would refuse', () => {
  const job = fixture('senior-data-engineer-remote');
  const ld = jobPostingLd(job, '<p>x</p>') as unknown as Record<string, unknown>;
  expect(googleJobPostingProblems({ ...ld, hiringOrganization: 'a client' })).toEqual([
    'error: hiringOrganization is text other than "confidential"',
  ]);
  expect(
    googleJobPostingProblems({ ...ld, hiringOrganization: { '@type': 'Organization' } }),
  ).toEqual(['error: hiringOrganization without name']);
  expect(googleJobPostingProblems({ ...ld, applicantLocationRequirements: undefined })).toContain(
    'error: TELECOMMUTE without applicantLocationRequirements',
  );
  expect(
    googleJobPostingProblems({
      ...ld,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitText: 'SEASON' },
      },
    }),
  ).toEqual(['warning: baseSalary.value.unitText not one of HOUR, DAY, WEEK, MONTH, YEAR']);
});

it('the feed lists each open role with its place, type, pay and benefits', () => {
  const xml = buildJobsFeed([
    fixture('senior-data-engineer-remote'),
    fixture('cloud-engineer-seattle-contract'),
  ]);
  expect(xml.split('<item>')).toHaveLength(3);
  expect(xml).toContain(
    '<link>https://www.cascadiatechstaffing.example/jobs/senior-data-engineer-remote</link>',
  );
  expect(xml).toContain(
    'Remote — the United States · Full-time · $150,000–$180,000 a year. Benefits: Medical, dental and vision',
  );
});
