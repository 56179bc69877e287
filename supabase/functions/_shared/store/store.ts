/**
 * Where submissions are kept: PostgreSQL through a minimal database interface (db.ts), so the
 * deployed functions (postgres.js over SUPABASE_DB_URL), the local server (PGlite, or
 * DATABASE_URL) and the tests run the same queries. The store is parts by concern: taking a
 * submission in (store-intake.ts, store-insert.ts), sending its email (store-outbox.ts) or its
 * digest (store-digest.ts), an application's other work (store-tasks.ts), a request for talent's
 * (store-talent.ts), a join of the talent network's (store-network.ts), what was told to the
 * operator (store-notices.ts), what the drain parked (store-parked.ts) and the operator's records
 * (store-records.ts), the ceilings on
 * emails to typed addresses and on hand-offs (store-typed-mail.ts); the shapes they share are core/submission.ts.
 */
import type { Db } from './db.ts';
import { createDigestStore, type DigestStore } from './store-digest.ts';
import { createIntakeStore, type IntakeStore } from './store-intake.ts';
import { createNetworkStore, type NetworkStore } from './store-network.ts';
import { createNoticeStore, type NoticeStore } from './store-notices.ts';
import { createOutboxStore, type OutboxStore } from './store-outbox.ts';
import { createParkedStore, type ParkedStore } from './store-parked.ts';
import { createRecordsStore, type RecordsStore } from './store-records.ts';
import { createTalentStore, type TalentStore } from './store-talent.ts';
import { createTaskStore, type TaskStore } from './store-tasks.ts';
import { createTypedMailStore, type TypedMailStore } from './store-typed-mail.ts';

export type { Db, Row } from './db.ts';
export type {
  AppliedRole,
  EmailStatus,
  FormKind,
  SpamReason,
  StoredSubmission,
  SubmissionSummary,
  WaitingSubmission,
} from '../core/submission.ts';
export type { ForgottenSubmission, PurgeReport } from './store-records.ts';
export type { ParkedCount, ParkedMessage } from './store-parked.ts';

export type SubmissionStore = IntakeStore &
  OutboxStore &
  DigestStore &
  NoticeStore &
  ParkedStore &
  RecordsStore &
  TaskStore &
  TalentStore &
  TypedMailStore &
  NetworkStore;

/** Submissions in PostgreSQL (the tables of supabase/migrations). */
export function createSqlStore(db: Db): SubmissionStore {
  return {
    ...createIntakeStore(db),
    ...createOutboxStore(db),
    ...createDigestStore(db),
    ...createNoticeStore(db),
    ...createParkedStore(db),
    ...createRecordsStore(db),
    ...createTaskStore(db),
    ...createTalentStore(db),
    ...createTypedMailStore(db),
    ...createNetworkStore(db),
  };
}
