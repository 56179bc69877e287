/** @jest-environment node */
/**
 * Closed roles and the open roles' JSON: a closed role's page lasts CLOSED_PAGE_DAYS after its
 * validThrough, the open roles offered on it are ranked by what they share with it (type, place,
 * words), and the JSON the export publishes carries what alerts and the Indexing API read, in the
 * shape its readers check.
 */
import path from 'node:path';
import { addDays, daysBetween } from '@/lib/blog/date';
import {
  CLOSED_PAGE_DAYS,
  closedPageUntil,
  getRecentlyClosedJobs,
  getRolePage,
  isRecentlyClosed,
  loadJobs,
  type Job,
} from '@/lib/jobs';
import { buildOpenRoles, openRole, plainText, revisionOf } from '@/lib/jobs/open-roles';
import { keywordsOf, parseOpenRoles, termsOf } from '@/lib/jobs/open-roles-schema';
import { similarity, similarRoles } from '@/lib/jobs/similar';

const FIXTURES = path.join(__dirname, 'fixtures', 'jobs');
const fixtures = loadJobs(FIXTURES);
const fixture = (slug: string) => fixtures.find((j) => j.slug === slug)!;

beforeAll(() => {
  process.env.JOBS_CONTENT_DIR = FIXTURES;
});
afterAll(() => {
  delete process.env.JOBS_CONTENT_DIR;
});

/** A role that shares nothing with the fixtures unless told. */
function role(over: Partial<Job>): Job {
  return {
    slug: 'base',
    title: 'Payroll Clerk',
    datePosted: '2025-12-01',
    validThrough: '2026-02-01',
    employmentType: 'PART_TIME',
    city: 'Spokane',
    region: 'ID',
    country: 'US',
    remote: 'hybrid',
    payMin: 20,
    payMax: 25,
    payUnit: 'HOUR',
    benefits: 'Paid sick leave as the law provides.',
    otherCompensation: 'none',
    hiredBy: 'firm',
    applyUrl: 'https://example.com/apply',
    body: 'Ledgers reconciled weekly.',
    ...over,
  };
}

describe('the closed page lasts 90 days', () => {
  it('from the day after validThrough through validThrough + 90, then goes', () => {
    const job = { validThrough: '2025-12-15' };
    expect(CLOSED_PAGE_DAYS).toBe(90);
    expect(closedPageUntil(job)).toBe('2026-03-15');
    expect(daysBetween('2025-12-15', closedPageUntil(job))).toBe(CLOSED_PAGE_DAYS);
    expect(isRecentlyClosed(job, '2025-12-15')).toBe(false); // its last open day
    expect(isRecentlyClosed(job, '2025-12-16')).toBe(true);
    expect(isRecentlyClosed(job, '2026-03-15')).toBe(true);
    expect(isRecentlyClosed(job, '2026-03-16')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it("on the fixture export's day: the QA contract's page is closed, the front-end contract's is gone, open roles are open", () => {
    expect(getRecentlyClosedJobs('2026-01-01').map((j) => j.slug)).toEqual([
      'qa-analyst-tacoma-expired',
    ]);
    expect(getRolePage('qa-analyst-tacoma-expired', '2026-01-01')).toMatchObject({
      state: 'closed',
      job: { slug: 'qa-analyst-tacoma-expired' },
    });
    expect(
      (getRolePage('qa-analyst-tacoma-expired', '2026-01-01') as { open: Job[] }).open,
    ).toHaveLength(3);
    expect(getRolePage('frontend-developer-redmond-closed', '2026-01-01')).toBeUndefined();
    expect(getRolePage('cloud-engineer-seattle-contract', '2026-01-01')).toMatchObject({
      state: 'open',
    });
    // Before it was posted a role has no page of either kind.
    expect(getRolePage('senior-data-engineer-remote', '2025-12-19')).toBeUndefined();
    // The front-end contract had its closed page until 90 days after it closed.
    expect(getRolePage('frontend-developer-redmond-closed', '2025-12-14')).toMatchObject({
      state: 'closed',
    });
    expect(getRolePage('frontend-developer-redmond-closed', '2025-12-15')).toBeUndefined();
  });
});

describe('similar open roles', () => {
  it('each criterion raises the score: employment type, terms, place, arrangement, title and description words', () => {
    const closed = role({
      slug: 'closed',
      employmentType: 'CONTRACTOR',
      city: 'Tacoma',
      region: 'WA',
      remote: 'onsite',
      title: 'QA Analyst',
      body: 'Playwright regression suites.',
    });
    const none = similarity(closed, role({}));
    expect(none).toBe(0);
    expect(similarity(closed, role({ employmentType: 'CONTRACTOR' }))).toBe(3);
    expect(similarity(closed, role({ employmentType: 'TEMPORARY' }))).toBe(1); // contract terms too
    expect(similarity(closed, role({ region: 'WA' }))).toBe(1);
    expect(similarity(closed, role({ region: 'WA', city: 'Tacoma' }))).toBe(2);
    expect(similarity(closed, role({ remote: 'onsite' }))).toBe(1);
    expect(similarity(closed, role({ title: 'Senior QA Analyst' }))).toBe(2);
    expect(similarity(closed, role({ body: 'Playwright suites for payroll.' }))).toBeCloseTo(
      (3 * 2) / 4,
    );
    const remote = role({ remote: 'remote', city: undefined, region: undefined });
    expect(
      similarity(
        remote,
        role({ remote: 'remote', city: undefined, region: undefined, slug: 'r2' }),
      ),
    ).toBe(3 + 2 + 1 + 2 + 3);
  });

  it('ranks best first, newest on a tie, at most three, never the role itself', () => {
    const closed = role({ slug: 'closed', employmentType: 'CONTRACTOR' });
    const older = role({
      slug: 'older',
      employmentType: 'CONTRACTOR',
      datePosted: '2025-11-01',
      body: 'Invoices.',
    });
    const newer = role({
      slug: 'newer',
      employmentType: 'CONTRACTOR',
      datePosted: '2025-12-20',
      body: 'Invoices.',
    });
    const unlike = role({
      slug: 'unlike',
      employmentType: 'FULL_TIME',
      city: 'Boise',
      remote: 'onsite',
      title: 'Chef',
      body: 'Kitchen.',
    });
    const best = role({ slug: 'best', employmentType: 'CONTRACTOR' });
    expect(similarRoles(closed, [unlike, older, newer, best, closed]).map((j) => j.slug)).toEqual([
      'best',
      'newer',
      'older',
    ]);
  });

  it("the fixture's closed QA contract in Tacoma: the on-site Washington contract first", () => {
    const open = getRolePage('qa-analyst-tacoma-expired', '2026-01-01') as {
      job: Job;
      open: Job[];
    };
    expect(similarRoles(open.job, open.open).map((j) => j.slug)).toEqual([
      'cloud-engineer-seattle-contract',
      'product-manager-hybrid-bellevue',
      'senior-data-engineer-remote',
    ]);
  });

  it('keywords: lowercased once each, stop words out, C++, C#, .NET and Node.js kept', () => {
    expect(
      keywordsOf('The C++ and C# developer, with .NET and Node.js: the developer of our APIs.'),
    ).toEqual(['c++', 'c#', 'developer', '.net', 'node.js', 'apis']);
    expect(
      plainText(
        '## What you do\n\n- Build **Terraform** [modules](https://x.example)\n- `kubectl` work\n\n| a | b |\n| --- | --- |\n| c | d |',
      ),
    ).toBe('What you do Build Terraform modules kubectl work a b c d');
  });
});

describe('the open roles JSON', () => {
  it('carries what alerts match on and reads back through its schema', () => {
    const open = ['senior-data-engineer-remote', 'cloud-engineer-seattle-contract'].map(fixture);
    const file = buildOpenRoles(open, '2026-01-01');
    expect(parseOpenRoles(JSON.parse(JSON.stringify(file)))).toEqual(file);
    const [data, cloud] = file.roles;
    expect(data).toMatchObject({
      id: 'senior-data-engineer-remote',
      url: 'https://www.cascadiatechstaffing.example/jobs/senior-data-engineer-remote',
      terms: 'permanent',
      remote: 'remote',
      place: { city: null, region: null, country: 'US', label: 'Remote — the United States' },
      pay: {
        min: 150000,
        max: 180000,
        unit: 'YEAR',
        currency: 'USD',
        label: '$150,000–$180,000 a year',
      },
    });
    expect(cloud).toMatchObject({
      terms: 'contract',
      remote: 'onsite',
      place: { city: 'Seattle', region: 'WA' },
    });
    expect(cloud!.text).toMatch(
      /^Senior Cloud Engineer \(Contract, 6 Months\)\. Seattle, WA\. Contract\. A Seattle healthcare/,
    );
    expect(keywordsOf(cloud!.text)).toEqual(expect.arrayContaining(['terraform', 'aws', 'hipaa']));
    expect(termsOf('TEMPORARY')).toBe('contract');
  });

  it('a revision changes with any field or the description, not with where the file sits', () => {
    const cloud = fixture('cloud-engineer-seattle-contract');
    expect(revisionOf({ ...cloud })).toBe(revisionOf(cloud));
    expect(revisionOf({ ...cloud, slug: 'moved' })).toBe(revisionOf(cloud));
    expect(revisionOf({ ...cloud, payMax: 110 })).not.toBe(revisionOf(cloud));
    expect(revisionOf({ ...cloud, body: `${cloud.body}\n\nOne more line.` })).not.toBe(
      revisionOf(cloud),
    );
    expect(openRole(cloud).revision).toBe(revisionOf(cloud));
  });

  it('a file readers cannot rely on is refused, naming the field', () => {
    const file = JSON.parse(
      JSON.stringify(buildOpenRoles([fixture('cloud-engineer-seattle-contract')], '2026-01-01')),
    );
    expect(() => parseOpenRoles({ ...file, version: 2 })).toThrow(
      'open-roles.json: version: 2 is not 1',
    );
    const broken = (change: (r: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(file));
      change(copy.roles[0]);
      return () => parseOpenRoles(copy);
    };
    expect(broken((r) => (r.terms = 'permanent'))).toThrow(
      'roles[0].terms: "permanent" does not match employmentType CONTRACTOR',
    );
    expect(broken((r) => delete r.revision)).toThrow(
      'roles[0].revision: is not a non-empty string',
    );
    expect(broken((r) => ((r.pay as Record<string, unknown>).min = '85'))).toThrow(
      'roles[0].pay.min: is not a number above 0',
    );
    expect(broken((r) => (r.datePosted = '12/15/2025'))).toThrow(
      'roles[0].datePosted: "12/15/2025" is not in the expected form',
    );
    expect(() => parseOpenRoles({ ...file, roles: [file.roles[0], file.roles[0]] })).toThrow(
      'roles[1].id: "cloud-engineer-seattle-contract" appears twice',
    );
  });
});
