/**
 * Job applications as deployed (the set-up: _test/applications-fixture.ts): an application
 * reaches Zoho once (a new candidate, the resume attached, associated with the opening); the
 * recruiters and the applicant each get one email; a hostile resume and a bad field are refused
 * and nothing is stored; a hand-written opening and a closed role are stored and mailed without
 * Zoho; a role published since the roles were read, or a site down, still reaches its opening.
 * What Zoho does to a candidate who is already there, and Zoho's faults:
 * applications-zoho.deno.test.ts.
 */
import { issueExamplePdf } from '../../__tests__/helpers/hidden-resumes.ts';
import { decodeBase64Strict, encodeBase64, INVALID_FILE_TYPE } from './_shared/core/rules.ts';
import { role, SITE, startApplications, until, ZOHO_JOB_ID } from './_test/applications-fixture.ts';
import { assert } from './_test/harness.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const {
  site,
  ZOHO_SLUG,
  zoho,
  pg,
  pdf,
  apply,
  rowOf,
  emailsTo,
  recruiterEmailsFor,
  settled,
  stop,
} = await startApplications();

Deno.test({
  ...options,
  name: 'an application with a real PDF: one candidate, the same bytes attached, associated, each email once',
  async fn() {
    const sent = await apply();
    assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
    assert(
      JSON.stringify(sent.body) === JSON.stringify({ ok: true, roleOpen: true }),
      `the contract's answer: ${JSON.stringify(sent.body)}`,
    );
    const email = sent.email;
    const row = await settled(email, 'done');
    const candidates = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(candidates.length === 1, `one candidate, not ${candidates.length}`);
    const candidate = candidates[0]!;
    assert(row.zoho_candidate_id === candidate.id, 'the candidate id is kept on the row');
    assert(
      candidate.fields.First_Name === 'Avery Quinn' &&
        candidate.fields.Last_Name === 'Candidate' &&
        candidate.fields.Mobile === '+1 206 555 0100' &&
        candidate.fields.LinkedIn__s === 'https://www.linkedin.com/in/avery-candidate' &&
        candidate.fields.Source === 'Website',
      `the candidate's fields: ${JSON.stringify(candidate.fields)}`,
    );
    const attachments = zoho.attachments.filter((a) => a.candidateId === candidate.id);
    assert(attachments.length === 1, `one attachment, not ${attachments.length}`);
    assert(attachments[0]!.category === 'Resume', 'attached as the resume');
    assert(
      encodeBase64(attachments[0]!.bytes) === pdf,
      'the attached bytes are the sent bytes, unchanged',
    );
    assert(
      zoho.associations.some((a) => a.candidateId === candidate.id && a.jobId === ZOHO_JOB_ID),
      "associated with the opening's Zoho id",
    );

    const recruiters = recruiterEmailsFor(email);
    assert(recruiters.length === 1, `one email to the recruiters, not ${recruiters.length}`);
    const mail = recruiters[0]!.body;
    assert(
      mail.subject.includes('Senior Cloud Engineer'),
      `the role in the subject: ${mail.subject}`,
    );
    assert(mail.text.includes(`${SITE}/jobs/${ZOHO_SLUG}`), 'the role page is linked');
    assert(
      mail.text.includes(
        `https://recruit.zoho.com/recruit/org700/EntityInfo.do?module=Candidates&id=${candidate.id}`,
      ),
      `the candidate in Zoho is linked:\n${mail.text}`,
    );
    assert(
      mail.attachments.length === 1 && mail.attachments[0]!.content === pdf,
      'the resume is attached, unchanged',
    );
    const confirmations = emailsTo(email);
    assert(confirmations.length === 1, `one confirmation, not ${confirmations.length}`);
    assert(
      confirmations[0]!.body.subject === 'Your application for Senior Cloud Engineer' &&
        confirmations[0]!.body.text.includes('What happens next') &&
        confirmations[0]!.key === `submit-application/${row.id}/confirmation`,
      `the confirmation says what was applied for and what comes next, under its key: ${JSON.stringify(confirmations[0])}`,
    );
    // Settled work is not done again by later drains.
    await new Promise((r) => setTimeout(r, 2500));
    assert(recruiterEmailsFor(email).length === 1 && emailsTo(email).length === 1, 'still once');
    assert(
      zoho.candidates.filter((c) => c.fields.Email === email)[0]!.updates === 0,
      'never upserted twice',
    );
  },
});

Deno.test({
  ...options,
  name: "a hostile resume is refused with the registration's message, nothing stored",
  async fn() {
    const before = await pg.db.query<{ n: number }>(
      'select count(*)::int as n from job_applications',
    );
    const executable = new Uint8Array([
      ...new TextEncoder().encode('%PDF-1.7\n'),
      0x4d,
      0x5a,
      0x90,
      0x00,
      ...new TextEncoder().encode('This program cannot be run in DOS mode.\r\n'),
      ...new Uint8Array(512),
    ]);
    for (const [label, bytes] of [
      ['a PDF header over an executable', executable],
      ['a PDF that runs JavaScript', issueExamplePdf()],
    ] as const) {
      const sent = await apply({ resumeBase64: encodeBase64(bytes), resumeFilename: 'resume.pdf' });
      assert(sent.status === 400, `${label}: answered ${sent.status}`);
      assert(
        sent.body.error?.startsWith(`resumeBase64: ${INVALID_FILE_TYPE}`),
        `${label}: the registration's message, not ${sent.body.error}`,
      );
    }
    const after = await pg.db.query<{ n: number }>(
      'select count(*)::int as n from job_applications',
    );
    assert(after[0]!.n === before[0]!.n, 'nothing stored');
    assert(decodeBase64Strict(pdf) !== null, 'the fixture is base64');
  },
});

Deno.test({
  ...options,
  name: 'an opening written by hand: stored and mailed, no Zoho call',
  async fn() {
    const calls = zoho.calls.length;
    const sent = await apply({ jobSlug: 'data-platform-lead' });
    const email = sent.email;
    assert(sent.status === 200 && sent.body.roleOpen === true, `answered ${sent.status}`);
    const row = await settled(email, 'skipped');
    assert(row.job_zoho_id === null, 'no Zoho id');
    assert(zoho.calls.length === calls, 'no call to Zoho');
    const mail = recruiterEmailsFor(email);
    assert(mail.length === 1 && mail[0]!.body.subject.includes('Data Platform Lead'), 'mailed');
    assert(mail[0]!.body.attachments.length === 1, 'with the resume');
    assert(emailsTo(email).length === 1, 'the applicant is told');
  },
});

Deno.test({
  ...options,
  name: 'a role that is not open any more: answered roleOpen false, stored and mailed',
  async fn() {
    const calls = zoho.calls.length;
    const sent = await apply({ jobSlug: 'closed-after-the-build' });
    const email = sent.email;
    assert(
      sent.status === 200 &&
        JSON.stringify(sent.body) === JSON.stringify({ ok: true, roleOpen: false }),
      `answered ${sent.status} ${JSON.stringify(sent.body)}`,
    );
    const row = await settled(email, 'skipped');
    assert(row.role_open === false, 'stored as not open');
    assert(zoho.calls.length === calls, 'no call to Zoho');
    const mail = recruiterEmailsFor(email);
    assert(
      mail.length === 1 && mail[0]!.body.text.includes('not an open role any more'),
      'the recruiters are told the role closed',
    );
    assert(
      emailsTo(email)[0]!.body.text.includes('no longer open'),
      'the applicant is told the role closed',
    );
  },
});

Deno.test({
  ...options,
  name: 'a bad field is refused naming the field, nothing stored',
  async fn() {
    const before = await pg.db.query<{ n: number }>(
      'select count(*)::int as n from job_applications',
    );
    for (const [over, error] of [
      [{ email: 'not-an-email' }, 'email: must be a valid email address'],
      [{ jobSlug: '../admin' }, "jobSlug: must be a role's slug, as in /jobs/<slug>"],
      [{ phone: 'call me' }, 'phone: must be a phone number: digits, spaces and + ( ) . - only'],
    ] as const) {
      const sent = await apply(over);
      assert(sent.status === 400, `${JSON.stringify(over)}: answered ${sent.status}`);
      assert(sent.body.error === error, `${JSON.stringify(over)}: ${sent.body.error}`);
    }
    const after = await pg.db.query<{ n: number }>(
      'select count(*)::int as n from job_applications',
    );
    assert(after[0]!.n === before[0]!.n, 'nothing stored');
    assert(site.reads >= 1, 'the open roles were read from the site');
  },
});

Deno.test({
  ...options,
  name: 'a role published after the roles were read, and a site down when the application came: both reach their opening',
  async fn() {
    // Published after every process read the file: a slug it lacks makes it read again.
    const fresh = role(
      'zoho-614000000999001-platform-engineer',
      'Platform Engineer',
      '614000000999001',
    );
    site.openRoles.roles.push(fresh);
    await new Promise((r) => setTimeout(r, 5500));
    const first = await apply({ jobSlug: fresh.id });
    assert(
      first.status === 200 && first.body.roleOpen === true,
      `published since: ${JSON.stringify(first.body)}`,
    );
    const one = await settled(first.email, 'done');
    assert(
      zoho.associations.some(
        (a) => a.jobId === '614000000999001' && a.candidateId === one.zoho_candidate_id,
      ),
      'associated with the new opening',
    );

    // The site cannot be read when the application comes: stored, the hand-off looks again later.
    const later = role('zoho-614000000999002-sre', 'Site Reliability Engineer', '614000000999002');
    site.openRoles.roles.push(later);
    site.down = true;
    await new Promise((r) => setTimeout(r, 5500));
    const second = await apply({ jobSlug: later.id });
    const email = second.email;
    assert(
      second.status === 200 && second.body.roleOpen === true,
      `site down: ${JSON.stringify(second.body)}`,
    );
    const stored = await until('stored', 10_000, () => rowOf(email));
    assert(stored.role_open === null, 'stored with the role unknown');
    await new Promise((r) => setTimeout(r, 1500));
    site.down = false;
    const two = await settled(email, 'done');
    assert(
      zoho.associations.some(
        (a) => a.jobId === '614000000999002' && a.candidateId === two.zoho_candidate_id,
      ),
      'associated with its opening once the site answered',
    );
    assert(
      recruiterEmailsFor(email).length === 1 && emailsTo(email).length === 1,
      'each email once',
    );
  },
});

Deno.test({
  ...options,
  name: 'one address applying four times gets every application to the recruiters, and three confirmations a day',
  async fn() {
    const email = 'often@example.com';
    for (let i = 0; i < 4; i++) {
      const sent = await apply({ jobSlug: 'data-platform-lead', email, note: `Try ${i}` });
      assert(sent.status === 200, `application ${i}: ${sent.status}`);
      await until(
        `application ${i} mailed`,
        20_000,
        () => recruiterEmailsFor(email).length === i + 1,
      );
    }
    await new Promise((r) => setTimeout(r, 2500));
    assert(recruiterEmailsFor(email).length === 4, 'the recruiters get all four');
    assert(emailsTo(email).length === 3, `three confirmations, not ${emailsTo(email).length}`);
  },
});

Deno.test({
  ...options,
  name: 'applications: stop the stand-ins',
  async fn() {
    await stop();
  },
});
