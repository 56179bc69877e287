import { MapPinIcon, BriefcaseIcon, ClockIcon } from '@heroicons/react/24/outline';
import { talentPage as copy } from '@/content/talent';
import { AVAILABILITY, type Profile } from '@/lib/talent';

type Props = { profile: Profile; skillIndex: Map<string, number> };

/** Who can start by each choice of the availability filter: `now` by all, `later` only by `later`. */
export function availableBy(availability: Profile['availability']): string {
  return AVAILABILITY.slice(AVAILABILITY.indexOf(availability)).join(' ');
}

/** The address that asks about a profile: /hire's request form, carrying the profile's id. */
export const askHref = (id: string) => `/hire?profile=${encodeURIComponent(id)}#request`;

/**
 * One person the firm can place, without who they are: the headline, where and how they work,
 * when they can start, the rate, the skills, and the link that asks about them. Its data
 * attributes are what the filters (TalentFilters.tsx) hide it by.
 */
export function ProfileCard({ profile: p, skillIndex }: Props) {
  const meta = 'flex items-center gap-1.5';
  return (
    <li
      data-profile=""
      data-s={p.skills.map((s) => skillIndex.get(s)).join(' ')}
      data-a={p.arrangement.join(' ')}
      data-v={availableBy(p.availability)}
      className="flex flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card"
    >
      <h3 className="text-lg font-semibold text-balance text-navy-900">{p.headline}</h3>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted [&_svg]:h-4 [&_svg]:w-4 [&_svg]:text-accent-700">
        <li className={meta}>
          <MapPinIcon aria-hidden="true" />
          {p.location} · {p.arrangement.map((a) => copy.arrangements[a]).join(', ')}
        </li>
        <li className={meta}>
          <BriefcaseIcon aria-hidden="true" />
          {copy.card.years.replace('{years}', String(p.years))}
        </li>
        <li className={meta}>
          <ClockIcon aria-hidden="true" />
          {copy.availability[p.availability]}
        </li>
      </ul>
      {p.summary && <p className="mt-4 text-ink">{p.summary}</p>}
      <p className="mt-4 text-sm text-ink">
        <span className="font-semibold">{copy.card.rate}:</span> {p.rate}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {p.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-900">
            {skill}
          </li>
        ))}
      </ul>
      <a
        href={askHref(p.id)}
        className="mt-6 inline-flex self-start rounded-lg bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-700"
      >
        {copy.card.ask}
        <span className="sr-only">: {p.headline}</span>
      </a>
    </li>
  );
}
