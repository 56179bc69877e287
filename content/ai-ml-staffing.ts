import {
  ChatBubbleLeftRightIcon,
  CircleStackIcon,
  CogIcon,
  CpuChipIcon,
  ShieldCheckIcon,
} from '@heroicons/react/24/outline';
import type { Card } from '@/types/content';
import type { Point } from '@/types/content';

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
