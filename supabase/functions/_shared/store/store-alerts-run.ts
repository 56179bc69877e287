/**
 * The alert run's queries: the roles seen (their first sighting, the baseline) and one chunk of
 * subscribers at a time, each chunk one transaction that marks the roles sent and queues the
 * alerts together.
 */
import { asDate } from './store-rules.ts';
import type { Db, Row } from './db.ts';
import {
  asJson,
  toSubscriber,
  type AlertRoleSnapshot,
  type AlertStore,
  type ChunkResult,
} from './store-alerts-types.ts';

type RunQueries = Pick<AlertStore, 'syncRoles' | 'enqueueChunk'>;

/**
 * For each subscriber with candidate roles, the roles it was never sent (up to `maxRoles`):
 * marked sent, listed in one queued alert, and its last alert set to now. Answers how many
 * subscribers were queued an alert.
 */
async function queueAlerts(
  tx: Db,
  candidates: Map<string, AlertRoleSnapshot[]>,
  at: string,
  maxRoles: number,
): Promise<number> {
  const sent = new Set(
    (
      await tx.query<Row>(
        `select subscriber_id, role_id from alert_sent
         where subscriber_id in (select value::uuid from jsonb_array_elements_text($1::text::jsonb))`,
        [asJson([...candidates.keys()])],
      )
    ).map((r) => `${r.subscriber_id}/${r.role_id}`),
  );
  const pairs: { s: string; r: string }[] = [];
  const emails: { s: string; k: string; roles: AlertRoleSnapshot[] }[] = [];
  for (const [id, roles] of candidates) {
    const fresh = roles.filter((role) => !sent.has(`${id}/${role.id}`)).slice(0, maxRoles);
    if (fresh.length === 0) continue;
    for (const role of fresh) pairs.push({ s: id, r: role.id });
    emails.push({ s: id, k: `job-alerts/${id}/alert-${at}`, roles: fresh });
  }
  if (emails.length === 0) return 0;
  await tx.query(
    `insert into alert_sent (subscriber_id, role_id, sent_at)
     select s, r, $2::timestamptz from jsonb_to_recordset($1::text::jsonb) as t(s uuid, r text)
     on conflict do nothing`,
    [asJson(pairs), at],
  );
  await tx.query(
    `insert into alert_emails (subscriber_id, topic, key, roles, created_at)
     select s, 'alert', k, roles, $2::timestamptz
     from jsonb_to_recordset($1::text::jsonb) as t(s uuid, k text, roles jsonb)`,
    [asJson(emails), at],
  );
  await tx.query(
    `update alert_subscribers set last_alert_at = $2::timestamptz
     where id in (select value::uuid from jsonb_array_elements_text($1::text::jsonb))`,
    [asJson(emails.map((e) => e.s)), at],
  );
  return emails.length;
}

export function runQueries(db: Db): RunQueries {
  return {
    async syncRoles(ids, now) {
      const rows = await db.query<Row>(
        `with known as (select count(*) as n from alert_roles)
         insert into alert_roles (role_id, first_seen_at, last_seen_at, baseline)
         select value, $2::timestamptz, $2::timestamptz, (select n from known) = 0
         from jsonb_array_elements_text($1::text::jsonb)
         on conflict (role_id) do update set last_seen_at = excluded.last_seen_at
         returning role_id, first_seen_at, baseline, (xmax = 0) as inserted`,
        [asJson(ids), now.toISOString()],
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
      return db.transaction(async (tx): Promise<ChunkResult> => {
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
        const queued = candidates.size === 0 ? 0 : await queueAlerts(tx, candidates, at, maxRoles);
        // Each queued alert is one matched subscriber: one with only roles it was sent is not.
        return {
          scanned: rows.length,
          last: String(rows[rows.length - 1]!.id),
          matched: queued,
          queued,
        };
      });
    },
  };
}
