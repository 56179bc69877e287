/**
 * A hiring manager's request for talent as Zoho Recruit's records (docs/jobs.md): what the
 * request carries, how its client is recognised (the Website a recruiter gave a client; a
 * free-mail address is a client of its own), and the Clients, Contacts, Job Openings and Notes
 * records it makes, each saying which of its links rest on the typed email (core/talent-link.ts).
 * The hand-off itself is zoho-talent.ts.
 */

import { isPersonalMailDomain } from '../core/personal-mail.ts';
import {
  DOMAIN_LINK_NOTE_TITLE,
  talentLinkText,
  WEB_CLIENT_NOTE_TITLE,
  type TalentLink,
} from '../core/talent-link.ts';
import {
  emailDomain,
  WORKPLACE_LABELS,
  type Engagement,
  type TalentWorkplace,
} from '../core/talent-request.ts';
import { escapeHtml } from './email-text.ts';

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
 * The client a request's email may name. A work domain is looked up only among the clients a
 * recruiter gave that Website: a client a website request created has no Website (its domain is
 * in its note), so no later stranger at the domain joins it. A new client is named as typed,
 * else, where the account made Client_Name unique and another holds the name, with the address;
 * a free-mail address names no company, so its client is always named with the address.
 */
export function clientIdentity(request: TalentRequest): {
  freeMail: boolean;
  domain: string;
  /** The names a new client is tried under, in order; the last one is this address's own. */
  names: string[];
} {
  const domain = emailDomain(request.email);
  const own = `${request.company} (${request.email.toLowerCase()})`;
  if (isPersonalMailDomain(domain)) return { freeMail: true, domain, names: [own] };
  return { freeMail: false, domain, names: [request.company, own] };
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

/** The note on a client a website request created: the record says so. */
export function webClientNote(request: TalentRequest): { title: string; content: string } {
  const domain = emailDomain(request.email);
  return {
    title: WEB_CLIENT_NOTE_TITLE,
    content: [
      `This client was created by a request for talent on the website (reference ${request.id}).`,
      `Company name (as typed, unverified): ${request.company}`,
      `Requested by (as typed, unverified): ${request.name} <${request.email}>`,
      `It has no Website, so no later request joins it by the domain ${domain}. Once a recruiter has checked the company, giving it its Website lets requests from that domain join it (each marked unverified).`,
    ].join('\n'),
  };
}

/** The note on a new contact added to a client found by the typed email's domain. */
export function domainLinkNote(request: TalentRequest): { title: string; content: string } {
  return {
    title: DOMAIN_LINK_NOTE_TITLE,
    content: [
      `This contact was created by a request for talent on the website (reference ${request.id}) and linked to this client only because ${talentLinkText('domain', request.email)}.`,
      `Name and phone (as typed, unverified): ${request.name}, ${request.phone || '(no phone)'}`,
      'Check with the client before sharing candidates.',
    ].join('\n'),
  };
}

/** The opening: the request's fields, linked to the client and the contact, never published. */
export function openingRecord(
  request: TalentRequest,
  links: { clientId: string; contactId: string; link: TalentLink },
  today: string,
): Record<string, unknown> {
  const rows: [string, string][] = [
    ...requestDetails(request),
    ['Client and contact', talentLinkText(links.link, request.email)],
  ];
  const details = rows
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
