/** How an opening reads on the page, in the list and in the feed: its place, type and pay. */
import type { Job } from './openings';
import { NO_OTHER_COMPENSATION } from './schema';

const TYPE_LABELS = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
} as const;
const COUNTRY_NAMES: Record<string, string> = { US: 'the United States', CA: 'Canada' };

export function typeLabel(job: Pick<Job, 'employmentType'>): string {
  return TYPE_LABELS[job.employmentType];
}

/** Where applicants may live, for a remote role: its state when given, else its country. */
export function remoteArea(job: Pick<Job, 'region' | 'country'>): string {
  const country = COUNTRY_NAMES[job.country] ?? job.country;
  return job.region ? `${job.region}, ${job.country}` : country;
}

/** "Seattle, WA", "Bellevue, WA · Hybrid" or "Remote — the United States". */
export function placeLabel(job: Pick<Job, 'remote' | 'city' | 'region' | 'country'>): string {
  if (job.remote === 'remote') return `Remote — ${remoteArea(job)}`;
  const place = [job.city, job.region].filter(Boolean).join(', ');
  return job.remote === 'hybrid' ? `${place} · Hybrid` : place;
}

const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * "$85–$105 an hour" or "$150,000–$180,000 a year" (one amount when min = max). A published
 * opening always has its range (the schema requires it); the editor's preview of one still being
 * written says what is missing instead of "$0".
 */
export function payLabel(job: Pick<Job, 'payMin' | 'payMax' | 'payUnit'>): string {
  if (!(job.payMin > 0) || !(job.payMax > 0)) return 'not given yet (a pay range is required)';
  const range =
    job.payMin === job.payMax ? money(job.payMin) : `${money(job.payMin)}–${money(job.payMax)}`;
  return `${range} ${job.payUnit === 'HOUR' ? 'an hour' : 'a year'}`;
}

/** The place a role is filtered by: its city and state, or "Remote". */
export function placeKey(job: Pick<Job, 'remote' | 'city' | 'region'>): string {
  return job.remote === 'remote' ? 'Remote' : [job.city, job.region].filter(Boolean).join(', ');
}

/** The day applications close: the opening's own date when it gives one, else its last open day. */
export function applicationsClose(job: Pick<Job, 'applicationDeadline' | 'validThrough'>): string {
  return job.applicationDeadline ?? job.validThrough;
}

/** Whether the role pays more than its range: a bonus, commission, overtime, per diem ("none" is not). */
export function paysOtherCompensation(job: Pick<Job, 'otherCompensation'>): boolean {
  return job.otherCompensation.trim().toLowerCase() !== NO_OTHER_COMPENSATION;
}
