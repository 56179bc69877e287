/**
 * Dates of blog posts. A post's date is a calendar day (2024-03-05), not an instant: it must read
 * the same in Seattle and in Tokyo, so it is never parsed as local time.
 */
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
