/** @jest-environment node */
/** `npm run submissions`: people first, spam apart with its reason and no email status. */
import type { SubmissionSummary } from '@/supabase/functions/_shared/store/store.ts';
import { formatReport } from '@/scripts/ops/submissions';

const row = (over: Partial<SubmissionSummary>): SubmissionSummary => ({
  kind: 'contact',
  id: '00000000-0000-0000-0000-000000000001',
  createdAt: new Date('2026-03-02T10:00:00Z'),
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  topic: 'Two engineers',
  emailStatus: 'sent',
  emailError: null,
  emailAttempts: 1,
  spamReason: null,
  ...over,
});

it('lists people first, then the spam apart with its reason', () => {
  const lines = formatReport(
    [
      row({ name: 'Bot One', spamReason: 'honeypot', emailStatus: 'withheld', emailAttempts: 0 }),
      row({ name: 'Jordan Rivera' }),
      row({ name: 'Deferred Person', emailStatus: 'deferred', emailAttempts: 0 }),
      row({ name: 'Bot Two', spamReason: 'too-fast', emailStatus: 'withheld', emailAttempts: 0 }),
    ],
    'PGlite in memory',
  );
  const spamHeading = lines.findIndex((l) => l.startsWith('Marked as spam (2;'));
  expect(spamHeading).toBeGreaterThan(0);
  const people = lines.slice(0, spamHeading).join('\n');
  const spam = lines.slice(spamHeading).join('\n');
  expect(people).toContain('Jordan Rivera <jordan@example.com>');
  expect(people).toContain(
    'Deferred Person <jordan@example.com>  "Two engineers"  email: deferred (email cap; sent in the next digest)',
  );
  expect(people).not.toContain('Bot');
  expect(spam).toContain('Bot One <jordan@example.com>  "Two engineers"  spam: honeypot, no email');
  expect(spam).toContain('spam: too-fast, no email');
  expect(spam).not.toContain('Jordan Rivera');
});

it('shows a message that keeps failing as given up, and prints what senders typed without obeying it', () => {
  const lines = formatReport(
    [
      row({
        name: 'Gave Up',
        emailStatus: 'gave-up',
        emailAttempts: 5,
        emailError: 'Resend answered 422',
      }),
      // A bidi override and terminal escapes in what a sender typed.
      row({ name: 'Evil\u202Eexe.txt\u001b[2J\u009b31m', topic: 'Hi\u0007' }),
    ],
    'PGlite in memory',
  );
  const text = lines.join('\n');
  expect(text).toContain(
    'email: GAVE UP after 5 attempts (Resend answered 422): forward it by hand',
  );
  expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  expect(text).toContain('Evil\ufffdexe.txt\ufffd[2J\ufffd31m');
});

it('counts what the drain parked by kind and reason, then lists it oldest first, whose and why', () => {
  const parkedAt = new Date('2026-03-02T11:00:00Z');
  const messages = [
    {
      what: 'contact',
      id: '00000000-0000-0000-0000-000000000001',
      address: 'jordan@example.com',
      attempts: 5,
      reason: 'Resend answered 500',
      parkedAt,
    },
    {
      what: 'application task: zoho-handoff',
      id: '7',
      address: 'avery@example.com',
      attempts: 8,
      reason: 'Zoho answered 400',
      parkedAt,
    },
    {
      what: 'job alert email: confirmation',
      id: '12',
      address: 'sam\u202Egpj.exe@example.com',
      attempts: 5,
      reason: 'Resend answered 422',
      parkedAt,
    },
  ];
  const counts = {
    total: 9,
    groups: [
      { what: 'job alert email: confirmation', reason: 'Resend answered 422', count: 6 },
      { what: 'application task: zoho-handoff', reason: 'Zoho answered 400', count: 2 },
    ],
  };
  const lines = formatReport([row({ name: 'Jordan Rivera' })], 'PGlite in memory', {
    messages,
    counts,
  });
  const text = lines.join('\n');
  expect(lines).toContain('9 parked, by kind and reason:');
  expect(lines).toContain('- 6 × job alert email: confirmation: Resend answered 422');
  expect(lines).toContain('- 2 × application task: zoho-handoff: Zoho answered 400');
  expect(lines).toContain('- 1 more, of other kinds or reasons');
  expect(text).toContain(
    '2026-03-02T11:00:00.000Z  application task: zoho-handoff  7  <avery@example.com>  after 8 attempts: Zoho answered 400',
  );
  expect(text).toContain('job alert email: confirmation  12  <sam\ufffdgpj.exe@example.com>');
  expect(lines).toContain('- and 6 more: see npm run submissions -- <a larger N>');
});

it('says nothing of parked messages when none is parked', () => {
  const lines = formatReport([row({})], 'PGlite in memory', {
    messages: [],
    counts: { total: 0, groups: [] },
  });
  expect(lines.join('\n')).not.toContain('parked');
});
