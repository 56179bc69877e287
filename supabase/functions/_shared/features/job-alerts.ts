/**
 * Job alerts: the `job-alerts` function's actions (subscribe, confirm, manage,
 * unsubscribe), the alert run that `job-alerts-send` starts after each build (pg_cron every 15
 * minutes deployed; `npm run alerts:send` locally), and the sending of the alerts' outbox
 * (alert_emails) in Resend batches of up to 100. Web-standard Request/Response only, like the
 * forms' handler: Deno.serve runs it deployed, the local Node server and the tests run the same code.
 */
import {
  ALERT_INTERVAL_HOURS,
  ALERT_PAGES,
  describeCriteria,
  JOB_ALERTS_FUNCTION,
  matchable,
  matchesAlert,
  MAX_ROLES_PER_ALERT,
  PENDING_HOURS,
  type MatchableRole,
} from '../core/job-alert-rules.ts';
import { OPEN_ROLES_PATH, parseOpenRoles } from '../../../../lib/jobs/open-roles-schema.ts';
import { keyedHash, readToken, signToken } from '../core/alert-tokens.ts';
import { judgeSignals } from '../core/bot-signals.ts';
import { platformWaitUntil, sha256Hex } from '../core/platform.ts';
import {
  BATCH_MAX,
  escapeHtml,
  oneLine,
  ProviderError,
  type Email,
  type Mailer,
} from '../providers/email.ts';
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
import { validateAlertCriteria, validateBotSignals, validateJobAlert } from '../core/rules.ts';
import {
  ceilingsFromEnv,
  consoleLogger,
  limitsFromEnv,
  mailSettingsFromEnv,
  maxEmailAttempts,
  minSubmitMs,
  outboxFromEnv,
  siteHostnames,
  siteUrl,
  type Env,
  type Logger,
} from '../core/settings.ts';
import type {
  AlertEmailRow,
  AlertRoleSnapshot,
  AlertStore,
  Subscriber,
} from '../store/store-alerts.ts';
import { turnstileFromEnv } from '../providers/turnstile.ts';

/** Confirmation and "already subscribed" emails one address gets per rolling day. */
export const NOTICES_PER_DAY = 3;

/** The largest body an action takes: its fields are a few hundred characters. */
const MAX_BODY_BYTES = 8 * 1024;

export const EXPIRED_CONFIRMATION =
  'This confirmation link has expired or was already replaced. Subscribe again to get a new one.';
export const UNKNOWN_ALERT = 'This alert no longer exists: it was unsubscribed or never confirmed.';

/** JOB_ALERTS_SECRET, which signs every link: required (the local server supplies its own). */
export function alertSecret(env: Env): string | null {
  const secret = env.JOB_ALERTS_SECRET ?? '';
  return secret.length >= 16 ? secret : null;
}

/**
 * The functions' public address, which the List-Unsubscribe header names: PUBLIC_FUNCTIONS_URL,
 * else SUPABASE_URL + /functions/v1 (Supabase sets SUPABASE_URL in every function).
 */
export function publicFunctionsUrl(env: Env): string {
  const explicit = (env.PUBLIC_FUNCTIONS_URL ?? '').replace(/\/+$/, '');
  if (explicit) return explicit;
  return env.SUPABASE_URL ? `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1` : '';
}

/** Where the run reads the open roles: JOB_ALERTS_ROLES_URL, else the site's /jobs/open-roles.json. */
export function rolesUrl(env: Env): string {
  return env.JOB_ALERTS_ROLES_URL || `${siteUrl(env)}${OPEN_ROLES_PATH}`;
}

export type AlertDeps = {
  alerts: AlertStore;
  mailer: Mailer;
  env: Env;
  clock?: () => Date;
  log?: Logger;
  /** Keeps a promise running past the answer; default Supabase's EdgeRuntime.waitUntil. */
  waitUntil?: (work: Promise<unknown>) => void;
  fetchImpl?: typeof fetch;
};

// ---------------------------------------------------------------------------------------------
// The emails.

type Links = { jobs: string; manage: string; unsubscribe: string; oneClick: string };

async function linksFor(env: Env, secret: string, subscriberId: string): Promise<Links> {
  const site = siteUrl(env);
  const unsubscribeToken = await signToken(secret, 'unsubscribe', subscriberId);
  return {
    jobs: `${site}/jobs`,
    manage: `${site}${ALERT_PAGES.manage}?token=${await signToken(secret, 'manage', subscriberId)}`,
    unsubscribe: `${site}${ALERT_PAGES.unsubscribe}?token=${unsubscribeToken}`,
    oneClick: `${publicFunctionsUrl(env)}/${JOB_ALERTS_FUNCTION}/unsubscribe?token=${unsubscribeToken}`,
  };
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The email one outbox row stands for: the same row makes the same email (a retry is a repeat). */
export async function composeAlertEmail(
  row: AlertEmailRow,
  env: Env,
  secret: string,
): Promise<Email> {
  const settings = mailSettingsFromEnv(env);
  const base = {
    from: settings.from,
    to: [row.email],
    replyTo: settings.to[0] ?? settings.from,
    attachments: [],
  };
  const signature = 'Cascadia Tech Staffing';
  if (row.topic === 'confirmation') {
    const confirm = `${siteUrl(env)}${ALERT_PAGES.confirm}?token=${await signToken(secret, 'confirm', row.subscriberId, row.tokenVersion)}`;
    const what = describeCriteria(row.criteria);
    const intro = [
      'Hello,',
      `Someone, probably you, asked for email alerts from Cascadia Tech Staffing about ${what}.`,
    ];
    const outro = [
      `The link works for ${PENDING_HOURS} hours. If you did not ask for these alerts, ignore this email: nothing is sent to this address unless the link is used, and the request is erased after ${PENDING_HOURS} hours.`,
      signature,
    ];
    return {
      ...base,
      subject: 'Confirm your job alerts',
      text: [...intro, `To start the alerts, confirm here:\n${confirm}`, ...outro].join('\n\n'),
      html:
        paragraphs(intro) + `<p>${link(confirm, 'Confirm my job alerts')}</p>` + paragraphs(outro),
    };
  }
  const links = await linksFor(env, secret, row.subscriberId);
  const headers = {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const footerText = [
    `Change what you are alerted about: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ];
  const footerHtml =
    `<p>${link(links.manage, 'Change what you are alerted about')} · ` +
    `${link(links.unsubscribe, 'Unsubscribe')}</p>`;
  if (row.topic === 'already-subscribed') {
    const lines = [
      'Hello,',
      `Someone, probably you, asked to subscribe this address to job alerts from Cascadia Tech Staffing. It is already subscribed, to ${describeCriteria(row.criteria)}; nothing was changed.`,
      'You can change the criteria or stop the alerts with the links below.',
      signature,
    ];
    return {
      ...base,
      subject: 'You are already subscribed to job alerts',
      headers,
      text: [...lines, ...footerText].join('\n\n'),
      html: paragraphs(lines) + footerHtml,
    };
  }
  const count = row.roles.length;
  const subject = oneLine(
    count === 1 ? `New role: ${row.roles[0]!.title}` : `${count} new roles matching your job alert`,
  );
  const intro = `${count === 1 ? 'A new role matches' : `${count} new roles match`} your job alert (${describeCriteria(row.criteria)}).`;
  const roleText = row.roles
    .map((r, i) => `${i + 1}. ${r.title}\n   ${r.place} · ${r.pay}\n   ${r.url}`)
    .join('\n\n');
  const roleHtml = row.roles
    .map(
      (r) =>
        `<li style="margin-bottom:12px">${link(r.url, r.title)}<br>${escapeHtml(r.place)} · ${escapeHtml(r.pay)}</li>`,
    )
    .join('');
  const outro = `You receive this because you confirmed job alerts at this address. At most one alert a day.`;
  return {
    ...base,
    subject,
    headers,
    text: [
      'Hello,',
      intro,
      roleText,
      `Every open role: ${links.jobs}`,
      ...footerText,
      outro,
      signature,
    ].join('\n\n'),
    html:
      paragraphs(['Hello,', intro]) +
      `<ul style="padding-left:18px">${roleHtml}</ul>` +
      `<p>${link(links.jobs, 'See every open role')}</p>` +
      footerHtml +
      paragraphs([outro, signature]),
  };
}

export type SendReport = { sent: number; failed: number; batches: number };

/** Records a failure of `ids` (each retried after its backoff, parked at its last attempt), counted. */
function failerOf({ alerts, env, clock = () => new Date() }: AlertDeps, report: SendReport) {
  return async (ids: string[], error: unknown) => {
    report.failed += ids.length;
    await alerts
      .failEmails(ids, {
        error: error instanceof Error ? error.message : String(error),
        at: clock(),
        backoffSeconds: outboxFromEnv(env).backoffSeconds,
        maxAttempts: maxEmailAttempts(env),
      })
      .catch(() => undefined);
  };
}

/** Each row's email, composed alone: a row whose email cannot be composed fails alone. */
async function composeEach(
  rows: AlertEmailRow[],
  env: Env,
  secret: string,
  fail: (ids: string[], error: unknown) => Promise<void>,
): Promise<{ sendable: AlertEmailRow[]; emails: Email[] }> {
  const composed = await Promise.all(
    rows.map((r) => composeAlertEmail(r, env, secret).catch((error) => fail([r.id], error))),
  );
  return {
    sendable: rows.filter((_, i) => composed[i]),
    emails: composed.filter((e): e is Email => Boolean(e)),
  };
}

/** Finishes the sent rows in one update; when the database refuses it, each alone (one refused fails alone). */
async function finishEach(
  { alerts, clock = () => new Date() }: AlertDeps,
  ids: string[],
  report: SendReport,
  fail: (ids: string[], error: unknown) => Promise<void>,
): Promise<void> {
  try {
    await alerts.finishEmails(ids, clock());
    report.sent += ids.length;
  } catch {
    for (const rowId of ids)
      await alerts.finishEmails([rowId], clock()).then(
        () => void (report.sent += 1),
        (error) => fail([rowId], error),
      );
  }
}

/**
 * Sends the alerts' due emails, up to 100 a call to the provider, oldest first, until none is
 * left or `budgetMs` is spent (`id`: only that one, the subscribing request's first try). A
 * batch's Idempotency-Key is a hash of its emails' keys and content (oldest first, so a batch
 * tried again after a crash is the same batch under the same key); rows are leased (SKIP LOCKED),
 * so concurrent senders never share one. Each email's fate is its own: one that cannot be
 * composed or finished fails alone; a batch the provider refuses fails as one.
 */
export async function sendAlertEmails(
  deps: AlertDeps,
  {
    budgetMs = 30_000,
    id,
    maxEmails = MAX_EMAILS_PER_INVOCATION,
  }: { budgetMs?: number; id?: string; maxEmails?: number } = {},
): Promise<SendReport> {
  const { alerts, mailer, env, clock = () => new Date(), log = consoleLogger } = deps;
  const report: SendReport = { sent: 0, failed: 0, batches: 0 };
  const secret = alertSecret(env);
  if (!secret) return report;
  const fail = failerOf(deps, report);
  const { leaseSeconds } = outboxFromEnv(env);
  const started = Date.now();
  while (Date.now() - started < budgetMs && report.sent + report.failed < maxEmails) {
    const now = clock();
    const rows = await alerts.claimEmails(
      now,
      id ? 1 : Math.min(BATCH_MAX, maxEmails - report.sent - report.failed),
      new Date(now.getTime() + leaseSeconds * 1000),
      id,
    );
    if (rows.length === 0) break;
    const { sendable, emails } = await composeEach(rows, env, secret, fail);
    if (sendable.length === 0) continue;
    const ids = sendable.map((r) => r.id);
    try {
      if (mailer.sendBatch) {
        // A batch is sent under one key, recorded before the first try; a failed batch is tried
        // again as the same batch under the same key (claimEmails never regroups it), so an answer
        // lost after the provider accepted it sends nothing twice.
        const pinned = sendable[0]!.batchKey;
        const key =
          pinned ??
          `${JOB_ALERTS_FUNCTION}/batch/${await sha256Hex(
            `${sendable.map((r) => r.key).join('\n')}\n${await sha256Hex(JSON.stringify(emails))}`,
          )}`;
        if (!pinned) await alerts.pinBatch(ids, key);
        try {
          await mailer.sendBatch(emails, { idempotencyKey: key, keys: sendable.map((r) => r.key) });
        } catch (error) {
          // The provider holds this key with another body (an email of the batch was erased, or
          // its criteria changed, since the first try): it keeps a key only for a request it
          // accepted, so the first try was delivered.
          if (!(error instanceof ProviderError && error.code === 'invalid_idempotent_request'))
            throw error;
          log.info('job alert batch already delivered under its key; marked sent', {
            emails: rows.length,
          });
        }
      } else {
        for (const [i, email] of emails.entries())
          await mailer.send(email, { idempotencyKey: sendable[i]!.key });
      }
      report.batches += 1;
      await finishEach(deps, ids, report, fail);
    } catch (error) {
      log.error('job alert emails failed; retried after their backoff', {
        emails: ids.length,
        reason: error instanceof Error ? error.message : String(error),
      });
      await fail(ids, error);
      break;
    }
    if (id) break;
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// The run.

export type RunReport = {
  /** Open roles in the file read. */
  rolesSeen: number;
  /** Roles first seen by this run (the baseline's are counted in `baseline`). */
  newRoles: number;
  /** The first run: the roles it saw are the baseline, never sent. */
  baseline: boolean;
  /** Open roles not in the baseline: what subscribers may be sent. */
  candidateRoles: number;
  subscribersScanned: number;
  subscribersMatched: number;
  emailsQueued: number;
  emailsSent: number;
  emailsFailed: number;
  batches: number;
  /** False when the budget ran out before every subscriber was looked at: the next run goes on. */
  complete: boolean;
  /** What retention erased (pending past 48 hours, old outbox rows, request hashes). */
  erased: Record<string, number>;
};

/** Subscribers one transaction of the run looks at. */
const CHUNK = 1000;

/**
 * Emails one invocation queues, and sends, at most: what keeps one within Edge Functions' 2 s of
 * CPU time (npm run bench:alerts measures it); the next invocation (the run's, or the drain's
 * every minute) goes on where it stopped.
 */
export const MAX_EMAILS_PER_INVOCATION = 4_000;

/**
 * One alert run: erases what is past its time, reads the open roles, records the new ones, then
 * looks at every confirmed subscriber whose last alert is at least ALERT_INTERVAL_HOURS old
 * (keyset pages of 1,000, each one transaction) and queues one email listing the open roles first
 * seen after it confirmed that match its criteria and it was never sent (at most
 * MAX_ROLES_PER_ALERT; the rest wait for its next alert); then sends what is queued. Within
 * `budgetMs`; the report says whether it got through.
 */
export async function runAlerts(
  deps: AlertDeps,
  {
    budgetMs = 100_000,
    send = true,
    maxEmails = MAX_EMAILS_PER_INVOCATION,
  }: { budgetMs?: number; send?: boolean; maxEmails?: number } = {},
): Promise<RunReport> {
  const { alerts, env, clock = () => new Date(), fetchImpl = fetch } = deps;
  const started = Date.now();
  const now = clock();
  const erased = await alerts.purge(now);
  const response = await fetchImpl(rolesUrl(env), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${rolesUrl(env)} answered ${response.status}`);
  const file = parseOpenRoles(await response.json());
  const synced = await alerts.syncRoles(
    file.roles.map((r) => r.id),
    now,
  );
  const candidates = file.roles
    .map((role) => ({ role, seen: synced.roles.get(role.id)! }))
    .filter((c) => c.seen && !c.seen.baseline)
    .sort(
      (a, b) =>
        b.seen.firstSeen.getTime() - a.seen.firstSeen.getTime() ||
        b.role.datePosted.localeCompare(a.role.datePosted),
    )
    .map((c) => ({
      target: matchable(c.role) as MatchableRole,
      firstSeen: c.seen.firstSeen.getTime(),
      snapshot: {
        id: c.role.id,
        title: c.role.title,
        url: c.role.url,
        place: c.role.place.label,
        pay: c.role.pay.label,
      } satisfies AlertRoleSnapshot,
    }));
  const report: RunReport = {
    rolesSeen: file.roles.length,
    newRoles: synced.added.length,
    baseline: synced.added.length > 0 && [...synced.roles.values()].every((r) => r.baseline),
    candidateRoles: candidates.length,
    subscribersScanned: 0,
    subscribersMatched: 0,
    emailsQueued: 0,
    emailsSent: 0,
    emailsFailed: 0,
    batches: 0,
    complete: true,
    erased,
  };
  if (report.baseline) report.newRoles = 0;
  if (candidates.length > 0) {
    // Many subscribers share criteria: each set of criteria is matched against the roles once.
    const matches = new Map<string, typeof candidates>();
    const match = (subscriber: Subscriber) => {
      const key = JSON.stringify(subscriber.criteria);
      let found = matches.get(key);
      if (!found) {
        found = candidates.filter((c) => matchesAlert(subscriber.criteria, c.target));
        matches.set(key, found);
      }
      const confirmedAt = subscriber.confirmedAt?.getTime() ?? Infinity;
      return found.filter((c) => c.firstSeen > confirmedAt).map((c) => c.snapshot);
    };
    const newest = new Date(Math.max(...candidates.map((c) => c.firstSeen)));
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (Date.now() - started > budgetMs || report.emailsQueued >= maxEmails) {
        report.complete = false;
        break;
      }
      const chunk = await alerts.enqueueChunk({
        now,
        after,
        intervalHours: ALERT_INTERVAL_HOURS,
        confirmedBefore: newest,
        limit: Math.min(CHUNK, maxEmails - report.emailsQueued),
        maxRoles: MAX_ROLES_PER_ALERT,
        match,
      });
      if (!chunk.last) break;
      after = chunk.last;
      report.subscribersScanned += chunk.scanned;
      report.subscribersMatched += chunk.matched;
      report.emailsQueued += chunk.queued;
    }
  }
  if (send) {
    const sent = await sendAlertEmails(deps, {
      budgetMs: Math.max(0, budgetMs - (Date.now() - started)),
      maxEmails,
    });
    report.emailsSent = sent.sent;
    report.emailsFailed = sent.failed;
    report.batches = sent.batches;
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// The function's actions.

export type AlertsHandler = (request: Request, context: { ip: string }) => Promise<Response>;

/** The action a path names: `/job-alerts/<action>` (deployed), `/functions/v1/job-alerts/<action>` (locally). */
function actionOf(pathname: string): string | null {
  const m = new RegExp(`/${JOB_ALERTS_FUNCTION}/([a-z]+)/?$`).exec(pathname);
  return m ? m[1]! : null;
}

export function createJobAlertsHandler(deps: AlertDeps): AlertsHandler {
  const {
    alerts,
    env,
    clock = () => new Date(),
    log = consoleLogger,
    waitUntil = platformWaitUntil,
  } = deps;
  const secret = alertSecret(env);
  const limits = limitsFromEnv(env);
  const ceilings = ceilingsFromEnv(env);
  const minMs = minSubmitMs(env);
  const turnstile = turnstileFromEnv(env, siteHostnames(env));
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
    const action = actionOf(url.pathname);
    const cors = {
      ...corsHeaders(request, env),
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    const { json, refuse } = answersFor(request, {
      ...cors,
      'cache-control': 'no-store',
      'x-request-id': requestId,
    });

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (!action || !['subscribe', 'confirm', 'manage', 'unsubscribe'].includes(action))
      return refuse(404, {
        field: 'path',
        why: 'must be /job-alerts/subscribe, /confirm, /manage or /unsubscribe',
      });

    if (action === 'unsubscribe' && (request.method === 'GET' || request.method === 'HEAD')) {
      // A mail scanner follows links: a GET never unsubscribes; the site's page asks first.
      const token = url.searchParams.get('token') ?? '';
      return new Response(null, {
        status: 303,
        headers: {
          location: `${siteUrl(env)}${ALERT_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`,
          'cache-control': 'no-store',
          'x-request-id': requestId,
        },
      });
    }
    if (request.method !== 'POST')
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    if (!secret)
      return refuse(
        503,
        { field: 'server', why: 'job alerts are not available right now; try again later' },
        { 'retry-after': '600' },
      );

    try {
      if (action === 'unsubscribe') return await unsubscribe(request, url, json, refuse);

      // The browser's actions: only from the site's own pages, JSON, bounded.
      if (!fromSiteOrigin(request, env))
        return refuse(403, { field: 'origin', why: "must be one of the site's own pages" });
      if (!isJsonContentType(request.headers.get('content-type')))
        return refuse(415, { field: 'content-type', why: 'must be application/json' });
      let raw: unknown;
      try {
        raw = parseBoundedJson(await readBounded(request, MAX_BODY_BYTES));
      } catch (error) {
        if (error instanceof TooLarge)
          return refuse(413, { field: 'body', why: `must be at most ${MAX_BODY_BYTES / 1024} KB` });
        return refuse(400, { field: 'body', why: 'must be a JSON object' });
      }
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return refuse(400, { field: 'body', why: 'must be a JSON object' });
      const body = raw as Record<string, unknown>;

      if (action === 'subscribe') return await subscribe(body, ip, requestId, json, refuse);
      if (action === 'confirm') {
        if (typeof body.token !== 'string' || body.token === '')
          return refuse(400, { field: 'token', why: 'must be the token of the confirmation link' });
        const claims = await readToken(secret, body.token);
        const subscriber =
          claims?.purpose === 'confirm'
            ? await alerts.confirm(claims.subscriberId, claims.version, clock(), PENDING_HOURS)
            : null;
        if (!subscriber) return json(410, { error: EXPIRED_CONFIRMATION });
        log.info('job alert confirmed', { requestId });
        return json(200, { ok: true, criteria: subscriber.criteria, email: subscriber.email });
      }
      // manage
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
    } catch (error) {
      log.error('job alerts: the database failed', {
        requestId,
        action,
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return json(
        503,
        { error: 'server: job alerts could not be reached right now; try again' },
        { 'retry-after': '30' },
      );
    }
  };

  async function subscribe(
    body: Record<string, unknown>,
    ip: string,
    requestId: string,
    json: JsonAnswer,
    refuse: Refusal,
  ): Promise<Response> {
    const payload = validateJobAlert(body);
    if (!payload.ok) return refuse(400, payload.error);
    const signals = validateBotSignals(body);
    if (!signals.ok) return refuse(400, signals.error);
    // The same answer whatever happens below (new, pending, confirmed, capped, a bot): no oracle.
    const accepted = () => json(202, { ok: true });
    if (turnstile.state === 'missing-secret') {
      log.error(
        'refused: Turnstile is on for the site but the function has no TURNSTILE_SECRET_KEY',
        {
          requestId,
        },
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
    const spam = judgeSignals(signals.value, minMs);
    if (spam) {
      log.info('job alert subscription judged a bot; nothing stored', { requestId, spam });
      return accepted();
    }
    if (turnstile.state === 'on') {
      const verdict = await turnstile.verify({
        token: signals.value.turnstileToken,
        remoteip: ip,
        action: JOB_ALERTS_FUNCTION,
      });
      if (verdict.result === 'failed') {
        log.info('job alert subscription failed Turnstile; nothing stored', { requestId });
        return accepted();
      }
      if (verdict.result === 'unavailable') {
        // The bot check never loses a person: siteverify could not judge it, so it is taken (a
        // confirmation carries nothing but a link, within the ceilings) rather than refused.
        log.error('turnstile siteverify could not judge a job alert subscription; taken', {
          requestId,
          reason: verdict.reason,
        });
      } else if (verdict.result !== 'passed') {
        log.error('turnstile siteverify could not judge a job alert subscription', {
          requestId,
          result: verdict.result,
        });
        return refuse(
          503,
          {
            field: 'server',
            why: 'the form is not accepting submissions right now; try again later',
          },
          { 'retry-after': '60' },
        );
      }
    }
    const { email, ...criteria } = payload.value;
    const outcome = await alerts.subscribe({
      email,
      criteria,
      now: clock(),
      requester: await keyedHash(secret!, ip),
      rate: {
        windowMax: limits.rateMax,
        windowSeconds: limits.rateWindowSeconds,
        dailyMax: ceilings.addressDaily,
      },
      noticesPerDay: NOTICES_PER_DAY,
    });
    if (outcome.status === 'limited')
      return refuse(
        429,
        {
          field: 'rate',
          why: `at most ${limits.rateMax} requests per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later`,
        },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      );
    if (outcome.status === 'queued') {
      // The email's first try goes on after the answer; a drain sends what it could not.
      waitUntil(
        sendAlertEmails(deps, { id: outcome.emailId }).catch((error) =>
          log.error('job alert email: first try failed; the drain sends it', {
            requestId,
            reason: String(error),
          }),
        ),
      );
    }
    log.info('job alert subscription taken', { requestId });
    return accepted();
  }

  async function unsubscribe(
    request: Request,
    url: URL,
    json: JsonAnswer,
    refuse: Refusal,
  ): Promise<Response> {
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` from their servers (no Origin,
    // form-encoded or multipart) to the header's URL, which carries the token; the site's page
    // POSTs JSON { token }. Neither needs more than the token.
    let token = url.searchParams.get('token') ?? '';
    let text: string;
    try {
      text = await readBounded(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof TooLarge)
        return refuse(413, { field: 'body', why: `must be at most ${MAX_BODY_BYTES / 1024} KB` });
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
    const claims = await readToken(secret!, token);
    // The manage link's holder may stop the alerts too (the manage page offers it).
    if (claims && (claims.purpose === 'unsubscribe' || claims.purpose === 'manage')) {
      const erased = await alerts.erase(claims.subscriberId);
      if (erased) log.info('job alert unsubscribed and erased', {});
    }
    return json(200, { ok: true });
  }
}
