/**
 * Joining the talent network as deployed (the set-up: _test/network-fixture.ts): a join becomes
 * one Zoho Recruit candidate with no opening (Source "Talent network", the resume attached, no
 * association); a second join with the same email leaves that candidate as it is and adds one
 * note; the recruiters and the person are mailed once each, the person in the firm's words only;
 * an opt-in to job alerts is a pending subscription with the criteria given; a hostile resume is
 * refused as on the other forms; 503, 503 and 429 from Zoho end in one hand-off.
 */
import { encodeBase64, INVALID_FILE_TYPE } from './_shared/core/rules.ts';
import { NETWORK_ACKNOWLEDGEMENT } from './_shared/providers/typed-address-email.ts';
import { NETWORK_SOURCE } from './_shared/providers/zoho-network.ts';
import { issueExamplePdf } from '../../__tests__/helpers/hidden-resumes.ts';
import { startNetwork, until } from './_test/network-fixture.ts';
import { assert } from './_test/harness.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const { zoho, resend, pg, pdf, join, rowsOf, emailsTo, recruiterEmailsFor, settled, stop } =
  await startNetwork();

Deno.test({
  ...options,
  name: 'a join makes one candidate with no opening, the resume attached; a second join with that email changes nothing on it and adds one note',
  async fn() {
    const email = 'first.join@example.com';
    const typed = { email, fullName: 'Morgan Lee Joiner', role: 'Platform engineer' };
    const sent = await join(typed);
    assert(
      sent.status === 200 && sent.body.ok,
      `answered ${sent.status} ${JSON.stringify(sent.body)}`,
    );
    const [row] = await settled(email, 'done');
    const records = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(records.length === 1, `one candidate, not ${records.length}`);
    const candidate = records[0]!;
    assert(
      candidate.fields.Source === NETWORK_SOURCE &&
        candidate.fields.Last_Name === 'Joiner' &&
        row!.zoho_candidate_id === candidate.id &&
        row!.zoho_existing === false,
      `created with what was typed, source ${NETWORK_SOURCE}: ${JSON.stringify(candidate.fields)}`,
    );
    const attachments = zoho.attachments.filter((a) => a.candidateId === candidate.id);
    assert(
      attachments.length === 1 && encodeBase64(attachments[0]!.bytes) === pdf,
      `the resume is attached: ${attachments.length}`,
    );
    assert(
      !zoho.associations.some((a) => a.candidateId === candidate.id),
      'associated with no opening',
    );
    await until('the person is acknowledged', 20_000, () => emailsTo(email).length > 0);
    const before = JSON.stringify(candidate.fields);

    const again = await join({ ...typed, fullName: 'Someone Else', phone: '+1 425 555 0777' });
    assert(again.status === 200, `the second join answered ${again.status}`);
    const rows = await settled(email, 'done', 2);
    assert(rows[1]!.zoho_existing === true, 'the second join found the candidate');
    assert(
      zoho.candidates.filter((c) => c.fields.Email === email).length === 1 &&
        JSON.stringify(candidate.fields) === before &&
        candidate.updates === 0,
      `the candidate is unchanged: ${JSON.stringify(candidate.fields)}`,
    );
    assert(
      zoho.attachments.filter((a) => a.candidateId === candidate.id).length === 1,
      'no file attached to the existing candidate',
    );
    const notes = zoho.notes.filter((n) => n.fields.Parent_Id === candidate.id);
    assert(notes.length === 1, `one note, not ${notes.length}`);
    assert(
      String(notes[0]!.fields.Note_Title).includes('typed by the person, unverified') &&
        ['Someone Else', '+1 425 555 0777', rows[1]!.id].every((t) =>
          String(notes[0]!.fields.Note_Content).includes(t),
        ),
      `the note says what was typed, unverified: ${JSON.stringify(notes[0]!.fields)}`,
    );
  },
});

Deno.test({
  ...options,
  name: 'the recruiters and the person are mailed once each: the recruiters with what was typed, marked unverified, the person in the firm’s words only',
  async fn() {
    const email = 'mailed.once@example.com';
    const typed = { email, fullName: 'Quinn Typed Name', role: 'Staff site reliability engineer' };
    const sent = await join(typed);
    assert(sent.status === 200, `answered ${sent.status}`);
    await settled(email, 'done');
    await until('the person is acknowledged', 20_000, () => emailsTo(email).length > 0);
    await new Promise((r) => setTimeout(r, 2500));
    const recruiters = recruiterEmailsFor(email);
    assert(recruiters.length === 1, `one email to the recruiters, not ${recruiters.length}`);
    const text = recruiters[0]!.body.text;
    assert(
      text.includes(typed.fullName) && text.includes(typed.role) && /unverified/.test(text),
      `the recruiters read what was typed, marked unverified:\n${text}`,
    );
    assert(
      (recruiters[0]!.body.attachments ?? []).length === 1,
      'the recruiters get the resume attached',
    );
    const mine = emailsTo(email);
    assert(mine.length === 1, `one email to the person, not ${mine.length}`);
    const words = `${mine[0]!.body.subject}\n${mine[0]!.body.text}`;
    assert(
      mine[0]!.body.subject === NETWORK_ACKNOWLEDGEMENT.subject &&
        ![typed.fullName, 'Quinn', typed.role, '206 555'].some((t) => words.includes(t)),
      `the acknowledgement carries no typed field:\n${words}`,
    );
    assert(resend.countsByKey().size === resend.received.length, 'no key mailed twice');
  },
});

Deno.test({
  ...options,
  name: 'an opt-in to job alerts makes a pending subscription with the criteria given',
  async fn() {
    const email = 'alerts.opt-in@example.com';
    const sent = await join({
      email,
      role: 'Machine learning engineer',
      workplaces: ['hybrid', 'onsite'],
      location: 'Seattle, WA',
      engagements: ['permanent'],
      jobAlerts: true,
    });
    assert(sent.status === 200, `answered ${sent.status}`);
    const subscriber = await until('a pending subscription', 30_000, async () => {
      const [s] = await pg.db.query<Record<string, string>>(
        'select state, keywords, place, workplace, terms from alert_subscribers where email = $1',
        [email],
      );
      return s;
    });
    assert(
      subscriber.state === 'pending' &&
        subscriber.keywords === 'Machine learning engineer' &&
        subscriber.place === 'Seattle, WA' &&
        subscriber.workplace === 'any' &&
        subscriber.terms === 'permanent',
      `pending with the criteria given: ${JSON.stringify(subscriber)}`,
    );
    const without = 'alerts.no@example.com';
    await join({ email: without });
    await settled(without, 'done');
    const none = await pg.db.query('select 1 from alert_subscribers where email = $1', [without]);
    assert(none.length === 0, 'no subscription without the opt-in');
  },
});

Deno.test({
  ...options,
  name: 'a hostile resume is refused as on the other forms: neither stored, handed off nor mailed',
  async fn() {
    const email = 'hostile.resume@example.com';
    const sent = await join({ email, resumeBase64: encodeBase64(issueExamplePdf()) });
    assert(
      sent.status === 400 &&
        String(sent.body.error).startsWith('resumeBase64:') &&
        String(sent.body.error).includes(INVALID_FILE_TYPE),
      `refused naming the resume: ${sent.status} ${JSON.stringify(sent.body)}`,
    );
    assert((await rowsOf(email)).length === 0, 'nothing stored');
    assert(!zoho.candidates.some((c) => c.fields.Email === email), 'no candidate');
    assert(emailsTo(email).length === 0, 'no email');
  },
});

Deno.test({
  ...options,
  name: 'Zoho answers 503, 503, then 429: answered at once, one hand-off by later drains, nothing twice',
  async fn() {
    zoho.faults.push(503, 503, 429);
    const email = 'retried.join@example.com';
    const sent = await join({ email });
    assert(sent.status === 200, `answered ${sent.status}`);
    assert(sent.ms < 5000, `answered at once, not after ${sent.ms} ms`);
    const [row] = await settled(email, 'done');
    assert(zoho.faults.length === 0, 'every fault was played');
    const candidates = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(candidates.length === 1 && candidates[0]!.updates === 0, 'one candidate, made once');
    assert(
      zoho.attachments.filter((a) => a.candidateId === candidates[0]!.id).length === 1,
      'one attachment',
    );
    const [task] = await pg.db.query<{ attempts: number; done_at: unknown }>(
      'select attempts, done_at from outbox_tasks where key = $1',
      [`join-talent-network/${row!.id}/zoho`],
    );
    assert(task?.done_at && Number(task.attempts) === 4, `four tries: ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 2500));
    assert(recruiterEmailsFor(email).length === 1, 'one email to the recruiters');
    assert(emailsTo(email).length === 1, 'one acknowledgement');
  },
});

Deno.test({
  ...options,
  name: 'talent network: stop the stand-ins',
  async fn() {
    await stop();
  },
});
