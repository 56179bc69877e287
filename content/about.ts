/** About page: the practice artwork, the capability tiles and the hero figures. */
import {
  BriefcaseIcon,
  CircleStackIcon,
  CloudIcon,
  CodeBracketIcon,
  CpuChipIcon,
  DevicePhoneMobileIcon,
  MegaphoneIcon,
  ServerStackIcon,
  ShieldCheckIcon,
} from '@heroicons/react/24/outline';
import type { Card, Stat, ImageAsset } from '@/types/content';
import { site } from './site';

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
