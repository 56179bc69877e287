/**
 * An opening's JobPosting for Google's job search, carrying exactly what its page shows, and its
 * breadcrumb (Home › Open Roles › title). Google reads JobPosting only on a page per job; the
 * properties follow its documentation (required: title, description, datePosted,
 * hiringOrganization, jobLocation — or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements; recommended: validThrough, employmentType, baseSalary,
 * identifier, directApply).
 * `hiringOrganization` is who hires (Google's JobPosting guidance): the firm for the roles it
 * employs (contract, contract-to-hire), the client it names for a placement, and the text
 * `confidential` for a client it does not name ("a staffing agency on behalf of an anonymous
 * employer"). Other compensation, when there is some, is `incentiveCompensation`.
 */
import type { Graph, JobPosting, WithContext } from 'schema-dts';
import { absoluteUrl, site } from '@/content/site';
import { breadcrumbLd, ORGANIZATION_ID } from '@/lib/seo/json-ld';
import { applicationsClose, paysOtherCompensation } from './format';
import { jobPath, type Job } from './openings';

/** Who hires, as Google reads it. */
export function hiringOrganizationLd(job: Job): JobPosting['hiringOrganization'] {
  if (job.hiredBy === 'confidential')
    return 'confidential' as unknown as JobPosting['hiringOrganization'];
  if (job.hiredBy === 'client')
    return {
      '@type': 'Organization',
      name: job.clientName!,
      ...(job.clientUrl ? { sameAs: job.clientUrl } : {}),
    };
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    sameAs: absoluteUrl('/'),
    logo: absoluteUrl(site.logoPath),
  };
}

export function jobPostingLd(job: Job, descriptionHtml: string): WithContext<JobPosting> {
  const url = absoluteUrl(jobPath(job.slug));
  const place =
    job.remote === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE' as const,
          applicantLocationRequirements: job.region
            ? { '@type': 'State' as const, name: job.region }
            : { '@type': 'Country' as const, name: job.country },
        }
      : {
          jobLocation: {
            '@type': 'Place' as const,
            address: {
              '@type': 'PostalAddress' as const,
              addressLocality: job.city,
              addressRegion: job.region,
              addressCountry: job.country,
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: job.title,
    description: descriptionHtml,
    datePosted: job.datePosted,
    // The posting expires when applications close (the role's last day unless it gives another).
    validThrough: applicationsClose(job),
    employmentType: job.employmentType,
    hiringOrganization: hiringOrganizationLd(job),
    ...place,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.payMin,
        maxValue: job.payMax,
        unitText: job.payUnit,
      },
    },
    jobBenefits: job.benefits,
    ...(paysOtherCompensation(job) ? { incentiveCompensation: job.otherCompensation } : {}),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    // The role's own page takes the application (components/jobs/ApplySection.tsx).
    directApply: true,
  };
}

/** A node without its own @context, to sit in a graph. */
function node<T extends object>(data: T): Omit<T, '@context'> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== '@context')) as Omit<
    T,
    '@context'
  >;
}

export function jobLd(job: Job, descriptionHtml: string): Graph {
  const posting = node(jobPostingLd(job, descriptionHtml));
  const crumbs = node(
    breadcrumbLd([
      { name: 'Home', path: '/' },
      { name: 'Open Roles', path: '/jobs' },
      { name: job.title, path: jobPath(job.slug) },
    ]),
  );
  return { '@context': 'https://schema.org', '@graph': [posting, crumbs] } as Graph;
}
