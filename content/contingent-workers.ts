import { AcademicCapIcon, BuildingOfficeIcon, UserIcon } from '@heroicons/react/24/outline';
import type { Card } from '@/types/content';
import type { Point } from '@/types/content';
import type { Comparison } from '@/types/content';

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
