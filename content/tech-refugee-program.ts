import {
  ChartBarIcon,
  ClipboardDocumentListIcon,
  CloudIcon,
  CodeBracketIcon,
  CpuChipIcon,
  MegaphoneIcon,
  RocketLaunchIcon,
  UserPlusIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import type { Action, Card, SectionCopy } from '@/types/content';
import type { Point } from '@/types/content';
import type { Step } from '@/types/content';
import { site } from './site';

export const refugeeSteps: Step[] = [
  {
    title: 'Register',
    description:
      'Tell us about your experience, skills and the work you want next. It takes five minutes and it is free.',
    icon: UserPlusIcon,
  },
  {
    title: 'Get Matched',
    description:
      'A recruiter reviews your profile and introduces you to employers with roles that fit your skills and goals.',
    icon: UsersIcon,
  },
  {
    title: 'Reboot Your Career',
    description:
      'Interview, start your next role and keep a recruiter in your corner as your career moves forward.',
    icon: RocketLaunchIcon,
  },
];

export const refugeeBenefits: Point[] = [
  {
    title: 'Free to join',
    description: 'No fees for candidates, now or later: employers pay for our services.',
  },
  {
    title: 'A recruiter, not a job board',
    description: 'A person reads your profile and calls you about roles that fit.',
  },
  {
    title: 'Early access to openings',
    description: 'Hear about AI, cloud and software roles before they are posted publicly.',
  },
  {
    title: 'Flexible paths back to work',
    description: 'Full-time, contract and fractional roles, remote, hybrid or onsite.',
  },
  {
    title: 'Honest career guidance',
    description: 'Advice on resumes, interviewing, market rates and which skills to add.',
  },
  {
    title: 'A community of peers',
    description:
      'You are not starting over alone: the network is full of people who have been there.',
  },
];

/** Featured opportunities: six role groups. */
export const refugeeOpportunities: Card[] = [
  {
    title: 'AI / ML Engineering',
    description: 'ML engineers, MLOps, applied scientists and prompt engineers.',
    icon: CpuChipIcon,
  },
  {
    title: 'Data Science & Analytics',
    description: 'Data scientists, analysts, analytics engineers and BI developers.',
    icon: ChartBarIcon,
  },
  {
    title: 'Cloud & DevOps',
    description: 'Cloud architects, DevOps and site reliability engineers, platform teams.',
    icon: CloudIcon,
  },
  {
    title: 'Software Development',
    description: 'Front-end, back-end, full-stack and mobile engineers at every level.',
    icon: CodeBracketIcon,
  },
  {
    title: 'Product & Project Management',
    description: 'Product managers, program and project managers, scrum masters.',
    icon: ClipboardDocumentListIcon,
  },
  {
    title: 'Marketing & Growth',
    description: 'Growth marketers, marketing technologists and content strategists.',
    icon: MegaphoneIcon,
  },
];

/** The words of /tech-refugee-program around its steps, lists and the registration form. */
export const techRefugeePage = {
  hero: {
    eyebrow: 'Free to join',
    title: 'Tech Refugee Program',
    subtitle: 'Laid off from tech? Your skills are still in demand.',
    lead: 'The Tech Refugee Network connects technology professionals affected by layoffs with employers hiring for AI, cloud, data and software roles. It is free to join.',
    art: {
      src: '/images/services/tech-refugee-path.svg',
      alt: 'A rising path through three steps: register, get matched, reboot your career',
    },
    actions: [
      { label: 'Register Now', href: '#register', variant: 'accent' },
      { label: 'Hiring? Meet the Talent', href: '/#contact', variant: 'ghost-light' },
    ] satisfies Action[],
  },
  steps: { eyebrow: 'How it works', title: 'Three Steps Back to Work' } satisfies SectionCopy,
  benefits: {
    eyebrow: 'Benefits',
    title: 'What You Get as a Member',
    description:
      'A layoff is not a verdict on your skills. The network gives you people and opportunities to move forward.',
  } satisfies SectionCopy,
  opportunities: {
    eyebrow: 'Featured opportunities',
    title: 'Where Members Are Being Hired',
    description: 'Employers in our network are hiring across six role groups.',
  } satisfies SectionCopy,
  register: {
    title: 'Register for the Tech Refugee Network',
    intro:
      'Tell us about your experience and the work you want next. A recruiter will review your profile and reach out when a role fits.',
    points: [
      'Free to join, with no fees for candidates',
      'Takes about five minutes; a resume is optional',
      'Full-time, contract and fractional roles, remote or onsite',
    ],
  },
  employers: {
    title: 'Employers: Hire Proven Tech Talent',
    description:
      'Meet experienced engineers, data scientists and product leaders who are ready to contribute now.',
    actions: [
      { label: 'Contact Us to Hire', href: '/#contact', variant: 'accent' },
    ] satisfies Action[],
  },
  about: {
    eyebrow: 'About',
    title: 'About the Program',
    paragraphs: [
      `${site.name} started the Tech Refugee Program because thousands of skilled professionals were laid off just as companies began hiring for AI transformation. Having recruited technology talent since ${site.founded.year}, we knew how much experience was suddenly on the market, and how many employers needed it.`,
      'The program is free to join. Employers pay for our recruiting services as usual, so members never pay a fee to be introduced to a role.',
    ],
  },
};
