/**
 * What the drain parked: every message tried its last time and given up, with its reason. A
 * form's email ('gave-up'), an application's, a request for talent's or a join's task
 * (outbox_tasks.gave_up_at) and a job alert's email
 * (alert_emails.gave_up_at, store-alerts.ts's table, read here only). The operator's alert and
 * `npm run submissions` list them.
 */
import type { Db, Row } from './db.ts';
import { asDate } from './store-rules.ts';

export type ParkedMessage = {
  /** What it was: "contact", "tech-refugee", "application", "application task: zoho-handoff"... */
  what: string;
  id: string;
  /** Whose it was: the address the person gave. */
  address: string;
  attempts: number;
  reason: string;
  parkedAt: Date;
};

/** How many messages of one kind were parked for one reason. */
export type ParkedCount = { what: string; reason: string; count: number };

/** The reason's first characters that group parked messages (the rest is usually a body quoted). */
export const REASON_GROUP_CHARS = 200;

export interface ParkedStore {
  /**
   * The messages parked after `since`, oldest first (a flood parked later cannot push them out),
   * at most `limit`.
   */
  parkedSince(since: Date, limit: number): Promise<ParkedMessage[]>;
  /**
   * Every message parked after `since`: `total`, and the counts by what it was and its reason
   * (the reason's first REASON_GROUP_CHARS characters), the largest `limit` groups, largest first.
   */
  parkedCounts(since: Date, limit: number): Promise<{ total: number; groups: ParkedCount[] }>;
}

/** Every parked message, one shape; a row parked before its time was recorded reads its last try. */
const PARKED = `
  select 'contact' as what, id::text, email as address, email_attempts as attempts, email_error as reason,
    coalesce(email_parked_at, email_next_at, created_at) as parked_at
  from contact_submissions where email_status = 'gave-up'
  union all
  select 'tech-refugee', id::text, email, email_attempts, email_error,
    coalesce(email_parked_at, email_next_at, created_at)
  from tech_refugee_registrations where email_status = 'gave-up'
  union all
  select 'application', id::text, email, email_attempts, email_error,
    coalesce(email_parked_at, email_next_at, created_at)
  from job_applications where email_status = 'gave-up'
  union all
  select 'application task: ' || t.topic, t.id::text, a.email, t.attempts, t.last_error, t.gave_up_at
  from outbox_tasks t join job_applications a on a.id = t.reference where t.gave_up_at is not null
  union all
  select 'talent-request', id::text, email, email_attempts, email_error,
    coalesce(email_parked_at, email_next_at, created_at)
  from talent_requests where email_status = 'gave-up'
  union all
  select 'talent request task: ' || t.topic, t.id::text, r.email, t.attempts, t.last_error, t.gave_up_at
  from outbox_tasks t join talent_requests r on r.id = t.reference where t.gave_up_at is not null
  union all
  select 'talent-network', id::text, email, email_attempts, email_error,
    coalesce(email_parked_at, email_next_at, created_at)
  from talent_network_joins where email_status = 'gave-up'
  union all
  select 'talent network task: ' || t.topic, t.id::text, j.email, t.attempts, t.last_error, t.gave_up_at
  from outbox_tasks t join talent_network_joins j on j.id = t.reference where t.gave_up_at is not null
  union all
  select 'job alert email: ' || e.topic, e.id::text, s.email, e.attempts, e.last_error, e.gave_up_at
  from alert_emails e join alert_subscribers s on s.id = e.subscriber_id where e.gave_up_at is not null`;

export function createParkedStore(db: Db): ParkedStore {
  return {
    async parkedSince(since, limit) {
      const rows = await db.query<Row>(
        `select * from (${PARKED}) p where parked_at > $1::timestamptz
         order by parked_at, what, id limit $2`,
        [since.toISOString(), limit],
      );
      return rows.map((r) => ({
        what: String(r.what),
        id: String(r.id),
        address: String(r.address),
        attempts: Number(r.attempts),
        reason: String(r.reason ?? 'unknown'),
        parkedAt: asDate(r.parked_at),
      }));
    },
    async parkedCounts(since, limit) {
      const [totals] = await db.query<Row>(
        `select count(*)::int as total from (${PARKED}) p where parked_at > $1::timestamptz`,
        [since.toISOString()],
      );
      const rows = await db.query<Row>(
        `select what, left(coalesce(reason, 'unknown'), ${REASON_GROUP_CHARS}) as reason,
           count(*)::int as count
         from (${PARKED}) p where parked_at > $1::timestamptz
         group by 1, 2 order by 3 desc, 1, 2 limit $2`,
        [since.toISOString(), limit],
      );
      return {
        total: Number(totals?.total ?? 0),
        groups: rows.map((r) => ({
          what: String(r.what),
          reason: String(r.reason),
          count: Number(r.count),
        })),
      };
    },
  };
}
