import { JobAlertFormOnTouch } from '@/components/forms/FormOnTouch';
import { jobAlerts } from '@/content/job-alerts';
import type { Job } from '@/lib/jobs';
import { termsOf } from '@/lib/jobs/open-roles-schema';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';

type Props = {
  /** On a role's page (open or closed): the form starts from that role. */
  job?: Job;
};

/**
 * A role's alert: its title without the bracketed notes ("(Contract)"), its city, remote when it
 * is, and its terms. The seeker sees the fields filled and changes what they like.
 */
function criteriaOf(job: Job): AlertCriteria {
  return {
    keywords: job.title.replace(/\s*[([].*?[)\]]/g, '').trim(),
    place: job.remote === 'remote' ? '' : (job.city ?? ''),
    workplace: job.remote === 'remote' ? 'remote' : 'any',
    terms: termsOf(job.employmentType),
  };
}

const copy = jobAlerts.section;

/**
 * Where a seeker asks to hear about new roles (/jobs#job-alerts, and under a role, open or
 * closed): the job alert form in the page's HTML, its code loaded on the first touch.
 */
export function JobAlertsSection({ job }: Props) {
  const forRole = job !== undefined;
  return (
    <section
      id="job-alerts"
      aria-labelledby="job-alerts-title"
      className="scroll-mt-24 rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
      data-pagefind-ignore="all"
    >
      <h2 id="job-alerts-title" className="text-xl font-semibold text-navy-900 sm:text-2xl">
        {forRole ? copy.titleForRole : copy.title}
      </h2>
      <p className="mt-2 mb-6 text-muted">{forRole ? copy.textForRole : copy.text}</p>
      <JobAlertFormOnTouch
        labelledBy="job-alerts-title"
        defaults={job ? criteriaOf(job) : undefined}
      />
    </section>
  );
}
