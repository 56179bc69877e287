/**
 * An opening's JobPosting for Google's job search, carrying exactly what its page shows, and its
 * breadcrumb (Home › Open Roles › title). Google reads JobPosting only on a page per job; the
 * properties follow its documentation (required: title, description, datePosted,
 * hiringOrganization, jobLocation — or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements; recommended: validThrough, employmentType, baseSalary,
 * identifier, directApply).
 */
import type { Graph, JobPosting, WithContext } from 'schema-dts';
import { absoluteUrl, site } from '@/content/site';
import { breadcrumbLd, ORGANIZATION_ID } from '@/lib/seo/json-ld';
import { jobPath, type Job } from './openings';

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
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: site.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl(site.logoPath),
    },
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
