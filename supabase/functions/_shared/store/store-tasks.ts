/**
 * The task outbox (outbox_tasks, supabase/migrations/20261126000000_applications.sql): the work an
 * application sets off besides the recruiters' email, one row per piece of work under a unique
 * key. A runner claims a row with a lease (FOR UPDATE SKIP LOCKED), so concurrent drains and the
 * storing request never run the same task at once; a runner that dies leaves a lease that runs
 * out. A failure waits `next_at` (backoff doubling per attempt); a permanent one, or the last
 * allowed attempt, is given up with its reason. What a task achieved so far is kept in `state`,
 * so the next try resumes where the last one stopped.
 */
import { waitingFrom } from './store-rules.ts';
import type { SpamReason, WaitingSubmission, ZohoStatus } from '../core/submission.ts';
import type { Db, Row } from './db.ts';
import type { NetworkTopic } from './store-network.ts';
import type { TalentTopic } from './store-talent.ts';

/** An application's tasks, a request for talent's (store-talent.ts) and a join's (store-network.ts). */
export type TaskTopic = 'zoho-handoff' | 'applicant-confirmation' | TalentTopic | NetworkTopic;

export type Task = {
  id: string;
  topic: TaskTopic;
  /** The task's idempotency key (unique): its function, its application and its topic. */
  key: string;
  /** The application it belongs to. */
  reference: string;
  state: Record<string, unknown>;
  attempts: number;
};

/** A task's key: `submit-application/<application id>/<zoho|confirmation>`. */
export function taskKey(topic: TaskTopic, applicationId: string): string {
  return `submit-application/${applicationId}/${topic === 'zoho-handoff' ? 'zoho' : 'confirmation'}`;
}

export type TaskFailure = {
  error: string;
  at: Date;
  backoffSeconds: number;
  maxAttempts: number;
  /** A failure that trying again cannot mend (a 4xx other than 429): given up at once. */
  permanent: boolean;
};

export interface TaskStore {
  /**
   * Leases up to `limit` due tasks (not done, not given up, past their backoff, free), newest
   * first; with `reference`, only that application's (the storing request's own work).
   */
  claimTasks(now: Date, limit: number, leaseUntil: Date, reference?: string): Promise<Task[]>;
  /** Records what a task achieved so far; it keeps its lease. */
  saveTaskState(id: string, state: Record<string, unknown>): Promise<void>;
  /** A task done: never run again. */
  finishTask(id: string, at: Date): Promise<void>;
  /** A failed try: retried after its backoff, or given up (the answer says which). */
  failTask(id: string, failure: TaskFailure): Promise<'retry' | 'gave-up'>;
  /** A task that cannot run yet (its application awaits Turnstile's verdict): tried again from `until`, not counted. */
  postponeTask(id: string, until: Date): Promise<void>;
  /** An application as its tasks read it, with its spam verdict; null once deleted. */
  applicationOf(
    id: string,
  ): Promise<(WaitingSubmission & { kind: 'application'; spamReason: SpamReason | null }) | null>;
  /** Records where the hand-off to Zoho Recruit stands on the application's row. */
  settleHandoff(
    id: string,
    status: ZohoStatus,
    candidateId: string | null,
    error: string | null,
  ): Promise<void>;
}

function toTask(row: Row): Task {
  return {
    id: String(row.id),
    topic: row.topic as TaskTopic,
    key: String(row.key),
    reference: String(row.reference),
    state: (typeof row.state === 'string' ? JSON.parse(row.state) : (row.state ?? {})) as Record<
      string,
      unknown
    >,
    attempts: Number(row.attempts),
  };
}

/** Leases due tasks, newest first (FOR UPDATE SKIP LOCKED: another runner's are skipped). */
async function claimTasks(
  db: Db,
  now: Date,
  limit: number,
  leaseUntil: Date,
  reference?: string,
): Promise<Task[]> {
  const rows = await db.query<Row>(
    `update outbox_tasks set lease_until = $3::timestamptz
     where id in (
       select id from outbox_tasks
       where done_at is null and gave_up_at is null
         and (lease_until is null or lease_until <= $1::timestamptz)
         and (next_at is null or next_at <= $1::timestamptz)
         and ($4::uuid is null or reference = $4::uuid)
       order by created_at desc, id limit $2
       for update skip locked)
     returning *`,
    [now.toISOString(), limit, leaseUntil.toISOString(), reference ?? null],
  );
  return rows.map(toTask);
}

export function createTaskStore(db: Db): TaskStore {
  return {
    claimTasks: (now, limit, leaseUntil, reference) =>
      claimTasks(db, now, limit, leaseUntil, reference),

    async saveTaskState(id, state) {
      // Sent as text and parsed by the server: a JSON object, not a JSON string.
      await db.query('update outbox_tasks set state = $2::text::jsonb where id = $1', [
        id,
        JSON.stringify(state),
      ]);
    },

    async finishTask(id, at) {
      await db.query(
        `update outbox_tasks set done_at = $2::timestamptz, lease_until = null, last_error = null,
           attempts = attempts + 1 where id = $1`,
        [id, at.toISOString()],
      );
    },

    async failTask(id, { error, at, backoffSeconds, maxAttempts, permanent }) {
      const [row] = await db.query<{ gave_up_at: unknown }>(
        `update outbox_tasks set attempts = attempts + 1, last_error = $2, lease_until = null,
           next_at = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, attempts), 3600)),
           gave_up_at = case when $5 or attempts + 1 >= $6 then $3::timestamptz end
         where id = $1 returning gave_up_at`,
        [id, error.slice(0, 1000), at.toISOString(), backoffSeconds, permanent, maxAttempts],
      );
      return row?.gave_up_at ? 'gave-up' : 'retry';
    },

    async postponeTask(id, until) {
      await db.query(
        'update outbox_tasks set lease_until = null, next_at = $2::timestamptz where id = $1',
        [id, until.toISOString()],
      );
    },

    async applicationOf(id) {
      const [row] = await db.query<Row>('select * from job_applications where id = $1', [id]);
      if (!row) return null;
      return {
        ...(waitingFrom('application', row) as WaitingSubmission & { kind: 'application' }),
        spamReason: (row.spam_reason as SpamReason | null) ?? null,
      };
    },

    async settleHandoff(id, status, candidateId, error) {
      await db.query(
        `update job_applications set zoho_status = $2, zoho_candidate_id = coalesce($3, zoho_candidate_id),
           zoho_error = $4 where id = $1`,
        [id, status, candidateId, error?.slice(0, 1000) ?? null],
      );
    },
  };
}
