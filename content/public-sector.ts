/**
 * Public Sector page: the statewide contracts and the engagements. The bodies named here appear as
 * text only, never as logos.
 */
import type { Action, SectionCopy, Stat } from '@/types/content';
import { previewTalentAction, requestTalentAction } from './hire';

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

const [projectManagement, softwareDevelopment] = stateContracts;
const contractNumbers = stateContracts.map((contract) => contract.number).join(' and ');

/**
 * The words of /public-sector around its contracts and engagements; `**words**` are shown in
 * bold.
 */
export const publicSectorPage = {
  hero: {
    eyebrow: 'Government & education',
    title: 'Public Sector',
    subtitle: 'Technology staffing for agencies, cities, schools and universities',
    lead: 'Public programs need people who can deliver under procurement rules, security reviews and public scrutiny. We have supplied them for Washington’s state, city and education teams for years.',
    actions: [
      { label: 'Talk to Our Public Sector Team', href: '/#contact', variant: 'accent' },
    ] satisfies Action[],
    stats: [
      { value: '2', label: 'Statewide contracts in Washington' },
      { value: '3', label: 'State agencies served today' },
      { value: '10+', label: 'Years with Seattle Public Schools' },
      { value: '2 yrs', label: 'UW IT financial transformation' },
    ] satisfies Stat[],
  },
  state: {
    eyebrow: 'Statewide contracts',
    title: 'State of Washington',
    eligible: (who: string) => `${who} can buy through both contracts`,
    panelTitle: 'Contract vehicles',
    contractNumber: 'Contract number',
    engagements: 'Current engagements with **three state agencies**.',
    paragraphs: [
      `We hold two statewide contracts with the State of Washington: **${projectManagement.name}** (contract number ${projectManagement.number}) and **${softwareDevelopment.name}** (contract number ${softwareDevelopment.number}). Both are open to state agencies, cities, counties, school districts and higher education, so eligible buyers can engage us without running a new procurement.`,
      'We currently support three state agencies through these contracts.',
    ],
  },
  engagements: {
    eyebrow: 'Engagements',
    title: 'Serving Seattle and Washington',
    description:
      'Long-running relationships with the city, its schools and the state’s flagship university.',
  } satisfies SectionCopy,
  callToAction: {
    title: 'Buying through a state contract?',
    description: `Ask us about contracts ${contractNumbers}, or about staffing for your city, district or campus.`,
    actions: [
      { label: 'Contact Our Team', href: '/#contact', variant: 'accent' },
      requestTalentAction,
      previewTalentAction,
    ] satisfies Action[],
  },
};
