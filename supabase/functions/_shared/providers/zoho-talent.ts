/**
 * A hiring manager's request for talent handed to Zoho Recruit as the recruiters work
 * (docs/jobs.md): a Client, a Contact linked to it and a Job Opening linked to both, in a status
 * that is never published. Step by step, each step's result given to `save` before the next, so
 * a retry (the caller's, with backoff, on a retryable ZohoError) resumes where the last try
 * stopped:
 * 1. the contact, looked up by email. One who is already there is left exactly as it is (the
 *    address was not verified); the client it is linked to is the request's client;
 * 2. the client, when step 1 gave none: one a recruiter gave the email's domain as its Website
 *    (the link "matched by the typed email's domain, unverified"), else a new one named as typed,
 *    with no Website and a note saying a website request created it, so no later stranger at the
 *    domain joins it. A free-mail address (gmail.com, outlook.com…) names no company, so it is a
 *    client of its own, named "<company> (<address>)";
 * 3. a new contact with what was typed, linked to the client: an insert, never an upsert, so a
 *    contact the search missed (a race, Zoho's search lagging) is met as Zoho's DUPLICATE_DATA
 *    and left as it is; a contact added to a client found by the domain gets a note saying so;
 * 4. the opening: looked up by the request's id (Website_Request_Id), else inserted, so the same
 *    request handed off twice makes one opening. Its description says how it was linked.
 * Nothing is ever written over a record that was there.
 */
import type { TalentLink } from '../core/talent-link.ts';
import {
  criteriaAnyOf,
  insertOrExisting,
  ZohoError,
  zohoClientFor,
  type ZohoClient,
  type ZohoRecord,
  type ZohoSettings,
} from './zoho-recruit.ts';
import {
  clientIdentity,
  contactRecord,
  domainLinkNote,
  openingRecord,
  REQUEST_ID_FIELD,
  webClientNote,
  websiteForms,
  type TalentRequest,
} from './zoho-talent-records.ts';

export type { TalentRequest } from './zoho-talent-records.ts';

/** What was done so far: the caller keeps it and gives it back on a retry. */
export type TalentProgress = {
  clientId?: string;
  contactId?: string;
  openingId?: string;
  /** The client or the contact was already in Zoho (and was left as it was). */
  existingClient?: boolean;
  existingContact?: boolean;
  /** What linked the request to its client (core/talent-link.ts). */
  link?: TalentLink;
  /** The note on a new client, and on a contact added by the domain, were made. */
  clientNoted?: boolean;
  contactNoted?: boolean;
};

/** A finished hand-off: the three records, which were already there, and what linked them. */
export type TalentHandOff = Required<
  Pick<
    TalentProgress,
    'clientId' | 'contactId' | 'openingId' | 'existingClient' | 'existingContact' | 'link'
  >
>;

/** A lookup field's record id (Zoho answers `{ name, id }`). */
function lookupId(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The contact's link to its own client, which then is the request's (over any found before). */
function contactsClient(contact: ZohoRecord): TalentProgress {
  const linked = lookupId(contact.Client_Name);
  return linked ? { clientId: linked, existingClient: true, link: 'email' } : {};
}

/** The contact with this email, and its client when it has one. */
async function lookUpContact(client: ZohoClient, request: TalentRequest): Promise<TalentProgress> {
  const [found] = await client.search('Contacts', criteriaAnyOf('Email', [request.email]));
  if (!found) return {};
  return { contactId: found.id, existingContact: true, ...contactsClient(found) };
}

/** The client a recruiter gave the email's domain, the address's own, else a new one. */
async function findOrCreateClient(
  client: ZohoClient,
  request: TalentRequest,
): Promise<TalentProgress> {
  const who = clientIdentity(request);
  const own = who.names[who.names.length - 1]!;
  const ownClient = async () =>
    (await client.search('Clients', criteriaAnyOf('Client_Name', [own])))[0];
  if (!who.freeMail) {
    const criteria = criteriaAnyOf('Website', websiteForms(who.domain));
    const [found] = await client.search('Clients', criteria);
    if (found) return { clientId: found.id, existingClient: true, link: 'domain' };
  } else {
    const mine = await ownClient();
    if (mine) return { clientId: mine.id, existingClient: true, link: 'email' };
  }
  for (const name of who.names) {
    const made = await client.insert('Clients', { Client_Name: name });
    if ('id' in made) return { clientId: made.id, existingClient: false, link: 'new' };
  }
  // Every name is held (Client_Name unique): the last is this address's own, an earlier request's.
  const mine = await ownClient();
  if (mine) return { clientId: mine.id, existingClient: true, link: 'email' };
  throw new ZohoError(
    `Clients insert: DUPLICATE_DATA on ${who.names.join(' and ')}, not found yet (Zoho's search lags): tried again later`,
    true,
  );
}

/** A new contact with what was typed; one Zoho says is there (the search missed it) is left as it is. */
async function createContact(
  client: ZohoClient,
  request: TalentRequest,
  clientId: string,
): Promise<TalentProgress> {
  const criteria = criteriaAnyOf('Email', [request.email]);
  const made = await insertOrExisting(
    client,
    'Contacts',
    contactRecord(request, clientId),
    criteria,
  );
  if (!made.existing) return { contactId: made.id, existingContact: false };
  return { contactId: made.id, existingContact: true, ...contactsClient(made.record) };
}

/** The request's opening: the one carrying its id, else a new one. */
async function findOrCreateOpening(
  client: ZohoClient,
  request: TalentRequest,
  links: { clientId: string; contactId: string; link: TalentLink },
  today: string,
) {
  const criteria = criteriaAnyOf(REQUEST_ID_FIELD, [request.id]);
  const [found] = await client.search('Job_Openings', criteria);
  if (found) return found.id;
  const made = await client.insert('Job_Openings', openingRecord(request, links, today));
  if ('id' in made) return made.id;
  // DUPLICATE_DATA on the request's id: another try made it meanwhile.
  const [again] = await client.search('Job_Openings', criteria);
  if (again) return again.id;
  throw new ZohoError(`Job_Openings insert: DUPLICATE_DATA on ${made.duplicate}`, false);
}

/**
 * The records' own word on their links: a note on a client this request created (as soon as it
 * is made), and on a new contact added to a client found by the typed email's domain (each once,
 * saved as done).
 */
async function addNotes(
  client: ZohoClient,
  request: TalentRequest,
  state: TalentProgress,
  step: (done: TalentProgress) => Promise<void>,
) {
  if (state.link === 'new' && !state.existingClient && !state.clientNoted) {
    const note = webClientNote(request);
    await client.addNote('Clients', state.clientId!, note.title, note.content);
    await step({ clientNoted: true });
  }
  if (state.link === 'domain' && state.contactId && !state.existingContact && !state.contactNoted) {
    const note = domainLinkNote(request);
    await client.addNote('Contacts', state.contactId!, note.title, note.content);
    await step({ contactNoted: true });
  }
}

/** A permanent error when the request lacks what every record needs. */
function checkRequest(request: TalentRequest) {
  const missing: string[] = (['id', 'company', 'name', 'email', 'title'] as const).filter(
    (key) => typeof request[key] !== 'string' || request[key].trim() === '',
  );
  if (!missing.includes('email') && !request.email.includes('@')) missing.push('email');
  if (!Number.isInteger(request.positions) || request.positions < 1) missing.push('positions');
  if (missing.length)
    throw new ZohoError(`the request cannot be handed off: ${missing.join(', ')} invalid`, false);
}

/**
 * Hands a request for talent to Zoho Recruit: the steps `progress` has not done yet, `save`
 * called with the progress after each. Throws a ZohoError (`retryable` for 429, 5xx, the network
 * and a token refused twice; anything else is permanent); returns the three records' ids.
 */
export async function handOffTalentRequest(
  settings: ZohoSettings,
  request: TalentRequest,
  progress: TalentProgress = {},
  {
    save = async () => {},
    client = zohoClientFor(settings),
    today = new Date().toISOString().slice(0, 10),
  }: {
    save?: (progress: TalentProgress) => Promise<void>;
    /** The Zoho client (default: the process's one for these settings, its token shared). */
    client?: ZohoClient;
    /** The opening's Date_Opened (default: today, UTC). */
    today?: string;
  } = {},
): Promise<TalentHandOff> {
  checkRequest(request);
  const state: TalentProgress = { ...progress };
  const step = async (done: TalentProgress) => {
    Object.assign(state, done);
    await save({ ...state });
  };
  if (!state.contactId) await step(await lookUpContact(client, request));
  if (!state.clientId) await step(await findOrCreateClient(client, request));
  await addNotes(client, request, state, step);
  if (!state.contactId) await step(await createContact(client, request, state.clientId!));
  await addNotes(client, request, state, step);
  const link = state.link ?? 'email';
  if (!state.openingId) {
    const links = { clientId: state.clientId!, contactId: state.contactId!, link };
    await step({ openingId: await findOrCreateOpening(client, request, links, today) });
  }
  return {
    clientId: state.clientId!,
    contactId: state.contactId!,
    openingId: state.openingId!,
    existingClient: state.existingClient ?? false,
    existingContact: state.existingContact ?? false,
    link,
  };
}
