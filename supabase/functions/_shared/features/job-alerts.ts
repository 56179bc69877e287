/**
 * Job alerts: the `job-alerts` function's actions (subscribe, confirm, manage, unsubscribe),
 * routed by subpath. Web-standard Request/Response only, like the forms' handler: Deno.serve runs
 * it deployed, the local Node server and the tests run the same code. Its parts: the subscription
 * (job-alerts-subscribe.ts), the alert run (job-alerts-run.ts) and the sending of the alerts'
 * outbox (job-alerts-send.ts), each importable from here.
 */
import { ALERT_PAGES, JOB_ALERTS_FUNCTION, PENDING_HOURS } from '../core/job-alert-rules.ts';
import { alertSecret } from '../core/alert-settings.ts';
import { readToken } from '../core/alert-tokens.ts';
import {
  answersFor,
  corsHeaders,
  fromSiteOrigin,
  isJsonContentType,
  parseBoundedJson,
  readBounded,
  TooLarge,
  type JsonAnswer,
  type Refusal,
} from '../core/request-bounds.ts';
import { validateAlertCriteria } from '../core/rules.ts';
import { consoleLogger, type Logger } from '../core/settings.ts';
import { siteUrl } from '../core/settings.ts';
import type { AlertStore } from '../store/store-alerts.ts';
import type { AlertDeps } from './job-alerts-send.ts';
import { createSubscribe } from './job-alerts-subscribe.ts';

export { alertSecret, NOTICES_PER_DAY, publicFunctionsUrl } from '../core/alert-settings.ts';
export { rolesUrl, runAlerts, type RunReport } from './job-alerts-run.ts';
export {
  composeAlertEmail,
  MAX_EMAILS_PER_INVOCATION,
  sendAlertEmails,
  type AlertDeps,
  type SendReport,
} from './job-alerts-send.ts';

/** The largest body an action takes: its fields are a few hundred characters. */
const MAX_BODY_BYTES = 8 * 1024;

export const EXPIRED_CONFIRMATION =
  'This confirmation link has expired or was already replaced. Subscribe again to get a new one.';
export const UNKNOWN_ALERT = 'This alert no longer exists: it was unsubscribed or never confirmed.';

export type AlertsHandler = (request: Request, context: { ip: string }) => Promise<Response>;

/** What an action needs besides its request: the store, the secret, the clock, the answers. */
type Action = {
  alerts: AlertStore;
  secret: string;
  clock: () => Date;
  log: Logger;
  requestId: string;
  json: JsonAnswer;
  refuse: Refusal;
};

/** The action a path names: `/job-alerts/<action>` (deployed), `/functions/v1/job-alerts/<action>` (locally). */
function actionOf(pathname: string): string | null {
  const m = new RegExp(`/${JOB_ALERTS_FUNCTION}/([a-z]+)/?$`).exec(pathname);
  return m ? m[1]! : null;
}

const tooLarge = { field: 'body', why: `must be at most ${MAX_BODY_BYTES / 1024} KB` };

/** The browser's actions' body: only from the site's own pages, JSON, bounded; or its refusal. */
async function browserBody(
  request: Request,
  deps: AlertDeps,
  refuse: Refusal,
): Promise<Record<string, unknown> | Response> {
  if (!fromSiteOrigin(request, deps.env))
    return refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
  if (!isJsonContentType(request.headers.get('content-type')))
    return refuse(415, { field: 'content-type', why: 'must be application/json' });
  let raw: unknown;
  try {
    raw = parseBoundedJson(await readBounded(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, tooLarge);
    return refuse(400, { field: 'body', why: 'must be a JSON object' });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse(400, { field: 'body', why: 'must be a JSON object' });
  return raw as Record<string, unknown>;
}

/** The confirmation link's button: the latest link of a pending subscription, within its hours. */
async function confirm(action: Action, body: Record<string, unknown>): Promise<Response> {
  const { alerts, secret, clock, log, requestId, json, refuse } = action;
  if (typeof body.token !== 'string' || body.token === '')
    return refuse(400, { field: 'token', why: 'must be the token of the confirmation link' });
  const claims = await readToken(secret, body.token);
  const subscriber =
    claims?.purpose === 'confirm'
      ? await alerts.confirm(claims.subscriberId, claims.version, clock(), PENDING_HOURS)
      : null;
  if (!subscriber) return json(410, { error: EXPIRED_CONFIRMATION });
  log.info('job alert confirmed', { requestId });
  // The criteria are shown here, on the site, never in the confirmation email.
  return json(200, { ok: true, criteria: subscriber.criteria, email: subscriber.email });
}

/** The criteria page: shows the criteria, or changes them. */
async function manage(action: Action, body: Record<string, unknown>): Promise<Response> {
  const { alerts, secret, json, refuse } = action;
  if (typeof body.token !== 'string' || body.token === '')
    return refuse(400, { field: 'token', why: 'must be the token of the manage link' });
  const claims = await readToken(secret, body.token);
  const subscriber =
    claims?.purpose === 'manage' ? await alerts.confirmed(claims.subscriberId) : null;
  if (!subscriber) return json(404, { error: UNKNOWN_ALERT });
  if (body.criteria === undefined)
    return json(200, { email: subscriber.email, criteria: subscriber.criteria });
  const criteria = validateAlertCriteria(body.criteria);
  if (!criteria.ok) return refuse(400, criteria.error);
  const updated = await alerts.updateCriteria(subscriber.id, criteria.value);
  if (!updated) return json(404, { error: UNKNOWN_ALERT });
  return json(200, { ok: true, email: updated.email, criteria: updated.criteria });
}

/**
 * RFC 8058: mail providers POST `List-Unsubscribe=One-Click` from their servers (no Origin,
 * form-encoded or multipart) to the header's URL, which carries the token; the site's page
 * POSTs JSON { token }. Neither needs more than the token. Any token answers alike.
 */
async function unsubscribe(action: Action, request: Request, url: URL): Promise<Response> {
  const { alerts, secret, log, json, refuse } = action;
  let token = url.searchParams.get('token') ?? '';
  let text: string;
  try {
    text = await readBounded(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, tooLarge);
    return refuse(400, { field: 'body', why: 'could not be read' });
  }
  if (!token && isJsonContentType(request.headers.get('content-type'))) {
    try {
      const body = parseBoundedJson(text) as { token?: unknown } | null;
      if (body && typeof body.token === 'string') token = body.token;
    } catch {
      return refuse(400, { field: 'body', why: 'must be a JSON object' });
    }
  }
  if (!token)
    return refuse(400, { field: 'token', why: 'must be the token of the unsubscribe link' });
  const claims = await readToken(secret, token);
  // The manage link's holder may stop the alerts too (the manage page offers it).
  if (claims && (claims.purpose === 'unsubscribe' || claims.purpose === 'manage')) {
    if (await alerts.erase(claims.subscriberId)) log.info('job alert unsubscribed and erased', {});
  }
  return json(200, { ok: true });
}

/** A GET of the one-click link (a mail scanner follows links) never unsubscribes: the site's page asks first. */
function toUnsubscribePage(deps: AlertDeps, url: URL, requestId: string): Response {
  const token = url.searchParams.get('token') ?? '';
  return new Response(null, {
    status: 303,
    headers: {
      location: `${siteUrl(deps.env)}${ALERT_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`,
      'cache-control': 'no-store',
      'x-request-id': requestId,
    },
  });
}

export function createJobAlertsHandler(deps: AlertDeps): AlertsHandler {
  const { alerts, env, clock = () => new Date(), log = consoleLogger } = deps;
  const secret = alertSecret(env);
  const subscribe = secret ? createSubscribe(deps, secret) : null;
  if (!secret)
    log.error(
      'JOB_ALERTS_SECRET is not set (or shorter than 16 characters): job alerts answer 503',
      {
        function: JOB_ALERTS_FUNCTION,
      },
    );

  return async (request, { ip }) => {
    const requestId = crypto.randomUUID();
    const url = new URL(request.url);
    const name = actionOf(url.pathname);
    const cors = {
      ...corsHeaders(request, env),
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    const headers = { ...cors, 'cache-control': 'no-store', 'x-request-id': requestId };
    const { json, refuse } = answersFor(request, headers);

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (!name || !['subscribe', 'confirm', 'manage', 'unsubscribe'].includes(name))
      return refuse(404, {
        field: 'path',
        why: 'must be /job-alerts/subscribe, /confirm, /manage or /unsubscribe',
      });
    if (name === 'unsubscribe' && (request.method === 'GET' || request.method === 'HEAD'))
      return toUnsubscribePage(deps, url, requestId);
    if (request.method !== 'POST')
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    if (!secret || !subscribe)
      return refuse(
        503,
        { field: 'server', why: 'job alerts are not available right now; try again later' },
        { 'retry-after': '600' },
      );

    const action: Action = { alerts, secret, clock, log, requestId, json, refuse };
    try {
      if (name === 'unsubscribe') return await unsubscribe(action, request, url);
      const body = await browserBody(request, deps, refuse);
      if (body instanceof Response) return body;
      if (name === 'subscribe') return await subscribe({ body, ip, requestId, json, refuse });
      if (name === 'confirm') return await confirm(action, body);
      return await manage(action, body);
    } catch (error) {
      log.error('job alerts: the database failed', {
        requestId,
        action: name,
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return json(
        503,
        { error: 'server: job alerts could not be reached right now; try again' },
        { 'retry-after': '30' },
      );
    }
  };
}
