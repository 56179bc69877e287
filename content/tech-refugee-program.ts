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
import type { Card } from '@/types/content';
import type { Point } from '@/types/content';
import type { Step } from '@/types/content';

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
