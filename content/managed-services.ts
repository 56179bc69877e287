import {
  ChartBarSquareIcon,
  LightBulbIcon,
  PresentationChartLineIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import type { Action, Card, SectionCopy } from '@/types/content';
import type { Fact } from '@/types/content';
import type { Testimonial } from '@/types/content';
import { previewTalentAction, requestTalentAction } from './hire';

/** The four features of a managed services engagement. */
export const managedFeatures: Card[] = [
  {
    title: 'In-Depth Reporting',
    description:
      'Monthly reports on delivery, quality, staffing and risk, written for decision makers rather than for filing.',
    icon: ChartBarSquareIcon,
  },
  {
    title: 'Quarterly Innovation Reports',
    description:
      'Every quarter, concrete recommendations on tooling, automation and process that would make your operation faster or cheaper.',
    icon: LightBulbIcon,
  },
  {
    title: 'SMART KPIs',
    description:
      'Specific, measurable, achievable, relevant and time-bound targets agreed with you at the start and reviewed on a fixed rhythm.',
    icon: PresentationChartLineIcon,
  },
  {
    title: 'Dedicated Managers',
    description:
      'One engagement manager who leads the team, owns the results and is your single point of contact.',
    icon: UserCircleIcon,
  },
];

export const managedTestimonial: Testimonial = {
  quote:
    'Handing our application support to a managed team gave us one accountable manager, numbers we can trust every month and a quarterly list of improvements we actually act on.',
  author: 'Vice President of IT Operations',
  role: 'Pacific Northwest port authority',
};

/** What SMART stands for, shown beside the KPI text. */
export const smartKpis: Fact[] = [
  { term: 'S', detail: 'Specific: one clear outcome, such as ticket resolution time' },
  { term: 'M', detail: 'Measurable: tracked from data, not impressions' },
  { term: 'A', detail: 'Achievable: ambitious, but agreed as realistic by both sides' },
  { term: 'R', detail: 'Relevant: tied to what your business needs from the service' },
  { term: 'T', detail: 'Time-bound: reviewed on a fixed monthly and quarterly rhythm' },
];

/** What the price of a managed engagement depends on. */
export const pricingFactors: Fact[] = [
  { term: '1', detail: 'Team size: the people and skills the work requires' },
  { term: '2', detail: 'Scope: the services, systems and hours covered' },
  { term: '3', detail: 'Duration: the length of the agreement' },
];

/** The words of /managed-services around its cards, facts and testimonial. */
export const managedServicesPage = {
  hero: {
    eyebrow: 'Managed services',
    title: 'Managed Services',
    subtitle: 'A team that answers for results, not just hours.',
    lead: 'We assemble and run technology teams for application support, development, DevOps and data work, measured against targets you agree and reported on every month.',
    actions: [
      { label: 'Discuss an Engagement', href: '/#contact', variant: 'accent' },
      { label: 'See Staffing Options', href: '/staffing', variant: 'ghost-light' },
    ] satisfies Action[],
  },
  features: {
    eyebrow: 'What you get',
    title: 'Built for Accountability',
    description: 'Every managed engagement comes with the same four commitments.',
  } satisfies SectionCopy,
  model: {
    eyebrow: 'The model',
    title: 'The Managed Services Provider Model',
    paragraphs: [
      'As your managed services provider (MSP), we take on a defined scope of work, such as keeping a portfolio of applications running, delivering a roadmap of features or operating a cloud platform, and we answer for the outcome. You keep control of priorities and decisions; we handle recruiting, onboarding, scheduling, backfills and performance.',
      'A dedicated engagement manager leads the team and is your single point of contact. Because the team is ours to run, it can be sized to the work rather than to a headcount plan, and knowledge stays with the service when individual people move on.',
    ],
  },
  kpis: {
    eyebrow: 'Measurement',
    title: 'SMART KPIs and In-Depth Reporting',
    factsTitle: 'Every KPI is',
    paragraphs: [
      'Before work starts we agree SMART KPIs with you: targets that are specific, measurable, achievable, relevant and time-bound, such as ticket resolution times, release frequency or defect rates. They are the yardstick for the whole engagement.',
      'Each month you receive an in-depth report on those KPIs, with delivery, quality, staffing and risks explained in plain language. Every quarter we add an innovation report: concrete recommendations on automation, tooling and process that would raise quality or lower cost, so the service keeps improving instead of standing still.',
    ],
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Pricing Built Around Your Needs',
    factsTitle: 'Priced by',
    factsFootnote: 'Every commitment is written into a service level agreement (SLA).',
    paragraphs: [
      'There is no one-size-fits-all rate card. We price each engagement by the size of the team, the scope of the work and the duration of the agreement, and choose the model that suits you: a fixed monthly fee for steady operations, or capacity-based pricing for work that rises and falls.',
      'Commitments are written into a service level agreement (SLA) covering response times, availability and the KPIs above, so you always know what you are paying for and what you can expect.',
    ],
  },
  callToAction: {
    title: 'Let Us Run It for You',
    description:
      'Tell us what you need to keep running or get built, and we will propose a team, KPIs and an SLA.',
    actions: [
      { label: 'Get in Touch', href: '/#contact', variant: 'accent' },
      requestTalentAction,
      previewTalentAction,
    ] satisfies Action[],
  },
};
