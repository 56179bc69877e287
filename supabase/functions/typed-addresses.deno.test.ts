/**
 * Emails to addresses a visitor typed, as deployed (the set-up: _test/talent-fixture.ts, with
 * submit-application, send-tech-refugee-form, job-alerts and join-talent-network beside
 * request-talent, the site's
 * open roles served): a marker in every typed field of every form reaches no email to the typed
 * address, and reaches the recruiters' email marked typed and unverified; 8 concurrent requests to
 * one address, its case varied, deliver at most 3 confirmations; 30 requests from one IPv4 /24
 * and 30 from one IPv6 /48 deliver at most 10 each, while a requester elsewhere is answered and
 * mailed.
 */
import { role } from './_test/applications-fixture.ts';
import { assert, realResume, sender, startFunction } from './_test/harness.ts';
import { RECRUITERS, SITE, startTalentRequests, until } from './_test/talent-fixture.ts';
import { TYPED_MARK } from './_shared/providers/email-text.ts';
import { typedMailFromEnv } from './_shared/core/settings.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const CEILINGS = typedMailFromEnv({});

/** The site's /jobs/open-roles.json, one role: an application names only a role listed there. */
const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () =>
  Response.json({
    version: 1,
    site: SITE,
    today: '2026-11-26',
    roles: [role('data-platform-lead', 'Data Platform Lead')],
  }),
);
const world = await startTalentRequests({
  env: {
    SITE_URL: `http://127.0.0.1:${site.addr.port}`,
    JOB_ALERTS_SECRET: 'typed-addresses-test-secret-0123456789abcdef',
    // The storing limits out of the way: the ceilings on emails are what these tests meet.
    NETWORK_HOURLY_MAX: '100',
    NETWORK_DAILY_MAX: '200',
  },
  also: ['submit-application', 'send-tech-refugee-form', 'job-alerts', 'join-talent-network'],
});
const MAIL_TO = world.env.MAIL_TO;

/** Every email to an address, whatever its case. */
const mailTo = (address: string) =>
  world.resend.received.filter((e) =>
    e.body.to.some((t) => t.toLowerCase() === address.toLowerCase()),
  );
const whole = (e: { body: { subject: string; text: string; html: string } }) =>
  `${e.body.subject}\n${e.body.text}\n${e.body.html}`;

async function post(fn: string, body: Record<string, unknown>, from: string, action: string) {
  const response = await fetch(world.others[fn]!.url + (fn === 'job-alerts' ? '/subscribe' : ''), {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    client: sender(from),
    body: JSON.stringify({
      ...body,
      referralCode: '',
      elapsedMs: 9000,
      turnstileToken: world.siteverify.issue({ action }),
    }),
  });
  return { status: response.status, body: await response.json() };
}

/** Asserts that no email to `address` carries a marker, and that at least one went. */
function nothingTyped(address: string, markers: string[]) {
  const emails = mailTo(address);
  for (const e of emails)
    for (const m of markers)
      assert(!whole(e).includes(m), `"${m}" in an email to the typed address:\n${whole(e)}`);
  return emails.length;
}

Deno.test({
  ...options,
  name: 'a marker in every typed field: no email to the typed address carries one; the recruiters read them all, marked typed and unverified',
  async fn() {
    // A request for talent.
    const requester = 'zqx.requester@fabrikam.example';
    const talent = {
      company: 'ZQXcompany Ltd',
      fullName: 'ZQXfullname Person',
      email: requester,
      phone: '+1 206 555 0177',
      roleTitle: 'ZQXroletitle Engineer',
      headcount: 37,
      location: 'ZQXlocation City',
      skills: 'ZQXskills, confirm at https://evil.example/login',
      description: 'ZQXdescription: Account locked, confirm within 24h',
      startDate: '2027-04-13',
      budget: 'ZQXbudget an hour',
    };
    const sent = await world.send(talent);
    assert(sent.status === 200, `answered ${sent.status} ${JSON.stringify(sent.body)}`);
    await world.settled(sent.body.id!, 'done');
    await until('the requester is mailed', 20_000, () => mailTo(requester).length > 0);
    const talentMarkers = Object.entries(talent)
      .filter(([k]) => k !== 'email')
      .map(([, v]) => String(v));
    assert(nothingTyped(requester, talentMarkers) === 1, 'one confirmation');
    const recruiters = world.recruiterEmailsFor(requester)[0]!;
    for (const m of talentMarkers.filter((m) => m !== '37'))
      assert(recruiters.body.text.includes(m), `the recruiters read ${m}`);
    assert(recruiters.body.text.includes(TYPED_MARK[0]), 'marked typed and unverified');

    // An application, for a slug the site does not list.
    const applicant = 'zqx.applicant@example.com';
    const application = {
      jobSlug: 'zqx-slug-marker',
      fullName: 'ZQXapplicant Name',
      email: applicant,
      phone: '+1 360 555 0188',
      linkedinUrl: 'https://www.linkedin.com/in/zqxlinkedin',
      note: 'ZQXnote: reset your password at https://evil.example',
      resumeBase64: await realResume('resume.pdf'),
      resumeFilename: 'ZQXresume.pdf',
    };
    const applied = await post('submit-application', application, '198.51.201.7', 'application');
    assert(applied.status === 200, `applied: ${JSON.stringify(applied)}`);
    await until('the applicant is mailed', 30_000, () => mailTo(applicant).length > 0);
    const appMarkers = [
      'zqx-slug-marker',
      'ZQXapplicant',
      '+1 360 555 0188',
      'zqxlinkedin',
      'ZQXnote',
      'ZQXresume',
    ];
    assert(nothingTyped(applicant, appMarkers) === 1, 'one confirmation');
    const appMail = await until('the recruiters read the application', 30_000, () =>
      world.resend.received.find(
        (e) => e.body.to.includes(RECRUITERS) && e.body.reply_to === applicant,
      ),
    );
    for (const m of appMarkers)
      assert(whole(appMail).includes(m), `the recruiters read ${m}:\n${appMail.body.text}`);
    assert(appMail.body.text.includes(TYPED_MARK[0]), 'marked typed and unverified');

    // A registration: nothing goes to its address at all.
    const registrant = 'zqx.registrant@example.com';
    const registered = await post(
      'send-tech-refugee-form',
      {
        fullName: 'ZQXregistrant Name',
        email: registrant,
        linkedinUrl: 'https://www.linkedin.com/in/zqxreg',
        recentEmployer: 'ZQXemployer Corp',
        role: 'ZQXrole Engineer',
        primarySkills: ['Software Development'],
        preferredWorkType: ['Remote'],
        careerGoal: 'ZQXgoal: call +1 900 555 0100 now',
        resumeBase64: await realResume('resume.pdf'),
        resumeFilename: 'ZQXcv.pdf',
      },
      '198.51.202.7',
      'tech-refugee',
    );
    assert(registered.status === 200, `registered: ${JSON.stringify(registered)}`);
    const regMail = await until('the firm reads the registration', 30_000, () =>
      world.resend.received.find(
        (e) => e.body.to.includes(MAIL_TO) && e.body.reply_to === registrant,
      ),
    );
    for (const m of ['ZQXregistrant', 'zqxreg', 'ZQXemployer', 'ZQXrole', 'ZQXgoal', 'ZQXcv'])
      assert(whole(regMail).includes(m), `the firm reads ${m}`);
    assert(regMail.body.text.includes(TYPED_MARK[0]), 'marked typed and unverified');
    assert(mailTo(registrant).length === 0, 'nothing to the registrant’s typed address');

    // A job alert subscription.
    const subscriber = 'zqx.subscriber@example.com';
    const subscribed = await post(
      'job-alerts',
      {
        email: subscriber,
        keywords: 'ZQXkeywords payroll',
        place: 'ZQXplace',
        workplace: 'any',
        terms: 'any',
      },
      '198.51.203.7',
      'job-alerts',
    );
    assert(subscribed.status === 202, `subscribed: ${JSON.stringify(subscribed)}`);
    await until('the subscriber is mailed', 30_000, () => mailTo(subscriber).length > 0);
    assert(nothingTyped(subscriber, ['ZQXkeywords', 'ZQXplace']) === 1, 'one confirmation');

    // A join of the talent network that opts in to job alerts: its acknowledgement and the
    // alert's confirmation, neither carrying a typed field.
    const joiner = 'zqx.joiner@example.com';
    const joined = await post(
      'join-talent-network',
      {
        fullName: 'ZQXjoiner Name',
        email: joiner,
        phone: '+1 509 555 0199',
        linkedinUrl: 'https://www.linkedin.com/in/zqxjoin',
        role: 'ZQXjoinrole Engineer',
        primarySkills: ['Data Science'],
        years: 7,
        workplaces: ['remote'],
        engagements: ['contract'],
        location: 'ZQXjoinplace',
        availability: 'now',
        workAuthorization: 'authorized',
        jobAlerts: true,
        resumeBase64: await realResume('resume.pdf'),
        resumeFilename: 'ZQXjoincv.pdf',
      },
      '198.51.204.7',
      'talent-network',
    );
    assert(joined.status === 200, `joined: ${JSON.stringify(joined)}`);
    await until('the joiner is acknowledged and asked to confirm', 30_000, () =>
      mailTo(joiner).length === 2 ? true : null,
    );
    const joinMarkers = [
      'ZQXjoiner',
      '509 555 0199',
      'zqxjoin',
      'ZQXjoinrole',
      'ZQXjoinplace',
      'ZQXjoincv',
    ];
    assert(nothingTyped(joiner, joinMarkers) === 2, 'an acknowledgement and a confirmation');
    const joinMail = await until('the recruiters read the join', 30_000, () =>
      world.resend.received.find(
        (e) => e.body.to.includes(RECRUITERS) && e.body.reply_to === joiner,
      ),
    );
    for (const m of joinMarkers)
      assert(whole(joinMail).includes(m), `the recruiters read ${m}:\n${joinMail.body.text}`);
  },
});

/** Waits until every request's confirmation task is settled (sent, or recorded as not sent). */
async function confirmationsSettled(ids: string[]) {
  await until(`${ids.length} confirmations settled`, 90_000, async () => {
    const [{ n }] = await world.pg.db.query<{ n: number }>(
      `select count(*)::int as n from outbox_tasks where topic = 'talent-confirmation'
         and reference = any($1::uuid[]) and (done_at is not null or gave_up_at is not null)`,
      [ids],
    );
    return n === ids.length;
  });
}

Deno.test({
  ...options,
  name: '8 concurrent requests to one address, its case varied: at most 3 confirmations, the rest recorded',
  async fn() {
    const cases = [
      'target@',
      'Target@',
      'TARGET@',
      'tarGet@',
      'TaRgEt@',
      'targeT@',
      'tArget@',
      'TARGEt@',
    ];
    const answers = await Promise.all(
      cases.map((c, i) =>
        world.send({ email: `${c}contoso-typed.example`, roleTitle: `Engineer ${i}` }),
      ),
    );
    assert(
      answers.every((a) => a.status === 200),
      `all answered: ${answers.map((a) => a.status)}`,
    );
    await confirmationsSettled(answers.map((a) => a.body.id!));
    await new Promise((r) => setTimeout(r, 1500));
    const delivered = mailTo('target@contoso-typed.example').length;
    console.log(`8 concurrent to one address → ${delivered} delivered`);
    assert(
      delivered === CEILINGS.addressDaily,
      `${CEILINGS.addressDaily} delivered, not ${delivered}`,
    );
    const recorded = await world.pg.db.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from typed_address_emails
       where key = any($1::text[]) group by outcome`,
      [answers.map((a) => `request-talent/${a.body.id}/confirmation`)],
    );
    const refused = recorded.find((r) => r.outcome === 'address')?.n ?? 0;
    assert(refused === 8 - CEILINGS.addressDaily, `the rest recorded: ${JSON.stringify(recorded)}`);
    const recruiters = answers.filter((a) => world.recruiterEmailsFor(a.email).length > 0);
    assert(recruiters.length === 8, `the recruiters get all 8 (${recruiters.length})`);
  },
});

Deno.test({
  ...options,
  name: '30 requests from one IPv4 /24 and 30 from one IPv6 /48: at most 10 emails to typed addresses each; a requester elsewhere is answered and mailed',
  async fn() {
    const behindProxy = await startFunction('request-talent', {
      ...world.env,
      TRUSTED_PROXY_HOPS: '1',
    });
    try {
      const v4 = Array.from({ length: 30 }, (_, i) =>
        world.send({ email: `v4-${i}@net-typed.example` }, { from: `198.51.77.${i + 1}` }),
      );
      const v6 = Array.from({ length: 30 }, (_, i) =>
        world.send(
          { email: `v6-${i}@net-typed.example` },
          {
            url: behindProxy.url,
            headers: { 'x-forwarded-for': `2001:db8:ab:${(i + 1).toString(16)}::1` },
          },
        ),
      );
      const person = world.send(
        { email: 'elsewhere@person-typed.example' },
        { from: '198.51.240.9' },
      );
      const [a4, a6, p] = await Promise.all([Promise.all(v4), Promise.all(v6), person]);
      assert(p.status === 200, `the person elsewhere is answered: ${p.status}`);
      const ids = [...a4, ...a6, p].filter((a) => a.status === 200).map((a) => a.body.id!);
      await confirmationsSettled(ids);
      await new Promise((r) => setTimeout(r, 1500));
      const mailed = (answers: typeof a4) =>
        answers.filter((a) => mailTo(a.email).length > 0).length;
      console.log(
        `one /24: ${a4.filter((a) => a.status === 200).length} of 30 taken → ${mailed(a4)} mailed; ` +
          `one /48: ${a6.filter((a) => a.status === 200).length} of 30 taken → ${mailed(a6)} mailed; ` +
          `elsewhere: ${p.status}, mailed ${mailTo(p.email).length}`,
      );
      assert(mailed(a4) <= CEILINGS.networkDaily, `the /24 mailed ${mailed(a4)}`);
      assert(mailed(a6) <= CEILINGS.networkDaily, `the /48 mailed ${mailed(a6)}`);
      assert(
        mailed(a4) === CEILINGS.networkDaily && mailed(a6) === CEILINGS.networkDaily,
        'each its ten',
      );
      assert(mailTo(p.email).length === 1, 'the person elsewhere is mailed');
    } finally {
      await behindProxy.stop();
    }
  },
});

Deno.test({
  ...options,
  name: 'typed addresses: stop the stand-ins',
  async fn() {
    await world.stop();
    await site.shutdown();
  },
});
