/**
 * The digests' rows: emails past the hourly cap wait for a digest, which claims its rows under one
 * key (`email_digest_key`): a digest retried after a crash carries the same rows and the same key.
 * A digest that fails is tried again after its backoff, and parked with its rows after its last
 * attempt, its reason on each row.
 */
import {
  carriesFile,
  DIGEST_ATTACHMENT_BYTES,
  type FormKind,
  type RowFailure,
  type WaitingSubmission,
} from '../core/submission.ts';
import type { Db, Row } from './db.ts';
import { FREE } from './store-outbox.ts';
import { TABLE, waitingFrom } from './store-rules.ts';

/** A digest's rows, claimed under one idempotency key; `total`: every row waiting for a digest. */
export type DigestClaim = { key: string; items: WaitingSubmission[]; total: number };

export interface DigestStore {
  /** How many people's rows wait for a digest and are in none yet. */
  digestWaiting(kind: FormKind): Promise<number>;
  /**
   * Leases the rows of a digest: first an unfinished one past its backoff (its rows and key as
   * they were), else, with `newKey`, up to `limit` of the newest rows waiting for a digest under
   * that key. Null when there is nothing to send or another sender holds it.
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
  /** A digest that failed: its rows keep their key, counted and backed off; parked at the last attempt. */
  failDigest(kind: FormKind, key: string, failure: RowFailure): Promise<'retry' | 'parked'>;
}

/** A digest's rows by key, oldest first, with resume bytes only while they fit in one email. */
async function digestRows(db: Db, kind: FormKind, key: string): Promise<WaitingSubmission[]> {
  const file = carriesFile(kind);
  const bytes = file
    ? `, case when sum(resume_size) over (order by created_at desc, id) <= $2 then resume end as kept_resume`
    : '';
  const rows = await db.query<Row>(
    `select *${bytes} from ${TABLE[kind]} where email_digest_key = $1 and email_status = 'deferred' order by created_at desc, id`,
    [key, ...(file ? [DIGEST_ATTACHMENT_BYTES] : [])],
  );
  return rows
    .map((row) => {
      if (!file) return waitingFrom(kind, row);
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

/** Leases the digest's rows under `key` (an unfinished digest's, or new ones); false: none taken. */
async function leaseDigest(
  db: Db,
  kind: FormKind,
  key: string,
  { now, leaseUntil, limit, fresh }: { now: Date; leaseUntil: Date; limit: number; fresh: boolean },
): Promise<boolean> {
  const table = TABLE[kind];
  const taken = fresh
    ? await db.query(
        `update ${table} set email_lease_until = $3::timestamptz, email_digest_key = $4
         where id in (
           select id from ${table} where ${FREE} and email_status = 'deferred' and email_digest_key is null
           order by created_at desc limit $2 for update skip locked)
         returning id`,
        [now.toISOString(), limit, leaseUntil.toISOString(), key],
      )
    : await db.query(
        `update ${table} set email_lease_until = $3::timestamptz
         where email_digest_key = $2 and email_status = 'deferred' and ${FREE} returning id`,
        [now.toISOString(), key, leaseUntil.toISOString()],
      );
  return taken.length > 0;
}

async function claimDigest(
  db: Db,
  kind: FormKind,
  now: Date,
  leaseUntil: Date,
  limit: number,
  newKey: string | null,
): Promise<DigestClaim | null> {
  const table = TABLE[kind];
  const [unfinished] = await db.query<{ key: string; due: boolean }>(
    `select email_digest_key as key, bool_and(email_next_at is null or email_next_at <= $1::timestamptz) as due
     from ${table} where email_digest_key is not null and email_status = 'deferred'
     group by email_digest_key limit 1`,
    [now.toISOString()],
  );
  if (unfinished && !unfinished.due) return null;
  const key = unfinished?.key ?? newKey;
  if (!key) return null;
  if (!(await leaseDigest(db, kind, key, { now, leaseUntil, limit, fresh: !unfinished })))
    return null;
  const items = await digestRows(db, kind, key);
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where email_status = 'deferred' and spam_reason is null`,
  );
  return { key, items, total: Number(n) };
}

export function createDigestStore(db: Db): DigestStore {
  return {
    async digestWaiting(kind) {
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${TABLE[kind]} where email_status = 'deferred' and spam_reason is null and email_digest_key is null`,
      );
      return Number(n);
    },

    claimDigest: (kind, now, leaseUntil, limit, newKey) =>
      claimDigest(db, kind, now, leaseUntil, limit, newKey),

    async recordDigest(kind, key, providerId, at) {
      await db.query(
        `update ${TABLE[kind]} set email_status = 'sent', email_error = null, email_provider_id = $2,
           emailed_at = $3::timestamptz, email_attempts = email_attempts + 1, email_lease_until = null
         where email_digest_key = $1 and email_status = 'deferred'`,
        [key, providerId ?? null, at.toISOString()],
      );
    },

    async failDigest(kind, key, { error, at, maxAttempts, backoffSeconds }) {
      // One digest, one fate: its tries are counted on every row, and it is parked whole.
      const rows = await db.query<{ email_status: string }>(
        `with digest as (
           select coalesce(max(email_attempts), 0) + 1 >= $5 as last from ${TABLE[kind]}
           where email_digest_key = $1 and email_status = 'deferred')
         update ${TABLE[kind]} set
           email_attempts = email_attempts + 1, email_error = $2, email_lease_until = null,
           email_next_at = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, email_attempts), 3600)),
           email_status = case when (select last from digest) then 'gave-up' else 'deferred' end,
           email_parked_at = case when (select last from digest) then $3::timestamptz end
         where email_digest_key = $1 and email_status = 'deferred'
         returning email_status`,
        [key, error.slice(0, 1000), at.toISOString(), backoffSeconds, maxAttempts],
      );
      return rows.some((r) => r.email_status === 'gave-up') ? 'parked' : 'retry';
    },
  };
}
