/**
 * A hiring manager's request for talent as Zoho Recruit's records (docs/jobs.md): what the
 * request carries, how its client is recognised (the work email's domain; a free-mail address
 * is a client of its own), and the Clients, Contacts and Job Openings records it makes. The
 * hand-off itself is zoho-talent.ts.
 */

import {
  emailDomain,
  isPersonalMailDomain,
  WORKPLACE_LABELS,
  type Engagement,
  type TalentWorkplace,
} from '../core/talent-request.ts';

/** A stored request for talent, as the hand-off reads it ('' for what was not given). */
export type TalentRequest = {
  /** The stored request's id: the key that makes one opening of one request. */
  id: string;
  company: string;
  /** The requester's name, email and phone ('' when not given). */
  name: string;
  email: string;
  phone: string;
  /** The role's title and how many people. */
  title: string;
  positions: number;
  engagement: Engagement;
  workplace: TalentWorkplace;
  /** The city, region or area; '' for remote anywhere. */
  location: string;
  skills: string;
  /** What the work is. */
  description: string;
  /** When the work starts: a date (YYYY-MM-DD) or words ("as soon as possible"); '' when not given. */
  start: string;
  /** The budget or rate range, as typed; '' when not given. */
  budget: string;
  /** The talent profile of /talent the hiring manager asked about; '' or absent when none. */
  profile?: string;
};

/** The status a request's opening is created in: not "In-progress", so never published. */
export const REQUEST_STATUS = 'Waiting for approval';

/** The Job Openings field that carries the request's id (a custom field, marked unique). */
export const REQUEST_ID_FIELD = 'Website_Request_Id';

/** Zoho's Job_Type for each engagement (the values `npm run jobs:sync` reads back). */
export const JOB_TYPES: Record<Engagement, string> = {
  contract: 'Contract',
  'contract-to-hire': 'Contract to hire',
  permanent: 'Full time',
};

/** The ways a recruiter may have typed a client's Website for `domain`: 8 of Zoho's 10 criteria. */
export function websiteForms(domain: string): string[] {
  const hosts = [domain, `www.${domain}`];
  return [
    ...hosts,
    ...hosts.map((h) => `https://${h}`),
    ...hosts.map((h) => `http://${h}`),
    ...hosts.map((h) => `https://${h}/`),
  ];
}

/**
 * The client a request's email names: by its domain's Website; a free-mail address has no
 * domain of a company, so it is a client of its own, named with the address.
 */
export function clientIdentity(request: TalentRequest): {
  freeMail: boolean;
  name: string;
  domain: string;
  /** The Website a new client is given; none for a free-mail address. */
  website?: string;
} {
  const domain = emailDomain(request.email);
  if (isPersonalMailDomain(domain))
    return { freeMail: true, name: `${request.company} (${request.email.toLowerCase()})`, domain };
  return { freeMail: false, name: request.company, domain, website: `https://${domain}` };
}

/** First and last name as Zoho keeps them (Last_Name is required: a one-word name is the last). */
export function splitName(fullName: string): { First_Name?: string; Last_Name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const last = words.pop() ?? fullName.trim();
  return words.length ? { First_Name: words.join(' '), Last_Name: last } : { Last_Name: last };
}

/** A new contact: what the requester typed, linked to the client. */
export function contactRecord(request: TalentRequest, clientId: string) {
  return {
    ...splitName(request.name),
    Email: request.email,
    ...(request.phone ? { Work_Phone: request.phone } : {}),
    Client_Name: { id: clientId },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The request's details as the opening's description says them, each line as typed. */
export function requestDetails(request: TalentRequest): [string, string][] {
  return [
    ['Engagement', JOB_TYPES[request.engagement]],
    ['Positions', String(request.positions)],
    ['Workplace', WORKPLACE_LABELS[request.workplace]],
    ['Location', request.location || '(anywhere)'],
    ['Skills', request.skills],
    ['Start', request.start || '(not given)'],
    ['Budget or rate', request.budget || '(not given)'],
    ['Company (as typed)', request.company],
    ['Requested by (as typed, unverified)', `${request.name} <${request.email}>`],
    ['Phone (as typed)', request.phone || '(not given)'],
    ...(request.profile
      ? ([['Asked about talent profile', `${request.profile} (on /talent)`]] as [string, string][])
      : []),
    ['Website request', request.id],
  ];
}

/** The opening: the request's fields, linked to the client and the contact, never published. */
export function openingRecord(
  request: TalentRequest,
  links: { clientId: string; contactId: string },
  today: string,
): Record<string, unknown> {
  const details = requestDetails(request)
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  return {
    Posting_Title: request.title,
    Client_Name: { id: links.clientId },
    Contact_Name: { id: links.contactId },
    Job_Opening_Status: REQUEST_STATUS,
    Publish: false,
    Number_of_Positions: request.positions,
    Job_Type: JOB_TYPES[request.engagement],
    Remote_Job: request.workplace === 'remote',
    // The standard City field holds 30 characters; a longer place is in the description only.
    ...(request.location && request.location.length <= 30 ? { City: request.location } : {}),
    Required_Skills: request.skills,
    Job_Description: `${paragraphs(request.description)}<h3>The request</h3><ul>${details}</ul>`,
    Date_Opened: today,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(request.start) ? { Target_Date: request.start } : {}),
    [REQUEST_ID_FIELD]: request.id,
  };
}
