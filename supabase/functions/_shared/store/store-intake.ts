/**
 * Taking a submission in: the per-address rate window and refusal budget, what was stored in the
 * last hour and day (for the ceilings), and storing it once (a double-click is one row).
 */
import {
  carriesFile,
  type AcceptInput,
  type AcceptResult,
  type FormKind,
  type Limits,
  type SpamReason,
  type EmailStatus,
  type Usage,
} from '../core/submission.ts';
import type { Db, Row } from './db.ts';
import {
  insertApplication,
  insertContact,
  insertRegistration,
  type RowBasics,
} from './store-insert.ts';
import { asDate, judgeCapacity, TABLE } from './store-rules.ts';
import { insertNetworkJoin } from './store-network.ts';
import { insertTalentRequest } from './store-talent.ts';

export interface IntakeStore {
  /**
   * The per-address limit and the address's refusal budget, before the body is read: cheap, no
   * lock. `refused`: the address is refused for what it sent before, not for storing.
   */
  rateCheck(
    kind: FormKind,
    ip: string,
    now: Date,
    limits: Limits,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number; refused?: boolean }>;
  /** Counts one refused request of an address in the current window. */
  countRefusal(kind: FormKind, ip: string, now: Date, limits: Limits): Promise<void>;
  /** What the function stored in the last hour and day, for everyone, the network and the address. */
  usage(kind: FormKind, ip: string, net: string, now: Date): Promise<Usage>;
  /** Stores a submission in one transaction (all of it or nothing); a person's row is stored leased to the request that sends it first. */
  accept(input: AcceptInput): Promise<AcceptResult>;
}

/** The fixed window a refusal is counted in (as long as the rate window). */
function refusalWindow(now: Date, limits: Limits): Date {
  const ms = limits.rateWindowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function retryAfter(oldest: Date, now: Date, windowSeconds: number): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/** Spam never gets an email: it is stored with the email withheld. */
function initialStatus(spamReason: SpamReason | null, unverified: boolean): EmailStatus {
  return spamReason ? 'withheld' : unverified ? 'unverified' : 'pending';
}

async function usageOf(
  runner: Db,
  kind: FormKind,
  ip: string,
  net: string,
  now: Date,
): Promise<Usage> {
  // Contact messages and requests for talent carry no file. People's rows (spam_reason null) and
  // spam are counted apart.
  const size = carriesFile(kind) ? 'resume_size' : '0';
  const [r] = await runner.query<Row>(
    `select count(*) filter (where spam_reason is null and created_at > $2::timestamptz)::int as hour_n,
            count(*) filter (where spam_reason is null)::int as day_n,
            count(*) filter (where spam_reason is not null)::int as spam_n,
            coalesce(sum(${size}) filter (where created_at > $2::timestamptz), 0)::bigint as hour_bytes,
            coalesce(sum(${size}), 0)::bigint as day_bytes,
            count(*) filter (where spam_reason is null and client_net = $4 and created_at > $2::timestamptz)::int as net_hour_n,
            count(*) filter (where spam_reason is null and client_net = $4)::int as net_day_n,
            coalesce(sum(${size}) filter (where client_net = $4), 0)::bigint as net_bytes,
            count(*) filter (where spam_reason is null and client_ip = $3)::int as ip_day_n,
            coalesce(sum(${size}) filter (where client_ip = $3), 0)::bigint as ip_bytes
     from ${TABLE[kind]} where created_at > $1::timestamptz`,
    [
      new Date(now.getTime() - 86_400_000).toISOString(),
      new Date(now.getTime() - 3_600_000).toISOString(),
      ip,
      net,
    ],
  );
  const n = (key: string) => Number(r[key]);
  return {
    all: {
      hour: n('hour_n'),
      day: n('day_n'),
      spamDay: n('spam_n'),
      hourBytes: n('hour_bytes'),
      dayBytes: n('day_bytes'),
    },
    network: { hour: n('net_hour_n'), day: n('net_day_n'), dayBytes: n('net_bytes') },
    address: { day: n('ip_day_n'), dayBytes: n('ip_bytes') },
  };
}

async function windowCount(runner: Db, table: string, ip: string, now: Date, limits: Limits) {
  const windowSince = new Date(now.getTime() - limits.rateWindowSeconds * 1000).toISOString();
  const [recent] = await runner.query<{ n: number; oldest: unknown }>(
    `select count(*)::int as n, min(created_at) as oldest from (
       select created_at from ${table} where client_ip = $1 and created_at > $2::timestamptz
       order by created_at desc limit $3) as w`,
    [ip, windowSince, limits.rateMax],
  );
  return Number(recent.n) >= limits.rateMax
    ? {
        ok: false as const,
        retryAfterSeconds: retryAfter(asDate(recent.oldest), now, limits.rateWindowSeconds),
      }
    : { ok: true as const };
}

export function createIntakeStore(db: Db): IntakeStore {
  return {
    async rateCheck(kind, ip, now, limits) {
      const start = refusalWindow(now, limits);
      const [row] = await db.query<{ refused: number }>(
        'select refused from function_refusals where kind = $1 and client_ip = $2 and window_start = $3::timestamptz',
        [kind, ip, start.toISOString()],
      );
      if (row && Number(row.refused) >= limits.refusalMax) {
        return {
          ok: false,
          refused: true,
          retryAfterSeconds: retryAfter(start, now, limits.rateWindowSeconds),
        };
      }
      return windowCount(db, TABLE[kind], ip, now, limits);
    },

    async countRefusal(kind, ip, now, limits) {
      await db.query(
        `with old as (delete from function_refusals where window_start < $4::timestamptz)
         insert into function_refusals (kind, client_ip, window_start, refused) values ($1, $2, $3::timestamptz, 1)
         on conflict (kind, client_ip, window_start) do update set refused = function_refusals.refused + 1`,
        [
          kind,
          ip,
          refusalWindow(now, limits).toISOString(),
          new Date(now.getTime() - 86_400_000).toISOString(),
        ],
      );
    },

    usage(kind, ip, net, now) {
      return usageOf(db, kind, ip, net, now);
    },

    accept: (input) => db.transaction((tx) => acceptIn(tx, input)),
  };
}

/**
 * Stores a submission in one transaction (all of it or nothing), with one writer per (function,
 * address) at a time: the address's window first, then a double-click is one row, then the
 * ceilings, then the row itself.
 */
async function acceptIn(tx: Db, input: AcceptInput): Promise<AcceptResult> {
  const { submission, ip, net, hash, now, limits, spamReason, ceilings } = input;
  const table = TABLE[submission.kind];
  // One writer per (function, IP) at a time, so concurrent duplicates and bursts count right.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|${ip}`]);
  // The address's limit comes before anything that looks at what was sent: the answer to a
  // limited address is the same whatever it sends.
  const rate = await windowCount(tx, table, ip, now, limits);
  if (!rate.ok)
    return { status: 'limited', scope: 'window', retryAfterSeconds: rate.retryAfterSeconds };
  const dedupeSince = new Date(now.getTime() - limits.dedupeSeconds * 1000).toISOString();
  const same = await tx.query<{ id: string }>(
    `select id from ${table} where client_ip = $1 and payload_hash = $2 and created_at > $3::timestamptz
       and (spam_reason is null) = $4
     order by created_at desc limit 1`,
    [ip, hash, dedupeSince, spamReason === null],
  );
  if (same.length > 0) return { status: 'duplicate', id: String(same[0]!.id) };

  // The ceilings, counted by one writer per function at a time so a flood cannot overshoot them.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|capacity`]);
  const sent =
    submission.kind === 'tech-refugee' ||
    submission.kind === 'application' ||
    submission.kind === 'talent-network'
      ? submission.data.resume
      : null;
  const verdict = judgeCapacity(await usageOf(tx, submission.kind, ip, net, now), ceilings, {
    spam: spamReason !== null,
    resumeBytes: sent?.size ?? 0,
  });
  if (!verdict.ok) return verdict.status === 'dropped' ? { status: 'dropped' } : verdict;
  const id = await insertRow(tx, input, sent, verdict.resumeCeiling !== null);
  return { status: 'stored', id, resumeCeiling: verdict.resumeCeiling };
}

/** The row itself: spam keeps its text, never its file; past a resume ceiling a person's row is kept without it. */
async function insertRow(
  tx: Db,
  input: AcceptInput,
  sent: RowBasics['resume'],
  overCeiling: boolean,
): Promise<string> {
  const { submission, spamReason, unverifiedToken, leaseUntil } = input;
  const status = initialStatus(spamReason, Boolean(unverifiedToken));
  const row: RowBasics = {
    now: input.now,
    ip: input.ip,
    net: input.net,
    hash: input.hash,
    spamReason,
    status,
    unverifiedToken: unverifiedToken ?? null,
    turnstileKey: unverifiedToken ? (input.turnstileKey ?? null) : null,
    resume: spamReason === null && !overCeiling ? sent : null,
    dropped: spamReason === null && sent && overCeiling ? 'ceiling' : null,
    // A person's row is leased to this request, which sends it first; the drain takes it once the lease ends.
    lease: status === 'pending' ? leaseUntil.toISOString() : null,
  };
  if (submission.kind === 'contact') return insertContact(tx, submission, row);
  if (submission.kind === 'application') return insertApplication(tx, submission, row);
  if (submission.kind === 'talent-request') return insertTalentRequest(tx, submission, row);
  if (submission.kind === 'talent-network') return insertNetworkJoin(tx, submission, row);
  return insertRegistration(tx, submission, row);
}
