/**
 * What is kept, for the operator: a health ping, the latest submissions, the retention purge and
 * a deletion request.
 */
import { asDate } from './store-rules.ts';
import type { EmailStatus, FormKind, SpamReason, SubmissionSummary } from '../core/submission.ts';
import type { Db, Row } from './db.ts';

/** A submission removed on a deletion request: what it was, for the record printed to the operator. */
export type ForgottenSubmission = SubmissionSummary & { resumeFilename: string | null };

export type PurgeReport = Record<FormKind, number>;

export interface RecordsStore {
  /** A trivial query: is the database there. */
  ping(): Promise<void>;
  recent(limit: number): Promise<SubmissionSummary[]>;
  /** Deletes what is past the privacy policy's retention periods (contact and requests for talent 2 years, registrations, applications and joins of the talent network 3). */
  purge(asOf: Date): Promise<PurgeReport>;
  /** Deletes everything held for one email address (any case), spam included; returns what it removed. */
  forget(email: string): Promise<ForgottenSubmission[]>;
}

/** A request for talent in one line: how many of which role, for which company. */
const TALENT_TOPIC = `headcount || ' × ' || role_title || ' for ' || company`;

/**
 * What a deletion request deletes, table by table, and how it sums each row up. An application's
 * or a request's tasks go with it (a trigger). What was handed to Zoho Recruit is erased there by
 * the recruiters (docs/jobs.md): this removes what the site holds.
 */
const FORGOTTEN: [table: string, summary: string][] = [
  [
    'contact_submissions',
    `'contact' as kind, id, created_at, name, email, subject as topic, email_status, email_error,
       email_attempts, spam_reason, null::text as resume_filename`,
  ],
  [
    'tech_refugee_registrations',
    `'tech-refugee' as kind, id, created_at, full_name as name, email,
       role || ' (' || recent_employer || ')' as topic, email_status, email_error, email_attempts, spam_reason,
       resume_filename`,
  ],
  [
    'job_applications',
    `'application' as kind, id, created_at, full_name as name, email,
       coalesce(job_title, job_slug) as topic, email_status, email_error, email_attempts, spam_reason,
       resume_filename`,
  ],
  [
    'talent_requests',
    `'talent-request' as kind, id, created_at, full_name as name, email, ${TALENT_TOPIC} as topic,
       email_status, email_error, email_attempts, spam_reason, null::text as resume_filename`,
  ],
  [
    'talent_network_joins',
    `'talent-network' as kind, id, created_at, full_name as name, email, role as topic,
       email_status, email_error, email_attempts, spam_reason, resume_filename`,
  ],
];

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

export function createRecordsStore(db: Db): RecordsStore {
  return {
    async ping() {
      await db.query('select 1');
    },

    async recent(limit) {
      const rows = await db.query<Row>(
        `select * from (
           select 'contact' as kind, id, created_at, name, email, subject as topic,
             email_status, email_error, email_attempts, spam_reason from contact_submissions
           union all
           select 'tech-refugee', id, created_at, full_name, email, role || ' (' || recent_employer || ')',
             email_status, email_error, email_attempts, spam_reason from tech_refugee_registrations
           union all
           select 'application', id, created_at, full_name, email, coalesce(job_title, job_slug) || ' (Zoho: ' || zoho_status || ')',
             email_status, email_error, email_attempts, spam_reason from job_applications
           union all
           select 'talent-request', id, created_at, full_name, email,
             ${TALENT_TOPIC} || ' (Zoho: ' || zoho_status || ')',
             email_status, email_error, email_attempts, spam_reason from talent_requests
           union all
           select 'talent-network', id, created_at, full_name, email,
             'talent network: ' || role || ' (Zoho: ' || zoho_status || ')',
             email_status, email_error, email_attempts, spam_reason from talent_network_joins
         ) s order by created_at desc limit $1`,
        [limit],
      );
      return rows.map(toSummary);
    },

    async purge(asOf) {
      const rows = await db.query<{ kind: FormKind; removed: number }>(
        'select * from purge_expired_submissions($1::timestamptz)',
        [asOf.toISOString()],
      );
      const report: PurgeReport = {
        contact: 0,
        'tech-refugee': 0,
        application: 0,
        'talent-request': 0,
        'talent-network': 0,
      };
      for (const row of rows) report[row.kind] = Number(row.removed);
      return report;
    },

    async forget(email) {
      const address = email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const removed: Row[] = [];
        for (const [table, summary] of FORGOTTEN)
          removed.push(
            ...(await tx.query<Row>(
              `delete from ${table} where lower(email) = $1 returning ${summary}`,
              [address],
            )),
          );
        return removed.map((row) => ({
          ...toSummary(row),
          resumeFilename: (row.resume_filename as string | null) ?? null,
        }));
      });
    },
  };
}
