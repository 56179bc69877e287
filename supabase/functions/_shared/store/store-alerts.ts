/**
 * The job alerts' tables (supabase/migrations/20261127000000_job_alerts.sql): subscribers, the
 * roles an alert run has seen, the roles each subscriber was sent, and the alerts' own outbox of
 * emails (leased with FOR UPDATE SKIP LOCKED, retried with backoff). Lists go to PostgreSQL as
 * one JSON parameter, so postgres.js and PGlite take the same queries.
 */
import type { AlertCriteria } from '../core/rules.ts';
import { asDate } from './store-rules.ts';
import type { Db, Row } from './db.ts';

export type Subscriber = {
  id: string;
  email: string;
  criteria: AlertCriteria;
  state: 'pending' | 'confirmed';
  tokenVersion: number;
  requestedAt: Date;
  confirmedAt: Date | null;
  lastAlertAt: Date | null;
};

/** A role as one alert lists it: public facts copied when the alert is queued. */
export type AlertRoleSnapshot = {
  id: string;
  title: string;
  url: string;
  place: string;
  pay: string;
};

export type AlertEmailTopic = 'confirmation' | 'already-subscribed' | 'alert';

/** A leased email of the alerts' outbox, with its subscriber's address. */
export type AlertEmailRow = {
  id: string;
  key: string;
  topic: AlertEmailTopic;
  tokenVersion: number;
  roles: AlertRoleSnapshot[];
  subscriberId: string;
  email: string;
  criteria: AlertCriteria;
  attempts: number;
  /** The key of the batch its first try was sent in; null before any try. */
  batchKey: string | null;
};

export type SubscribeOutcome =
  | { status: 'limited'; retryAfterSeconds: number }
  /** An email is queued: a confirmation (new or pending) or an "already subscribed" notice. */
  | { status: 'queued'; emailId: string; topic: AlertEmailTopic }
  /** The address had its day's notices: nothing more is sent today. */
  | { status: 'capped' };

export type SubscribeInput = {
  email: string;
  criteria: AlertCriteria;
  now: Date;
  /** The keyed hash of the client address. */
  requester: string;
  rate: { windowMax: number; windowSeconds: number; dailyMax: number };
  noticesPerDay: number;
};

export type ChunkResult = {
  scanned: number;
  /** The last subscriber id scanned (the next chunk starts after it); null when none was left. */
  last: string | null;
  matched: number;
  queued: number;
};

export interface AlertStore {
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;
  /** Confirms a pending subscription whose latest link this is, within `pendingHours`; an already confirmed one is returned as it is. */
  confirm(id: string, version: number, now: Date, pendingHours: number): Promise<Subscriber | null>;
  /** A confirmed subscriber, or null. */
  confirmed(id: string): Promise<Subscriber | null>;
  updateCriteria(id: string, criteria: AlertCriteria): Promise<Subscriber | null>;
  /** Erases a subscriber and all about it (its sent roles, its queued emails). */
  erase(id: string): Promise<boolean>;
  /** Erases the subscriptions of an address (any case): a deletion request. */
  forget(email: string): Promise<{ id: string; state: string; createdAt: Date }[]>;
  /** purge_job_alerts: expired pending subscriptions, old outbox rows, old request hashes. */
  purge(now: Date): Promise<Record<string, number>>;
  /**
   * Records the roles seen now: each id's first sighting is kept; when no role was known before,
   * these are the baseline (never sent). Answers every given role's first sighting.
   */
  syncRoles(
    ids: string[],
    now: Date,
  ): Promise<{ added: string[]; roles: Map<string, { firstSeen: Date; baseline: boolean }> }>;
  /**
   * One chunk of the run, in one transaction: locks (SKIP LOCKED) up to `limit` confirmed
   * subscribers after `after`, confirmed before `confirmedBefore`, whose last alert is at least
   * `intervalHours` old; `match` gives each one's candidate roles, best first; the roles it was
   * never sent (up to `maxRoles`) are marked sent and one alert email is queued for it.
   */
  enqueueChunk(options: {
    now: Date;
    after: string;
    limit: number;
    intervalHours: number;
    confirmedBefore: Date;
    maxRoles: number;
    match: (subscriber: Subscriber) => AlertRoleSnapshot[];
  }): Promise<ChunkResult>;
  /**
   * Leases due emails (or the one with `id`): the oldest batch tried before, all of its emails
   * still there and nothing else; else up to `limit` never tried, oldest first.
   */
  claimEmails(now: Date, limit: number, leaseUntil: Date, id?: string): Promise<AlertEmailRow[]>;
  /** Records the key a batch is about to be sent under, before it is sent. */
  pinBatch(ids: string[], batchKey: string): Promise<void>;
  finishEmails(ids: string[], at: Date): Promise<void>;
  failEmails(
    ids: string[],
    failure: { error: string; at: Date; backoffSeconds: number; maxAttempts: number },
  ): Promise<void>;
}

function toSubscriber(row: Row): Subscriber {
  return {
    id: String(row.id),
    email: String(row.email),
    criteria: {
      keywords: String(row.keywords ?? ''),
      place: String(row.place ?? ''),
      workplace: row.workplace as AlertCriteria['workplace'],
      terms: row.terms as AlertCriteria['terms'],
    },
    state: row.state as Subscriber['state'],
    tokenVersion: Number(row.token_version),
    requestedAt: asDate(row.requested_at),
    confirmedAt: row.confirmed_at ? asDate(row.confirmed_at) : null,
    lastAlertAt: row.last_alert_at ? asDate(row.last_alert_at) : null,
  };
}

const json = (value: unknown) => JSON.stringify(value);

export function createAlertStore(db: Db): AlertStore {
  return {
    async subscribe({ email, criteria, now, requester, rate, noticesPerDay }) {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const [usage] = await tx.query<Row>(
          `select count(*) filter (where at > $2::timestamptz - make_interval(secs => $3))::int as in_window,
             count(*)::int as in_day,
             min(at) filter (where at > $2::timestamptz - make_interval(secs => $3)) as window_first,
             min(at) as day_first
           from alert_requests where key = $1 and at > $2::timestamptz - interval '1 day'`,
          [requester, at, rate.windowSeconds],
        );
        const after = (first: unknown, seconds: number) =>
          Math.max(1, Math.ceil((asDate(first).getTime() + seconds * 1000 - now.getTime()) / 1000));
        if (Number(usage!.in_window) >= rate.windowMax)
          return {
            status: 'limited',
            retryAfterSeconds: after(usage!.window_first, rate.windowSeconds),
          };
        if (Number(usage!.in_day) >= rate.dailyMax)
          return { status: 'limited', retryAfterSeconds: after(usage!.day_first, 86_400) };
        await tx.query('insert into alert_requests (key, at) values ($1, $2::timestamptz)', [
          requester,
          at,
        ]);
        await tx.query(
          `insert into alert_subscribers (email, keywords, place, workplace, terms, created_at, requested_at, token_version)
           values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz, 0)
           on conflict ((lower(email))) do nothing`,
          [email, criteria.keywords, criteria.place, criteria.workplace, criteria.terms, at],
        );
        const [row] = await tx.query<Row>(
          'select * from alert_subscribers where lower(email) = lower($1) for update',
          [email],
        );
        const subscriber = toSubscriber(row!);
        const [{ n }] = await tx.query<{ n: number }>(
          `select count(*)::int as n from alert_emails where subscriber_id = $1
             and topic in ('confirmation', 'already-subscribed') and created_at > $2::timestamptz - interval '1 day'`,
          [subscriber.id, at],
        );
        if (Number(n) >= noticesPerDay) return { status: 'capped' };
        if (subscriber.state === 'pending') {
          // A new confirmation link replaces the previous one, with the criteria asked for now.
          const version = subscriber.tokenVersion + 1;
          await tx.query(
            `update alert_subscribers set token_version = $2, requested_at = $3::timestamptz,
               keywords = $4, place = $5, workplace = $6, terms = $7 where id = $1`,
            [
              subscriber.id,
              version,
              at,
              criteria.keywords,
              criteria.place,
              criteria.workplace,
              criteria.terms,
            ],
          );
          const [email] = await tx.query<{ id: unknown }>(
            `insert into alert_emails (subscriber_id, topic, key, token_version, created_at)
             values ($1, 'confirmation', $2, $3, $4::timestamptz) returning id`,
            [subscriber.id, `job-alerts/${subscriber.id}/confirm-${version}`, version, at],
          );
          return { status: 'queued', emailId: String(email!.id), topic: 'confirmation' };
        }
        const [notice] = await tx.query<{ id: unknown }>(
          `insert into alert_emails (subscriber_id, topic, key, created_at)
           values ($1, 'already-subscribed', $2, $3::timestamptz) returning id`,
          [subscriber.id, `job-alerts/${subscriber.id}/notice-${crypto.randomUUID()}`, at],
        );
        return { status: 'queued', emailId: String(notice!.id), topic: 'already-subscribed' };
      });
    },

    async confirm(id, version, now, pendingHours) {
      const [row] = await db.query<Row>(
        `update alert_subscribers set state = 'confirmed', confirmed_at = $3::timestamptz
         where id = $1 and state = 'pending' and token_version = $2
           and requested_at > $3::timestamptz - make_interval(hours => $4)
         returning *`,
        [id, version, now.toISOString(), pendingHours],
      );
      if (row) return toSubscriber(row);
      return this.confirmed(id);
    },

    async confirmed(id) {
      const [row] = await db.query<Row>(
        "select * from alert_subscribers where id = $1 and state = 'confirmed'",
        [id],
      );
      return row ? toSubscriber(row) : null;
    },

    async updateCriteria(id, criteria) {
      const [row] = await db.query<Row>(
        `update alert_subscribers set keywords = $2, place = $3, workplace = $4, terms = $5
         where id = $1 and state = 'confirmed' returning *`,
        [id, criteria.keywords, criteria.place, criteria.workplace, criteria.terms],
      );
      return row ? toSubscriber(row) : null;
    },

    async erase(id) {
      // Its sent roles and its queued emails go with it (on delete cascade).
      const rows = await db.query('delete from alert_subscribers where id = $1 returning id', [id]);
      return rows.length > 0;
    },

    async forget(email) {
      const rows = await db.query<Row>(
        'delete from alert_subscribers where lower(email) = $1 returning id, state, created_at',
        [email.trim().toLowerCase()],
      );
      return rows.map((r) => ({
        id: String(r.id),
        state: String(r.state),
        createdAt: asDate(r.created_at),
      }));
    },

    async purge(now) {
      const rows = await db.query<{ kind: string; removed: unknown }>(
        'select * from public.purge_job_alerts($1::timestamptz)',
        [now.toISOString()],
      );
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.removed)]));
    },

    async syncRoles(ids, now) {
      const rows = await db.query<Row>(
        `with known as (select count(*) as n from alert_roles)
         insert into alert_roles (role_id, first_seen_at, last_seen_at, baseline)
         select value, $2::timestamptz, $2::timestamptz, (select n from known) = 0
         from jsonb_array_elements_text($1::text::jsonb)
         on conflict (role_id) do update set last_seen_at = excluded.last_seen_at
         returning role_id, first_seen_at, baseline, (xmax = 0) as inserted`,
        [json(ids), now.toISOString()],
      );
      return {
        added: rows.filter((r) => r.inserted === true).map((r) => String(r.role_id)),
        roles: new Map(
          rows.map((r) => [
            String(r.role_id),
            { firstSeen: asDate(r.first_seen_at), baseline: r.baseline === true },
          ]),
        ),
      };
    },

    async enqueueChunk({ now, after, limit, intervalHours, confirmedBefore, maxRoles, match }) {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          `select id, email, keywords, place, workplace, terms, state, token_version, requested_at,
             confirmed_at, last_alert_at
           from alert_subscribers
           where state = 'confirmed' and id > $1::uuid and confirmed_at < $4::timestamptz
             and (last_alert_at is null or last_alert_at <= $2::timestamptz - make_interval(hours => $3))
           order by id limit $5 for update skip locked`,
          [after, at, intervalHours, confirmedBefore.toISOString(), limit],
        );
        if (rows.length === 0) return { scanned: 0, last: null, matched: 0, queued: 0 };
        const candidates = new Map<string, AlertRoleSnapshot[]>();
        for (const row of rows) {
          const subscriber = toSubscriber(row);
          const roles = match(subscriber);
          if (roles.length > 0) candidates.set(subscriber.id, roles);
        }
        const result = {
          scanned: rows.length,
          last: String(rows[rows.length - 1]!.id),
          matched: 0,
          queued: 0,
        };
        if (candidates.size === 0) return result;
        const sent = new Set(
          (
            await tx.query<Row>(
              `select subscriber_id, role_id from alert_sent
               where subscriber_id in (select value::uuid from jsonb_array_elements_text($1::text::jsonb))`,
              [json([...candidates.keys()])],
            )
          ).map((r) => `${r.subscriber_id}/${r.role_id}`),
        );
        const pairs: { s: string; r: string }[] = [];
        const emails: { s: string; k: string; roles: AlertRoleSnapshot[] }[] = [];
        for (const [id, roles] of candidates) {
          const fresh = roles.filter((role) => !sent.has(`${id}/${role.id}`)).slice(0, maxRoles);
          if (fresh.length === 0) continue;
          result.matched += 1;
          for (const role of fresh) pairs.push({ s: id, r: role.id });
          emails.push({ s: id, k: `job-alerts/${id}/alert-${at}`, roles: fresh });
        }
        if (emails.length === 0) return result;
        await tx.query(
          `insert into alert_sent (subscriber_id, role_id, sent_at)
           select s, r, $2::timestamptz from jsonb_to_recordset($1::text::jsonb) as t(s uuid, r text)
           on conflict do nothing`,
          [json(pairs), at],
        );
        await tx.query(
          `insert into alert_emails (subscriber_id, topic, key, roles, created_at)
           select s, 'alert', k, roles, $2::timestamptz
           from jsonb_to_recordset($1::text::jsonb) as t(s uuid, k text, roles jsonb)`,
          [json(emails), at],
        );
        await tx.query(
          `update alert_subscribers set last_alert_at = $2::timestamptz
           where id in (select value::uuid from jsonb_array_elements_text($1::text::jsonb))`,
          [json(emails.map((e) => e.s)), at],
        );
        result.queued = emails.length;
        return result;
      });
    },

    async claimEmails(now, limit, leaseUntil, id) {
      const rows = await db.query<Row>(
        `with due as (
           select id, batch_key from alert_emails
           where done_at is null and gave_up_at is null
             and (lease_until is null or lease_until <= $1::timestamptz)
             and (next_at is null or next_at <= $1::timestamptz)
             and ($4::bigint is null or id = $4::bigint)
         ), pinned as (
           select batch_key from due where batch_key is not null order by id limit 1
         ), claimed as (
           update alert_emails set lease_until = $3::timestamptz
           where id in (
             select e.id from alert_emails e join due d on d.id = e.id
             where case when exists (select 1 from pinned)
                     then e.batch_key = (select batch_key from pinned)
                     else e.batch_key is null end
             order by e.id limit $2
             for update of e skip locked)
           returning id, key, topic, token_version, roles, attempts, subscriber_id, batch_key)
         select c.*, s.email, s.keywords, s.place, s.workplace, s.terms
         from claimed c join alert_subscribers s on s.id = c.subscriber_id
         order by c.id`,
        [now.toISOString(), limit, leaseUntil.toISOString(), id ?? null],
      );
      return rows.map((r) => ({
        id: String(r.id),
        key: String(r.key),
        topic: r.topic as AlertEmailTopic,
        tokenVersion: Number(r.token_version),
        roles: (typeof r.roles === 'string' ? JSON.parse(r.roles) : r.roles) as AlertRoleSnapshot[],
        subscriberId: String(r.subscriber_id),
        email: String(r.email),
        criteria: toSubscriber({ ...r, state: 'confirmed' }).criteria,
        attempts: Number(r.attempts),
        batchKey: r.batch_key == null ? null : String(r.batch_key),
      }));
    },

    async pinBatch(ids, batchKey) {
      await db.query(
        `update alert_emails set batch_key = $2
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [json(ids), batchKey],
      );
    },

    async finishEmails(ids, at) {
      await db.query(
        `update alert_emails set done_at = $2::timestamptz, lease_until = null, last_error = null,
           attempts = attempts + 1
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [json(ids), at.toISOString()],
      );
    },

    async failEmails(ids, { error, at, backoffSeconds, maxAttempts }) {
      await db.query(
        `update alert_emails set attempts = attempts + 1, last_error = $2, lease_until = null,
           next_at = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, attempts), 3600)),
           gave_up_at = case when attempts + 1 >= $5 then $3::timestamptz end
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [json(ids), error.slice(0, 1000), at.toISOString(), backoffSeconds, maxAttempts],
      );
    },
  };
}
