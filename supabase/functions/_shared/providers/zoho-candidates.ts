/**
 * An application handed to Zoho Recruit (docs/jobs.md), step by step, each step's result saved
 * before the next so a retry resumes where the last try stopped:
 * 1. the candidate: looked up by Email (approved or not). The email was never verified, so a
 *    candidate who is already there is the candidate's own record and is left exactly as it is:
 *    nothing the applicant typed is written to it. A new one is inserted with what was typed;
 *    never upserted, so a search that missed a candidate (two hand-offs racing, or Zoho's search
 *    lagging behind its records) changes nothing: Zoho's DUPLICATE_DATA (Email marked unique)
 *    names the candidate who is there, and it is left as it is;
 * 2. the resume attached (category Resume);
 * 3. the candidate associated with the opening;
 * 4. for a candidate who was already there, what the applicant typed as a note on the candidate,
 *    marked as typed by the applicant and unverified.
 */
import { criteriaAnyOf, insertOrExisting, type ZohoClient } from './zoho-recruit.ts';

/** What the applicant typed. */
export type Applicant = {
  fullName: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  note: string;
};

/** What Zoho is told about a new candidate (the fields of `Applicant` it keeps). */
export type CandidateFields = Omit<Applicant, 'note'>;

/**
 * Zoho's Candidates record for a new applicant: Last_Name is the one name Zoho requires, so a
 * single-word name is the last name; the phone as Mobile; the LinkedIn profile in LinkedIn__s
 * (the Candidates module's social-profile field); Source "Website" for an application (a join of
 * the talent network says "Talent network").
 */
export function candidateRecord(c: CandidateFields, source = 'Website'): Record<string, string> {
  const words = c.fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  const record: Record<string, string> = { Last_Name: last, Email: c.email, Source: source };
  if (words.length > 0 && words[0] !== last) record.First_Name = words.join(' ');
  if (c.phone) record.Mobile = c.phone;
  if (c.linkedinUrl) record.LinkedIn__s = c.linkedinUrl;
  return record;
}

/** The steps done so far (the task's saved state); `existing`: the candidate was already there. */
export type CandidateProgress = {
  candidateId?: string;
  existing?: boolean;
  attached?: boolean;
  associated?: boolean;
  noted?: boolean;
};

export type ApplicationHandOff = {
  applicant: Applicant;
  /** The opening's Zoho record id, its title and its page. */
  opening: { jobId: string; title: string; url: string };
  resume: { filename: string; contentType: string; bytes: Uint8Array } | null;
  /** The application's id on the site, named in the note. */
  reference: string;
};

export const NOTE_TITLE = 'Application from the website: typed by the applicant, unverified';

/** The note on a candidate who was already there: what was typed, said to be unverified. */
export function applicantNote(handOff: ApplicationHandOff): string {
  const a = handOff.applicant;
  return [
    'Someone applied on the website with this candidate’s email address. The address was not',
    'verified, so this record was left as it was. What the applicant typed (unverified):',
    `Name: ${a.fullName}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone || '(not given)'}`,
    `LinkedIn: ${a.linkedinUrl || '(not given)'}`,
    `Note: ${a.note || '(none)'}`,
    `Applied for: ${handOff.opening.title} (${handOff.opening.url})`,
    `Reference: ${handOff.reference}`,
  ].join('\n');
}

/**
 * The candidate with this email, as it is; else a new one with what was typed (`source` names
 * where it came from). `existing`: it was already there, and nothing was written to it. An
 * insert, never an upsert: Zoho's duplicate answer for a candidate its search missed means
 * "exists, leave it" (providers/zoho-recruit.ts, insertOrExisting).
 */
export async function findOrCreateCandidate(
  client: ZohoClient,
  typed: CandidateFields,
  source?: string,
): Promise<{ candidateId: string; existing: boolean }> {
  const criteria = criteriaAnyOf('Email', [typed.email]);
  const found = await client.search('Candidates', criteria);
  if (found.length > 0) return { candidateId: found[0]!.id, existing: true };
  const made = await insertOrExisting(
    client,
    'Candidates',
    candidateRecord(typed, source),
    criteria,
  );
  return { candidateId: made.id, existing: made.existing };
}

/**
 * Runs the steps `progress` has not done yet, calling `save` with the progress after each one
 * (the caller records it, so a retry resumes). Throws a ZohoError (retryable or not) when a step
 * fails; returns the progress with every step done.
 */
export async function handOffApplication(
  client: ZohoClient,
  handOff: ApplicationHandOff,
  progress: CandidateProgress,
  save: (progress: CandidateProgress) => Promise<void>,
): Promise<CandidateProgress & { candidateId: string }> {
  const state = { ...progress };
  const step = async (done: CandidateProgress) => {
    Object.assign(state, done);
    await save({ ...state });
  };
  if (!state.candidateId) await step(await findOrCreateCandidate(client, handOff.applicant));
  const candidateId = state.candidateId!;
  if (handOff.resume && !state.attached) {
    await client.attach('Candidates', candidateId, 'Resume', handOff.resume);
    await step({ attached: true });
  }
  if (!state.associated) {
    await client.associate(candidateId, handOff.opening.jobId);
    await step({ associated: true });
  }
  if (state.existing && !state.noted) {
    await client.addNote('Candidates', candidateId, NOTE_TITLE, applicantNote(handOff));
    await step({ noted: true });
  }
  return { ...state, candidateId };
}
