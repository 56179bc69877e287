import { IntentLink } from '@/components/ui/IntentLink';
import { JobAlertsSection } from '@/components/jobs/JobAlertsSection';
import { JobFilters } from '@/components/jobs/JobFilters';
import { JobList } from '@/components/jobs/JobList';
import { TalentNetworkPrompt } from '@/components/jobs/TalentNetworkPrompt';
import { talentNetworkLink } from '@/content/talent-network-link';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { jobList } from '@/content/job-pages';
import { pages } from '@/content/pages';
import { careers, site } from '@/content/site';
import { getOpenJobs, placeKey, typeLabel, EMPLOYMENT_TYPES } from '@/lib/jobs';
import { JOBS_FEED_PATH } from '@/lib/jobs/feed';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = {
  ...pageMetadata(pages['/jobs']),
  alternates: {
    canonical: '/jobs',
    types: { 'application/rss+xml': [{ url: JOBS_FEED_PATH, title: `${site.name}: open roles` }] },
  },
};

export default function JobsPage() {
  const jobs = getOpenJobs();
  const places = [...new Set(jobs.map(placeKey))].sort().map((value) => ({ value, label: value }));
  const types = EMPLOYMENT_TYPES.filter((type) =>
    jobs.some((job) => job.employmentType === type),
  ).map((value) => ({
    value,
    label: typeLabel({ employmentType: value }),
  }));
  return (
    <>
      <Hero
        eyebrow={jobList.hero.eyebrow}
        title={jobList.hero.title}
        subtitle={jobList.hero.subtitle}
      >
        <p>{jobList.hero.text.replace('{site}', site.name)}</p>
      </Hero>
      <Section id="open-roles" labelledBy="open-roles-title">
        <div className="mx-auto max-w-4xl">
          <h2 id="open-roles-title" className="sr-only">
            {jobList.listHeading}
          </h2>
          {jobs.length > 0 ? (
            <>
              <JobFilters places={places} types={types} total={jobs.length} />
              <JobList jobs={jobs} />
              <TalentNetworkPrompt className="mt-8" />
            </>
          ) : (
            <div className="rounded-card border border-navy-100 bg-white p-8 text-center shadow-card">
              <p className="text-lg text-ink">{jobList.none.text}</p>
              <p className="mt-3 text-ink">{talentNetworkLink.noRoles}</p>
              <ButtonLink href={talentNetworkLink.href} className="mt-6">
                {talentNetworkLink.label}
              </ButtonLink>
              <p className="mt-6 text-muted">
                {jobList.none.more}{' '}
                <a className="font-semibold text-accent-700 underline" href={careers.listingUrl}>
                  {jobList.none.link}
                </a>
              </p>
            </div>
          )}
          <p className="mt-8 text-sm text-muted">
            {jobList.follow.before}{' '}
            <a className="font-semibold text-accent-700 underline" href={JOBS_FEED_PATH}>
              {jobList.follow.feed}
            </a>
            {jobList.follow.or}{' '}
            <IntentLink className="font-semibold text-accent-700 underline" href="/#contact">
              {jobList.follow.contact}
            </IntentLink>
            .
          </p>
          <div className="mt-12">
            <JobAlertsSection />
          </div>
        </div>
      </Section>
    </>
  );
}
