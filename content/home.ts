/** Home page: the words of its sections, the hero artwork, the Services cards and the About figures. */
import {
  PresentationChartLineIcon,
  UserGroupIcon,
  UserPlusIcon,
} from '@heroicons/react/24/outline';
import type { Action, Card, ImageAsset, SectionCopy, Stat } from '@/types/content';
import { hireCta } from './navigation';
import { site } from './site';

/** The hero: the site's headline and subline, a line on who we place, and the two ways in. */
export const homeHero = {
  eyebrow: `Since ${site.founded.year} · ${site.founded.city}, ${site.founded.region}`,
  title: site.headline,
  subtitle: site.subline,
  lead: 'Engineers, data scientists and delivery leaders for the teams building what comes next: contract, permanent and fully managed, from Seattle and across the country.',
  actions: [
    { label: 'Find Talent', href: hireCta.href, variant: 'accent' },
    { label: 'Preview Talent', href: '/talent', variant: 'ghost-light' },
    { label: 'Explore Services', href: '/#services', variant: 'ghost-light' },
  ] satisfies Action[],
};

/** About (#about), beside the award and the figures. */
export const homeAbout = {
  eyebrow: 'About us',
  title: 'A Trusted Partner in Staffing',
  paragraphs: [
    `For ${site.yearsOfExperience} years, ${site.name} has connected employers with the technologists they need, from a single contractor for a sprint to a complete team for a multi-year program. Founded in ${site.founded.city}, ${site.founded.region} in ${site.founded.year}, we are a Small Business and Diverse Supplier that enterprises and public agencies rely on.`,
    'We are now building a network of AI and machine learning experts, so the teams adopting AI can hire people who have already shipped it.',
  ],
  actions: [{ label: 'Our Story', href: '/about', variant: 'secondary' }] satisfies Action[],
};

/** Services (#services): the section's opening and the partnership banner under the cards. */
export const homeServicesSection: SectionCopy & {
  banner: { title: string; text: string; actions: Action[] };
} = {
  eyebrow: 'What we do',
  title: 'Staffing that fits how you build',
  description:
    "Three ways to add the right people, each run by recruiters who speak your team's language.",
  banner: {
    title: 'Building Success Through Partnership',
    text: 'We learn your stack, your culture and your deadlines, then stay with you after the placement, because the best hire is the one who is still thriving a year later.',
    actions: [{ label: 'Talk to a Recruiter', href: '/#contact', variant: 'accent' }],
  },
};

/** Our Clients: the logo cloud's opening. */
export const homeClientsSection: SectionCopy = {
  eyebrow: 'Trusted by',
  title: 'Our Clients',
  description:
    'Software companies, insurers, travel brands and health systems trust us with the roles that matter.',
};

/** What Our Clients Say (#work, with #testimonials around it). */
export const homeTestimonialsSection: SectionCopy = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
  description: 'Hiring managers and delivery leads on working with our recruiters and teams.',
};

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
