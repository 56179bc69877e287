/**
 * The two functions' request handling, as a factory over its dependencies (store, mailer,
 * environment, clock). Web-standard Request/Response only: Deno.serve runs it in production, the
 * local Node server and the tests run the very same code.
 */
import { composeEmail, type Mailer, type MailSettings } from './email.ts';
import {
  describeError,
  LIMITS,
  validateBotSignals,
  validateContact,
  validateRegistration,
  type BotSignalFields,
  type FieldError,
} from './rules.ts';
import {
  ceilingReached,
  periodRetryAfter,
  type Ceilings,
  type EmailCap,
  type FormKind,
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
};

/** Who is asking: the address the handler rate-limits on. */
export type RequestContext = { ip: string };

export type FormHandler = (request: Request, context: RequestContext) => Promise<Response>;

/** A setting read from the environment: a positive number, or the fallback. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function limitsFromEnv(env: Env): Limits {
  return {
    rateMax: positiveInt(env.RATE_LIMIT_MAX, 5),
    rateWindowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 600),
    dedupeSeconds: positiveInt(env.DEDUPE_WINDOW_SECONDS, 60),
  };
}

const MB = 1024 * 1024;

/**
 * What one function stores at most, from every sender together (STORE_HOURLY_MAX,
 * STORE_DAILY_MAX, RESUME_MB_HOURLY_MAX, RESUME_MB_DAILY_MAX). The defaults are far above a
 * staffing firm's honest traffic (a few submissions a day) and far below a database's size:
 * a flood stores at most 300 rows and 250 MB of resumes a day per function, then answers 503.
 */
export function ceilingsFromEnv(env: Env): Ceilings {
  return {
    hourlySubmissions: positiveInt(env.STORE_HOURLY_MAX, 60),
    dailySubmissions: positiveInt(env.STORE_DAILY_MAX, 300),
    hourlyResumeBytes: positiveInt(env.RESUME_MB_HOURLY_MAX, 50) * MB,
    dailyResumeBytes: positiveInt(env.RESUME_MB_DAILY_MAX, 250) * MB,
  };
}

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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a stored submission's email and records the outcome on its row, within the function's
 * hourly email cap and the sender's share of it (past either the email is 'deferred': a later
 * request or outbox:retry sends it). Never throws.
 */
export async function deliver(
  submission: StoredSubmission & { ip: string },
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: Omit<HandlerDeps, 'kind'>,
  requestId?: string,
): Promise<'sent' | 'failed' | 'deferred'> {
  try {
    if (!(await store.claimEmail(submission.kind, submission.id, submission.ip, clock(), emailCapFromEnv(env)))) {
      log.info('email cap reached (for the function or for this address); the email waits', { requestId, kind: submission.kind, id: submission.id });
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

export function createFormHandler(deps: HandlerDeps): FormHandler {
  const { kind, store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const maxBytes = kind === 'contact' ? LIMITS.contactBodyBytes : LIMITS.registrationBodyBytes;
  const limits = limitsFromEnv(env);
  const ceilings = ceilingsFromEnv(env);
  const minMs = minSubmitMs(env);
  const origins = siteOrigins(env);
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

  /** One alert email per ceiling per period: the operator learns the form is closed, once. */
  async function alertOnce(period: 'hour' | 'day', now: Date, requestId: string) {
    const start = new Date(now);
    if (period === 'hour') start.setUTCMinutes(0, 0, 0);
    else start.setUTCHours(0, 0, 0, 0);
    try {
      if (!(await store.recordAlert(kind, `ceiling-${period}`, start))) return;
      const settings = mailSettingsFromEnv(env);
      const limitText =
        period === 'hour'
          ? `${ceilings.hourlySubmissions} submissions or ${ceilings.hourlyResumeBytes / MB} MB of resumes per hour`
          : `${ceilings.dailySubmissions} submissions or ${ceilings.dailyResumeBytes / MB} MB of resumes per day`;
      const text =
          `The ${FUNCTION_NAMES[kind]} function stored ${limitText} and is answering 503 (try again later) until the ` +
          `oldest of them leave the ${period}. This usually means a flood of automated submissions. ` +
          `Nothing already stored is affected. See \`npm run submissions\` and the function's logs (request ${requestId}).`;
      await deps.mailer.send({
        from: settings.from,
        to: settings.to,
        replyTo: settings.from,
        subject: `Website alert: the ${FUNCTION_NAMES[kind]} form reached its ${period}ly storage ceiling`,
        text,
        html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
        attachments: [],
      });
      log.error('storage ceiling reached; alert emailed', { requestId, kind, period });
    } catch (error) {
      log.error('storage ceiling reached; the alert could not be sent', { requestId, kind, period, reason: String(error) });
    }
  }

  async function health(json: (status: number, body: unknown) => Response) {
    const checks: Record<string, string> = {};
    checks.origins = origins.length > 0 ? 'ok' : 'SITE_ORIGINS is not set';
    try {
      await store.ping();
      checks.database = 'ok';
    } catch (error) {
      checks.database = `unreachable: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (turnstile.state === 'missing-secret') checks.turnstile = 'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not';
    else if (turnstile.state === 'on') {
      // A dummy token: siteverify judges the secret before the token.
      const verdict = await turnstile.verify({ token: 'health-check' });
      checks.turnstile = verdict.result === 'misconfigured' ? `the secret is refused (${verdict.reason})` : verdict.result === 'unavailable' ? `siteverify unreachable (${verdict.reason})` : 'ok';
    } else checks.turnstile = 'off';
    const ok = Object.values(checks).every((v) => v === 'ok' || v === 'off');
    return json(ok ? 200 : 503, { ok, checks });
  }

  return async (request, { ip }) => {
    const requestId = crypto.randomUUID();
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

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method === 'GET' && new URL(request.url).searchParams.has('health')) return health(json);
    if (request.method !== 'POST') {
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    }

    // Cheap refusals first, before a byte of the body is read.
    if (!fromSiteOrigin(request, env)) {
      log.info('refused: not from the site', { requestId, kind, origin: request.headers.get('origin') });
      return refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return refuse(415, { field: 'content-type', why: 'must be application/json' });
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
          { field: 'rate', why: `at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later` },
          { 'retry-after': String(rate.retryAfterSeconds) },
        );
      }
      const full = ceilingReached(await store.usage(kind, now), ceilings);
      if (full) {
        await alertOnce(full, now, requestId);
        return refuse(
          503,
          { field: 'server', why: 'the form is not accepting submissions right now; try again later' },
          { 'retry-after': String(periodRetryAfter(full)) },
        );
      }

      let raw: unknown;
      try {
        raw = JSON.parse(await readBounded(request, maxBytes));
      } catch (error) {
        if (error instanceof TooLarge) {
          return refuse(413, { field: 'body', why: `must be at most ${maxBytes / 1024 >= 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`}` });
        }
        return refuse(400, { field: 'body', why: 'must be a JSON object' });
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
      if (!submission.ok) return refuse(400, submission.error);
      const signals = validateBotSignals(raw as Record<string, unknown>);
      if (!signals.ok) return refuse(400, signals.error);
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
      const accepted = await store.accept({ submission: submission.value, ip, hash, now, limits, spamReason, ceilings, unverifiedToken });
      if (accepted.status === 'limited') {
        return json(
          429,
          { error: `rate: at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later` },
          { 'retry-after': String(accepted.retryAfterSeconds) },
        );
      }
      if (accepted.status === 'full') {
        await alertOnce(accepted.period, now, requestId);
        return json(503, { error: 'server: the form is not accepting submissions right now; try again later' }, { 'retry-after': String(accepted.retryAfterSeconds) });
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
      let email: string = 'unverified';
      if (!unverifiedToken) {
        const stored = { ...submission.value, id: accepted.id, createdAt: now, ip } as StoredSubmission & { ip: string };
        email = await deliver(stored, deps, requestId);
      }
      // Then a few of the emails waiting for a free slot (deferred, failed, unverified): newest first.
      if (email === 'sent') await retryWaiting({ ...deps, turnstile: verify }, { limit: RETRY_PER_REQUEST, kind, now });
      log.info('submission stored', { requestId, kind, id: accepted.id, email });
      return json(200, { ok: true, id: accepted.id });
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
