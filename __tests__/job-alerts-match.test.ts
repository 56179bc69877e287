/**
 * Which open roles a job alert's criteria match (lib/jobs/job-alerts.ts): keywords by word
 * prefix, the place by its words in order, remote roles anywhere, the workplace and the terms.
 */
import { matchable, matchesAlert } from '../lib/jobs/job-alerts';
import type { OpenRole } from '../lib/jobs/open-roles-schema';
import type { AlertCriteria } from '../supabase/functions/_shared/core/rules';

function role(
  over: Partial<OpenRole> & { city?: string | null; region?: string | null } = {},
): OpenRole {
  const remote = over.remote ?? 'onsite';
  const city = over.city === undefined ? 'Seattle' : over.city;
  const region = over.region === undefined ? 'WA' : over.region;
  const label = remote === 'remote' ? 'Remote (US)' : [city, region].filter(Boolean).join(', ');
  const title = over.title ?? 'Lead Data Engineer';
  return {
    id: 'a-role',
    url: 'https://www.example.com/jobs/a-role',
    title,
    employmentType: over.terms === 'permanent' ? 'FULL_TIME' : 'CONTRACTOR',
    terms: over.terms ?? 'contract',
    remote,
    place: {
      city: remote === 'remote' ? null : city,
      region: remote === 'remote' ? null : region,
      country: 'US',
      label,
    },
    pay: { min: 1, max: 2, unit: 'HOUR', currency: 'USD', label: '$1–$2 an hour' },
    datePosted: '2026-11-20',
    validThrough: '2026-12-31',
    text: over.text ?? `${title}. ${label}. Engineering of data pipelines.`,
    revision: 'r1',
  };
}

const criteria = (over: Partial<AlertCriteria> = {}): AlertCriteria => ({
  keywords: '',
  place: '',
  workplace: 'any',
  terms: 'any',
  ...over,
});

const matches = (c: Partial<AlertCriteria>, r: OpenRole = role()) =>
  matchesAlert(criteria(c), matchable(r));

describe('matchesAlert', () => {
  it('matches every role with empty criteria', () => {
    expect(matches({})).toBe(true);
    expect(matches({}, role({ remote: 'remote' }))).toBe(true);
  });

  it('takes a keyword as the start of a word, every keyword required, in any case', () => {
    expect(matches({ keywords: 'engineer' })).toBe(true);
    expect(matches({ keywords: 'engin' })).toBe(true);
    expect(matches({ keywords: 'Data ENGINEER' })).toBe(true);
    expect(matches({ keywords: 'pipeline' })).toBe(true);
    expect(matches({ keywords: 'gineer' })).toBe(false);
    expect(matches({ keywords: 'data nurse' })).toBe(false);
    expect(matches({ keywords: 'java' })).toBe(false);
  });

  it('matches the place by its words, accents and case aside, not by a word inside another', () => {
    expect(matches({ place: 'Seattle' })).toBe(true);
    expect(matches({ place: 'seattle, wa' })).toBe(true);
    expect(matches({ place: 'WA' })).toBe(true);
    expect(matches({ place: 'Portland' })).toBe(false);
    expect(matches({ place: 'Seat' })).toBe(false);
    expect(matches({ place: 'Montreal' }, role({ city: 'Montréal', region: 'QC' }))).toBe(true);
    expect(matches({ place: 'Seattle Portland' })).toBe(false);
  });

  it('counts a remote role as anywhere', () => {
    const remote = role({ remote: 'remote' });
    expect(matches({ place: 'Portland' }, remote)).toBe(true);
    expect(matches({ place: 'Boise', workplace: 'remote' }, remote)).toBe(true);
  });

  it('filters the workplace: remote wants remote roles, on-site takes on-site and hybrid ones', () => {
    expect(matches({ workplace: 'remote' }, role({ remote: 'remote' }))).toBe(true);
    expect(matches({ workplace: 'remote' }, role({ remote: 'hybrid' }))).toBe(false);
    expect(matches({ workplace: 'remote' }, role({ remote: 'onsite' }))).toBe(false);
    expect(matches({ workplace: 'onsite' }, role({ remote: 'onsite' }))).toBe(true);
    expect(matches({ workplace: 'onsite' }, role({ remote: 'hybrid' }))).toBe(true);
    expect(matches({ workplace: 'onsite' }, role({ remote: 'remote' }))).toBe(false);
  });

  it('filters the terms: contract or permanent as the role says', () => {
    expect(matches({ terms: 'contract' }, role({ terms: 'contract' }))).toBe(true);
    expect(matches({ terms: 'contract' }, role({ terms: 'permanent' }))).toBe(false);
    expect(matches({ terms: 'permanent' }, role({ terms: 'permanent' }))).toBe(true);
    expect(matches({ terms: 'permanent' }, role({ terms: 'contract' }))).toBe(false);
  });

  it('needs every criterion at once', () => {
    const r = role({ remote: 'hybrid', terms: 'permanent', city: 'Portland', region: 'OR' });
    expect(
      matches({ keywords: 'data', place: 'Portland', workplace: 'onsite', terms: 'permanent' }, r),
    ).toBe(true);
    expect(
      matches({ keywords: 'data', place: 'Portland', workplace: 'onsite', terms: 'contract' }, r),
    ).toBe(false);
    expect(
      matches({ keywords: 'data', place: 'Seattle', workplace: 'onsite', terms: 'permanent' }, r),
    ).toBe(false);
  });
});
