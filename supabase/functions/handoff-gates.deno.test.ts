/**
 * What a hand-off to Zoho Recruit and an email to a typed address wait for, as deployed (the
 * set-up: _test/talent-fixture.ts, with ZOHO_HANDOFFS_DAILY_MAX of 2): a bot check that could not
 * run (siteverify unreachable past the token's life) sends the recruiters' email, marked, and
 * nothing else; past the day's hand-offs the rest wait stored for the next day and the operator
 * is told once.
 */
import { assert } from './_test/harness.ts';
import { startTalentRequests, until } from './_test/talent-fixture.ts';
import { CEILING_NOTICES } from './_shared/intake/ceiling-notices.ts';
import { BOT_CHECK_NOT_RUN } from './_shared/intake/task-run.ts';

const options = { sanitizeResources: false, sanitizeOps: false };
const DAILY = 2;
const world = await startTalentRequests({ env: { ZOHO_HANDOFFS_DAILY_MAX: String(DAILY) } });

const zohoCallsFor = (email: string) =>
  world.zoho.contacts.filter((c) => c.fields.Email === email).length +
  world.zoho.calls.filter((c) => JSON.stringify(c).includes(email)).length;

Deno.test({
  ...options,
  name: 'siteverify unreachable past the token’s life: no hand-off, no email to the typed address; the recruiters are mailed, marked',
  async fn() {
    const email = 'unjudged@litware-gates.example';
    world.siteverify.failing = true;
    const sent = await world.send({ email, company: 'Litware' });
    assert(sent.status === 200, `stored and answered: ${sent.status}`);
    const stored = await world.rowOf(sent.body.id!);
    assert(stored?.email_status === 'unverified', `stored unverified: ${JSON.stringify(stored)}`);
    // Six minutes pass: the token has expired, and siteverify is back.
    await world.pg.db.query(
      `update talent_requests set created_at = created_at - interval '6 minutes' where id = $1`,
      [sent.body.id],
    );
    world.siteverify.advance(6 * 60_000);
    world.siteverify.failing = false;
    const row = await world.settled(sent.body.id!, 'skipped');
    assert(row.spam_reason === null, 'not withheld as spam');
    assert(row.zoho_error === BOT_CHECK_NOT_RUN, `the row says why: ${row.zoho_error}`);
    const mail = world.recruiterEmailsFor(email);
    assert(mail.length === 1, `one email to the recruiters, not ${mail.length}`);
    assert(
      mail[0]!.body.text.includes('Bot check: could not run') &&
        mail[0]!.body.text.includes(BOT_CHECK_NOT_RUN),
      `marked:\n${mail[0]!.body.text}`,
    );
    await new Promise((r) => setTimeout(r, 2500));
    assert(zohoCallsFor(email) === 0, 'nothing handed to Zoho Recruit');
    assert(world.emailsTo(email).length === 0, 'nothing to the typed address');
  },
});

Deno.test({
  ...options,
  name: 'past the day’s hand-offs to Zoho Recruit: the rest wait stored for the next day, and the operator is told once',
  async fn() {
    const subject = CEILING_NOTICES.day.subject;
    const operator = () =>
      world.resend.received.filter(
        (e) => e.body.subject === subject && e.body.to.includes(world.env.MAIL_TO),
      );
    const sends: Awaited<ReturnType<typeof world.send>>[] = [];
    for (let i = 0; i < DAILY + 3; i++)
      sends.push(await world.send({ email: `ceiling${i}@adventure-gates.example` }));
    assert(
      sends.every((s) => s.status === 200),
      'all stored and answered',
    );
    const rows = async () => Promise.all(sends.map((s) => world.rowOf(s.body.id!)));
    await until(`${DAILY} handed over, the rest waiting`, 60_000, async () => {
      const all = await rows();
      return (
        all.filter((r) => r?.zoho_status === 'done').length === DAILY &&
        all.filter((r) => r?.zoho_status === 'pending' && r.zoho_error?.includes('ZOHO_HANDOFFS'))
          .length ===
          sends.length - DAILY
      );
    });
    await until('the operator is told', 20_000, () => operator().length > 0);
    // Later drains meet the ceiling again: still one email to the operator.
    await new Promise((r) => setTimeout(r, 3000));
    assert(operator().length === 1, `told once, not ${operator().length} times`);
    const waiting = await world.pg.db.query<{ next_at: Date; gave_up_at: Date | null }>(
      `select next_at, gave_up_at from outbox_tasks where topic = 'talent-handoff'
         and reference = any($1::uuid[]) and done_at is null`,
      [sends.map((s) => s.body.id)],
    );
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    assert(waiting.length === sends.length - DAILY, `the rest wait: ${waiting.length}`);
    assert(
      waiting.every((t) => !t.gave_up_at && new Date(t.next_at).getTime() >= tomorrow.getTime()),
      `stored, not given up, for the next day: ${JSON.stringify(waiting)}`,
    );
    const openings = world.zoho.openings.length;
    console.log(
      `${sends.length} requests, ceiling ${DAILY} → ${DAILY} handed over, ${waiting.length} waiting; operator told ${operator().length}×; ${openings} openings in Zoho`,
    );
    // The next day they go on: the clock moved past midnight, the tasks are due.
    await world.pg.db.query('update zoho_handoff_days set day = day - 1');
    await world.pg.db.query(
      `update outbox_tasks set next_at = now() where topic = 'talent-handoff' and done_at is null`,
    );
    await until(
      `${DAILY} more go on the next day`,
      60_000,
      async () => (await rows()).filter((r) => r?.zoho_status === 'done').length === 2 * DAILY,
    );
  },
});

Deno.test({
  ...options,
  name: 'hand-off gates: stop the stand-ins',
  async fn() {
    await world.stop();
  },
});
