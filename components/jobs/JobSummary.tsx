import { BriefcaseIcon, CurrencyDollarIcon, MapPinIcon } from '@heroicons/react/24/outline';
import type { Job } from '@/lib/jobs';
import { payLabel, placeLabel, typeLabel } from '@/lib/jobs/format';

type Props = {
  job: Job;
  /** The list's classes (a row of facts in the list's cards and under the job page's title). */
  className?: string;
};

/** An opening's place, type and pay, as a description list (the list's cards and the job page). */
export function JobSummary({ job, className }: Props) {
  const facts = [
    { term: 'Location', value: placeLabel(job), icon: MapPinIcon },
    { term: 'Type', value: typeLabel(job), icon: BriefcaseIcon },
    { term: 'Pay', value: payLabel(job), icon: CurrencyDollarIcon },
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
