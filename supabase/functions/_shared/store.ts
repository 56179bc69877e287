/**
 * Where submissions are kept. One SQL implementation over a minimal database interface, so the
 * production functions (postgres.js over SUPABASE_DB_URL), the local server (PGlite or
 * DATABASE_URL) and the tests run the same queries; and a memory store for runs with no database.
 */
import { encodeBase64, type ContactMessage, type Registration } from './rules.ts';

/** At most this many bytes of resumes ride in one digest email; the rest are named in it. */
export const DIGEST_ATTACHMENT_BYTES = 20 * 1024 * 1024;

export type FormKind = 'contact' | 'registration';

/** The least a database must offer: parameterised queries and transactions. */
export interface Db {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

export type StoredSubmission =
  | { kind: 'contact'; id: string; createdAt: Date; data: ContactMessage }
  /**
   * `resumeNotKept`: the name of a file sent but not kept (a resume ceiling); the applicant was
   * asked to email it. `resumeHeld`: a kept file left out of a digest (too many bytes for one email).
   */
  | { kind: 'registration'; id: string; createdAt: Date; data: Registration; resumeNotKept?: string; resumeHeld?: string };

export type Limits = {
  /** Accepted submissions per IP per window, per function. */
  rateMax: number;
  rateWindowSeconds: number;
  /** The same payload from the same IP within this many seconds is stored once (a double-click). */
  dedupeSeconds: number;
  /** Refused requests (bad body, bad field, bad file) per IP per window before it is refused unread. */
  refusalMax: number;
};

/**
 * What a function stores, bounded where a flood comes from rather than by a small count shared
 * by everyone: people's text submissions per address (a day) and per network (an IPv4 /24 or
 * IPv6 /48, an hour and a day), with a large global safety valve that only many networks together
 * can reach; spam apart (its own daily ceiling: past it spam is answered alike but not stored);
 * resume bytes per address, per network and globally, and past any of those a registration is
 * still stored, without its file. Counted over rolling hours and days.
 */
export type Ceilings = {
  addressDaily: number;
  networkHourly: number;
  networkDaily: number;
  hourlySubmissions: number;
  dailySubmissions: number;
  dailySpam: number;
  addressResumeBytes: number;
  networkResumeBytes: number;
  hourlyResumeBytes: number;
  dailyResumeBytes: number;
};

/** What a function stored in the last hour and day: everyone's, the sender's network's, the sender's. */
export type Usage = {
  all: { hour: number; day: number; spamDay: number; hourBytes: number; dayBytes: number };
  network: { hour: number; day: number; dayBytes: number };
  address: { day: number; dayBytes: number };
};

/** Which limit refused a sender: its rate window (RATE_LIMIT_MAX), its day, or its network. */
export type LimitScope = 'window' | 'address' | 'network';

/** Which resume ceiling kept a file out: the sender's, its network's, or everyone's per hour or day. */
export type ResumeCeiling = 'address' | 'network' | 'hour' | 'day';

export type CapacityVerdict =
  | { ok: true; resumeCeiling: ResumeCeiling | null }
  | { ok: false; status: 'limited'; scope: 'address' | 'network'; retryAfterSeconds: number }
  | { ok: false; status: 'full'; period: 'hour' | 'day'; retryAfterSeconds: number }
  | { ok: false; status: 'dropped' };

/**
 * The one rule over a usage: may this submission be stored, and with its file? Spam counts only
 * against spam's own ceiling; people's rows never include spam.
 */
export function judgeCapacity(usage: Usage, c: Ceilings, { spam, resumeBytes }: { spam: boolean; resumeBytes: number }): CapacityVerdict {
  if (spam) return usage.all.spamDay >= c.dailySpam ? { ok: false, status: 'dropped' } : { ok: true, resumeCeiling: null };
  if (usage.address.day >= c.addressDaily) return { ok: false, status: 'limited', scope: 'address', retryAfterSeconds: 3600 };
  if (usage.network.hour >= c.networkHourly) return { ok: false, status: 'limited', scope: 'network', retryAfterSeconds: 600 };
  if (usage.network.day >= c.networkDaily) return { ok: false, status: 'limited', scope: 'network', retryAfterSeconds: 3600 };
  if (usage.all.day >= c.dailySubmissions) return { ok: false, status: 'full', period: 'day', retryAfterSeconds: periodRetryAfter('day') };
  if (usage.all.hour >= c.hourlySubmissions) return { ok: false, status: 'full', period: 'hour', retryAfterSeconds: periodRetryAfter('hour') };
  let resumeCeiling: ResumeCeiling | null = null;
  if (resumeBytes > 0) {
    if (usage.address.dayBytes + resumeBytes > c.addressResumeBytes) resumeCeiling = 'address';
    else if (usage.network.dayBytes + resumeBytes > c.networkResumeBytes) resumeCeiling = 'network';
    else if (usage.all.dayBytes + resumeBytes > c.dailyResumeBytes) resumeCeiling = 'day';
    else if (usage.all.hourBytes + resumeBytes > c.hourlyResumeBytes) resumeCeiling = 'hour';
  }
  return { ok: true, resumeCeiling };
}

/** The notification email's share of the function's hourly cap. */
export type EmailCap = {
  /** Emails per function per rolling hour. */
  hourly: number;
  /** Of those, at most this many for submissions from one address (IPv4 or IPv6 /64). */
  perAddress: number;
};

/** Why a submission was judged a bot; null for a person. */
export type SpamReason = 'honeypot' | 'too-fast' | 'no-timing' | 'turnstile';

/**
 * 'pending' (not tried yet), 'sent', 'failed' (tried, will be retried), 'deferred' (the hourly
 * email cap was full: sent by a later request or outbox:retry), 'withheld' (spam: never sent),
 * 'unverified' (Turnstile's siteverify could not be reached: stored, not sent until verified),
 * 'gave-up' (failed MAX_EMAIL_ATTEMPTS times: listed by `npm run submissions`, never retried).
 */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'deferred' | 'withheld' | 'unverified' | 'gave-up';

export type AcceptInput = {
  submission: { kind: 'contact'; data: ContactMessage } | { kind: 'registration'; data: Registration };
  ip: string;
  /** The sender's network (client-ip.ts networkKey). */
  net: string;
  hash: string;
  now: Date;
  limits: Limits;
  /** Spam is stored with its email withheld and without its resume's bytes. */
  spamReason: SpamReason | null;
  ceilings: Ceilings;
  /** Turnstile could not judge it: stored 'unverified' with its token, for a later check. */
  unverifiedToken?: string;
};

export type AcceptResult =
  /** `resumeCeiling`: the file was not kept (the row was), and which ceiling kept it out. */
  | { status: 'stored'; id: string; resumeCeiling: ResumeCeiling | null }
  | { status: 'duplicate'; id: string }
  /** `scope`: the address's rate window, its day, or its network. */
  | { status: 'limited'; scope: LimitScope; retryAfterSeconds: number }
  | { status: 'full'; period: 'hour' | 'day'; retryAfterSeconds: number }
  /** Spam past spam's own ceiling: answered as stored, not stored. */
  | { status: 'dropped' };

export type EmailOutcome =
  | { status: 'sent'; providerId?: string; at: Date }
  | { status: 'failed'; error: string; at: Date; maxAttempts: number };

/** A submission waiting for its email, with what the retry needs to know. */
export type WaitingSubmission = StoredSubmission & { ip: string; emailStatus: EmailStatus; turnstileToken: string | null };

export type SubmissionSummary = {
  kind: FormKind;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  topic: string;
  emailStatus: EmailStatus;
  emailError: string | null;
  emailAttempts: number;
  spamReason: SpamReason | null;
};

/** A submission removed on a deletion request: what it was, for the record printed to the operator. */
export type ForgottenSubmission = SubmissionSummary & { resumeFilename: string | null };

export type PurgeReport = Record<FormKind, number>;

export interface SubmissionStore {
  /**
   * The per-address limit and the address's refusal budget, before the body is read: cheap, no
   * lock. `refused`: the address is refused for what it sent before, not for storing.
   */
  rateCheck(kind: FormKind, ip: string, now: Date, limits: Limits): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number; refused?: boolean }>;
  /** Counts one refused request of an address in the current window. */
  countRefusal(kind: FormKind, ip: string, now: Date, limits: Limits): Promise<void>;
  /** What the function stored in the last hour and day, for everyone, the network and the address. */
  usage(kind: FormKind, ip: string, net: string, now: Date): Promise<Usage>;
  accept(input: AcceptInput): Promise<AcceptResult>;
  /** Records a send's outcome; a failure that reaches `maxAttempts` becomes 'gave-up'. */
  recordEmail(kind: FormKind, id: string, outcome: EmailOutcome): Promise<void>;
  /**
   * Takes one of the function's email slots for the hour before `now`, within the whole cap and
   * within the address's share of it; past either the email is marked 'deferred' and the answer
   * says which was full ('cap': the function's, 'share': the address's).
   */
  claimEmail(kind: FormKind, id: string, ip: string, now: Date, cap: EmailCap): Promise<'claimed' | 'cap' | 'share'>;
  /**
   * Submissions of people whose email is waiting: failed, deferred, unverified, or still pending
   * after `olderThan`. Newest first, so a backlog of old ones never stands before a new lead.
   */
  unsent(olderThan: Date, limit: number, kind?: FormKind): Promise<WaitingSubmission[]>;
  /** Turnstile's later verdict on an 'unverified' submission: 'pending' to send it, or spam. */
  settleVerification(kind: FormKind, id: string, verdict: 'passed' | 'failed'): Promise<void>;
  /** True the first time an alert for (kind, topic, period start) is recorded: one alert email per period. */
  recordAlert(kind: FormKind, topic: string, periodStart: Date, at?: Date): Promise<boolean>;
  /** When the latest alert of a topic was recorded, if ever. */
  lastAlert(kind: FormKind, topic: string): Promise<Date | null>;
  /** People's submissions whose email waits behind the cap ('deferred'): the newest `limit`, oldest first. */
  deferred(kind: FormKind, limit: number): Promise<{ items: WaitingSubmission[]; total: number }>;
  /** Records that these submissions went out in one digest email. */
  recordDigest(kind: FormKind, ids: string[], providerId: string | undefined, at: Date): Promise<void>;
  /** A trivial query: is the database there. */
  ping(): Promise<void>;
  recent(limit: number): Promise<SubmissionSummary[]>;
  /** Deletes what is past the privacy policy's retention periods (contact 2 years, registrations 3). */
  purge(asOf: Date): Promise<PurgeReport>;
  /** Deletes everything held for one email address (any case), spam included; returns what it removed. */
  forget(email: string): Promise<ForgottenSubmission[]>;
}

/** Seconds until a rolling period's oldest rows age out: a safe Retry-After without another query. */
export function periodRetryAfter(period: 'hour' | 'day'): number {
  return period === 'hour' ? 600 : 3600;
}

const TABLE: Record<FormKind, string> = {
  contact: 'contact_submissions',
  registration: 'tech_refugee_registrations',
};

/** The fixed window a refusal is counted in (as long as the rate window). */
function refusalWindow(now: Date, limits: Limits): Date {
  const ms = limits.rateWindowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function retryAfter(oldest: Date, now: Date, windowSeconds: number): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

function toSummary(row: Row): SubmissionSummary {
  return {
    kind: row.kind as FormKind,
    id: String(row.id),
    createdAt: asDate(row.created_at),
    name: String(row.name),
    email: String(row.email),
    topic: String(row.topic),
    emailStatus: row.email_status as EmailStatus,
    emailError: (row.email_error as string | null) ?? null,
    emailAttempts: Number(row.email_attempts),
    spamReason: (row.spam_reason as SpamReason | null) ?? null,
  };
}

/** Spam never gets an email: it is stored with the email withheld. */
function initialStatus(spamReason: SpamReason | null, unverified: boolean): EmailStatus {
  return spamReason ? 'withheld' : unverified ? 'unverified' : 'pending';
}

function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

type Row = Record<string, unknown>;

function toStored(kind: FormKind, row: Row): StoredSubmission {
  if (kind === 'contact') {
    return {
      kind,
      id: String(row.id),
      createdAt: asDate(row.created_at),
      data: {
        name: String(row.name),
        email: String(row.email),
        subject: String(row.subject),
        message: String(row.message),
      },
    };
  }
  const bytes = row.resume as Uint8Array | null;
  const resumeBytes = bytes ? new Uint8Array(bytes) : null;
  return {
    kind,
    id: String(row.id),
    createdAt: asDate(row.created_at),
    ...(row.resume_dropped && row.resume_filename ? { resumeNotKept: String(row.resume_filename) } : {}),
    data: {
      fullName: String(row.full_name),
      email: String(row.email),
      linkedinUrl: String(row.linkedin_url ?? ''),
      recentEmployer: String(row.recent_employer),
      role: String(row.role),
      primarySkills: row.primary_skills as Registration['primarySkills'],
      preferredWorkType: row.preferred_work_type as Registration['preferredWorkType'],
      careerGoal: String(row.career_goal),
      resume:
        resumeBytes && row.resume_filename
          ? {
              filename: String(row.resume_filename),
              contentType: String(row.resume_content_type),
              kind: String(row.resume_filename).split('.').pop()!.toLowerCase() as 'pdf' | 'doc' | 'docx',
              size: resumeBytes.byteLength,
              base64: encodeBase64(resumeBytes),
            }
          : null,
    },
  };
}

/** Submissions in PostgreSQL (the tables of supabase/migrations). */
export function createSqlStore(db: Db): SubmissionStore {
  async function usageOf(runner: Db, kind: FormKind, ip: string, net: string, now: Date): Promise<Usage> {
    // Contact messages carry no file. People's rows (spam_reason null) and spam are counted apart.
    const size = kind === 'registration' ? 'resume_size' : '0';
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
      [new Date(now.getTime() - 86_400_000).toISOString(), new Date(now.getTime() - 3_600_000).toISOString(), ip, net],
    );
    const n = (key: string) => Number(r[key]);
    return {
      all: { hour: n('hour_n'), day: n('day_n'), spamDay: n('spam_n'), hourBytes: n('hour_bytes'), dayBytes: n('day_bytes') },
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
      ? { ok: false as const, retryAfterSeconds: retryAfter(asDate(recent.oldest), now, limits.rateWindowSeconds) }
      : { ok: true as const };
  }

  return {
    async rateCheck(kind, ip, now, limits) {
      const start = refusalWindow(now, limits);
      const [row] = await db.query<{ refused: number }>(
        'select refused from function_refusals where kind = $1 and client_ip = $2 and window_start = $3::timestamptz',
        [kind, ip, start.toISOString()],
      );
      if (row && Number(row.refused) >= limits.refusalMax) {
        return { ok: false, refused: true, retryAfterSeconds: retryAfter(start, now, limits.rateWindowSeconds) };
      }
      return windowCount(db, TABLE[kind], ip, now, limits);
    },

    async countRefusal(kind, ip, now, limits) {
      await db.query(
        `with old as (delete from function_refusals where window_start < $4::timestamptz)
         insert into function_refusals (kind, client_ip, window_start, refused) values ($1, $2, $3::timestamptz, 1)
         on conflict (kind, client_ip, window_start) do update set refused = function_refusals.refused + 1`,
        [kind, ip, refusalWindow(now, limits).toISOString(), new Date(now.getTime() - 86_400_000).toISOString()],
      );
    },

    usage(kind, ip, net, now) {
      return usageOf(db, kind, ip, net, now);
    },

    async accept({ submission, ip, net, hash, now, limits, spamReason, ceilings, unverifiedToken }) {
      const table = TABLE[submission.kind];
      return db.transaction(async (tx) => {
        // One writer per (function, IP) at a time, so concurrent duplicates and bursts count right.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|${ip}`]);
        // The address's limit comes before anything that looks at what was sent: the answer to a
        // limited address is the same whatever it sends.
        const rate = await windowCount(tx, table, ip, now, limits);
        if (!rate.ok) return { status: 'limited', scope: 'window', retryAfterSeconds: rate.retryAfterSeconds } as const;

        const dedupeSince = new Date(now.getTime() - limits.dedupeSeconds * 1000).toISOString();
        const same = await tx.query<{ id: string }>(
          `select id from ${table} where client_ip = $1 and payload_hash = $2 and created_at > $3::timestamptz
             and (spam_reason is null) = $4
           order by created_at desc limit 1`,
          [ip, hash, dedupeSince, spamReason === null],
        );
        if (same.length > 0) return { status: 'duplicate', id: String(same[0].id) } as const;

        // The ceilings, counted by one writer per function at a time so a flood cannot overshoot them.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|capacity`]);
        const sent = submission.kind === 'registration' ? submission.data.resume : null;
        const verdict = judgeCapacity(await usageOf(tx, submission.kind, ip, net, now), ceilings, {
          spam: spamReason !== null,
          resumeBytes: sent?.size ?? 0,
        });
        if (!verdict.ok) {
          if (verdict.status === 'limited') return { status: 'limited', scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds } as const;
          if (verdict.status === 'full') return { status: 'full', period: verdict.period, retryAfterSeconds: verdict.retryAfterSeconds } as const;
          return { status: 'dropped' } as const;
        }
        // Spam keeps its text (a false positive loses nothing) but not its file; past a resume
        // ceiling a person's registration is kept without it.
        const resume = spamReason === null && verdict.resumeCeiling === null ? sent : null;
        const dropped = spamReason === null && sent && verdict.resumeCeiling ? 'ceiling' : null;

        const status = initialStatus(spamReason, Boolean(unverifiedToken));
        let rows: { id: string }[];
        if (submission.kind === 'contact') {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash,
               spam_reason, email_status, turnstile_token, client_net)
             values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
            [now.toISOString(), d.name, d.email, d.subject, d.message, ip, hash, spamReason, status, unverifiedToken ?? null, net],
          );
        } else {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into tech_refugee_registrations (created_at, full_name, email, linkedin_url, recent_employer, role,
               primary_skills, preferred_work_type, career_goal, resume_filename, resume_content_type, resume,
               resume_size, client_ip, payload_hash, spam_reason, email_status, turnstile_token, client_net, resume_dropped)
             values ($1::timestamptz, $2, $3, $4, $5, $6,
               string_to_array($7::text, '|'), string_to_array($8::text, '|'),
               $9, $10, $11, decode($12::text, 'base64'), $13, $14, $15, $16, $17, $18, $19, $20)
             returning id`,
            [
              now.toISOString(),
              d.fullName,
              d.email,
              d.linkedinUrl,
              d.recentEmployer,
              d.role,
              // The options come from fixed lists (validated), none contains '|'.
              d.primarySkills.join('|'),
              d.preferredWorkType.join('|'),
              d.careerGoal,
              d.resume?.filename ?? null,
              resume ? resume.contentType : null,
              // Sent as base64 text and decoded by the server: far faster than a bytea parameter.
              resume?.base64 ?? null,
              resume?.size ?? 0,
              ip,
              hash,
              spamReason,
              status,
              unverifiedToken ?? null,
              net,
              dropped,
            ],
          );
        }
        return { status: 'stored', id: String(rows[0].id), resumeCeiling: verdict.resumeCeiling } as const;
      });
    },

    async recordEmail(kind, id, outcome) {
      await db.query(
        `update ${TABLE[kind]} set
           email_status = case when $2 = 'failed' and email_attempts + 1 >= $6 then 'gave-up' else $2 end,
           email_error = $3, email_provider_id = $4, emailed_at = $5::timestamptz, email_attempts = email_attempts + 1
         where id = $1`,
        [
          id,
          outcome.status,
          outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
          outcome.status === 'sent' ? (outcome.providerId ?? null) : null,
          outcome.status === 'sent' ? outcome.at.toISOString() : null,
          outcome.status === 'failed' ? outcome.maxAttempts : 0,
        ],
      );
    },

    async claimEmail(kind, id, ip, now, cap) {
      const table = TABLE[kind];
      return db.transaction(async (tx) => {
        // One claimer per function at a time, so a flood cannot overshoot the cap.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|email-cap`]);
        const since = new Date(now.getTime() - 3600_000).toISOString();
        const [{ n, mine }] = await tx.query<{ n: number; mine: number }>(
          `select count(*)::int as n, (count(*) filter (where client_ip = $3))::int as mine
           from ${table} where email_claimed_at > $1::timestamptz and id <> $2`,
          [since, id, ip],
        );
        if (Number(n) >= cap.hourly || Number(mine) >= cap.perAddress) {
          await tx.query(`update ${table} set email_status = 'deferred' where id = $1`, [id]);
          return Number(n) >= cap.hourly ? 'cap' : 'share';
        }
        await tx.query(`update ${table} set email_claimed_at = $2::timestamptz where id = $1`, [id, now.toISOString()]);
        return 'claimed';
      });
    },

    async unsent(olderThan, limit, only) {
      const result: WaitingSubmission[] = [];
      for (const kind of only ? [only] : (['contact', 'registration'] as const)) {
        const rows = await db.query<Row>(
          `select * from ${TABLE[kind]}
           where spam_reason is null
             and (email_status in ('failed', 'deferred', 'unverified') or (email_status = 'pending' and created_at < $1::timestamptz))
           order by created_at desc limit $2`,
          [olderThan.toISOString(), limit],
        );
        result.push(
          ...rows.map((row) => ({
            ...toStored(kind, row),
            ip: String(row.client_ip),
            emailStatus: row.email_status as EmailStatus,
            turnstileToken: (row.turnstile_token as string | null) ?? null,
          })),
        );
      }
      return result.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).slice(0, limit);
    },

    async settleVerification(kind, id, verdict) {
      await db.query(
        verdict === 'passed'
          ? `update ${TABLE[kind]} set email_status = 'pending', turnstile_token = null where id = $1 and email_status = 'unverified'`
          : `update ${TABLE[kind]} set email_status = 'withheld', spam_reason = 'turnstile', turnstile_token = null,
               resume = null, resume_size = 0 where id = $1 and email_status = 'unverified'`,
        [id],
      );
    },

    async recordAlert(kind, topic, periodStart, at = new Date()) {
      const rows = await db.query(
        `insert into function_alerts (kind, topic, period_start, created_at) values ($1, $2, $3::timestamptz, $4::timestamptz)
         on conflict do nothing returning 1 as inserted`,
        [kind, topic, periodStart.toISOString(), at.toISOString()],
      );
      return rows.length > 0;
    },

    async lastAlert(kind, topic) {
      const [row] = await db.query<{ at: unknown }>('select max(created_at) as at from function_alerts where kind = $1 and topic = $2', [kind, topic]);
      return row?.at ? asDate(row.at) : null;
    },

    async deferred(kind, limit) {
      // Resume bytes are read only while they fit in one digest (DIGEST_ATTACHMENT_BYTES): the
      // rest stay in the database and the digest names them.
      const columns =
        kind === 'registration'
          ? `id, created_at, full_name, email, linkedin_url, recent_employer, role, primary_skills, preferred_work_type,
             career_goal, resume_filename, resume_content_type, resume_size, resume_dropped, client_ip,
             case when sum(resume_size) over (order by created_at desc) <= $2 then resume end as resume`
          : 'id, created_at, name, email, subject, message, client_ip, $2::bigint as unused';
      const rows = await db.query<Row>(
        `select * from (
           select ${columns}, count(*) over () as total from ${TABLE[kind]}
           where email_status = 'deferred' and spam_reason is null) w
         order by created_at desc limit $1`,
        [limit, DIGEST_ATTACHMENT_BYTES],
      );
      const items = rows
        .map((row) => {
          const held = kind === 'registration' && Number(row.resume_size) > 0 && !row.resume ? { resumeHeld: String(row.resume_filename) } : {};
          return { ...toStored(kind, row), ...held, ip: String(row.client_ip), emailStatus: 'deferred' as const, turnstileToken: null } as WaitingSubmission;
        })
        .reverse();
      return { items, total: rows.length ? Number(rows[0].total) : 0 };
    },

    async recordDigest(kind, ids, providerId, at) {
      if (ids.length === 0) return;
      await db.query(
        `update ${TABLE[kind]} set email_status = 'sent', email_error = null, email_provider_id = $2,
           emailed_at = $3::timestamptz, email_attempts = email_attempts + 1
         where id = any(string_to_array($1::text, ',')::uuid[]) and email_status = 'deferred'`,
        [ids.join(','), providerId ?? null, at.toISOString()],
      );
    },

    async ping() {
      await db.query('select 1');
    },

    async recent(limit) {
      const rows = await db.query<Row>(
        `select * from (
           select 'contact' as kind, id, created_at, name, email, subject as topic,
             email_status, email_error, email_attempts, spam_reason from contact_submissions
           union all
           select 'registration', id, created_at, full_name, email, role || ' (' || recent_employer || ')',
             email_status, email_error, email_attempts, spam_reason from tech_refugee_registrations
         ) s order by created_at desc limit $1`,
        [limit],
      );
      return rows.map(toSummary);
    },

    async purge(asOf) {
      const rows = await db.query<{ kind: FormKind; removed: number }>('select * from purge_expired_submissions($1::timestamptz)', [
        asOf.toISOString(),
      ]);
      const report: PurgeReport = { contact: 0, registration: 0 };
      for (const row of rows) report[row.kind] = Number(row.removed);
      return report;
    },

    async forget(email) {
      const address = email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const contact = await tx.query<Row>(
          `delete from contact_submissions where lower(email) = $1
           returning 'contact' as kind, id, created_at, name, email, subject as topic, email_status, email_error,
             email_attempts, spam_reason, null::text as resume_filename`,
          [address],
        );
        const registration = await tx.query<Row>(
          `delete from tech_refugee_registrations where lower(email) = $1
           returning 'registration' as kind, id, created_at, full_name as name, email,
             role || ' (' || recent_employer || ')' as topic, email_status, email_error, email_attempts, spam_reason,
             resume_filename`,
          [address],
        );
        return [...contact, ...registration].map((row) => ({
          ...toSummary(row),
          resumeFilename: (row.resume_filename as string | null) ?? null,
        }));
      });
    },
  };
}

type MemoryRow = {
  kind: FormKind;
  id: string;
  createdAt: Date;
  ip: string;
  net: string;
  hash: string;
  data: StoredSubmission['data'];
  /** The name of a file sent but not kept (a resume ceiling). */
  resumeNotKept?: string;
  emailStatus: EmailStatus;
  emailError: string | null;
  emailAttempts: number;
  spamReason: SpamReason | null;
  emailClaimedAt: Date | null;
  turnstileToken: string | null;
};

function waitingOf(r: MemoryRow): WaitingSubmission {
  return {
    kind: r.kind,
    id: r.id,
    createdAt: r.createdAt,
    data: r.data,
    ...(r.resumeNotKept ? { resumeNotKept: r.resumeNotKept } : {}),
    ip: r.ip,
    emailStatus: r.emailStatus,
    turnstileToken: r.turnstileToken,
  } as WaitingSubmission;
}

function summarize(r: MemoryRow): SubmissionSummary {
  const d = r.data as Partial<ContactMessage & Registration>;
  return {
    kind: r.kind,
    id: r.id,
    createdAt: r.createdAt,
    name: d.name ?? d.fullName ?? '',
    email: d.email ?? '',
    topic: d.subject ?? d.role ?? '',
    emailStatus: r.emailStatus,
    emailError: r.emailError,
    emailAttempts: r.emailAttempts,
    spamReason: r.spamReason,
  };
}

/**
 * The same rules over an in-process list: for a function started with no database
 * (SUBMISSIONS_STORE=memory), e.g. the Deno smoke test. Nothing survives a restart.
 */
export function createMemoryStore(): SubmissionStore & { rows: MemoryRow[] } {
  const rows: MemoryRow[] = [];
  const alerts = new Map<string, Date>();
  const refusals = new Map<string, number>();
  const rateOf = (kind: FormKind, ip: string, now: Date, limits: Limits) => {
    const inWindow = rows.filter(
      (r) => r.kind === kind && r.ip === ip && r.createdAt.getTime() > now.getTime() - limits.rateWindowSeconds * 1000,
    );
    if (inWindow.length < limits.rateMax) return { ok: true as const };
    const oldest = inWindow.slice(-limits.rateMax)[0].createdAt;
    return { ok: false as const, retryAfterSeconds: retryAfter(oldest, now, limits.rateWindowSeconds) };
  };
  const usageOf = (kind: FormKind, ip: string, net: string, now: Date): Usage => {
    const usage: Usage = {
      all: { hour: 0, day: 0, spamDay: 0, hourBytes: 0, dayBytes: 0 },
      network: { hour: 0, day: 0, dayBytes: 0 },
      address: { day: 0, dayBytes: 0 },
    };
    for (const r of rows) {
      const age = now.getTime() - r.createdAt.getTime();
      if (r.kind !== kind || age >= 86_400_000) continue;
      const bytes = (r.data as Partial<Registration>).resume?.size ?? 0;
      const hour = age < 3_600_000;
      const person = r.spamReason === null;
      usage.all.dayBytes += bytes;
      if (hour) usage.all.hourBytes += bytes;
      if (!person) usage.all.spamDay += 1;
      if (person) usage.all.day += 1;
      if (person && hour) usage.all.hour += 1;
      if (r.net === net) {
        usage.network.dayBytes += bytes;
        if (person) usage.network.day += 1;
        if (person && hour) usage.network.hour += 1;
      }
      if (r.ip === ip) {
        usage.address.dayBytes += bytes;
        if (person) usage.address.day += 1;
      }
    }
    return usage;
  };
  const refusalKey = (kind: FormKind, ip: string, now: Date, limits: Limits) => `${kind}|${ip}|${refusalWindow(now, limits).getTime()}`;
  return {
    rows,
    async rateCheck(kind, ip, now, limits) {
      if ((refusals.get(refusalKey(kind, ip, now, limits)) ?? 0) >= limits.refusalMax) {
        return { ok: false, refused: true, retryAfterSeconds: retryAfter(refusalWindow(now, limits), now, limits.rateWindowSeconds) };
      }
      return rateOf(kind, ip, now, limits);
    },
    async countRefusal(kind, ip, now, limits) {
      const key = refusalKey(kind, ip, now, limits);
      if (refusals.size > 10_000) refusals.clear();
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    },
    async usage(kind, ip, net, now) {
      return usageOf(kind, ip, net, now);
    },
    async accept({ submission, ip, net, hash, now, limits, spamReason, ceilings, unverifiedToken }) {
      const rate = rateOf(submission.kind, ip, now, limits);
      if (!rate.ok) return { status: 'limited', scope: 'window', retryAfterSeconds: rate.retryAfterSeconds };
      const dup = rows.find(
        (r) =>
          r.kind === submission.kind &&
          r.ip === ip &&
          r.hash === hash &&
          (r.spamReason === null) === (spamReason === null) &&
          r.createdAt.getTime() > now.getTime() - limits.dedupeSeconds * 1000,
      );
      if (dup) return { status: 'duplicate', id: dup.id };
      const sent = submission.kind === 'registration' ? submission.data.resume : null;
      const verdict = judgeCapacity(usageOf(submission.kind, ip, net, now), ceilings, { spam: spamReason !== null, resumeBytes: sent?.size ?? 0 });
      if (!verdict.ok) {
        if (verdict.status === 'limited') return { status: 'limited', scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds };
        if (verdict.status === 'full') return { status: 'full', period: verdict.period, retryAfterSeconds: verdict.retryAfterSeconds };
        return { status: 'dropped' };
      }
      const keep = spamReason === null && verdict.resumeCeiling === null;
      const data = submission.kind === 'registration' && !keep ? { ...submission.data, resume: null } : submission.data;
      const id = crypto.randomUUID();
      rows.push({
        kind: submission.kind,
        id,
        createdAt: now,
        ip,
        net,
        hash,
        data,
        ...(sent && spamReason === null && verdict.resumeCeiling ? { resumeNotKept: sent.filename } : {}),
        emailStatus: initialStatus(spamReason, Boolean(unverifiedToken)),
        emailError: null,
        emailAttempts: 0,
        spamReason,
        emailClaimedAt: null,
        turnstileToken: unverifiedToken ?? null,
      });
      return { status: 'stored', id, resumeCeiling: verdict.resumeCeiling };
    },
    async recordEmail(kind, id, outcome) {
      const row = rows.find((r) => r.kind === kind && r.id === id);
      if (!row) return;
      row.emailAttempts += 1;
      row.emailStatus = outcome.status === 'failed' && row.emailAttempts >= outcome.maxAttempts ? 'gave-up' : outcome.status;
      row.emailError = outcome.status === 'failed' ? outcome.error : null;
    },
    async claimEmail(kind, id, ip, now, cap) {
      const row = rows.find((r) => r.kind === kind && r.id === id);
      if (!row) return 'share';
      const hourAgo = now.getTime() - 3600_000;
      const claimed = rows.filter((r) => r.kind === kind && r !== row && r.emailClaimedAt && r.emailClaimedAt.getTime() > hourAgo);
      if (claimed.length >= cap.hourly || claimed.filter((r) => r.ip === ip).length >= cap.perAddress) {
        row.emailStatus = 'deferred';
        return claimed.length >= cap.hourly ? 'cap' : 'share';
      }
      row.emailClaimedAt = now;
      return 'claimed';
    },
    async unsent(olderThan, limit, only) {
      return rows
        .filter(
          (r) =>
            (!only || r.kind === only) &&
            r.spamReason === null &&
            (['failed', 'deferred', 'unverified'].includes(r.emailStatus) || (r.emailStatus === 'pending' && r.createdAt < olderThan)),
        )
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
        .slice(0, limit)
        .map(waitingOf);
    },
    async settleVerification(kind, id, verdict) {
      const row = rows.find((r) => r.kind === kind && r.id === id && r.emailStatus === 'unverified');
      if (!row) return;
      row.turnstileToken = null;
      if (verdict === 'passed') {
        row.emailStatus = 'pending';
      } else {
        row.emailStatus = 'withheld';
        row.spamReason = 'turnstile';
      }
    },
    async recordAlert(kind, topic, periodStart, at = new Date()) {
      const key = `${kind}|${topic}|${periodStart.toISOString()}`;
      if (alerts.has(key)) return false;
      alerts.set(key, at);
      return true;
    },
    async lastAlert(kind, topic) {
      let last: Date | null = null;
      for (const [key, at] of alerts) if (key.startsWith(`${kind}|${topic}|`) && (!last || at > last)) last = at;
      return last;
    },
    async deferred(kind, limit) {
      const waiting = rows.filter((r) => r.kind === kind && r.spamReason === null && r.emailStatus === 'deferred');
      const items = waiting
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
        .slice(-limit)
        .map((r) => ({ ...waitingOf(r), emailStatus: 'deferred' as const }));
      return { items, total: waiting.length };
    },
    async recordDigest(kind, ids) {
      for (const r of rows) {
        if (r.kind !== kind || !ids.includes(r.id) || r.emailStatus !== 'deferred') continue;
        r.emailStatus = 'sent';
        r.emailAttempts += 1;
        r.emailError = null;
      }
    },
    async ping() {},
    async recent(limit) {
      return rows.slice().reverse().slice(0, limit).map(summarize);
    },
    async purge(asOf) {
      const report: PurgeReport = { contact: 0, registration: 0 };
      for (let i = rows.length - 1; i >= 0; i--) {
        const cutoff = new Date(asOf);
        cutoff.setUTCFullYear(cutoff.getUTCFullYear() - (rows[i].kind === 'contact' ? 2 : 3));
        if (rows[i].createdAt < cutoff) report[rows.splice(i, 1)[0].kind] += 1;
      }
      return report;
    },
    async forget(email) {
      const address = email.trim().toLowerCase();
      const removed: ForgottenSubmission[] = [];
      for (let i = rows.length - 1; i >= 0; i--) {
        const d = rows[i].data as Partial<ContactMessage & Registration>;
        if ((d.email ?? '').toLowerCase() !== address) continue;
        removed.unshift({ ...summarize(rows[i]), resumeFilename: d.resume?.filename ?? null });
        rows.splice(i, 1);
      }
      return removed;
    },
  };
}
