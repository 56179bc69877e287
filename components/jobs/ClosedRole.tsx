import { JobAlertsSection } from '@/components/jobs/JobAlertsSection';
import { JobCard } from '@/components/jobs/JobCard';
import { JobSummary } from '@/components/jobs/JobSummary';
import { TalentNetworkPrompt } from '@/components/jobs/TalentNetworkPrompt';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { IntentLink } from '@/components/ui/IntentLink';
import { jobPages } from '@/content/job-pages';
import { careers } from '@/content/site';
import { formatPostDate } from '@/lib/blog/date';
import type { Job } from '@/lib/jobs';

type Props = {
  job: Job;
  /** The open roles most like it, best first (lib/jobs/similar.ts). */
  similar: Job[];
};

/**
 * What a closed role's URL shows for 90 days after it closed: that it closed (its title, where,
 * when), the open roles most like it, and where to hear about the next one. No JobPosting, and
 * the page is noindex and kept out of the site search (app/jobs/[slug]/page.tsx).
 */
export function ClosedRole({ job, similar }: Props) {
  const copy = jobPages.closed;
  const closedOn = formatPostDate(job.validThrough);
  return (
    <>
      <header className="bg-navy-900 pt-12 pb-14 text-white sm:pt-16">
        <div className="container-page max-w-4xl">
          <p className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-wide uppercase">
            <IntentLink href="/jobs" className="text-accent-300 hover:underline">
              {jobPages.labels.openRoles}
            </IntentLink>
            <span className="rounded-full bg-white px-3 py-0.5 text-xs tracking-wider text-navy-900">
              {copy.badge}
            </span>
          </p>
          <h1 className="mt-3 text-3xl font-bold text-balance sm:text-4xl">{job.title}</h1>
          <JobSummary
            job={job}
            closed={copy.closedOn.replace('{date}', closedOn)}
            className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-navy-100 [&_svg]:text-accent-300"
          />
        </div>
      </header>
      <div className="container-page max-w-4xl py-12">
        <p className="text-lg text-ink">{copy.lead.replace('{date}', closedOn)}</p>
        <section aria-labelledby="similar-roles-title" className="mt-10">
          <h2 id="similar-roles-title" className="text-2xl font-bold text-navy-900">
            {copy.similarTitle}
          </h2>
          {similar.length > 0 ? (
            <>
              <p className="mt-2 text-muted">{copy.similarIntro}</p>
              <ul className="mt-6 grid gap-5" aria-labelledby="similar-roles-title">
                {similar.map((role) => (
                  <li key={role.slug}>
                    <JobCard job={role} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="mt-4">
              <p className="text-ink">{copy.noneOpen}</p>
              <ButtonLink href={careers.listingUrl} className="mt-5">
                {copy.noneOpenLink}
              </ButtonLink>
            </div>
          )}
        </section>
        <TalentNetworkPrompt className="mt-10" />
        <div className="mt-12">
          <JobAlertsSection job={job} />
        </div>
      </div>
    </>
  );
}
