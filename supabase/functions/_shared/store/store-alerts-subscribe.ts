/**
 * A job alert subscription, in one transaction: the address's limits and its network's, the
 * hourly ceiling on confirmation emails for every sender together, then the subscriber (new,
 * pending or confirmed) and the one email it gets. The network's lock (an advisory lock on its
 * key) makes concurrent requests of one network wait for each other, so a burst is counted
 * exactly; the ceiling's lock does the same for everyone once a request passed its own limits.
 */
import { asDate } from './store-rules.ts';
import type { Db, Row } from './db.ts';
import {
  toSubscriber,
  type AlertLimitScope,
  type NoticesCeiling,
  type SubscribeInput,
  type SubscribeOutcome,
} from './store-alerts-types.ts';

const HOUR = 3_600;
const DAY = 86_400;

/** Seconds until `first` is `seconds` old, at least 1. */
function secondsUntil(first: unknown, seconds: number, now: Date): number {
  return Math.max(1, Math.ceil((asDate(first).getTime() + seconds * 1000 - now.getTime()) / 1000));
}

/** The first limit the address or its network has reached, with when it has room again. */
async function limitReached(tx: Db, input: SubscribeInput): Promise<SubscribeOutcome | null> {
  const { requester, network, rate, now } = input;
  const [usage] = await tx.query<Row>(
    `select
       count(*) filter (where key = $1 and at > $3::timestamptz - make_interval(secs => $4))::int as in_window,
       min(at) filter (where key = $1 and at > $3::timestamptz - make_interval(secs => $4)) as window_first,
       count(*) filter (where key = $1)::int as in_day,
       min(at) filter (where key = $1) as day_first,
       count(*) filter (where key = $2 and at > $3::timestamptz - interval '1 hour')::int as network_hour,
       min(at) filter (where key = $2 and at > $3::timestamptz - interval '1 hour') as network_hour_first,
       count(*) filter (where key = $2)::int as network_day,
       min(at) filter (where key = $2) as network_day_first
     from alert_requests
     where (key = $1 or key = $2) and at > $3::timestamptz - interval '1 day'`,
    [requester, network, now.toISOString(), rate.windowSeconds],
  );
  const u = usage!;
  const reached: [AlertLimitScope, number][] = [];
  if (Number(u.in_window) >= rate.windowMax)
    reached.push(['window', secondsUntil(u.window_first, rate.windowSeconds, now)]);
  if (Number(u.in_day) >= rate.dailyMax) reached.push(['day', secondsUntil(u.day_first, DAY, now)]);
  if (Number(u.network_hour) >= rate.networkHourly)
    reached.push(['network', secondsUntil(u.network_hour_first, HOUR, now)]);
  if (Number(u.network_day) >= rate.networkDaily)
    reached.push(['network', secondsUntil(u.network_day_first, DAY, now)]);
  if (reached.length === 0) return null;
  // The first limit names the refusal; the wait is the longest, when every reached one has room.
  return {
    status: 'limited',
    scope: reached[0]![0],
    retryAfterSeconds: Math.max(...reached.map(([, seconds]) => seconds)),
  };
}

/** The confirmation and "already subscribed" emails every sender together had in the hour to `now`. */
async function noticesInHour(db: Db, now: Date): Promise<{ sent: number; first: unknown }> {
  const [row] = await db.query<Row>(
    `select count(*)::int as n, min(created_at) as first from alert_emails
     where topic <> 'alert' and created_at > $1::timestamptz - interval '1 hour'`,
    [now.toISOString()],
  );
  return { sent: Number(row!.n), first: row!.first };
}

/** Whether every sender together had the hour's confirmation and "already subscribed" emails. */
async function ceilingReached(tx: Db, input: SubscribeInput): Promise<SubscribeOutcome | null> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['alert_emails|notices']);
  const { sent, first } = await noticesInHour(tx, input.now);
  if (sent < input.noticesHourly) return null;
  return { status: 'busy', retryAfterSeconds: secondsUntil(first, HOUR, input.now) };
}

async function recordRequest(tx: Db, { requester, network, now }: SubscribeInput) {
  for (const key of network ? [requester, network] : [requester])
    await tx.query('insert into alert_requests (key, at) values ($1, $2::timestamptz)', [
      key,
      now.toISOString(),
    ]);
}

/**
 * The subscriber of the address (made pending when new) and its email: a new confirmation link
 * for a pending one, replacing the previous one with the criteria asked for now; "already
 * subscribed" for a confirmed one, its criteria untouched. Past the day's notices, nothing.
 */
async function queueNotice(tx: Db, input: SubscribeInput): Promise<SubscribeOutcome> {
  const { email, criteria, noticesPerDay } = input;
  const at = input.now.toISOString();
  const fields = [criteria.keywords, criteria.place, criteria.workplace, criteria.terms];
  await tx.query(
    `insert into alert_subscribers (email, keywords, place, workplace, terms, created_at, requested_at, token_version)
     values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz, 0)
     on conflict ((lower(email))) do nothing`,
    [email, ...fields, at],
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
    const version = subscriber.tokenVersion + 1;
    await tx.query(
      `update alert_subscribers set token_version = $2, requested_at = $3::timestamptz,
         keywords = $4, place = $5, workplace = $6, terms = $7 where id = $1`,
      [subscriber.id, version, at, ...fields],
    );
    const [queued] = await tx.query<{ id: unknown }>(
      `insert into alert_emails (subscriber_id, topic, key, token_version, created_at)
       values ($1, 'confirmation', $2, $3, $4::timestamptz) returning id`,
      [subscriber.id, `job-alerts/${subscriber.id}/confirm-${version}`, version, at],
    );
    return { status: 'queued', emailId: String(queued!.id), topic: 'confirmation' };
  }
  const [notice] = await tx.query<{ id: unknown }>(
    `insert into alert_emails (subscriber_id, topic, key, created_at)
     values ($1, 'already-subscribed', $2, $3::timestamptz) returning id`,
    [subscriber.id, `job-alerts/${subscriber.id}/notice-${crypto.randomUUID()}`, at],
  );
  return { status: 'queued', emailId: String(notice!.id), topic: 'already-subscribed' };
}

export function subscribeQuery(db: Db) {
  return {
    subscribe(input: SubscribeInput): Promise<SubscribeOutcome> {
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
          `alert_requests|${input.network ?? input.requester}`,
        ]);
        const limited = await limitReached(tx, input);
        if (limited) return limited;
        const busy = await ceilingReached(tx, input);
        if (busy) return busy;
        await recordRequest(tx, input);
        return queueNotice(tx, input);
      });
    },

    async noticesCeiling(now: Date, max: number): Promise<NoticesCeiling> {
      const { sent, first } = await noticesInHour(db, now);
      if (sent < max) return { reached: false, sent };
      return {
        reached: true,
        sent,
        reopensAt: new Date(now.getTime() + secondsUntil(first, HOUR, now) * 1000),
      };
    },
  };
}
