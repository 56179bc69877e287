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
import type { FormKind, Limits, SpamReason, StoredSubmission, SubmissionStore } from './store.ts';
import { turnstileFromEnv } from './turnstile.ts';

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
    registrationEmailSeconds: positiveInt(env.REGISTRATION_EMAIL_WINDOW_SECONDS, 86_400),
  };
}

/** Notification emails per function per hour; past it they wait for outbox:retry. */
export function emailHourlyCap(env: Env): number {
  return positiveInt(env.EMAIL_HOURLY_CAP, 20);
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

export function corsHeaders(request: Request, env: Env): Record<string, string> {
  const origins = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const base = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
  if (origins.length === 0 || origins.includes('*')) return { ...base, 'access-control-allow-origin': '*' };
  const origin = request.headers.get('origin');
  return origin && origins.includes(origin) ? { ...base, 'access-control-allow-origin': origin } : base;
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
 * hourly email cap (past it the email is 'deferred' for outbox:retry). Never throws.
 */
export async function deliver(
  submission: StoredSubmission,
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: Omit<HandlerDeps, 'kind'>,
  requestId?: string,
): Promise<'sent' | 'failed' | 'deferred'> {
  try {
    if (!(await store.claimEmail(submission.kind, submission.id, clock(), emailHourlyCap(env)))) {
      log.info('hourly email cap reached; the email waits for outbox:retry', { requestId, kind: submission.kind, id: submission.id });
      return 'deferred';
    }
    const result = await mailer.send(composeEmail(submission, mailSettingsFromEnv(env)));
    await store.recordEmail(submission.kind, submission.id, { status: 'sent', providerId: result.id, at: clock() });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('email failed; the submission is kept for outbox:retry', {
      requestId,
      kind: submission.kind,
      id: submission.id,
      reason,
    });
    try {
      await store.recordEmail(submission.kind, submission.id, { status: 'failed', error: reason, at: clock() });
    } catch (recordError) {
      log.error('could not record the email failure', { requestId, id: submission.id, reason: String(recordError) });
    }
    return 'failed';
  }
}

export function createFormHandler(deps: HandlerDeps): FormHandler {
  const { kind, store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const maxBytes = kind === 'contact' ? LIMITS.contactBodyBytes : LIMITS.registrationBodyBytes;
  const limits = limitsFromEnv(env);
  const minMs = minSubmitMs(env);
  const turnstile = turnstileFromEnv(env);

  return async (request, { ip }) => {
    const requestId = crypto.randomUUID();
    const cors = corsHeaders(request, env);
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { ...cors, 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, ...extra },
      });
    const refuse = (status: number, error: FieldError) => json(status, { error: describeError(error) });

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    }

    try {
      let raw: unknown;
      let text: string;
      try {
        text = await readBounded(request, maxBytes);
        raw = JSON.parse(text);
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
      let spamReason = judgeSignals(signals.value, minMs);
      if (turnstile && !spamReason) {
        const verdict = await turnstile(signals.value.turnstileToken);
        if (verdict.result === 'failed') spamReason = 'turnstile';
        // Siteverify down or misconfigured: the message goes through on the other defences.
        if (verdict.result === 'unavailable') log.error('turnstile siteverify unavailable; not judged', { requestId, kind, reason: verdict.reason });
      }

      // "The same payload": the same fields after validation (the bot signals change every time).
      const hash = await sha256Hex(JSON.stringify(submission.value));
      const now = clock();
      const accepted = await store.accept({ submission: submission.value, ip, hash, now, limits, spamReason });
      if (accepted.status === 'limited') {
        return json(
          429,
          { error: `rate: at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later` },
          { 'retry-after': String(accepted.retryAfterSeconds) },
        );
      }
      if (accepted.status === 'duplicate') {
        log.info('duplicate submission answered with the stored one', { requestId, kind, id: accepted.id });
        return json(200, { ok: true, id: accepted.id });
      }

      if (spamReason) {
        // The answer a person gets: a bot learns nothing. Kept, marked, never emailed.
        log.info('submission stored as spam; no email', { requestId, kind, id: accepted.id, spamReason });
        return json(200, { ok: true, id: accepted.id });
      }
      const stored = { ...submission.value, id: accepted.id, createdAt: now } as StoredSubmission;
      const email = await deliver(stored, deps, requestId);
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
