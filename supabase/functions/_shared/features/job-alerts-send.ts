/**
 * Sending the job alerts' outbox (alert_emails): each row's email composed with its signed links
 * (providers/job-alert-emails.ts has the words), up to 100 a Resend batch under one
 * Idempotency-Key recorded before the first try, retried with backoff. The batch is sent in
 * Resend's permissive validation: an email the provider refuses is parked with its reason, and
 * the rest of its batch is sent. Senders: the subscribing
 * request's first try after its answer, the alert run after queuing, and the outbox drain.
 */
import { ALERT_PAGES, JOB_ALERTS_FUNCTION } from '../core/job-alert-rules.ts';
import { alertSecret } from '../core/alert-settings.ts';
import { signToken } from '../core/alert-tokens.ts';
import {
  consoleLogger,
  mailSettingsFromEnv,
  maxEmailAttempts,
  outboxFromEnv,
  type Env,
  type Logger,
} from '../core/settings.ts';
import { sha256Hex } from '../core/platform.ts';
import { BATCH_MAX, ProviderError, type Email, type Mailer } from '../providers/email.ts';
import {
  composeAlert,
  composeAlertConfirmation,
  composeAlreadySubscribed,
  oneClickLink,
  publishedRole,
  siteLink,
  type SubscriberLinks,
} from '../providers/typed-address-email.ts';
import type { AlertEmailRow, AlertStore } from '../store/store-alerts.ts';

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

export type SendReport = { sent: number; failed: number; batches: number };

/**
 * Emails one invocation queues, and sends, at most: what keeps one within Edge Functions' 2 s of
 * CPU time (npm run bench:alerts measures it); the next invocation (the run's, or the drain's
 * every minute) goes on where it stopped.
 */
export const MAX_EMAILS_PER_INVOCATION = 4_000;

async function linksFor(env: Env, secret: string, subscriberId: string): Promise<SubscriberLinks> {
  const unsubscribeToken = await signToken(secret, 'unsubscribe', subscriberId);
  return {
    jobs: siteLink(env, '/jobs'),
    manage: siteLink(env, ALERT_PAGES.manage, await signToken(secret, 'manage', subscriberId)),
    unsubscribe: siteLink(env, ALERT_PAGES.unsubscribe, unsubscribeToken),
    oneClick: oneClickLink(env, unsubscribeToken),
  };
}

/** The email one outbox row stands for: the same row makes the same email (a retry is a repeat). */
export async function composeAlertEmail(
  row: AlertEmailRow,
  env: Env,
  secret: string,
): Promise<Email> {
  const settings = mailSettingsFromEnv(env);
  if (row.topic === 'confirmation') {
    const token = await signToken(secret, 'confirm', row.subscriberId, row.tokenVersion);
    return composeAlertConfirmation(row.email, siteLink(env, ALERT_PAGES.confirm, token), settings);
  }
  const links = await linksFor(env, secret, row.subscriberId);
  if (row.topic === 'already-subscribed')
    return composeAlreadySubscribed(row.email, links, settings);
  return composeAlert(row.email, row.roles.map(publishedRole), links, settings);
}

/** An email of a batch the provider refused (an address it will not take): its row and why. */
type Refusal = { row: AlertEmailRow; reason: string };

/**
 * One batch to the provider under its key; answers the emails it refused (the others it took).
 * The key is recorded on the rows before the first try; a failed batch is tried again as the
 * same batch under the same key (claimEmails never regroups it), so an answer lost after the
 * provider accepted it sends nothing twice.
 */
async function deliver(
  rows: AlertEmailRow[],
  emails: Email[],
  deps: AlertDeps,
): Promise<Refusal[]> {
  const { alerts, mailer, log = consoleLogger } = deps;
  if (!mailer.sendBatch) {
    for (const [i, email] of emails.entries())
      await mailer.send(email, { idempotencyKey: rows[i]!.key });
    return [];
  }
  const pinned = rows[0]!.batchKey;
  const key =
    pinned ??
    `${JOB_ALERTS_FUNCTION}/batch/${await sha256Hex(
      `${rows.map((r) => r.key).join('\n')}\n${await sha256Hex(JSON.stringify(emails))}`,
    )}`;
  if (!pinned)
    await alerts.pinBatch(
      rows.map((r) => r.id),
      key,
    );
  try {
    const { refused = [] } = await mailer.sendBatch(emails, {
      idempotencyKey: key,
      keys: rows.map((r) => r.key),
    });
    return refused.flatMap(({ index, reason }) =>
      rows[index] ? [{ row: rows[index], reason }] : [],
    );
  } catch (error) {
    // The provider holds this key with another body (an email of the batch was erased, or its
    // criteria changed, since the first try): it keeps a key only for a request it accepted, so
    // the first try was delivered.
    if (!(error instanceof ProviderError && error.code === 'invalid_idempotent_request'))
      throw error;
    log.info('job alert batch already delivered under its key; marked sent', {
      emails: rows.length,
    });
    return [];
  }
}

/**
 * Parks the emails the provider refused at once, each with its reason (the same email would be
 * refused again): they wait in the parked report; the rest of their batch is sent.
 */
async function parkRefused(
  { alerts, clock = () => new Date(), log = consoleLogger }: AlertDeps,
  refused: Refusal[],
  report: SendReport,
): Promise<void> {
  for (const { row, reason } of refused) {
    report.failed += 1;
    await alerts
      .failEmails([row.id], {
        error: `the email provider refused this email: ${reason}`,
        at: clock(),
        backoffSeconds: 0,
        maxAttempts: 0,
      })
      .catch(() => undefined);
  }
  if (refused.length)
    log.error('job alert emails refused by the provider; parked, the rest sent', {
      refused: refused.length,
    });
}

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
 * so concurrent senders never share one.
 */
export async function sendAlertEmails(
  deps: AlertDeps,
  {
    budgetMs = 30_000,
    id,
    maxEmails = MAX_EMAILS_PER_INVOCATION,
  }: { budgetMs?: number; id?: string; maxEmails?: number } = {},
): Promise<SendReport> {
  const { alerts, env, clock = () => new Date(), log = consoleLogger } = deps;
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
    let ids = sendable.map((r) => r.id);
    try {
      const refused = await deliver(sendable, emails, deps);
      report.batches += 1;
      await parkRefused(deps, refused, report);
      ids = ids.filter((rowId) => !refused.some((r) => r.row.id === rowId));
    } catch (error) {
      log.error('job alert emails failed; retried after their backoff', {
        emails: ids.length,
        reason: error instanceof Error ? error.message : String(error),
      });
      await fail(ids, error);
      break;
    }
    await finishEach(deps, ids, report, fail);
    if (id) break;
  }
  return report;
}
