/**
 * Where submissions are kept. One SQL implementation over a minimal database interface, so the
 * production functions (postgres.js over SUPABASE_DB_URL), the local server (PGlite or
 * DATABASE_URL) and the tests run the same queries; and a memory store for runs with no database.
 */
import { encodeBase64, type ContactMessage, type Registration } from './rules.ts';

export type FormKind = 'contact' | 'registration';

/** The least a database must offer: parameterised queries and transactions. */
export interface Db {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

export type StoredSubmission =
  | { kind: 'contact'; id: string; createdAt: Date; data: ContactMessage }
  | { kind: 'registration'; id: string; createdAt: Date; data: Registration };

export type Limits = {
  /** Accepted submissions per IP per window, per function. */
  rateMax: number;
  rateWindowSeconds: number;
  /** The same payload from the same IP within this many seconds is stored once (a double-click). */
  dedupeSeconds: number;
};

/**
 * What one function may store, across every sender, before it answers 503: rows (spam
 * included) and resume bytes, per rolling hour and per rolling day. They protect the database,
 * not the inbox: a flood from many addresses fills these, never the disk.
 */
export type Ceilings = {
  hourlySubmissions: number;
  dailySubmissions: number;
  hourlyResumeBytes: number;
  dailyResumeBytes: number;
};

/** Stored rows and resume bytes of one function in the last hour and the last day. */
export type Usage = { hour: { count: number; bytes: number }; day: { count: number; bytes: number } };

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
  | { status: 'stored'; id: string }
  | { status: 'duplicate'; id: string }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'full'; period: 'hour' | 'day'; retryAfterSeconds: number };

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
  /** The per-address limit alone, before the body is read: cheap, no lock. */
  rateCheck(kind: FormKind, ip: string, now: Date, limits: Limits): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
  /** What the function stored in the last hour and day (for the ceilings, before the body is read). */
  usage(kind: FormKind, now: Date): Promise<Usage>;
  accept(input: AcceptInput): Promise<AcceptResult>;
  /** Records a send's outcome; a failure that reaches `maxAttempts` becomes 'gave-up'. */
  recordEmail(kind: FormKind, id: string, outcome: EmailOutcome): Promise<void>;
  /**
   * Takes one of the function's email slots for the hour before `now`, within the whole cap and
   * within the address's share of it; past either the email is marked 'deferred' and false is returned.
   */
  claimEmail(kind: FormKind, id: string, ip: string, now: Date, cap: EmailCap): Promise<boolean>;
  /**
   * Submissions of people whose email is waiting: failed, deferred, unverified, or still pending
   * after `olderThan`. Newest first, so a backlog of old ones never stands before a new lead.
   */
  unsent(olderThan: Date, limit: number, kind?: FormKind): Promise<WaitingSubmission[]>;
  /** Turnstile's later verdict on an 'unverified' submission: 'pending' to send it, or spam. */
  settleVerification(kind: FormKind, id: string, verdict: 'passed' | 'failed'): Promise<void>;
  /** True the first time an alert for (kind, topic, period start) is recorded: one alert email per period. */
  recordAlert(kind: FormKind, topic: string, periodStart: Date): Promise<boolean>;
  /** A trivial query: is the database there. */
  ping(): Promise<void>;
  recent(limit: number): Promise<SubmissionSummary[]>;
  /** Deletes what is past the privacy policy's retention periods (contact 2 years, registrations 3). */
  purge(asOf: Date): Promise<PurgeReport>;
  /** Deletes everything held for one email address (any case), spam included; returns what it removed. */
  forget(email: string): Promise<ForgottenSubmission[]>;
}

/** Which ceiling a usage crosses, if any, and when the oldest counted row leaves its window. */
export function ceilingReached(usage: Usage, ceilings: Ceilings, adding: { bytes: number } = { bytes: 0 }): 'hour' | 'day' | null {
  if (usage.day.count + 1 > ceilings.dailySubmissions || usage.day.bytes + adding.bytes > ceilings.dailyResumeBytes) return 'day';
  if (usage.hour.count + 1 > ceilings.hourlySubmissions || usage.hour.bytes + adding.bytes > ceilings.hourlyResumeBytes) return 'hour';
  return null;
}

/** Seconds until a rolling period's oldest rows age out: a safe Retry-After without another query. */
export function periodRetryAfter(period: 'hour' | 'day'): number {
  return period === 'hour' ? 600 : 3600;
}

const TABLE: Record<FormKind, string> = {
  contact: 'contact_submissions',
  registration: 'tech_refugee_registrations',
};

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
  async function usageOf(runner: Db, kind: FormKind, now: Date): Promise<Usage> {
    // Contact messages carry no file.
    const resume_size = kind === 'registration' ? 'resume_size' : '0';
    const [row] = await runner.query<Row>(
      `select count(*) filter (where created_at > $2::timestamptz)::int as hour_n,
              coalesce(sum(${resume_size}) filter (where created_at > $2::timestamptz), 0)::bigint as hour_bytes,
              count(*)::int as day_n, coalesce(sum(${resume_size}), 0)::bigint as day_bytes
       from ${TABLE[kind]} where created_at > $1::timestamptz`,
      [new Date(now.getTime() - 86_400_000).toISOString(), new Date(now.getTime() - 3_600_000).toISOString()],
    );
    return {
      hour: { count: Number(row.hour_n), bytes: Number(row.hour_bytes) },
      day: { count: Number(row.day_n), bytes: Number(row.day_bytes) },
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
    rateCheck(kind, ip, now, limits) {
      return windowCount(db, TABLE[kind], ip, now, limits);
    },

    usage(kind, now) {
      return usageOf(db, kind, now);
    },

    async accept({ submission, ip, hash, now, limits, spamReason, ceilings, unverifiedToken }) {
      const table = TABLE[submission.kind];
      return db.transaction(async (tx) => {
        // One writer per (function, IP) at a time, so concurrent duplicates and bursts count right.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|${ip}`]);
        // The address's limit comes before anything that looks at what was sent: the answer to a
        // limited address is the same whatever it sends.
        const rate = await windowCount(tx, table, ip, now, limits);
        if (!rate.ok) return { status: 'limited', retryAfterSeconds: rate.retryAfterSeconds } as const;

        const dedupeSince = new Date(now.getTime() - limits.dedupeSeconds * 1000).toISOString();
        const same = await tx.query<{ id: string }>(
          `select id from ${table} where client_ip = $1 and payload_hash = $2 and created_at > $3::timestamptz
             and (spam_reason is null) = $4
           order by created_at desc limit 1`,
          [ip, hash, dedupeSince, spamReason === null],
        );
        if (same.length > 0) return { status: 'duplicate', id: String(same[0].id) } as const;

        // Spam keeps its text (a false positive loses nothing) but not its file.
        const resume = submission.kind === 'registration' && spamReason === null ? submission.data.resume : null;
        // The ceilings, counted by one writer per function at a time so a flood cannot overshoot them.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|capacity`]);
        const full = ceilingReached(await usageOf(tx, submission.kind, now), ceilings, { bytes: resume?.size ?? 0 });
        if (full) return { status: 'full', period: full, retryAfterSeconds: periodRetryAfter(full) } as const;

        const status = initialStatus(spamReason, Boolean(unverifiedToken));
        let rows: { id: string }[];
        if (submission.kind === 'contact') {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash,
               spam_reason, email_status, turnstile_token)
             values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
            [now.toISOString(), d.name, d.email, d.subject, d.message, ip, hash, spamReason, status, unverifiedToken ?? null],
          );
        } else {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into tech_refugee_registrations (created_at, full_name, email, linkedin_url, recent_employer, role,
               primary_skills, preferred_work_type, career_goal, resume_filename, resume_content_type, resume,
               resume_size, client_ip, payload_hash, spam_reason, email_status, turnstile_token)
             values ($1::timestamptz, $2, $3, $4, $5, $6,
               string_to_array($7::text, '|'), string_to_array($8::text, '|'),
               $9, $10, $11, decode($12::text, 'base64'), $13, $14, $15, $16, $17, $18)
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
              d.resume?.contentType ?? null,
              // Sent as base64 text and decoded by the server: far faster than a bytea parameter.
              resume?.base64 ?? null,
              resume?.size ?? 0,
              ip,
              hash,
              spamReason,
              status,
              unverifiedToken ?? null,
            ],
          );
        }
        return { status: 'stored', id: String(rows[0].id) } as const;
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
          return false;
        }
        await tx.query(`update ${table} set email_claimed_at = $2::timestamptz where id = $1`, [id, now.toISOString()]);
        return true;
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

    async recordAlert(kind, topic, periodStart) {
      const rows = await db.query(
        `insert into function_alerts (kind, topic, period_start) values ($1, $2, $3::timestamptz)
         on conflict do nothing returning 1 as inserted`,
        [kind, topic, periodStart.toISOString()],
      );
      return rows.length > 0;
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
  hash: string;
  data: StoredSubmission['data'];
  emailStatus: EmailStatus;
  emailError: string | null;
  emailAttempts: number;
  spamReason: SpamReason | null;
  emailClaimedAt: Date | null;
  turnstileToken: string | null;
};

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
  const alerts = new Set<string>();
  const rateOf = (kind: FormKind, ip: string, now: Date, limits: Limits) => {
    const inWindow = rows.filter(
      (r) => r.kind === kind && r.ip === ip && r.createdAt.getTime() > now.getTime() - limits.rateWindowSeconds * 1000,
    );
    if (inWindow.length < limits.rateMax) return { ok: true as const };
    const oldest = inWindow.slice(-limits.rateMax)[0].createdAt;
    return { ok: false as const, retryAfterSeconds: retryAfter(oldest, now, limits.rateWindowSeconds) };
  };
  const usageOf = (kind: FormKind, now: Date): Usage => {
    const usage: Usage = { hour: { count: 0, bytes: 0 }, day: { count: 0, bytes: 0 } };
    for (const r of rows) {
      if (r.kind !== kind) continue;
      const age = now.getTime() - r.createdAt.getTime();
      const bytes = (r.data as Partial<Registration>).resume?.size ?? 0;
      if (age < 86_400_000) {
        usage.day.count += 1;
        usage.day.bytes += bytes;
      }
      if (age < 3_600_000) {
        usage.hour.count += 1;
        usage.hour.bytes += bytes;
      }
    }
    return usage;
  };
  return {
    rows,
    async rateCheck(kind, ip, now, limits) {
      return rateOf(kind, ip, now, limits);
    },
    async usage(kind, now) {
      return usageOf(kind, now);
    },
    async accept({ submission, ip, hash, now, limits, spamReason, ceilings, unverifiedToken }) {
      const rate = rateOf(submission.kind, ip, now, limits);
      if (!rate.ok) return { status: 'limited', retryAfterSeconds: rate.retryAfterSeconds };
      const dup = rows.find(
        (r) =>
          r.kind === submission.kind &&
          r.ip === ip &&
          r.hash === hash &&
          (r.spamReason === null) === (spamReason === null) &&
          r.createdAt.getTime() > now.getTime() - limits.dedupeSeconds * 1000,
      );
      if (dup) return { status: 'duplicate', id: dup.id };
      const data =
        submission.kind === 'registration' && spamReason !== null ? { ...submission.data, resume: null } : submission.data;
      const full = ceilingReached(usageOf(submission.kind, now), ceilings, { bytes: (data as Partial<Registration>).resume?.size ?? 0 });
      if (full) return { status: 'full', period: full, retryAfterSeconds: periodRetryAfter(full) };
      const id = crypto.randomUUID();
      rows.push({
        kind: submission.kind,
        id,
        createdAt: now,
        ip,
        hash,
        data,
        emailStatus: initialStatus(spamReason, Boolean(unverifiedToken)),
        emailError: null,
        emailAttempts: 0,
        spamReason,
        emailClaimedAt: null,
        turnstileToken: unverifiedToken ?? null,
      });
      return { status: 'stored', id };
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
      if (!row) return false;
      const hourAgo = now.getTime() - 3600_000;
      const claimed = rows.filter((r) => r.kind === kind && r !== row && r.emailClaimedAt && r.emailClaimedAt.getTime() > hourAgo);
      if (claimed.length >= cap.hourly || claimed.filter((r) => r.ip === ip).length >= cap.perAddress) {
        row.emailStatus = 'deferred';
        return false;
      }
      row.emailClaimedAt = now;
      return true;
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
        .map(
          (r) =>
            ({
              kind: r.kind,
              id: r.id,
              createdAt: r.createdAt,
              data: r.data,
              ip: r.ip,
              emailStatus: r.emailStatus,
              turnstileToken: r.turnstileToken,
            }) as WaitingSubmission,
        );
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
    async recordAlert(kind, topic, periodStart) {
      const key = `${kind}|${topic}|${periodStart.toISOString()}`;
      if (alerts.has(key)) return false;
      alerts.add(key);
      return true;
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
