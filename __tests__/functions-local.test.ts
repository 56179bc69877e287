/** @jest-environment node */
/**
 * The local path as `npm start` runs it: the functions served by scripts/local/local-functions.ts over
 * PGlite (a fresh data folder), emailing through a local stand-in for Resend's API; then
 * `outbox:retry` on the same folder. Runs in child processes (tsx), as the local server does.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startResendStandIn, type ResendStandIn } from '@/scripts/test/resend-stand-in';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
/** A real resume, written by LibreOffice Writer. */
const PDF = readFileSync(path.join(__dirname, 'fixtures/resumes/resume.pdf'));
const PAGE_ORIGIN = 'http://127.0.0.1:4999';

let resend: ResendStandIn;
let dir: string;
/** The open roles the alert run reads (an empty build), and how often a run asked for them. */
let roles: Server;
let rolesAsked = 0;
let child: ChildProcess | null = null;
let base = '';

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    LOCAL_DATA_DIR: path.join(dir, 'data'),
    LOCAL_OUTBOX_DIR: path.join(dir, 'outbox'),
    LOCAL_INSPECT: '1',
    RATE_LIMIT_MAX: '3',
    RESEND_API_KEY: 're_local_test',
    RESEND_API_URL: resend.url,
    MAIL_TO: 'talent@cascadia.example',
    // A failed email is due again a second later (30 s by default), so outbox:retry sends it.
    OUTBOX_BACKOFF_SECONDS: '1',
    DATABASE_URL: '',
    // The pages these functions serve live on another origin (as with NEXT_PUBLIC_SUPABASE_URL).
    SITE_ORIGINS: PAGE_ORIGIN,
    JOB_ALERTS_ROLES_URL: `http://127.0.0.1:${(roles.address() as AddressInfo).port}/jobs/open-roles.json`,
    // As `npm start` runs by default: no key given, so the server makes its own.
    SUPABASE_SERVICE_ROLE_KEY: '',
  };
}

async function startFunctions(): Promise<void> {
  const proc = spawn(tsx, ['scripts/local/local-functions.ts'], {
    cwd: root,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`local functions did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on port (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}/functions/v1`);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    proc.on('exit', (code) => reject(new Error(`local functions exited (${code}):\n${output}`)));
  });
}

async function stopFunctions(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    proc.on('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

beforeAll(async () => {
  resend = await startResendStandIn();
  roles = createServer((_req, res) => {
    rolesAsked++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ version: 1, site: PAGE_ORIGIN, today: '2026-01-01', roles: [] }));
  });
  await new Promise<void>((resolve) => roles.listen(0, '127.0.0.1', resolve));
  dir = mkdtempSync(path.join(tmpdir(), 'cts-local-'));
  await startFunctions();
});

afterAll(async () => {
  await stopFunctions();
  await resend?.close();
  await new Promise((resolve) => roles?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Posts as the site's forms do: the payload plus the bot signals of a person (empty honeypot, 9 s). */
const post = (name: string, body: object) =>
  fetch(`${base}/${name}`, {
    method: 'POST',
    headers: { origin: PAGE_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, referralCode: '', elapsedMs: 9000 }),
  });

type Summary = {
  id: string;
  kind: string;
  name: string;
  emailStatus: string;
  emailError: string | null;
  emailAttempts: number;
};
const stored = async (): Promise<Summary[]> =>
  (await (await fetch(`${base}/_local/submissions`)).json()) as Summary[];

const registration = {
  fullName: 'Avery Quinn',
  email: 'avery@example.com',
  linkedinUrl: '',
  recentEmployer: 'Contoso Analytics',
  role: 'Data Scientist',
  // copy-literals: the registration's choices are the rules' (core/rules.ts), not content/
  primarySkills: ['Data Science', 'AI / ML Engineering'],
  preferredWorkType: ['Hybrid'],
  careerGoal: 'Applied ML for public health.',
  resumeBase64: PDF.toString('base64'),
  resumeFilename: 'avery-quinn.pdf',
};

it('stores a contact message in PGlite and emails it; a duplicate is stored once', async () => {
  const body = {
    name: 'Sam Ortiz',
    email: 'sam@example.com',
    subject: 'Local check',
    message: 'Hello from the local path.',
  };
  const first = await post('send-contact-email', body);
  expect(first.status).toBe(200);
  const { id } = (await first.json()) as { id: string };
  const again = await post('send-contact-email', body);
  expect(((await again.json()) as { id: string }).id).toBe(id);
  const rows = (await stored()).filter((r) => r.kind === 'contact');
  expect(rows).toEqual([
    expect.objectContaining({ id, name: 'Sam Ortiz', emailStatus: 'sent', emailAttempts: 1 }),
  ]);
  expect(resend.received.map((m) => m.body.subject)).toEqual(['Website contact: Local check']);
});

it('stores a registration with its resume and sends the same bytes as attachment', async () => {
  const res = await post('send-tech-refugee-form', registration);
  expect(res.status).toBe(200);
  const mail = resend.received.at(-1)!;
  expect(mail.body.attachments).toHaveLength(1);
  expect(mail.body.attachments[0].filename).toBe('avery-quinn.pdf');
  expect(Buffer.from(mail.body.attachments[0].content, 'base64').equals(PDF)).toBe(true);
});

it('serves submit-application with the same handler: stored, the recruiters and the applicant mailed', async () => {
  // No Zoho settings and no site serving /jobs/open-roles.json here: the application is stored and
  // mailed only, and a role that cannot be looked up is not reported closed.
  const res = await post('submit-application', {
    jobSlug: 'senior-cloud-engineer',
    fullName: 'Jamie Applicant',
    email: 'jamie@example.com',
    phone: '',
    linkedinUrl: '',
    note: 'Local check.',
    resumeBase64: PDF.toString('base64'),
    resumeFilename: 'jamie.pdf',
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, roleOpen: true });
  expect((await stored()).filter((r) => r.kind === 'application')).toEqual([
    expect.objectContaining({ name: 'Jamie Applicant', emailStatus: 'sent' }),
  ]);
  const recruiters = resend.received.find((m) =>
    m.body.subject.startsWith('Job application: Jamie Applicant'),
  )!;
  expect(Buffer.from(recruiters.body.attachments[0].content, 'base64').equals(PDF)).toBe(true);
  expect(recruiters.body.text).toContain(`${PAGE_ORIGIN}/jobs/senior-cloud-engineer`);
  const confirmation = resend.received.find((m) => m.body.to.includes('jamie@example.com'))!;
  // A role the site does not list is not named to the typed address: its slug is what was sent.
  for (const typed of ['senior-cloud-engineer', 'Jamie', 'Local check', 'jamie.pdf'])
    expect(`${confirmation.body.subject}\n${confirmation.body.text}`).not.toContain(typed);
});

/** The key the local scheduled functions answer to, where the local server keeps the one it made. */
const localKey = () => readFileSync(path.join(dir, 'data.service-role-key'), 'utf8').trim();

it('runs the alert run and the drain only for the service role key, as pg_cron sends it, never for a page', async () => {
  const call = (name: string, headers: Record<string, string>, method = 'POST') =>
    fetch(`${base}/${name}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
  const asked = rolesAsked;
  for (const name of ['job-alerts-send', 'outbox-drain']) {
    // Another site's page: a simple request (text/plain, no preflight) that a browser sends as is.
    const page = await call(name, { origin: 'https://evil.example', 'content-type': 'text/plain' });
    expect([name, page.status, await page.json()]).toEqual([
      name,
      403,
      { error: expect.stringMatching(/^origin: /) },
    ]);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    // Even with the key, a page's call is refused: the schedule sends no Origin.
    const keyed = await call(name, {
      origin: 'https://evil.example',
      authorization: `Bearer ${localKey()}`,
    });
    expect([name, keyed.status]).toEqual([name, 403]);
    const preflight = await call(
      name,
      {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
      'OPTIONS',
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const authorization of [undefined, 'Bearer not-the-key', `Bearer ${localKey()}x`]) {
      const refused = await call(name, {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      });
      expect([name, authorization, refused.status, await refused.json()]).toEqual([
        name,
        authorization,
        401,
        { error: 'authorization: must be the service role key' },
      ]);
    }
  }
  expect(rolesAsked).toBe(asked);
  // As pg_cron sends it (supabase/migrations): POST, JSON, the service role key as a bearer token.
  const scheduled = { 'content-type': 'application/json', authorization: `Bearer ${localKey()}` };
  const run = await call('job-alerts-send', scheduled);
  expect([run.status, await run.json()]).toEqual([
    200,
    expect.objectContaining({ ok: true, rolesSeen: 0, complete: true }),
  ]);
  expect(rolesAsked).toBe(asked + 1);
  const drained = await call('outbox-drain', scheduled);
  expect([drained.status, await drained.json()]).toEqual([
    200,
    expect.objectContaining({ ok: true, sent: expect.any(Number), failed: expect.any(Number) }),
  ]);
  // The key the server made is a service role JWT, as the platform's is, and only its owner reads it.
  expect(statSync(path.join(dir, 'data.service-role-key')).mode & 0o077).toBe(0);
  const [, claims] = localKey().split('.');
  expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
    role: 'service_role',
  });
});

it('npm run alerts:send sends the key and prints the run', async () => {
  const asked = rolesAsked;
  const { stdout } = await promisify(execFile)(tsx, ['scripts/ops/alerts-send.ts'], {
    cwd: root,
    env: { ...env(), PORT: new URL(base).port },
    encoding: 'utf8',
  });
  expect(stdout).toContain(`Job alert run at ${base}/job-alerts-send`);
  expect(stdout).toMatch(/roles seen 0, new 0/);
  expect(rolesAsked).toBe(asked + 1);
});

/** Raw bytes to the functions' server on a fresh connection; what came back once it closed. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
    socket.write(request);
  });
}

it('answers 400 to a Host or request target it cannot parse, never a stack trace', async () => {
  const contact = '/functions/v1/send-contact-email';
  const cases = [
    `POST ${contact} HTTP/1.1\r\nHost: [::::]\r\nContent-Length: 2\r\n\r\n{}`,
    `POST ${contact} HTTP/1.1\r\nHost: [1.2]\r\nContent-Length: 2\r\n\r\n{}`,
    `GET ${contact}?health HTTP/1.1\r\nHost: [::::]\r\n\r\n`,
    `POST http://[::::]${contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}`,
    `POST http://user@127.0.0.1${contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}`,
    `GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    `GET functions/v1/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  ];
  for (const request of cases) {
    const reply = await raw(request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
    const line = request.split('\r\n').slice(0, 2).join(' / ');
    expect([line, reply.split('\r\n')[0]]).toEqual([line, 'HTTP/1.1 400 Bad Request']);
    // copy-literals: the words of a leaked stack trace (an Error's name), not the copy.
    expect([line, reply]).not.toEqual([
      line,
      expect.stringMatching(/ at |\/work\/|node_modules|Error/),
    ]);
  }
  // An absolute-form target that parses is the request its path names (RFC 9112 §3.2.2).
  const absolute = await raw(
    `GET http://127.0.0.1:${new URL(base).port}${contact}?health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
  );
  const direct = await raw(
    `GET ${contact}?health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
  );
  expect(absolute.split('\r\n')[0]).toBe(direct.split('\r\n')[0]);
  expect(absolute.split('\r\n\r\n')[1]).toBe(direct.split('\r\n\r\n')[1]);
});

it('refuses a burst past the configured limit with 429 and Retry-After', async () => {
  // RATE_LIMIT_MAX=3 for this server: one contact message is stored already.
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 4; i++) {
    const res = await post('send-contact-email', {
      name: 'Burst',
      email: 'b@example.com',
      subject: `Burst ${i}`,
      message: 'x',
    });
    statuses.push(res.status);
    if (res.status === 429) retryAfter = res.headers.get('retry-after');
  }
  expect(statuses).toEqual([200, 200, 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(500);
});

it('keeps a registration whose email failed, and outbox:retry (the drain, once) sends it', async () => {
  resend.failing = true;
  const res = await post('send-tech-refugee-form', {
    ...registration,
    fullName: 'Blake Rowe',
    email: 'blake@example.com',
  });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  expect((await stored()).find((r) => r.id === id)).toMatchObject({
    emailStatus: 'failed',
    emailAttempts: 1,
  });

  // PGlite's folder belongs to one process at a time: stop the server, retry, start it again.
  await stopFunctions();
  resend.failing = false;
  // Counted by what they are about: other emails of earlier tests (an alert sent after its
  // answer) may still arrive meanwhile.
  const aboutBlake = () => resend.received.filter((m) => m.body.subject.includes('Blake Rowe'));
  expect(aboutBlake()).toHaveLength(0);
  // Asynchronously: the stand-in for Resend answers from this process.
  const retry = await promisify(execFile)(tsx, ['scripts/ops/outbox-retry.ts'], {
    cwd: root,
    env: env(),
    encoding: 'utf8',
  });
  expect(retry.stdout).toContain('1 sent, 0 failed');
  expect(aboutBlake()).toHaveLength(1);

  await startFunctions();
  expect((await stored()).find((r) => r.id === id)).toMatchObject({
    emailStatus: 'sent',
    emailAttempts: 2,
    emailError: null,
  });
});

it('submissions:purge and submissions:forget work on the PGlite folder, and the scheduling migration applied there', async () => {
  await stopFunctions();
  const run = (args: string[], extra: Record<string, string> = {}) =>
    promisify(execFile)(tsx, args, { cwd: root, env: { ...env(), ...extra }, encoding: 'utf8' });
  // Rows past and within the retention periods, written straight into the folder.
  const seed = `
    import { applyMigrations, openPglite } from './scripts/local/local-functions';
    (async () => {
      const db = await openPglite(process.env.LOCAL_DATA_DIR);
      await applyMigrations(db);
      const contact = "insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash) values (now() - $1::interval, 'Old', 'old@example.com', $2, 'x', '127.0.0.1', $2)";
      await db.query(contact, ['2 years 1 day', 'expired contact']);
      await db.query(contact, ['2 years -1 day', 'kept contact']);
      const registration = "insert into tech_refugee_registrations (created_at, full_name, email, recent_employer, role, primary_skills, preferred_work_type, career_goal, client_ip, payload_hash) values (now() - $1::interval, 'Old', 'old@example.com', 'X', $2, '{Data Science}', '{Remote}', 'y', '127.0.0.1', $2)";
      await db.query(registration, ['3 years 1 day', 'expired registration']);
      await db.query(registration, ['3 years -1 day', 'kept registration']);
      const request = "insert into talent_requests (created_at, company, full_name, email, role_title, headcount, engagement, workplace, location, skills, description, client_ip, payload_hash) values (now() - $1::interval, $2, 'Old', 'old@example.com', 'Engineer', 1, 'contract', 'remote', 'US', 'Go', 'Build.', '127.0.0.1', $2)";
      await db.query(request, ['2 years 1 day', 'expired request']);
      await db.query(request, ['2 years -1 day', 'kept request']);
      const join = "insert into talent_network_joins (created_at, full_name, email, role, primary_skills, years, workplaces, engagements, availability, work_authorization, client_ip, payload_hash) values (now() - $1::interval, 'Old', 'old@example.com', 'Engineer', '{Data Science}', 3, '{remote}', '{contract}', 'now', 'authorized', '127.0.0.1', $2)";
      await db.query(join, ['3 years 1 day', 'expired join']);
      await db.query(join, ['3 years -1 day', 'kept join']);
      const alert = "insert into alert_subscribers (email, state, confirmed_at) values ($1, 'confirmed', now())";
      await db.query(alert, ['Avery@Example.com']);
      await db.query(alert, ['sam@example.com']);
      const [{ id }] = await db.query("select id from alert_subscribers where email = 'Avery@Example.com'");
      await db.query("insert into alert_sent (subscriber_id, role_id) values ($1, 'a-role')", [id]);
      const [{ result }] = await db.query("select public.schedule_submission_purge() as result");
      console.log(result);
      await db.close();
    })();`;
  const seeded = await run(['-e', seed]);
  expect(seeded.stdout).toMatch(/^not scheduled: pg_cron is not available here/m);

  const purge = await run(['scripts/ops/submissions-purge.ts']);
  // copy-literals: the purge script's own report (scripts/ops/submissions-purge.ts), not content.
  expect(purge.stdout).toContain(
    '1 contact message(s) and 1 request(s) for talent older than 2 years, 1 Tech Refugee registration(s), 0 application(s) and 1 talent network join(s) older than 3 years',
  );
  expect((await run(['scripts/ops/submissions-purge.ts'])).stdout).toContain(
    '0 contact message(s) and 0 request(s) for talent older than 2 years, 0 Tech Refugee registration(s)',
  );

  // The local outbox holds copies of the emails: the visitor's go too, no one else's.
  const outbox = path.join(dir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  writeFileSync(
    path.join(outbox, 'a.json'),
    JSON.stringify({
      replyTo: 'Avery@example.com',
      subject: 'Tech Refugee registration: Avery Quinn',
    }),
  );
  writeFileSync(
    path.join(outbox, 'b.json'),
    JSON.stringify({ replyTo: 'sam@example.com', subject: 'Website contact: Local check' }),
  );
  const forget = await run(['scripts/ops/submissions-forget.ts', 'AVERY@example.com'], {
    RESEND_API_KEY: '',
  });
  expect(forget.stdout).toContain('Removed 1 submission(s) held for avery@example.com');
  expect(forget.stdout).toMatch(
    /tech-refugee +\S+ +\S+ +Avery Quinn +"Data Scientist \(Contoso Analytics\)", resume avery-quinn\.pdf/,
  );
  expect(forget.stdout).toContain('Removed 1 job alert subscription(s) held for avery@example.com');
  expect(forget.stdout).toMatch(/job alert +\S+ +\S+ +confirmed/);
  expect(forget.stdout).toContain('Removed 1 email(s) from the local outbox: a.json');
  expect(readdirSync(outbox)).toEqual(['b.json']);
  expect(
    (await run(['scripts/ops/submissions-forget.ts', 'avery@example.com'], { RESEND_API_KEY: '' }))
      .stdout,
  ).toContain('Removed 0 submission(s)');
  const left = `
    import { openPglite } from './scripts/local/local-functions';
    (async () => {
      const db = await openPglite(process.env.LOCAL_DATA_DIR);
      console.log(JSON.stringify({
        subscribers: await db.query('select lower(email) as email from alert_subscribers order by 1'),
        sent: await db.query('select count(*)::int as n from alert_sent'),
      }));
      await db.close();
    })();`;
  expect(JSON.parse((await run(['-e', left])).stdout)).toEqual({
    subscribers: [{ email: 'sam@example.com' }],
    sent: [{ n: 0 }],
  });
  await expect(run(['scripts/ops/submissions-forget.ts', 'not an address'])).rejects.toMatchObject({
    code: 2,
  });

  const report = await run(['scripts/ops/submissions.ts', '50']);
  expect(report.stdout).toContain('kept contact');
  expect(report.stdout).not.toContain('expired contact');
  expect(report.stdout).not.toContain('Avery Quinn');
});
