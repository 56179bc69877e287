/**
 * Job alerts' one set of facts, shared by the site's pages (content/job-alerts.ts, lib/jobs,
 * components/jobs) and the functions (the job-alerts function and the alert run): where the links
 * in the emails lead, how long a subscription waits for its confirmation, which open roles an
 * alert's criteria match, and the criteria in words. Plain TypeScript importing only plain
 * TypeScript with no imports of its own, so Node, the browser and Deno read it alike, and the
 * functions import nothing of the site's.
 */
import { keywordsOf, type OpenRole } from '../../../../lib/jobs/open-roles-schema.ts';
import { fill } from './fill.ts';
import type { AlertCriteria } from './rules.ts';

/**
 * The criteria in words, on the pages and in the emails: "new roles matching “{keywords}” in or
 * near {place} (the two choices, in lower case)". The site's copy (content/job-alerts.ts) shows the
 * same choices on its form.
 */
export const CRITERIA_WORDS = {
  summary: {
    anyRole: 'every new role',
    keywords: 'new roles matching “{keywords}”',
    place: 'in or near {place}',
  },
  workplaceChoices: {
    any: 'Remote, hybrid or on-site',
    remote: 'Remote only',
    onsite: 'On-site or hybrid',
  },
  termsChoices: {
    any: 'Contract or permanent',
    contract: 'Contract',
    permanent: 'Permanent',
  },
} as const;

/** The function behind the form, the confirmation, the criteria page and the unsubscribe link. */
export const JOB_ALERTS_FUNCTION = 'job-alerts';

/**
 * The site's pages an email links to, each with `?token=…`. None acts on a GET: each shows what
 * it will do and a button that POSTs, since mail scanners follow links.
 */
export const ALERT_PAGES = {
  confirm: '/jobs/alerts/confirm',
  manage: '/jobs/alerts/manage',
  unsubscribe: '/jobs/alerts/unsubscribe',
} as const;

/** A subscription not confirmed within this many hours is erased. */
export const PENDING_HOURS = 48;

/** At most one alert email a day to one subscriber. */
export const ALERT_INTERVAL_HOURS = 24;

/** At most this many roles listed in one alert; the email links to /jobs for the rest. */
export const MAX_ROLES_PER_ALERT = 20;

/** Lower case, accents and marks removed: "Montréal" and "montreal" are one place. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function words(value: string): string[] {
  return fold(value).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether `needle`'s words appear in `hay`'s words, consecutively and in order. */
function containsWords(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= hay.length; i += 1) {
    if (needle.every((word, j) => hay[i + j] === word)) return true;
  }
  return false;
}

/** A role prepared for matching many criteria against it. */
export type MatchableRole = { role: OpenRole; keywords: string[]; place: string[] };

export function matchable(role: OpenRole): MatchableRole {
  const place = [role.place.label, role.place.city ?? '', role.place.region ?? ''].join(' ');
  return { role, keywords: keywordsOf(role.text), place: words(place) };
}

/**
 * Whether an alert's criteria match a role:
 * - every keyword starts one of the role's words ("engineer" finds "engineering");
 * - the place's words appear in the role's place, or the role is remote (it is anywhere);
 * - remote wants remote roles; on-site wants on-site and hybrid ones;
 * - contract or permanent as the role's terms say.
 */
export function matchesAlert(criteria: AlertCriteria, target: MatchableRole): boolean {
  const { role } = target;
  if (criteria.terms !== 'any' && role.terms !== criteria.terms) return false;
  if (criteria.workplace === 'remote' && role.remote !== 'remote') return false;
  if (criteria.workplace === 'onsite' && role.remote === 'remote') return false;
  if (criteria.place && role.remote !== 'remote') {
    if (!containsWords(target.place, words(criteria.place))) return false;
  }
  for (const keyword of keywordsOf(criteria.keywords)) {
    if (!target.keywords.some((word) => word.startsWith(keyword))) return false;
  }
  return true;
}

/**
 * An alert's criteria in words, as the pages and the emails say them: "new roles matching
 * “data engineer” in or near Seattle (on-site or hybrid, contract)" (CRITERIA_WORDS).
 */
export function describeCriteria(criteria: AlertCriteria): string {
  const { summary } = CRITERIA_WORDS;
  const head = criteria.keywords
    ? fill(summary.keywords, { keywords: criteria.keywords })
    : summary.anyRole;
  const place = criteria.place ? ` ${fill(summary.place, { place: criteria.place })}` : '';
  const filters = [
    criteria.workplace !== 'any' ? CRITERIA_WORDS.workplaceChoices[criteria.workplace] : '',
    criteria.terms !== 'any' ? CRITERIA_WORDS.termsChoices[criteria.terms] : '',
  ].filter(Boolean);
  return `${head}${place}${filters.length ? ` (${filters.join(', ').toLowerCase()})` : ''}`;
}
