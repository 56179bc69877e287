/**
 * How other pages lead to /talent-network where no role fits (/careers, /jobs and its empty and
 * no-match states, a closed role's page, the job alert confirmation page): its address and their
 * words. Apart from content/talent-network.ts so that a client component (the roles' filter) can
 * take these words without the page's.
 */

/** The join form's band on /talent-network: its id, the links' #fragment. */
export const JOIN_ID = 'join';

export const talentNetworkLink = {
  href: `/talent-network#${JOIN_ID}`,
  label: 'Join the Talent Network',
  /** Before the link, where no role fits today. */
  pitch:
    'No role that fits today? Most of our placements never reach a job board: join the talent network and a recruiter contacts you when one does.',
  /** The roles' filter, when nothing matches what was chosen. */
  noMatch: 'No open role matches these filters.',
  noMatchLink: 'Join the talent network to hear about roles before they are posted',
  /** /jobs with no open role at all. */
  noRoles:
    'Most of our placements come from our talent network before a role is ever posted: join it and a recruiter contacts you when one fits.',
} as const;
