/**
 * Job alerts under abuse, as deployed (job-alerts behind the gateway stand-in, PostgreSQL 15, the
 * Resend stand-in; senders by their source address in 127.0.0.0/8, IPv6 clients as a proxy of the
 * platform's chain writes them): one client held at its limit, one IPv4 /24 and one IPv6 /48 held
 * at their network's ceiling with no typed words in any email, the hourly ceiling on confirmation
 * emails, and a person elsewhere answered and mailed throughout.
 */
import { assert, sender, startFunction } from './_test/harness.ts';
import {
  criteria,
  options,
  said,
  SITE,
  startAlertsWorld,
  until,
} from './_test/job-alerts-world.ts';

const world = await startAlertsWorld();
const { fn, pg, env, to, subscribe, confirmationFor, subscriberRow } = world;

Deno.test(
  'a script subscribing many addresses from one client is held at its limit; a person elsewhere is answered and mailed meanwhile',
  options,
  async () => {
    const script = sender('203.0.113.77');
    const victims = Array.from({ length: 12 }, (_, i) => `victim${i}.${Date.now()}@example.com`);
    const statuses: number[] = [];
    const person = `person.${Date.now()}@example.com`;
    let personStatus = 0;
    await Promise.all([
      (async () => {
        for (const victim of victims) {
          const response = await fetch(`${fn.url}/subscribe`, {
            method: 'POST',
            headers: { origin: SITE, 'content-type': 'application/json' },
            client: script,
            body: JSON.stringify({
              email: victim,
              ...criteria(),
              referralCode: '',
              elapsedMs: 9000,
            }),
          });
          statuses.push(response.status);
          await response.body?.cancel();
        }
      })(),
      (async () => {
        personStatus = (await subscribe(person)).status;
      })(),
    ]);
    const accepted = statuses.filter((s) => s === 202).length;
    assert(accepted === 5, `the limit's five taken, not ${accepted}: ${statuses.join(' ')}`);
    assert(
      statuses.slice(5).every((s) => s === 429),
      `the rest refused with 429: ${statuses.join(' ')}`,
    );
    assert(personStatus === 202, `the person answered 202, not ${personStatus}`);
    await confirmationFor(person);
    await new Promise((r) => setTimeout(r, 300));
    const mailed = victims.filter((v) => to(v).length > 0).length;
    assert(mailed === 5, `only the five accepted are mailed, not ${mailed}`);
    const stored = await pg.db.query<{ n: number }>(
      `select count(*)::int as n from alert_subscribers where email like 'victim%'`,
    );
    assert(stored[0]!.n === 5, `five stored, not ${stored[0]!.n}`);
  },
);

const RELAYED = 'ACTION NEEDED: re-verify payroll at evil.example/x';

/**
 * 30 subscriptions to 30 inboxes with the attacker's words as keywords, all at once, each from its
 * own client address of one network, while a person elsewhere subscribes: the network's ceiling
 * takes at most ten, the person is answered and mailed, and no email carries the attacker's words.
 */
async function attack(
  name: string,
  url: string,
  client: (i: number) => { client: Deno.HttpClient; headers: Record<string, string> },
) {
  const inboxes = Array.from({ length: 30 }, (_, i) => `${name}${i}@example.com`);
  const person = `${name}-person@example.com`;
  const send = async (i: number) => {
    const from = client(i);
    const response = await fetch(`${url}/subscribe`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json', ...from.headers },
      client: from.client,
      body: JSON.stringify({
        email: inboxes[i],
        ...criteria({ keywords: RELAYED, place: 'evil.example/x' }),
        referralCode: '',
        elapsedMs: 9000,
      }),
    });
    await response.body?.cancel();
    return response.status;
  };
  const [statuses, personAnswer] = await Promise.all([
    Promise.all(inboxes.map((_, i) => send(i))),
    (async () => {
      await new Promise((r) => setTimeout(r, 20));
      return subscribe(person, { keywords: 'data engineer', place: 'Tacoma' });
    })(),
  ]);
  const accepted = statuses.filter((s) => s === 202).length;
  const confirmation = await until(`${person}'s confirmation`, () =>
    to(person).find((e) => e.body.subject === 'Confirm your job alerts'),
  );
  await until(
    `the accepted subscriptions' confirmations`,
    () => inboxes.filter((a) => to(a).length > 0).length >= accepted || undefined,
  );
  await new Promise((r) => setTimeout(r, 300));
  const mailed = inboxes.flatMap(to);
  return { statuses, accepted, mailed, personAnswer, confirmation };
}

Deno.test(
  'job alerts relay nothing: 30 subscriptions from one IPv4 /24 mail at most ten confirmations, none with the typed words; a person elsewhere is answered and mailed',
  options,
  async () => {
    const result = await attack('v4-victim', fn.url, (i) => ({
      client: sender(`192.0.2.${i + 1}`),
      headers: {},
    }));
    console.log(
      `IPv4 /24: ${result.accepted} of 30 taken, ${result.mailed.length} confirmations mailed; the person elsewhere: ${result.personAnswer.status}, mailed`,
    );
    assert(result.mailed.length <= 10, `at most ten mailed, not ${result.mailed.length}`);
    assert(
      result.statuses.every((s) => s === 202 || s === 429),
      `202 or 429: ${result.statuses.join(' ')}`,
    );
    for (const email of [...result.mailed, result.confirmation]) {
      for (const typed of ['ACTION NEEDED', 'evil.example', 'data engineer', 'Tacoma'])
        assert(!said(email).includes(typed), `an email carries "${typed}":\n${said(email)}`);
    }
    assert(result.personAnswer.status === 202, `the person: ${result.personAnswer.status}`);
  },
);

Deno.test(
  'job alerts relay nothing: 30 subscriptions from 30 /64s of one IPv6 /48 mail at most ten confirmations',
  options,
  async () => {
    // Deployed, a proxy of the platform's chain writes the client's address and the gateway
    // appends its own: TRUSTED_PROXY_HOPS=1 reads the client's, as client-ip.ts documents.
    const behindProxy = await startFunction('job-alerts', { ...env, TRUSTED_PROXY_HOPS: '1' });
    try {
      const proxy = sender('203.0.113.200');
      const result = await attack('v6-victim', behindProxy.url, (i) => ({
        client: proxy,
        headers: { 'x-forwarded-for': `2001:db8:ab:${(i + 1).toString(16)}::1` },
      }));
      console.log(
        `IPv6 /48: ${result.accepted} of 30 taken, ${result.mailed.length} confirmations mailed; the person elsewhere: ${result.personAnswer.status}, mailed`,
      );
      assert(result.mailed.length <= 10, `at most ten mailed, not ${result.mailed.length}`);
      for (const email of [...result.mailed, result.confirmation])
        assert(!said(email).includes('ACTION NEEDED'), `an email carries the typed words`);
      assert(result.personAnswer.status === 202, `the person: ${result.personAnswer.status}`);
    } finally {
      await behindProxy.stop();
    }
  },
);

Deno.test(
  'past the hourly ceiling on confirmation emails, subscribing answers 503 with Retry-After and stores nothing',
  options,
  async () => {
    const [{ n }] = await pg.db.query<{ n: number }>(
      `select count(*)::int as n from alert_emails
       where topic <> 'alert' and created_at > now() - interval '1 hour'`,
    );
    const capped = await startFunction('job-alerts', {
      ...env,
      JOB_ALERTS_NOTICES_HOURLY_MAX: String(Number(n) + 2),
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${capped.url}/subscribe`, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/json' },
          client: sender(`198.18.${i}.1`),
          body: JSON.stringify({
            email: `valve${i}@example.com`,
            ...criteria(),
            referralCode: '',
            elapsedMs: 9000,
          }),
        });
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        });
      }
      assert(
        answers.map((a) => a.status).join(' ') === '202 202 503 503',
        `two taken, then 503: ${JSON.stringify(answers)}`,
      );
      const busy = answers[2]!;
      assert(
        Number(busy.retryAfter) > 0 && Number(busy.retryAfter) <= 3600,
        `Retry-After: ${busy.retryAfter}`,
      );
      assert(
        String(busy.body.error).startsWith('server: '),
        `names the server: ${busy.body.error}`,
      );
      await confirmationFor('valve1@example.com');
      assert((await subscriberRow('valve2@example.com')) === undefined, 'nothing stored past it');
      assert(to('valve3@example.com').length === 0, 'nothing mailed past it');

      // The operator hears of it from the next drain, once for the hour however many drains run.
      const drain = await startFunction('outbox-drain', {
        ...env,
        JOB_ALERTS_NOTICES_HOURLY_MAX: String(Number(n) + 2),
      });
      try {
        for (let i = 0; i < 3; i++) {
          const run = await fetch(drain.url, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${world.serviceRole}`,
              'content-type': 'application/json',
            },
            body: '{}',
          });
          assert(run.status === 200, `the drain answered ${run.status}`);
          await run.body?.cancel();
        }
        const reports = to(env.MAIL_TO).filter((e) =>
          String(e.body.subject).includes('hourly ceiling on confirmation emails'),
        );
        assert(reports.length === 1, `one report for the hour, not ${reports.length}`);
        const text = String(reports[0]!.body.text);
        assert(text.includes(`the ceiling of ${Number(n) + 2}`), `names the ceiling: ${text}`);
        assert(text.includes('503'), `says what new subscribers get: ${text}`);
      } finally {
        await drain.stop();
      }
    } finally {
      await capped.stop();
    }
  },
);

Deno.test('stop', options, () => world.stop());
