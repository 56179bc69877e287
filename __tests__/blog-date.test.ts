import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { formatPostDate, isoInstant, rssDate } from '@/lib/blog/date';

const DATES: Record<string, string> = {
  '2024-03-05': 'March 5, 2024',
  '2024-01-01': 'January 1, 2024',
  '2023-12-31': 'December 31, 2023',
  '2024-02-29': 'February 29, 2024',
  '2024-11-03': 'November 3, 2024', // the day US clocks go back
  '2024-03-10': 'March 10, 2024', // and forward
};

/** Formats every date in a fresh Node process whose time zone is `tz`. */
function formatIn(tz: string): { offset: number; formatted: string[] } {
  const code = `
    const loaded = await import(${JSON.stringify(path.join(process.cwd(), 'lib/blog/date.ts'))});
    const { formatPostDate } = loaded.formatPostDate ? loaded : loaded.default;
    const dates = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify({
      offset: new Date('2024-03-05T12:00:00Z').getTimezoneOffset(),
      formatted: dates.map(formatPostDate),
    }));
  `;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, JSON.stringify(Object.keys(DATES))],
    { encoding: 'utf8', env: { ...process.env, TZ: tz } },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe.each([
  ['America/Los_Angeles', 480],
  ['Asia/Tokyo', -540],
])('under TZ=%s', (tz, offset) => {
  it('an ISO date reads as the same calendar day in US long form', () => {
    const result = formatIn(tz);
    expect(result.offset).toBe(offset); // the child really ran in that zone
    expect(result.formatted).toEqual(Object.values(DATES));
  }, 60_000);
});

it('formats the feed and Open Graph dates at UTC midnight of the same day', () => {
  expect(formatPostDate('2024-03-05')).toBe('March 5, 2024');
  expect(rssDate('2024-03-05')).toBe('Tue, 05 Mar 2024 00:00:00 GMT');
  expect(isoInstant('2024-03-05')).toBe('2024-03-05T00:00:00.000Z');
});

it('refuses text that is not an ISO date instead of guessing', () => {
  expect(() => formatPostDate('March 5, 2024')).toThrow(/ISO date/);
  expect(() => formatPostDate('2024-3-5')).toThrow(/ISO date/);
});
