/** Home page: the hero artwork, the Services cards and the About figures. */
import {
  PresentationChartLineIcon,
  UserGroupIcon,
  UserPlusIcon,
} from '@heroicons/react/24/outline';
import type { Card, Stat, ImageAsset } from '@/types/content';
import { site } from './site';

export const heroTalentMatch: ImageAsset = {
  src: '/images/company/hero-talent-match.svg',
  alt: 'Illustration: a shortlist of three matched candidates for an open machine learning engineer role, presented within 48–72 hours',
  width: 520,
  height: 460,
};

/** Home page, Services: exactly three cards. */
export const homeServices: readonly Card[] = [
  {
    title: 'Contract Resources',
    description:
      'Vetted engineers, analysts and project leads on hourly or daily rates, usually placed within one to two weeks, with contract-to-hire terms of three to six months when you want to convert.',
    icon: UserGroupIcon,
  },
  {
    title: 'Permanent Placements',
    description:
      'Direct hires for the roles that shape your team, typically filled in four to eight weeks and backed by a 90-day replacement guarantee.',
    icon: UserPlusIcon,
  },
  {
    title: 'Consulting & Project Management',
    description:
      'Experienced consultants and project managers who scope, staff and steer delivery, from a single workstream to a complete managed team.',
    icon: PresentationChartLineIcon,
  },
];

/** Home page, About: the figures beside the award. */
export const homeStats: readonly Stat[] = [
  { value: site.yearsOfExperience, label: 'Years placing technology talent' },
  {
    value: String(site.founded.year),
    label: `Founded in ${site.founded.city}, ${site.founded.regionCode}`,
  },
  { value: '48–72 hrs', label: 'To present qualified candidates' },
  { value: '90 days', label: 'Replacement guarantee on permanent hires' },
];
