/** Diverse Supplier page: its claims, figures, milestones and reasons. */
import { ChartBarIcon, ShieldCheckIcon, UserGroupIcon } from '@heroicons/react/24/outline';
import type { Action, Card, SectionCopy, Stat, Milestone } from '@/types/content';
import { site } from './site';
import { previewTalentAction, requestTalentAction } from './hire';

/** Diverse Supplier page: the headline claims, stated once. */
export const diverseSupplierClaims = {
  yearsOfService: 25,
  managedHeadcount: 5,
  standardHeadcount: 21,
  tenureMonths: 18,
  breakMonths: 6,
} as const;

export const diverseSupplierStats: readonly Stat[] = [
  {
    value: `${diverseSupplierClaims.yearsOfService} years`,
    label: 'Of service to technology teams',
  },
  {
    value: `${diverseSupplierClaims.managedHeadcount} vs ${diverseSupplierClaims.standardHeadcount}`,
    label: 'Managed-services headcount versus the standard model',
  },
];

export const diverseSupplierMilestones: readonly Milestone[] = [
  {
    when: String(site.founded.year),
    what: `Founded in ${site.founded.city}, ${site.founded.region}, to place software talent.`,
  },
  {
    when: 'The 2000s',
    what: 'Growth into contract, permanent and public-sector staffing across Washington.',
  },
  {
    when: 'The 2010s',
    what: 'Managed services and project teams for enterprise software and insurance clients.',
  },
  {
    when: `${site.founded.year + diverseSupplierClaims.yearsOfService} onward`,
    what: `${diverseSupplierClaims.yearsOfService} years of service, and a growing network of AI and machine learning experts.`,
  },
];

export const diverseSupplierReasons: readonly Card[] = [
  {
    title: 'Meet supplier-diversity goals',
    description:
      'Spend with a certified Small Business and Diverse Supplier counts toward the diversity commitments in your procurement and ESG reporting.',
    icon: ChartBarIcon,
  },
  {
    title: 'Senior attention on every account',
    description:
      'You work directly with the people who run the firm, not a rotating account team, so decisions take hours rather than weeks.',
    icon: UserGroupIcon,
  },
  {
    title: 'Enterprise-grade delivery',
    description:
      'The same vetting, compliance and reporting you expect from a national vendor, with the flexibility of a focused specialist.',
    icon: ShieldCheckIcon,
  },
];

const claims = diverseSupplierClaims;

/** The words of /diverse-supplier around its figures, quotes and logos. */
export const diverseSupplierPage = {
  hero: {
    eyebrow: 'Small Business · Diverse Supplier',
    title: 'Diverse Supplier',
    subtitle: 'Enterprise technology staffing from a certified Small Business and Diverse Supplier',
    lead: `Meet your supplier-diversity goals with a partner that has delivered for technology teams for ${claims.yearsOfService} years, and often does it with a leaner team than you expected.`,
    actions: [
      { label: 'Partner With Us', href: '#contact', variant: 'accent' },
      { label: 'Read Customer Quotes', href: '#customer-quotes', variant: 'ghost-light' },
    ] satisfies Action[],
  },
  about: {
    eyebrow: 'About',
    title: `About ${site.name}`,
    credentials: 'Credentials',
    founded: `Founded ${site.founded.year} in ${site.founded.city}, ${site.founded.region}`,
    paragraphs: [
      `We are an independent technology staffing firm, founded in ${site.founded.city}, ${site.founded.region} in ${site.founded.year} and recognised as a Small Business and Diverse Supplier. We recruit contractors, permanent hires and complete managed teams for software companies, insurers, health systems and public agencies.`,
      'Choosing us adds diverse spend to your supplier base without adding risk: the same screening, compliance and reporting as the largest vendors, delivered by people who know your account by heart.',
    ],
  },
  why: {
    eyebrow: 'Why',
    title: 'Why Work With a Diverse Supplier',
    description:
      'Supplier diversity is more than a procurement target. It brings in partners who compete on service.',
  } satisfies SectionCopy,
  differentiator: {
    eyebrow: 'Differentiator',
    title: 'Leaner Teams, Continuous Talent',
    /** Each point: its claim in bold, then the rest of the sentence. */
    points: [
      {
        strong: `As few as ${claims.managedHeadcount} headcount instead of the standard ${claims.standardHeadcount}`,
        text: 'for the managed services we run for a large software client.',
      },
      {
        strong: `No ${claims.tenureMonths}/${claims.breakMonths} contractor rule.`,
        text: `Many programs force contractors off after ${claims.tenureMonths} months of work, then a ${claims.breakMonths}-month break. Our managed model avoids it, so experienced people stay on your work.`,
      },
      { text: 'Outcome-based pricing by team size, scope and duration, with an SLA.' },
    ],
    panel: {
      title: 'Managed services headcount',
      standard: 'Standard model',
      managed: 'Our managed team',
      note: 'For a large software client, same scope and service levels.',
    },
    paragraphs: [
      'We design managed services around outcomes, not seats. Senior practitioners, automation and clear runbooks let a small team carry the work that a traditional staffing model spreads across many more people.',
    ],
  },
  legacy: {
    eyebrow: 'Legacy',
    title: `${claims.yearsOfService} Years of Service`,
    paragraphs: [
      `For ${claims.yearsOfService} years we have placed engineers, analysts and project leaders with the companies and agencies of the Pacific Northwest and beyond. Many clients have worked with us for more than a decade, and many of our consultants have stayed with us just as long.`,
      'That continuity is our legacy: relationships built on straight answers, steady delivery and people who do excellent work.',
    ],
  },
  partners: {
    eyebrow: 'Trusted by',
    title: 'Our Partners',
    description: 'Organisations that count on us for technology talent.',
  } satisfies SectionCopy,
  customerQuotes: { eyebrow: 'In their words', title: 'Customer Quotes' } satisfies SectionCopy,
  testimonials: { eyebrow: 'Testimonials', title: 'What Our Clients Say' } satisfies SectionCopy,
  callToAction: {
    title: 'Add a Diverse Supplier to your bench',
    description:
      'Tell us about your program. We will show you how a leaner, steadier team could run it.',
    actions: [
      { label: 'Contact Us', href: '#contact', variant: 'accent' },
      requestTalentAction,
      previewTalentAction,
      { label: 'About Us', href: '/about', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
