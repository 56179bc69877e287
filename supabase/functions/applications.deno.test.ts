/**
 * Job applications as deployed: submit-application and outbox-drain started with `deno run`
 * behind the gateway stand-in, over PostgreSQL 15, with the Resend stand-in, a Zoho Recruit
 * stand-in (scripts/test/zoho-stand-in.ts) and a stand-in of the site serving
 * /jobs/open-roles.json; the schedule pg_cron runs deployed drains the outbox every second.
 * An application reaches Zoho once (upserted, resume attached, associated with the opening),
 * through faults too; the recruiters and the applicant each get one email; a hostile resume and a
 * bad field are refused and nothing is stored; a hand-written opening and a closed role are
 * stored and mailed without Zoho.
 */
import { issueExamplePdf } from '../../__tests__/helpers/hidden-resumes.ts';
import { startZohoStandIn } from '../../scripts/test/zoho-stand-in.ts';
import { decodeBase64Strict, encodeBase64, INVALID_FILE_TYPE } from './_shared/core/rules.ts';
import {
  assert,
  everyPeriod,
  realResume,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
  startResendStandIn,
} from './_test/harness.ts';

const SITE = 'https://www.cascadia.example';
const API_KEY = 're_applications_test';
const SERVICE_ROLE = await serviceRoleKey();
const options = { sanitizeResources: false, sanitizeOps: false };

const ZOHO_JOB_ID = '614000000123456';
const role = (id: string, title: string, zohoId?: string) => ({
  id,
  url: `${SITE}/jobs/${id}`,
  title,
  employmentType: 'CONTRACTOR',
  terms: 'contract',
  remote: 'remote',
  place: { city: null, region: null, country: 'US', label: 'Remote (US)' },
  pay: { min: 85, max: 105, unit: 'HOUR', currency: 'USD', label: '$85–$105 an hour' },
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
  text: `${title}. Remote (US). Contract.`,
  revision: 'r1',
  ...(zohoId ? { zohoId } : {}),
});
const OPEN_ROLES = {
  version: 1,
  site: SITE,
  today: '2026-11-26',
  roles: [
    role(`zoho-${ZOHO_JOB_ID}-senior-cloud-engineer`, 'Senior Cloud Engineer', ZOHO_JOB_ID),
    role('data-platform-lead', 'Data Platform Lead'),
  ],
};
const ZOHO_SLUG = OPEN_ROLES.roles[0]!.id;

// The site: /jobs/open-roles.json as the export publishes it, counted.
let siteReads = 0;
/** While true, the site answers 503 (a deploy, an outage). */
let siteDown = false;
const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (request) => {
  if (new URL(request.url).pathname !== '/jobs/open-roles.json')
    return new Response('not found', { status: 404 });
  if (siteDown) return new Response('unavailable', { status: 503 });
  siteReads += 1;
  return Response.json(OPEN_ROLES);
});
const siteUrl = `http://127.0.0.1:${site.addr.port}`;

const resend = await startResendStandIn({ apiKey: API_KEY });
const zoho = await startZohoStandIn();
const pg = await startPostgres();
const env = {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  SITE_URL: siteUrl,
  RESEND_API_KEY: API_KEY,
  RESEND_API_URL: resend.url,
  MAIL_TO: 'hello@cascadia.example',
  RECRUITING_EMAIL: 'recruiters@cascadia.example',
  ZOHO_RECRUIT_WEB_URL: 'https://recruit.zoho.com/recruit/org700',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  OUTBOX_LEASE_SECONDS: '5',
  OUTBOX_BACKOFF_SECONDS: '1',
  ...zoho.env(),
};
const fn = await startFunction('submit-application', env);
const drainFn = await startFunction('outbox-drain', env);
const stopSchedule = everyPeriod(drainFn.url, SERVICE_ROLE, 1000);
const pdf = await realResume('resume.pdf');

let visitor = 0;
/** Posts an application as the role's page does, from an address of its own. */
async function apply(over: Record<string, unknown> = {}) {
  visitor += 1;
  const started = Date.now();
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    client: sender(`198.51.${visitor}.7`),
    body: JSON.stringify({
      jobSlug: ZOHO_SLUG,
      fullName: 'Avery Quinn Candidate',
      email: `avery${visitor}@example.com`,
      phone: '+1 206 555 0100',
      linkedinUrl: 'https://www.linkedin.com/in/avery-candidate',
      note: 'Available from January.',
      resumeBase64: pdf,
      resumeFilename: 'Avery resume.pdf',
      referralCode: '',
      elapsedMs: 9000,
      ...over,
    }),
  });
  return {
    status: response.status,
    ms: Date.now() - started,
    body: (await response.json()) as { ok?: boolean; roleOpen?: boolean; error?: string },
  };
}

async function until<T>(
  what: string,
  ms: number,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type AppRow = {
  id: string;
  email: string;
  email_status: string;
  zoho_status: string;
  zoho_candidate_id: string | null;
  role_open: boolean | null;
  job_zoho_id: string | null;
};
const rowOf = async (email: string) =>
  (
    await pg.db.query<AppRow>(
      'select id, email, email_status, zoho_status, zoho_candidate_id, role_open, job_zoho_id from job_applications where email = $1',
      [email],
    )
  )[0];
const emailsTo = (address: string) => resend.received.filter((e) => e.body.to.includes(address));
const recruiterEmailsFor = (applicant: string) =>
  resend.received.filter(
    (e) => e.body.to.includes('recruiters@cascadia.example') && e.body.reply_to === applicant,
  );
const zohoCallsFor = (candidateId: string) =>
  zoho.calls.filter((c) => c.path.includes(candidateId));

/** Waits until the application's work is done: both emails out and the hand-off settled. */
async function settled(email: string, zohoStatus: string) {
  await until('the application is stored', 10_000, () => rowOf(email));
  await until(`the hand-off is ${zohoStatus}`, 30_000, async () => {
    const r = await rowOf(email);
    return r && r.zoho_status === zohoStatus;
  });
  await until('the recruiters are mailed', 30_000, async () => {
    const r = await rowOf(email);
    return r && r.email_status === 'sent';
  });
  await until('the applicant is mailed', 30_000, () => emailsTo(email).length > 0);
  return (await rowOf(email))!;
}

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
    const email = `avery${visitor}@example.com`;
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
  name: 'Zoho answers 503, then 429, then accepts: answered at once, handed off by later drains, nothing twice',
  async fn() {
    // The upsert fails twice; once it succeeds, the attachment fails once: the retry resumes there.
    zoho.faults.push(503, 429, null, 503);
    const sent = await apply({ fullName: 'Robin Retry' });
    const email = `avery${visitor}@example.com`;
    assert(sent.status === 200 && sent.body.roleOpen === true, `answered ${sent.status}`);
    assert(sent.ms < 5000, `answered at once, not after ${sent.ms} ms`);
    const row = await settled(email, 'done');
    assert(zoho.faults.length === 0, 'every fault was played');
    const candidates = zoho.candidates.filter((c) => c.fields.Email === email);
    assert(candidates.length === 1, `one candidate, not ${candidates.length}`);
    assert(candidates[0]!.updates === 0, 'upserted once: the candidate id was kept for the retry');
    const id = candidates[0]!.id;
    assert(row.zoho_candidate_id === id, 'the candidate id is on the row');
    assert(zoho.attachments.filter((a) => a.candidateId === id).length === 1, 'one attachment');
    assert(zoho.associations.filter((a) => a.candidateId === id).length === 1, 'associated once');
    const failedAttach = zohoCallsFor(id).filter((c) => c.path.endsWith('/Attachments'));
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
    const email = `avery${visitor}@example.com`;
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
    const email = `avery${visitor}@example.com`;
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
    assert(siteReads >= 1, 'the open roles were read from the site');
  },
});

Deno.test({
  ...options,
  name: 'Zoho refuses the candidate (400): given up at once, the recruiters are mailed without a link and told why',
  async fn() {
    zoho.faults.push(400);
    const sent = await apply({ fullName: 'Parker Refused' });
    const email = `avery${visitor}@example.com`;
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
  name: 'a role published after the roles were read, and a site down when the application came: both reach their opening',
  async fn() {
    // Published after every process read the file: a slug it lacks makes it read again.
    const fresh = role(
      'zoho-614000000999001-platform-engineer',
      'Platform Engineer',
      '614000000999001',
    );
    OPEN_ROLES.roles.push(fresh);
    await new Promise((r) => setTimeout(r, 5500));
    const first = await apply({ jobSlug: fresh.id });
    assert(
      first.status === 200 && first.body.roleOpen === true,
      `published since: ${JSON.stringify(first.body)}`,
    );
    const one = await settled(`avery${visitor}@example.com`, 'done');
    assert(
      zoho.associations.some(
        (a) => a.jobId === '614000000999001' && a.candidateId === one.zoho_candidate_id,
      ),
      'associated with the new opening',
    );

    // The site cannot be read when the application comes: stored, the hand-off looks again later.
    const later = role('zoho-614000000999002-sre', 'Site Reliability Engineer', '614000000999002');
    OPEN_ROLES.roles.push(later);
    siteDown = true;
    await new Promise((r) => setTimeout(r, 5500));
    const second = await apply({ jobSlug: later.id });
    const email = `avery${visitor}@example.com`;
    assert(
      second.status === 200 && second.body.roleOpen === true,
      `site down: ${JSON.stringify(second.body)}`,
    );
    const stored = await until('stored', 10_000, () => rowOf(email));
    assert(stored.role_open === null, 'stored with the role unknown');
    await new Promise((r) => setTimeout(r, 1500));
    siteDown = false;
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
    stopSchedule();
    await fn.stop();
    await drainFn.stop();
    await zoho.close();
    await resend.close();
    await site.shutdown();
    await pg.stop();
  },
});
