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
  /** The same payload from the same IP within this many seconds is stored once. */
  dedupeSeconds: number;
  /** The same email address registering again within this many seconds is stored once. */
  registrationEmailSeconds: number;
};

/** Why a submission was judged a bot; null for a person. */
export type SpamReason = 'honeypot' | 'too-fast' | 'no-timing' | 'turnstile';

export type EmailStatus = 'pending' | 'sent' | 'failed' | 'deferred' | 'withheld';

export type AcceptInput = {
  submission: { kind: 'contact'; data: ContactMessage } | { kind: 'registration'; data: Registration };
  ip: string;
  hash: string;
  now: Date;
  limits: Limits;
  /** Spam is stored with its email withheld. */
  spamReason: SpamReason | null;
};

export type AcceptResult =
  | { status: 'stored'; id: string }
  | { status: 'duplicate'; id: string }
  | { status: 'limited'; retryAfterSeconds: number };

export type EmailOutcome = { status: 'sent'; providerId?: string; at: Date } | { status: 'failed'; error: string; at: Date };

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
  accept(input: AcceptInput): Promise<AcceptResult>;
  recordEmail(kind: FormKind, id: string, outcome: EmailOutcome): Promise<void>;
  /**
   * Takes one of the function's email slots for the hour before `now` (at most `cap`); past the
   * cap the submission's email is marked 'deferred' instead and false is returned.
   */
  claimEmail(kind: FormKind, id: string, now: Date, cap: number): Promise<boolean>;
  /** Submissions (not spam) whose email failed or was deferred, or is still pending after `olderThan`. */
  unsent(olderThan: Date, limit: number): Promise<StoredSubmission[]>;
  recent(limit: number): Promise<SubmissionSummary[]>;
  /** Deletes what is past the privacy policy's retention periods (contact 2 years, registrations 3). */
  purge(asOf: Date): Promise<PurgeReport>;
  /** Deletes everything held for one email address (any case), spam included; returns what it removed. */
  forget(email: string): Promise<ForgottenSubmission[]>;
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
function initialStatus(spamReason: SpamReason | null): EmailStatus {
  return spamReason ? 'withheld' : 'pending';
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
  return {
    async accept({ submission, ip, hash, now, limits, spamReason }) {
      const table = TABLE[submission.kind];
      return db.transaction(async (tx) => {
        // One writer per (function, IP) at a time, so concurrent duplicates and bursts count right.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|${ip}`]);
        if (submission.kind === 'registration' && spamReason === null) {
          // And one per registering address, from any IP: a person's earlier registration (never
          // a bot's with their address) within the window is the answer.
          const email = submission.data.email.toLowerCase();
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|email|${email}`]);
          const since = new Date(now.getTime() - limits.registrationEmailSeconds * 1000).toISOString();
          const earlier = await tx.query<{ id: string }>(
            `select id from ${table} where lower(email) = $1 and spam_reason is null and created_at > $2::timestamptz
             order by created_at desc limit 1`,
            [email, since],
          );
          if (earlier.length > 0) return { status: 'duplicate', id: String(earlier[0].id) } as const;
        }
        const dedupeSince = new Date(now.getTime() - limits.dedupeSeconds * 1000).toISOString();
        const same = await tx.query<{ id: string }>(
          `select id from ${table} where client_ip = $1 and payload_hash = $2 and created_at > $3::timestamptz
             and (spam_reason is null) = $4
           order by created_at desc limit 1`,
          [ip, hash, dedupeSince, spamReason === null],
        );
        if (same.length > 0) return { status: 'duplicate', id: String(same[0].id) } as const;

        const windowSince = new Date(now.getTime() - limits.rateWindowSeconds * 1000).toISOString();
        const recent = await tx.query<{ n: number; oldest: unknown }>(
          `select count(*)::int as n, min(created_at) as oldest from (
             select created_at from ${table} where client_ip = $1 and created_at > $2::timestamptz
             order by created_at desc limit $3) as w`,
          [ip, windowSince, limits.rateMax],
        );
        if (Number(recent[0].n) >= limits.rateMax) {
          return {
            status: 'limited',
            retryAfterSeconds: retryAfter(asDate(recent[0].oldest), now, limits.rateWindowSeconds),
          } as const;
        }

        let rows: { id: string }[];
        if (submission.kind === 'contact') {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash,
               spam_reason, email_status)
             values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
            [now.toISOString(), d.name, d.email, d.subject, d.message, ip, hash, spamReason, initialStatus(spamReason)],
          );
        } else {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into tech_refugee_registrations (created_at, full_name, email, linkedin_url, recent_employer, role,
               primary_skills, preferred_work_type, career_goal, resume_filename, resume_content_type, resume,
               client_ip, payload_hash, spam_reason, email_status)
             values ($1::timestamptz, $2, $3, $4, $5, $6,
               string_to_array($7::text, '|'), string_to_array($8::text, '|'),
               $9, $10, $11, decode($12::text, 'base64'), $13, $14, $15, $16)
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
              d.resume?.base64 ?? null,
              ip,
              hash,
              spamReason,
              initialStatus(spamReason),
            ],
          );
        }
        return { status: 'stored', id: String(rows[0].id) } as const;
      });
    },

    async recordEmail(kind, id, outcome) {
      await db.query(
        `update ${TABLE[kind]} set email_status = $2, email_error = $3, email_provider_id = $4,
           emailed_at = $5::timestamptz, email_attempts = email_attempts + 1 where id = $1`,
        [
          id,
          outcome.status,
          outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
          outcome.status === 'sent' ? (outcome.providerId ?? null) : null,
          outcome.status === 'sent' ? outcome.at.toISOString() : null,
        ],
      );
    },

    async claimEmail(kind, id, now, cap) {
      const table = TABLE[kind];
      return db.transaction(async (tx) => {
        // One claimer per function at a time, so a flood cannot overshoot the cap.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|email-cap`]);
        const since = new Date(now.getTime() - 3600_000).toISOString();
        const [{ n }] = await tx.query<{ n: number }>(
          `select count(*)::int as n from ${table} where email_claimed_at > $1::timestamptz and id <> $2`,
          [since, id],
        );
        if (Number(n) >= cap) {
          await tx.query(`update ${table} set email_status = 'deferred' where id = $1`, [id]);
          return false;
        }
        await tx.query(`update ${table} set email_claimed_at = $2::timestamptz where id = $1`, [id, now.toISOString()]);
        return true;
      });
    },

    async unsent(olderThan, limit) {
      const result: StoredSubmission[] = [];
      for (const kind of ['contact', 'registration'] as const) {
        const rows = await db.query<Row>(
          `select * from ${TABLE[kind]}
           where email_status in ('failed', 'deferred') or (email_status = 'pending' and created_at < $1::timestamptz)
           order by created_at limit $2`,
          [olderThan.toISOString(), limit],
        );
        result.push(...rows.map((row) => toStored(kind, row)));
      }
      return result;
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
  return {
    rows,
    async accept({ submission, ip, hash, now, limits, spamReason }) {
      const since = (seconds: number) => now.getTime() - seconds * 1000;
      if (submission.kind === 'registration' && spamReason === null) {
        const email = submission.data.email.toLowerCase();
        const earlier = rows.findLast(
          (r) =>
            r.kind === 'registration' &&
            r.spamReason === null &&
            (r.data as Registration).email.toLowerCase() === email &&
            r.createdAt.getTime() > since(limits.registrationEmailSeconds),
        );
        if (earlier) return { status: 'duplicate', id: earlier.id };
      }
      const mine = rows.filter((r) => r.kind === submission.kind && r.ip === ip);
      const dup = mine.find(
        (r) => r.hash === hash && (r.spamReason === null) === (spamReason === null) && r.createdAt.getTime() > since(limits.dedupeSeconds),
      );
      if (dup) return { status: 'duplicate', id: dup.id };
      const inWindow = mine.filter((r) => r.createdAt.getTime() > now.getTime() - limits.rateWindowSeconds * 1000);
      if (inWindow.length >= limits.rateMax) {
        const oldest = inWindow.slice(-limits.rateMax)[0].createdAt;
        return { status: 'limited', retryAfterSeconds: retryAfter(oldest, now, limits.rateWindowSeconds) };
      }
      const id = crypto.randomUUID();
      rows.push({
        kind: submission.kind,
        id,
        createdAt: now,
        ip,
        hash,
        data: submission.data,
        emailStatus: initialStatus(spamReason),
        emailError: null,
        emailAttempts: 0,
        spamReason,
        emailClaimedAt: null,
      });
      return { status: 'stored', id };
    },
    async recordEmail(kind, id, outcome) {
      const row = rows.find((r) => r.kind === kind && r.id === id);
      if (!row) return;
      row.emailStatus = outcome.status;
      row.emailError = outcome.status === 'failed' ? outcome.error : null;
      row.emailAttempts += 1;
    },
    async claimEmail(kind, id, now, cap) {
      const row = rows.find((r) => r.kind === kind && r.id === id);
      if (!row) return false;
      const hourAgo = now.getTime() - 3600_000;
      const claimed = rows.filter((r) => r.kind === kind && r !== row && r.emailClaimedAt && r.emailClaimedAt.getTime() > hourAgo);
      if (claimed.length >= cap) {
        row.emailStatus = 'deferred';
        return false;
      }
      row.emailClaimedAt = now;
      return true;
    },
    async unsent(olderThan, limit) {
      return rows
        .filter(
          (r) =>
            r.emailStatus === 'failed' || r.emailStatus === 'deferred' || (r.emailStatus === 'pending' && r.createdAt < olderThan),
        )
        .slice(0, limit)
        .map((r) => ({ kind: r.kind, id: r.id, createdAt: r.createdAt, data: r.data }) as StoredSubmission);
    },
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
