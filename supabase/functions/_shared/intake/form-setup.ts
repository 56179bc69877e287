/**
 * What the form pipeline (handler.ts) works with: its dependencies, what it reads once from the
 * environment when a function starts (FormSetup), and what it learns of one request as its steps
 * run (FormRequest).
 */
import type { ClientAddressReport } from '../core/client-ip.ts';
import { createRateLimiter } from '../core/memory-limiter.ts';
import type { JsonAnswer, Refusal } from '../core/request-bounds.ts';
import { LIMITS, type Application, type BotSignalFields, type FieldError } from '../core/rules.ts';
import {
  ceilingsFromEnv,
  consoleLogger,
  limitsFromEnv,
  minSubmitMs,
  outboxFromEnv,
  siteHostnames,
  siteOrigins,
  type Logger,
} from '../core/settings.ts';
import { platformWaitUntil } from '../core/platform.ts';
import { NETWORK_LIMITS } from '../core/talent-network.ts';
import { TALENT_LIMITS } from '../core/talent-request.ts';
import type { AlertStore } from '../store/store-alerts.ts';
import type {
  AcceptInput,
  AppliedRole,
  Ceilings,
  FormKind,
  Limits,
  SpamReason,
} from '../core/submission.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import { turnstileFromEnv } from '../providers/turnstile.ts';
import { roleLookupFor, type RoleLookup } from './application.ts';

export type HandlerDeps = OutboxDeps & {
  kind: FormKind;
  /** Keeps a promise running past the answer; default Supabase's EdgeRuntime.waitUntil where there is one. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Applications: finds the role in the site's open roles (default: SITE_URL's, cached a minute). */
  roles?: RoleLookup;
  /** Joins of the talent network: the job alerts' store, where an opt-in subscribes. */
  alerts?: AlertStore;
};

/** The body each form's requests may take. */
const BODY_BYTES: Record<FormKind, number> = {
  contact: LIMITS.contactBodyBytes,
  'tech-refugee': LIMITS.registrationBodyBytes,
  application: LIMITS.applicationBodyBytes,
  'talent-request': TALENT_LIMITS.bodyBytes,
  'talent-network': NETWORK_LIMITS.bodyBytes,
};

/** Health checks one address may ask for per minute (in this instance's memory). */
export const HEALTH_PER_MINUTE = 10;

/** What a form function reads once, when it starts. */
export type FormSetup = {
  deps: HandlerDeps;
  kind: FormKind;
  log: Logger;
  clock: () => Date;
  waitUntil: (work: Promise<unknown>) => void;
  maxBytes: number;
  requestWaitMs: number;
  limits: Limits;
  ceilings: Ceilings;
  minMs: number;
  origins: string[];
  roles: RoleLookup | null;
  turnstile: ReturnType<typeof turnstileFromEnv>;
  healthLimit: ReturnType<typeof createRateLimiter>;
};

export function formSetup(deps: HandlerDeps): FormSetup {
  const { kind, env } = deps;
  const setup: FormSetup = {
    deps,
    kind,
    log: deps.log ?? consoleLogger,
    clock: deps.clock ?? (() => new Date()),
    waitUntil: deps.waitUntil ?? platformWaitUntil,
    maxBytes: BODY_BYTES[kind],
    requestWaitMs: outboxFromEnv(env).requestWaitMs,
    limits: limitsFromEnv(env),
    ceilings: ceilingsFromEnv(env),
    minMs: minSubmitMs(env),
    origins: siteOrigins(env),
    roles: kind === 'application' ? (deps.roles ?? roleLookupFor(env)) : null,
    turnstile: turnstileFromEnv(env, siteHostnames(env)),
    healthLimit: createRateLimiter(HEALTH_PER_MINUTE, 60),
  };
  if (setup.origins.length === 0)
    setup.log.error(
      'SITE_ORIGINS is not set: every submission is refused (403) until it names the site',
      { kind },
    );
  if (setup.turnstile.state === 'missing-secret')
    setup.log.error(
      'TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not: every submission is refused (503) until it is',
      { kind },
    );
  return setup;
}

/** A submission as validated (an application's role is added before storing). */
export type Validated =
  | Exclude<AcceptInput['submission'], { kind: 'application' }>
  | { kind: 'application'; data: Application };

/** What the steps learn of one request, in the order they learn it. */
export type FormRequest = {
  request: Request;
  ip: string;
  /** How `ip` was found (deployed: serve.ts); the health answer reports it. */
  address?: ClientAddressReport;
  /** The sender's network (an IPv4 /24, an IPv6 /48). */
  net: string;
  requestId: string;
  json: JsonAnswer;
  refuse: Refusal;
  /** When the request arrived, by the function's clock. */
  now: Date;
  raw?: unknown;
  submission?: Validated;
  signals?: BotSignalFields;
  /** Why it is judged a bot; null for a person. */
  spamReason: SpamReason | null;
  /** Turnstile could not judge it: its token and the idempotency key its later check sends again. */
  unverified?: { token: string; key: string };
  role?: AppliedRole | null;
  /** Set once the row is stored: from then on the answer is success, whatever fails after. */
  storedId?: string;
};

/**
 * A step of the pipeline: it refuses (a Response), answers (a Response), or learns something
 * about the request and lets the next step run (nothing).
 */
export type Step = (setup: FormSetup, req: FormRequest) => Promise<Response | void>;

/** A refusal for what the address sent: counted toward its refusal budget (REFUSAL_MAX per window). */
export async function refuseCounted(
  { deps, kind, limits, log }: FormSetup,
  req: FormRequest,
  status: number,
  error: FieldError,
): Promise<Response> {
  try {
    await deps.store.countRefusal(kind, req.ip, req.now, limits);
  } catch (countError) {
    log.error('could not count a refusal', {
      requestId: req.requestId,
      kind,
      reason: String(countError),
    });
  }
  return req.refuse(status, error);
}

/** The success answer: an application's says whether its role is still open. */
export function success(
  req: FormRequest,
  id: string,
  extra: Record<string, unknown> = {},
): Response {
  const role = req.role;
  return req.json(
    200,
    role ? { ok: true, roleOpen: role.open !== false, ...extra } : { ok: true, id, ...extra },
  );
}

/** The answer when the form cannot take submissions (a missing or refused secret, a full store). */
export const NOT_ACCEPTING: FieldError = {
  field: 'server',
  why: 'the form is not accepting submissions right now; try again later',
};
