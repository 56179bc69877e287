import {
  ChatBubbleLeftRightIcon,
  CircleStackIcon,
  CogIcon,
  CpuChipIcon,
  ShieldCheckIcon,
} from '@heroicons/react/24/outline';
import type { Action, Card } from '@/types/content';
import type { Point } from '@/types/content';
import { previewTalentAction } from './hire';
import { hireCta } from './navigation';
import { site } from './site';

/** The AI/ML professionals placed with employers. */
export const aiRoles: Card[] = [
  {
    title: 'Data Scientists, ML Engineers & Researchers',
    description:
      'People who frame the problem, build and evaluate models, and turn research into features your customers use.',
    icon: CpuChipIcon,
  },
  {
    title: 'Prompt Engineers & AI Product Managers',
    description:
      'Specialists who design prompts, evaluations and guardrails for generative AI, and product leaders who decide what to build with it.',
    icon: ChatBubbleLeftRightIcon,
  },
  {
    title: 'Automation & RPA Developers',
    description:
      'Developers who automate repetitive business processes with robotic process automation and AI agents, safely and measurably.',
    icon: CogIcon,
  },
  {
    title: 'MLOps, DataOps & Cloud Engineers',
    description:
      'Engineers who build the pipelines, platforms and monitoring that take models from a notebook to reliable production.',
    icon: CircleStackIcon,
  },
  {
    title: 'AI Compliance, Ethics & Governance',
    description:
      'Experts who put policies, risk assessments and audits in place so your AI is fair, explainable and compliant.',
    icon: ShieldCheckIcon,
  },
];

/** Why clients choose the firm for AI/ML hiring. */
export const aiReasons: Point[] = [
  {
    title: 'AI/ML roles filled in under two weeks',
    description: 'A ready network means interviews start in days, not months.',
  },
  {
    title: 'Recruiters who speak the language',
    description: 'Screening by people who know the difference between a model and a platform.',
  },
  {
    title: 'Contract, contract-to-hire or permanent',
    description: 'Start with an experiment and keep the people who make it work.',
  },
  {
    title: 'Proven since 1995',
    description: 'Decades of technology recruiting behind a new generation of roles.',
  },
];

/** What the Tech Refugee Network offers the talent in it. */
export const networkBenefits: Point[] = [
  { title: 'Free to join, with no fees ever charged to candidates' },
  { title: 'Introductions to employers hiring for AI-era roles' },
  { title: 'Guidance from recruiters on resumes, rates and reskilling' },
  { title: 'Contract, fractional and full-time opportunities' },
];

/** Who is represented in the network. */
export const networkTalent = [
  'Software engineers',
  'Data scientists',
  'ML engineers',
  'Cloud & DevOps engineers',
  'Product managers',
  'Project managers',
  'Designers & researchers',
  'Marketing & growth leaders',
] as const;

/** The closing "why" section: three short arguments. */
export const aiWhy: Card[] = [
  {
    title: 'Speed without shortcuts',
    description:
      'We fill AI/ML roles in under two weeks while still checking skills the way your team would.',
    icon: CpuChipIcon,
  },
  {
    title: 'Talent others overlook',
    description:
      'Experienced professionals displaced by layoffs, ready to apply proven skills to AI work.',
    icon: ChatBubbleLeftRightIcon,
  },
  {
    title: 'Responsible by design',
    description:
      'Governance and ethics specialists in the network help you adopt AI you can defend.',
    icon: ShieldCheckIcon,
  },
];

const joinNetwork: Action = {
  label: 'Join the Tech Refugee Network',
  href: '/tech-refugee-program',
  variant: 'ghost-light',
};
const hireTalent: Action = { label: 'Hire AI/ML Talent', href: '/#contact', variant: 'accent' };

/** The words of /ai-ml-staffing around its cards and lists. */
export const aiMlStaffingPage = {
  hero: {
    eyebrow: 'AI transformation staffing',
    title: 'AI/ML Staffing',
    subtitle: 'The people who turn AI plans into working products, hired in under two weeks.',
    lead: 'We are building a network of AI and machine learning experts, from data scientists to governance specialists, and connecting them with employers ready to put AI to work.',
    art: {
      src: '/images/services/ai-ml-network.svg',
      alt: 'A neural network of connected nodes beside a model status card',
    },
    actions: [
      { label: 'Request AI/ML Talent', href: hireCta.href, variant: 'accent' },
      previewTalentAction,
      joinNetwork,
    ] satisfies Action[],
  },
  employers: {
    eyebrow: 'For employers',
    title: 'AI/ML Talent for Every Stage of Adoption',
    description:
      'Whether you are running a first pilot or scaling models in production, we place the professionals who make it work.',
    reasonsTitle: `Why Clients Choose ${site.name}`,
    timeToHire: {
      label: 'Time to hire',
      value: 'Under two weeks',
      text: 'AI/ML roles filled in under two weeks, from first call to accepted offer.',
      action: hireTalent,
    },
  },
  talent: {
    eyebrow: 'For talent',
    title: 'The Tech Refugee Network',
    description:
      'Experienced technology professionals affected by layoffs, ready for their next role. Joining is free.',
    action: { ...joinNetwork, variant: 'accent' } satisfies Action,
    whoTitle: 'Who Is in the Network',
    whoText:
      'Engineers, scientists and leaders from product companies, cloud providers and start-ups, many with years of experience shipping at scale.',
  },
  why: {
    eyebrow: 'Why us',
    title: 'Why AI/ML Staffing with Us',
    description: `${site.name} has recruited technology talent since ${site.founded.year}. We bring that experience to the roles AI is creating now.`,
    actions: [
      { label: 'Schedule an AI/ML Talent Consultation', href: '/#contact' },
      { ...joinNetwork, variant: 'secondary' },
    ] satisfies Action[],
  },
};
