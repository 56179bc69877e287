/** The words of /careers around the recruiting provider's widget (its settings: content/site.ts). */
import type { Action, SectionCopy } from '@/types/content';
import { site } from './site';

export const careersPage = {
  hero: {
    eyebrow: 'Careers',
    title: 'Careers',
    subtitle: 'Your next technology role, with a recruiter in your corner.',
    lead: `Contract, contract-to-hire and permanent positions with ${site.name} and the employers we recruit for, in the Seattle area and remote nationwide.`,
    actions: [
      {
        label: 'Laid Off? Join the Tech Refugee Network',
        href: '/tech-refugee-program',
        variant: 'ghost-light',
      },
    ] satisfies Action[],
  },
  openPositions: {
    eyebrow: 'Now hiring',
    title: 'Open Positions',
    description:
      'Browse our current openings below and apply online. Do not see the right fit? New roles are added every week, so check back soon.',
  } satisfies SectionCopy,
  /** The sentence that leads to /jobs: its words before the link, and the link's. */
  jobsLink: {
    before:
      'The roles we recruit for are also listed on this site, each with its pay range and benefits:',
    label: 'see the open roles',
  },
};
