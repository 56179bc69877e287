/** @jest-environment node */
/**
 * Open roles as content: the loader and its rules (the law's pay range and benefits, dates,
 * unknown keys), expiry by the build's day, how a role reads, its feed, and its JobPosting data
 * checked against Google's documented required and recommended properties.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkJobs } from '@/lib/jobs/check';
import { buildJobsFeed } from '@/lib/jobs/feed';
import { getOpenJobs, isOpen, loadJobs, payLabel, placeLabel, typeLabel, type Job } from '@/lib/jobs';
import { jobLd, jobPostingLd } from '@/lib/jobs/structured-data';

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
  applyUrl: 'https://cascadiatechstaffing.zohorecruit.com/jobs/Careers/1/Platform-Engineer',
};
function write(name: string, fields: Record<string, string | undefined>) {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  writeFileSync(path.join(dir, `${name}.md`), `---\n${lines.join('\n')}\n---\n${BODY}\n`);
}
const check = () => checkJobs(dir).findings.map((f) => `${f.file.split('/').pop()}:${f.line}: ${f.message}`);

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
      expect.stringMatching(/^no-pay\.md:\d+: payMin missing$/),
      expect.stringMatching(/^no-pay\.md:\d+: payMax missing$/),
      expect.stringMatching(/^no-benefits\.md:\d+: benefits missing$/),
    ]),
  );
  const fix = checkJobs(dir).findings.find((f) => f.message === 'payMin missing')!.fix;
  expect(fix).toContain('Washington law requires a pay range');
});

it('refuses payMin over payMax, a validThrough before datePosted, an unknown key and an unknown value', () => {
  write('backwards', { ...VALID, payMin: '150000', payMax: '140000', validThrough: '2025-12-01' });
  write('typos', { ...VALID, salary: '100', employmentType: 'FULLTIME', remote: 'sometimes' });
  const findings = check();
  expect(findings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^backwards\.md:9: payMin is more than payMax \(150000 > 140000\)$/),
      expect.stringMatching(/^backwards\.md:4: validThrough is before datePosted/),
      expect.stringMatching(/^typos\.md:\d+: salary unknown field/),
      expect.stringMatching(/^typos\.md:5: employmentType "FULLTIME" is not allowed$/),
      expect.stringMatching(/^typos\.md:\d+: remote "sometimes" is not allowed$/),
    ]),
  );
  expect(() => loadJobs(dir)).toThrow(/Openings that cannot be published/);
});

it('shows a role from the day it is posted through its validThrough, newest first', () => {
  process.env.JOBS_CONTENT_DIR = FIXTURES;
  const open = getOpenJobs('2026-01-01');
  expect(open.map((j) => j.slug)).toEqual(['senior-data-engineer-remote', 'cloud-engineer-seattle-contract', 'product-manager-hybrid-bellevue']);
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-02-02')).toBe(true);
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-02-03')).toBe(false);
  expect(isOpen({ datePosted: '2026-01-02', validThrough: '2026-02-02' }, '2026-01-01')).toBe(false);
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
  expect([placeLabel(cloud), typeLabel(cloud), payLabel(cloud)]).toEqual(['Seattle, WA', 'Contract', '$85–$105 an hour']);
  expect([placeLabel(data), typeLabel(data), payLabel(data)]).toEqual(['Remote — the United States', 'Full-time', '$150,000–$180,000 a year']);
  expect(placeLabel(pm)).toBe('Bellevue, WA · Hybrid');
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
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization']) if (!has(key)) problems.push(`error: missing ${key}`);
  const org = ld.hiringOrganization as Record<string, unknown> | undefined;
  if (org && !org.name) problems.push('error: hiringOrganization without name');
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  if (remote && !has('applicantLocationRequirements')) problems.push('error: TELECOMMUTE without applicantLocationRequirements');
  if (!remote) {
    const address = (ld.jobLocation as { address?: Record<string, unknown> } | undefined)?.address;
    if (!address) problems.push('error: missing jobLocation.address');
    else for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) if (!address[key]) problems.push(`warning: jobLocation.address without ${key}`);
  }
  for (const key of ['validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply']) if (!has(key)) problems.push(`warning: missing ${key}`);
  const salary = ld.baseSalary as { '@type'?: string; currency?: string; value?: Record<string, unknown> } | undefined;
  if (salary) {
    if (salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(salary.currency ?? '')) problems.push('warning: baseSalary not a MonetaryAmount with a currency');
    const v = salary.value ?? {};
    if (v['@type'] !== 'QuantitativeValue' || typeof v.minValue !== 'number' || typeof v.maxValue !== 'number') problems.push('warning: baseSalary.value not a QuantitativeValue range');
    if (!['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(v.unitText))) problems.push('warning: baseSalary.value.unitText not one of HOUR, DAY, WEEK, MONTH, YEAR');
  }
  for (const key of ['datePosted', 'validThrough']) if (has(key) && Number.isNaN(Date.parse(String(ld[key])))) problems.push(`error: ${key} not ISO 8601`);
  if (has('description') && !/<p>/.test(String(ld.description))) problems.push('warning: description is not HTML');
  return problems;
}

it.each(['cloud-engineer-seattle-contract', 'senior-data-engineer-remote', 'product-manager-hybrid-bellevue'])(
  '%s: its JobPosting passes Google\'s rules with no warning and says what the page says',
  (slug) => {
    const job = fixture(slug);
    const ld = jobPostingLd(job, '<p>The role.</p>') as unknown as Record<string, unknown>;
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({ title: job.title, datePosted: job.datePosted, validThrough: job.validThrough, employmentType: job.employmentType, jobBenefits: job.benefits });
    expect(ld.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: job.payMin, maxValue: job.payMax, unitText: job.payUnit } });
    const graph = jobLd(job, '<p>The role.</p>') as unknown as { '@graph': { '@type': string }[] };
    expect(graph['@graph'].map((n) => n['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
  },
);

it('the checker itself catches a posting Google would refuse', () => {
  const job = fixture('senior-data-engineer-remote');
  const ld = jobPostingLd(job, '<p>x</p>') as unknown as Record<string, unknown>;
  expect(googleJobPostingProblems({ ...ld, applicantLocationRequirements: undefined })).toContain('error: TELECOMMUTE without applicantLocationRequirements');
  expect(googleJobPostingProblems({ ...ld, baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitText: 'SEASON' } } })).toEqual([
    'warning: baseSalary.value.unitText not one of HOUR, DAY, WEEK, MONTH, YEAR',
  ]);
});

it('the feed lists each open role with its place, type, pay and benefits', () => {
  const xml = buildJobsFeed([fixture('senior-data-engineer-remote'), fixture('cloud-engineer-seattle-contract')]);
  expect(xml.split('<item>')).toHaveLength(3);
  expect(xml).toContain('<link>https://www.cascadiatechstaffing.example/jobs/senior-data-engineer-remote</link>');
  expect(xml).toContain('Remote — the United States · Full-time · $150,000–$180,000 a year. Benefits: Medical, dental and vision');
});
