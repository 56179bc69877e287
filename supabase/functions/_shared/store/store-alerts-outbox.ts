/**
 * The job alerts' own outbox (alert_emails): leased with FOR UPDATE SKIP LOCKED, a batch tried
 * again as that same batch under its recorded key, retried with backoff, given up after its
 * attempts.
 */
import type { Db, Row } from './db.ts';
import {
  asJson,
  toCriteria,
  type AlertEmailTopic,
  type AlertRoleSnapshot,
  type AlertStore,
} from './store-alerts-types.ts';

type OutboxQueries = Pick<AlertStore, 'claimEmails' | 'pinBatch' | 'finishEmails' | 'failEmails'>;

export function outboxQueries(db: Db): OutboxQueries {
  return {
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
        criteria: toCriteria(r),
        attempts: Number(r.attempts),
        batchKey: r.batch_key == null ? null : String(r.batch_key),
      }));
    },

    async pinBatch(ids, batchKey) {
      await db.query(
        `update alert_emails set batch_key = $2
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [asJson(ids), batchKey],
      );
    },

    async finishEmails(ids, at) {
      await db.query(
        `update alert_emails set done_at = $2::timestamptz, lease_until = null, last_error = null,
           attempts = attempts + 1
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [asJson(ids), at.toISOString()],
      );
    },

    async failEmails(ids, { error, at, backoffSeconds, maxAttempts }) {
      await db.query(
        `update alert_emails set attempts = attempts + 1, last_error = $2, lease_until = null,
           next_at = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, attempts), 3600)),
           gave_up_at = case when attempts + 1 >= $5 then $3::timestamptz end
         where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
        [asJson(ids), error.slice(0, 1000), at.toISOString(), backoffSeconds, maxAttempts],
      );
    },
  };
}
