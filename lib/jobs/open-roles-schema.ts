/**
 * The open roles' JSON that the export publishes at /jobs/open-roles.json: every role open on the
 * build's day, with what a reader matches on (job alerts: keywords, place, remote or on-site,
 * contract or permanent) and a revision that changes with anything the role's page shows (the
 * Indexing API's "changed"). lib/jobs/open-roles.ts writes it; readers check it with
 * parseOpenRoles. Plain TypeScript with no imports, so the site, the Node scripts and a Deno
 * function read it with the same rules.
 */

export const OPEN_ROLES_PATH = '/jobs/open-roles.json';

/** Raised when a field changes meaning or goes; adding a field keeps the version. */
export const OPEN_ROLES_VERSION = 1;

export type OpenRoleTerms = 'contract' | 'permanent';

export type OpenRole = {
  /** The role's slug: stable for its life, its page is /jobs/<id>. */
  id: string;
  /** The role's page, absolute (https in production). */
  url: string;
  title: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY';
  /** CONTRACTOR and TEMPORARY are contract; FULL_TIME and PART_TIME permanent. */
  terms: OpenRoleTerms;
  remote: 'onsite' | 'hybrid' | 'remote';
  /** city and region are null for a remote role that gives none; label as the page shows it. */
  place: { city: string | null; region: string | null; country: string; label: string };
  /** US dollars; label as the page shows it ("$85–$105 an hour"). */
  pay: { min: number; max: number; unit: 'HOUR' | 'YEAR'; currency: 'USD'; label: string };
  /** YYYY-MM-DD: the first and the last day the role is open. */
  datePosted: string;
  validThrough: string;
  /** The title, place, type and description as plain text: what keywords are matched against. */
  text: string;
  /** Changes whenever anything the role's page shows changes (its file's fields or description). */
  revision: string;
  /**
   * The opening's Zoho Recruit record id, for a role synced from Zoho (`npm run jobs:sync`); absent
   * for one written by hand. The application function associates candidates with it.
   */
  zohoId?: string;
};

export type OpenRoles = {
  version: typeof OPEN_ROLES_VERSION;
  /** The site's address (NEXT_PUBLIC_SITE_URL) the urls start with. */
  site: string;
  /** The build's day (YYYY-MM-DD, Seattle): the roles are those open on it. */
  today: string;
  /** Newest first. */
  roles: OpenRole[];
};

export function termsOf(employmentType: OpenRole['employmentType']): OpenRoleTerms {
  return employmentType === 'CONTRACTOR' || employmentType === 'TEMPORARY'
    ? 'contract'
    : 'permanent';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

class OpenRolesError extends Error {}

function fail(where: string, why: string): never {
  throw new OpenRolesError(`open-roles.json: ${where}: ${why}`);
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(where, 'is not an object');
  return value as Record<string, unknown>;
}

function string(o: Record<string, unknown>, key: string, where: string, rule?: RegExp): string {
  const value = o[key];
  if (typeof value !== 'string' || value === '')
    fail(`${where}${key}`, 'is not a non-empty string');
  if (rule && !rule.test(value)) fail(`${where}${key}`, `"${value}" is not in the expected form`);
  return value;
}

function oneOf<T extends string>(
  o: Record<string, unknown>,
  key: string,
  where: string,
  choices: readonly T[],
): T {
  const value = o[key];
  if (!choices.includes(value as T))
    fail(`${where}${key}`, `${JSON.stringify(value)} is not one of ${choices.join(', ')}`);
  return value as T;
}

function number(o: Record<string, unknown>, key: string, where: string): number {
  const value = o[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    fail(`${where}${key}`, 'is not a number above 0');
  return value;
}

function nullableString(o: Record<string, unknown>, key: string, where: string): string | null {
  return o[key] === null ? null : string(o, key, where);
}

function role(value: unknown, where: string): OpenRole {
  const r = object(value, where);
  const w = `${where}.`;
  const place = object(r.place, `${w}place`);
  const pay = object(r.pay, `${w}pay`);
  const employmentType = oneOf(r, 'employmentType', w, [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
  ] as const);
  const terms = oneOf(r, 'terms', w, ['contract', 'permanent'] as const);
  if (terms !== termsOf(employmentType))
    fail(`${w}terms`, `"${terms}" does not match employmentType ${employmentType}`);
  return {
    id: string(r, 'id', w, /^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    url: string(r, 'url', w, /^https?:\/\/[^\s]+\/jobs\/[a-z0-9-]+$/),
    title: string(r, 'title', w),
    employmentType,
    terms,
    remote: oneOf(r, 'remote', w, ['onsite', 'hybrid', 'remote'] as const),
    place: {
      city: nullableString(place, 'city', `${w}place.`),
      region: nullableString(place, 'region', `${w}place.`),
      country: string(place, 'country', `${w}place.`, /^[A-Z]{2}$/),
      label: string(place, 'label', `${w}place.`),
    },
    pay: {
      min: number(pay, 'min', `${w}pay.`),
      max: number(pay, 'max', `${w}pay.`),
      unit: oneOf(pay, 'unit', `${w}pay.`, ['HOUR', 'YEAR'] as const),
      currency: oneOf(pay, 'currency', `${w}pay.`, ['USD'] as const),
      label: string(pay, 'label', `${w}pay.`),
    },
    datePosted: string(r, 'datePosted', w, DAY),
    validThrough: string(r, 'validThrough', w, DAY),
    text: string(r, 'text', w),
    revision: string(r, 'revision', w),
    ...(r.zohoId === undefined ? {} : { zohoId: string(r, 'zohoId', w, /^[0-9A-Za-z_-]+$/) }),
  };
}

/**
 * The file, checked field by field: what a reader may rely on, or an error naming the field
 * ("open-roles.json: roles[2].url: ..."). Fields it does not know are dropped, so a newer file
 * with more fields still reads.
 */
export function parseOpenRoles(value: unknown): OpenRoles {
  const file = object(value, '(file)');
  if (file.version !== OPEN_ROLES_VERSION)
    fail('version', `${JSON.stringify(file.version)} is not ${OPEN_ROLES_VERSION}`);
  if (!Array.isArray(file.roles)) fail('roles', 'is not a list');
  const roles = file.roles.map((r, i) => role(r, `roles[${i}]`));
  const ids = new Set<string>();
  for (const [i, r] of roles.entries()) {
    if (ids.has(r.id)) fail(`roles[${i}].id`, `"${r.id}" appears twice`);
    ids.add(r.id);
  }
  return {
    version: OPEN_ROLES_VERSION,
    site: string(file, 'site', ''),
    today: string(file, 'today', '', DAY),
    roles,
  };
}

export function isOpenRolesError(error: unknown): boolean {
  return error instanceof OpenRolesError;
}

/** Words that say nothing about a role: left out of keyword matching. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can for from has have in into is it its of on or our over that the their them they this to ' +
    'up we what when where which who will with within you your yours us all any both each more most other some such than ' +
    'too very just also how after before through while about across per via new one two three four five six seven eight ' +
    'nine ten role roles team teams work working job jobs year years month months day days week weeks plus'
  ).split(' '),
);

/**
 * The words a role's text is matched on, lowercased, once each, in order: letters and digits,
 * keeping the marks of names like C++, C#, .NET and Node.js; stop words and single letters left out.
 * Similar roles (lib/jobs/similar.ts) and job alerts' keywords use the same words.
 */
export function keywordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/\.?[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*/g) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
  }
  return [...seen];
}
