import {
  BriefcaseIcon,
  ChartBarIcon,
  CircleStackIcon,
  CloudIcon,
  CodeBracketIcon,
  CpuChipIcon,
  DevicePhoneMobileIcon,
  MegaphoneIcon,
  PresentationChartLineIcon,
  ServerStackIcon,
  ShieldCheckIcon,
  UserGroupIcon,
  UserPlusIcon,
} from '@heroicons/react/24/outline';
import type { Card } from '@/types/content';
import type { GalleryItem } from '@/types/content';
import type { Stat } from '@/types/content';
import type { ImageAsset } from '@/types/content';
import type { Milestone } from '@/types/content';
import { site } from './site';

/** Copy and collections for the company pages: home, About, Work, Diverse Supplier, Public Sector. */

export const awardBadge: ImageAsset = {
  src: '/images/company/award-client-choice-2024.svg',
  alt: '2024 Client Choice Award: Top Technology Staffing Firm, Pacific Northwest',
  width: 240,
  height: 240,
};

export const heroTalentMatch: ImageAsset = {
  src: '/images/company/hero-talent-match.svg',
  alt: 'Illustration: a shortlist of three matched candidates for an open machine learning engineer role, presented within 48–72 hours',
  width: 520,
  height: 460,
};

/** About page: the artwork beside the three practice sections. */
export const featureArt = {
  mobileAi: {
    src: '/images/company/feature-mobile-ai.svg',
    alt: 'Illustration: a mobile app screen where an AI assistant suggests answers',
    width: 480,
    height: 360,
  },
  enterpriseSystems: {
    src: '/images/company/feature-enterprise-systems.svg',
    alt: 'Illustration: a CRM dashboard connected to marketing and finance systems',
    width: 480,
    height: 360,
  },
  managedDelivery: {
    src: '/images/company/feature-managed-delivery.svg',
    alt: 'Illustration: a project board with milestones beside a KPI report',
    width: 480,
    height: 360,
  },
} satisfies Record<string, ImageAsset>;

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

/** About page, Recruiting Capabilities: exactly nine tiles. */
export const aboutCapabilities: readonly Card[] = [
  {
    title: 'Software Engineering',
    description:
      'Front-end, back-end and full-stack developers across modern languages and frameworks.',
    icon: CodeBracketIcon,
  },
  {
    title: 'AI & Machine Learning',
    description: 'Data scientists, ML engineers, MLOps specialists and prompt engineers.',
    icon: CpuChipIcon,
  },
  {
    title: 'Cloud & DevOps',
    description:
      'Cloud architects, site reliability and platform engineers for AWS, Azure and Google Cloud.',
    icon: CloudIcon,
  },
  {
    title: 'Data & Analytics',
    description: 'Data engineers, BI developers and analysts who turn raw data into decisions.',
    icon: CircleStackIcon,
  },
  {
    title: 'Mobile Development',
    description:
      'Native iOS and Android engineers and cross-platform teams that ship to the app stores.',
    icon: DevicePhoneMobileIcon,
  },
  {
    title: 'Cybersecurity',
    description:
      'Security engineers, analysts and identity specialists who harden systems and pass audits.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Enterprise Systems',
    description:
      'ERP, CRM and content management specialists who configure, integrate and upgrade.',
    icon: ServerStackIcon,
  },
  {
    title: 'Digital Marketing & MarTech',
    description: 'Marketing technologists, analytics leads and content platform administrators.',
    icon: MegaphoneIcon,
  },
  {
    title: 'Project & Program Management',
    description:
      'Certified project managers, scrum masters and business analysts who keep delivery on track.',
    icon: BriefcaseIcon,
  },
];

/** About page hero figures. */
export const aboutStats: readonly Stat[] = [
  {
    value: String(site.founded.year),
    label: `Founded in ${site.founded.city}, ${site.founded.region}`,
  },
  { value: site.yearsOfExperience, label: 'Years of technology recruiting' },
  { value: '9', label: 'Recruiting practice areas' },
  { value: '48–72 hrs', label: 'To present qualified candidates' },
];

/** Work Samples page: exactly four client-site mock-ups. */
export const workSamples: readonly GalleryItem[] = [
  {
    title: 'Harborline Cruises: voyage booking site',
    description:
      'A placed team of front-end developers and a UX designer rebuilt the booking flow mobile-first, from voyage search to cabin selection.',
    image: {
      src: '/images/company/work-harborline-cruises.svg',
      alt: 'Harborline Cruises booking site: a voyage search over a sunset harbor scene',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Crestline Mutual Insurance: claims portal',
    description:
      'Contract engineers and a project manager delivered a self-service claims portal with a live status tracker for policyholders.',
    image: {
      src: '/images/company/work-crestline-mutual.svg',
      alt: 'Crestline Mutual Insurance claims portal: claim status tracker and policy dashboard',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Meridian Softworks: developer portal',
    description:
      'A managed documentation and platform team launched an API reference with runnable samples for thousands of partner developers.',
    image: {
      src: '/images/company/work-meridian-softworks.svg',
      alt: 'Meridian Softworks developer portal: API reference with code samples',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Columbia Department of Ecology: water quality dashboard',
    description:
      'Data engineers and a GIS developer built a public dashboard that maps monitoring stations and charts water quality trends.',
    image: {
      src: '/images/company/work-columbia-ecology.svg',
      alt: 'Columbia Department of Ecology water quality dashboard: monitoring stations on a river map with trend charts',
      width: 640,
      height: 420,
    },
  },
];

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

/** Public Sector page. The bodies named here appear as text only, never as logos. */
export const stateContracts = [
  { name: 'Project Management Support Services', number: '14822' },
  { name: 'Software Development Services', number: '16322' },
] as const;

export const stateContractEligible = [
  'State agencies',
  'Cities',
  'Counties',
  'School districts',
  'Higher education',
] as const;

export type Engagement = {
  client: string;
  summary: string;
  points: readonly string[];
};

export const publicSectorEngagements: readonly Engagement[] = [
  {
    client: 'City of Seattle',
    summary: 'Ongoing staff augmentation for city IT teams.',
    points: [
      'Developers, analysts and project managers added to city teams as needs change',
      'Staffing for a permitting upgrade project that modernises how residents and builders apply for permits',
    ],
  },
  {
    client: 'Seattle Public Schools',
    summary: 'A partner to the district’s technology teams for ten-plus years.',
    points: [
      'Consultants who supported the student assignment system that places students in schools',
      'Continuity across school years, with knowledge kept on the team',
    ],
  },
  {
    client: 'University of Washington IT',
    summary: 'Two years of staffing for a financial transformation program.',
    points: [
      'CRM specialists, developers and analysts for the university’s financial transformation',
      'A two-year engagement aligned with the program’s release plan',
    ],
  },
];
