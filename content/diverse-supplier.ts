/** Diverse Supplier page: its claims, figures, milestones and reasons. */
import {
  ChartBarIcon,
  ShieldCheckIcon,
  UserGroupIcon,
} from '@heroicons/react/24/outline';
import type { Card, Stat, Milestone } from '@/types/content';
import { site } from './site';

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
