/** @jest-environment node */
/**
 * The memory store (SUBMISSIONS_STORE=memory, the Deno smoke test's) keeps the SQL store's rules
 * for what the abuse defences added: spam withheld without its file, a second registration kept,
 * the hourly email cap and one address's share of it, the storage ceilings, retention and deletion
 * requests.
 */
import { networkKey } from '@/supabase/functions/_shared/client-ip.ts';
import { ceilingsFromEnv, limitsFromEnv } from '@/supabase/functions/_shared/handler.ts';
import type { Registration } from '@/supabase/functions/_shared/rules.ts';
import { createMemoryStore, type AcceptInput } from '@/supabase/functions/_shared/store.ts';

const limits = limitsFromEnv({ RATE_LIMIT_MAX: '100' });
const ceilings = ceilingsFromEnv({});
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
  store.accept({
    ip: '203.0.113.1',
    hash: crypto.randomUUID(),
    now: new Date('2026-03-02T10:00:00Z'),
    limits,
    ceilings,
    spamReason: null,
    ...input,
    net: networkKey(input.ip ?? '203.0.113.1'),
  });

it('withholds spam without its file, keeps a second registration of the same address, never lets spam block a person', async () => {
  const store = createMemoryStore();
  const resume = { filename: 'cv.pdf', kind: 'pdf' as const, contentType: 'application/pdf', size: 4, base64: 'JVBERg==' };
  const bot = await accept(store, { submission: { kind: 'registration', data: { ...registration('m@example.com'), resume } }, spamReason: 'honeypot' });
  const first = await accept(store, { submission: { kind: 'registration', data: registration('m@example.com') }, ip: '198.51.100.1' });
  const again = await accept(store, { submission: { kind: 'registration', data: { ...registration('M@Example.com'), resume } }, ip: '198.51.100.2' });
  expect([bot.status, first.status, again.status]).toEqual(['stored', 'stored', 'stored']);
  expect(store.rows.map((r) => [r.spamReason, r.emailStatus, (r.data as Registration).resume?.filename ?? null])).toEqual([
    ['honeypot', 'withheld', null],
    [null, 'pending', null],
    [null, 'pending', 'cv.pdf'],
  ]);
  expect(await store.unsent(new Date('2030-01-01'), 10)).toHaveLength(2);
});

it('claims at most the hourly cap of email slots and one address its share, then defers', async () => {
  const store = createMemoryStore();
  const now = new Date('2026-03-02T10:00:00Z');
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push(((await accept(store, { submission: { kind: 'contact', data: contact('a@b.co', `s${i}`) } })) as { id: string }).id);
  const cap = { hourly: 3, perAddress: 2 };
  const claims = [];
  for (const id of ids.slice(0, 3)) claims.push(await store.claimEmail('contact', id, '203.0.113.1', now, cap));
  expect(claims).toEqual(['claimed', 'claimed', 'share']);
  expect(await store.claimEmail('contact', ids[3], '198.51.100.9', now, cap)).toBe('claimed');
  expect(await store.claimEmail('contact', ids[4], '198.51.100.10', now, cap)).toBe('cap');
  expect(store.rows.map((r) => r.emailStatus)).toEqual(['pending', 'pending', 'deferred', 'pending', 'deferred']);
  expect(await store.claimEmail('contact', ids[4], '198.51.100.10', new Date(now.getTime() + 3600_001), cap)).toBe('claimed');
});

it('stores nothing past a ceiling and says which period is full', async () => {
  const store = createMemoryStore();
  const small = { ...ceilings, hourlySubmissions: 2 };
  const results = [];
  for (let i = 0; i < 3; i++) {
    results.push(await accept(store, { submission: { kind: 'contact', data: contact(`p${i}@b.co`, `s${i}`) }, ip: `198.51.100.${i}`, ceilings: small }));
  }
  expect(results.map((r) => r.status)).toEqual(['stored', 'stored', 'full']);
  expect(results[2]).toMatchObject({ period: 'hour' });
  expect(store.rows).toHaveLength(2);
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
