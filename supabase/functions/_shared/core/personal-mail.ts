/**
 * Mailbox providers anyone can sign up with: an address there says nothing about the sender's
 * employer, so its domain never names a client (strangers at gmail.com are not one company). The
 * list is the `email-providers` package's (ISC; about 8,800 domains, rebuilt monthly from
 * goware/emailproviders), read by the functions only: the site's form never needs it, so it is
 * never shipped to a browser. A provider the list misses merges no strangers either: a domain
 * joins only a client a recruiter gave that Website (docs/jobs.md).
 */
import providers from 'email-providers/all.json' with { type: 'json' };

const PERSONAL = new Set((providers as string[]).map((d) => d.toLowerCase()));

/** Whether `domain` (any case) is a mailbox provider's. */
export function isPersonalMailDomain(domain: string): boolean {
  return PERSONAL.has(domain.toLowerCase());
}
