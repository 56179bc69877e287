/**
 * A join of the talent network in the store (talent_network_joins,
 * supabase/migrations/20261130000000_talent_network.sql): its one INSERT with the work it sets
 * off (outbox_tasks, in the same transaction: stored means queued), the join as its tasks read
 * it, the acknowledgements an address was sent, and where its hand-off to Zoho Recruit stands.
 * The tasks themselves are leased, retried and given up as every task is (store-tasks.ts).
 */
import type { AcceptInput, SpamReason, WaitingSubmission, ZohoStatus } from '../core/submission.ts';
import type { Db, Row } from './db.ts';
import type { RowBasics } from './store-rules.ts';
import { waitingFrom } from './store-rules.ts';

/** A join's tasks: the hand-off to Zoho Recruit, the acknowledgement, the job alert opted in to. */
export const NETWORK_TOPICS = [
  'network-handoff',
  'network-acknowledgement',
  'network-alerts',
] as const;
export type NetworkTopic = (typeof NETWORK_TOPICS)[number];

const KEY_SUFFIX: Record<NetworkTopic, string> = {
  'network-handoff': 'zoho',
  'network-acknowledgement': 'acknowledgement',
  'network-alerts': 'alerts',
};

/** A task's key: `join-talent-network/<join id>/<zoho|acknowledgement|alerts>`, its idempotency key. */
export function networkTaskKey(topic: NetworkTopic, joinId: string): string {
  return `join-talent-network/${joinId}/${KEY_SUFFIX[topic]}`;
}

export type WaitingNetworkJoin = WaitingSubmission & {
  kind: 'talent-network';
  spamReason: SpamReason | null;
  /** The sender's network (an IPv4 /24, an IPv6 /48), which a job alert's limits count by. */
  net: string | null;
};

export interface NetworkStore {
  /** A join as its tasks read it, with its spam verdict; null once deleted. */
  networkJoinOf(id: string): Promise<WaitingNetworkJoin | null>;
  /** Records where the hand-off stands on the join's row, and the candidate it made or found. */
  settleNetworkHandoff(
    id: string,
    status: ZohoStatus,
    candidate: { candidateId?: string; existing?: boolean },
    error: string | null,
  ): Promise<void>;
}

/**
 * Stores a join and, for a person's, its tasks (the job alert's only when they opted in), each
 * under a key derived from the join's id. Spam gets none, and nothing to hand off.
 */
export async function insertNetworkJoin(
  tx: Db,
  { data: d }: Extract<AcceptInput['submission'], { kind: 'talent-network' }>,
  row: RowBasics,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into talent_network_joins (created_at, full_name, email, phone, linkedin_url, role, primary_skills,
       years, workplaces, engagements, location, availability, work_authorization, job_alerts,
       resume_filename, resume_content_type, resume, resume_size, resume_dropped, client_ip, client_net,
       payload_hash, spam_reason, email_status, turnstile_token, turnstile_key, email_lease_until, zoho_status)
     values ($1::timestamptz, $2, $3, $4, $5, $6, string_to_array($7::text, '|'), $8,
       string_to_array($9::text, '|'), string_to_array($10::text, '|'), $11, $12, $13, $14, $15, $16,
       decode($17::text, 'base64'), $18, $19, $20, $21, $22, $23, $24, $25, $26, $27::timestamptz, $28)
     returning id`,
    [
      row.now.toISOString(),
      d.fullName,
      d.email,
      d.phone,
      d.linkedinUrl,
      d.role,
      // The options come from fixed lists (validated), none contains '|'.
      d.primarySkills.join('|'),
      d.years,
      d.workplaces.join('|'),
      d.engagements.join('|'),
      d.location,
      d.availability,
      d.workAuthorization,
      d.jobAlerts,
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
    const topics = NETWORK_TOPICS.filter((t) => t !== 'network-alerts' || d.jobAlerts);
    for (const topic of topics)
      await tx.query(
        `insert into outbox_tasks (topic, key, reference, created_at)
         values ($1, $2, $3::uuid, $4::timestamptz)`,
        [topic, networkTaskKey(topic, id), id, row.now.toISOString()],
      );
  }
  return id;
}

export function createNetworkStore(db: Db): NetworkStore {
  return {
    async networkJoinOf(id) {
      const [row] = await db.query<Row>('select * from talent_network_joins where id = $1', [id]);
      if (!row) return null;
      return {
        ...(waitingFrom('talent-network', row) as WaitingNetworkJoin),
        spamReason: (row.spam_reason as SpamReason | null) ?? null,
        net: (row.client_net as string | null) ?? null,
      };
    },

    async settleNetworkHandoff(id, status, candidate, error) {
      await db.query(
        `update talent_network_joins set zoho_status = $2,
           zoho_candidate_id = coalesce($3, zoho_candidate_id),
           zoho_existing = coalesce($4, zoho_existing), zoho_error = $5
         where id = $1`,
        [
          id,
          status,
          candidate.candidateId ?? null,
          candidate.existing ?? null,
          error?.slice(0, 1000) ?? null,
        ],
      );
    },
  };
}
