/**
 * Why a request for talent's records in Zoho Recruit are linked as they are, in one place: the
 * hand-off's records (the opening's description, the notes on a new client and on a contact
 * added to a client found by the domain) and the recruiters' email say it in these words. A typed
 * email vouches for nobody: every link it made is said to be unverified (docs/jobs.md).
 */
import { emailDomain } from './talent-request.ts';

/**
 * What linked the request to its client:
 * - `email`: the contact with the typed address was already in Zoho Recruit (left as it was), or
 *   the client a free-mail address's earlier request made for that same address;
 * - `domain`: a client a recruiter entered, whose Website is the typed address's domain;
 * - `new`: nothing: a new client was created from this request.
 */
export const TALENT_LINKS = ['email', 'domain', 'new'] as const;
export type TalentLink = (typeof TALENT_LINKS)[number];

/** The few words the records and the recruiters' email use for each link. */
export const TALENT_LINK_WORDS: Record<TalentLink, string> = {
  email: 'matched by the typed email address, unverified',
  domain: "matched by the typed email's domain, unverified",
  new: 'a new client created from a website request; company name typed by the requester, unverified',
};

/** The link explained: what a recruiter reads on the opening and in the email. */
export function talentLinkText(link: TalentLink, email: string): string {
  const domain = emailDomain(email);
  const why: Record<TalentLink, string> = {
    email: `the contact (or the client made for this address) with ${email} was already in Zoho Recruit and was left as it was; anyone can type an address`,
    domain: `the client was already in Zoho Recruit with the Website ${domain}; the request's address only ends in @${domain}, which anyone with a mailbox there can type`,
    new: `no contact or recruiter-entered client matched ${email}`,
  };
  return `${TALENT_LINK_WORDS[link]}: ${why[link]}`;
}

/** The title of the note on a client a website request created (its record says so). */
export const WEB_CLIENT_NOTE_TITLE =
  'Created from a website request; company name typed by the requester, unverified';

/** The title of the note on a contact added to a client found by the typed email's domain. */
export const DOMAIN_LINK_NOTE_TITLE = `Client ${TALENT_LINK_WORDS.domain}`;
