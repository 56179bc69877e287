/** @jest-environment node */
/**
 * The operator's report of parked messages, on a real PostgreSQL 15: a flood parked after two
 * real messages cannot bury them. Every parked row is counted by kind and reason, the oldest are
 * listed first, and the rest are counted as "and N more"; `npm run submissions` shows the same.
 */
import type { Email, Mailer } from '@/supabase/functions/_shared/providers/email.ts';
import { parkedReportPass } from '@/supabase/functions/_shared/outbox/parked-report.ts';
import { createSqlStore, type SubmissionStore } from '@/supabase/functions/_shared/store/store.ts';
import { applyMigrations, openPostgres, type LocalDb } from '@/scripts/local/local-functions';
import { formatReport } from '@/scripts/ops/submissions';
import { startPostgres, type TestPostgres } from './helpers/postgres';

jest.setTimeout(60_000);

const FLOOD = 70;
const FLOOD_REASON = 'Resend answered 422: the address is not deliverable';
const OUTAGE = 'Resend answered 500: outage';
const UNVERIFIED = 'Resend answered 403: the domain is not verified';

let server: TestPostgres;
let db: LocalDb;
let store: SubmissionStore;
const sent: Email[] = [];
const mailer: Mailer = {
  async send(email) {
    sent.push(email);
    return { id: `m${sent.length}` };
  },
};
const hourAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A job alert email parked at `at` with `reason`, its subscriber `address`. */
async function parkedAlert(address: string, topic: string, reason: string, at: Date) {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into alert_subscribers (email, state, requested_at) values ($1, 'pending', now()) returning id`,
    [address],
  );
  await db.query(
    `insert into alert_emails (subscriber_id, topic, key, attempts, last_error, gave_up_at)
     values ($1, $2, $3, 5, $4, $5::timestamptz)`,
    [id, topic, `job-alerts/${id}/${topic}`, reason, at.toISOString()],
  );
}

beforeAll(async () => {
  server = await startPostgres();
  db = openPostgres(server.url);
  await applyMigrations(db);
  store = createSqlStore(db);
  // The real ones, parked first: a contact message and a confirmation.
  await db.query(
    `insert into contact_submissions (name, email, subject, message, client_ip, payload_hash,
       email_status, email_error, email_attempts, email_parked_at)
     values ('Visitor', 'first@example.com', 'Two engineers', 'Hello', '198.51.100.7', 'h1',
       'gave-up', $1, 5, $2::timestamptz)`,
    [OUTAGE, hourAgo(3).toISOString()],
  );
  await parkedAlert('second@example.com', 'confirmation', UNVERIFIED, hourAgo(2));
  // Then the flood, one reason, all newer.
  for (let i = 0; i < FLOOD; i += 1)
    await parkedAlert(
      `flood${i}@example.com`,
      'alert',
      FLOOD_REASON,
      new Date(hourAgo(1).getTime() + i * 1000),
    );
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

it('counts every parked row by kind and reason and lists the oldest first, then "and N more"', async () => {
  const pass = parkedReportPass({
    store,
    mailer,
    env: { MAIL_TO: 'ops@example.com' },
    log: { info() {}, error() {} },
  });
  await pass.run(Date.now() + 10_000);
  expect(sent).toHaveLength(1);
  const lines = sent[0]!.text.split('\n');
  const total = FLOOD + 2;
  expect(sent[0]!.subject).toContain(`parked ${total} message`);
  expect(lines).toContain(`${total} parked, by kind and reason:`);
  expect(lines).toContain(`- ${FLOOD} × job alert email: alert: ${FLOOD_REASON}`);
  expect(lines).toContain(`- 1 × contact: ${OUTAGE}`);
  expect(lines).toContain(`- 1 × job alert email: confirmation: ${UNVERIFIED}`);
  // The listing: the two real ones first, however many the flood.
  const listed = lines.filter((l) => / from \S+@example\.com: parked after/.test(l));
  expect(listed[0]).toMatch(
    /^- contact \S+ from first@example\.com: .*last error: Resend answered 500/,
  );
  expect(listed[1]).toMatch(/^- job alert email: confirmation \d+ from second@example\.com/);
  expect(listed[2]).toContain('from flood0@example.com');
  expect(lines).toContain(`- and ${total - listed.length} more: see npm run submissions`);
  expect(listed.length).toBeLessThan(total);

  // Reported once a period: the next drain of the hour sends nothing more.
  await pass.run(Date.now() + 10_000);
  expect(sent).toHaveLength(1);
});

it('npm run submissions shows the same counts and the oldest parked messages first', async () => {
  const epoch = new Date(0);
  const report = formatReport([], 'PostgreSQL', {
    messages: await store.parkedSince(epoch, 5),
    counts: await store.parkedCounts(epoch, 20),
  }).join('\n');
  expect(report).toContain(`- ${FLOOD} × job alert email: alert: ${FLOOD_REASON}`);
  expect(report).toContain(`- 1 × contact: ${OUTAGE}`);
  expect(report.indexOf('first@example.com')).toBeLessThan(report.indexOf('second@example.com'));
  expect(report.indexOf('second@example.com')).toBeLessThan(report.indexOf('flood0@example.com'));
  expect(report).not.toContain('flood3@example.com');
  expect(report).toContain(`- and ${FLOOD + 2 - 5} more`);
});
