/**
 * What a submission is, through every layer: its kind, what is stored of it, the limits and
 * ceilings it is judged by and the states of its email. Types, one constant and two rules about
 * kinds, shared by the store, the providers' emails, the outbox and the form pipeline.
 */
import type { SpamReason } from './bot-signals.ts';
import type { Application, ContactMessage, Registration, Resume } from './rules.ts';
import type { TalentLink } from './talent-link.ts';
import type { TalentNetworkJoin } from './talent-network.ts';
import type { TalentRequest } from './talent-request.ts';

export type { SpamReason } from './bot-signals.ts';

/** At most this many bytes of resumes ride in one digest email; the rest are named in it. */
export const DIGEST_ATTACHMENT_BYTES = 20 * 1024 * 1024;

export type FormKind =
  'contact' | 'tech-refugee' | 'application' | 'talent-request' | 'talent-network';

/** The kinds whose rows carry a resume (its columns, its bytes, its ceilings). */
export function carriesFile(
  kind: FormKind,
): kind is 'tech-refugee' | 'application' | 'talent-network' {
  return kind === 'tech-refugee' || kind === 'application' || kind === 'talent-network';
}

/**
 * The kinds handed to Zoho Recruit by a task: their recruiters' email waits for the hand-off to
 * settle (zoho_status no longer 'pending'), so it can link what the hand-off made.
 */
export function handsOff(
  kind: FormKind,
): kind is 'application' | 'talent-request' | 'talent-network' {
  return kind === 'application' || kind === 'talent-request' || kind === 'talent-network';
}

/**
 * The role an application is for, as the function found it in the site's /jobs/open-roles.json
 * when it was sent: `open` false when the slug is not an open role any more, null when the file
 * could not be read; `zohoId` the opening's Zoho Recruit record id (a synced opening), else null.
 */
export type AppliedRole = {
  title: string | null;
  url: string;
  zohoId: string | null;
  open: boolean | null;
};

/** Where the hand-off to Zoho Recruit stands: still 'pending', 'done', 'skipped' (not for Zoho), 'failed' (given up). */
export type ZohoStatus = 'pending' | 'done' | 'skipped' | 'failed';

/**
 * Where a request for talent stands in Zoho Recruit: the client, contact and opening the hand-off
 * made or found (null until known), whether the contact was already there (left as it was), and
 * why it was given up.
 */
export type TalentHandoff = {
  status: ZohoStatus;
  clientId: string | null;
  contactId: string | null;
  openingId: string | null;
  existingContact: boolean | null;
  /** What linked the request to its client; null until the hand-off made the link. */
  link: TalentLink | null;
  error: string | null;
};

/**
 * A bot check that could not run (siteverify down past the token's life, or answering too late):
 * the submission is mailed to staff marked so, never withheld.
 */
export type BotCheck = 'not-run';

export type StoredSubmission =
  | { kind: 'contact'; id: string; createdAt: Date; data: ContactMessage; botCheck?: BotCheck }
  /**
   * `resumeNotKept`: the name of a file sent but not kept (a resume ceiling); the applicant was
   * asked to email it. `resumeHeld`: a kept file left out of a digest (too many bytes for one email).
   */
  | {
      kind: 'tech-refugee';
      id: string;
      createdAt: Date;
      data: Registration;
      resumeNotKept?: string;
      resumeHeld?: string;
      botCheck?: BotCheck;
    }
  /** A job application; `zoho`: the hand-off's outcome so far (the recruiters' email links the candidate). */
  | {
      kind: 'application';
      id: string;
      createdAt: Date;
      /** The resume is null when its file was not kept (a resume ceiling: `resumeNotKept`). */
      data: Omit<Application, 'resume'> & { resume: Resume | null };
      role: AppliedRole;
      zoho: { status: ZohoStatus; candidateId: string | null; error: string | null };
      resumeNotKept?: string;
      resumeHeld?: string;
      botCheck?: BotCheck;
    }
  /** A hiring manager's request for talent; `zoho`: the hand-off's outcome so far (the recruiters' email links its records). */
  | {
      kind: 'talent-request';
      id: string;
      createdAt: Date;
      data: TalentRequest;
      zoho: TalentHandoff;
      botCheck?: BotCheck;
    }
  /**
   * A join of the talent network; `zoho`: the hand-off's outcome so far (the recruiters' email
   * links the candidate; `existing`: the candidate was already there and left as it was).
   */
  | {
      kind: 'talent-network';
      id: string;
      createdAt: Date;
      /** The resume is null when its file was not kept (a resume ceiling: `resumeNotKept`). */
      data: Omit<TalentNetworkJoin, 'resume'> & { resume: TalentNetworkJoin['resume'] | null };
      zoho: {
        status: ZohoStatus;
        candidateId: string | null;
        existing: boolean | null;
        error: string | null;
      };
      resumeNotKept?: string;
      resumeHeld?: string;
      botCheck?: BotCheck;
    };

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

/** The notification email's share of the function's hourly cap. */
export type EmailCap = {
  /** Emails per function per rolling hour. */
  hourly: number;
  /** Of those, at most this many for submissions from one address (IPv4 or IPv6 /64). */
  perAddress: number;
};

/**
 * 'pending' (not tried yet), 'sent', 'failed' (tried, tried again by a drain after its backoff),
 * 'deferred' (the hourly email cap was full: sent in the next digest), 'withheld' (spam: never sent),
 * 'unverified' (Turnstile's siteverify could not be reached: stored, not sent until verified),
 * 'gave-up' (failed MAX_EMAIL_ATTEMPTS times: listed by `npm run submissions`, never retried).
 */
export type EmailStatus =
  'pending' | 'sent' | 'failed' | 'deferred' | 'withheld' | 'unverified' | 'gave-up';

export type AcceptInput = {
  submission:
    | { kind: 'contact'; data: ContactMessage }
    | { kind: 'tech-refugee'; data: Registration }
    | { kind: 'application'; data: Application; role: AppliedRole }
    | { kind: 'talent-request'; data: TalentRequest }
    | { kind: 'talent-network'; data: TalentNetworkJoin };
  ip: string;
  /** The sender's network (client-ip.ts networkKey). */
  net: string;
  hash: string;
  now: Date;
  limits: Limits;
  /** Spam is stored with its email withheld and without its resume's bytes. */
  spamReason: SpamReason | null;
  ceilings: Ceilings;
  /**
   * Turnstile could not judge it: stored 'unverified' with its token and the idempotency key of
   * its first check, which the later check sends again (siteverify answers it as it answered first).
   */
  unverifiedToken?: string;
  turnstileKey?: string;
  /** Until when the storing request holds a person's row for its first send (the drain waits until then). */
  leaseUntil: Date;
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
  /** Tried again after `backoffSeconds` doubled per attempt (at most an hour); 'gave-up' at `maxAttempts`. */
  | { status: 'failed'; error: string; at: Date; maxAttempts: number; backoffSeconds: number };

/** A submission waiting for its email, with what the retry needs to know. */
export type WaitingSubmission = StoredSubmission & {
  ip: string;
  emailStatus: EmailStatus;
  turnstileToken: string | null;
  turnstileKey: string | null;
};

/** What threw while a message was handled: one attempt, retried after its backoff, parked at the last. */
export type RowFailure = { error: string; at: Date; maxAttempts: number; backoffSeconds: number };

/** Whom a notice to the operator is about: a form, or the outbox as a whole. */
export type NoticeScope = FormKind | 'outbox';

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
