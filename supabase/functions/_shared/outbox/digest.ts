/**
 * The digest of the emails waiting behind a function's hourly email cap: one email per period
 * (EMAIL_DIGEST_SECONDS) listing them, oldest first, under one Idempotency-Key that a retry after
 * a crash keeps (store/store-outbox.ts claimDigest).
 */
import { composeDigest } from '../providers/email.ts';
import {
  consoleLogger,
  digestSeconds,
  DIGEST_MAX_ITEMS,
  emailCapFromEnv,
  FUNCTION_NAMES,
  mailSettingsFromEnv,
  maxEmailAttempts,
  outboxFromEnv,
} from '../core/settings.ts';
import type { FormKind } from '../core/submission.ts';
import { leaseFrom, type OutboxDeps } from './deliver.ts';
import type { Pass } from './drain.ts';

export type DigestReport = { sent: number; waiting: number; parked?: number };

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
    const reason = error instanceof Error ? error.message : String(error);
    log.error('digest failed; a later drain sends it again after its backoff', { kind, reason });
    const outcome = await store.failDigest(kind, claim.key, {
      error: reason,
      at: clock(),
      maxAttempts: maxEmailAttempts(env),
      backoffSeconds: outboxFromEnv(env).backoffSeconds,
    });
    return { sent: 0, waiting: claim.total, parked: outcome === 'parked' ? claim.items.length : 0 };
  }
}

/** A form's digest as a pass of the drain. */
export function digestPass(kind: FormKind, deps: OutboxDeps): Pass {
  return {
    name: `${kind} digest`,
    async run() {
      const report = await sendDigestIfDue(kind, deps);
      return { digested: report.sent, parked: report.parked ?? 0 };
    },
  };
}
