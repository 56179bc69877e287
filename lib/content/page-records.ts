/**
 * The pages' records (content/pages.ts: each route's title, description and share card) held to
 * the rules search results and share cards set (lib/seo/limits.ts), for `npm run check:content`:
 * a description of 50 to 160 characters, a card title of at most 32, and no two pages with the
 * same title. Each finding names the line of content/pages.ts that holds the value.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pages } from '@/content/pages';
import { CARD_TITLE_MAX, DESCRIPTION_LENGTH } from '@/lib/seo/limits';
import type { PageRecord } from '@/types/content';
import type { Finding } from './findings';

export const PAGES_FILE = 'content/pages.ts';

/** The line of `source` that holds `value` in the record of `route` (else the record's own line). */
function lineOf(source: string, route: string, value: string): number {
  const lines = source.split('\n');
  const start = Math.max(
    0,
    lines.findIndex((line) => line.includes(`'${route}': {`)),
  );
  // The value as written: whole and quoted, or its first 40 characters before any the source may
  // escape (a long value), in the record or after it.
  const prefix = value.split(/['"\\`]/)[0]!.slice(0, 40);
  const forms = [`'${value}'`, `"${value}"`, ...(prefix.length >= 8 ? [prefix] : [])];
  const at = lines.findIndex((line, i) => i >= start && forms.some((form) => line.includes(form)));
  return (at >= 0 ? at : start) + 1;
}

/** Every rule each record breaks, in the order of the file. */
export function checkPageRecords(
  records: Record<string, Pick<PageRecord, 'title' | 'description' | 'card'>> = pages,
  source = readFileSync(path.join(process.cwd(), PAGES_FILE), 'utf8'),
  file = PAGES_FILE,
): Finding[] {
  const findings: Finding[] = [];
  const error = (route: string, value: string, message: string, fix: string) =>
    findings.push({ file, line: lineOf(source, route, value), severity: 'error', message, fix });
  const titles = new Map<string, string>();
  for (const [route, { title, description, card }] of Object.entries(records)) {
    const { min, max } = DESCRIPTION_LENGTH;
    const length = [...description].length;
    if (length < min || length > max)
      error(
        route,
        description,
        `${route} description: ${length} characters`,
        `write ${min} to ${max}: it is what search results show under the page's title`,
      );
    const cardLength = [...card.title].length;
    if (cardLength > CARD_TITLE_MAX)
      error(
        route,
        card.title,
        `${route} card title "${card.title}": ${cardLength} characters`,
        `keep it to ${CARD_TITLE_MAX}: it is set large on the page's share image`,
      );
    const other = titles.get(title);
    if (other)
      error(
        route,
        title,
        `${route} title "${title}" is also the title of ${other}`,
        'give each page a title of its own: search results and browser tabs tell pages apart by it',
      );
    else titles.set(title, route);
  }
  return findings;
}
