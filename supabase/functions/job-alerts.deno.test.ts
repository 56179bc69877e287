/**
 * Job alerts' subscription as deployed (job-alerts behind the gateway stand-in, PostgreSQL 15, the
 * Resend stand-in): a confirmation link, a GET that only redirects, no oracle between new, pending
 * and confirmed addresses, three notices a day, a replaced or expired link refused whatever
 * happened after it, forged tokens, bad fields, foreign pages, and emails that carry nothing a
 * visitor typed. The run is job-alerts-run.deno.test.ts; abuse, job-alerts-abuse.deno.test.ts.
 */
import { assert } from './_test/harness.ts';
import {
  criteria,
  options,
  said,
  SITE,
  startAlertsWorld,
  tokenIn,
  until,
} from './_test/job-alerts-world.ts';

const world = await startAlertsWorld();
const { fn, pg, to, subscribe, post, confirmationFor, subscriberRow } = world;

Deno.test(
  'subscribe mails a confirmation link; a GET on unsubscribe only redirects; confirm confirms',
  options,
  async () => {
    const answer = await subscribe('alice@example.com', { keywords: 'cloud engineer' });
    assert(
      answer.status === 202 && answer.text === '{"ok":true}',
      `subscribe: ${answer.status} ${answer.text}`,
    );
    const token = await confirmationFor('alice@example.com');
    assert(
      (await subscriberRow('alice@example.com'))?.state === 'pending',
      'pending until confirmed',
    );

    const get = await fetch(`${fn.url}/unsubscribe?token=${token}`, { redirect: 'manual' });
    await get.body?.cancel();
    assert(get.status === 303, `GET unsubscribe: ${get.status}`);
    assert(
      get.headers.get('location') === `${SITE}/jobs/alerts/unsubscribe?token=${token}`,
      `location: ${get.headers.get('location')}`,
    );
    assert(
      (await subscriberRow('alice@example.com'))?.state === 'pending',
      'a GET changes nothing',
    );

    const confirmed = await post('confirm', { token });
    assert(
      confirmed.status === 200,
      `confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`,
    );
    assert(
      confirmed.body.ok === true && confirmed.body.email === 'alice@example.com',
      'confirm body',
    );
    assert(
      JSON.stringify(confirmed.body.criteria) ===
        JSON.stringify(criteria({ keywords: 'cloud engineer' })),
      `criteria: ${JSON.stringify(confirmed.body.criteria)}`,
    );
    assert((await post('confirm', { token })).status === 200, 'confirming again is still 200');
    assert((await subscriberRow('alice@example.com'))?.state === 'confirmed', 'confirmed');
  },
);

Deno.test(
  'an expired, replaced, forged or malformed confirmation is refused',
  options,
  async () => {
    await subscribe('bob@example.com');
    const token = await confirmationFor('bob@example.com');
    await pg.db.query(
      "update alert_subscribers set requested_at = now() - interval '49 hours' where email = 'bob@example.com'",
    );
    const expired = await post('confirm', { token });
    assert(expired.status === 410, `expired: ${expired.status}`);
    assert(
      expired.body.error ===
        'This confirmation link has expired or was already replaced. Subscribe again to get a new one.',
      `message: ${expired.body.error}`,
    );
    // One character of the signature, or of the id, changed.
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    assert(
      (await post('confirm', { token: token.slice(0, -1) + last })).status === 410,
      'forged signature',
    );
    const id = token.split('.')[1]!;
    const otherId = token.replace(id, id.replace(/^./, id[0] === 'a' ? 'b' : 'a'));
    assert((await post('confirm', { token: otherId })).status === 410, 'forged id');
    assert((await post('confirm', { token: 'nonsense' })).status === 410, 'garbage');
    const missing = await post('confirm', {});
    assert(
      missing.status === 400 && String(missing.body.error).startsWith('token'),
      'no token: 400',
    );
    assert((await subscriberRow('bob@example.com'))?.state === 'pending', 'nothing confirmed');
  },
);

Deno.test(
  'a new, a pending and a confirmed address get the same answer; the inbox learns which',
  options,
  async () => {
    const answers = [
      await subscribe('carol@example.com'),
      await subscribe('bob@example.com'),
      await subscribe('alice@example.com', { keywords: 'changed by a stranger' }),
    ];
    for (const a of answers) {
      assert(a.status === 202 && a.text === '{"ok":true}', `answer: ${a.status} ${a.text}`);
      assert(a.type === answers[0]!.type, 'same content type');
    }
    // Timing: four more rounds with addresses of their own in each state, each round asking in
    // another order, and each state's median of five compared, so slow answers on a busy machine
    // (a burst of another test file's work under --parallel) are not read as a difference between
    // states.
    const rounds = [answers.map((a) => a.ms)];
    for (const round of [1, 2, 3, 4]) {
      const pending = `pending.${round}.${Date.now()}@example.com`;
      const confirmed = `confirmed.${round}.${Date.now()}@example.com`;
      await subscribe(pending);
      await subscribe(confirmed);
      const token = await confirmationFor(confirmed);
      assert((await post('confirm', { token })).status === 200, `${confirmed} confirmed`);
      const addresses = [`new.${round}.${Date.now()}@example.com`, pending, confirmed];
      const timed: Awaited<ReturnType<typeof subscribe>>[] = [];
      for (const i of [0, 1, 2].map((i) => (i + round) % 3))
        timed[i] = await subscribe(addresses[i]!);
      for (const a of timed)
        assert(a.status === 202 && a.text === '{"ok":true}', `answer: ${a.text}`);
      rounds.push(timed.map((a) => a.ms));
    }
    const median = (state: number) => rounds.map((r) => r[state]!).sort((a, b) => a - b)[2]!;
    const medians = [0, 1, 2].map(median);
    assert(
      Math.max(...medians) - Math.min(...medians) < 250,
      `similar timing (medians of new, pending, confirmed): ${medians.join(', ')} ms; rounds ${JSON.stringify(rounds)}`,
    );
    await confirmationFor('carol@example.com');
    const bobToken = await confirmationFor('bob@example.com', 2);
    assert((await post('confirm', { token: bobToken })).status === 200, 'the new link confirms');
    const notice = await until('the already-subscribed notice', () =>
      to('alice@example.com').find(
        (e) => e.body.subject === 'You are already subscribed to job alerts',
      ),
    );
    assert(
      notice.body.text.includes('/jobs/alerts/manage?token=m.'),
      'the notice links the manage page',
    );
    const manage = await post('manage', { token: tokenIn(notice, '/jobs/alerts/manage') });
    assert(
      manage.status === 200 &&
        (manage.body.criteria as { keywords: string }).keywords === 'cloud engineer',
      `a stranger changed nothing: ${JSON.stringify(manage.body)}`,
    );
  },
);

Deno.test(
  'one address gets at most three notices a day; the latest link is the one that works',
  options,
  async () => {
    for (let i = 0; i < 5; i++) {
      const a = await subscribe('dana@example.com');
      assert(a.status === 202, `subscribe ${i}: ${a.status}`);
    }
    // Each email's first try runs after its answer, side by side, so the inbox may receive them
    // out of order: the links are told apart by the version each one carries, not by arrival.
    await confirmationFor('dana@example.com', 3);
    const versionOf = (token: string) => Number(token.split('.')[2]);
    const links = to('dana@example.com')
      .map((e) => tokenIn(e, '/jobs/alerts/confirm'))
      .sort((a, b) => versionOf(a) - versionOf(b));
    const [queued] = await pg.db.query<{ n: number }>(
      `select count(*)::int as n from alert_emails e join alert_subscribers s on s.id = e.subscriber_id
       where lower(s.email) = 'dana@example.com'`,
    );
    assert(Number(queued!.n) === 3, `three emails queued, not ${queued!.n}`);
    await new Promise((r) => setTimeout(r, 300));
    assert(
      to('dana@example.com').length === 3,
      `three emails, not ${to('dana@example.com').length}`,
    );
    assert(
      JSON.stringify(links.map(versionOf)) === '[1,2,3]',
      `one link per email, each replacing the one before: ${links.map(versionOf).join(', ')}`,
    );
    const latest = links.pop()!;
    for (const replaced of links)
      assert(
        (await post('confirm', { token: replaced })).status === 410,
        'a replaced link is refused',
      );
    assert((await post('confirm', { token: latest })).status === 200, 'the latest link confirms');
  },
);

Deno.test('bad input is refused naming the field; foreign pages are refused', options, async () => {
  const field = async (over: Record<string, unknown>, name: string) => {
    const a = await subscribe('erin@example.com', over);
    assert(a.status === 400, `${name}: ${a.status} ${a.text}`);
    assert(String(JSON.parse(a.text).error).startsWith(name), `${name}: ${a.text}`);
  };
  await field({ email: 'not an address' }, 'email');
  await field({ workplace: 'moon' }, 'workplace');
  await field({ terms: 'forever' }, 'terms');
  await field({ keywords: 'x'.repeat(500) }, 'keywords');
  await field({ keywords: 42 }, 'keywords');
  for (const action of ['subscribe', 'confirm', 'manage']) {
    const foreign = await post(
      action,
      { email: 'erin@example.com', token: 'x' },
      'https://evil.example',
    );
    assert(foreign.status === 403, `${action} from a foreign page: ${foreign.status}`);
    assert((await post(action, { token: 'x' }, null)).status === 403, `${action} without Origin`);
  }
  const plain = await fetch(`${fn.url}/subscribe`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'text/plain' },
    body: '{}',
  });
  await plain.body?.cancel();
  assert(plain.status === 415, `text/plain: ${plain.status}`);
  const preflight = await fetch(`${fn.url}/subscribe`, {
    method: 'OPTIONS',
    headers: { origin: SITE, 'access-control-request-method': 'POST' },
  });
  await preflight.body?.cancel();
  assert(
    preflight.status === 204 && preflight.headers.get('access-control-allow-origin') === SITE,
    'preflight',
  );
  assert((await subscriberRow('erin@example.com')) === undefined, 'nothing stored');
});

Deno.test('forged manage and unsubscribe tokens change nothing', options, async () => {
  const before = await pg.db.query('select id, state from alert_subscribers order by id');
  const alice = (await subscriberRow('alice@example.com'))!;
  const hex = alice.id.replace(/-/g, '');
  const forged = `m.${hex}.0.${'A'.repeat(43)}`;
  const manage = await post('manage', { token: forged });
  assert(manage.status === 404, `manage: ${manage.status}`);
  assert(
    manage.body.error === 'This alert no longer exists: it was unsubscribed or never confirmed.',
    `message: ${manage.body.error}`,
  );
  const change = await post('manage', { token: forged, criteria: criteria() });
  assert(change.status === 404, `manage change: ${change.status}`);
  const unsub = await fetch(`${fn.url}/unsubscribe?token=u.${hex}.0.${'B'.repeat(43)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert(unsub.status === 200 && (await unsub.text()) === '{"ok":true}', 'unsubscribe: 200');
  const after = await pg.db.query('select id, state from alert_subscribers order by id');
  assert(JSON.stringify(after) === JSON.stringify(before), 'nothing changed');
});

Deno.test(
  'the "already subscribed" email carries nothing typed: neither what was typed now nor the criteria kept',
  options,
  async () => {
    await subscribe('ines@example.com', { keywords: 'site reliability', place: 'Olympia' });
    const token = await confirmationFor('ines@example.com');
    assert((await post('confirm', { token })).status === 200, 'confirmed');
    await subscribe('ines@example.com', {
      keywords: 'ACTION NEEDED: re-verify payroll at evil.example/x',
    });
    const notice = await until('the notice', () =>
      to('ines@example.com').find(
        (e) => e.body.subject === 'You are already subscribed to job alerts',
      ),
    );
    for (const typed of ['ACTION NEEDED', 'site reliability', 'Olympia'])
      assert(!said(notice).includes(typed), `the notice carries "${typed}":\n${said(notice)}`);
    assert(notice.body.text.includes('/jobs/alerts/manage?token=m.'), 'it links the manage page');
  },
);

Deno.test(
  'a replaced confirm link is refused whatever happened after it; no confirm link works past its 48 hours',
  options,
  async () => {
    await subscribe('jo@example.com', { keywords: 'first' });
    const first = await confirmationFor('jo@example.com', 1);
    await subscribe('jo@example.com', { keywords: 'second' });
    const second = await confirmationFor('jo@example.com', 2);
    assert((await post('confirm', { token: second })).status === 200, 'the newer link confirms');
    const replaced = await post('confirm', { token: first });
    assert(
      replaced.status === 410 && replaced.body.email === undefined,
      `the replaced link after the newer confirmed: ${replaced.status} ${JSON.stringify(replaced.body)}`,
    );
    await pg.db.query(
      `update alert_subscribers set requested_at = requested_at - interval '90 days',
         confirmed_at = confirmed_at - interval '90 days' where email = 'jo@example.com'`,
    );
    for (const [name, token] of [
      ['the replaced link', first],
      ['the latest link', second],
    ] as const) {
      const late = await post('confirm', { token });
      assert(
        late.status === 410 && late.body.criteria === undefined,
        `${name}, 90 days on: ${late.status} ${JSON.stringify(late.body)}`,
      );
    }
    assert((await subscriberRow('jo@example.com'))?.state === 'confirmed', 'still subscribed');
  },
);

Deno.test('stop', options, () => world.stop());
