/**
 * The outbox: each person's submission is its own email's queue entry. A sender claims a row with
 * a lease (`email_lease_until`, taken with FOR UPDATE SKIP LOCKED), so concurrent drains and
 * requests never send the same row at once; a sender that dies leaves a lease that runs out, and
 * the next drain takes the row. A failure waits `email_next_at` (backoff) before the next try;
 * after its last attempt the row is parked ('gave-up', `email_parked_at`) with its reason. Emails
 * past the hourly cap wait for a digest (store-digest.ts).
 */
import {
  carriesFile,
  handsOff,
  type EmailCap,
  type EmailOutcome,
  type EmailStatus,
  type FormKind,
  type RowFailure,
  type WaitingSubmission,
} from '../core/submission.ts';
import type { Db, Row } from './db.ts';
import { TABLE, waitingFrom } from './store-rules.ts';

/** A bot check's later verdict: passed, failed (spam), or it could not run (mailed, marked). */
export type BotVerdict = 'passed' | 'failed' | 'not-run';

export interface OutboxStore {
  /**
   * Takes one of the function's email slots for the hour before `now`, within the whole cap and
   * within the address's share of it; past either the email is marked 'deferred' (its lease
   * released: the digest takes it) and the answer says which was full.
   */
  claimEmail(
    kind: FormKind,
    id: string,
    ip: string,
    now: Date,
    cap: EmailCap,
  ): Promise<'claimed' | 'cap' | 'share'>;
  /**
   * Records a send's outcome and releases the lease; a failure that reaches `maxAttempts` is
   * parked ('gave-up'). Answers the row's status after it (null: nothing to record).
   */
  recordEmail(kind: FormKind, id: string, outcome: EmailOutcome): Promise<EmailStatus | null>;
  /**
   * Records what threw while the drain handled a row (before or around its send): one attempt,
   * its reason, the backoff; parked at `maxAttempts`. An unverified row stays unverified.
   */
  recordThrow(kind: FormKind, id: string, failure: RowFailure): Promise<'retry' | 'parked'>;
  /**
   * Leases up to `limit` people's rows whose email is due (pending, failed past its backoff,
   * unverified) and whose lease is free, newest first: a backlog never stands before a new lead.
   * Rows another sender holds are skipped, never waited for.
   */
  claimWaiting(
    kind: FormKind,
    now: Date,
    limit: number,
    leaseUntil: Date,
  ): Promise<WaitingSubmission[]>;
  /** Leases one row for a resubmission, if it is still unmailed and no one holds it. */
  claimSubmission(
    kind: FormKind,
    id: string,
    now: Date,
    leaseUntil: Date,
  ): Promise<WaitingSubmission | null>;
  /**
   * A bot check's later verdict on an 'unverified' submission: 'pending' to send it ('not-run':
   * marked so), or spam (withheld, its file dropped).
   */
  settleVerification(kind: FormKind, id: string, verdict: BotVerdict): Promise<void>;
}

/** People's rows a sender may take: not spam, not held by another sender. */
export const FREE = `spam_reason is null and (email_lease_until is null or email_lease_until <= $1::timestamptz)`;

/**
 * How long the recruiters' email of an application or a request for talent waits for the hand-off
 * to Zoho Recruit (so it can link what the hand-off made) before it goes without: the email is
 * never held longer.
 */
export const HANDOFF_WAIT_SECONDS = 15 * 60;

/**
 * When a row's email may go: an application's or a request's once its hand-off settled or waited
 * long enough ('unverified' rows are taken to be judged by Turnstile first; the drain sends them later).
 */
function ready(kind: FormKind): string {
  return handsOff(kind)
    ? ` and (email_status = 'unverified' or zoho_status <> 'pending' or created_at <= $1::timestamptz - interval '${HANDOFF_WAIT_SECONDS} seconds')`
    : '';
}

async function claimEmail(
  db: Db,
  kind: FormKind,
  id: string,
  ip: string,
  now: Date,
  cap: EmailCap,
): Promise<'claimed' | 'cap' | 'share'> {
  const table = TABLE[kind];
  return db.transaction(async (tx) => {
    // One claimer per function at a time, so a flood cannot overshoot the cap.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|email-cap`]);
    const since = new Date(now.getTime() - 3600_000).toISOString();
    const [{ n, mine }] = await tx.query<{ n: number; mine: number }>(
      `select count(*)::int as n, (count(*) filter (where client_ip = $3))::int as mine
       from ${table} where email_claimed_at > $1::timestamptz and id <> $2`,
      [since, id, ip],
    );
    if (Number(n) >= cap.hourly || Number(mine) >= cap.perAddress) {
      await tx.query(
        `update ${table} set email_status = 'deferred', email_lease_until = null where id = $1`,
        [id],
      );
      return Number(n) >= cap.hourly ? 'cap' : 'share';
    }
    await tx.query(`update ${table} set email_claimed_at = $2::timestamptz where id = $1`, [
      id,
      now.toISOString(),
    ]);
    return 'claimed';
  });
}

async function recordEmail(
  db: Db,
  kind: FormKind,
  id: string,
  outcome: EmailOutcome,
): Promise<EmailStatus | null> {
  const failed = outcome.status === 'failed';
  const [row] = await db.query<{ email_status: EmailStatus }>(
    `update ${TABLE[kind]} set
       email_status = case when $2 = 'failed' and email_attempts + 1 >= $6 then 'gave-up' else $2 end,
       email_parked_at = case when $2 = 'failed' and email_attempts + 1 >= $6 then $7::timestamptz end,
       email_error = $3, email_provider_id = $4, emailed_at = $5::timestamptz, email_attempts = email_attempts + 1,
       email_lease_until = null,
       email_next_at = case when $2 = 'failed'
         then $7::timestamptz + make_interval(secs => least($8::float8 * power(2, email_attempts), 3600)) end
     where id = $1 and email_status <> 'sent'
     returning email_status`,
    [
      id,
      outcome.status,
      failed ? outcome.error.slice(0, 1000) : null,
      outcome.status === 'sent' ? (outcome.providerId ?? null) : null,
      outcome.status === 'sent' ? outcome.at.toISOString() : null,
      failed ? outcome.maxAttempts : 0,
      outcome.at.toISOString(),
      failed ? outcome.backoffSeconds : 0,
    ],
  );
  return row?.email_status ?? null;
}

async function recordThrow(
  db: Db,
  kind: FormKind,
  id: string,
  { error, at, maxAttempts, backoffSeconds }: RowFailure,
): Promise<'retry' | 'parked'> {
  const [row] = await db.query<{ email_status: EmailStatus }>(
    `update ${TABLE[kind]} set
       email_attempts = email_attempts + 1, email_error = $2, email_lease_until = null,
       email_next_at = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, email_attempts), 3600)),
       email_status = case when email_attempts + 1 >= $5 then 'gave-up'
         when email_status = 'unverified' then 'unverified' else 'failed' end,
       email_parked_at = case when email_attempts + 1 >= $5 then $3::timestamptz end
     where id = $1 and email_status in ('pending', 'failed', 'unverified')
     returning email_status`,
    [id, error.slice(0, 1000), at.toISOString(), backoffSeconds, maxAttempts],
  );
  return row?.email_status === 'gave-up' ? 'parked' : 'retry';
}

async function claimWaiting(
  db: Db,
  kind: FormKind,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<WaitingSubmission[]> {
  const table = TABLE[kind];
  const rows = await db.query<Row>(
    `update ${table} set email_lease_until = $3::timestamptz
     where id in (
       select id from ${table}
       where ${FREE}${ready(kind)} and email_digest_key is null
         and email_status in ('pending', 'failed', 'unverified')
         and (email_next_at is null or email_next_at <= $1::timestamptz)
       order by created_at desc limit $2
       for update skip locked)
     returning *`,
    [now.toISOString(), limit, leaseUntil.toISOString()],
  );
  return rows
    .map((row) => waitingFrom(kind, row))
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
}

/** What each verdict writes: a person's row is sent; spam keeps its text, never its file. */
function verdictSql(kind: FormKind, verdict: BotVerdict): string {
  if (verdict === 'passed') return `email_status = 'pending'`;
  if (verdict === 'not-run') return `email_status = 'pending', bot_check = 'not-run'`;
  // A contact message and a request for talent have no file.
  const file = carriesFile(kind) ? ', resume = null, resume_size = 0' : '';
  return `email_status = 'withheld', spam_reason = 'turnstile', email_lease_until = null${file}`;
}

export function createOutboxStore(db: Db): OutboxStore {
  return {
    claimEmail: (kind, id, ip, now, cap) => claimEmail(db, kind, id, ip, now, cap),
    recordEmail: (kind, id, outcome) => recordEmail(db, kind, id, outcome),
    recordThrow: (kind, id, failure) => recordThrow(db, kind, id, failure),
    claimWaiting: (kind, now, limit, leaseUntil) => claimWaiting(db, kind, now, limit, leaseUntil),

    async claimSubmission(kind, id, now, leaseUntil) {
      const [row] = await db.query<Row>(
        `update ${TABLE[kind]} set email_lease_until = $3::timestamptz
         where id = $2 and ${FREE}${ready(kind)} and email_digest_key is null and email_status in ('pending', 'failed')
         returning *`,
        [now.toISOString(), id, leaseUntil.toISOString()],
      );
      return row ? waitingFrom(kind, row) : null;
    },

    async settleVerification(kind, id, verdict) {
      await db.query(
        `update ${TABLE[kind]} set ${verdictSql(kind, verdict)}, turnstile_token = null, turnstile_key = null
         where id = $1 and email_status = 'unverified'`,
        [id],
      );
    },
  };
}
