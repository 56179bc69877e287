/**
 * A join of the talent network handed to Zoho Recruit (docs/jobs.md): a candidate with no
 * opening, step by step, each step's result saved before the next so a retry resumes where the
 * last try stopped:
 * 1. the candidate: looked up by Email (approved or not). The email was never verified, so a
 *    candidate who is already there is left exactly as it is: nothing typed is written to it and
 *    no file is attached to it. A new one is created with what was typed, Source "Talent network"
 *    (an insert: Zoho's duplicate answer for one its search missed means "exists, leave it");
 * 2. a new candidate's resume attached (category Resume);
 * 3. for a candidate who was already there, what was typed as a note on the candidate, marked as
 *    typed by the person and unverified (the resume stays with the recruiters' email).
 * No association: a join is for no opening.
 */
import {
  AVAILABILITY_LABELS,
  WORK_AUTHORIZATION_LABELS,
  type TalentNetworkJoin,
} from '../core/talent-network.ts';
import { ENGAGEMENT_LABELS, WORKPLACE_LABELS } from '../core/talent-request.ts';
import { NETWORK_SOURCE } from '../core/talent-network.ts';
import { findOrCreateCandidate } from './zoho-candidates.ts';
import type { ZohoClient } from './zoho-recruit.ts';

export { NETWORK_SOURCE };

export const NETWORK_NOTE_TITLE =
  'Talent network join from the website: typed by the person, unverified';

/** The steps done so far (the task's saved state); `existing`: the candidate was already there. */
export type NetworkProgress = {
  candidateId?: string;
  existing?: boolean;
  attached?: boolean;
  noted?: boolean;
};

export type NetworkHandOff = {
  join: Omit<TalentNetworkJoin, 'resume'>;
  resume: { filename: string; contentType: string; bytes: Uint8Array } | null;
  /** The join's id on the site, named in the note. */
  reference: string;
};

/** What was typed and chosen, labelled: the note's lines and the recruiters' email's rows. */
export function networkRows(j: Omit<TalentNetworkJoin, 'resume'>): [string, string][] {
  return [
    ['Role', j.role],
    ['Skills', j.primarySkills.join(', ')],
    ['Years of experience', String(j.years)],
    ['Where', j.workplaces.map((w) => WORKPLACE_LABELS[w]).join(', ')],
    ['Location', j.location || '(not given)'],
    ['Engagement', j.engagements.map((e) => ENGAGEMENT_LABELS[e]).join(', ')],
    ['Available', AVAILABILITY_LABELS[j.availability]],
    ['Work authorization', WORK_AUTHORIZATION_LABELS[j.workAuthorization]],
    ['Job alerts', j.jobAlerts ? 'opted in (confirmation sent to the address)' : 'no'],
  ];
}

/** The note on a candidate who was already there: what was typed, said to be unverified. */
export function networkNote({ join: j, resume, reference }: NetworkHandOff): string {
  return [
    'Someone joined the talent network on the website with this candidate’s email address. The',
    'address was not verified, so this record was left as it was and no file was attached.',
    'What the person typed (unverified):',
    `Name: ${j.fullName}`,
    `Email: ${j.email}`,
    `Phone: ${j.phone || '(not given)'}`,
    `LinkedIn: ${j.linkedinUrl || '(not given)'}`,
    ...networkRows(j).map(([label, value]) => `${label}: ${value}`),
    `Resume: ${resume ? `${resume.filename} (in the recruiters’ email)` : '(not kept)'}`,
    `Reference: ${reference}`,
  ].join('\n');
}

/**
 * Runs the steps `progress` has not done yet, calling `save` with the progress after each one
 * (the caller records it, so a retry resumes). Throws a ZohoError (retryable or not) when a step
 * fails; returns the progress with every step done.
 */
export async function handOffNetworkJoin(
  client: ZohoClient,
  handOff: NetworkHandOff,
  progress: NetworkProgress,
  save: (progress: NetworkProgress) => Promise<void>,
): Promise<NetworkProgress & { candidateId: string }> {
  const state = { ...progress };
  const step = async (done: NetworkProgress) => {
    Object.assign(state, done);
    await save({ ...state });
  };
  if (!state.candidateId)
    await step(await findOrCreateCandidate(client, handOff.join, NETWORK_SOURCE));
  const candidateId = state.candidateId!;
  if (!state.existing && handOff.resume && !state.attached) {
    await client.attach('Candidates', candidateId, 'Resume', handOff.resume);
    await step({ attached: true });
  }
  if (state.existing && !state.noted) {
    await client.addNote('Candidates', candidateId, NETWORK_NOTE_TITLE, networkNote(handOff));
    await step({ noted: true });
  }
  return { ...state, candidateId };
}
