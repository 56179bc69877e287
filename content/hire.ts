/**
 * /hire, the hiring managers' page: the words of its sections and of its request form
 * (components/forms/TalentRequestForm.tsx). The form's fields, options and limits are the shared
 * rules' (supabase/functions/_shared/core/talent-request.ts); only their words are here.
 */
import { ArrowPathRoundedSquareIcon, BriefcaseIcon, ClockIcon } from '@heroicons/react/24/outline';
import type {
  Engagement,
  TalentRequestPayload,
  TalentWorkplace,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import type { Action, Card, Milestone, SectionCopy } from '@/types/content';
import { hireCta } from './navigation';
import { site } from './site';

/** The link other pages' calls to action add beside their own (on navy: ghost-light). */
export const requestTalentAction: Action = {
  label: 'Request Talent',
  href: hireCta.href,
  variant: 'ghost-light',
};

/** The link to the profiles a hiring manager can preview (/talent), beside a call to action. */
export const previewTalentAction: Action = {
  label: 'Preview Talent',
  href: '/talent',
  variant: 'ghost-light',
};

/** What happens after a request is sent, beside the form; the success panel repeats the first. */
export const hireNextSteps: Milestone[] = [
  {
    when: 'Within one business day',
    what: 'A senior recruiter who hires for this kind of role calls you to confirm the must-haves, the team, the interview steps and the rate or salary.',
  },
  {
    when: '48–72 hours after that call',
    what: 'You receive the first profiles, each screened against your must-haves, with availability and rate.',
  },
  {
    when: 'Contract 1–2 weeks · permanent 4–8 weeks',
    what: 'We arrange the interviews, collect feedback from both sides and handle the offer through to the first day.',
  },
];

/** The three ways to engage, below the form: the same three the form offers. */
export const engagementCards: readonly Card[] = [
  {
    title: 'Contract',
    description:
      'Specialists for a project, a peak in demand or a skill your team lacks, billed at an hourly or daily rate. We employ them and handle payroll and compliance; you direct the work.',
    icon: ClockIcon,
  },
  {
    title: 'Contract-to-hire',
    description:
      'Work together for three to six months first, then move the person onto your payroll once both sides are sure. A trial period that takes the guesswork out of a permanent hire.',
    icon: ArrowPathRoundedSquareIcon,
  },
  {
    title: 'Permanent',
    description:
      'We search, screen and present candidates for a role on your payroll, for a fee based on the first-year salary, and replace a hire who leaves within 90 days.',
    icon: BriefcaseIcon,
  },
];

/** The form's band: the hero's link target; its heading (`request-heading`) names the form. */
const REQUEST_ID = 'request';

export const hirePage = {
  hero: {
    eyebrow: 'For hiring managers',
    title: 'Hire Technology Talent',
    subtitle: 'Tell us who you need. A senior recruiter calls you within one business day.',
    lead: 'Software and data engineers, AI/ML specialists, cloud, security and delivery leads, on contract, contract-to-hire or permanent terms. Describe the role in a few minutes; we come back with questions, a plan and the first candidates within 48–72 hours of our call.',
    actions: [
      { label: 'Request Talent', href: `#${REQUEST_ID}`, variant: 'accent' },
      previewTalentAction,
      { label: `Call ${site.phone}`, href: site.phoneHref, variant: 'ghost-light' },
    ] satisfies Action[],
  },
  request: {
    id: REQUEST_ID,
    eyebrow: 'Request talent',
    title: 'Tell us about the role',
    intro:
      'The more you tell us about the work, the better the first shortlist. It takes about three minutes; fields marked * are required.',
    nextTitle: 'What happens next',
    /** Under the steps: `{phone}` and `{email}` become links. */
    talk: 'Prefer to talk it through first? Call {phone} or email {email}.',
  },
  engagements: {
    eyebrow: 'Contract · Contract-to-hire · Permanent',
    title: 'Three Ways to Engage',
    description:
      'Not sure which fits? Choose the closest; the recruiter will talk it over with you.',
  } satisfies SectionCopy,
};

type FieldName = Exclude<keyof TalentRequestPayload, 'engagement' | 'workplace' | 'profile'>;

/** The request form's words. `{role}`, `{phone}` and `{email}` are what the visitor typed. */
export const hireForm = {
  groups: { you: 'About you', role: 'The role' },
  fields: {
    company: 'Company *',
    fullName: 'Your name *',
    email: 'Work email *',
    phone: 'Phone (optional)',
    roleTitle: 'Role title *',
    headcount: 'How many people *',
    location: 'Location *',
    skills: 'Skills needed *',
    description: 'What the work is *',
    startDate: 'Preferred start (optional)',
    budget: 'Budget or rate range (optional)',
  } satisfies Record<FieldName, string>,
  /** Examples shown in the empty fields. */
  placeholders: {
    roleTitle: 'e.g. Senior Data Engineer',
    location: 'e.g. Seattle, WA or US-wide',
    skills: 'e.g. Python, Spark, Airflow, AWS',
    description:
      'The team and the project, what the first months look like, and any must-haves such as clearance or industry experience.',
    budget: 'e.g. $90–110/hour',
  } satisfies Partial<Record<FieldName, string>>,
  engagement: 'Engagement *',
  // The form's words; the emails and the Zoho opening name the same choices in the functions'
  // shared rules (ENGAGEMENT_LABELS, WORKPLACE_LABELS in core/talent-request.ts).
  engagements: {
    contract: 'Contract',
    'contract-to-hire': 'Contract-to-hire',
    permanent: 'Permanent',
  } satisfies Record<Engagement, string>,
  workplace: 'Where they would work *',
  workplaces: {
    onsite: 'On-site',
    hybrid: 'Hybrid',
    remote: 'Remote',
  } satisfies Record<TalentWorkplace, string>,
  privacy: 'We use these details only to answer this request; see our',
  privacyLink: 'privacy policy',
  submit: 'Send Request',
  submitting: 'Sending...',
  success: {
    toastTitle: 'Request sent!',
    toastText: 'A recruiter will be in touch within one business day.',
    title: 'Thank you, your request is with our recruiters',
    /** With a phone number. */
    call: 'A senior recruiter will call you at {phone} within one business day to talk through the {role} role, and the first candidates follow within 48–72 hours of that call. A short confirmation is on its way to {email}.',
    /** Without one. */
    write:
      'A senior recruiter will email you at {email} within one business day to set up a short call about the {role} role, and the first candidates follow within 48–72 hours of that call. A short confirmation is on its way to you there.',
    again: 'Send another request',
  },
  failed: { title: 'Error', text: 'Failed to send your request. Please try again.' },
  offline: {
    title: 'You are offline',
    text: 'Your request is kept on this page. Send it again once you are back online.',
  },
} as const;
