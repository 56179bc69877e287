import {
  BriefcaseIcon,
  CalendarIcon,
  CurrencyDollarIcon,
  MapPinIcon,
} from '@heroicons/react/24/outline';
import type { Job } from '@/lib/jobs';
import { payLabel, placeLabel, typeLabel } from '@/lib/jobs/format';
import { searchMeta, type SearchMetaKey } from '@/lib/search/markup';

type Props = {
  job: Job;
  /** The list's classes (a row of facts in the list's cards and under the job page's title). */
  className?: string;
  /** On a closed role's page, when it closed ("Closed on …") in place of its pay. */
  closed?: string;
  /** The role's own page: its place and pay are the facts its search result shows. */
  searchFacts?: boolean;
};

/**
 * An opening's place, type and pay (or when it closed), as a description list (the list's cards,
 * the job page, the closed role's page).
 */
export function JobSummary({ job, className, closed, searchFacts = false }: Props) {
  const facts: { term: string; value: string; icon: typeof MapPinIcon; meta?: SearchMetaKey }[] = [
    { term: 'Location', value: placeLabel(job), icon: MapPinIcon, meta: 'place' },
    { term: 'Type', value: typeLabel(job), icon: BriefcaseIcon },
    closed
      ? { term: 'Closed', value: closed, icon: CalendarIcon }
      : { term: 'Pay', value: payLabel(job), icon: CurrencyDollarIcon, meta: 'pay' },
  ];
  return (
    <dl className={className ?? 'flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink'}>
      {facts.map(({ term, value, icon: Icon, meta }) => (
        <div key={term}>
          <dt className="sr-only">{term}</dt>
          <dd
            className="flex items-center gap-1.5"
            {...(searchFacts && meta ? searchMeta(meta) : {})}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
