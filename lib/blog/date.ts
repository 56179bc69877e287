/**
 * Dates of blog posts. A post's date is a calendar day (2024-03-05), not an instant: it must read
 * the same in Seattle and in Tokyo, so it is never parsed as local time.
 */
import { site } from '../../content/site';

const DEFAULT_TIME_ZONE = site.timeZone;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Expected an ISO date like 2024-03-05, got "${isoDate}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** "2024-03-05" → "March 5, 2024" in every time zone. */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "2024-03-05" → "Tue, 05 Mar 2024 00:00:00 GMT" (RFC 822, as RSS asks). */
export function rssDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).toUTCString();
}

/** "2024-03-05" → "2024-03-05T00:00:00.000Z" (Open Graph's article:published_time). */
export function isoInstant(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).toISOString();
}

/** "2024-03-05" plus 3 days → "2024-03-08" (calendar days, any time zone). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from one day to another: 2024-03-05 → 2024-03-08 is 3, backwards negative. */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** A calendar day in a time zone, as YYYY-MM-DD ("en-CA" formats dates in ISO order). */
export function isoDateIn(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * "Today" for the blog: the day a post dated in the future goes live. BLOG_TODAY=YYYY-MM-DD sets
 * it (tests and the benchmark use it to build as of a given day); otherwise it is the build's date
 * in the firm's time zone (content/site.ts `timeZone`), so a post dated March 5 is published by
 * the first build on March 5 in Seattle, not by a build on the evening of March 4 (already March 5
 * in UTC).
 */
export function blogToday(
  env: Record<string, string | undefined> = process.env,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): string {
  const fromEnv = env.BLOG_TODAY?.trim();
  if (fromEnv) {
    const [year, month, day] = parts(fromEnv);
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
      throw new Error(
        `BLOG_TODAY="${fromEnv}" is not a real day: expected YYYY-MM-DD, like 2024-03-05`,
      );
    }
    return fromEnv;
  }
  return isoDateIn(timeZone, now);
}
