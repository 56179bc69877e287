/**
 * The form functions' pipeline: cheapest refusal first, then validation, the resume's structure,
 * the bot signals, storing (one transaction), and the visitor's own first send, bounded
 * (REQUEST_EMAIL_WAIT_MS): what others wait for is the drain's work (outbox.ts), never a
 * visitor's. Web-standard Request/Response only: Deno.serve runs it deployed, the local Node
 * server and the tests run the very same code.
 */
import { drainTasks, roleLookupFor, type RoleLookup } from './application.ts';
import { networkKey } from '../core/client-ip.ts';
import { createRateLimiter } from '../core/memory-limiter.ts';
import {
  deliver,
  hourStart,
  leaseFrom,
  type DeliverOutcome,
  type OutboxDeps,
} from '../outbox/outbox.ts';
import {
  answersFor,
  corsHeaders,
  fromSiteOrigin,
  isJsonContentType,
  parseBoundedJson,
  readBounded,
  TooComplex,
  TooLarge,
} from '../core/request-bounds.ts';
import { inspectResume } from '../core/resume-check.ts';
import {
  decodeBase64Strict,
  describeError,
  INVALID_FILE_TYPE,
  LIMITS,
  validateApplication,
  validateBotSignals,
  validateContact,
  validateRegistration,
  type Application,
  type BotSignalFields,
  type FieldError,
} from '../core/rules.ts';
import {
  ceilingsFromEnv,
  consoleLogger,
  FUNCTION_NAMES,
  limitsFromEnv,
  mailSettingsFromEnv,
  minSubmitMs,
  outboxFromEnv,
  siteOrigins,
} from '../core/settings.ts';
import {
  judgeCapacity,
  type AcceptInput,
  type FormKind,
  type LimitScope,
  type Limits,
  type SpamReason,
  type StoredSubmission,
} from '../store/store.ts';
import { turnstileFromEnv } from '../providers/turnstile.ts';

// What the collector (collector.ts) takes from here.
export { consoleLogger, positiveInt, type Env, type Logger } from '../core/settings.ts';
export {
  corsHeaders,
  fromSiteOrigin,
  parseBoundedJson,
  readBounded,
  TooComplex,
  TooLarge,
} from '../core/request-bounds.ts';

export type HandlerDeps = OutboxDeps & {
  kind: FormKind;
  /** Keeps a promise running past the answer; default Supabase's EdgeRuntime.waitUntil where there is one. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Applications: finds the role in the site's open roles (default: SITE_URL's, cached a minute). */
  roles?: RoleLookup;
};

/** A payload validated as its form's submission (an application's role is added before storing). */
function validateFor(
  kind: FormKind,
  raw: unknown,
):
  | { ok: true; value: Exclude<AcceptInput['submission'], { kind: 'application' }> }
  | { ok: true; value: { kind: 'application'; data: Application } }
  | { ok: false; error: FieldError } {
  if (kind === 'contact') {
    const v = validateContact(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  if (kind === 'tech-refugee') {
    const v = validateRegistration(raw);
    return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
  }
  const v = validateApplication(raw);
  return v.ok ? { ok: true, value: { kind, data: v.value } } : v;
}

/** Who is asking: the address the handler rate-limits on. */
export type RequestContext = { ip: string };

export type FormHandler = (request: Request, context: RequestContext) => Promise<Response>;

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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Supabase's EdgeRuntime.waitUntil where the platform offers it: the send goes on after the answer. */
function platformWaitUntil(work: Promise<unknown>): void {
  (
    globalThis as { EdgeRuntime?: { waitUntil?(p: Promise<unknown>): void } }
  ).EdgeRuntime?.waitUntil?.(work);
}

/** Health checks one address may ask for per minute (in this instance's memory). */
const HEALTH_PER_MINUTE = 10;

const MB = 1024 * 1024;

export function createFormHandler(deps: HandlerDeps): FormHandler {
  const {
    kind,
    store,
    env,
    clock = () => new Date(),
    log = consoleLogger,
    waitUntil = platformWaitUntil,
  } = deps;
  const { requestWaitMs } = outboxFromEnv(env);
  const maxBytes =
    kind === 'contact'
      ? LIMITS.contactBodyBytes
      : kind === 'tech-refugee'
        ? LIMITS.registrationBodyBytes
        : LIMITS.applicationBodyBytes;
  const roles = kind === 'application' ? (deps.roles ?? roleLookupFor(env)) : null;
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
  if (origins.length === 0)
    log.error(
      'SITE_ORIGINS is not set: every submission is refused (403) until it names the site',
      { kind },
    );
  if (turnstile.state === 'missing-secret') {
    log.error(
      'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not: every submission is refused (503) until it is',
      { kind },
    );
  }

  /**
   * One alert email per topic per period: the operator learns once, not once per request. Sent
   * after the answer (the visitor never waits on it), under a key of its topic and period.
   */
  function alertOnce(
    topic: string,
    period: 'hour' | 'day',
    now: Date,
    requestId: string,
    subject: string,
    text: string,
  ) {
    const start =
      period === 'hour'
        ? hourStart(now)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const work = (async () => {
      try {
        if (!(await store.recordAlert(kind, `${topic}-${period}`, start, now))) return;
        const settings = mailSettingsFromEnv(env);
        const body = `${text} See \`npm run submissions\` and the function's logs (request ${requestId}).`;
        await deps.mailer.send(
          {
            from: settings.from,
            to: settings.to,
            replyTo: settings.from,
            subject: `Website alert: the ${FUNCTION_NAMES[kind]} form ${subject}`,
            text: body,
            html: `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
            attachments: [],
          },
          {
            idempotencyKey: `${FUNCTION_NAMES[kind]}/alert/${topic}-${period}/${start.toISOString()}`,
          },
        );
        log.error('ceiling reached; alert emailed', { requestId, kind, topic, period });
      } catch (error) {
        log.error('ceiling reached; the alert could not be sent', {
          requestId,
          kind,
          topic,
          period,
          reason: String(error),
        });
      }
    })();
    waitUntil(work);
  }

  /**
   * The visitor's own email, first try: answered once it is done or `requestWaitMs` passed,
   * whichever comes first ('sending': it goes on after the answer, and a drain takes the row
   * should this instance stop before it ends).
   */
  async function ownSend(
    submission: StoredSubmission & { ip: string },
    requestId: string,
  ): Promise<DeliverOutcome | 'waiting' | 'sending'> {
    const sending =
      submission.kind === 'application'
        ? applicationWork(submission.id, requestId)
        : deliver(submission, deps, requestId);
    waitUntil(sending);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<'sending'>((resolve) => {
      timer = setTimeout(() => resolve('sending'), requestWaitMs);
    });
    try {
      return await Promise.race([sending, bound]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * An application's own work, as its request's first try: its tasks (the Zoho hand-off, the
   * applicant's confirmation), then the recruiters' email once the hand-off settled ('waiting':
   * it has not, and a drain sends the email when it has).
   */
  async function applicationWork(
    id: string,
    requestId: string,
  ): Promise<DeliverOutcome | 'waiting'> {
    await drainTasks(deps, { reference: id });
    const stored = await store.applicationOf(id);
    if (!stored || stored.zoho.status === 'pending') return 'waiting';
    return deliver(stored, deps, requestId);
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

  async function health(
    json: (status: number, body: unknown, extra?: Record<string, string>) => Response,
    ip: string,
    requestId: string,
  ) {
    const allowed = healthLimit(ip, clock().getTime());
    if (!allowed.ok) {
      return json(
        429,
        { error: `rate: at most ${HEALTH_PER_MINUTE} health checks a minute` },
        { 'retry-after': String(allowed.retryAfterSeconds) },
      );
    }
    // What failed goes to the logs with the request id; the answer names the check, not the error.
    const checks: Record<string, string> = {};
    checks.origins = origins.length > 0 ? 'ok' : 'SITE_ORIGINS is not set';
    try {
      await store.ping();
      checks.database = 'ok';
    } catch (error) {
      log.error('health: database unreachable', {
        requestId,
        kind,
        reason: error instanceof Error ? error.message : String(error),
      });
      checks.database = 'unreachable';
    }
    if (turnstile.state === 'missing-secret')
      checks.turnstile = 'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not';
    else if (turnstile.state === 'on') {
      // A dummy token: siteverify judges the secret before the token.
      const verdict = await turnstile.verify({ token: 'health-check' });
      if (verdict.result === 'misconfigured' || verdict.result === 'unavailable') {
        log.error('health: turnstile', {
          requestId,
          kind,
          result: verdict.result,
          reason: verdict.reason,
        });
      }
      checks.turnstile =
        verdict.result === 'misconfigured'
          ? 'the secret is refused'
          : verdict.result === 'unavailable'
            ? 'siteverify unreachable'
            : 'ok';
    } else checks.turnstile = 'off';
    const ok = Object.values(checks).every((v) => v === 'ok' || v === 'off');
    return json(ok ? 200 : 503, { ok, checks });
  }

  return async (request, { ip }) => {
    const requestId = crypto.randomUUID();
    const net = networkKey(ip);
    const cors = corsHeaders(request, env);
    const { json, refuse } = answersFor(request, { ...cors, 'x-request-id': requestId });
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
    if (request.method === 'GET' && new URL(request.url).searchParams.has('health'))
      return health(json, ip, requestId);
    if (request.method !== 'POST') {
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    }

    // Cheap refusals first, before a byte of the body is read.
    if (!fromSiteOrigin(request, env)) {
      log.info('refused: not from the site', {
        requestId,
        kind,
        origin: request.headers.get('origin'),
      });
      return refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
    }
    if (turnstile.state === 'missing-secret') {
      log.error(
        'refused: Turnstile is on for the site but the function has no TURNSTILE_SECRET_KEY',
        { requestId, kind },
      );
      return refuse(
        503,
        {
          field: 'server',
          why: 'the form is not accepting submissions right now; try again later',
        },
        { 'retry-after': '600' },
      );
    }

    try {
      const now = clock();
      const rate = await store.rateCheck(kind, ip, now, limits);
      if (!rate.ok) {
        return refuse(
          429,
          rate.refused
            ? { field: 'rate', why: 'too many refused requests from this address; try again later' }
            : limitedError('window', limits),
          { 'retry-after': String(rate.retryAfterSeconds) },
        );
      }
      if (!isJsonContentType(request.headers.get('content-type'))) {
        return refuseCounted(415, { field: 'content-type', why: 'must be application/json' }, now);
      }
      const room = judgeCapacity(await store.usage(kind, ip, net, now), ceilings, {
        spam: false,
        resumeBytes: 0,
      });
      if (!room.ok && room.status === 'limited') {
        return refuse(429, limitedError(room.scope, limits), {
          'retry-after': String(room.retryAfterSeconds),
        });
      }
      if (!room.ok && room.status === 'full') {
        storageFull(room.period, now, requestId);
        return refuse(
          503,
          {
            field: 'server',
            why: 'the form is not accepting submissions right now; try again later',
          },
          { 'retry-after': String(room.retryAfterSeconds) },
        );
      }

      let raw: unknown;
      try {
        raw = parseBoundedJson(await readBounded(request, maxBytes));
      } catch (error) {
        if (error instanceof TooLarge) {
          return refuseCounted(
            413,
            {
              field: 'body',
              why: `must be at most ${maxBytes / 1024 >= 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`}`,
            },
            now,
          );
        }
        if (error instanceof TooComplex)
          return refuseCounted(
            400,
            { field: 'body', why: `must be a JSON object (${error.message})` },
            now,
          );
        return refuseCounted(400, { field: 'body', why: 'must be a JSON object' }, now);
      }

      const submission = validateFor(kind, raw);
      if (!submission.ok) return refuseCounted(400, submission.error, now);
      const signals = validateBotSignals(raw as Record<string, unknown>);
      if (!signals.ok) return refuseCounted(400, signals.error, now);
      // A resume is what it says it is, by its structure: anything else is neither stored nor mailed.
      if (submission.value.kind !== 'contact' && submission.value.data.resume) {
        const file = submission.value.data.resume;
        const verdict = await inspectResume(decodeBase64Strict(file.base64)!, file.kind);
        if (!verdict.ok) {
          log.info('refused: the resume is not what it says', {
            requestId,
            kind,
            claimed: file.kind,
            reason: verdict.reason,
          });
          return refuseCounted(
            400,
            { field: 'resumeBase64', why: `${INVALID_FILE_TYPE} (${verdict.reason})` },
            now,
          );
        }
      }
      let spamReason: SpamReason | null = judgeSignals(signals.value, minMs);
      let unverifiedToken: string | undefined;
      if (verify && !spamReason) {
        const verdict = await verify({
          token: signals.value.turnstileToken,
          remoteip: ip,
          action: kind,
        });
        if (verdict.result === 'failed') spamReason = 'turnstile';
        if (verdict.result === 'misconfigured') {
          log.error('refused: siteverify refuses TURNSTILE_SECRET_KEY; fix the secret', {
            requestId,
            kind,
            reason: verdict.reason,
          });
          return refuse(
            503,
            {
              field: 'server',
              why: 'the form is not accepting submissions right now; try again later',
            },
            { 'retry-after': '600' },
          );
        }
        if (verdict.result === 'unavailable') {
          // Kept, not let through: stored unverified and judged again before any email.
          log.error('turnstile siteverify unavailable; stored unverified', {
            requestId,
            kind,
            reason: verdict.reason,
          });
          unverifiedToken = signals.value.turnstileToken ?? '';
        }
      }

      // An application names its role: whether it is still open and its Zoho id, from the site.
      const role = roles
        ? await roles((submission.value.data as { jobSlug: string }).jobSlug)
        : null;
      const toStore = (
        role ? { ...submission.value, role } : submission.value
      ) as AcceptInput['submission'];
      /** The success answer: an application's says whether its role is still open. */
      const answer = (id: string, extra: Record<string, unknown> = {}) =>
        json(
          200,
          role ? { ok: true, roleOpen: role.open !== false, ...extra } : { ok: true, id, ...extra },
        );
      // "The same payload": the same fields after validation (the bot signals change every time).
      const hash = await sha256Hex(JSON.stringify(submission.value));
      const accepted = await store.accept({
        submission: toStore,
        ip,
        net,
        hash,
        now,
        limits,
        spamReason,
        ceilings,
        unverifiedToken,
        leaseUntil: leaseFrom(now, env),
      });
      if (accepted.status === 'limited') {
        return json(
          429,
          { error: describeError(limitedError(accepted.scope, limits)) },
          { 'retry-after': String(accepted.retryAfterSeconds) },
        );
      }
      if (accepted.status === 'full') {
        storageFull(accepted.period, now, requestId);
        return json(
          503,
          { error: 'server: the form is not accepting submissions right now; try again later' },
          { 'retry-after': String(accepted.retryAfterSeconds) },
        );
      }
      if (accepted.status === 'dropped') {
        // Spam past spam's own ceiling: the answer a person gets, nothing stored.
        log.info('spam past its daily ceiling; not stored', { requestId, kind, spamReason });
        return answer(crypto.randomUUID());
      }
      if (accepted.status === 'duplicate') {
        // The same content from the same address within a minute: a double-click, one submission.
        // Still unmailed and no one sending it (its sender stopped): this request sends it.
        log.info('repeat of a submission just stored; stored once', {
          requestId,
          kind,
          id: accepted.id,
        });
        // An application's repeat leaves its work to the drain (its tasks are leased apart).
        if (kind === 'application') return answer(accepted.id);
        try {
          const waiting = await store.claimSubmission(
            kind,
            accepted.id,
            clock(),
            leaseFrom(clock(), env),
          );
          if (waiting)
            log.info('the repeat sends the stored email', {
              requestId,
              kind,
              id: accepted.id,
              email: await ownSend(waiting, requestId),
            });
        } catch (error) {
          log.error('could not claim the stored email; the drain sends it', {
            requestId,
            kind,
            id: accepted.id,
            reason: String(error),
          });
        }
        return answer(accepted.id);
      }

      if (spamReason) {
        // The answer a person gets: a bot learns nothing. Kept, marked, never emailed.
        log.info('submission stored as spam; no email', {
          requestId,
          kind,
          id: accepted.id,
          spamReason,
        });
        return answer(accepted.id);
      }
      const ceiling = accepted.resumeCeiling;
      if (ceiling === 'hour' || ceiling === 'day') {
        alertOnce(
          'resumes',
          ceiling,
          now,
          requestId,
          `reached its ${ceiling === 'hour' ? 'hourly' : 'daily'} resume ceiling`,
          `The ${FUNCTION_NAMES[kind]} function stored ${Math.round((ceiling === 'hour' ? ceilings.hourlyResumeBytes : ceilings.dailyResumeBytes) / MB)} MB ` +
            `of resumes this ${ceiling}. Registrations are still taken, without their files; each applicant is asked to email the resume.`,
        );
      }
      // Stored: from here on the answer is success whatever happens to the email (a drain sends
      // what this request could not).
      let email: string = 'unverified';
      if (!unverifiedToken) {
        const stored = {
          ...toStore,
          ...(ceiling && toStore.kind !== 'contact'
            ? {
                data: { ...toStore.data, resume: null },
                resumeNotKept: toStore.data.resume?.filename,
              }
            : {}),
          id: accepted.id,
          createdAt: now,
          ip,
        } as StoredSubmission & { ip: string };
        email = await ownSend(stored, requestId);
      }
      log.info('submission stored', {
        requestId,
        kind,
        id: accepted.id,
        email,
        resumeCeiling: ceiling,
      });
      // `resumeKept: false`: the registration is stored, its file is not; the page says how to send it.
      return answer(accepted.id, ceiling ? { resumeKept: false } : {});
    } catch (error) {
      // Only what comes before a submission is stored can throw here (a database that is down,
      // locked past lock_timeout or slower than statement_timeout): its transaction rolled back,
      // nothing was kept, and the visitor is told so.
      log.error('not stored: the database failed', {
        requestId,
        kind,
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return json(
        503,
        {
          error:
            'server: the form could not take the submission right now (nothing was kept); try again',
        },
        { 'retry-after': '30' },
      );
    }
  };
}

function limitedError(scope: LimitScope, limits: Limits): FieldError {
  if (scope === 'window')
    return {
      field: 'rate',
      why: `at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later`,
    };
  return scope === 'network'
    ? { field: 'rate', why: 'too many submissions from your network; try again later' }
    : { field: 'rate', why: 'too many submissions from this address today; try again tomorrow' };
}
