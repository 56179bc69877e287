import { IntentLink } from '@/components/ui/IntentLink';
import { jobPath, placeKey, type Job } from '@/lib/jobs';
import { NOT_INDEXED } from '@/lib/search/markup';
import { JobSummary } from './JobSummary';

type Props = { jobs: Job[] };

/**
 * Every open role, newest first, in the static HTML (crawlable, complete without JavaScript).
 * Each item carries what the filters (JobFilters) match on, as data attributes. Not in the site
 * search's record of /jobs: each role is a result of its own.
 */
export function JobList({ jobs }: Props) {
  return (
    <ul id="job-list" className="grid gap-5" aria-label="Open roles" {...NOT_INDEXED}>
      {jobs.map((job) => (
        <li
          key={job.slug}
          data-job=""
          data-text={`${job.title} ${job.city ?? ''} ${job.region ?? ''} ${job.body}`.toLowerCase()}
          data-type={job.employmentType}
          data-remote={job.remote}
          data-place={placeKey(job)}
          className="rounded-card border border-navy-100 bg-white p-6 shadow-card transition-shadow hover:shadow-lg"
        >
          <article aria-labelledby={`job-${job.slug}`}>
            <h2 id={`job-${job.slug}`} className="text-xl font-semibold text-navy-900">
              <IntentLink href={jobPath(job.slug)} className="hover:text-accent-700 focus-visible:text-accent-700">
                {job.title}
              </IntentLink>
            </h2>
            <JobSummary job={job} className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink" />
            <p className="mt-3 text-sm text-muted">
              <span className="font-semibold text-navy-900">Benefits:</span> {job.benefits}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
