/**
 * The field rules every content file shares (a post's and an opening's front matter), as zod
 * builders. Each rule's message is written for the editor who wrote the file and comes in two
 * parts, what is wrong and how to fix it (`say`), kept apart all the way to the finding: a value an
 * editor typed may contain any character, a colon included, so nothing is ever split on one.
 */
import { z } from 'zod';

/** One problem of a file: the field it is about (or a `(parenthesised)` part), what is wrong, the fix. */
export type Problem = { field: string; message: string; fix: string };

/** What an editor writes as an image's alt text when it carries no information (its alt is then empty). */
export const DECORATIVE_ALT = 'decorative';

const SEPARATOR = '\u001f';

/** A rule's message: what is wrong and how to fix it. */
export function say(what: string, fix: string): string {
  return `${what}${SEPARATOR}${fix}`;
}

/** The two parts of a message written with `say` (a message without a fix gets `fallbackFix`). */
export function heard(message: string, fallbackFix: string): { message: string; fix: string } {
  const at = message.indexOf(SEPARATOR);
  return at < 0
    ? { message, fix: fallbackFix }
    : { message: message.slice(0, at), fix: message.slice(at + 1) };
}

/** A message read by a person: `what — fix`. */
export function spoken(message: string): string {
  return message.replace(SEPARATOR, ' — ');
}

/** Every problem of a failed parse, one per field (an unknown field is named with the known ones). */
export function problemsOf(
  error: z.ZodError,
  fields: readonly string[],
  fallbackFix: string,
): Problem[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: key,
          message: 'is not a field',
          fix: `check the spelling: the fields are ${fields.join(', ')}`,
        }))
      : [{ field: issue.path.join('.') || '(front matter)', ...heard(issue.message, fallbackFix) }],
  );
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written year-month-day that exists (2026-02-30 does not). */
export function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * Required text, trimmed, at most `max` characters (and at least `min`). `missing` says why the
 * field is required when it is missing (the law that asks for it).
 */
export function text(
  field: string,
  example: string,
  {
    max,
    min = 1,
    tooShort,
    missing,
  }: { max: number; min?: number; tooShort?: string; missing?: string },
) {
  return (
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? say(
                missing ? `is missing: ${missing}` : 'is missing',
                `add a line like ${field}: ${example}`,
              )
            : say(
                `should be text, not ${describeValue(issue.input)}`,
                // A number or true/false meant as text (title: 2024) only needs its quotes.
                typeof issue.input === 'number' || typeof issue.input === 'boolean'
                  ? `put it in double quotes: ${field}: "${String(issue.input)}"`
                  : `write it like ${field}: ${example}`,
              ),
      })
      .trim()
      // One rule, one message: empty, or shorter than `min`.
      .min(Math.max(1, min), {
        error: (issue) =>
          String(issue.input ?? '') === '' || min <= 1
            ? say('is empty', `write it, like ${field}: ${example}`)
            : say(
                `is too short (under ${min} characters)`,
                tooShort ?? `write at least ${min} characters`,
              ),
      })
      .max(max, {
        error: (issue) =>
          say(
            `is too long (${String(issue.input).length} characters)`,
            `keep it to ${max} characters or fewer`,
          ),
      })
  );
}

/**
 * A day written year-month-day. Front matter is read without YAML's timestamp type
 * (lib/content/front-matter.ts), so this sees exactly what the editor wrote: `2026-02-30` is
 * refused, never rolled over to March 2.
 */
export function day(field: string, example: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? say('is missing', `add a line like ${field}: ${example} (year-month-day)`)
          : say(
              `should be a date, not ${describeValue(issue.input)}`,
              `write year-month-day, like ${field}: ${example}`,
            ),
    })
    .refine(isRealDay, {
      error: (issue) =>
        ISO_DAY.test(String(issue.input))
          ? say(
              `"${String(issue.input)}" is not a day of the calendar`,
              `check the month and day, like ${field}: ${example}`,
            )
          : say(
              `"${String(issue.input)}" is not a date`,
              dayFix(field, String(issue.input), example),
            ),
    });
}

/**
 * How to write a day: `2024-3-5` and the American `3/5/2024` are shown as `2024-03-05`; anything
 * else gets the example.
 */
function dayFix(field: string, written: string, example: string): string {
  const iso = (year: string, month: string, date: string) =>
    `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  const short = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(written.trim());
  const american = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(written.trim());
  const meant = short
    ? iso(short[1], short[2], short[3])
    : american
      ? iso(american[3], american[1], american[2])
      : undefined;
  if (!meant || !isRealDay(meant)) return `write year-month-day, like ${field}: ${example}`;
  return short
    ? `write the month and the day with two digits: ${field}: ${meant}`
    : `write it year-month-day: ${field}: ${meant}`;
}

/** One of a list of words. */
export function oneOf<T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) => {
      const meant =
        issue.input === undefined ? undefined : closestChoice(String(issue.input), values);
      return say(
        issue.input === undefined
          ? 'is missing'
          : `"${String(issue.input)}" is not one of the choices`,
        meant
          ? `write ${field}: ${meant} (the choices are ${values.join(', ')})`
          : `write one of ${values.join(', ')}, like ${field}: ${values[0]}`,
      );
    },
  });
}

/**
 * The choice an editor meant by another spelling: the same letters in another case or with other
 * separators ("Full time" for FULL_TIME, "On-site" for onsite), or a word the choice starts or ends
 * with ("Contract" for CONTRACTOR, "Hourly" for HOUR). Undefined unless exactly one choice fits.
 */
function closestChoice(written: string, values: readonly string[]): string | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wrote = plain(written);
  if (wrote.length < 4) return undefined;
  const same = values.filter((v) => plain(v) === wrote);
  if (same.length === 1) return same[0];
  const near = values.filter(
    (v) => plain(v).length >= 4 && (plain(v).startsWith(wrote) || wrote.startsWith(plain(v))),
  );
  return near.length === 1 ? near[0] : undefined;
}

/** An optional true or false. */
export function flag(field: string) {
  return z
    .boolean({ error: say('should be true or false', `write ${field}: true (no quotes)`) })
    .optional();
}

/**
 * The name a file straight from a phone or a download can be published under: lowercase, each run
 * of characters other than letters, digits and underscores one hyphen, accents dropped
 * (`IMG_2024 0412.JPG` → `img_2024-0412.jpg`). Undefined when the name has no extension or nothing
 * of its stem is left.
 */
export function publishableFileName(name: string): string | undefined {
  const match = /^(.*)\.([A-Za-z0-9]+)$/.exec(name.trim());
  if (!match) return undefined;
  const stem = match[1]
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/[-_]*([-_])[-_]*/g, '$1')
    .replace(/^[-_]+|[-_]+$/g, '');
  return stem ? `${stem}.${match[2].toLowerCase()}` : undefined;
}

/** How a value an editor wrote reads back to them in a message. */
export function describeValue(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object')
    return 'a group of fields (is a colon inside the value? put the value in double quotes)';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}
