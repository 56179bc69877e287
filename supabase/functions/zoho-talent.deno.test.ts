/**
 * A hiring manager's request for talent handed to Zoho Recruit (providers/zoho-talent.ts) under
 * Deno, against the Zoho stand-in (scripts/test/zoho-stand-in.ts) that does what Zoho's
 * documentation says, its upsert rewriting a record included. The retries are the caller's (the
 * outbox's): `handOff` below tries again with the progress saved, as a task does.
 */
import { startZohoStandIn, type ZohoRecord } from '../../scripts/test/zoho-stand-in.ts';
import { createZohoClient, ZohoError } from './_shared/providers/zoho-recruit.ts';
import {
  handOffTalentRequest,
  type TalentProgress,
  type TalentRequest,
} from './_shared/providers/zoho-talent.ts';
import { assert } from './_test/harness.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const zoho = await startZohoStandIn();
const env = zoho.env();
const settings = {
  accountsUrl: env.ZOHO_ACCOUNTS_URL!,
  apiUrl: env.ZOHO_RECRUIT_API_URL!,
  clientId: env.ZOHO_CLIENT_ID!,
  clientSecret: env.ZOHO_CLIENT_SECRET!,
  refreshToken: env.ZOHO_REFRESH_TOKEN!,
};

let n = 0;
/** A request as the form sends it, with an id of its own. */
function request(over: Partial<TalentRequest> = {}): TalentRequest {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    company: 'Northwind Traders',
    name: 'Ana Ortiz',
    email: 'ana@northwind.example',
    phone: '+1 206 555 0110',
    title: 'Senior Data Engineer',
    positions: 2,
    engagement: 'contract',
    workplace: 'remote',
    location: '',
    skills: 'Spark, Airflow, dbt',
    description: 'Move our nightly batch to streaming.\n\nThe team is five engineers.',
    start: '2027-03-01',
    budget: '$90–$110 an hour',
    ...over,
  };
}

/** The hand-off as the outbox runs it: a retryable failure is tried again from the saved progress. */
async function handOff(req: TalentRequest, tries = 5) {
  let saved: TalentProgress = {};
  for (let attempt = 1; ; attempt += 1) {
    try {
      const done = await handOffTalentRequest(settings, req, saved, {
        save: async (p) => {
          saved = p;
        },
      });
      return { ...done, attempts: attempt };
    } catch (error) {
      if (!(error instanceof ZohoError) || !error.retryable || attempt >= tries) throw error;
    }
  }
}

const byId = (records: ZohoRecord[], id: string) => records.find((r) => r.id === id)!;
const linkOf = (value: unknown) => (value as { id?: string } | undefined)?.id;
const openingsOf = (req: TalentRequest) =>
  zoho.openings.filter((o) => o.fields.Website_Request_Id === req.id);

Deno.test({
  ...options,
  name: 'a request makes one client by domain, one contact linked to it, one unpublished opening linked to both, carrying the request',
  async fn() {
    const req = request({
      workplace: 'hybrid',
      location: 'Seattle, WA',
      engagement: 'contract-to-hire',
    });
    const done = await handOff(req);
    assert(done.attempts === 1, `one try, not ${done.attempts}`);
    const client = byId(zoho.clients, done.clientId);
    assert(
      client.fields.Client_Name === 'Northwind Traders' &&
        client.fields.Website === 'https://northwind.example',
      `the client by its domain: ${JSON.stringify(client.fields)}`,
    );
    const contact = byId(zoho.contacts, done.contactId);
    assert(
      contact.fields.First_Name === 'Ana' &&
        contact.fields.Last_Name === 'Ortiz' &&
        contact.fields.Email === req.email &&
        linkOf(contact.fields.Client_Name) === client.id,
      `the contact, linked to the client: ${JSON.stringify(contact.fields)}`,
    );
    const opening = openingsOf(req);
    assert(opening.length === 1 && opening[0]!.id === done.openingId, 'one opening');
    const f = opening[0]!.fields;
    assert(
      f.Posting_Title === req.title &&
        f.Number_of_Positions === 2 &&
        f.Job_Type === 'Contract to hire' &&
        f.City === 'Seattle, WA' &&
        f.Remote_Job === false &&
        f.Required_Skills === req.skills &&
        f.Target_Date === '2027-03-01' &&
        linkOf(f.Client_Name) === client.id &&
        linkOf(f.Contact_Name) === contact.id,
      `the opening carries the request, linked to both: ${JSON.stringify(f)}`,
    );
    assert(
      f.Job_Opening_Status === 'Waiting for approval' && f.Publish === false,
      `never published: ${f.Job_Opening_Status}, Publish ${f.Publish}`,
    );
    const text = String(f.Job_Description);
    for (const typed of ['Move our nightly batch', 'Hybrid', '$90–$110 an hour', req.id])
      assert(text.includes(typed), `the description says ${typed}: ${text}`);
    assert(!done.existingClient && !done.existingContact, 'both were new');
  },
});

Deno.test({
  ...options,
  name: 'a colleague at the same company: a contact and an opening added to the same client',
  async fn() {
    const clients = zoho.clients.length;
    const first = await handOff(request({ email: 'cho@contoso.example', company: 'Contoso' }));
    const colleague = await handOff(
      request({ email: 'Dev@Contoso.example', name: 'Dev Patel', company: 'Contoso Ltd' }),
    );
    assert(zoho.clients.length === clients + 1, 'one client for the domain');
    assert(colleague.clientId === first.clientId && colleague.existingClient, 'the same client');
    assert(colleague.contactId !== first.contactId, 'a contact of their own');
    assert(
      linkOf(byId(zoho.contacts, colleague.contactId).fields.Client_Name) === first.clientId,
      'linked to the client',
    );
    assert(colleague.openingId !== first.openingId, 'an opening of their own');
    assert(
      linkOf(byId(zoho.openings, colleague.openingId).fields.Client_Name) === first.clientId,
      'the opening is the same client’s',
    );
  },
});

Deno.test({
  ...options,
  name: 'a client the recruiters entered (Website www.<domain>) is the client of a new contact',
  async fn() {
    const existing = zoho.seed('Clients', {
      Client_Name: 'Fabrikam, Inc.',
      Website: 'www.fabrikam.example',
    });
    const done = await handOff(request({ email: 'gil@fabrikam.example', company: 'Fabrikam' }));
    assert(done.clientId === existing.id && done.existingClient, 'the recruiters’ client');
    assert(existing.fields.Client_Name === 'Fabrikam, Inc.' && existing.updates === 0, 'unchanged');
  },
});

Deno.test({
  ...options,
  name: 'the same request handed off twice (a double click, a retry) makes one opening',
  async fn() {
    const req = request({ email: 'hal@tailspin.example', company: 'Tailspin' });
    const counts = () => [zoho.clients.length, zoho.contacts.length, zoho.openings.length];
    const before = counts();
    const once = await handOff(req);
    const twice = await handOff(req);
    assert(openingsOf(req).length === 1, `one opening, not ${openingsOf(req).length}`);
    assert(
      twice.openingId === once.openingId &&
        twice.clientId === once.clientId &&
        twice.contactId === once.contactId,
      'the second names the same records',
    );
    assert(
      JSON.stringify(counts()) === JSON.stringify(before.map((c) => c + 1)),
      `one of each: ${before} then ${counts()}`,
    );
  },
});

Deno.test({
  ...options,
  name: 'Zoho answers 503, then 429, then accepts: handed off once; a failure mid-way resumes there',
  async fn() {
    zoho.faults.push(503, 429);
    const req = request({ email: 'ivy@wingtip.example', company: 'Wingtip' });
    const done = await handOff(req);
    assert(done.attempts === 3, `three tries, not ${done.attempts}`);
    assert(zoho.faults.length === 0, 'every fault was played');
    assert(openingsOf(req).length === 1, 'one opening');
    assert(
      zoho.clients.filter((c) => c.fields.Website === 'https://wingtip.example').length === 1,
      'one client',
    );
    assert(zoho.contacts.filter((c) => c.fields.Email === req.email).length === 1, 'one contact');

    // The contact's creation fails after the client was made: the retry does not make it again.
    const calls = zoho.calls.length;
    zoho.faults.push(null, null, null, 503);
    const req2 = request({ email: 'jo@litware.example', company: 'Litware' });
    const again = await handOff(req2);
    const made = zoho.calls.slice(calls).filter((c) => c.method === 'POST');
    assert(again.attempts === 2, `two tries, not ${again.attempts}`);
    assert(
      made.filter((c) => c.path === '/recruit/v2/Clients').length === 1,
      `the client made once: ${JSON.stringify(made)}`,
    );
    assert(
      made
        .filter((c) => c.path === '/recruit/v2/Contacts/upsert')
        .map((c) => c.status)
        .join() === '503,201',
      `the contact tried again: ${JSON.stringify(made)}`,
    );
    assert(openingsOf(req2).length === 1, 'one opening');
  },
});

Deno.test({
  ...options,
  name: "an existing contact's name and phone are unchanged by a request that types others; their client is the request's",
  async fn() {
    const client = zoho.seed('Clients', {
      Client_Name: 'Adatum',
      Website: 'https://adatum.example',
    });
    const fields = {
      First_Name: 'Dana',
      Last_Name: 'Lee',
      Email: 'dana@adatum.example',
      Work_Phone: '+1 425 555 0101',
      Client_Name: { id: client.id },
    };
    const contact = zoho.seed('Contacts', fields);
    const req = request({
      email: 'dana@adatum.example',
      name: 'Eve Mallory',
      phone: '+1 900 555 0666',
      company: 'Adatum Evil',
    });
    const done = await handOff(req);
    assert(done.contactId === contact.id && done.existingContact, 'the existing contact');
    assert(done.clientId === client.id && done.existingClient, 'its client');
    assert(
      JSON.stringify(contact.fields) === JSON.stringify(fields) && contact.updates === 0,
      `the contact is unchanged: ${JSON.stringify(contact.fields)}`,
    );
    const opening = byId(zoho.openings, done.openingId).fields;
    assert(linkOf(opening.Contact_Name) === contact.id, 'the opening names the contact');
    assert(
      String(opening.Job_Description).includes('Eve Mallory') &&
        String(opening.Job_Description).includes('unverified'),
      'what was typed is in the opening, said to be unverified',
    );
  },
});

Deno.test({
  ...options,
  name: 'strangers at a free-mail domain are never one client; one person’s requests are',
  async fn() {
    const a = await handOff(request({ email: 'kim@gmail.com', company: 'Acme' }));
    const b = await handOff(request({ email: 'lou@gmail.com', company: 'Acme' }));
    const a2 = await handOff(
      request({ email: 'kim@gmail.com', company: 'Acme', title: 'QA Lead' }),
    );
    assert(a.clientId !== b.clientId, 'two strangers, two clients');
    assert(a2.clientId === a.clientId, 'the same person’s second request, the same client');
    const client = byId(zoho.clients, a.clientId).fields;
    assert(
      client.Client_Name === 'Acme (kim@gmail.com)' && client.Website === undefined,
      `named with the address, no website: ${JSON.stringify(client)}`,
    );
  },
});

Deno.test({
  ...options,
  name: 'an expired token is replaced at once; a refused request is permanent; a throttled token request is retryable',
  async fn() {
    const before = zoho.tokenRequests;
    zoho.expireTokens();
    const done = await handOff(request({ email: 'max@proseware.example', company: 'Proseware' }));
    assert(done.attempts === 1 && zoho.tokenRequests === before + 1, 'one try, one new token');

    zoho.faults.push(400);
    const refused = await handOff(request({ email: 'ned@proseware.example' })).catch((e) => e);
    assert(refused instanceof ZohoError && !refused.retryable, `permanent: ${refused}`);

    const strict = await startZohoStandIn({ tokenLimit: 1 });
    const s = strict.env();
    const client = createZohoClient({
      ...settings,
      accountsUrl: s.ZOHO_ACCOUNTS_URL!,
      apiUrl: s.ZOHO_RECRUIT_API_URL!,
    });
    await client.search('Contacts', '(Email:equals:a@b.example)');
    strict.expireTokens();
    const throttled = await client.search('Contacts', '(Email:equals:a@b.example)').catch((e) => e);
    assert(
      throttled instanceof ZohoError &&
        throttled.retryable &&
        /Access Denied/.test(throttled.message),
      `retryable: ${throttled}`,
    );
    await strict.close();
  },
});

Deno.test({
  ...options,
  name: 'a self-client without the search scope is refused for good, not tried again',
  async fn() {
    const answers = [
      Response.json({ access_token: 't1', expires_in: 3600 }),
      Response.json(
        {
          code: 'OAUTH_SCOPE_MISMATCH',
          details: {},
          message: 'invalid oauth scope',
          status: 'error',
        },
        { status: 401 },
      ),
    ];
    const fake = (() => Promise.resolve(answers.shift()!)) as unknown as typeof fetch;
    const failed = await createZohoClient(settings, fake)
      .search('Candidates', '(Email:equals:a@b.example)')
      .catch((e) => e);
    assert(
      failed instanceof ZohoError && !failed.retryable && /lacks a scope/.test(failed.message),
      `permanent: ${failed}`,
    );
  },
});

Deno.test({
  ...options,
  name: 'talent: stop the stand-in',
  async fn() {
    await zoho.close();
  },
});
