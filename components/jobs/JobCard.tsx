import { IntentLink } from '@/components/ui/IntentLink';
import { jobPages } from '@/content/job-pages';
import { jobPath, type Job } from '@/lib/jobs';
import { JobSummary } from './JobSummary';

type Props = {
  job: Job;
  /** h2 in the /jobs list, h3 under a section's own h2 (a closed role's similar roles). */
  headingLevel?: 2 | 3;
};

/** An open role as a card: its title linking to its page, place, type, pay and benefits. */
export function JobCard({ job, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={`job-${job.slug}`}
      className="rounded-card border border-navy-100 bg-white p-6 shadow-card transition-shadow hover:shadow-lg"
    >
      <Heading id={`job-${job.slug}`} className="text-xl font-semibold text-navy-900">
        <IntentLink
          href={jobPath(job.slug)}
          className="hover:text-accent-700 focus-visible:text-accent-700"
        >
          {job.title}
        </IntentLink>
      </Heading>
      <JobSummary job={job} className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink" />
      <p className="mt-3 text-sm text-muted">
        <span className="font-semibold text-navy-900">{jobPages.labels.benefits}</span>{' '}
        {job.benefits}
      </p>
    </article>
  );
}
