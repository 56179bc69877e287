import { AcademicCapIcon, BuildingOfficeIcon, UserIcon } from '@heroicons/react/24/outline';
import type { Action, Card, SectionCopy } from '@/types/content';
import type { Point } from '@/types/content';
import type { Comparison } from '@/types/content';
import { previewTalentAction, requestTalentAction } from './hire';

/** The three types of contingent worker. */
export const contingentTypes: Card[] = [
  {
    title: 'Independent Contractors',
    description:
      'Self-employed professionals who run their own business, set their own methods and invoice for a defined scope of work.',
    icon: UserIcon,
  },
  {
    title: 'Agency Contractors',
    description:
      'Professionals employed and paid by a staffing firm and assigned to your team for a project or a period, with the firm as employer of record.',
    icon: BuildingOfficeIcon,
  },
  {
    title: 'Consultants',
    description:
      'Specialists engaged for their expertise to advise, assess or lead a change, often for a short, outcome-focused engagement.',
    icon: AcademicCapIcon,
  },
];

/** Contingent worker versus employee: four points. */
export const contingentVersusEmployee: Comparison[] = [
  {
    aspect: 'Employer of record',
    left: 'Their own business or a staffing firm, which runs payroll, taxes and insurance.',
    right: 'Your organization, which runs payroll, withholding and benefits.',
  },
  {
    aspect: 'Length of engagement',
    left: 'A fixed term or project, ended or extended as your needs change.',
    right: 'Open-ended, with no planned end date.',
  },
  {
    aspect: 'Pay and benefits',
    left: 'An hourly or daily rate; benefits come from the staffing firm or the worker.',
    right: 'A salary plus your benefits package, paid leave and equity or bonus plans.',
  },
  {
    aspect: 'Onboarding and training',
    left: 'Hired for skills they already have and expected to contribute within days.',
    right: 'Developed over years through training, mentoring and career paths.',
  },
];

export const contingentPros: Point[] = [
  {
    title: 'Flexibility',
    description: 'Scale a team up for a launch and back down after it without layoffs.',
  },
  {
    title: 'Specialist skills on demand',
    description: 'Bring in a skill you need for months, not years, such as a platform migration.',
  },
  {
    title: 'Speed',
    description: 'Contingent placements are usually completed in 1–2 weeks.',
  },
  {
    title: 'Cost control',
    description:
      'Pay for the work as it happens, with no long-term salary and benefit commitments.',
  },
];

export const contingentCons: Point[] = [
  {
    title: 'Knowledge can walk out the door',
    description: 'Plan documentation and handover before an engagement ends.',
  },
  {
    title: 'Less connection to the team',
    description: 'Short tenures make it harder to build culture and loyalty.',
  },
  {
    title: 'Compliance risk',
    description:
      'Misclassifying workers or overlooking tenure rules carries legal and tax consequences.',
  },
];

/** The words of /contingent-workers around its cards, comparison and lists. */
export const contingentWorkersPage = {
  hero: {
    eyebrow: 'Hiring guide',
    title: 'Contingent Workers',
    subtitle: 'What they are, how they differ from employees, and when they are the right choice.',
    actions: [
      { label: 'Hire Contingent Talent', href: '/#contact', variant: 'accent' },
    ] satisfies Action[],
  },
  whatIs: {
    eyebrow: 'The basics',
    title: 'What Is a Contingent Worker?',
    paragraphs: [
      'A contingent worker is a professional who works for your organization on a non-permanent basis: for the length of a project, to cover a peak in demand or to bring in a skill your team lacks. They are not on your payroll as employees; they are self-employed, employed by a staffing firm, or engaged as consultants.',
      'Technology teams rely on contingent workers for migrations, product launches, security reviews and other work with a clear start and end. Used well, they let a company move faster without committing to headcount it may not need next year.',
    ],
    inShort: {
      label: 'In short',
      definition:
        'A contingent worker is hired for a specific project or period, not as a permanent employee.',
      note: 'With a staffing partner, contingent placements are usually made in 1–2 weeks.',
    },
  },
  types: {
    eyebrow: 'Three types',
    title: 'Types of Contingent Workers',
    description: 'Who the worker is employed by shapes how you engage, pay and manage them.',
  } satisfies SectionCopy,
  versus: {
    eyebrow: 'Four differences',
    title: 'Contingent Worker vs. Employee',
    description:
      'Both do valuable work for your team. What differs is the relationship around the work.',
    leftLabel: 'Contingent worker',
    rightLabel: 'Employee',
  },
  prosCons: {
    eyebrow: 'Weighing it up',
    title: 'Pros and Cons of Contingent Workers',
    pros: 'Pros',
    cons: 'Cons',
  },
  callToAction: {
    title: 'Find the Right Contingent Talent',
    description:
      'We handle sourcing, payroll and compliance, and place contingent professionals in 1–2 weeks, so you get the skills without the risk.',
    actions: [
      { label: 'Get in Touch', href: '/#contact', variant: 'accent' },
      requestTalentAction,
      previewTalentAction,
      { label: 'Explore Staffing Services', href: '/staffing', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
