/** @jest-environment node */
/**
 * The two function handlers end to end against a real PostgreSQL 15 server through the
 * production postgres.js access; email through a local stand-in for Resend's HTTP API.
 * (The PGlite path of the local server is tested through HTTP in functions-local.test.ts:
 * PGlite's dynamic imports cannot load inside Jest's module sandbox.)
 */
import {
  clientAddress,
  clientIpSettingsFromEnv,
} from '@/supabase/functions/_shared/core/client-ip.ts';
import { createResendMailer } from '@/supabase/functions/_shared/providers/email.ts';
import {
  createFormHandler,
  type FormHandler,
} from '@/supabase/functions/_shared/intake/handler.ts';
import {
  ceilingsFromEnv,
  FUNCTION_NAMES,
  worstCaseDailyBytes,
  type Env,
} from '@/supabase/functions/_shared/core/settings.ts';
import {
  createSqlStore,
  type FormKind,
  type SubmissionStore,
} from '@/supabase/functions/_shared/store/store.ts';
import {
  applyMigrations,
  isLoopbackUrl,
  openPostgres,
  type LocalDb,
} from '@/scripts/local/local-functions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { retryUnsent } from '@/scripts/ops/outbox-retry';
import { startResendStandIn, type ResendStandIn } from '@/scripts/test/resend-stand-in';
import { hostileResumes, pdfOfSize } from './helpers/hostile-resumes';
import { startFakeTurnstile } from './helpers/fake-turnstile';
import { startPostgres, type TestPostgres } from './helpers/postgres';

jest.setTimeout(60_000);

const SITE = 'https://www.cascadia.example';

/** A real resume, written by LibreOffice Writer: what an applicant sends. */
const PDF = new Uint8Array(readFileSync(path.join(__dirname, 'fixtures/resumes/resume.pdf')));

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  subject: 'Two contract data engineers',
  message: 'Six months, <script>alert(1)</script> & hybrid in Seattle.',
  // The bot signals the site's forms send beside the payload: an empty honeypot, 8 s on the page.
  referralCode: '',
  elapsedMs: 8000,
  ...over,
});

/** A real PDF of `size` bytes (pdf-lib, a page and a photo-sized stream), as base64; built once per size. */
const sized = new Map<number, Promise<string>>();
const pdfBase64 = (size: number) => {
  if (!sized.has(size))
    sized.set(
      size,
      pdfOfSize(size).then((b) => Buffer.from(b).toString('base64')),
    );
  return sized.get(size)!;
};

const registration = (over: Record<string, unknown> = {}) => ({
  fullName: 'Morgan Lee',
  email: 'morgan@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/morgan-lee',
  recentEmployer: 'Northwind Cloud',
  role: 'Senior SRE',
  primarySkills: ['Cloud / DevOps'],
  preferredWorkType: ['Remote', 'Contract'],
  careerGoal: 'Lead a platform team.',
  resumeBase64: Buffer.from(PDF).toString('base64'),
  resumeFilename: '../../Morgan <Lee> résumé.pdf',
  referralCode: '',
  elapsedMs: 41_000,
  ...over,
});

type Backend = { name: string; open(): Promise<{ db: LocalDb; stop(): Promise<void> }> };

let server: TestPostgres | null = null;
const backends: Backend[] = [
  {
    name: 'PostgreSQL 15 through postgres.js (production access)',
    async open() {
      server ??= await startPostgres();
      const db = openPostgres(server.url);
      return { db, stop: () => db.close() };
    },
  },
];

afterAll(async () => {
  await server?.stop();
});

describe.each(backends)('function handlers on $name', (backend) => {
  let db: LocalDb;
  let stop: () => Promise<void>;
  let store: SubmissionStore;
  let resend: ResendStandIn;
  let now: Date;
  const logs: string[] = [];
  const log = {
    info: () => undefined,
    error: (m: string, f?: Record<string, unknown>) => void logs.push(`${m} ${JSON.stringify(f)}`),
  };
  afterEach(() => {
    if (process.env.DEBUG_FUNCTIONS) console.log(logs.join('\n'));
  });

  beforeAll(async () => {
    ({ db, stop } = await backend.open());
    await applyMigrations(db);
    resend = await startResendStandIn();
  });
  afterAll(async () => {
    await resend?.close();
    await stop?.();
  });
  beforeEach(async () => {
    await settled();
    await db.query('delete from contact_submissions');
    await db.query('delete from tech_refugee_registrations');
    await db.query('delete from job_applications');
    await db.query('delete from talent_requests');
    await db.query('delete from talent_network_joins');
    await db.query('delete from function_alerts');
    await db.query('delete from function_refusals');
    resend.received.length = 0;
    resend.failing = false;
    logs.length = 0;
    now = new Date('2026-03-02T10:00:00Z');
    store = createSqlStore(db);
  });

  const env = (over: Env = {}): Env => ({
    MAIL_TO: 'talent@cascadia.example',
    MAIL_FROM: 'Website <web@cascadia.example>',
    SITE_ORIGINS: SITE,
    ...over,
  });
  const afterAnswer: Promise<unknown>[] = [];
  /** The outbox's drain at the test's clock, as pg_cron runs it every minute deployed. */
  const drainNow = (over: Env = {}) =>
    retryUnsent(
      {
        store,
        mailer: createResendMailer({ apiKey: 're_test_key', baseUrl: resend.url }),
        env: env(over),
        log,
      },
      { now },
    );
  const handler = (kind: FormKind, over: Env = {}): FormHandler =>
    createFormHandler({
      kind,
      store,
      env: env(over),
      mailer: createResendMailer({ apiKey: 're_test_key', baseUrl: resend.url }),
      clock: () => now,
      log,
      waitUntil: (work) => void afterAnswer.push(work),
    });
  /** Work the handlers kept going after their answer (an alert email, a send past its bound), settled. */
  const settled = async () => {
    while (afterAnswer.length) await Promise.all(afterAnswer.splice(0));
  };
  const post = (
    h: FormHandler,
    body: unknown,
    ip = '203.0.113.7',
    headers: Record<string, string> = {},
  ) =>
    h(
      new Request('https://functions.example/x', {
        method: 'POST',
        // As the site's own pages send it: their origin, a JSON body.
        headers: { origin: SITE, 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { ip },
    );
  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n);

  it('stores a contact message, emails it (user text escaped) and answers { ok, id }', async () => {
    const res = await post(handler('contact'), contact());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    const [row] = await db.query<Record<string, unknown>>(
      'select * from contact_submissions where id = $1',
      [body.id],
    );
    expect(row).toMatchObject({
      name: 'Jordan Rivera',
      subject: 'Two contract data engineers',
      email_status: 'sent',
      email_attempts: 1,
      client_ip: '203.0.113.7',
    });
    expect(resend.received).toHaveLength(1);
    const mail = resend.received[0];
    expect(mail.authorization).toBe('Bearer re_test_key');
    expect(mail.body).toMatchObject({
      from: 'Website <web@cascadia.example>',
      to: ['talent@cascadia.example'],
      reply_to: 'jordan@example.com',
    });
    expect(mail.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; hybrid');
    expect(mail.body.html).not.toContain('<script>');
    expect(mail.body.text).toContain(`Reference: ${body.id}`);
  });

  it('stores a registration with its resume and attaches the very same bytes to the email', async () => {
    const res = await post(handler('tech-refugee'), registration());
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [row] = await db.query<Record<string, unknown>>(
      'select * from tech_refugee_registrations where id = $1',
      [id],
    );
    expect(row).toMatchObject({
      full_name: 'Morgan Lee',
      primary_skills: ['Cloud / DevOps'],
      // copy-literals: the registration's choices are the rules' (core/rules.ts), not content/
      preferred_work_type: ['Remote', 'Contract'],
      resume_filename: 'Morgan _Lee_ resume.pdf',
      resume_content_type: 'application/pdf',
      email_status: 'sent',
    });
    expect(Buffer.from(row.resume as Uint8Array).equals(Buffer.from(PDF))).toBe(true);
    const attachment = resend.received[0].body.attachments[0];
    expect(attachment.filename).toBe('Morgan _Lee_ resume.pdf');
    expect(Buffer.from(attachment.content, 'base64').equals(Buffer.from(PDF))).toBe(true);
  });

  it('refuses invalid input with "<field>: <why>" and stores nothing', async () => {
    const cases: [FormKind, unknown, string][] = [
      ['contact', contact({ email: 'jordan@' }), 'email: must be a valid email address'],
      [
        'contact',
        contact({ subject: 'a\r\nBcc: x@y.z' }),
        'subject: must be a single line without control characters',
      ],
      ['contact', [1, 2], 'body: must be a JSON object'],
      ['contact', '{not json', 'body: must be a JSON object'],
      ['tech-refugee', registration({ primarySkills: [] }), 'primarySkills: choose at least one'],
      [
        'tech-refugee',
        registration({ linkedinUrl: 'javascript:alert(1)' }),
        'linkedinUrl: must be an http(s) URL',
      ],
      [
        'tech-refugee',
        registration({
          resumeBase64: Buffer.from('MZ\x90\x00 not a document').toString('base64'),
          resumeFilename: 'cv.pdf',
        }),
        'resumeBase64: Invalid file type: please upload a PDF or DOCX file (it is not a PDF, DOC or DOCX document)',
      ],
    ];
    for (const [kind, body, error] of cases) {
      const res = await post(handler(kind), body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect(await count('contact_submissions')).toBe(0);
    expect(await count('tech_refugee_registrations')).toBe(0);
    expect(resend.received).toHaveLength(0);
  });

  it('answers preflight for the site origins, refuses other methods with 405', async () => {
    const h = handler('contact');
    const pre = await h(
      new Request('https://f.example/x', {
        method: 'OPTIONS',
        headers: { origin: 'https://www.cascadia.example' },
      }),
      { ip: '1.1.1.1' },
    );
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://www.cascadia.example');
    expect(pre.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    const other = await h(
      new Request('https://f.example/x', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
      { ip: '1.1.1.1' },
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const get = await h(new Request('https://f.example/x'), { ip: '1.1.1.1' });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: 'method: only POST is allowed' });
  });

  it('answers 413 for bodies over the limit, without storing', async () => {
    const big = await post(handler('contact'), contact({ message: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'body: must be at most 64 KB' });
    // A streamed body with no declared length is cut off as soon as it passes the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const streamed = await handler('tech-refugee')(
      new Request('https://f.example/x', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { ip: '1.1.1.1' },
    );
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(600); // stopped right after 8 MB, not after 16 MB
    expect(await count('contact_submissions')).toBe(0);
    expect(await count('tech_refugee_registrations')).toBe(0);
  });

  it('stores the same payload from the same IP once within 60 s, answering 200 both times', async () => {
    const h = handler('contact');
    const [a, b] = await Promise.all([post(h, contact()), post(h, contact())]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const idA = ((await a.json()) as { id: string }).id;
    expect(((await b.json()) as { id: string }).id).toBe(idA);
    now = new Date(now.getTime() + 30_000);
    expect(((await (await post(h, contact())).json()) as { id: string }).id).toBe(idA);
    expect(await count('contact_submissions')).toBe(1);
    expect(resend.received).toHaveLength(1);
    // Another address, or the same one a minute later, is a new submission.
    await post(h, contact(), '198.51.100.2');
    now = new Date(now.getTime() + 61_000);
    await post(h, contact());
    expect(await count('contact_submissions')).toBe(3);
  });

  it('limits each IP to 5 accepted submissions per 10 minutes, then 429 with Retry-After', async () => {
    const h = handler('contact');
    for (let i = 0; i < 5; i++) {
      expect((await post(h, contact({ subject: `Request ${i}` }))).status).toBe(200);
      now = new Date(now.getTime() + 1000);
    }
    const limited = await post(h, contact({ subject: 'Request 6' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(600 - 5);
    expect((await limited.json()) as { error: string }).toEqual({
      error: expect.stringMatching(/^rate: /),
    });
    // Other addresses and the other function are not affected.
    expect((await post(h, contact({ subject: 'Request 6' }), '198.51.100.9')).status).toBe(200);
    expect((await post(handler('tech-refugee'), registration())).status).toBe(200);
    expect(await count('contact_submissions')).toBe(6);
    // Once the oldest leaves the window, one more is accepted.
    now = new Date(now.getTime() + 600_000 - 4000);
    expect((await post(h, contact({ subject: 'Request 7' }))).status).toBe(200);
  });

  it('does not let a sender escape the limit by rotating the leftmost X-Forwarded-For hop', async () => {
    const h = handler('contact');
    const settings = clientIpSettingsFromEnv({});
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const request = new Request('https://functions.example/x', {
        method: 'POST',
        headers: {
          origin: SITE,
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i}, 203.0.113.50`,
        },
        body: JSON.stringify(contact({ subject: `Forged ${i}` })),
      });
      statuses.push(
        (await h(request, { ip: clientAddress(request, '10.0.0.2', settings).ip })).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const ips = await db.query<{ client_ip: string }>(
      'select distinct client_ip from contact_submissions',
    );
    expect(ips).toEqual([{ client_ip: '203.0.113.50' }]);
  });

  it('reads its limits from the environment', async () => {
    const h = handler('contact', { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
    expect((await post(h, contact({ subject: 'a' }))).status).toBe(200);
    expect((await post(h, contact({ subject: 'b' }))).status).toBe(200);
    const third = await post(h, contact({ subject: 'c' }));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
  });

  it('keeps the submission when email fails, answers success, and outbox:retry sends it later', async () => {
    resend.failing = true;
    const res = await post(handler('tech-refugee'), registration());
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [failed] = await db.query<Record<string, unknown>>(
      'select email_status, email_error, email_attempts from tech_refugee_registrations where id = $1',
      [id],
    );
    expect(failed).toMatchObject({ email_status: 'failed', email_attempts: 1 });
    expect(String(failed.email_error)).toContain('Resend answered 500');
    expect(logs.join('\n')).toContain('email failed');

    resend.failing = false;
    const mailer = createResendMailer({ apiKey: 're_test_key', baseUrl: resend.url });
    // Not before its backoff (OUTBOX_BACKOFF_SECONDS, 30 s after the first failure).
    expect(
      (await retryUnsent({ store, mailer, env: env() }, { now: new Date(now.getTime() + 29_000) }))
        .sent,
    ).toBe(0);
    now = new Date(now.getTime() + 31_000);
    const report = await retryUnsent({ store, mailer, env: env() }, { now });
    expect(report).toMatchObject({
      sent: 1,
      failed: 0,
      deferred: 0,
      verified: 0,
      spam: 0,
      unverified: 0,
      parked: 0,
      digested: 0,
      passes: {
        'application tasks': { done: 0, retry: 0, parked: 0, skipped: 0 },
        'tech-refugee': { sent: 1, failed: 0 },
      },
    });
    expect(Object.values(report.passes).filter((p) => 'error' in p)).toEqual([]);
    const [sent] = await db.query<Record<string, unknown>>(
      'select email_status, email_error, email_attempts from tech_refugee_registrations where id = $1',
      [id],
    );
    expect(sent).toMatchObject({ email_status: 'sent', email_error: null, email_attempts: 2 });
    expect(
      Buffer.from(resend.received[0].body.attachments[0].content, 'base64').equals(
        Buffer.from(PDF),
      ),
    ).toBe(true);
    expect(
      (
        await retryUnsent(
          { store, mailer: createResendMailer({ apiKey: 'k', baseUrl: resend.url }), env: env() },
          { now },
        )
      ).sent,
    ).toBe(0);
  });

  it('answers a bot exactly as a person, stores it marked as spam and sends no email', async () => {
    const person = await post(handler('contact'), contact());
    const personBody = (await person.json()) as Record<string, unknown>;
    const bots: [string, Record<string, unknown>, string][] = [
      ['honeypot filled', { referralCode: 'https://spam.example' }, 'honeypot'],
      ['sent 1.2 s after the page loaded', { elapsedMs: 1200 }, 'too-fast'],
      [
        'no elapsed time (a direct API call)',
        { elapsedMs: undefined, referralCode: undefined },
        'no-timing',
      ],
    ];
    for (const [what, over, reason] of bots) {
      const res = await post(
        handler('contact'),
        contact({ ...over, subject: what }),
        '198.51.100.66',
      );
      expect([res.status, res.headers.get('content-type')]).toEqual([
        person.status,
        person.headers.get('content-type'),
      ]);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(Object.keys(personBody).sort());
      const [row] = await db.query<Record<string, unknown>>(
        'select spam_reason, email_status, email_attempts from contact_submissions where id = $1',
        [body.id],
      );
      expect([what, row]).toEqual([
        what,
        { spam_reason: reason, email_status: 'withheld', email_attempts: 0 },
      ]);
    }
    const registrationBot = await post(
      handler('tech-refugee'),
      registration({ referralCode: 'x' }),
      '198.51.100.66',
    );
    expect(registrationBot.status).toBe(200);
    // Only the person's message reached the inbox; outbox:retry never sends spam either.
    expect(resend.received.map((m) => m.body.subject)).toEqual([
      'Website contact: Two contract data engineers',
    ]);
    const mailer = createResendMailer({ apiKey: 'k', baseUrl: resend.url });
    expect(
      await retryUnsent({ store, mailer, env: env() }, { now: new Date(now.getTime() + 3600_000) }),
    ).toMatchObject({ sent: 0, failed: 0 });
    expect(resend.received).toHaveLength(1);
  });

  it('takes 3 s as the default least time and MIN_SUBMIT_MS as another', async () => {
    const status = async (h: FormHandler, elapsedMs: number) => {
      const { id } = (await (
        await post(h, contact({ elapsedMs, subject: `After ${elapsedMs} ms` }))
      ).json()) as { id: string };
      return (
        await db.query<{ spam_reason: string | null }>(
          'select spam_reason from contact_submissions where id = $1',
          [id],
        )
      )[0].spam_reason;
    };
    expect(await status(handler('contact'), 2999)).toBe('too-fast');
    expect(await status(handler('contact'), 3000)).toBeNull();
    expect(await status(handler('contact', { MIN_SUBMIT_MS: '10000' }), 9999)).toBe('too-fast');
    expect(await status(handler('contact', { MIN_SUBMIT_MS: '0' }), 0)).toBeNull();
  });

  it('refuses malformed bot signals with a field-level 400 and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ referralCode: 42 }, 'referralCode: must be a string'],
      [{ referralCode: 'x'.repeat(201) }, 'referralCode: must be at most 200 characters'],
      [{ elapsedMs: '9000' }, 'elapsedMs: must be a non-negative number of milliseconds'],
      [{ elapsedMs: -5 }, 'elapsedMs: must be a non-negative number of milliseconds'],
      [{ turnstileToken: ['a'] }, 'turnstileToken: must be a string'],
      [{ turnstileToken: 't'.repeat(2049) }, 'turnstileToken: must be at most 2048 characters'],
    ];
    for (const [over, error] of cases) {
      const res = await post(handler('contact'), contact(over));
      expect([res.status, await res.json()]).toEqual([400, { error }]);
      const reg = await post(handler('tech-refugee'), registration(over));
      expect([reg.status, await reg.json()]).toEqual([400, { error }]);
    }
    // JSON cannot carry NaN or Infinity; a huge number is a (very patient) person.
    expect(
      (
        await post(
          handler('contact'),
          `{"name":"a","email":"a@b.co","subject":"s","message":"m","elapsedMs":1e400}`,
        )
      ).status,
    ).toBe(400);
    expect(await count('contact_submissions')).toBe(0);
    expect(await count('tech_refugee_registrations')).toBe(0);
  });

  it('keeps a second registration of the same address, resume and all; only an exact repeat is stored once', async () => {
    const h = handler('tech-refugee');
    const first = await post(
      h,
      registration({ resumeBase64: '', resumeFilename: '' }),
      '198.51.100.1',
    );
    // The same person, later that day, from another network: a fix to the role and a resume this time.
    now = new Date(now.getTime() + 3 * 3600_000);
    const second = await post(
      h,
      registration({ email: 'MORGAN@example.com', role: 'Staff SRE' }),
      '198.51.100.2',
    );
    const [a, b] = [
      (await first.json()) as { id: string },
      (await second.json()) as { id: string },
    ];
    expect(a.id).not.toBe(b.id);
    const rows = await db.query<{ id: string; role: string; resume: Buffer | null }>(
      'select id, role, resume from tech_refugee_registrations order by created_at',
    );
    expect(rows.map((r) => [r.id, r.role, r.resume === null])).toEqual([
      [a.id, 'Senior SRE', true],
      [b.id, 'Staff SRE', false],
    ]);
    expect(Buffer.from(rows[1].resume!).equals(Buffer.from(PDF))).toBe(true);
    expect(resend.received).toHaveLength(2);
    // A double-click: the very same content from the same address seconds later is one submission.
    const again = await post(
      h,
      registration({ email: 'MORGAN@example.com', role: 'Staff SRE' }),
      '198.51.100.2',
    );
    expect(((await again.json()) as { id: string }).id).toBe(b.id);
    expect(await count('tech_refugee_registrations')).toBe(2);
  });

  it('answers the same whether or not an email registered before: no oracle once the address is limited', async () => {
    const h = handler('tech-refugee', { RATE_LIMIT_MAX: '2' });
    // Someone registers from elsewhere.
    expect(
      (await post(h, registration({ email: 'member@example.com' }), '198.51.100.40')).status,
    ).toBe(200);
    // A prober uses up its own limit, then asks about a member and a stranger.
    for (let i = 0; i < 2; i++)
      await post(h, registration({ email: `probe${i}@example.com` }), '203.0.113.66');
    const member = await post(h, registration({ email: 'member@example.com' }), '203.0.113.66');
    const stranger = await post(h, registration({ email: 'stranger@example.com' }), '203.0.113.66');
    const answer = async (r: Response) => [r.status, r.headers.get('retry-after'), await r.text()];
    expect(await answer(member)).toEqual(await answer(stranger));
    expect(member.status).toBe(429);
    // Under the limit, both are stored as new submissions and neither answer names another row.
    const h2 = handler('tech-refugee');
    const m = (await (
      await post(h2, registration({ email: 'member@example.com', role: 'Again' }), '203.0.113.67')
    ).json()) as { id: string };
    const rows = await db.query<{ id: string }>(
      "select id from tech_refugee_registrations where lower(email) = 'member@example.com' order by created_at",
    );
    expect(rows.map((r) => r.id)).toEqual([expect.any(String), m.id]);
    expect(rows[0].id).not.toBe(m.id);
  });

  it("does not let a bot using a person's address block that person's registration", async () => {
    const h = handler('tech-refugee');
    await post(h, registration({ referralCode: 'filled' }), '198.51.100.70');
    const person = await post(h, registration(), '203.0.113.70');
    const { id } = (await person.json()) as { id: string };
    const rows = await db.query<{ id: string; spam_reason: string | null; email_status: string }>(
      'select id, spam_reason, email_status from tech_refugee_registrations order by created_at, spam_reason nulls last',
    );
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      spam_reason: null,
      email_status: 'sent',
    });
    // Nor the same payload, sent by a bot first from the same address: the person's is kept.
    const c = handler('contact');
    await post(c, contact({ elapsedMs: 100 }), '198.51.100.71');
    await post(c, contact(), '198.51.100.71');
    expect(await count('contact_submissions')).toBe(2);
  });

  it("sends at most EMAIL_HOURLY_CAP emails per function per hour; the drain sends what waits in the period's digest", async () => {
    const h = handler('contact', { EMAIL_HOURLY_CAP: '3' });
    // A distributed flood: every message from another address, each one a person's as far as the function can tell.
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await post(h, contact({ subject: `Flood ${i}` }), `198.51.${100 + i}.1`));
    expect(answers.map((r) => r.status)).toEqual(new Array(8).fill(200));
    const statuses = await db.query<{ email_status: string; n: number }>(
      'select email_status, count(*)::int as n from contact_submissions group by email_status order by email_status',
    );
    // Three emails; the other five wait for the drain's digest.
    expect(statuses).toEqual([
      { email_status: 'deferred', n: 5 },
      { email_status: 'sent', n: 3 },
    ]);
    expect(resend.received).toHaveLength(3);
    // The registration function has its own cap.
    expect(
      (await post(handler('tech-refugee', { EMAIL_HOURLY_CAP: '3' }), registration())).status,
    ).toBe(200);
    expect(resend.received).toHaveLength(4);

    const mailer = createResendMailer({ apiKey: 're_test_key', baseUrl: resend.url });
    const retryEnv = env({ EMAIL_HOURLY_CAP: '3' });
    // The next drain sends the five in the period's digest; a drain in the same period sends nothing more.
    expect(
      await retryUnsent(
        { store, mailer, env: retryEnv },
        { now: new Date(now.getTime() + 20_000) },
      ),
    ).toMatchObject({ sent: 0, digested: 5 });
    expect(resend.received.at(-1)!.body.subject).toBe(
      'Website digest: 5 send-contact-email submissions waiting behind the email cap',
    );
    expect(
      await retryUnsent(
        { store, mailer, env: retryEnv },
        { now: new Date(now.getTime() + 40_000) },
      ),
    ).toMatchObject({ sent: 0, digested: 0 });
    expect(resend.received).toHaveLength(5);
    expect(await count('contact_submissions')).toBe(8);
    // Every one reached the inbox once: three on their own, five in one digest.
    expect(
      resend.received.filter((m) => m.body.subject.startsWith('Website contact: Flood')),
    ).toHaveLength(3);
    expect(
      await db.query("select id from contact_submissions where email_status <> 'sent'"),
    ).toHaveLength(0);
  });

  it('deletes what is past the retention periods: contact messages and requests for talent at 2 years, registrations, applications and joins of the talent network at 3', async () => {
    const day = 86_400_000;
    const at = (iso: string) => new Date(iso);
    const seed = async (kind: FormKind, when: string, label: string) => {
      now = at(when);
      const body =
        kind === 'contact'
          ? contact({ subject: label })
          : registration({ role: label, email: `${label.replace(/\W/g, '')}@example.com` });
      expect(
        (await post(handler(kind, { RATE_LIMIT_MAX: '100' }), body, '198.51.100.30')).status,
      ).toBe(200);
    };
    const purgeAt = at('2029-06-01T12:00:00Z');
    const twoYears = new Date('2027-06-01T12:00:00Z').getTime();
    const threeYears = new Date('2026-06-01T12:00:00Z').getTime();
    await seed('contact', new Date(twoYears - day).toISOString(), 'contact-expired');
    await seed('contact', new Date(twoYears + day).toISOString(), 'contact-kept');
    await seed('tech-refugee', new Date(threeYears - day).toISOString(), 'registration-expired');
    await seed('tech-refugee', new Date(threeYears + day).toISOString(), 'registration-kept');
    await seed('tech-refugee', new Date(twoYears - day).toISOString(), 'registration-2y-old-kept');
    // Applications are kept as long as registrations; their outbox tasks go with them.
    for (const [when, slug] of [
      [new Date(threeYears - day), 'application-expired'],
      [new Date(threeYears + day), 'application-kept'],
    ] as const) {
      const [{ id }] = await db.query<{ id: string }>(
        `insert into job_applications (created_at, job_slug, job_url, full_name, email, client_ip, payload_hash)
         values ($1::timestamptz, $2, 'https://www.example.com/jobs/x', 'Applicant', 'a@example.com', '198.51.100.31', $2)
         returning id`,
        [when.toISOString(), slug],
      );
      await db.query(
        `insert into outbox_tasks (topic, key, reference) values ('applicant-confirmation', $1, $2::uuid)`,
        [`submit-application/${id}/confirmation`, id],
      );
    }

    // Requests for talent are kept as long as contact messages; their tasks go with them.
    for (const [when, company] of [
      [new Date(twoYears - day), 'request-expired'],
      [new Date(twoYears + day), 'request-kept'],
    ] as const) {
      const [{ id }] = await db.query<{ id: string }>(
        `insert into talent_requests (created_at, company, full_name, email, role_title, headcount, engagement,
           workplace, location, skills, description, client_ip, payload_hash)
         values ($1::timestamptz, $2, 'Hiring Manager', 'h@example.com', 'Engineer', 1, 'contract', 'remote',
           'US', 'Go', 'Build.', '198.51.100.32', $2)
         returning id`,
        [when.toISOString(), company],
      );
      await db.query(
        `insert into outbox_tasks (topic, key, reference) values ('talent-confirmation', $1, $2::uuid)`,
        [`request-talent/${id}/confirmation`, id],
      );
    }

    // Joins of the talent network are kept as long as registrations; their tasks go with them.
    for (const [when, role] of [
      [new Date(threeYears - day), 'join-expired'],
      [new Date(threeYears + day), 'join-kept'],
    ] as const) {
      const [{ id }] = await db.query<{ id: string }>(
        `insert into talent_network_joins (created_at, full_name, email, role, primary_skills, years, workplaces,
           engagements, availability, work_authorization, client_ip, payload_hash)
         values ($1::timestamptz, 'Joiner', 'j@example.com', $2, '{Data Science}', 4, '{remote}', '{contract}',
           'now', 'authorized', '198.51.100.33', $2)
         returning id`,
        [when.toISOString(), role],
      );
      await db.query(
        `insert into outbox_tasks (topic, key, reference) values ('network-acknowledgement', $1, $2::uuid)`,
        [`join-talent-network/${id}/acknowledgement`, id],
      );
    }

    expect(await store.purge(purgeAt)).toEqual({
      contact: 1,
      'tech-refugee': 1,
      application: 1,
      'talent-request': 1,
      'talent-network': 1,
    });
    expect(
      (await db.query<{ role: string }>('select role from talent_network_joins')).map(
        (r) => r.role,
      ),
    ).toEqual(['join-kept']);
    expect(
      (await db.query<{ company: string }>('select company from talent_requests')).map(
        (r) => r.company,
      ),
    ).toEqual(['request-kept']);
    expect(
      (await db.query<{ job_slug: string }>('select job_slug from job_applications')).map(
        (r) => r.job_slug,
      ),
    ).toEqual(['application-kept']);
    expect(await db.query('select key from outbox_tasks')).toHaveLength(3);
    expect(
      (await db.query<{ subject: string }>('select subject from contact_submissions')).map(
        (r) => r.subject,
      ),
    ).toEqual(['contact-kept']);
    expect(
      (
        await db.query<{ role: string }>(
          'select role from tech_refugee_registrations order by role',
        )
      ).map((r) => r.role),
    ).toEqual(['registration-2y-old-kept', 'registration-kept']);
    expect(await store.purge(purgeAt)).toEqual({
      contact: 0,
      'tech-refugee': 0,
      application: 0,
      'talent-request': 0,
      'talent-network': 0,
    });
  });

  it('schedules that purge daily with pg_cron, and the scheduled command does the deleting', async () => {
    const jobs = await db.query<{
      jobname: string;
      schedule: string;
      command: string;
      active: boolean;
    }>(
      `select jobname, schedule, command, active from cron.job where jobname = 'purge-expired-submissions'`,
    );
    expect(jobs).toEqual([
      {
        jobname: 'purge-expired-submissions',
        schedule: '17 3 * * *',
        command: 'select * from public.purge_expired_submissions()',
        active: true,
      },
    ]);
    now = new Date(Date.now() - 3 * 366 * 86_400_000);
    await post(handler('contact'), contact());
    await post(handler('tech-refugee'), registration());
    now = new Date();
    await post(handler('contact'), contact({ subject: 'Recent' }));
    await db.query(jobs[0].command);
    expect(await count('contact_submissions')).toBe(1);
    expect(await count('tech_refugee_registrations')).toBe(0);
    // The public API roles cannot call it (PostgREST exposes what they may execute).
    const grants = await db.query<{ grantee: string }>(
      `select grantee from information_schema.routine_privileges where routine_name = 'purge_expired_submissions'`,
    );
    expect(grants.map((g) => g.grantee)).not.toContain('PUBLIC');
  });

  it('schedules the outbox drain only where pg_cron and pg_net both are, and says so where not (here pg_net is missing)', async () => {
    const [{ result }] = await db.query<{ result: string }>(
      'select public.schedule_outbox_drain() as result',
    );
    expect(result).toMatch(
      /^not scheduled: pg_cron and pg_net are not both available here \(.+\)$/,
    );
    expect(await db.query(`select 1 from cron.job where jobname = 'outbox-drain'`)).toHaveLength(0);
    // The retention job the same migrations scheduled is untouched.
    expect(
      await db.query(`select 1 from cron.job where jobname = 'purge-expired-submissions'`),
    ).toHaveLength(1);
  });

  it('applies where pg_cron cannot be had, and says the purge is not scheduled there', async () => {
    await db.query('drop database if exists no_cron');
    await db.query('create database no_cron');
    const other = openPostgres(server!.url.replace(/\/postgres$/, '/no_cron'));
    try {
      expect(await applyMigrations(other)).toEqual(
        expect.arrayContaining(['20260302000000_retention.sql']),
      );
      const [{ result }] = await other.query<{ result: string }>(
        'select public.schedule_submission_purge() as result',
      );
      expect(result).toMatch(/^not scheduled: pg_cron is not available here \(.+\)$/);
      expect(await other.query('select * from purge_expired_submissions()')).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('forgets everything held for one address, in any case and spam included (its tasks with it), and says what it removed', async () => {
    await post(handler('contact'), contact({ email: 'Jordan@Example.com' }));
    await post(
      handler('contact'),
      contact({ subject: 'Bot copy', referralCode: 'x' }),
      '198.51.100.80',
    );
    await post(handler('tech-refugee'), registration({ email: 'jordan@example.com' }));
    await post(
      handler('contact'),
      contact({ email: 'someone.else@example.com', subject: 'Keep me' }),
    );
    const talent = await post(
      handler('talent-request'),
      {
        company: 'Northwind',
        fullName: 'Jordan Rivera',
        email: 'JORDAN@example.com',
        phone: '',
        roleTitle: 'Data Engineer',
        headcount: 2,
        engagement: 'contract',
        workplace: 'remote',
        location: 'US',
        skills: 'Spark',
        description: 'Pipelines.',
        startDate: '',
        budget: '',
        referralCode: '',
        elapsedMs: 8000,
      },
      '198.51.100.81',
    );
    expect(talent.status).toBe(200);
    const removed = await store.forget(' JORDAN@example.com ');
    expect(removed.map((r) => [r.kind, r.name, r.spamReason, r.resumeFilename]).sort()).toEqual([
      ['contact', 'Jordan Rivera', null, null],
      ['contact', 'Jordan Rivera', 'honeypot', null],
      ['talent-request', 'Jordan Rivera', null, null],
      ['tech-refugee', 'Morgan Lee', null, 'Morgan _Lee_ resume.pdf'],
    ]);
    expect(await db.query('select key from outbox_tasks')).toEqual([]);
    const left = await db.query<{ email: string }>(
      'select email from contact_submissions union all select email from tech_refugee_registrations union all select email from talent_requests',
    );
    expect(left).toEqual([{ email: 'someone.else@example.com' }]);
    expect(await store.forget('jordan@example.com')).toEqual([]);
  });

  it('with Turnstile configured, verifies the token with siteverify before storing: a failed or missing one is spam', async () => {
    const turnstile = await startFakeTurnstile('0x4AAA-secret', {
      hostname: 'www.cascadia.example',
    });
    try {
      turnstile.valid.add('token-good-1');
      turnstile.valid.add('token-good-2');
      const h = handler('contact', {
        TURNSTILE_SECRET_KEY: '0x4AAA-secret',
        TURNSTILE_VERIFY_URL: turnstile.url,
      });
      const reasons = async (over: Record<string, unknown>, ip: string) => {
        const res = await post(
          h,
          contact({ subject: `Turnstile ${JSON.stringify(over)}`, ...over }),
          ip,
        );
        expect(res.status).toBe(200);
        const { id } = (await res.json()) as { id: string };
        return (
          await db.query<{ spam_reason: string | null; email_status: string }>(
            'select spam_reason, email_status from contact_submissions where id = $1',
            [id],
          )
        )[0];
      };
      expect(await reasons({ turnstileToken: 'token-good-1' }, '203.0.113.1')).toEqual({
        spam_reason: null,
        email_status: 'sent',
      });
      expect(await reasons({ turnstileToken: 'token-forged' }, '203.0.113.2')).toEqual({
        spam_reason: 'turnstile',
        email_status: 'withheld',
      });
      // A token is good once: replayed, it fails.
      expect(await reasons({ turnstileToken: 'token-good-1' }, '203.0.113.3')).toEqual({
        spam_reason: 'turnstile',
        email_status: 'withheld',
      });
      expect(await reasons({}, '203.0.113.4')).toEqual({
        spam_reason: 'turnstile',
        email_status: 'withheld',
      });
      expect(turnstile.calls.map((c) => [c.secret, c.response])).toEqual([
        ['0x4AAA-secret', 'token-good-1'],
        ['0x4AAA-secret', 'token-forged'],
        ['0x4AAA-secret', 'token-good-1'],
      ]);
      // A honeypot bot is spam already: siteverify is not asked.
      await reasons({ referralCode: 'x', turnstileToken: 'token-good-2' }, '203.0.113.5');
      expect(turnstile.calls).toHaveLength(3);
      // The client address goes with the token.
      expect(turnstile.calls[0].remoteip).toBe('203.0.113.1');
      // Siteverify down: stored, marked unverified, not emailed; nothing lost, nothing let through.
      turnstile.failing = true;
      expect(await reasons({ turnstileToken: 'token-good-2' }, '203.0.113.6')).toEqual({
        spam_reason: null,
        email_status: 'unverified',
      });
      expect(logs.join('\n')).toContain('turnstile siteverify unavailable');
      expect(resend.received).toHaveLength(1);
      // Back up: the next check verifies it and sends it.
      turnstile.failing = false;
      const report = await retryUnsent(
        {
          store,
          mailer: createResendMailer({ apiKey: 'k', baseUrl: resend.url }),
          env: env({ TURNSTILE_SECRET_KEY: '0x4AAA-secret', TURNSTILE_VERIFY_URL: turnstile.url }),
        },
        { now: new Date(now.getTime() + 61_000) },
      );
      expect(report).toMatchObject({ verified: 1, sent: 1, spam: 0 });
      expect(resend.received).toHaveLength(2);
    } finally {
      await turnstile.close();
    }
  });

  it('Turnstile fails closed: a token solved on another site or for another form is spam; a missing or refused secret refuses', async () => {
    const turnstile = await startFakeTurnstile('0x4AAA-secret', { hostname: 'evil.example' });
    try {
      turnstile.valid.add('solved-elsewhere');
      const on = { TURNSTILE_SECRET_KEY: '0x4AAA-secret', TURNSTILE_VERIFY_URL: turnstile.url };
      const h = handler('contact', on);
      const spamOf = async (res: Response) => {
        const { id } = (await res.json()) as { id: string };
        return (
          await db.query<{ spam_reason: string | null }>(
            'select spam_reason from contact_submissions where id = $1',
            [id],
          )
        )[0].spam_reason;
      };
      expect(await spamOf(await post(h, contact({ turnstileToken: 'solved-elsewhere' })))).toBe(
        'turnstile',
      );
      turnstile.hostname = 'www.cascadia.example';
      turnstile.valid.add('registration-token');
      turnstile.actions.set('registration-token', 'tech-refugee');
      expect(
        await spamOf(
          await post(
            h,
            contact({ subject: 'Other form', turnstileToken: 'registration-token' }),
            '198.51.100.3',
          ),
        ),
      ).toBe('turnstile');
      expect(resend.received).toHaveLength(0);

      // The pages carry a site key, the function has no secret: refused, never let through unjudged.
      const missing = handler('contact', { TURNSTILE_SITE_KEY: '0x4AAA-site' });
      const refused = await post(
        missing,
        contact({ subject: 'No secret', turnstileToken: 'x' }),
        '198.51.100.4',
      );
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: 'server: the form is not accepting submissions right now; try again later',
      });
      expect(logs.join('\n')).toContain(
        'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not',
      );
      // A wrong or rotated secret: siteverify refuses it, so does the function.
      turnstile.valid.add('good');
      const wrong = handler('contact', { ...on, TURNSTILE_SECRET_KEY: 'rotated-away' });
      expect(
        (
          await post(
            wrong,
            contact({ subject: 'Wrong secret', turnstileToken: 'good' }),
            '198.51.100.5',
          )
        ).status,
      ).toBe(503);
      expect(logs.join('\n')).toContain('siteverify refuses TURNSTILE_SECRET_KEY');
      expect(await count('contact_submissions')).toBe(2);
      // And the health check says so.
      const health = async (h2: FormHandler) => {
        const r = await h2(new Request('https://f.example/x?health'), { ip: '1.1.1.1' });
        return [
          r.status,
          ((await r.json()) as { checks: Record<string, string> }).checks.turnstile,
        ];
      };
      expect(await health(missing)).toEqual([
        503,
        'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not',
      ]);
      expect(await health(wrong)).toEqual([503, expect.stringContaining('the secret is refused')]);
      expect(await health(h)).toEqual([200, 'ok']);
    } finally {
      await turnstile.close();
    }
  });

  it('without TURNSTILE_SECRET_KEY asks no one and ignores a token', async () => {
    const turnstile = await startFakeTurnstile('s');
    try {
      const h = handler('contact', { TURNSTILE_VERIFY_URL: turnstile.url });
      expect((await post(h, contact({ turnstileToken: 'whatever' }))).status).toBe(200);
      expect((await post(h, contact({ subject: 'No token' }))).status).toBe(200);
      expect(turnstile.calls).toEqual([]);
      expect(
        await db.query('select id from contact_submissions where spam_reason is null'),
      ).toHaveLength(2);
    } finally {
      await turnstile.close();
    }
  });

  it("takes submissions only from the site's own pages: another origin, none, or a non-JSON body is refused, nothing stored or mailed", async () => {
    for (const kind of ['contact', 'tech-refugee'] as const) {
      const h = handler(kind);
      const body = kind === 'contact' ? contact() : registration();
      const send = (headers: Record<string, string>) =>
        h(
          new Request('https://f.example/x', {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          }),
          { ip: '198.51.100.80' },
        );
      // What a foreign page can make its visitors' browsers send: a no-cors text/plain post, or JSON.
      const foreignText = await send({
        origin: 'https://evil.example',
        'content-type': 'text/plain;charset=UTF-8',
      });
      const foreignJson = await send({
        origin: 'https://evil.example',
        'content-type': 'application/json',
      });
      const sandboxed = await send({ origin: 'null', 'content-type': 'application/json' });
      const noOrigin = await send({ 'content-type': 'application/json' });
      for (const r of [foreignText, foreignJson, sandboxed, noOrigin]) {
        expect(r.status).toBe(403);
        expect(await r.json()).toEqual({ error: "origin: must be one of the site's own pages" });
        expect(r.headers.get('access-control-allow-origin')).toBeNull();
      }
      const plain = await send({ origin: SITE, 'content-type': 'text/plain' });
      expect(plain.status).toBe(415);
      expect(await plain.json()).toEqual({ error: 'content-type: must be application/json' });
    }
    // With no SITE_ORIGINS (a deployment that forgot it) nothing is taken either.
    const unset = handler('contact', { SITE_ORIGINS: '' });
    expect((await post(unset, contact())).status).toBe(403);
    expect(logs.join('\n')).toContain('SITE_ORIGINS is not set');
    expect(await count('contact_submissions')).toBe(0);
    expect(await count('tech_refugee_registrations')).toBe(0);
    expect(resend.received).toHaveLength(0);
  });

  it('refuses a limited address before reading its body', async () => {
    const h = handler('tech-refugee', { RATE_LIMIT_MAX: '1' });
    expect((await post(h, registration())).status).toBe(200);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 400) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const limited = await h(
      new Request('https://f.example/x', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { ip: '203.0.113.7' },
    );
    expect(limited.status).toBe(429);
    // A 6 MB body was offered; at most what the stream buffers ahead of a reader was pulled.
    expect(pulled).toBeLessThan(5);
  });

  it('a flood from 60 addresses cannot close the forms: a new contact and a registration with a 2 MB resume are taken', async () => {
    const contactH = handler('contact');
    const registrationH = handler('tech-refugee');
    // 60 addresses, each in its own /24, each sending as much as it may: five contacts (its
    // window) and five registrations with a 1 MB resume (its 5 MB of resumes a day).
    const resume = await pdfBase64(1024 * 1024);
    const attackers = Array.from({ length: 60 }, (_, i) => `198.18.${i}.7`);
    const statuses = {
      contact: new Map<number, number>(),
      registration: new Map<number, number>(),
    };
    const tally = (m: Map<number, number>, status: number) =>
      m.set(status, (m.get(status) ?? 0) + 1);
    for (const ip of attackers) {
      for (let i = 0; i < 6; i++) {
        tally(
          statuses.contact,
          (await post(contactH, contact({ subject: `Flood ${ip} ${i}` }), ip)).status,
        );
        const r = await post(
          registrationH,
          registration({ role: `Flood ${i}`, resumeBase64: resume, resumeFilename: 'cv.pdf' }),
          ip,
        );
        tally(statuses.registration, r.status);
      }
      now = new Date(now.getTime() + 1000);
    }
    // Each address stopped at its own limit (the sixth: 429); none reached a global one.
    expect(Object.fromEntries(statuses.contact)).toEqual({ 200: 300, 429: 60 });
    expect(Object.fromEntries(statuses.registration)).toEqual({ 200: 300, 429: 60 });
    const [{ bytes }] = await db.query<{ bytes: number }>(
      'select sum(resume_size)::bigint as bytes from tech_refugee_registrations',
    );
    expect(Number(bytes)).toBe(300 * 1024 * 1024);

    const lead = await post(contactH, contact({ subject: 'A real lead' }), '203.0.113.200');
    expect(lead.status).toBe(200);
    const applicant = await post(
      registrationH,
      registration({
        email: 'applicant@example.com',
        resumeBase64: await pdfBase64(2 * 1024 * 1024),
        resumeFilename: 'applicant.pdf',
      }),
      '203.0.114.201',
    );
    expect(applicant.status).toBe(200);
    expect(await applicant.json()).not.toHaveProperty('resumeKept');
    const [kept] = await db.query<{ resume_size: number }>(
      "select resume_size from tech_refugee_registrations where email = 'applicant@example.com'",
    );
    expect(kept.resume_size).toBe(2 * 1024 * 1024);
    // Nobody was told the forms are closed.
    expect(resend.received.filter((m) => m.body.subject.startsWith('Website alert'))).toHaveLength(
      0,
    );
  }, 240_000);

  it('past a resume ceiling a registration is still taken, without its file, and the answer says so', async () => {
    const h = handler('tech-refugee', {
      RESUME_MB_ADDRESS_DAILY: '1.5',
      RESUME_MB_NETWORK_DAILY: '2.5',
      RESUME_MB_DAILY_MAX: '3',
    });
    const mb = await pdfBase64(1024 * 1024);
    const send = (ip: string, role: string) =>
      post(h, registration({ role, resumeBase64: mb, resumeFilename: 'cv.pdf' }), ip);
    const bodies = [];
    // One address: the first megabyte fits its 1.5 MB, the second does not.
    for (const [ip, role] of [
      ['198.51.100.1', 'A1'],
      ['198.51.100.1', 'A2'],
      ['198.51.100.2', 'B1'],
      ['198.51.100.3', 'C1'],
      ['192.0.2.4', 'D1'],
      ['192.0.2.5', 'E1'],
    ]) {
      const r = await send(ip, role);
      expect(r.status).toBe(200);
      bodies.push(await r.json());
    }
    // A2: its address's ceiling; C1: its network's (2.5 MB per /24); E1: everyone's (3 MB a day).
    expect(bodies.map((b) => b.resumeKept ?? true)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    const rows = await db.query<{
      role: string;
      resume: Buffer | null;
      resume_filename: string;
      resume_dropped: string | null;
    }>(
      'select role, resume, resume_filename, resume_dropped from tech_refugee_registrations order by created_at, role',
    );
    expect(
      rows
        .filter((r) => r.resume === null)
        .map((r) => [r.role, r.resume_filename, r.resume_dropped]),
    ).toEqual([
      ['A2', 'cv.pdf', 'ceiling'],
      ['C1', 'cv.pdf', 'ceiling'],
      ['E1', 'cv.pdf', 'ceiling'],
    ]);
    // Staff learn the file was not kept, and the day's resume ceiling is alerted once.
    await settled();
    const a2 = resend.received.find((m) => m.body.subject.includes('(A2)'))!;
    expect(a2.body.attachments).toHaveLength(0);
    expect(a2.body.text).toContain(
      'Resume: cv.pdf: not kept (the resume storage ceiling was reached); the applicant was asked to email it',
    );
    expect(
      resend.received
        .filter((m) => m.body.subject.startsWith('Website alert'))
        .map((m) => m.body.subject),
    ).toEqual(['Website alert: the send-tech-refugee-form form reached its daily resume ceiling']);
  });

  it('spam never counts against people: a flood of bots leaves the ceilings whole, and past its own ceiling is not stored', async () => {
    const h = handler('contact', {
      STORE_HOURLY_MAX: '3',
      SPAM_DAILY_MAX: '4',
      RATE_LIMIT_MAX: '50',
    });
    for (let i = 0; i < 10; i++) {
      const bot = await post(
        h,
        contact({ subject: `Bot ${i}`, referralCode: 'x' }),
        `198.51.${i}.9`,
      );
      expect(bot.status).toBe(200);
      expect(await bot.json()).toMatchObject({ ok: true });
    }
    expect(await count('contact_submissions')).toBe(4);
    for (let i = 0; i < 3; i++)
      expect((await post(h, contact({ subject: `Person ${i}` }), `203.0.${i}.1`)).status).toBe(200);
    // The global valve counts people only, and holds them at three an hour here.
    const fourth = await post(h, contact({ subject: 'Person 3' }), '203.0.9.1');
    expect(fourth.status).toBe(503);
    expect(fourth.headers.get('retry-after')).toBe('600');
    await settled();
    expect(
      resend.received
        .filter((m) => m.body.subject.startsWith('Website alert'))
        .map((m) => m.body.subject),
    ).toEqual(['Website alert: the send-contact-email form reached its hourly storage ceiling']);
  });

  it('bounds text per address (a day) and per network (an hour), not by a count shared with everyone', async () => {
    const h = handler('contact', {
      RATE_LIMIT_MAX: '100',
      ADDRESS_DAILY_MAX: '3',
      NETWORK_HOURLY_MAX: '5',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post(h, contact({ subject: `Same address ${i}` }), '198.51.100.1')).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const daily = await post(h, contact({ subject: 'Again' }), '198.51.100.1');
    expect(await daily.json()).toEqual({
      error: 'rate: too many submissions from this address today; try again tomorrow',
    });
    // The same /24 from other addresses: two more fit its five an hour, then 429 for the network.
    const net: number[] = [];
    for (let i = 2; i < 6; i++)
      net.push((await post(h, contact({ subject: `Neighbour ${i}` }), `198.51.100.${i}`)).status);
    expect(net).toEqual([200, 200, 429, 429]);
    // IPv6: the /48 is one network, whatever /64 the sender rotates to.
    const v6: number[] = [];
    for (let i = 0; i < 7; i++)
      v6.push((await post(h, contact({ subject: `v6 ${i}` }), `2001:db8:7:${i}::/64`)).status);
    expect(v6).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another network is not affected.
    expect((await post(h, contact({ subject: 'Elsewhere' }), '192.0.2.10')).status).toBe(200);
  });

  it('takes real PDF, DOCX and DOC resumes, as Word processors write them, and mails them unchanged', async () => {
    const h = handler('tech-refugee');
    for (const [file, type] of [
      ['resume.pdf', 'application/pdf'],
      ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['resume.doc', 'application/msword'],
    ] as const) {
      const bytes = readFileSync(path.join(__dirname, 'fixtures/resumes', file));
      const res = await post(
        h,
        registration({
          email: `${file.replace('.', '-')}@example.com`,
          resumeBase64: bytes.toString('base64'),
          resumeFilename: file,
        }),
        `198.51.100.${file.length}`,
      );
      expect([file, res.status]).toEqual([file, 200]);
      const mail = resend.received.at(-1)!.body;
      expect(mail.attachments).toEqual([
        { filename: file, content: bytes.toString('base64'), content_type: type },
      ]);
    }
    // And PDFs pdf-lib writes, whatever their size.
    const big = await pdfBase64(4 * 1024 * 1024);
    expect(
      (
        await post(
          h,
          registration({ email: 'big@example.com', resumeBase64: big, resumeFilename: 'big.pdf' }),
          '198.51.101.1',
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a resume that is not what it says, by its structure: neither stored nor mailed, and the answer is quick', async () => {
    const h = handler('tech-refugee', { REFUSAL_MAX: '100' });
    for (const hostile of await hostileResumes()) {
      const started = performance.now();
      const res = await post(
        h,
        registration({
          resumeBase64: Buffer.from(hostile.bytes).toString('base64'),
          resumeFilename: hostile.filename,
        }),
        '198.51.100.77',
      );
      const body = (await res.json()) as { error: string };
      expect([hostile.label, res.status]).toEqual([hostile.label, 400]);
      expect(body.error).toMatch(
        /^resumeBase64: Invalid file type: please upload a PDF or DOCX file \(.+\)$/,
      );
      logs.push(
        `${hostile.label}: ${body.error} in ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
    expect(await count('tech_refugee_registrations')).toBe(0);
    expect(resend.received).toHaveLength(0);
    if (process.env.DEBUG_FUNCTIONS) console.log(logs.join('\n'));
  });

  it('counts refusals: an address that keeps sending garbage is refused before its body is read', async () => {
    const h = handler('contact', { REFUSAL_MAX: '3' });
    const garbage = [
      '{"name":',
      '[[[[[[[[[[[[[]]]]]]]]]]]]]',
      JSON.stringify(contact({ email: 'nope' })),
    ];
    for (const body of garbage) expect((await post(h, body, '198.51.100.88')).status).toBe(400);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 400) controller.close();
        else controller.enqueue(new TextEncoder().encode(JSON.stringify(contact())));
      },
    });
    const refused = await h(
      new Request('https://f.example/x', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { ip: '198.51.100.88' },
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'rate: too many refused requests from this address; try again later',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(5);
    // Its neighbour and a genuine sender are not affected.
    expect((await post(h, contact(), '198.51.100.89')).status).toBe(200);
  });

  it('refuses a deeply nested or very wide 8 MB body from its text, before building it', async () => {
    const h = handler('tech-refugee', { REFUSAL_MAX: '100' });
    const deep = '['.repeat(4 * 1024 * 1024) + ']'.repeat(4 * 1024 * 1024);
    const wide =
      `{${Array.from({ length: 700_000 }, (_, i) => `"k${i}":0`).join(',')}}`.slice(
        0,
        8 * 1024 * 1024 - 10,
      ) + '}';
    for (const [label, body, why] of [
      ['deep', deep, 'body: must be a JSON object (nested deeper than 5 levels)'],
      ['wide', wide, 'body: must be a JSON object (more than 200 values)'],
    ]) {
      const started = performance.now();
      const res = await post(h, body, '198.51.100.90');
      expect([label, res.status, await res.json()]).toEqual([label, 400, { error: why }]);
      logs.push(`${label}: refused in ${(performance.now() - started).toFixed(0)} ms`);
    }
  });

  it('the health check is rate-limited and names a failed check without its error text', async () => {
    const broken = createFormHandler({
      kind: 'contact',
      store: {
        ...store,
        ping: async () =>
          Promise.reject(
            new Error('password authentication failed for user "postgres" at 10.1.2.3:5432'),
          ),
      },
      env: env(),
      mailer: createResendMailer({ apiKey: 're_test_key', baseUrl: resend.url }),
      clock: () => now,
      log,
    });
    const ask = (h: FormHandler, ip: string) =>
      h(new Request('https://functions.example/x?health'), { ip });
    const first = await ask(broken, '198.51.100.5');
    expect(first.status).toBe(503);
    const text = await first.text();
    expect(JSON.parse(text)).toEqual({
      ok: false,
      checks: { origins: 'ok', database: 'unreachable', turnstile: 'off' },
    });
    expect(text).not.toMatch(/password|10\.1\.2\.3|postgres/);
    expect(logs.join('\n')).toContain('password authentication failed');
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(broken, '198.51.100.5')).status);
    expect(statuses).toEqual([...new Array(9).fill(503), 429]);
    expect((await ask(broken, '198.51.100.6')).status).toBe(503);
    expect((await ask(handler('contact'), '198.51.100.5')).status).toBe(200);
  });

  it('refuses invisible characters in one-line fields and names with no visible letter, keeps the joiners names need', async () => {
    const h = handler('contact', { RATE_LIMIT_MAX: '50', REFUSAL_MAX: '50' });
    for (const [over, error] of [
      [{ name: 'Jor\u200bdan' }, 'name: must not contain invisible characters'],
      [{ name: 'Jordan\u2060' + 'Rivera' }, 'name: must not contain invisible characters'],
      [{ subject: 'Hello\u{e0041}\u{e0042}' }, 'subject: must not contain invisible characters'],
      [{ subject: 'Hi \ufeffthere' }, 'subject: must not contain invisible characters'],
      [{ name: '\u3164' }, 'name: must contain a visible letter'],
      [{ name: '\u3164 \u3164' }, 'name: must contain a visible letter'],
    ] as const) {
      const r = await post(h, contact(over), '198.51.100.31');
      expect([over, r.status, await r.json()]).toEqual([over, 400, { error }]);
    }
    for (const name of [
      '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
      '\u0915\u094d\u200d\u0937\u093e',
    ]) {
      expect(
        (await post(h, contact({ name, subject: `Name ${name}` }), '198.51.100.32')).status,
      ).toBe(200);
    }
    // A long subject is cut by code point: no half of a pair reaches the email.
    // ("Website contact: " and 132 letters are 149 code points; the 150th is an emoji, two UTF-16 units.)
    expect(
      (
        await post(
          h,
          contact({ subject: 'a'.repeat(132) + '\u{1f600}'.repeat(34) }),
          '198.51.100.33',
        )
      ).status,
    ).toBe(200);
    const subject = resend.received.at(-1)!.body.subject;
    expect(subject.isWellFormed()).toBe(true);
    expect([...subject]).toHaveLength(150);
    expect(subject.endsWith('a\u{1f600}')).toBe(true);
  });

  it('stores no more in a day than the stated worst case, however many networks send rows at their largest', async () => {
    const over = {
      STORE_HOURLY_MAX: '6',
      STORE_DAILY_MAX: '6',
      SPAM_DAILY_MAX: '3',
      RESUME_MB_HOURLY_MAX: '2',
      RESUME_MB_DAILY_MAX: '2',
    };
    const h = handler('tech-refugee', over);
    const wide = '\u8a9e'; // three bytes in UTF-8, one UTF-16 unit: the costliest character per counted unit
    const largest = (i: number) =>
      registration({
        fullName: wide.repeat(199) + i,
        recentEmployer: wide.repeat(200),
        role: wide.repeat(200),
        careerGoal: wide.repeat(10_000),
        linkedinUrl: `https://example.com/${wide.repeat(2_000)}`,
        resumeBase64: oneMb,
        resumeFilename: 'cv.pdf',
      });
    const oneMb = await pdfBase64(1024 * 1024);
    const statuses: number[] = [];
    // Thirty networks, one row each, a third of them bots.
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (
          await post(
            h,
            { ...largest(i), ...(i % 3 === 0 ? { referralCode: 'bot' } : {}) },
            `10.${i}.0.1`,
          )
        ).status,
      );
    }
    const [{ rows, bytes }] = await db.query<{ rows: number; bytes: string }>(
      'select count(*)::int as rows, sum(pg_column_size(t.*))::bigint as bytes from tech_refugee_registrations t',
    );
    const worst = worstCaseDailyBytes('tech-refugee', ceilingsFromEnv(env(over)));
    expect(rows).toBe(worst.rows);
    expect(Number(bytes)).toBeLessThanOrEqual(worst.total);
    logs.push(`stored ${rows} rows, ${bytes} bytes; worst case ${worst.total}`);
    expect(statuses.filter((st) => st === 503).length).toBeGreaterThan(0);
  });

  it('states the worst case storage per day of the defaults in the manual', () => {
    const manual = readFileSync(
      path.join(__dirname, '..', 'docs', 'forms-and-functions.md'),
      'utf8',
    );
    // A table row's cells, however its columns are padded.
    const rows = manual
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    for (const kind of ['contact', 'tech-refugee', 'application', 'talent-request'] as const) {
      const worst = worstCaseDailyBytes(kind, ceilingsFromEnv({}));
      expect(rows).toContainEqual([
        FUNCTION_NAMES[kind],
        worst.rows.toLocaleString('en-US'),
        `${(worst.rowBytes / 1e6).toFixed(1)} MB`,
        `${(worst.resumeBytes / 1e6).toFixed(1)} MB`,
        `${(worst.total / 1e6).toFixed(1)} MB`,
      ]);
    }
  });

  it('stores spam without its resume bytes', async () => {
    const res = await post(handler('tech-refugee'), registration({ elapsedMs: 200 }));
    expect(res.status).toBe(200);
    const [row] = await db.query<{
      spam_reason: string;
      resume: Buffer | null;
      resume_size: number;
      resume_filename: string;
    }>('select spam_reason, resume, resume_size, resume_filename from tech_refugee_registrations');
    expect(row).toMatchObject({ spam_reason: 'too-fast', resume: null, resume_size: 0 });
  });

  it('shares the email cap fairly: one address cannot silence the inbox; what it is refused goes out in digests', async () => {
    const h = handler('contact', {
      EMAIL_HOURLY_CAP: '10',
      RATE_LIMIT_MAX: '30',
      ADDRESS_DAILY_MAX: '30',
      NETWORK_HOURLY_MAX: '40',
    });
    const subjects = () => resend.received.map((m) => m.body.subject);
    // One address sends 30 "people's" messages in half a minute.
    for (let i = 0; i < 30; i++) {
      expect((await post(h, contact({ subject: `Hog ${i}` }), '203.0.113.99')).status).toBe(200);
      now = new Date(now.getTime() + 1000);
    }
    // Its share is a tenth of the cap: one email; the rest wait, and the next drain sends them in the period's digest.
    expect(subjects()).toEqual(['Website contact: Hog 0']);
    await drainNow({ EMAIL_HOURLY_CAP: '10' });
    expect(subjects()).toEqual([
      'Website contact: Hog 0',
      'Website digest: 29 send-contact-email submissions waiting behind the email cap',
    ]);
    // Real leads from elsewhere still reach the inbox at once.
    for (let i = 0; i < 3; i++)
      await post(h, contact({ subject: `Lead ${i}` }), `198.51.100.${120 + i}`);
    expect(subjects().filter((s) => s.includes('Lead'))).toEqual([
      'Website contact: Lead 0',
      'Website contact: Lead 1',
      'Website contact: Lead 2',
    ]);
    // The digest carried the other 29, oldest first, newest last.
    const digest = resend.received.find((m) => m.body.subject.startsWith('Website digest'))!.body;
    const order = [...digest.text.matchAll(/Subject: (Hog \d+)/g)].map((m) => m[1]);
    expect(order).toEqual(Array.from({ length: 29 }, (_, i) => `Hog ${i + 1}`));
    expect(
      await db.query("select id from contact_submissions where email_status = 'deferred'"),
    ).toHaveLength(0);
  });

  it('buries no lead: past the email cap a genuine lead reaches the inbox in a digest within five minutes, and the digest says the cap was reached', async () => {
    const h = handler('contact', { EMAIL_HOURLY_CAP: '20', EMAIL_DIGEST_SECONDS: '240' });
    const flood = async (from: number) => {
      // Ten addresses, two plausible messages each.
      for (let a = from; a < from + 10; a++) {
        for (let m = 0; m < 2; m++) {
          expect(
            (await post(h, contact({ subject: `Plausible ${a}.${m}` }), `198.18.${a}.1`)).status,
          ).toBe(200);
          now = new Date(now.getTime() + 100);
        }
      }
    };
    await flood(0);
    expect(resend.received).toHaveLength(20);
    // The cap is full. A lead, then the flood goes on.
    const leadAt = now.getTime();
    expect((await post(h, contact({ subject: 'Real lead' }), '203.0.113.50')).status).toBe(200);
    await drainNow({ EMAIL_HOURLY_CAP: '20', EMAIL_DIGEST_SECONDS: '240' });
    let digests = resend.received.filter((m) => m.body.subject.startsWith('Website digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0].body.text).toContain('The hourly email cap (20) was reached at 10:00 UTC');
    expect(digests[0].body.text).toContain('Subject: Real lead');
    expect(digests[0].body.reply_to).toBe('Website <web@cascadia.example>');
    // A second lead, behind a new wave: it waits for the next period, at most four minutes.
    now = new Date(now.getTime() + 30_000);
    await flood(10);
    const secondAt = now.getTime();
    expect((await post(h, contact({ subject: 'Second lead' }), '203.0.113.51')).status).toBe(200);
    now = new Date(now.getTime() + 100);
    await flood(20);
    // Drains every minute: the period's digest went out, the next one goes when its period starts.
    let drains = 0;
    while (
      resend.received.filter((m) => m.body.subject.startsWith('Website digest')).length < 2 &&
      drains++ < 10
    ) {
      now = new Date(now.getTime() + 60_000);
      await drainNow({ EMAIL_HOURLY_CAP: '20', EMAIL_DIGEST_SECONDS: '240' });
    }
    expect(now.getTime() - secondAt).toBeLessThanOrEqual(5 * 60_000);
    digests = resend.received.filter((m) => m.body.subject.startsWith('Website digest'));
    expect(digests).toHaveLength(2);
    const second = digests[1].body.text;
    expect(second).toContain(
      "These emails waited behind the hourly email cap (20) or one address's share of it.",
    );
    const order = [...second.matchAll(/Subject: ([^\n]+)/g)].map((m) => m[1]);
    // Every deferred submission, newest last: the second lead sits between the waves, in order.
    expect(order).toHaveLength(41);
    expect(order.indexOf('Second lead')).toBe(20);
    expect(order.at(-1)).toBe('Plausible 29.1');
    expect(now.getTime() - leadAt).toBeLessThanOrEqual(5 * 60_000);
  });

  it('gives up on an email after MAX_EMAIL_ATTEMPTS failures, and outbox:retry leaves it alone', async () => {
    resend.failing = true;
    const res = await post(handler('contact', { MAX_EMAIL_ATTEMPTS: '3' }), contact());
    const { id } = (await res.json()) as { id: string };
    const mailer = createResendMailer({ apiKey: 'k', baseUrl: resend.url });
    const retryEnv = env({ MAX_EMAIL_ATTEMPTS: '3' });
    // Drains an hour apart: each failure's backoff (30 s, doubled per attempt) has passed.
    for (let i = 1; i <= 3; i++)
      await retryUnsent(
        { store, mailer, env: retryEnv },
        { now: new Date(now.getTime() + i * 3600_000) },
      );
    const [row] = await db.query<{ email_status: string; email_attempts: number }>(
      'select email_status, email_attempts from contact_submissions where id = $1',
      [id],
    );
    expect(row).toEqual({ email_status: 'gave-up', email_attempts: 3 });
    expect((await store.recent(5))[0]).toMatchObject({ emailStatus: 'gave-up' });
  });

  it('refuses control and bidi characters in one-line fields', async () => {
    for (const name of ['Evil\u202Etxt.exe', 'Bell\u0007', 'C1\u009bcontrol', 'Isolate\u2066x']) {
      const r = await post(handler('contact', { RATE_LIMIT_MAX: '100' }), contact({ name }));
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        error: 'name: must be a single line without control characters',
      });
    }
    expect(await count('contact_submissions')).toBe(0);
  });

  it('least privilege: the public API roles lose every grant Supabase gives them; the local bookkeeping is out of public', async () => {
    // As on a hosted project: the API roles exist and were granted everything in public.
    for (const role of ['anon', 'authenticated']) {
      await db.query(
        `do $$ begin if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role}; end if; end $$`,
      );
      await db.query(`grant all on all tables in schema public to ${role}`);
    }
    const migration = readFileSync(
      path.join(__dirname, '..', 'supabase/migrations/20261123000000_forms_abuse_round_two.sql'),
      'utf8',
    );
    await db.query(migration);
    const privileges = await db.query<{ role: string; t: string; any: boolean }>(
      `select r as role, t, has_table_privilege(r, t, 'select') or has_table_privilege(r, t, 'insert') or has_table_privilege(r, t, 'update')
         or has_table_privilege(r, t, 'delete') as any
       from unnest(array['anon', 'authenticated']) r,
            unnest(array['contact_submissions', 'tech_refugee_registrations', 'function_alerts', 'vitals_beacons', 'csp_reports', 'collector_hourly']) t`,
    );
    expect(privileges.filter((p) => p.any)).toEqual([]);
    expect(privileges).toHaveLength(12);
    const [where] = await db.query<{ public_table: string | null; local_table: string | null }>(
      "select to_regclass('public.local_schema_migrations')::text as public_table, to_regclass('local_ops.schema_migrations')::text as local_table",
    );
    expect(where).toEqual({ public_table: null, local_table: 'local_ops.schema_migrations' });
    // The ops scripts migrate only a database on this machine.
    expect(
      ['postgres://u@127.0.0.1:5432/db', 'postgres://localhost/db', 'postgres://[::1]:5432/db'].map(
        isLoopbackUrl,
      ),
    ).toEqual([true, true, true]);
    expect(
      ['postgres://u@db.abcd.supabase.co:5432/postgres', 'postgres://10.0.0.5/db', 'not a url'].map(
        isLoopbackUrl,
      ),
    ).toEqual([false, false, false]);
  });

  it('answers 503 "nothing was kept" when storing fails (the transaction rolled back), logged with the request id', async () => {
    const broken: SubmissionStore = {
      ...store,
      accept: () => Promise.reject(new Error('connection reset')),
    };
    const h = createFormHandler({
      kind: 'contact',
      store: broken,
      env: env(),
      mailer: { send: async () => ({}) },
      log,
    });
    const res = await post(h, contact());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      error:
        'server: the form could not take the submission right now (nothing was kept); try again',
    });
    expect(await count('contact_submissions')).toBe(0);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(logs.join('\n')).toContain(requestId!);
    expect(logs.join('\n')).toContain('connection reset');
  });

  it('lists recent submissions with their email status', async () => {
    await post(handler('contact'), contact());
    now = new Date(now.getTime() + 1000);
    resend.failing = true;
    await post(handler('tech-refugee'), registration());
    const recent = await store.recent(10);
    expect(recent.map((r) => [r.kind, r.name, r.emailStatus])).toEqual([
      ['tech-refugee', 'Morgan Lee', 'failed'],
      ['contact', 'Jordan Rivera', 'sent'],
    ]);
  });
});
