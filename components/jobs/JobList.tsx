import { placeKey, type Job } from '@/lib/jobs';
import { jobPages } from '@/content/job-pages';
import { NOT_INDEXED } from '@/lib/search/markup';
import { JobCard } from './JobCard';

type Props = { jobs: Job[] };

/**
 * Every open role, newest first, in the static HTML (crawlable, complete without JavaScript).
 * Each item carries what the filters (JobFilters) match on, as data attributes. Not in the site
 * search's record of /jobs: each role is a result of its own.
 */
export function JobList({ jobs }: Props) {
  return (
    <ul
      id="job-list"
      className="grid gap-5"
      aria-label={jobPages.labels.openRoles}
      {...NOT_INDEXED}
    >
      {jobs.map((job) => (
        <li
          key={job.slug}
          data-job=""
          data-text={`${job.title} ${job.city ?? ''} ${job.region ?? ''} ${job.body}`.toLowerCase()}
          data-type={job.employmentType}
          data-remote={job.remote}
          data-place={placeKey(job)}
        >
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
