/**
 * The open roles' JSON (/jobs/open-roles.json, the shape in open-roles-schema.ts) built from the
 * openings: what the export publishes, what `npm run jobs:indexing` compares with the live site's,
 * and what job alerts match subscribers against.
 */
import { createHash } from 'node:crypto';
import { absoluteUrl, site } from '@/content/site';
import { payLabel, placeLabel, typeLabel } from './format';
import { jobPath, type Job } from './openings';
import { OPEN_ROLES_VERSION, termsOf, type OpenRole, type OpenRoles } from './open-roles-schema';

/**
 * A description's words without its markdown: headings, list markers, emphasis, code marks, table
 * pipes, and links and images reduced to their words. What a keyword is matched against, not a
 * rendering (the page renders the markdown itself).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|?)+\s*$/gm, '')
    .replace(/[|*_~`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Changes whenever the opening's file says anything else: its fields or its description. */
export function revisionOf(job: Job): string {
  const { slug: _slug, body, ...fields } = job;
  void _slug;
  const ordered = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(JSON.stringify([ordered, body]))
    .digest('hex')
    .slice(0, 16);
}

export function openRole(job: Job): OpenRole {
  return {
    id: job.slug,
    url: absoluteUrl(jobPath(job.slug)),
    title: job.title,
    employmentType: job.employmentType,
    terms: termsOf(job.employmentType),
    remote: job.remote,
    place: {
      city: job.city ?? null,
      region: job.region ?? null,
      country: job.country,
      label: placeLabel(job),
    },
    pay: {
      min: job.payMin,
      max: job.payMax,
      unit: job.payUnit,
      currency: 'USD',
      label: payLabel(job),
    },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    text: `${job.title}. ${placeLabel(job)}. ${typeLabel(job)}. ${plainText(job.body)}`,
    revision: revisionOf(job),
    ...(job.zohoId ? { zohoId: job.zohoId } : {}),
  };
}

/** The file for the roles open on `today` (getOpenJobs, newest first). */
export function buildOpenRoles(open: Job[], today: string): OpenRoles {
  return { version: OPEN_ROLES_VERSION, site: site.url, today, roles: open.map(openRole) };
}
