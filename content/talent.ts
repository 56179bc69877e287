/**
 * /talent, where a hiring manager previews people the firm can place: the words of the page, its
 * filters and its profile cards. The profiles themselves are content/talent/*.md (lib/talent).
 */
import type { Availability } from '@/supabase/functions/_shared/core/talent-network.ts';
import type { TalentWorkplace } from '@/supabase/functions/_shared/core/talent-request.ts';
import type { Action, SectionCopy } from '@/types/content';
import { hireCta } from './navigation';

export const talentPage = {
  hero: {
    eyebrow: 'For hiring managers',
    title: 'Preview Available Talent',
    subtitle: 'A few of the technologists on our bench this season.',
    lead: 'Each profile is a real person who agreed to be featured, shown without a name until they agree to an introduction. Ask about anyone here, or tell us the role and we match from the whole network.',
    actions: [
      { label: 'Request Talent', href: hireCta.href, variant: 'accent' },
    ] satisfies Action[],
  },
  list: {
    eyebrow: 'On the bench',
    title: 'Available Technologists',
    description:
      'Filter by skill, work arrangement and availability. Rates are what the person asked for; the final rate depends on the role.',
  } satisfies SectionCopy,
  filters: {
    label: 'Filter profiles',
    skill: 'Skill',
    arrangement: 'Work arrangement',
    availability: 'Available',
    any: 'Any',
  },
  /** Each choice of the availability filter: who can start by then. */
  availableBy: {
    now: 'Now',
    'two-weeks': 'Within two weeks',
    'one-month': 'Within a month',
    later: 'Any time',
  } satisfies Record<Availability, string>,
  /** A profile's availability, on its card. */
  availability: {
    now: 'Available now',
    'two-weeks': 'Available within two weeks',
    'one-month': 'Available within a month',
    later: 'Available later',
  } satisfies Record<Availability, string>,
  arrangements: {
    remote: 'Remote',
    hybrid: 'Hybrid',
    onsite: 'On-site',
  } satisfies Record<TalentWorkplace, string>,
  card: {
    years: '{years} years',
    rate: 'Rate or salary',
    ask: 'Ask about this person',
  },
  /** Under the list, whatever the filters show. */
  more: {
    text: 'Nobody here fits, or the filters leave no one? Tell us the role and we search the whole network.',
    link: 'Request talent',
  },
  /** With no profile published. */
  empty: {
    text: 'We place from a bench of technologists who are ready to start, and the profiles we feature change every week. None is shown right now.',
    link: 'Tell us the role you need',
  },
};
