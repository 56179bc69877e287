/**
 * Hiring managers' requests for talent as deployed (the set-up: _test/talent-fixture.ts):
 * request-talent and outbox-drain under `deno run` behind the gateway stand-in, over PostgreSQL
 * 15, with Turnstile on, the Resend stand-in and the Zoho Recruit stand-in. A request reaches
 * Zoho as one client, one contact linked to it and one unpublished opening linked to both; the
 * recruiters and the requester each get their email; a request at a recruiter's client's domain
 * joins it, marked unverified on the contact, the opening and the email; a client an earlier
 * website request made is joined by no later stranger; a double click and a resend make one
 * opening; Zoho's faults are waited out; an existing contact is left as it was, even while Zoho's
 * search does not return it; a token solved for another form is spam; bad input is refused by
 * name; one address gets three confirmations a day; without Zoho, stored and mailed only.
 */
import { TALENT_LINK_WORDS, WEB_CLIENT_NOTE_TITLE } from './_shared/core/talent-link.ts';
import { escapeHtml } from './_shared/providers/email-text.ts';
import { TALENT_CALL } from './_shared/providers/typed-address-email.ts';
import { assert } from './_test/harness.ts';
import {
  RECRUITERS,
  requestBody,
  startTalentRequests,
  until,
  ZOHO_WEB,
} from './_test/talent-fixture.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
let world = await startTalentRequests();

const linkOf = (value: unknown) => (value as { id?: string } | undefined)?.id;
const openingsFor = (id: string) =>
  world.zoho.openings.filter((o) => o.fields.Website_Request_Id === id);
let n = 0;
/** An address at a company's domain, new for each call. */
const at = (domain: string) => `manager${++n}@${domain}`;

Deno.test({
  ...options,
  name: 'a request: one new client marked as made from the website, one contact linked to it, one unpublished opening linked to both, and each email once',
  async fn() {
    const email = at('northwind.example');
    const sent = await world.send({ email });
    assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
    assert(sent.body.ok === true && typeof sent.body.id === 'string', JSON.stringify(sent.body));
    const row = await world.settled(sent.body.id!, 'done');
    assert(row.id === sent.body.id, 'the answer names the stored request');

    const client = world.zoho.clients.find((c) => c.id === row.zoho_client_id)!;
    assert(
      client.fields.Client_Name === 'Northwind Traders' && client.fields.Website === undefined,
      `the client as typed, with no Website: ${JSON.stringify(client.fields)}`,
    );
    assert(
      world.zoho.notes.some(
        (note) =>
          note.fields.Parent_Id === client.id && note.fields.Note_Title === WEB_CLIENT_NOTE_TITLE,
      ),
      'the client says a website request created it',
    );
    const contacts = world.zoho.contacts.filter((c) => c.fields.Email === email);
    assert(contacts.length === 1, `one contact, not ${contacts.length}`);
    const contact = contacts[0]!;
    assert(
      contact.fields.First_Name === 'Ana' &&
        contact.fields.Last_Name === 'Ortiz' &&
        contact.fields.Work_Phone === '+1 206 555 0110' &&
        linkOf(contact.fields.Client_Name) === client.id,
      `the contact, linked to the client: ${JSON.stringify(contact.fields)}`,
    );
    const openings = openingsFor(row.id);
    assert(openings.length === 1, `one opening, not ${openings.length}`);
    const f = openings[0]!.fields;
    assert(
      f.Posting_Title === 'Senior Data Engineer' &&
        f.Number_of_Positions === 2 &&
        f.Job_Type === 'Contract' &&
        f.City === 'Seattle, WA' &&
        f.Remote_Job === false &&
        linkOf(f.Client_Name) === client.id &&
        linkOf(f.Contact_Name) === contact.id,
      `the opening carries the role, the count, the engagement and the location: ${JSON.stringify(f)}`,
    );
    assert(
      f.Job_Opening_Status === 'Waiting for approval' && f.Publish === false,
      `never published: ${f.Job_Opening_Status}, Publish ${f.Publish}`,
    );
    assert(
      row.zoho_client_id === client.id &&
        row.zoho_contact_id === contact.id &&
        row.zoho_opening_id === openings[0]!.id &&
        row.zoho_existing_contact === false,
      `the records kept on the row: ${JSON.stringify(row)}`,
    );

    const recruiters = world.recruiterEmailsFor(email);
    assert(recruiters.length === 1, `one email to the recruiters, not ${recruiters.length}`);
    const mail = recruiters[0]!;
    assert(mail.key === `request-talent/${row.id}`, `its key: ${mail.key}`);
    assert(
      mail.body.subject.includes('Senior Data Engineer') &&
        mail.body.subject.includes('Northwind Traders'),
      `the role and the company in the subject: ${mail.body.subject}`,
    );
    for (const link of [
      `${ZOHO_WEB}/EntityInfo.do?module=JobOpenings&id=${openings[0]!.id}`,
      `${ZOHO_WEB}/EntityInfo.do?module=Clients&id=${client.id}`,
      `${ZOHO_WEB}/EntityInfo.do?module=Contacts&id=${contact.id}`,
    ])
      assert(mail.body.text.includes(link), `links ${link}:\n${mail.body.text}`);
    for (const typed of ['Move our nightly batch', 'Python, Spark, Airflow', '$90–$110 an hour'])
      assert(mail.body.text.includes(typed), `the request's ${typed} in the email`);
    assert(
      mail.body.text.includes(TALENT_LINK_WORDS.new),
      `the email says the client is new and unverified:\n${mail.body.text}`,
    );

    const confirmations = world.emailsTo(email);
    assert(confirmations.length === 1, `one confirmation, not ${confirmations.length}`);
    const confirmation = confirmations[0]!;
    assert(
      confirmation.key === `request-talent/${row.id}/confirmation`,
      `under its key: ${confirmation.key}`,
    );
    assert(confirmation.body.reply_to === RECRUITERS, 'a reply reaches the recruiters');
    assert(
      confirmation.body.text.includes(TALENT_CALL.who) &&
        confirmation.body.text.includes(TALENT_CALL.when),
      `the confirmation says who calls and when:\n${confirmation.body.text}`,
    );
    for (const typed of ['+1 206 555 0110', 'Senior Data Engineer', 'Northwind', 'Ana'])
      assert(
        !`${confirmation.body.subject}\n${confirmation.body.text}\n${confirmation.body.html}`.includes(
          typed,
        ),
        `the confirmation carries nothing typed (${typed}):\n${confirmation.body.text}`,
      );
    // Settled work is not done again by later drains.
    await new Promise((r) => setTimeout(r, 2500));
    assert(
      world.recruiterEmailsFor(email).length === 1 && world.emailsTo(email).length === 1,
      'still once',
    );
    assert(openingsFor(row.id).length === 1, 'still one opening');
  },
});

Deno.test({
  ...options,
  name: "a request asking about a talent profile (/hire?profile=<id>) names it in the Zoho opening and the recruiters' email; an id that is not one is refused",
  async fn() {
    const email = at('profiled.example');
    const sent = await world.send({ email, profile: 'senior-data-engineer-seattle' });
    assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
    const row = await world.settled(sent.body.id!, 'done');
    const [opening] = openingsFor(row.id);
    assert(
      String(opening?.fields.Job_Description).includes('senior-data-engineer-seattle'),
      `the opening names the profile: ${String(opening?.fields.Job_Description)}`,
    );
    const mail = world.recruiterEmailsFor(email);
    assert(
      mail.length === 1 && mail[0]!.body.text.includes('senior-data-engineer-seattle'),
      `the recruiters read which profile: ${mail[0]?.body.text}`,
    );
    const bad = await world.send({ email: at('profiled.example'), profile: '../etc/passwd' });
    assert(
      bad.status === 400 && String(bad.body.error).startsWith('profile:'),
      `refused naming the field: ${bad.status} ${JSON.stringify(bad.body)}`,
    );
  },
});

Deno.test({
  ...options,
  name: "a request at a recruiter's client's domain joins it: the contact, the opening and the recruiters' email each say the link is unverified",
  async fn() {
    const client = world.zoho.seed('Clients', {
      Client_Name: 'Contoso Ltd',
      Website: 'https://contoso.example',
    });
    const email = at('contoso.example');
    const sent = await world.send({ email, company: 'Contoso', fullName: 'Ben Okafor' });
    const row = await world.settled(sent.body.id!, 'done');
    assert(row.zoho_client_id === client.id, `the recruiters' client: ${JSON.stringify(row)}`);
    assert(client.updates === 0 && client.fields.Client_Name === 'Contoso Ltd', 'unchanged');
    const contact = world.zoho.contacts.find((c) => c.id === row.zoho_contact_id)!;
    assert(
      contact.fields.Email === email && linkOf(contact.fields.Client_Name) === client.id,
      `a new contact of that client: ${JSON.stringify(contact.fields)}`,
    );
    const words = TALENT_LINK_WORDS.domain;
    const notes = world.zoho.notes.filter((note) => note.fields.Parent_Id === contact.id);
    assert(
      notes.length === 1 &&
        String(notes[0]!.fields.Note_Title).includes(words) &&
        String(notes[0]!.fields.Note_Content).includes(words),
      `the contact says so: ${JSON.stringify(notes.map((note) => note.fields))}`,
    );
    const opening = openingsFor(row.id)[0]!.fields;
    assert(
      String(opening.Job_Description).includes(escapeHtml(words)),
      `the opening says so: ${opening.Job_Description}`,
    );
    const mail = world.recruiterEmailsFor(email)[0]!.body;
    assert(
      mail.text.includes(words) && mail.html.includes(escapeHtml(words)),
      `the recruiters' email says so:\n${mail.text}`,
    );
  },
});

Deno.test({
  ...options,
  name: 'a client an earlier website request made is not joined by a later request from its domain',
  async fn() {
    const first = await world.send({ email: at('posteo-like.example'), company: 'Tailspin' });
    const a = await world.settled(first.body.id!, 'done');
    const stranger = at('posteo-like.example');
    const second = await world.send({
      email: stranger,
      company: 'Tailspin',
      fullName: 'Ivy Chen',
      roleTitle: 'Cloud Security Engineer',
    });
    const b = await world.settled(second.body.id!, 'done');
    assert(b.zoho_client_id !== a.zoho_client_id, 'a client of its own');
    const contact = world.zoho.contacts.find((c) => c.id === b.zoho_contact_id)!;
    assert(
      linkOf(contact.fields.Client_Name) === b.zoho_client_id &&
        linkOf(openingsFor(b.id)[0]!.fields.Client_Name) === b.zoho_client_id,
      'its contact and opening are its own client’s',
    );
    assert(
      !world.zoho.contacts.some(
        (c) => linkOf(c.fields.Client_Name) === a.zoho_client_id && c.fields.Email === stranger,
      ),
      'nothing of the stranger under the first client',
    );
  },
});

Deno.test({
  ...options,
  name: 'the same request sent twice (a double click, then again after the answer) makes one opening and one of each email',
  async fn() {
    const email = at('fabrikam.example');
    const from = '198.51.200.9';
    const body = { email, company: 'Fabrikam' };
    const [x, y] = await Promise.all([world.send(body, { from }), world.send(body, { from })]);
    assert(x.status === 200 && y.status === 200, `answered ${x.status}, ${y.status}`);
    assert(x.body.id === y.body.id, `one request: ${x.body.id}, ${y.body.id}`);
    await world.settled(x.body.id!, 'done');
    const again = await world.send(body, { from });
    assert(again.body.id === x.body.id, 'sent again within the minute: the same request');
    await new Promise((r) => setTimeout(r, 2500));
    const rows = await world.rowsOf(email);
    assert(rows.length === 1, `stored once, not ${rows.length}`);
    assert(openingsFor(rows[0]!.id).length === 1, 'one opening');
    assert(world.recruiterEmailsFor(email).length === 1, 'one email to the recruiters');
    assert(world.emailsTo(email).length === 1, 'one confirmation');
  },
});

Deno.test({
  ...options,
  name: 'Zoho answering 503, then 429, then accepting: stored and answered at once, handed off once',
  async fn() {
    const email = at('adatum.example');
    world.zoho.faults.push(503, 429);
    const sent = await world.send({ email, company: 'Adatum' });
    assert(sent.status === 200, `answered ${sent.status}`);
    assert(sent.ms < 5000, `answered within 5 s, not ${sent.ms} ms`);
    const stored = await world.rowOf(sent.body.id!);
    assert(stored, 'stored when answered');
    const row = await world.settled(sent.body.id!, 'done');
    const statuses = world.zoho.calls.map((c) => c.status);
    assert(statuses.includes(503) && statuses.includes(429), 'both faults were answered');
    assert(
      world.zoho.clients.filter((c) => c.fields.Client_Name === 'Adatum').length === 1,
      'one client',
    );
    assert(world.zoho.contacts.filter((c) => c.fields.Email === email).length === 1, 'one contact');
    assert(openingsFor(row.id).length === 1, 'one opening');
    await new Promise((r) => setTimeout(r, 2500));
    assert(
      world.recruiterEmailsFor(email).length === 1 && world.emailsTo(email).length === 1,
      'each email once',
    );
  },
});

Deno.test({
  ...options,
  name: "a hand-off that takes longer than the request's hold on its email: the recruiters' email waits for it and links the opening",
  async fn() {
    const email = at('wingtip.example');
    // Four failures: tried again after 1, 2, 4 and 8 s, far past the row's 5 s lease.
    world.zoho.faults.push(503, 503, 503, 503);
    const sent = await world.send({ email, company: 'Wingtip Toys' });
    assert(sent.status === 200, `answered ${sent.status}`);
    const row = await world.settled(sent.body.id!, 'done');
    const mail = world.recruiterEmailsFor(email);
    assert(mail.length === 1, `one email to the recruiters, not ${mail.length}`);
    assert(
      mail[0]!.body.text.includes(
        `${ZOHO_WEB}/EntityInfo.do?module=JobOpenings&id=${row.zoho_opening_id}`,
      ),
      `sent once the opening was made, and linking it:\n${mail[0]!.body.text}`,
    );
  },
});

Deno.test({
  ...options,
  name: "an existing contact's name and phone are unchanged by a request that types another name",
  async fn() {
    const email = at('litware.example');
    const client = world.zoho.seed('Clients', {
      Client_Name: 'Litware Inc.',
      Website: 'https://www.litware.example',
    });
    const contact = world.zoho.seed('Contacts', {
      First_Name: 'Grace',
      Last_Name: 'Hopper',
      Email: email,
      Work_Phone: '+1 425 555 0199',
      Client_Name: { name: 'Litware Inc.', id: client.id },
    });
    const sent = await world.send({
      email,
      company: 'Litware',
      fullName: 'Someone Else',
      phone: '+1 999 555 0000',
    });
    const row = await world.settled(sent.body.id!, 'done');
    const after = world.zoho.contacts.find((c) => c.id === contact.id)!;
    assert(
      after.fields.First_Name === 'Grace' &&
        after.fields.Last_Name === 'Hopper' &&
        after.fields.Work_Phone === '+1 425 555 0199',
      `the contact is as it was: ${JSON.stringify(after.fields)}`,
    );
    assert(world.zoho.contacts.filter((c) => c.fields.Email === email).length === 1, 'no second');
    assert(
      row.zoho_contact_id === contact.id &&
        row.zoho_client_id === client.id &&
        row.zoho_existing_contact === true,
      `the request is the existing contact's and its client's: ${JSON.stringify(row)}`,
    );
    const opening = openingsFor(row.id)[0]!;
    assert(linkOf(opening.fields.Contact_Name) === contact.id, 'the opening names the contact');
    const mail = world.recruiterEmailsFor(email)[0]!.body.text;
    assert(
      mail.includes('Someone Else') && mail.includes('already in Zoho Recruit'),
      `the recruiters see what was typed and that the contact was there:\n${mail}`,
    );
  },
});

Deno.test({
  ...options,
  name: "an existing contact Zoho's search does not return yet is left unchanged (name, phone, client) after the hand-off",
  async fn() {
    const email = at('proseware.example');
    const client = world.zoho.seed('Clients', { Client_Name: 'Proseware, Inc.' });
    const fields = {
      First_Name: 'Rae',
      Last_Name: 'Okafor',
      Email: email,
      Work_Phone: '+1 503 555 0123',
      Client_Name: { id: client.id },
    };
    // Entered by a recruiter moments ago: Zoho's search does not return it for 3 s.
    const contact = world.zoho.seed('Contacts', fields, { searchLagMs: 3000 });
    const sent = await world.send({
      email,
      company: 'Impostor LLC',
      fullName: 'Mallory Impostor',
      phone: '+1 900 555 0666',
    });
    const row = await world.settled(sent.body.id!, 'done');
    assert(
      JSON.stringify(contact.fields) === JSON.stringify(fields) && contact.updates === 0,
      `the contact is as it was: ${JSON.stringify(contact.fields)}`,
    );
    assert(world.zoho.contacts.filter((c) => c.fields.Email === email).length === 1, 'no second');
    assert(
      world.zoho.calls.some((c) => c.path === '/recruit/v2/Contacts' && c.status === 202),
      "the insert met Zoho's duplicate answer",
    );
    assert(!world.zoho.calls.some((c) => c.path.endsWith('/upsert')), 'nothing upserted');
    assert(
      row.zoho_contact_id === contact.id &&
        row.zoho_client_id === client.id &&
        row.zoho_existing_contact === true,
      `the request is the existing contact's and its client's: ${JSON.stringify(row)}`,
    );
    const mail = world.recruiterEmailsFor(email)[0]!.body.text;
    assert(
      mail.includes('Mallory Impostor') && mail.includes(TALENT_LINK_WORDS.email),
      `the recruiters see what was typed and that the link is the typed address:\n${mail}`,
    );
  },
});

Deno.test({
  ...options,
  name: "a token solved for another form's widget: answered alike, kept as spam, nothing to Zoho or anyone",
  async fn() {
    const email = at('spam.example');
    const calls = world.zoho.calls.length;
    const sent = await world.send({ email }, { action: 'contact' });
    assert(sent.status === 200 && sent.body.ok === true, `answered alike: ${sent.status}`);
    await new Promise((r) => setTimeout(r, 2500));
    const [row] = await world.rowsOf(email);
    assert(row?.spam_reason === 'turnstile', `kept as spam: ${JSON.stringify(row)}`);
    assert(row.zoho_status === 'skipped' && row.email_status === 'withheld', 'nothing to do');
    assert(world.zoho.calls.length === calls, 'no call to Zoho');
    assert(world.emailsTo(email).length === 0, 'no confirmation');
    assert(world.recruiterEmailsFor(email).length === 0, 'no email to the recruiters');
  },
});

Deno.test({
  ...options,
  name: 'bad input is refused with 4xx JSON naming the field, nothing stored',
  async fn() {
    const count = async () =>
      (await world.pg.db.query<{ n: number }>('select count(*)::int as n from talent_requests'))[0]!
        .n;
    const before = await count();
    for (const [over, error] of [
      [{ email: 'not-an-email' }, 'email: must be a valid email address'],
      [{ company: '' }, 'company: is required'],
      [{ headcount: 0 }, 'headcount: must be a whole number of people, at least 1'],
      [{ headcount: 2.5 }, 'headcount: must be a whole number of people, at least 1'],
      [
        { engagement: 'freelance' },
        'engagement: must be one of: contract, contract-to-hire, permanent',
      ],
      [{ workplace: 'moon' }, 'workplace: must be one of: onsite, hybrid, remote'],
      [{ startDate: '2027-02-30' }, 'startDate: must be a date as YYYY-MM-DD'],
      [{ skills: 'x'.repeat(1001) }, 'skills: must be at most 1000 characters'],
    ] as const) {
      const sent = await world.send(over);
      assert(sent.status === 400, `${JSON.stringify(over)}: answered ${sent.status}`);
      assert(sent.contentType.includes('application/json'), 'JSON');
      assert(sent.body.error === error, `${JSON.stringify(over)}: ${sent.body.error}`);
    }
    const foreign = await fetch(world.fn.url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(requestBody()),
    });
    assert(foreign.status === 403, `a foreign page: ${foreign.status}`);
    assert((await foreign.json()).error.startsWith('origin:'), 'names the origin');
    const text = await fetch(world.fn.url, {
      method: 'POST',
      headers: { origin: 'https://www.cascadia.example', 'content-type': 'text/plain' },
      body: JSON.stringify(requestBody()),
    });
    assert(text.status === 415, `not JSON: ${text.status}`);
    assert((await text.json()).error.startsWith('content-type:'), 'names the content type');
    assert((await count()) === before, 'nothing stored');
  },
});

Deno.test({
  ...options,
  name: 'one address sending four requests in a day: the recruiters get all four, the address three confirmations',
  async fn() {
    const email = at('often.example');
    for (let i = 0; i < 4; i++) {
      const sent = await world.send({ email, roleTitle: `Engineer ${i + 1}` });
      assert(sent.status === 200, `request ${i}: ${sent.status}`);
      await world.settled(sent.body.id!, 'done');
      await until(
        `request ${i}'s confirmation settled`,
        20_000,
        async () =>
          (
            await world.pg.db.query<{ n: number }>(
              `select count(*)::int as n from outbox_tasks
               where key = $1 and (done_at is not null or gave_up_at is not null)`,
              [`request-talent/${sent.body.id}/confirmation`],
            )
          )[0]!.n === 1,
      );
    }
    await new Promise((r) => setTimeout(r, 2500));
    assert(world.recruiterEmailsFor(email).length === 4, 'the recruiters get all four');
    const confirmations = world.emailsTo(email).length;
    assert(confirmations === 3, `three confirmations, not ${confirmations}`);
  },
});

Deno.test({
  ...options,
  name: 'without Zoho settings: stored and mailed only, the recruiters told so',
  async fn() {
    await world.stop();
    world = await startTalentRequests({ zoho: false });
    const email = at('tailspin.example');
    const sent = await world.send({ email, company: 'Tailspin Toys' });
    assert(sent.status === 200, `answered ${sent.status}`);
    const row = await world.settled(sent.body.id!, 'skipped');
    assert(row.zoho_opening_id === null, 'no opening');
    assert(world.zoho.calls.length === 0 && world.zoho.tokenRequests === 0, 'no call to Zoho');
    const mail = world.recruiterEmailsFor(email);
    assert(mail.length === 1, `one email to the recruiters, not ${mail.length}`);
    assert(
      mail[0]!.body.text.includes('Zoho Recruit is not configured'),
      `the recruiters are told it is not in Zoho:\n${mail[0]!.body.text}`,
    );
    await until('the requester is mailed', 20_000, () => world.emailsTo(email).length === 1);
  },
});

Deno.test({
  ...options,
  name: 'requests for talent: stop the stand-ins',
  async fn() {
    await world.stop();
  },
});
