import { ArticleBody } from '@/components/blog/ArticleBody';
import { JobSummary } from '@/components/jobs/JobSummary';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { IntentLink } from '@/components/ui/IntentLink';
import { jobPages } from '@/content/job-pages';
import { site } from '@/content/site';
import { formatPostDate } from '@/lib/blog/date';
import { applicationsClose, payLabel, paysOtherCompensation } from '@/lib/jobs/format';
import type { Job } from '@/lib/jobs';
import { searchType } from '@/lib/search/markup';
import { fill } from '@/supabase/functions/_shared/core/fill';

const labels = jobPages.labels;

/** The terms a posting must state (pay, benefits, other compensation, who hires, when applications close). */
function terms(job: Job): { label: string; value: string }[] {
  return [
    { label: labels.pay, value: payLabel(job) },
    { label: labels.benefits, value: job.benefits },
    {
      label: labels.otherCompensation,
      value: paysOtherCompensation(job) ? job.otherCompensation : labels.noOtherCompensation,
    },
    {
      label: labels.hiredBy,
      value: fill(labels.hirers[job.hiredBy ?? 'firm'], {
        site: site.name,
        client: job.clientName ?? '',
      }),
    },
    ...(job.restrictionReason ? [{ label: labels.restriction, value: job.restrictionReason }] : []),
    {
      label: labels.applicationsClose,
      value: applicationsClose(job) ? formatPostDate(applicationsClose(job)) : '',
    },
  ];
}

type Props = {
  job: Job;
  /** The description as renderMarkdown (or the preview's markdownToHtml) wrote it. */
  html: string;
};

/** An opening as its page shows it (/jobs/<slug>) and as the recruiter previews it in /admin. */
export function JobArticle({ job, html }: Props) {
  return (
    <article aria-labelledby="job-title" {...searchType('role')}>
      <header className="bg-navy-900 pt-12 pb-14 text-white sm:pt-16">
        <div className="container-page max-w-4xl">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <IntentLink href="/jobs" className="hover:underline">
              {jobPages.labels.openRoles}
            </IntentLink>
          </p>
          <h1 id="job-title" className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
            {job.title}
          </h1>
          <JobSummary
            job={job}
            searchFacts
            className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-navy-100 [&_svg]:text-accent-300"
          />
        </div>
      </header>
      <div className="container-page max-w-4xl py-12">
        <section
          aria-labelledby="pay-title"
          className="rounded-card border border-navy-100 bg-navy-50 p-6"
        >
          <h2 id="pay-title" className="text-lg font-semibold text-navy-900">
            {labels.payTitle}
          </h2>
          <dl className="mt-2 space-y-1.5 text-ink">
            {terms(job).map(({ label, value }) => (
              <div key={label}>
                <dt className="inline font-semibold">{label}</dt>{' '}
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="mt-10">
          <ArticleBody html={html} />
        </div>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="#apply" variant="accent">
            {jobPages.apply.jump}
          </ButtonLink>
          <ButtonLink href="/jobs" variant="secondary">
            {jobPages.labels.allRoles}
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-muted">
          {fill(job.applicationDeadline ? jobPages.datePosted : jobPages.dates, {
            posted: formatPostDate(job.datePosted),
            through: formatPostDate(job.validThrough),
          })}
        </p>
      </div>
    </article>
  );
}
