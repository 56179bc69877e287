/**
 * The ceilings on what the forms send out of the site, counted in PostgreSQL
 * (supabase/migrations/20261130120000_typed_address_ceilings.sql):
 * - emails to addresses a visitor typed (typed_address_emails): each reserved before it is sent,
 *   per normalized address a day, per network a day and for everyone an hour; the reservations
 *   of one address, one network and the hour wait for each other (advisory locks, one
 *   transaction), so concurrent requests never pass a ceiling together;
 * - hand-offs to Zoho Recruit (zoho_handoff_days): applications and requests for talent together,
 *   a UTC day.
 */
import type { FormKind } from '../core/submission.ts';
import type { Db } from './db.ts';

export type TypedMailCeilings = { addressDaily: number; networkDaily: number; hourly: number };

/** 'reserved': send it. Else the ceiling it met, recorded with it. */
export type TypedMailOutcome = 'reserved' | 'address' | 'network' | 'hourly';

export type TypedMailRequest = {
  /** The email's idempotency key: the same email asked again gets its first answer. */
  key: string;
  /** SHA-256 of the normalized address (core/typed-address.ts). */
  addressHash: string;
  /** The sender's network (an IPv4 /24, an IPv6 /48). */
  network: string;
  kind: FormKind;
  now: Date;
  ceilings: TypedMailCeilings;
};

export interface TypedMailStore {
  /** Reserves an email to a typed address within its ceilings, or records which one it met. */
  reserveTypedEmail(request: TypedMailRequest): Promise<TypedMailOutcome>;
  /**
   * Counts a hand-off to Zoho Recruit on its UTC day: true when it fits within `dailyMax` (or
   * was counted before: a retry), false when the day's hand-offs are spent.
   */
  reserveHandoff(taskKey: string, now: Date, dailyMax: number): Promise<boolean>;
}

const lock = (tx: Db, key: string) => tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);

async function reserve(db: Db, r: TypedMailRequest): Promise<TypedMailOutcome> {
  return db.transaction(async (tx) => {
    // Always in this order (address, network, hour), so two reservations never wait on each other in a circle.
    await lock(tx, `typed_address_emails|address|${r.addressHash}`);
    await lock(tx, `typed_address_emails|network|${r.network}`);
    await lock(tx, 'typed_address_emails|hour');
    const [prior] = await tx.query<{ outcome: TypedMailOutcome }>(
      'select outcome from typed_address_emails where key = $1',
      [r.key],
    );
    if (prior) return prior.outcome;
    const at = r.now.toISOString();
    await tx.query(
      `delete from typed_address_emails where created_at < $1::timestamptz - interval '2 days'`,
      [at],
    );
    const [used] = await tx.query<{ address: number; network: number; hour: number }>(
      `select count(*) filter (where address_hash = $1)::int as address,
         count(*) filter (where network = $2)::int as network,
         count(*) filter (where created_at > $3::timestamptz - interval '1 hour')::int as hour
       from typed_address_emails
       where outcome = 'reserved' and created_at > $3::timestamptz - interval '1 day'`,
      [r.addressHash, r.network, at],
    );
    const outcome: TypedMailOutcome =
      Number(used!.address) >= r.ceilings.addressDaily
        ? 'address'
        : Number(used!.network) >= r.ceilings.networkDaily
          ? 'network'
          : Number(used!.hour) >= r.ceilings.hourly
            ? 'hourly'
            : 'reserved';
    await tx.query(
      `insert into typed_address_emails (key, address_hash, network, kind, outcome, created_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz)`,
      [r.key, r.addressHash, r.network, r.kind, outcome, at],
    );
    return outcome;
  });
}

async function reserveHandoff(db: Db, taskKey: string, now: Date, dailyMax: number) {
  return db.transaction(async (tx) => {
    await lock(tx, 'zoho_handoff_days');
    const [known] = await tx.query('select 1 from zoho_handoff_days where task_key = $1', [
      taskKey,
    ]);
    if (known) return true;
    const day = now.toISOString().slice(0, 10);
    await tx.query(`delete from zoho_handoff_days where day < $1::date - 7`, [day]);
    const [{ n }] = await tx.query<{ n: number }>(
      'select count(*)::int as n from zoho_handoff_days where day = $1::date',
      [day],
    );
    if (Number(n) >= dailyMax) return false;
    await tx.query(
      'insert into zoho_handoff_days (task_key, day, created_at) values ($1, $2::date, $3::timestamptz)',
      [taskKey, day, now.toISOString()],
    );
    return true;
  });
}

export function createTypedMailStore(db: Db): TypedMailStore {
  return {
    reserveTypedEmail: (request) => reserve(db, request),
    reserveHandoff: (taskKey, now, dailyMax) => reserveHandoff(db, taskKey, now, dailyMax),
  };
}
