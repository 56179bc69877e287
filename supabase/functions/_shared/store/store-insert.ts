/**
 * The one INSERT of each form's row, inside the storing transaction (store-intake.ts accept): a
 * contact message, a registration, or an application with the work it sets off.
 */
import type { AcceptInput } from '../core/submission.ts';
import type { Db } from './db.ts';
import type { RowBasics } from './store-rules.ts';
import { taskKey } from './store-tasks.ts';

export type { RowBasics } from './store-rules.ts';

type Submission<K> = Extract<AcceptInput['submission'], { kind: K }>;

export async function insertContact(
  tx: Db,
  { data: d }: Submission<'contact'>,
  row: RowBasics,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into contact_submissions (created_at, name, email, subject, message, client_ip, payload_hash,
       spam_reason, email_status, turnstile_token, turnstile_key, client_net, email_lease_until)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz) returning id`,
    [
      row.now.toISOString(),
      d.name,
      d.email,
      d.subject,
      d.message,
      row.ip,
      row.hash,
      row.spamReason,
      row.status,
      row.unverifiedToken,
      row.turnstileKey,
      row.net,
      row.lease,
    ],
  );
  return String(inserted!.id);
}

export async function insertRegistration(
  tx: Db,
  { data: d }: Submission<'tech-refugee'>,
  row: RowBasics,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into tech_refugee_registrations (created_at, full_name, email, linkedin_url, recent_employer, role,
       primary_skills, preferred_work_type, career_goal, resume_filename, resume_content_type, resume,
       resume_size, client_ip, payload_hash, spam_reason, email_status, turnstile_token, turnstile_key, client_net,
       resume_dropped, email_lease_until)
     values ($1::timestamptz, $2, $3, $4, $5, $6,
       string_to_array($7::text, '|'), string_to_array($8::text, '|'),
       $9, $10, $11, decode($12::text, 'base64'), $13, $14, $15, $16, $17, $18, $19, $20, $21, $22::timestamptz)
     returning id`,
    [
      row.now.toISOString(),
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
      row.resume ? row.resume.contentType : null,
      // Sent as base64 text and decoded by the server: far faster than a bytea parameter.
      row.resume?.base64 ?? null,
      row.resume?.size ?? 0,
      row.ip,
      row.hash,
      row.spamReason,
      row.status,
      row.unverifiedToken,
      row.turnstileKey,
      row.net,
      row.dropped,
      row.lease,
    ],
  );
  return String(inserted!.id);
}

/**
 * Stores an application and, for a person's, the work it sets off (outbox_tasks, in the same
 * transaction: stored means queued): the hand-off to Zoho Recruit and the applicant's
 * confirmation, each under a key derived from the application's id. Spam gets neither.
 */
export async function insertApplication(
  tx: Db,
  { data: d, role }: Submission<'application'>,
  row: RowBasics,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into job_applications (created_at, job_slug, job_title, job_url, job_zoho_id, role_open, full_name,
       email, phone, linkedin_url, note, resume_filename, resume_content_type, resume, resume_size, resume_dropped,
       client_ip, client_net, payload_hash, spam_reason, email_status, turnstile_token, turnstile_key,
       email_lease_until, zoho_status)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, decode($14::text, 'base64'), $15,
       $16, $17, $18, $19, $20, $21, $22, $23, $24::timestamptz, $25)
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
      row.turnstileKey,
      row.lease,
      row.spamReason ? 'skipped' : 'pending',
    ],
  );
  const id = String(inserted!.id);
  if (!row.spamReason) {
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
  return id;
}
