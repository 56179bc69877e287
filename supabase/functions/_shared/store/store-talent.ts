/**
 * A hiring manager's request for talent in the store (talent_requests,
 * supabase/migrations/20261129000000_talent_requests.sql): its one INSERT with the work it sets
 * off (outbox_tasks, in the same transaction: stored means queued), the request as its tasks read
 * it, and where its hand-off to Zoho Recruit stands. The
 * tasks themselves are leased, retried and given up as every task is (store-tasks.ts).
 */
import type { AcceptInput, SpamReason, WaitingSubmission, ZohoStatus } from '../core/submission.ts';
import type { TalentLink } from '../core/talent-link.ts';
import type { Db, Row } from './db.ts';
import { waitingFrom, type RowBasics } from './store-rules.ts';

/** A request's tasks: the hand-off to Zoho Recruit and the requester's confirmation. */
export const TALENT_TOPICS = ['talent-handoff', 'talent-confirmation'] as const;
export type TalentTopic = (typeof TALENT_TOPICS)[number];

/** A task's key: `request-talent/<request id>/<zoho|confirmation>`, its idempotency key. */
export function talentTaskKey(topic: TalentTopic, requestId: string): string {
  return `request-talent/${requestId}/${topic === 'talent-handoff' ? 'zoho' : 'confirmation'}`;
}

/** What the hand-off has made or found so far, as the row keeps it. */
export type TalentRecords = {
  clientId?: string;
  contactId?: string;
  openingId?: string;
  existingContact?: boolean;
  /** What linked the request to its client (the recruiters' email says it). */
  link?: TalentLink;
};

export type WaitingTalentRequest = WaitingSubmission & {
  kind: 'talent-request';
  spamReason: SpamReason | null;
};

export interface TalentStore {
  /** A request as its tasks read it, with its spam verdict; null once deleted. */
  talentRequestOf(id: string): Promise<WaitingTalentRequest | null>;
  /** Records where the hand-off stands on the request's row, and what it made or found so far. */
  settleTalentHandoff(
    id: string,
    status: ZohoStatus,
    records: TalentRecords,
    error: string | null,
  ): Promise<void>;
}

/**
 * Stores a request and, for a person's, its two tasks, each under a key derived from the request's
 * id. Spam gets neither, and nothing to hand off.
 */
export async function insertTalentRequest(
  tx: Db,
  { data: d }: Extract<AcceptInput['submission'], { kind: 'talent-request' }>,
  row: RowBasics,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into talent_requests (created_at, company, full_name, email, phone, role_title, headcount,
       engagement, workplace, location, skills, description, start_date, budget, client_ip, client_net,
       payload_hash, spam_reason, email_status, turnstile_token, turnstile_key, email_lease_until, zoho_status,
       profile)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22::timestamptz, $23, $24)
     returning id`,
    [
      row.now.toISOString(),
      d.company,
      d.fullName,
      d.email,
      d.phone,
      d.roleTitle,
      d.headcount,
      d.engagement,
      d.workplace,
      d.location,
      d.skills,
      d.description,
      d.startDate,
      d.budget,
      row.ip,
      row.net,
      row.hash,
      row.spamReason,
      row.status,
      row.unverifiedToken,
      row.turnstileKey,
      row.lease,
      row.spamReason ? 'skipped' : 'pending',
      d.profile ?? '',
    ],
  );
  const id = String(inserted!.id);
  if (!row.spamReason) {
    await tx.query(
      `insert into outbox_tasks (topic, key, reference, created_at)
       values ('talent-handoff', $2, $1::uuid, $4::timestamptz), ('talent-confirmation', $3, $1::uuid, $4::timestamptz)`,
      [
        id,
        talentTaskKey('talent-handoff', id),
        talentTaskKey('talent-confirmation', id),
        row.now.toISOString(),
      ],
    );
  }
  return id;
}

export function createTalentStore(db: Db): TalentStore {
  return {
    async talentRequestOf(id) {
      const [row] = await db.query<Row>('select * from talent_requests where id = $1', [id]);
      if (!row) return null;
      return {
        ...(waitingFrom('talent-request', row) as WaitingTalentRequest),
        spamReason: (row.spam_reason as SpamReason | null) ?? null,
      };
    },

    async settleTalentHandoff(id, status, records, error) {
      await db.query(
        `update talent_requests set zoho_status = $2, zoho_client_id = coalesce($3, zoho_client_id),
           zoho_contact_id = coalesce($4, zoho_contact_id), zoho_opening_id = coalesce($5, zoho_opening_id),
           zoho_existing_contact = coalesce($6, zoho_existing_contact), zoho_error = $7,
           zoho_link = coalesce($8, zoho_link)
         where id = $1`,
        [
          id,
          status,
          records.clientId ?? null,
          records.contactId ?? null,
          records.openingId ?? null,
          records.existingContact ?? null,
          error?.slice(0, 1000) ?? null,
          records.link ?? null,
        ],
      );
    },
  };
}
