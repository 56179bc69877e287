/**
 * Taking a submission in: the per-address rate window and refusal budget, what was stored in the
 * last hour and day (for the ceilings), and storing it once (a double-click is one row).
 */
import type { Resume } from '../core/rules.ts';
import { asDate, judgeCapacity, TABLE } from './store-rules.ts';
import { taskKey } from './store-tasks.ts';
import type {
  AcceptInput,
  AcceptResult,
  Db,
  FormKind,
  Limits,
  Row,
  SpamReason,
  EmailStatus,
  Usage,
} from './store.ts';

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

/**
 * Stores an application and, for a person's, the work it sets off (outbox_tasks, in the same
 * transaction: stored means queued): the hand-off to Zoho Recruit and the applicant's
 * confirmation, each under a key derived from the application's id. Spam gets neither.
 */
async function insertApplication(
  tx: Db,
  submission: Extract<AcceptInput['submission'], { kind: 'application' }>,
  row: {
    now: Date;
    ip: string;
    net: string;
    hash: string;
    spamReason: SpamReason | null;
    status: EmailStatus;
    unverifiedToken: string | null;
    resume: Resume | null;
    dropped: string | null;
    lease: string | null;
  },
): Promise<{ id: string }[]> {
  const d = submission.data;
  const role = submission.role;
  const rows = await tx.query<{ id: string }>(
    `insert into job_applications (created_at, job_slug, job_title, job_url, job_zoho_id, role_open, full_name,
       email, phone, linkedin_url, note, resume_filename, resume_content_type, resume, resume_size, resume_dropped,
       client_ip, client_net, payload_hash, spam_reason, email_status, turnstile_token, email_lease_until, zoho_status)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, decode($14::text, 'base64'), $15,
       $16, $17, $18, $19, $20, $21, $22, $23::timestamptz, $24)
     returning id`,
    [
      row.now.toISOString(),
      d.jobSlug,
      role.title,
      role.url,
      role.zohoId,
      role.open,
      d.fullName,
      d.email,
      d.phone,
      d.linkedinUrl,
      d.note,
      d.resume.filename,
      row.resume ? row.resume.contentType : null,
      row.resume?.base64 ?? null,
      row.resume?.size ?? 0,
      row.dropped,
      row.ip,
      row.net,
      row.hash,
      row.spamReason,
      row.status,
      row.unverifiedToken,
      row.lease,
      row.spamReason ? 'skipped' : 'pending',
    ],
  );
  if (!row.spamReason) {
    const id = String(rows[0].id);
    await tx.query(
      `insert into outbox_tasks (topic, key, reference, created_at)
       values ('zoho-handoff', $2, $1::uuid, $4::timestamptz), ('applicant-confirmation', $3, $1::uuid, $4::timestamptz)`,
      [
        id,
        taskKey('zoho-handoff', id),
        taskKey('applicant-confirmation', id),
        row.now.toISOString(),
      ],
    );
  }
  return rows;
}

/** Spam never gets an email: it is stored with the email withheld. */
function initialStatus(spamReason: SpamReason | null, unverified: boolean): EmailStatus {
  return spamReason ? 'withheld' : unverified ? 'unverified' : 'pending';
}

export function createIntakeStore(db: Db): IntakeStore {
  async function usageOf(
    runner: Db,
    kind: FormKind,
    ip: string,
    net: string,
    now: Date,
  ): Promise<Usage> {
    // Contact messages carry no file. People's rows (spam_reason null) and spam are counted apart.
    const size = kind === 'contact' ? '0' : 'resume_size';
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

    async accept({
      submission,
      ip,
      net,
      hash,
      now,
      limits,
      spamReason,
      ceilings,
      unverifiedToken,
      leaseUntil,
    }) {
      const table = TABLE[submission.kind];
      return db.transaction(async (tx) => {
        // One writer per (function, IP) at a time, so concurrent duplicates and bursts count right.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${table}|${ip}`]);
        // The address's limit comes before anything that looks at what was sent: the answer to a
        // limited address is the same whatever it sends.
        const rate = await windowCount(tx, table, ip, now, limits);
        if (!rate.ok)
          return {
            status: 'limited',
            scope: 'window',
            retryAfterSeconds: rate.retryAfterSeconds,
          } as const;

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
        const sent = submission.kind === 'contact' ? null : submission.data.resume;
        const verdict = judgeCapacity(await usageOf(tx, submission.kind, ip, net, now), ceilings, {
          spam: spamReason !== null,
          resumeBytes: sent?.size ?? 0,
        });
        if (!verdict.ok) {
          if (verdict.status === 'limited')
            return {
              status: 'limited',
              scope: verdict.scope,
              retryAfterSeconds: verdict.retryAfterSeconds,
            } as const;
          if (verdict.status === 'full')
            return {
              status: 'full',
              period: verdict.period,
              retryAfterSeconds: verdict.retryAfterSeconds,
            } as const;
          return { status: 'dropped' } as const;
        }
        // Spam keeps its text (a false positive loses nothing) but not its file; past a resume
        // ceiling a person's registration is kept without it.
        const resume = spamReason === null && verdict.resumeCeiling === null ? sent : null;
        const dropped = spamReason === null && sent && verdict.resumeCeiling ? 'ceiling' : null;

        const status = initialStatus(spamReason, Boolean(unverifiedToken));
        // A person's row is leased to this request, which sends it first; the drain takes it once the lease ends.
        const lease = status === 'pending' ? leaseUntil.toISOString() : null;
        let rows: { id: string }[];
        if (submission.kind === 'contact') {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash,
               spam_reason, email_status, turnstile_token, client_net, email_lease_until)
             values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz) returning id`,
            [
              now.toISOString(),
              d.name,
              d.email,
              d.subject,
              d.message,
              ip,
              hash,
              spamReason,
              status,
              unverifiedToken ?? null,
              net,
              lease,
            ],
          );
        } else if (submission.kind === 'application') {
          rows = await insertApplication(tx, submission, {
            now,
            ip,
            net,
            hash,
            spamReason,
            status,
            unverifiedToken: unverifiedToken ?? null,
            resume,
            dropped,
            lease,
          });
        } else {
          const d = submission.data;
          rows = await tx.query<{ id: string }>(
            `insert into tech_refugee_registrations (created_at, full_name, email, linkedin_url, recent_employer, role,
               primary_skills, preferred_work_type, career_goal, resume_filename, resume_content_type, resume,
               resume_size, client_ip, payload_hash, spam_reason, email_status, turnstile_token, client_net, resume_dropped,
               email_lease_until)
             values ($1::timestamptz, $2, $3, $4, $5, $6,
               string_to_array($7::text, '|'), string_to_array($8::text, '|'),
               $9, $10, $11, decode($12::text, 'base64'), $13, $14, $15, $16, $17, $18, $19, $20, $21::timestamptz)
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
              lease,
            ],
          );
        }
        return {
          status: 'stored',
          id: String(rows[0].id),
          resumeCeiling: verdict.resumeCeiling,
        } as const;
      });
    },
  };
}
