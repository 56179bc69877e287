import {
  BriefcaseIcon,
  BuildingOffice2Icon,
  ChatBubbleLeftRightIcon,
  ClockIcon,
  MagnifyingGlassCircleIcon,
  RocketLaunchIcon,
  ScaleIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import type { Action, Card, SectionCopy } from '@/types/content';
import type { Step } from '@/types/content';
import type { Testimonial } from '@/types/content';
import { previewTalentAction, requestTalentAction } from './hire';

/** The five staffing services on /staffing. */
export const staffingServices: Card[] = [
  {
    title: 'Contract Resourcing',
    description:
      'Skilled contractors for a project, a peak or a specialist gap, on our payroll and under your direction, extended or released as your plans change.',
    icon: ClockIcon,
  },
  {
    title: 'Retained Search',
    description:
      'An exclusive, dedicated search for senior and leadership hires: a defined shortlist, market mapping and confidential outreach to people who are not looking.',
    icon: MagnifyingGlassCircleIcon,
  },
  {
    title: 'Permanent Placement',
    description:
      'Full-time employees screened for skills and team fit, hired onto your payroll and covered by our 90-day replacement guarantee.',
    icon: BriefcaseIcon,
  },
  {
    title: 'Outsourced Recruiting',
    description:
      'Our recruiters work as your talent team for a hiring wave or a whole year: sourcing, screening, scheduling and offers, under your brand.',
    icon: BuildingOffice2Icon,
  },
  {
    title: 'Contained Search',
    description:
      'A hybrid of retained and contingency search: part of the fee is paid upfront to commit a dedicated search, and the rest on successful placement.',
    icon: ScaleIcon,
  },
];

export const staffingTestimonial: Testimonial = {
  quote:
    'We needed three senior cloud engineers before a hard launch date. Cascadia Tech Staffing presented qualified people within days, and two of the three contractors later joined us permanently.',
  author: 'Director of Platform Engineering',
  role: 'Regional insurance carrier',
};

/** How a staffing engagement runs, in three steps. */
export const staffingProcess: Step[] = [
  {
    title: 'Define the role',
    description:
      'A kickoff call on the skills, team, budget and timeline, so we search for the person you actually need.',
    icon: ChatBubbleLeftRightIcon,
  },
  {
    title: 'Meet candidates',
    description:
      'Qualified, interviewed candidates in 48–72 hours, each with a short summary of strengths and gaps.',
    icon: UsersIcon,
  },
  {
    title: 'Hire and onboard',
    description:
      'Contingent placements in 1–2 weeks and permanent placements in 4–8 weeks, with onboarding handled for you.',
    icon: RocketLaunchIcon,
  },
];

/** The words of /staffing's sections around the cards, the story and the steps. */
export const staffingPage = {
  hero: {
    eyebrow: 'Staffing services',
    title: 'Staffing',
    subtitle: 'The right technology people, on the terms that fit the work.',
    lead: 'From a single contractor for a sprint to a leadership search or a whole hiring program, we match engineers, analysts and IT leaders to teams across the Pacific Northwest and nationwide.',
    art: {
      src: '/images/services/staffing-shortlist.svg',
      alt: 'A shortlist of three candidate profiles, two marked as a match',
    },
    actions: [
      { label: 'Talk to a Recruiter', href: '/#contact', variant: 'accent' },
      { label: 'About Contingent Workers', href: '/contingent-workers', variant: 'ghost-light' },
    ] satisfies Action[],
  },
  services: {
    eyebrow: 'Five ways to hire',
    title: 'Staffing Services',
    description:
      'Choose the engagement that matches the role, the urgency and the budget. Many clients use several at once.',
  } satisfies SectionCopy,
  story: { eyebrow: 'Client story', title: 'Hired Before the Deadline' } satisfies SectionCopy,
  process: {
    eyebrow: 'How it works',
    title: 'From Kickoff to First Day',
    description:
      'Candidates in 48–72 hours; contingent placements in 1–2 weeks; permanent placements in 4–8 weeks.',
  } satisfies SectionCopy,
  callToAction: {
    title: 'Ready to Fill Your Next Role?',
    description:
      'Tell us about the position and we will present qualified candidates within 48–72 hours.',
    actions: [
      { label: 'Get in Touch', href: '/#contact', variant: 'accent' },
      requestTalentAction,
      previewTalentAction,
      { label: 'Read the Knowledge Base', href: '/knowledge-base', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
