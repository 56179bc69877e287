import {
  BriefcaseIcon,
  CalendarIcon,
  CurrencyDollarIcon,
  MapPinIcon,
} from '@heroicons/react/24/outline';
import type { Job } from '@/lib/jobs';
import { payLabel, placeLabel, typeLabel } from '@/lib/jobs/format';

type Props = {
  job: Job;
  /** The list's classes (a row of facts in the list's cards and under the job page's title). */
  className?: string;
  /** On a closed role's page, when it closed ("Closed on …") in place of its pay. */
  closed?: string;
};

/**
 * An opening's place, type and pay (or when it closed), as a description list (the list's cards,
 * the job page, the closed role's page).
 */
export function JobSummary({ job, className, closed }: Props) {
  const facts = [
    { term: 'Location', value: placeLabel(job), icon: MapPinIcon },
    { term: 'Type', value: typeLabel(job), icon: BriefcaseIcon },
    closed
      ? { term: 'Closed', value: closed, icon: CalendarIcon }
      : { term: 'Pay', value: payLabel(job), icon: CurrencyDollarIcon },
  ];
  return (
    <dl className={className ?? 'flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink'}>
      {facts.map(({ term, value, icon: Icon }) => (
        <div key={term}>
          <dt className="sr-only">{term}</dt>
          <dd className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
