/**
 * The two functions' request handling, as a factory over its dependencies (store, mailer,
 * environment, clock). Web-standard Request/Response only: Deno.serve runs it in production, the
 * local Node server and the tests run the very same code.
 */
import { networkKey } from './client-ip.ts';
import { composeDigest, composeEmail, type Mailer, type MailSettings } from './email.ts';
import { createRateLimiter } from './memory-limiter.ts';
import { inspectResume } from './resume-check.ts';
import {
  decodeBase64Strict,
  describeError,
  INVALID_FILE_TYPE,
  LIMITS,
  MAX_TURNSTILE_TOKEN,
  PRIMARY_SKILLS,
  validateBotSignals,
  validateContact,
  validateRegistration,
  WORK_TYPES,
  type BotSignalFields,
  type FieldError,
} from './rules.ts';
import {
  judgeCapacity,
  type Ceilings,
  type EmailCap,
  type FormKind,
  type LimitScope,
  type Limits,
  type SpamReason,
  type StoredSubmission,
  type SubmissionStore,
  type WaitingSubmission,
} from './store.ts';
import { turnstileFromEnv, type TurnstileVerifier } from './turnstile.ts';

export const FUNCTION_NAMES: Record<FormKind, string> = {
  contact: 'send-contact-email',
  registration: 'send-tech-refugee-form',
};

/** The headers supabase-js sends with functions.invoke. */
export const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

export type Env = Record<string, string | undefined>;

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

export type HandlerDeps = {
  kind: FormKind;
  store: SubmissionStore;
  mailer: Mailer;
  env: Env;
  clock?: () => Date;
  log?: Logger;
  /** Runs `task` after `ms` (the digest's next period); default a timer kept alive by the platform. */
  schedule?: (ms: number, task: () => Promise<void>) => void;
};

/** Who is asking: the address the handler rate-limits on. */
export type RequestContext = { ip: string };

export type FormHandler = (request: Request, context: RequestContext) => Promise<Response>;

/** A setting read from the environment: a positive number, or the fallback. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** A setting that may be fractional (megabytes): a positive number, or the fallback. */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function limitsFromEnv(env: Env): Limits {
  return {
    rateMax: positiveInt(env.RATE_LIMIT_MAX, 5),
    rateWindowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 600),
    dedupeSeconds: positiveInt(env.DEDUPE_WINDOW_SECONDS, 60),
    refusalMax: positiveInt(env.REFUSAL_MAX, 20),
  };
}

const MB = 1024 * 1024;

/**
 * What one function stores (docs/forms-and-functions.md states the worst case a day). People's
 * text submissions: ADDRESS_DAILY_MAX (20) a day per address besides RATE_LIMIT_MAX per window,
 * NETWORK_HOURLY_MAX (20) / NETWORK_DAILY_MAX (60) per IPv4 /24 or IPv6 /48, and a global valve
 * STORE_HOURLY_MAX (500) / STORE_DAILY_MAX (2,000) that only dozens of networks together reach.
 * Spam: SPAM_DAILY_MAX (500) stored a day, the rest answered alike and dropped. Resumes:
 * RESUME_MB_ADDRESS_DAILY (5) per address, RESUME_MB_NETWORK_DAILY (15) per network,
 * RESUME_MB_HOURLY_MAX (400) / RESUME_MB_DAILY_MAX (500) for everyone; past one the registration
 * is stored without its file.
 */
export function ceilingsFromEnv(env: Env): Ceilings {
  return {
    addressDaily: positiveInt(env.ADDRESS_DAILY_MAX, 20),
    networkHourly: positiveInt(env.NETWORK_HOURLY_MAX, 20),
    networkDaily: positiveInt(env.NETWORK_DAILY_MAX, 60),
    hourlySubmissions: positiveInt(env.STORE_HOURLY_MAX, 500),
    dailySubmissions: positiveInt(env.STORE_DAILY_MAX, 2_000),
    dailySpam: positiveInt(env.SPAM_DAILY_MAX, 500),
    addressResumeBytes: Math.round(positiveNumber(env.RESUME_MB_ADDRESS_DAILY, 5) * MB),
    networkResumeBytes: Math.round(positiveNumber(env.RESUME_MB_NETWORK_DAILY, 15) * MB),
    hourlyResumeBytes: Math.round(positiveNumber(env.RESUME_MB_HOURLY_MAX, 400) * MB),
    dailyResumeBytes: Math.round(positiveNumber(env.RESUME_MB_DAILY_MAX, 500) * MB),
  };
}

/**
 * The most one row can take, in bytes: every text field at its length limit in characters that
 * take three bytes in UTF-8 (the most a UTF-16 unit can cost), the email in ASCII, a Turnstile
 * token kept while unverified, and 512 bytes for the rest (ids, times, addresses, hash, status).
 */
export function maxRowBytes(kind: FormKind): number {
  const rest = 512 + MAX_TURNSTILE_TOKEN + LIMITS.email;
  if (kind === 'contact') return rest + 3 * (2 * LIMITS.shortText + LIMITS.longText);
  // Name, employer and role; the goal; the LinkedIn URL; the file's name and type; the two lists of options.
  const lists = [...PRIMARY_SKILLS, ...WORK_TYPES].join('|').length;
  return rest + 3 * (3 * LIMITS.shortText + LIMITS.longText + LIMITS.url + LIMITS.filename) + 100 + lists;
}

/**
 * The most a function can store in a day with these ceilings, whatever the number of senders:
 * people's rows up to the daily valve, spam up to its own ceiling, each at its largest, and the
 * day's resume bytes (docs/forms-and-functions.md states it for the defaults).
 */
export function worstCaseDailyBytes(kind: FormKind, ceilings: Ceilings): { rows: number; rowBytes: number; resumeBytes: number; total: number } {
  const rows = ceilings.dailySubmissions + ceilings.dailySpam;
  const rowBytes = rows * maxRowBytes(kind);
  const resumeBytes = kind === 'registration' ? ceilings.dailyResumeBytes : 0;
  return { rows, rowBytes, resumeBytes, total: rowBytes + resumeBytes };
}

/**
 * Seconds between two digests of the emails waiting behind the cap (EMAIL_DIGEST_SECONDS, default
 * 120): short enough that the timer waiting for the next period fits in an Edge Function worker's
 * wall clock (150 s on Supabase's free plan, 400 s on paid plans).
 */
export function digestSeconds(env: Env): number {
  return positiveInt(env.EMAIL_DIGEST_SECONDS, 120);
}

/** Submissions one digest lists at most (the newest; older ones wait for the next). */
export const DIGEST_MAX_ITEMS = 200;

/**
 * Notification emails per function per hour (EMAIL_HOURLY_CAP, default 20) and the share one
 * address may take of them (EMAIL_PER_ADDRESS_HOURLY, default a tenth of the cap, at least 1):
 * a sender cannot fill the cap and silence the inbox for everyone else.
 */
export function emailCapFromEnv(env: Env): EmailCap {
  const hourly = positiveInt(env.EMAIL_HOURLY_CAP, 20);
  return { hourly, perAddress: Math.min(hourly, positiveInt(env.EMAIL_PER_ADDRESS_HOURLY, Math.max(1, Math.floor(hourly / 10)))) };
}

/** Sends of one email before it is marked 'gave-up' (MAX_EMAIL_ATTEMPTS, default 5). */
export function maxEmailAttempts(env: Env): number {
  return positiveInt(env.MAX_EMAIL_ATTEMPTS, 5);
}

/** The least time from page load to submit a person takes (MIN_SUBMIT_MS, default 3 s). */
export function minSubmitMs(env: Env): number {
  const n = Number(env.MIN_SUBMIT_MS);
  return env.MIN_SUBMIT_MS !== undefined && env.MIN_SUBMIT_MS !== '' && Number.isFinite(n) && n >= 0 ? n : 3000;
}

/**
 * Whether the bot signals beside a payload say "script": the honeypot filled, no elapsed time
 * (the site's forms always send it; a direct API caller that leaves it out is stored as spam,
 * not refused) or less time than a person needs. Null for a person.
 */
export function judgeSignals(signals: BotSignalFields, minMs: number): SpamReason | null {
  if ((signals.referralCode ?? '').trim() !== '') return 'honeypot';
  if (signals.elapsedMs === undefined) return 'no-timing';
  if (signals.elapsedMs < minMs) return 'too-fast';
  return null;
}

export function mailSettingsFromEnv(env: Env): MailSettings {
  return {
    from: env.MAIL_FROM || 'Cascadia Tech Staffing website <website@cascadiatechstaffing.example>',
    to: (env.MAIL_TO || 'hello@cascadiatechstaffing.example')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/**
 * The site's origins (SITE_ORIGINS, comma-separated, e.g. `https://www.example.com`): the only
 * pages whose requests the functions take. Required when deployed: with none set, every form
 * submission is refused. `*` is not honoured.
 */
export function siteOrigins(env: Env): string[] {
  return (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => s !== '' && s !== '*');
}

/** Whether a request comes from one of the site's pages, by its Origin header (browsers set it; pages cannot). */
export function fromSiteOrigin(request: Request, env: Env): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && siteOrigins(env).includes(origin);
}

/** CORS for the site's own origins only: another page's script gets no readable answer. */
export function corsHeaders(request: Request, env: Env): Record<string, string> {
  const base = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
  const origin = request.headers.get('origin');
  return origin && fromSiteOrigin(request, env) ? { ...base, 'access-control-allow-origin': origin } : base;
}

/** Whether a content type is JSON (`application/json`, any parameters). */
export function isJsonContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

export class TooLarge extends Error {}

/** Reads the body as text, refusing (before buffering it whole) anything over `max` bytes. */
export async function readBounded(request: Request, max: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}

/** How deep and how wide a JSON body may be: the forms' payloads are two levels and a few dozen values. */
export const JSON_BOUNDS = { depth: 5, values: 200 } as const;

export class TooComplex extends Error {}

/**
 * JSON.parse behind a single pass over the text that counts nesting and values outside strings:
 * a body nested too deep or holding too many values is refused in milliseconds, before the
 * parser builds anything.
 */
export function parseBoundedJson(text: string, bounds: { depth: number; values: number } = JSON_BOUNDS): unknown {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > bounds.depth) throw new TooComplex(`nested deeper than ${bounds.depth} levels`);
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && ++values > bounds.values) throw new TooComplex(`more than ${bounds.values} values`);
  }
  return JSON.parse(text);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a stored submission's email and records the outcome on its row, within the function's
 * hourly email cap and the sender's share of it (past either the email is 'deferred': the next
 * digest carries it, or a later request or outbox:retry sends it). Reaching the function's cap
 * is recorded once per hour, for the next digest to say so. Never throws.
 */
export async function deliver(
  submission: StoredSubmission & { ip: string },
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: Omit<HandlerDeps, 'kind'>,
  requestId?: string,
): Promise<'sent' | 'failed' | 'deferred'> {
  try {
    const now = clock();
    const claim = await store.claimEmail(submission.kind, submission.id, submission.ip, now, emailCapFromEnv(env));
    if (claim !== 'claimed') {
      if (claim === 'cap' && (await store.recordAlert(submission.kind, 'email-cap', hourStart(now), now))) {
        log.error('the hourly email cap is reached; waiting emails go out in digests', { requestId, kind: submission.kind });
      }
      log.info('email cap reached (for the function or for this address); the email waits for the digest', { requestId, kind: submission.kind, id: submission.id });
      return 'deferred';
    }
    const result = await mailer.send(composeEmail(submission, mailSettingsFromEnv(env)));
    await store.recordEmail(submission.kind, submission.id, { status: 'sent', providerId: result.id, at: clock() });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('email failed; the submission is kept and retried', { requestId, kind: submission.kind, id: submission.id, reason });
    try {
      await store.recordEmail(submission.kind, submission.id, { status: 'failed', error: reason, at: clock(), maxAttempts: maxEmailAttempts(env) });
    } catch (recordError) {
      log.error('could not record the email failure', { requestId, id: submission.id, reason: String(recordError) });
    }
    return 'failed';
  }
}

function hourStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/**
 * Sends one digest of every email waiting behind the cap (newest last) if none went out in the
 * current digest period (EMAIL_DIGEST_SECONDS, counted across instances through function_alerts).
 * Returns what happened, and when the next period starts.
 */
export async function sendDigestIfDue(
  kind: FormKind,
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: Omit<HandlerDeps, 'kind'>,
): Promise<{ sent: number; nextAt: Date; waiting: number }> {
  const now = clock();
  const periodMs = digestSeconds(env) * 1000;
  const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  const nextAt = new Date(periodStart.getTime() + periodMs);
  const last = await store.lastAlert(kind, 'digest');
  if (last && last >= periodStart) return { sent: 0, nextAt, waiting: -1 };
  const { items, total } = await store.deferred(kind, DIGEST_MAX_ITEMS);
  if (items.length === 0) return { sent: 0, nextAt, waiting: 0 };
  if (!(await store.recordAlert(kind, 'digest', periodStart, now))) return { sent: 0, nextAt, waiting: total };
  const capAt = await store.lastAlert(kind, 'email-cap');
  const email = composeDigest(FUNCTION_NAMES[kind], items, {
    settings: mailSettingsFromEnv(env),
    capReachedAt: capAt && (!last || capAt > last) ? capAt : null,
    cap: emailCapFromEnv(env).hourly,
    more: total - items.length,
  });
  try {
    const result = await mailer.send(email);
    await store.recordDigest(kind, items.map((i) => i.id), result.id, clock());
    log.info('digest sent', { kind, submissions: items.length });
    return { sent: items.length, nextAt, waiting: total - items.length };
  } catch (error) {
    log.error('digest failed; the emails keep waiting for the next one', { kind, reason: error instanceof Error ? error.message : String(error) });
    return { sent: 0, nextAt, waiting: total };
  }
}

/** A timer the platform keeps running past the answer (Supabase's EdgeRuntime.waitUntil), unref'd in Node. */
function defaultSchedule(ms: number, task: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(() => void task().finally(resolve), ms);
    (timer as unknown as { unref?: () => void }).unref?.();
  });
  (globalThis as { EdgeRuntime?: { waitUntil?(p: Promise<unknown>): void } }).EdgeRuntime?.waitUntil?.(done);
}

export type RetryReport = { sent: number; failed: number; deferred: number; verified: number; spam: number; unverified: number; ids: string[] };

/**
 * Sends what waits (failed, deferred, unverified, pending after a minute), newest first, within
 * the caps: called after each accepted request (a few at a time) and by `npm run outbox:retry`.
 * An 'unverified' submission is first checked with siteverify again: passed → sent, failed →
 * spam, still unavailable → left as it is.
 */
export async function retryWaiting(
  deps: Omit<HandlerDeps, 'kind'> & { turnstile?: TurnstileVerifier | null },
  { limit, kind, now = (deps.clock ?? (() => new Date()))() }: { limit: number; kind?: FormKind; now?: Date },
): Promise<RetryReport> {
  const report: RetryReport = { sent: 0, failed: 0, deferred: 0, verified: 0, spam: 0, unverified: 0, ids: [] };
  const waiting: WaitingSubmission[] = await deps.store.unsent(new Date(now.getTime() - 60_000), limit, kind);
  for (const submission of waiting) {
    if (submission.emailStatus === 'unverified') {
      const verdict = deps.turnstile
        ? await deps.turnstile({ token: submission.turnstileToken ?? undefined, remoteip: submission.ip, action: submission.kind })
        : ({ result: 'unavailable', reason: 'Turnstile is not configured here' } as const);
      if (verdict.result === 'passed' || verdict.result === 'failed') {
        await deps.store.settleVerification(submission.kind, submission.id, verdict.result);
        if (verdict.result === 'failed') {
          report.spam += 1;
          continue;
        }
        report.verified += 1;
      } else {
        report.unverified += 1;
        continue;
      }
    }
    const outcome = await deliver(submission, deps);
    report[outcome] += 1;
    if (outcome !== 'deferred') report.ids.push(submission.id);
  }
  return report;
}

/** How many waiting emails each accepted request tries to send before answering. */
const RETRY_PER_REQUEST = 2;

/** Health checks one address may ask for per minute (in this instance's memory). */
const HEALTH_PER_MINUTE = 10;

export function createFormHandler(deps: HandlerDeps): FormHandler {
  const { kind, store, env, clock = () => new Date(), log = consoleLogger, schedule = defaultSchedule } = deps;
  const maxBytes = kind === 'contact' ? LIMITS.contactBodyBytes : LIMITS.registrationBodyBytes;
  const limits = limitsFromEnv(env);
  const ceilings = ceilingsFromEnv(env);
  const minMs = minSubmitMs(env);
  const origins = siteOrigins(env);
  const healthLimit = createRateLimiter(HEALTH_PER_MINUTE, 60);
  const turnstile = turnstileFromEnv(
    env,
    origins.map((o) => {
      try {
        return new URL(o).hostname;
      } catch {
        return o;
      }
    }),
  );
  const verify = turnstile.state === 'on' ? turnstile.verify : null;
  if (origins.length === 0) log.error('SITE_ORIGINS is not set: every submission is refused (403) until it names the site', { kind });
  if (turnstile.state === 'missing-secret') {
    log.error('TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not: every submission is refused (503) until it is', { kind });
  }

  /** One alert email per topic per period: the operator learns once, not once per request. */
  async function alertOnce(topic: string, period: 'hour' | 'day', now: Date, requestId: string, subject: string, text: string) {
    const start = period === 'hour' ? hourStart(now) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    try {
      if (!(await store.recordAlert(kind, `${topic}-${period}`, start, now))) return;
      const settings = mailSettingsFromEnv(env);
      const body = `${text} See \`npm run submissions\` and the function's logs (request ${requestId}).`;
      await deps.mailer.send({
        from: settings.from,
        to: settings.to,
        replyTo: settings.from,
        subject: `Website alert: the ${FUNCTION_NAMES[kind]} form ${subject}`,
        text: body,
        html: `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
        attachments: [],
      });
      log.error('ceiling reached; alert emailed', { requestId, kind, topic, period });
    } catch (error) {
      log.error('ceiling reached; the alert could not be sent', { requestId, kind, topic, period, reason: String(error) });
    }
  }

  const storageFull = (period: 'hour' | 'day', now: Date, requestId: string) =>
    alertOnce(
      'ceiling',
      period,
      now,
      requestId,
      `reached its ${period === 'hour' ? 'hourly' : 'daily'} storage ceiling`,
      `The ${FUNCTION_NAMES[kind]} function stored ${period === 'hour' ? ceilings.hourlySubmissions : ceilings.dailySubmissions} ` +
        `submissions from people this ${period}, every address and network within its own limits: many networks are sending. ` +
        `It answers 503 (try again later) until the oldest of them leave the ${period}. Nothing already stored is affected.`,
    );

  /** The digest of what waits behind the email cap: now if due, else when the next period starts (one timer at a time). */
  let digestTimer = false;
  async function digest(requestId?: string) {
    try {
      const result = await sendDigestIfDue(kind, deps);
      if (result.waiting !== 0 && !digestTimer) {
        digestTimer = true;
        schedule(Math.max(1000, result.nextAt.getTime() - clock().getTime() + 1000), async () => {
          digestTimer = false;
          await digest();
        });
      }
    } catch (error) {
      log.error('digest check failed', { requestId, kind, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  async function health(json: (status: number, body: unknown, extra?: Record<string, string>) => Response, ip: string, requestId: string) {
    const allowed = healthLimit(ip, clock().getTime());
    if (!allowed.ok) {
      return json(429, { error: `rate: at most ${HEALTH_PER_MINUTE} health checks a minute` }, { 'retry-after': String(allowed.retryAfterSeconds) });
    }
    // What failed goes to the logs with the request id; the answer names the check, not the error.
    const checks: Record<string, string> = {};
    checks.origins = origins.length > 0 ? 'ok' : 'SITE_ORIGINS is not set';
    try {
      await store.ping();
      checks.database = 'ok';
    } catch (error) {
      log.error('health: database unreachable', { requestId, kind, reason: error instanceof Error ? error.message : String(error) });
      checks.database = 'unreachable';
    }
    if (turnstile.state === 'missing-secret') checks.turnstile = 'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not';
    else if (turnstile.state === 'on') {
      // A dummy token: siteverify judges the secret before the token.
      const verdict = await turnstile.verify({ token: 'health-check' });
      if (verdict.result === 'misconfigured' || verdict.result === 'unavailable') {
        log.error('health: turnstile', { requestId, kind, result: verdict.result, reason: verdict.reason });
      }
      checks.turnstile = verdict.result === 'misconfigured' ? 'the secret is refused' : verdict.result === 'unavailable' ? 'siteverify unreachable' : 'ok';
    } else checks.turnstile = 'off';
    const ok = Object.values(checks).every((v) => v === 'ok' || v === 'off');
    return json(ok ? 200 : 503, { ok, checks });
  }

  return async (request, { ip }) => {
    const requestId = crypto.randomUUID();
    const net = networkKey(ip);
    const cors = corsHeaders(request, env);
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { ...cors, 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, ...extra },
      });
    const refuse = async (status: number, error: FieldError, extra: Record<string, string> = {}) => {
      // What was not read stays unread: a refusal costs no more than its headers.
      await request.body?.cancel().catch(() => undefined);
      return json(status, { error: describeError(error) }, extra);
    };
    /** A refusal for what the address sent: counted toward its refusal budget (REFUSAL_MAX per window). */
    const refuseCounted = async (status: number, error: FieldError, now: Date) => {
      try {
        await store.countRefusal(kind, ip, now, limits);
      } catch (countError) {
        log.error('could not count a refusal', { requestId, kind, reason: String(countError) });
      }
      return refuse(status, error);
    };

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method === 'GET' && new URL(request.url).searchParams.has('health')) return health(json, ip, requestId);
    if (request.method !== 'POST') {
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    }

    // Cheap refusals first, before a byte of the body is read.
    if (!fromSiteOrigin(request, env)) {
      log.info('refused: not from the site', { requestId, kind, origin: request.headers.get('origin') });
      return refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
    }
    if (turnstile.state === 'missing-secret') {
      log.error('refused: Turnstile is on for the site but the function has no TURNSTILE_SECRET_KEY', { requestId, kind });
      return refuse(503, { field: 'server', why: 'the form is not accepting submissions right now; try again later' }, { 'retry-after': '600' });
    }

    try {
      const now = clock();
      const rate = await store.rateCheck(kind, ip, now, limits);
      if (!rate.ok) {
        return refuse(
          429,
          rate.refused ? { field: 'rate', why: 'too many refused requests from this address; try again later' } : limitedError('window', limits),
          { 'retry-after': String(rate.retryAfterSeconds) },
        );
      }
      if (!isJsonContentType(request.headers.get('content-type'))) {
        return refuseCounted(415, { field: 'content-type', why: 'must be application/json' }, now);
      }
      const room = judgeCapacity(await store.usage(kind, ip, net, now), ceilings, { spam: false, resumeBytes: 0 });
      if (!room.ok && room.status === 'limited') {
        return refuse(429, limitedError(room.scope, limits), { 'retry-after': String(room.retryAfterSeconds) });
      }
      if (!room.ok && room.status === 'full') {
        await storageFull(room.period, now, requestId);
        return refuse(503, { field: 'server', why: 'the form is not accepting submissions right now; try again later' }, { 'retry-after': String(room.retryAfterSeconds) });
      }

      let raw: unknown;
      try {
        raw = parseBoundedJson(await readBounded(request, maxBytes));
      } catch (error) {
        if (error instanceof TooLarge) {
          return refuseCounted(413, { field: 'body', why: `must be at most ${maxBytes / 1024 >= 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`}` }, now);
        }
        if (error instanceof TooComplex) return refuseCounted(400, { field: 'body', why: `must be a JSON object (${error.message})` }, now);
        return refuseCounted(400, { field: 'body', why: 'must be a JSON object' }, now);
      }

      const submission =
        kind === 'contact'
          ? (() => {
              const v = validateContact(raw);
              return v.ok ? ({ ok: true, value: { kind: 'contact', data: v.value } } as const) : v;
            })()
          : (() => {
              const v = validateRegistration(raw);
              return v.ok ? ({ ok: true, value: { kind: 'registration', data: v.value } } as const) : v;
            })();
      if (!submission.ok) return refuseCounted(400, submission.error, now);
      const signals = validateBotSignals(raw as Record<string, unknown>);
      if (!signals.ok) return refuseCounted(400, signals.error, now);
      // A resume is what it says it is, by its structure: anything else is neither stored nor mailed.
      if (submission.value.kind === 'registration' && submission.value.data.resume) {
        const file = submission.value.data.resume;
        const verdict = await inspectResume(decodeBase64Strict(file.base64)!, file.kind);
        if (!verdict.ok) {
          log.info('refused: the resume is not what it says', { requestId, kind, claimed: file.kind, reason: verdict.reason });
          return refuseCounted(400, { field: 'resumeBase64', why: `${INVALID_FILE_TYPE} (${verdict.reason})` }, now);
        }
      }
      let spamReason: SpamReason | null = judgeSignals(signals.value, minMs);
      let unverifiedToken: string | undefined;
      if (verify && !spamReason) {
        const verdict = await verify({ token: signals.value.turnstileToken, remoteip: ip, action: kind });
        if (verdict.result === 'failed') spamReason = 'turnstile';
        if (verdict.result === 'misconfigured') {
          log.error('refused: siteverify refuses TURNSTILE_SECRET_KEY; fix the secret', { requestId, kind, reason: verdict.reason });
          return refuse(503, { field: 'server', why: 'the form is not accepting submissions right now; try again later' }, { 'retry-after': '600' });
        }
        if (verdict.result === 'unavailable') {
          // Kept, not let through: stored unverified and judged again before any email.
          log.error('turnstile siteverify unavailable; stored unverified', { requestId, kind, reason: verdict.reason });
          unverifiedToken = signals.value.turnstileToken ?? '';
        }
      }

      // "The same payload": the same fields after validation (the bot signals change every time).
      const hash = await sha256Hex(JSON.stringify(submission.value));
      const accepted = await store.accept({ submission: submission.value, ip, net, hash, now, limits, spamReason, ceilings, unverifiedToken });
      if (accepted.status === 'limited') {
        return json(429, { error: describeError(limitedError(accepted.scope, limits)) }, { 'retry-after': String(accepted.retryAfterSeconds) });
      }
      if (accepted.status === 'full') {
        await storageFull(accepted.period, now, requestId);
        return json(503, { error: 'server: the form is not accepting submissions right now; try again later' }, { 'retry-after': String(accepted.retryAfterSeconds) });
      }
      if (accepted.status === 'dropped') {
        // Spam past spam's own ceiling: the answer a person gets, nothing stored.
        log.info('spam past its daily ceiling; not stored', { requestId, kind, spamReason });
        return json(200, { ok: true, id: crypto.randomUUID() });
      }
      if (accepted.status === 'duplicate') {
        // The same content from the same address within a minute: a double-click, one submission.
        log.info('repeat of a submission just stored; stored once', { requestId, kind, id: accepted.id });
        return json(200, { ok: true, id: accepted.id });
      }

      if (spamReason) {
        // The answer a person gets: a bot learns nothing. Kept, marked, never emailed.
        log.info('submission stored as spam; no email', { requestId, kind, id: accepted.id, spamReason });
        return json(200, { ok: true, id: accepted.id });
      }
      const ceiling = accepted.resumeCeiling;
      if (ceiling === 'hour' || ceiling === 'day') {
        await alertOnce(
          'resumes',
          ceiling,
          now,
          requestId,
          `reached its ${ceiling === 'hour' ? 'hourly' : 'daily'} resume ceiling`,
          `The ${FUNCTION_NAMES[kind]} function stored ${Math.round((ceiling === 'hour' ? ceilings.hourlyResumeBytes : ceilings.dailyResumeBytes) / MB)} MB ` +
            `of resumes this ${ceiling}. Registrations are still taken, without their files; each applicant is asked to email the resume.`,
        );
      }
      let email: string = 'unverified';
      if (!unverifiedToken) {
        const stored = {
          ...submission.value,
          ...(ceiling && submission.value.kind === 'registration'
            ? { data: { ...submission.value.data, resume: null }, resumeNotKept: submission.value.data.resume?.filename }
            : {}),
          id: accepted.id,
          createdAt: now,
          ip,
        } as StoredSubmission & { ip: string };
        email = await deliver(stored, deps, requestId);
      }
      // Then a few of the emails waiting for a free slot (failed, unverified): newest first; and
      // the digest of those waiting behind the cap, when one is due.
      if (email === 'sent') await retryWaiting({ ...deps, turnstile: verify }, { limit: RETRY_PER_REQUEST, kind, now });
      if (email === 'deferred') await digest(requestId);
      log.info('submission stored', { requestId, kind, id: accepted.id, email, resumeCeiling: ceiling });
      // `resumeKept: false`: the registration is stored, its file is not; the page says how to send it.
      return json(200, ceiling ? { ok: true, id: accepted.id, resumeKept: false } : { ok: true, id: accepted.id });
    } catch (error) {
      log.error('internal error', {
        requestId,
        kind,
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return json(500, { error: 'Internal error' });
    }
  };
}

function limitedError(scope: LimitScope, limits: Limits): FieldError {
  if (scope === 'window') return { field: 'rate', why: `at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later` };
  return scope === 'network'
    ? { field: 'rate', why: 'too many submissions from your network; try again later' }
    : { field: 'rate', why: 'too many submissions from this address today; try again tomorrow' };
}
