/**
 * /talent-network, where a technologist joins the firm's talent network without waiting for a
 * role: the words of its sections and of its form (components/forms/TalentNetworkForm.tsx). The
 * form's fields, options and limits are the shared rules' (supabase/functions/_shared/core/
 * talent-network.ts: the roles and skills are the Tech Refugee registration's options); only
 * their words are here.
 */
import { BoltIcon, ShieldCheckIcon, UserGroupIcon } from '@heroicons/react/24/outline';
import type {
  Availability,
  WorkAuthorization,
} from '@/supabase/functions/_shared/core/talent-network.ts';
import type {
  Engagement,
  TalentWorkplace,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import type { Action, Card, SectionCopy } from '@/types/content';

import { JOIN_ID } from './talent-network-link';

export const talentNetworkPage = {
  hero: {
    eyebrow: 'For technologists',
    title: 'Join the Talent Network',
    subtitle: 'Be considered for roles before they are posted.',
    lead: 'Most of the people we place come from our network, not from an advert. Tell us what you do and how you want to work once; our recruiters match you to contract, contract-to-hire and permanent roles as they open, often before anyone else hears of them.',
    actions: [
      { label: 'Join in three minutes', href: `#${JOIN_ID}`, variant: 'accent' },
    ] satisfies Action[],
  },
  why: {
    eyebrow: 'Why join',
    title: 'One Profile, Every Role We Fill',
    description: 'Joining is free and you decide which introductions go ahead.',
  } satisfies SectionCopy,
  join: {
    id: JOIN_ID,
    eyebrow: 'Talent network',
    title: 'Tell us what you do',
    intro:
      'It takes about three minutes; fields marked * are required. We never share your details with an employer without asking you first.',
    nextTitle: 'What happens next',
    next: [
      'A recruiter reads your profile and resume within a few business days.',
      'When a role fits, they call or email you before introducing you to anyone.',
      'Update or delete your details at any time by replying to our email.',
    ],
  },
};

/** The reasons to join, as cards. */
export const talentNetworkCards: readonly Card[] = [
  {
    title: 'Roles before they are posted',
    description:
      'Clients often ask us for people before a role is advertised, and we look in the network first.',
    icon: BoltIcon,
  },
  {
    title: 'A recruiter who knows your field',
    description:
      'Specialist recruiters for software, data, AI/ML, cloud and delivery roles read what you send, not a keyword filter.',
    icon: UserGroupIcon,
  },
  {
    title: 'Your consent first',
    description:
      'Nobody sees your name or resume until you say yes to a specific role. Ask us to delete your details whenever you like.',
    icon: ShieldCheckIcon,
  },
];

/** The join form's words. */
export const talentNetworkForm = {
  groups: { you: 'About you', work: 'Your work' },
  fields: {
    fullName: 'Full name *',
    email: 'Email address *',
    phone: 'Phone (optional)',
    linkedinUrl: 'LinkedIn profile URL (optional)',
    linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
    role: 'Role / job title *',
    rolePlaceholder: 'e.g. Senior data engineer',
    years: 'Years of experience *',
    location: 'City, state or region (optional)',
    locationPlaceholder: 'e.g. Seattle, WA or anywhere in the US',
    resume: 'Resume *',
    resumeHint: 'PDF or Word document, up to 5MB.',
    resumeSelected: 'Selected: {file}',
  },
  /** The checkbox groups; at least one box of each must be ticked. */
  checkGroups: {
    primarySkills: { legend: 'Primary skills *', hint: 'Choose at least one.' },
    workplaces: { legend: 'Where you want to work *', hint: 'Choose at least one.' },
    engagements: { legend: 'How you want to work *', hint: 'Choose at least one.' },
  },
  // The form's words; the recruiters' email and the Zoho note name the same choices in the
  // functions' shared rules (WORKPLACE_LABELS, ENGAGEMENT_LABELS, AVAILABILITY_LABELS).
  workplaces: {
    remote: 'Remote',
    hybrid: 'Hybrid',
    onsite: 'On-site',
  } satisfies Record<TalentWorkplace, string>,
  engagements: {
    contract: 'Contract',
    'contract-to-hire': 'Contract-to-hire',
    permanent: 'Permanent',
  } satisfies Record<Engagement, string>,
  availability: 'When you can start *',
  availabilities: {
    now: 'Now',
    'two-weeks': 'Within two weeks',
    'one-month': 'Within a month',
    later: 'Later than a month',
  } satisfies Record<Availability, string>,
  workAuthorization: 'Are you authorized to work in the US? *',
  workAuthorizations: {
    authorized: 'Yes, I am authorized to work in the US',
    sponsorship: 'I will need sponsorship',
  } satisfies Record<WorkAuthorization, string>,
  jobAlerts:
    'Also email me new roles that match my role, place and terms (we ask you to confirm first)',
  choicesHint: 'Choose at least one skill, one place and one way of working to join.',
  privacy: 'We use these details to match you to roles; see our',
  privacyLink: 'privacy policy',
  submit: 'Join the Network',
  submitting: 'Joining...',
  success: {
    toastTitle: 'You are in the network!',
    toastText: 'A recruiter will be in touch when a role fits.',
    title: 'Thank you, you are in our talent network',
    text: 'Our recruiters have your profile and resume. When a role fits what you told us, one of them contacts you at {email} before introducing you to anyone.',
    alerts:
      'We have also emailed {email} a link to confirm your job alerts; nothing is sent until you press it.',
    again: 'Send another profile',
  },
  failed: { title: 'Error', text: 'Failed to join the talent network. Please try again.' },
  offline: {
    title: 'You are offline',
    text: 'Your details are kept on this page. Send them again once you are back online.',
  },
  resumeNotKept:
    'We received your details, but we could not keep your resume ({file}) right now. Please email it to {email} with your full name, and we will add it to your profile.',
  resumeSubject: 'Resume for the talent network',
} as const;
