/**
 * The job alerts' tables (supabase/migrations/20261127000000_job_alerts.sql): subscribers, the
 * roles an alert run has seen, the roles each subscriber was sent, and the alerts' own outbox of
 * emails. One store assembled from its parts: the subscription (store-alerts-subscribe.ts), the
 * subscriber's links and erasure (here), the run (store-alerts-run.ts) and the outbox
 * (store-alerts-outbox.ts). Lists go to PostgreSQL as one JSON parameter, so postgres.js and
 * PGlite take the same queries.
 */
import { asDate } from './store-rules.ts';
import type { Db, Row } from './db.ts';
import { outboxQueries } from './store-alerts-outbox.ts';
import { runQueries } from './store-alerts-run.ts';
import { subscribeQuery } from './store-alerts-subscribe.ts';
import { toSubscriber, type AlertStore } from './store-alerts-types.ts';

export type {
  AlertEmailRow,
  AlertEmailTopic,
  AlertLimitScope,
  AlertRoleSnapshot,
  AlertStore,
  ChunkResult,
  NoticesCeiling,
  SubscribeInput,
  SubscribeOutcome,
  Subscriber,
} from './store-alerts-types.ts';

type SubscriberQueries = Pick<
  AlertStore,
  'confirm' | 'confirmed' | 'updateCriteria' | 'erase' | 'forget' | 'purge'
>;

function subscriberQueries(db: Db): SubscriberQueries {
  const confirmed = async (id: string) => {
    const [row] = await db.query<Row>(
      "select * from alert_subscribers where id = $1 and state = 'confirmed'",
      [id],
    );
    return row ? toSubscriber(row) : null;
  };
  return {
    confirmed,

    async confirm(id, version, now, pendingHours) {
      // A link works only while it is the subscription's latest and within its hours: the first
      // use confirms, the same link again is answered as it is, any other (a replaced one, an
      // expired one, whatever happened since) is refused.
      const [row] = await db.query<Row>(
        `with confirmed as (
           update alert_subscribers set state = 'confirmed', confirmed_at = $3::timestamptz
           where id = $1 and state = 'pending' and token_version = $2
             and requested_at > $3::timestamptz - make_interval(hours => $4)
           returning *)
         select * from confirmed
         union all
         select * from alert_subscribers
         where id = $1 and state = 'confirmed' and token_version = $2
           and requested_at > $3::timestamptz - make_interval(hours => $4)
         limit 1`,
        [id, version, now.toISOString(), pendingHours],
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
  };
}

export function createAlertStore(db: Db): AlertStore {
  return {
    ...subscribeQuery(db),
    ...subscriberQueries(db),
    ...runQueries(db),
    ...outboxQueries(db),
  };
}
