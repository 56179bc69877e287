/**
 * A hiring manager's request for talent handed to Zoho Recruit as the recruiters work
 * (docs/jobs.md): a Client, a Contact linked to it and a Job Opening linked to both, in a status
 * that is never published. Step by step, each step's result given to `save` before the next, so
 * a retry (the caller's, with backoff, on a retryable ZohoError) resumes where the last try
 * stopped:
 * 1. the contact, looked up by email. One who is already there is left exactly as it is (the
 *    address was not verified); the client it is linked to is the request's client;
 * 2. the client, when step 1 gave none: the one whose Website is the email's domain, else a new
 *    one named as typed with that Website. A free-mail address (gmail.com, outlook.com…) names
 *    no company, so it is a client of its own, named "<company> (<address>)";
 * 3. a new contact with what was typed, linked to the client (an upsert by Email, so two
 *    hand-offs racing for one new address make one contact);
 * 4. the opening: looked up by the request's id (Website_Request_Id), else inserted, so the same
 *    request handed off twice makes one opening.
 * Nothing is upserted over a record that was there: Zoho's upsert rewrites every field it is sent.
 */
import {
  criteriaAnyOf,
  ZohoError,
  zohoClientFor,
  type ZohoClient,
  type ZohoSettings,
} from './zoho-recruit.ts';
import {
  clientIdentity,
  contactRecord,
  openingRecord,
  REQUEST_ID_FIELD,
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
};

/** A finished hand-off: the three records, and which were already there. */
export type TalentHandOff = Required<TalentProgress>;

/** A lookup field's record id (Zoho answers `{ name, id }`). */
function lookupId(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The contact with this email, and its client when it has one. */
async function lookUpContact(client: ZohoClient, request: TalentRequest, known: TalentProgress) {
  const [found] = await client.search('Contacts', criteriaAnyOf('Email', [request.email]));
  if (!found) return {};
  const linked = lookupId(found.Client_Name);
  return {
    contactId: found.id,
    existingContact: true,
    ...(!known.clientId && linked ? { clientId: linked, existingClient: true } : {}),
  };
}

/** The client the email's domain (or free-mail address) names, made when there is none. */
async function findOrCreateClient(client: ZohoClient, request: TalentRequest) {
  const who = clientIdentity(request);
  const criteria = who.freeMail
    ? criteriaAnyOf('Client_Name', [who.name])
    : criteriaAnyOf('Website', websiteForms(who.domain));
  const [found] = await client.search('Clients', criteria);
  if (found) return { clientId: found.id, existingClient: true };
  // Another company may hold the typed name; where the account made Client_Name unique, the
  // domain tells them apart.
  const names = who.freeMail ? [who.name] : [who.name, `${who.name} (${who.domain})`];
  for (const name of names) {
    const made = await client.insert('Clients', {
      Client_Name: name,
      ...(who.website ? { Website: who.website } : {}),
    });
    if ('id' in made) return { clientId: made.id, existingClient: false };
  }
  const [again] = await client.search('Clients', criteria);
  if (again) return { clientId: again.id, existingClient: true };
  throw new ZohoError(
    `Clients insert: DUPLICATE_DATA: other clients hold ${names.join(' and ')}: add the client by hand`,
    false,
  );
}

/** A new contact with what was typed; `existing` when an upsert found one made meanwhile. */
async function createContact(client: ZohoClient, request: TalentRequest, clientId: string) {
  const { id, action } = await client.upsert('Contacts', contactRecord(request, clientId), [
    'Email',
  ]);
  return { contactId: id, existingContact: action === 'update' };
}

/** The request's opening: the one carrying its id, else a new one. */
async function findOrCreateOpening(
  client: ZohoClient,
  request: TalentRequest,
  links: { clientId: string; contactId: string },
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
  if (!state.contactId) await step(await lookUpContact(client, request, state));
  if (!state.clientId) await step(await findOrCreateClient(client, request));
  if (!state.contactId) await step(await createContact(client, request, state.clientId!));
  if (!state.openingId) {
    const links = { clientId: state.clientId!, contactId: state.contactId! };
    await step({ openingId: await findOrCreateOpening(client, request, links, today) });
  }
  return {
    clientId: state.clientId!,
    contactId: state.contactId!,
    openingId: state.openingId!,
    existingClient: state.existingClient ?? false,
    existingContact: state.existingContact ?? false,
  };
}
