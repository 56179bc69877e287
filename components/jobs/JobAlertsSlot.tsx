import { ButtonLink } from '@/components/ui/ButtonLink';
import { jobPages } from '@/content/job-pages';

type Props = {
  /** The section's heading id (one slot per page). */
  id?: string;
};

/**
 * Where a seeker asks to hear about roles like this one, on a closed role's page. The job alerts
 * form (issue 44) takes this section's place: until it ships, the section points to /jobs, which
 * lists every role the day it opens, and its feed.
 */
export function JobAlertsSlot({ id = 'job-alerts' }: Props) {
  const copy = jobPages.closed.alerts;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-navy-100 bg-navy-50 p-6 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-navy-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink">{copy.text}</p>
      <ButtonLink href="/jobs" variant="secondary" className="mt-5">
        {copy.link}
      </ButtonLink>
    </section>
  );
}
