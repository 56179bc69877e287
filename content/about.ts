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
import type { Action, Card, SectionCopy, Stat, ImageAsset } from '@/types/content';
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

/** The words of /about around its figures, logos and tiles. */
export const aboutPage = {
  hero: {
    eyebrow: 'About us',
    title: 'About Us',
    subtitle: `${site.yearsOfExperience} years of connecting technology talent with the teams that need it`,
    lead: `A ${site.founded.region}-born recruiting firm with a national reach, a Small Business and Diverse Supplier, and a growing network of AI and machine learning experts.`,
  },
  story: {
    eyebrow: `Since ${site.founded.year}`,
    title: 'Our Story',
    glance: {
      title: 'At a glance',
      founded: 'Founded',
      experience: 'Experience',
      years: `${site.yearsOfExperience} years`,
      designations: 'Designations',
      serving: 'Serving',
    },
    paragraphs: [
      `${site.name} was founded in ${site.founded.year} in ${site.founded.city}, ${site.founded.region}, when a handful of recruiters who understood software set out to place engineers the way engineers would want to be placed: honestly, quickly and with a real grasp of the work.`,
      `More than ${site.yearsOfExperience.replace('+', '')} years later we are still independent: a Small Business and Diverse Supplier serving enterprises, fast-growing companies and public agencies. We have staffed web platforms, mobile apps, ERP upgrades and cloud migrations, and we are building a network of AI and machine learning experts so our clients can hire for the next wave with the same confidence.`,
    ],
  },
  clients: {
    eyebrow: 'Clients',
    title: 'Trusted by Industry Leaders',
    description:
      'From state agencies to global software companies, organisations return to us for the roles that matter most.',
  } satisfies SectionCopy,
  capabilities: {
    eyebrow: 'What we recruit for',
    title: 'Recruiting Capabilities',
    description:
      'Specialist recruiters for each discipline, so every shortlist is screened by someone who knows the work.',
  } satisfies SectionCopy,
  /** The three practice sections, each beside its artwork (featureArt). */
  practices: {
    mobileAi: {
      eyebrow: 'Mobile & AI',
      title: 'Innovation in Mobile & AI Solutions',
      points: [
        'Native iOS and Android engineers and cross-platform specialists',
        'Machine learning engineers, data scientists and MLOps practitioners',
        'Prompt engineers and AI product managers for generative AI pilots',
        'AI governance and compliance expertise for regulated industries',
      ],
      paragraphs: [
        'Mobile apps and AI features now decide how customers judge a brand. We place the people who build them, from the first prototype to the model running in production.',
      ],
    },
    enterpriseSystems: {
      eyebrow: 'Marketing & enterprise',
      title: 'Marketing & Enterprise Systems',
      points: [
        'CRM and marketing automation administrators and developers',
        'Enterprise content management and digital experience platforms',
        'ERP and finance system consultants for upgrades and migrations',
        'Integration engineers who connect it all',
      ],
      paragraphs: [
        'Marketing and operations run on platforms that need careful hands. Our consultants configure, integrate and upgrade them without interrupting the business that depends on them.',
      ],
    },
    managedDelivery: {
      eyebrow: 'Delivery',
      title: 'Managed Services & Project Management',
      points: [
        'Dedicated engagement managers and in-depth reporting',
        'SMART KPIs agreed up front and reviewed every quarter',
        'Pricing by team size, scope and duration, backed by an SLA',
        'Certified project managers, scrum masters and business analysts',
      ],
      paragraphs: [
        'When you need an outcome rather than a headcount, we staff and run the team for you, measure it against agreed goals and report on it in plain language.',
      ],
    },
  },
  callToAction: {
    title: 'Ready to build your team?',
    description:
      'Tell us what you are hiring for. A recruiter who knows your field will reply within one business day.',
    actions: [
      { label: 'Schedule Free Consultation', href: '/#contact', variant: 'accent' },
      { label: 'View Our Work', href: '/work', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
