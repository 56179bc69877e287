/**
 * What the job alerts' tables hold, as the functions see it (store-alerts.ts assembles the queries;
 * supabase/migrations/20261127000000_job_alerts.sql makes the tables).
 */
import type { AlertCriteria } from '../core/rules.ts';
import { asDate } from './store-rules.ts';
import type { Row } from './db.ts';

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

/** Which limit a subscription met: the address's window or day, or its network's hour or day. */
export type AlertLimitScope = 'window' | 'day' | 'network';

export type SubscribeOutcome =
  | { status: 'limited'; scope: AlertLimitScope; retryAfterSeconds: number }
  /** Every sender together had the hour's confirmation emails: nothing is stored or sent. */
  | { status: 'busy'; retryAfterSeconds: number }
  /** An email is queued: a confirmation (new or pending) or an "already subscribed" notice. */
  | { status: 'queued'; emailId: string; topic: AlertEmailTopic }
  /** The address had its day's notices: nothing more is sent today. */
  | { status: 'capped' };

export type SubscribeInput = {
  email: string;
  criteria: AlertCriteria;
  now: Date;
  /** The keyed hash of the client address (an IPv4 address, an IPv6 /64). */
  requester: string;
  /** The keyed hash of its network (IPv4 /24, IPv6 /48); null when the address has none. */
  network: string | null;
  rate: {
    windowMax: number;
    windowSeconds: number;
    dailyMax: number;
    networkHourly: number;
    networkDaily: number;
  };
  /** Confirmation and "already subscribed" emails one address gets a rolling day. */
  noticesPerDay: number;
  /** Confirmation and "already subscribed" emails queued a rolling hour, every sender together. */
  noticesHourly: number;
};

export type ChunkResult = {
  scanned: number;
  /** The last subscriber id scanned (the next chunk starts after it); null when none was left. */
  last: string | null;
  matched: number;
  queued: number;
};

export type EnqueueOptions = {
  now: Date;
  after: string;
  limit: number;
  intervalHours: number;
  confirmedBefore: Date;
  maxRoles: number;
  match: (subscriber: Subscriber) => AlertRoleSnapshot[];
};

/** Whether the hour's confirmation emails reached the ceiling, and when the first leaves the hour. */
export type NoticesCeiling =
  { reached: false; sent: number } | { reached: true; sent: number; reopensAt: Date };

export interface AlertStore {
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;
  /** The hour to `now` against the ceiling on confirmation emails (`max`), as subscribing counts it. */
  noticesCeiling(now: Date, max: number): Promise<NoticesCeiling>;
  /**
   * Confirms a pending subscription whose latest link this is, within `pendingHours` of its
   * email; the same link again within that time returns it as it is. Any other link (replaced,
   * expired, of an erased subscriber) is null, whatever happened after it.
   */
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
  enqueueChunk(options: EnqueueOptions): Promise<ChunkResult>;
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

export function toSubscriber(row: Row): Subscriber {
  return {
    id: String(row.id),
    email: String(row.email),
    criteria: toCriteria(row),
    state: row.state as Subscriber['state'],
    tokenVersion: Number(row.token_version),
    requestedAt: asDate(row.requested_at),
    confirmedAt: row.confirmed_at ? asDate(row.confirmed_at) : null,
    lastAlertAt: row.last_alert_at ? asDate(row.last_alert_at) : null,
  };
}

export function toCriteria(row: Row): AlertCriteria {
  return {
    keywords: String(row.keywords ?? ''),
    place: String(row.place ?? ''),
    workplace: row.workplace as AlertCriteria['workplace'],
    terms: row.terms as AlertCriteria['terms'],
  };
}

/** A list as one JSON parameter: postgres.js and PGlite take the same queries. */
export const asJson = (value: unknown) => JSON.stringify(value);
