import {
  ChartBarSquareIcon,
  LightBulbIcon,
  PresentationChartLineIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import type { Card } from '@/types/content';
import type { Fact } from '@/types/content';
import type { Testimonial } from '@/types/content';

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
