/**
 * The outbox: each person's submission is its own email's queue entry. A sender claims a row with
 * a lease (`email_lease_until`, taken with FOR UPDATE SKIP LOCKED), so concurrent drains and
 * requests never send the same row at once; a sender that dies leaves a lease that runs out, and
 * the next drain takes the row. A failure waits `email_next_at` (backoff) before the next try.
 * Emails past the hourly cap wait for a digest, which claims its rows under one key
 * (`email_digest_key`): a digest retried after a crash carries the same rows and the same key.
 */
import { DIGEST_ATTACHMENT_BYTES, TABLE, asDate, waitingFrom } from './store-rules.ts';
import type { Db, EmailCap, EmailOutcome, FormKind, Row, WaitingSubmission } from './store.ts';

/** A digest's rows, claimed under one idempotency key; `total`: every row waiting for a digest. */
export type DigestClaim = { key: string; items: WaitingSubmission[]; total: number };

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
  /** Records a send's outcome and releases the lease; a failure that reaches `maxAttempts` becomes 'gave-up'. */
  recordEmail(kind: FormKind, id: string, outcome: EmailOutcome): Promise<void>;
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
  /** How many people's rows wait for a digest and are in none yet. */
  digestWaiting(kind: FormKind): Promise<number>;
  /** Turnstile's later verdict on an 'unverified' submission: 'pending' to send it, or spam. */
  settleVerification(kind: FormKind, id: string, verdict: 'passed' | 'failed'): Promise<void>;
  /** True the first time an alert for (kind, topic, period start) is recorded: one alert email per period. */
  recordAlert(kind: FormKind, topic: string, periodStart: Date, at?: Date): Promise<boolean>;
  /** When the latest alert of a topic was recorded, if ever. */
  lastAlert(kind: FormKind, topic: string): Promise<Date | null>;
  /**
   * Leases the rows of a digest: first an unfinished one (its rows and key as they were), else,
   * with `newKey`, up to `limit` of the newest rows waiting for a digest under that key. Null
   * when there is nothing to send or another sender holds it.
   */
  claimDigest(
    kind: FormKind,
    now: Date,
    leaseUntil: Date,
    limit: number,
    newKey: string | null,
  ): Promise<DigestClaim | null>;
  /** Records that a digest went out: its rows are sent. */
  recordDigest(
    kind: FormKind,
    key: string,
    providerId: string | undefined,
    at: Date,
  ): Promise<void>;
  /** A digest that failed: its rows keep their key, their lease is released for the next try. */
  releaseDigest(kind: FormKind, key: string): Promise<void>;
}

/** People's rows a sender may take: not spam, not held by another sender. */
const FREE = `spam_reason is null and (email_lease_until is null or email_lease_until <= $1::timestamptz)`;

/**
 * How long an application's email to the recruiters waits for the hand-off to Zoho Recruit (so
 * it can link the candidate) before it goes without: the email is never held longer.
 */
export const HANDOFF_WAIT_SECONDS = 15 * 60;

/**
 * When a row's email may go: an application's once its hand-off settled or waited long enough
 * ('unverified' rows are taken to be judged by Turnstile first; the drain sends them later).
 */
function ready(kind: FormKind): string {
  return kind === 'application'
    ? ` and (email_status = 'unverified' or zoho_status <> 'pending' or created_at <= $1::timestamptz - interval '${HANDOFF_WAIT_SECONDS} seconds')`
    : '';
}

export function createOutboxStore(db: Db): OutboxStore {
  /** A digest's rows by key, oldest first, with resume bytes only while they fit in one email. */
  async function digestRows(kind: FormKind, key: string): Promise<WaitingSubmission[]> {
    const table = TABLE[kind];
    const bytes =
      kind !== 'contact'
        ? `, case when sum(resume_size) over (order by created_at desc, id) <= $2 then resume end as kept_resume`
        : '';
    const rows = await db.query<Row>(
      `select *${bytes} from ${table} where email_digest_key = $1 and email_status = 'deferred' order by created_at desc, id`,
      [key, ...(kind !== 'contact' ? [DIGEST_ATTACHMENT_BYTES] : [])],
    );
    return rows
      .map((row) => {
        if (kind === 'contact') return waitingFrom(kind, row);
        const held =
          Number(row.resume_size) > 0 && !row.kept_resume
            ? { resumeHeld: String(row.resume_filename) }
            : {};
        return {
          ...waitingFrom(kind, { ...row, resume: row.kept_resume }),
          ...held,
        } as WaitingSubmission;
      })
      .reverse();
  }

  return {
    async claimEmail(kind, id, ip, now, cap) {
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
    },

    async recordEmail(kind, id, outcome) {
      const failed = outcome.status === 'failed';
      await db.query(
        `update ${TABLE[kind]} set
           email_status = case when $2 = 'failed' and email_attempts + 1 >= $6 then 'gave-up' else $2 end,
           email_error = $3, email_provider_id = $4, emailed_at = $5::timestamptz, email_attempts = email_attempts + 1,
           email_lease_until = null,
           email_next_at = case when $2 = 'failed'
             then $7::timestamptz + make_interval(secs => least($8::float8 * power(2, email_attempts), 3600)) end
         where id = $1 and email_status <> 'sent'`,
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
    },

    async claimWaiting(kind, now, limit, leaseUntil) {
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
    },

    async claimSubmission(kind, id, now, leaseUntil) {
      const [row] = await db.query<Row>(
        `update ${TABLE[kind]} set email_lease_until = $3::timestamptz
         where id = $2 and ${FREE}${ready(kind)} and email_digest_key is null and email_status in ('pending', 'failed')
         returning *`,
        [now.toISOString(), id, leaseUntil.toISOString()],
      );
      return row ? waitingFrom(kind, row) : null;
    },

    async digestWaiting(kind) {
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${TABLE[kind]} where email_status = 'deferred' and spam_reason is null and email_digest_key is null`,
      );
      return Number(n);
    },

    async settleVerification(kind, id, verdict) {
      await db.query(
        verdict === 'passed'
          ? `update ${TABLE[kind]} set email_status = 'pending', turnstile_token = null where id = $1 and email_status = 'unverified'`
          : `update ${TABLE[kind]} set email_status = 'withheld', spam_reason = 'turnstile', turnstile_token = null,
               resume = null, resume_size = 0, email_lease_until = null where id = $1 and email_status = 'unverified'`,
        [id],
      );
    },

    async recordAlert(kind, topic, periodStart, at = new Date()) {
      const rows = await db.query(
        `insert into function_alerts (kind, topic, period_start, created_at) values ($1, $2, $3::timestamptz, $4::timestamptz)
         on conflict do nothing returning 1 as inserted`,
        [kind, topic, periodStart.toISOString(), at.toISOString()],
      );
      return rows.length > 0;
    },

    async lastAlert(kind, topic) {
      const [row] = await db.query<{ at: unknown }>(
        'select max(created_at) as at from function_alerts where kind = $1 and topic = $2',
        [kind, topic],
      );
      return row?.at ? asDate(row.at) : null;
    },

    async claimDigest(kind, now, leaseUntil, limit, newKey) {
      const table = TABLE[kind];
      const at = now.toISOString();
      const [unfinished] = await db.query<{ key: string }>(
        `select email_digest_key as key from ${table} where email_digest_key is not null and email_status = 'deferred' limit 1`,
      );
      let key: string;
      if (unfinished) {
        key = unfinished.key;
        const taken = await db.query(
          `update ${table} set email_lease_until = $3::timestamptz
           where email_digest_key = $2 and email_status = 'deferred' and ${FREE} returning id`,
          [at, key, leaseUntil.toISOString()],
        );
        if (taken.length === 0) return null;
      } else {
        if (!newKey) return null;
        key = newKey;
        const taken = await db.query(
          `update ${table} set email_lease_until = $3::timestamptz, email_digest_key = $4
           where id in (
             select id from ${table} where ${FREE} and email_status = 'deferred' and email_digest_key is null
             order by created_at desc limit $2 for update skip locked)
           returning id`,
          [at, limit, leaseUntil.toISOString(), key],
        );
        if (taken.length === 0) return null;
      }
      const items = await digestRows(kind, key);
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where email_status = 'deferred' and spam_reason is null`,
      );
      return { key, items, total: Number(n) };
    },

    async recordDigest(kind, key, providerId, at) {
      await db.query(
        `update ${TABLE[kind]} set email_status = 'sent', email_error = null, email_provider_id = $2,
           emailed_at = $3::timestamptz, email_attempts = email_attempts + 1, email_lease_until = null
         where email_digest_key = $1 and email_status = 'deferred'`,
        [key, providerId ?? null, at.toISOString()],
      );
    },

    async releaseDigest(kind, key) {
      await db.query(
        `update ${TABLE[kind]} set email_lease_until = null where email_digest_key = $1 and email_status = 'deferred'`,
        [key],
      );
    },
  };
}
