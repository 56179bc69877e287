import { BriefcaseIcon, CurrencyDollarIcon, MapPinIcon } from '@heroicons/react/24/outline';
import { payLabel, placeLabel, typeLabel, type Job } from '@/lib/jobs';

type Props = {
  job: Job;
  /** The card's heading level: h2 in the list, absent on the job's own page (its h1 is the title). */
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
        <div key={term} className="flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
          <dt className="sr-only">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
