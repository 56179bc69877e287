/**
 * Job applications handed to Zoho Recruit as deployed (the set-up: _test/applications-fixture.ts),
 * against the Zoho stand-in that does what Zoho's documentation says, its search lagging behind
 * its records and its duplicate answer included: a candidate who is already there is left as it
 * is whoever types their email, even while the search does not return it (the resume attached,
 * associated, what was typed in an unverified note and the recruiters' email); a new applicant's candidate carries what they typed; an expired token is replaced at
 * once; 503 and 429 are tried again by later drains, resuming where they stopped; a refusal
 * gives up at once and says why.
 */
import { encodeBase64 } from './_shared/core/rules.ts';
import { startApplications, ZOHO_JOB_ID } from './_test/applications-fixture.ts';
import { assert } from './_test/harness.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const { zoho, resend, pg, pdf, apply, emailsTo, recruiterEmailsFor, settled, stop } =
  await startApplications();

Deno.test({
  ...options,
  name: "an existing candidate's email typed by someone else: the candidate's name, phone and links unchanged, the resume attached, associated, what was typed in an unverified note and the recruiters' email",
  async fn() {
    // Two candidates the recruiters entered: one approved, one still awaiting approval (which
    // Zoho's search skips unless asked).
    for (const approved of [true, false]) {
      const email = `jordan.${approved ? 'approved' : 'pending'}@example.com`;
      const original = {
        First_Name: 'Jordan',
        Last_Name: 'Rivera',
        Email: email,
        Mobile: '+1 425 555 0199',
        LinkedIn__s: 'https://www.linkedin.com/in/jordan-rivera',
        Source: 'Referral',
      };
      const seeded = zoho.seed('Candidates', original, approved);
      const typed = {
        email,
        fullName: 'Mallory Impostor',
        phone: '+1 206 555 0666',
        linkedinUrl: 'https://www.linkedin.com/in/mallory-impostor',
        note: 'Call me on my new number.',
      };
      const sent = await apply(typed);
      assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
      const row = await settled(email, 'done');
      const records = zoho.candidates.filter((c) => c.fields.Email === email);
      assert(records.length === 1, `still one candidate, not ${records.length}`);
      assert(
        JSON.stringify(records[0]!.fields) === JSON.stringify(original) &&
          records[0]!.updates === 0,
        `the candidate's record is unchanged: ${JSON.stringify(records[0]!.fields)}`,
      );
      assert(row.zoho_candidate_id === seeded.id, 'the row names the existing candidate');
      const attachments = zoho.attachments.filter((a) => a.candidateId === seeded.id);
      assert(
        attachments.length === 1 && encodeBase64(attachments[0]!.bytes) === pdf,
        `the resume is attached to the candidate: ${attachments.length}`,
      );
      assert(
        zoho.associations.some((a) => a.candidateId === seeded.id && a.jobId === ZOHO_JOB_ID),
        'associated with the opening',
      );
      const notes = zoho.notes.filter((n) => n.fields.Parent_Id === seeded.id);
      assert(notes.length === 1, `one note on the candidate, not ${notes.length}`);
      const note = notes[0]!.fields;
      assert(
        note.se_module === 'Candidates' &&
          String(note.Note_Title).includes('typed by the applicant, unverified') &&
          [typed.fullName, typed.phone, typed.linkedinUrl, typed.note, row.id].every((t) =>
            String(note.Note_Content).includes(t),
          ),
        `the note says what was typed and that it is unverified: ${JSON.stringify(note)}`,
      );
      const mail = recruiterEmailsFor(email);
      assert(mail.length === 1, `one email to the recruiters, not ${mail.length}`);
      assert(
        [
          `Full name: ${typed.fullName}`,
          `Phone: ${typed.phone}`,
          `LinkedIn: ${typed.linkedinUrl}`,
          `Note: ${typed.note}`,
          `id=${seeded.id}`,
        ].every((line) => mail[0]!.body.text.includes(line)),
        `the recruiters read what was typed and the candidate's link:\n${mail[0]!.body.text}`,
      );
    }
  },
});

Deno.test({
  ...options,
  name: "an existing candidate Zoho's search does not return yet: Zoho's duplicate answer, the candidate unchanged, what was typed in a note",
  async fn() {
    const email = 'jordan.lagging@example.com';
    const original = {
      First_Name: 'Jordan',
      Last_Name: 'Rivera',
      Email: email,
      Mobile: '+1 425 555 0199',
      Source: 'Referral',
    };
    // Entered by a recruiter moments ago: Zoho's search does not return it for 3 s.
    const seeded = zoho.seed('Candidates', original, { searchLagMs: 3000 });
    const sent = await apply({ email, fullName: 'Mallory Impostor', phone: '+1 206 555 0666' });
    assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
    const row = await settled(email, 'done');
    const records = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(records.length === 1, `still one candidate, not ${records.length}`);
    assert(
      JSON.stringify(seeded.fields) === JSON.stringify(original) && seeded.updates === 0,
      `the candidate's record is unchanged: ${JSON.stringify(seeded.fields)}`,
    );
    assert(
      zoho.calls.some((c) => c.path === '/recruit/v2/Candidates' && c.status === 202),
      "the insert met Zoho's duplicate answer",
    );
    assert(!zoho.calls.some((c) => c.path.endsWith('/upsert')), 'nothing upserted');
    assert(row.zoho_candidate_id === seeded.id, 'the row names the existing candidate');
    const notes = zoho.notes.filter((n) => n.fields.Parent_Id === seeded.id);
    assert(
      notes.length === 1 && String(notes[0]!.fields.Note_Content).includes('Mallory Impostor'),
      `what was typed is in a note: ${JSON.stringify(notes.map((n) => n.fields))}`,
    );
  },
});

Deno.test({
  ...options,
  name: "a new applicant's details are written to the new candidate, with no note",
  async fn() {
    const sent = await apply({ fullName: 'Casey New', phone: '+1 360 555 0142' });
    const email = sent.email;
    assert(sent.status === 200, `answered ${sent.status}`);
    const row = await settled(email, 'done');
    const records = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(
      records.length === 1 &&
        records[0]!.fields.First_Name === 'Casey' &&
        records[0]!.fields.Last_Name === 'New' &&
        records[0]!.fields.Mobile === '+1 360 555 0142',
      `created with what was typed: ${JSON.stringify(records)}`,
    );
    assert(row.zoho_candidate_id === records[0]!.id, 'the row names it');
    assert(!zoho.notes.some((n) => n.fields.Parent_Id === records[0]!.id), 'no note');
  },
});

Deno.test({
  ...options,
  name: 'an access token Zoho stopped accepting (401) is replaced at once: handed off in one try',
  async fn() {
    const before = zoho.tokenRequests;
    zoho.expireTokens();
    const sent = await apply({ fullName: 'Tony Token' });
    const email = sent.email;
    assert(sent.status === 200, `answered ${sent.status}`);
    const row = await settled(email, 'done');
    assert(zoho.tokenRequests === before + 1, `one new token: ${zoho.tokenRequests - before}`);
    const task = await pg.db.query<{ attempts: number }>(
      'select attempts from outbox_tasks where key = $1',
      [`submit-application/${row.id}/zoho`],
    );
    assert(Number(task[0]?.attempts) === 1, `one try: ${JSON.stringify(task)}`);
    assert(
      zoho.calls.some((c) => c.status === 401),
      'the expired token was refused once by the stand-in',
    );
  },
});

Deno.test({
  ...options,
  name: 'Zoho answers 503, then 429, then accepts: answered at once, handed off by later drains, nothing twice',
  async fn() {
    // The candidate's lookup fails twice; once it and the insert succeed, the attachment fails
    // once: the retry resumes there.
    zoho.faults.push(503, 429, null, null, 503);
    const sent = await apply({ fullName: 'Robin Retry' });
    const email = sent.email;
    assert(sent.status === 200 && sent.body.roleOpen === true, `answered ${sent.status}`);
    assert(sent.ms < 5000, `answered at once, not after ${sent.ms} ms`);
    const row = await settled(email, 'done');
    assert(zoho.faults.length === 0, 'every fault was played');
    const candidates = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(candidates.length === 1, `one candidate, not ${candidates.length}`);
    assert(candidates[0]!.updates === 0, 'inserted once: the candidate id was kept for the retry');
    const id = candidates[0]!.id;
    assert(row.zoho_candidate_id === id, 'the candidate id is on the row');
    assert(zoho.attachments.filter((a) => a.candidateId === id).length === 1, 'one attachment');
    assert(zoho.associations.filter((a) => a.candidateId === id).length === 1, 'associated once');
    const failedAttach = zoho.calls
      .filter((c) => c.path.includes(id))
      .filter((c) => c.path.endsWith('/Attachments'));
    assert(
      failedAttach.length === 2 && failedAttach[0]!.status === 503,
      `the attachment failed once and was tried again: ${JSON.stringify(failedAttach)}`,
    );
    const task = await pg.db.query<{ attempts: number; done_at: unknown }>(
      `select attempts, done_at from outbox_tasks where key = $1`,
      [`submit-application/${row.id}/zoho`],
    );
    assert(
      task[0]?.done_at && Number(task[0].attempts) === 4,
      `four tries: ${JSON.stringify(task)}`,
    );
    await new Promise((r) => setTimeout(r, 2500));
    assert(recruiterEmailsFor(email).length === 1, 'one email to the recruiters');
    assert(emailsTo(email).length === 1, 'one confirmation');
    assert(resend.countsByKey().size === resend.received.length, 'no key mailed twice');
  },
});

Deno.test({
  ...options,
  name: 'Zoho refuses the candidate (400): given up at once, the recruiters are mailed without a link and told why',
  async fn() {
    zoho.faults.push(400);
    const sent = await apply({ fullName: 'Parker Refused' });
    const email = sent.email;
    assert(sent.status === 200 && sent.body.roleOpen === true, `answered ${sent.status}`);
    const row = await settled(email, 'failed');
    assert(row.zoho_candidate_id === null, 'no candidate');
    assert(!zoho.candidates.some((c) => c.fields.Email === email), 'no candidate in Zoho');
    const task = await pg.db.query<{ attempts: number; gave_up_at: unknown; last_error: string }>(
      'select attempts, gave_up_at, last_error from outbox_tasks where key = $1',
      [`submit-application/${row.id}/zoho`],
    );
    assert(
      task[0]?.gave_up_at && Number(task[0].attempts) === 1 && task[0].last_error.includes('400'),
      `given up after one try, with its reason: ${JSON.stringify(task)}`,
    );
    const mail = recruiterEmailsFor(email);
    assert(
      mail.length === 1 && mail[0]!.body.text.includes('Zoho Recruit: not handed over:'),
      `the recruiters are told: ${mail[0]?.body.text}`,
    );
    assert(!mail[0]!.body.text.includes('EntityInfo.do'), 'no candidate link');
    assert(emailsTo(email).length === 1, 'the applicant is still confirmed');
  },
});

Deno.test({
  ...options,
  name: 'applications: stop the stand-ins',
  async fn() {
    await stop();
  },
});
