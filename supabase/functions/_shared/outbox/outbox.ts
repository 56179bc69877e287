/**
 * Sending what was stored: one submission's email (the storing request's first try, or a drain's
 * later one), the digest of what waits behind the hourly cap, and the drain that a schedule runs
 * (pg_cron through outbox-drain deployed; a timer in the local server; `npm run outbox:retry`).
 * Every send carries an Idempotency-Key derived from its row, and every row is leased by its
 * sender (store-outbox.ts), so nothing is sent twice however many drains and requests overlap.
 */
import { drainTasks, type TaskReport } from '../intake/application.ts';
import { composeDigest, composeEmail, type Mailer } from '../providers/email.ts';
import {
  consoleLogger,
  digestSeconds,
  DIGEST_MAX_ITEMS,
  emailCapFromEnv,
  FUNCTION_NAMES,
  mailSettingsFromEnv,
  maxEmailAttempts,
  outboxFromEnv,
  type Env,
  type Logger,
} from '../core/settings.ts';
import type {
  FormKind,
  StoredSubmission,
  SubmissionStore,
  WaitingSubmission,
} from '../store/store.ts';
import type { TurnstileVerifier } from '../providers/turnstile.ts';
import type { AlertStore } from '../store/store-alerts.ts';
import { sendAlertEmails, type SendReport } from '../features/job-alerts.ts';

export type OutboxDeps = {
  store: SubmissionStore;
  mailer: Mailer;
  env: Env;
  clock?: () => Date;
  log?: Logger;
  /** Checks an 'unverified' submission's token again (Turnstile on); null: it stays unverified. */
  turnstile?: TurnstileVerifier | null;
  /** The job alerts' outbox (store-alerts.ts): sent by the same drain when given. */
  alerts?: AlertStore;
};

/** The Idempotency-Key of a submission's own email: its function and its id. */
export function emailKey(kind: FormKind, id: string): string {
  return `${FUNCTION_NAMES[kind]}/${id}`;
}

/** Until when a sender that starts now holds a row. */
export function leaseFrom(now: Date, env: Env): Date {
  return new Date(now.getTime() + outboxFromEnv(env).leaseSeconds * 1000);
}

export function hourStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

export type DeliverOutcome = 'sent' | 'failed' | 'deferred';

/**
 * Sends a leased submission's email and records the outcome on its row (which releases the
 * lease), within the function's hourly email cap and the sender's share of it: past either the
 * email is 'deferred' and the next digest carries it. Reaching the function's cap is recorded
 * once per hour, for the next digest to say so. Never throws: a row it could not record keeps its
 * lease until it runs out, and the next drain sends it again under the same key.
 */
export async function deliver(
  submission: StoredSubmission & { ip: string },
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: OutboxDeps,
  requestId?: string,
): Promise<DeliverOutcome> {
  try {
    const now = clock();
    const claim = await store.claimEmail(
      submission.kind,
      submission.id,
      submission.ip,
      now,
      emailCapFromEnv(env),
    );
    if (claim !== 'claimed') {
      if (
        claim === 'cap' &&
        (await store.recordAlert(submission.kind, 'email-cap', hourStart(now), now))
      ) {
        log.error('the hourly email cap is reached; waiting emails go out in digests', {
          requestId,
          kind: submission.kind,
        });
      }
      log.info(
        'email cap reached (for the function or for this address); the email waits for the digest',
        { requestId, kind: submission.kind, id: submission.id },
      );
      return 'deferred';
    }
    const result = await mailer.send(composeEmail(submission, mailSettingsFromEnv(env)), {
      idempotencyKey: emailKey(submission.kind, submission.id),
    });
    await store.recordEmail(submission.kind, submission.id, {
      status: 'sent',
      providerId: result.id,
      at: clock(),
    });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('email failed; the submission is kept and retried', {
      requestId,
      kind: submission.kind,
      id: submission.id,
      reason,
    });
    try {
      await store.recordEmail(submission.kind, submission.id, {
        status: 'failed',
        error: reason,
        at: clock(),
        maxAttempts: maxEmailAttempts(env),
        backoffSeconds: outboxFromEnv(env).backoffSeconds,
      });
    } catch (recordError) {
      log.error('could not record the email failure; the lease runs out and a drain tries again', {
        requestId,
        id: submission.id,
        reason: String(recordError),
      });
    }
    return 'failed';
  }
}

export type DigestReport = { sent: number; waiting: number };

/**
 * Sends the digest of the emails waiting behind the cap: first one left unfinished (its rows
 * and key as they were), else a new one if none went out in the current period
 * (EMAIL_DIGEST_SECONDS, counted across instances through function_alerts). Newest last.
 */
export async function sendDigestIfDue(
  kind: FormKind,
  { store, mailer, env, clock = () => new Date(), log = consoleLogger }: OutboxDeps,
): Promise<DigestReport> {
  const now = clock();
  const periodMs = digestSeconds(env) * 1000;
  const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  const last = await store.lastAlert(kind, 'digest');
  const leaseUntil = leaseFrom(now, env);
  let claim = await store.claimDigest(kind, now, leaseUntil, DIGEST_MAX_ITEMS, null);
  if (!claim) {
    if (last && last >= periodStart) return { sent: 0, waiting: await store.digestWaiting(kind) };
    if ((await store.digestWaiting(kind)) === 0) return { sent: 0, waiting: 0 };
    // One digest per period whatever the number of drains: the first to record the period sends it.
    if (!(await store.recordAlert(kind, 'digest', periodStart, now)))
      return { sent: 0, waiting: await store.digestWaiting(kind) };
    claim = await store.claimDigest(
      kind,
      now,
      leaseUntil,
      DIGEST_MAX_ITEMS,
      `${FUNCTION_NAMES[kind]}/digest/${periodStart.toISOString()}/${crypto.randomUUID()}`,
    );
    if (!claim) return { sent: 0, waiting: 0 };
  }
  const capAt = await store.lastAlert(kind, 'email-cap');
  const email = composeDigest(FUNCTION_NAMES[kind], claim.items, {
    settings: mailSettingsFromEnv(env),
    capReachedAt: capAt && (!last || capAt > last) ? capAt : null,
    cap: emailCapFromEnv(env).hourly,
    more: claim.total - claim.items.length,
  });
  try {
    const result = await mailer.send(email, { idempotencyKey: claim.key });
    await store.recordDigest(kind, claim.key, result.id, clock());
    log.info('digest sent', { kind, submissions: claim.items.length });
    return { sent: claim.items.length, waiting: claim.total - claim.items.length };
  } catch (error) {
    log.error('digest failed; the next drain sends it again', {
      kind,
      reason: error instanceof Error ? error.message : String(error),
    });
    await store.releaseDigest(kind, claim.key).catch(() => undefined);
    return { sent: 0, waiting: claim.total };
  }
}

export type DrainReport = {
  sent: number;
  failed: number;
  deferred: number;
  verified: number;
  spam: number;
  unverified: number;
  digested: number;
  ids: string[];
  /** The applications' other work (application.ts): the Zoho hand-off and the confirmations. */
  tasks: TaskReport;
  /** The job alerts' emails (job-alerts.ts). */
  alerts?: SendReport;
};

/** Rows one drain sends at once. */
const DRAIN_BATCH = 4;

/**
 * Runs the applications' due tasks (application.ts), then sends what waits, for each kind: every person's row that is due and free (pending, failed past
 * its backoff, unverified), newest first, a few at a time, until none is left or `budgetMs` is
 * spent (a minute's drain ends before the next starts); then the digest when one is due. An
 * 'unverified' row is checked with siteverify again first: passed, sent; failed, spam; still
 * unavailable, left leased until the lease runs out.
 */
export async function drain(
  deps: OutboxDeps,
  {
    kinds = Object.keys(FUNCTION_NAMES) as FormKind[],
    budgetMs = 50_000,
  }: { kinds?: FormKind[]; budgetMs?: number } = {},
): Promise<DrainReport> {
  const clock = deps.clock ?? (() => new Date());
  const report: DrainReport = {
    sent: 0,
    failed: 0,
    deferred: 0,
    verified: 0,
    spam: 0,
    unverified: 0,
    digested: 0,
    ids: [],
    tasks: { done: 0, retry: 0, gaveUp: 0, skipped: 0 },
  };
  const started = Date.now();
  // The applications' tasks first: a hand-off that settles now lets its recruiters' email go below.
  report.tasks = await drainTasks(deps, { budgetMs: Math.floor(budgetMs / 2) });
  const seen = new Set<string>();

  async function sendOne(submission: WaitingSubmission) {
    if (submission.emailStatus === 'unverified') {
      const verdict = deps.turnstile
        ? await deps.turnstile({
            token: submission.turnstileToken ?? undefined,
            remoteip: submission.ip,
            action: submission.kind,
          })
        : ({ result: 'unavailable', reason: 'Turnstile is not configured here' } as const);
      if (verdict.result !== 'passed' && verdict.result !== 'failed') {
        report.unverified += 1;
        return;
      }
      await deps.store.settleVerification(submission.kind, submission.id, verdict.result);
      if (verdict.result === 'failed') {
        report.spam += 1;
        return;
      }
      report.verified += 1;
      // An application's email waits for its hand-off, which could not start before this verdict:
      // a later drain sends it (its lease runs out first).
      if (submission.kind === 'application') return;
    }
    const outcome = await deliver(submission, deps);
    report[outcome] += 1;
    if (outcome !== 'deferred') report.ids.push(submission.id);
  }

  for (const kind of kinds) {
    while (Date.now() - started < budgetMs) {
      const now = clock();
      const batch = (
        await deps.store.claimWaiting(kind, now, DRAIN_BATCH, leaseFrom(now, deps.env))
      ).filter((s) => !seen.has(s.id));
      if (batch.length === 0) break;
      for (const s of batch) seen.add(s.id);
      await Promise.all(batch.map(sendOne));
    }
    report.digested += (await sendDigestIfDue(kind, deps)).sent;
  }
  if (deps.alerts) {
    report.alerts = await sendAlertEmails(
      { ...deps, alerts: deps.alerts },
      { budgetMs: Math.max(1_000, budgetMs - (Date.now() - started)) },
    );
  }
  return report;
}

/**
 * Runs `drain` every `seconds` in this process (the local server; tests), one run at a time,
 * errors logged. Returns a stop function.
 */
export function startDrainTimer(deps: OutboxDeps, seconds: number): () => void {
  const log = deps.log ?? consoleLogger;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drain(deps)
      .then((r) => {
        if (r.sent + r.failed + r.digested + r.spam + (r.alerts?.sent ?? 0) > 0)
          log.info('outbox drained', { ...r, ids: undefined });
      })
      .catch((error) =>
        log.error('outbox drain failed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  (timer as unknown as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
