/**
 * Public Sector page: the statewide contracts and the engagements. The bodies named here appear as
 * text only, never as logos.
 */
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
