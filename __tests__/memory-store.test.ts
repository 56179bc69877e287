/** @jest-environment node */
/**
 * The memory store (SUBMISSIONS_STORE=memory, the Deno smoke test's) keeps the SQL store's rules
 * for what issue 16 added: spam withheld, one registration per address, the hourly email cap,
 * retention and deletion requests.
 */
import { limitsFromEnv } from '@/supabase/functions/_shared/handler.ts';
import type { Registration } from '@/supabase/functions/_shared/rules.ts';
import { createMemoryStore, type AcceptInput } from '@/supabase/functions/_shared/store.ts';

const limits = limitsFromEnv({ RATE_LIMIT_MAX: '100' });
const registration = (email: string): Registration => ({
  fullName: 'Morgan Lee',
  email,
  linkedinUrl: '',
  recentEmployer: 'Northwind',
  role: 'SRE',
  primarySkills: ['Cloud / DevOps'],
  preferredWorkType: ['Remote'],
  careerGoal: 'Platform work.',
  resume: null,
});
const contact = (email: string, subject: string) => ({ name: 'Jordan', email, subject, message: 'Hi.' });
const accept = (store: ReturnType<typeof createMemoryStore>, input: Partial<AcceptInput> & Pick<AcceptInput, 'submission'>) =>
  store.accept({ ip: '203.0.113.1', hash: crypto.randomUUID(), now: new Date('2026-03-02T10:00:00Z'), limits, spamReason: null, ...input });

it('withholds spam, stores one registration per address, and never lets spam block a person', async () => {
  const store = createMemoryStore();
  const bot = await accept(store, { submission: { kind: 'registration', data: registration('m@example.com') }, spamReason: 'honeypot' });
  const first = await accept(store, { submission: { kind: 'registration', data: registration('m@example.com') }, ip: '198.51.100.1' });
  const again = await accept(store, { submission: { kind: 'registration', data: registration('M@Example.com') }, ip: '198.51.100.2' });
  expect([bot.status, first.status, again]).toEqual(['stored', 'stored', { status: 'duplicate', id: (first as { id: string }).id }]);
  expect(store.rows.map((r) => [r.spamReason, r.emailStatus])).toEqual([
    ['honeypot', 'withheld'],
    [null, 'pending'],
  ]);
  expect(await store.unsent(new Date('2030-01-01'), 10)).toHaveLength(1);
});

it('claims at most the hourly cap of email slots, then defers', async () => {
  const store = createMemoryStore();
  const now = new Date('2026-03-02T10:00:00Z');
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push(((await accept(store, { submission: { kind: 'contact', data: contact('a@b.co', `s${i}`) } })) as { id: string }).id);
  const claims = [];
  for (const id of ids) claims.push(await store.claimEmail('contact', id, now, 3));
  expect(claims).toEqual([true, true, true, false]);
  expect(store.rows[3].emailStatus).toBe('deferred');
  expect(await store.claimEmail('contact', ids[3], new Date(now.getTime() + 3600_001), 3)).toBe(true);
});

it('purges past 2 and 3 years and forgets an address, spam included', async () => {
  const store = createMemoryStore();
  const at = (iso: string) => new Date(iso);
  await accept(store, { submission: { kind: 'contact', data: contact('old@b.co', 'old') }, now: at('2024-05-01T00:00:00Z') });
  await accept(store, { submission: { kind: 'contact', data: contact('new@b.co', 'new') }, now: at('2024-07-01T00:00:00Z') });
  await accept(store, { submission: { kind: 'registration', data: registration('r@b.co') }, now: at('2023-05-01T00:00:00Z') });
  await accept(store, { submission: { kind: 'registration', data: registration('new@b.co') }, now: at('2023-07-01T00:00:00Z') });
  await accept(store, { submission: { kind: 'contact', data: contact('NEW@b.co', 'spam') }, spamReason: 'too-fast' });
  expect(await store.purge(at('2026-06-01T00:00:00Z'))).toEqual({ contact: 1, registration: 1 });
  const forgotten = await store.forget('new@B.co');
  expect(forgotten.map((r) => [r.kind, r.topic, r.spamReason])).toEqual([
    ['contact', 'new', null],
    ['registration', 'SRE', null],
    ['contact', 'spam', 'too-fast'],
  ]);
  expect(store.rows).toHaveLength(0);
});
