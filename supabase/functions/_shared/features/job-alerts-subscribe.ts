/**
 * The `job-alerts` function's subscribe action: the fields and the bot signals, Turnstile when it
 * is on, then one transaction (store-alerts-subscribe.ts) that counts the address's and its
 * network's limits and the hourly ceiling on confirmation emails before it queues the one email
 * the address gets. Every valid request is answered alike (202) whatever the address's state;
 * only a limit (429) or the ceiling (503) is told.
 */
import { JOB_ALERTS_FUNCTION } from '../core/job-alert-rules.ts';
import { alertCeilingsFromEnv, NOTICES_PER_DAY } from '../core/alert-settings.ts';
import { keyedHash } from '../core/alert-tokens.ts';
import { networkKey } from '../core/client-ip.ts';
import type { JsonAnswer, Refusal } from '../core/request-bounds.ts';
import {
  validateBotSignals,
  validateJobAlert,
  type BotSignalFields,
  type FieldError,
} from '../core/rules.ts';
import {
  ceilingsFromEnv,
  consoleLogger,
  limitsFromEnv,
  minSubmitMs,
  siteOrigins,
  type Logger,
} from '../core/settings.ts';
import { judgeSignals } from '../core/bot-signals.ts';
import { platformWaitUntil } from '../core/platform.ts';
import { turnstileFromEnv } from '../providers/turnstile.ts';
import type { AlertLimitScope, SubscribeInput, SubscribeOutcome } from '../store/store-alerts.ts';
import { sendAlertEmails, type AlertDeps } from './job-alerts-send.ts';

export type SubscribeRequest = {
  body: Record<string, unknown>;
  ip: string;
  requestId: string;
  json: JsonAnswer;
  refuse: Refusal;
};

/** What the action reads from the environment once, with its dependencies. */
type Setup = {
  deps: AlertDeps;
  log: Logger;
  secret: string;
  rate: SubscribeInput['rate'];
  noticesHourly: number;
  minMs: number;
  turnstile: ReturnType<typeof turnstileFromEnv>;
  limitedWhy: Record<AlertLimitScope, string>;
};

const NOT_ACCEPTING: FieldError = {
  field: 'server',
  why: 'the form is not accepting submissions right now; try again later',
};

function setupFrom(deps: AlertDeps, secret: string): Setup {
  const { env } = deps;
  const limits = limitsFromEnv(env);
  const ceilings = alertCeilingsFromEnv(env);
  const minutes = Math.round(limits.rateWindowSeconds / 60);
  return {
    deps,
    log: deps.log ?? consoleLogger,
    secret,
    rate: {
      windowMax: limits.rateMax,
      windowSeconds: limits.rateWindowSeconds,
      dailyMax: ceilingsFromEnv(env).addressDaily,
      networkHourly: ceilings.networkHourly,
      networkDaily: ceilings.networkDaily,
    },
    noticesHourly: ceilings.noticesHourly,
    minMs: minSubmitMs(env),
    turnstile: turnstileFromEnv(
      env,
      siteOrigins(env).map((o) => {
        try {
          return new URL(o).hostname;
        } catch {
          return o;
        }
      }),
    ),
    limitedWhy: {
      window: `at most ${limits.rateMax} requests per ${minutes} minutes; try again later`,
      day: 'too many requests from this address today; try again tomorrow',
      network: 'too many requests from your network; try again later',
    },
  };
}

/**
 * The bot checks: a refusal when the check cannot run, `bot` when the request is answered as a
 * person's and dropped, null when it goes on.
 */
async function checkBot(
  setup: Setup,
  request: SubscribeRequest,
  signals: BotSignalFields,
): Promise<Response | 'bot' | null> {
  const { log, turnstile } = setup;
  const { ip, requestId, refuse } = request;
  if (turnstile.state === 'missing-secret') {
    log.error(
      'refused: Turnstile is on for the site but the function has no TURNSTILE_SECRET_KEY',
      { requestId },
    );
    return refuse(503, NOT_ACCEPTING, { 'retry-after': '600' });
  }
  const spam = judgeSignals(signals, setup.minMs);
  if (spam) {
    log.info('job alert subscription judged a bot; nothing stored', { requestId, spam });
    return 'bot';
  }
  if (turnstile.state !== 'on') return null;
  const verdict = await turnstile.verify({
    token: signals.turnstileToken,
    remoteip: ip,
    action: JOB_ALERTS_FUNCTION,
  });
  if (verdict.result === 'passed') return null;
  if (verdict.result === 'failed') {
    log.info('job alert subscription failed Turnstile; nothing stored', { requestId });
    return 'bot';
  }
  if (verdict.result === 'unavailable') {
    // The bot check never loses a person: siteverify could not judge it, so it is taken (a
    // confirmation carries nothing but a link, within the ceilings) rather than refused.
    log.error('turnstile siteverify could not judge a job alert subscription; taken', {
      requestId,
      reason: verdict.reason,
    });
    return null;
  }
  log.error('turnstile siteverify could not judge a job alert subscription', {
    requestId,
    result: verdict.result,
  });
  return refuse(503, NOT_ACCEPTING, { 'retry-after': '60' });
}

/** The answer to what the store did: the same 202 for a new, pending, confirmed or capped address. */
function answer(
  setup: Setup,
  outcome: SubscribeOutcome,
  request: SubscribeRequest,
): Promise<Response> | Response {
  const { deps, log } = setup;
  const { requestId, json, refuse } = request;
  const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });
  if (outcome.status === 'limited')
    return refuse(
      429,
      { field: 'rate', why: setup.limitedWhy[outcome.scope] },
      retryAfter(outcome.retryAfterSeconds),
    );
  if (outcome.status === 'busy') {
    log.error('job alerts: the hourly ceiling on confirmation emails is reached; answering 503', {
      requestId,
      ceiling: setup.noticesHourly,
    });
    return refuse(
      503,
      { field: 'server', why: 'job alerts take too many requests right now; try again later' },
      retryAfter(outcome.retryAfterSeconds),
    );
  }
  if (outcome.status === 'queued') {
    // The email's first try goes on after the answer; a drain sends what it could not.
    (deps.waitUntil ?? platformWaitUntil)(
      sendAlertEmails(deps, { id: outcome.emailId }).catch((error) =>
        log.error('job alert email: first try failed; the drain sends it', {
          requestId,
          reason: String(error),
        }),
      ),
    );
  }
  log.info('job alert subscription taken', { requestId });
  return json(202, { ok: true });
}

async function subscribe(setup: Setup, request: SubscribeRequest): Promise<Response> {
  const { deps, secret } = setup;
  const { body, ip, json, refuse } = request;
  const payload = validateJobAlert(body);
  if (!payload.ok) return refuse(400, payload.error);
  const signals = validateBotSignals(body);
  if (!signals.ok) return refuse(400, signals.error);
  const bot = await checkBot(setup, request, signals.value);
  // A bot gets the answer a person gets: no oracle.
  if (bot === 'bot') return json(202, { ok: true });
  if (bot) return bot;
  const { email, ...criteria } = payload.value;
  const network = networkKey(ip);
  const outcome = await deps.alerts.subscribe({
    email,
    criteria,
    now: (deps.clock ?? (() => new Date()))(),
    requester: await keyedHash(secret, ip),
    // An address of no known network (none was read) counts toward its own limits only.
    network: network === ip ? null : await keyedHash(secret, network),
    rate: setup.rate,
    noticesPerDay: NOTICES_PER_DAY,
    noticesHourly: setup.noticesHourly,
  });
  return answer(setup, outcome, request);
}

/** The subscribe action with its settings read once: `secret` signs links and hashes addresses. */
export function createSubscribe(
  deps: AlertDeps,
  secret: string,
): (request: SubscribeRequest) => Promise<Response> {
  const setup = setupFrom(deps, secret);
  return (request) => subscribe(setup, request);
}
