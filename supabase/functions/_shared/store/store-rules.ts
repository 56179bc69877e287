/**
 * What the store's parts share: the capacity rule, how a row reads back as a submission, and
 * what every form's row carries (RowBasics).
 */
import { encodeBase64, type Registration, type Resume } from '../core/rules.ts';
import type { TalentLink } from '../core/talent-link.ts';
import type { TalentNetworkJoin } from '../core/talent-network.ts';
import type { TalentRequest } from '../core/talent-request.ts';
import type {
  CapacityVerdict,
  Ceilings,
  EmailStatus,
  FormKind,
  ResumeCeiling,
  SpamReason,
  ZohoStatus,
  StoredSubmission,
  Usage,
  WaitingSubmission,
} from '../core/submission.ts';
import type { Row } from './db.ts';

export const TABLE: Record<FormKind, string> = {
  contact: 'contact_submissions',
  'tech-refugee': 'tech_refugee_registrations',
  application: 'job_applications',
  'talent-request': 'talent_requests',
  'talent-network': 'talent_network_joins',
};

/**
 * The one rule over a usage: may this submission be stored, and with its file? Spam counts only
 * against spam's own ceiling; people's rows never include spam.
 */
export function judgeCapacity(
  usage: Usage,
  c: Ceilings,
  { spam, resumeBytes }: { spam: boolean; resumeBytes: number },
): CapacityVerdict {
  if (spam)
    return usage.all.spamDay >= c.dailySpam
      ? { ok: false, status: 'dropped' }
      : { ok: true, resumeCeiling: null };
  if (usage.address.day >= c.addressDaily)
    return { ok: false, status: 'limited', scope: 'address', retryAfterSeconds: 3600 };
  if (usage.network.hour >= c.networkHourly)
    return { ok: false, status: 'limited', scope: 'network', retryAfterSeconds: 600 };
  if (usage.network.day >= c.networkDaily)
    return { ok: false, status: 'limited', scope: 'network', retryAfterSeconds: 3600 };
  if (usage.all.day >= c.dailySubmissions)
    return { ok: false, status: 'full', period: 'day', retryAfterSeconds: periodRetryAfter('day') };
  if (usage.all.hour >= c.hourlySubmissions)
    return {
      ok: false,
      status: 'full',
      period: 'hour',
      retryAfterSeconds: periodRetryAfter('hour'),
    };
  let resumeCeiling: ResumeCeiling | null = null;
  if (resumeBytes > 0) {
    if (usage.address.dayBytes + resumeBytes > c.addressResumeBytes) resumeCeiling = 'address';
    else if (usage.network.dayBytes + resumeBytes > c.networkResumeBytes) resumeCeiling = 'network';
    else if (usage.all.dayBytes + resumeBytes > c.dailyResumeBytes) resumeCeiling = 'day';
    else if (usage.all.hourBytes + resumeBytes > c.hourlyResumeBytes) resumeCeiling = 'hour';
  }
  return { ok: true, resumeCeiling };
}

/** Seconds until a rolling period's oldest rows age out: a safe Retry-After without another query. */
export function periodRetryAfter(period: 'hour' | 'day'): number {
  return period === 'hour' ? 600 : 3600;
}

export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A bot check that could not run, as the row records it. */
function botCheckOf(row: Row): { botCheck?: 'not-run' } {
  return row.bot_check === 'not-run' ? { botCheck: 'not-run' } : {};
}

export function toStored(kind: FormKind, row: Row): StoredSubmission {
  if (kind === 'contact') {
    return {
      kind,
      ...botCheckOf(row),
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
  if (kind === 'talent-request') return talentRequestFrom(row);
  const resume = resumeOf(row);
  // What a registration and an application share: the row's id and time, a file not kept.
  const filed = {
    ...botCheckOf(row),
    id: String(row.id),
    createdAt: asDate(row.created_at),
    ...(row.resume_dropped && row.resume_filename
      ? { resumeNotKept: String(row.resume_filename) }
      : {}),
  };
  if (kind === 'talent-network') return { kind, ...filed, ...networkJoinFrom(row, resume) };
  if (kind === 'application') {
    return {
      kind,
      ...filed,
      role: {
        title: (row.job_title as string | null) ?? null,
        url: String(row.job_url),
        zohoId: (row.job_zoho_id as string | null) ?? null,
        open: (row.role_open as boolean | null) ?? null,
      },
      zoho: {
        status: row.zoho_status as ZohoStatus,
        candidateId: (row.zoho_candidate_id as string | null) ?? null,
        error: (row.zoho_error as string | null) ?? null,
      },
      data: {
        jobSlug: String(row.job_slug),
        fullName: String(row.full_name),
        email: String(row.email),
        phone: String(row.phone ?? ''),
        linkedinUrl: String(row.linkedin_url ?? ''),
        note: String(row.note ?? ''),
        // A file not kept (a resume ceiling) reads back as none: resumeNotKept names it.
        resume,
      },
    };
  }
  return {
    kind,
    ...filed,
    data: {
      fullName: String(row.full_name),
      email: String(row.email),
      linkedinUrl: String(row.linkedin_url ?? ''),
      recentEmployer: String(row.recent_employer),
      role: String(row.role),
      primarySkills: row.primary_skills as Registration['primarySkills'],
      preferredWorkType: row.preferred_work_type as Registration['preferredWorkType'],
      careerGoal: String(row.career_goal),
      resume,
    },
  };
}

/** A request for talent as stored, with where its hand-off to Zoho Recruit stands. */
function talentRequestFrom(row: Row): StoredSubmission {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    kind: 'talent-request',
    ...botCheckOf(row),
    id: String(row.id),
    createdAt: asDate(row.created_at),
    data: {
      company: String(row.company),
      fullName: String(row.full_name),
      email: String(row.email),
      phone: String(row.phone ?? ''),
      roleTitle: String(row.role_title),
      headcount: Number(row.headcount),
      engagement: row.engagement as TalentRequest['engagement'],
      workplace: row.workplace as TalentRequest['workplace'],
      location: String(row.location),
      skills: String(row.skills),
      description: String(row.description),
      startDate: String(row.start_date ?? ''),
      budget: String(row.budget ?? ''),
      ...(row.profile ? { profile: String(row.profile) } : {}),
    },
    zoho: {
      status: row.zoho_status as ZohoStatus,
      clientId: text(row.zoho_client_id),
      contactId: text(row.zoho_contact_id),
      openingId: text(row.zoho_opening_id),
      existingContact: (row.zoho_existing_contact as boolean | null) ?? null,
      link: (row.zoho_link as TalentLink | null) ?? null,
      error: text(row.zoho_error),
    },
  };
}

/** A join of the talent network as stored, with where its hand-off to Zoho Recruit stands. */
function networkJoinFrom(row: Row, resume: Resume | null) {
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  type Join = TalentNetworkJoin;
  return {
    data: {
      fullName: String(row.full_name),
      email: String(row.email),
      phone: String(row.phone ?? ''),
      linkedinUrl: String(row.linkedin_url ?? ''),
      role: String(row.role),
      primarySkills: list<Join['primarySkills'][number]>(row.primary_skills),
      years: Number(row.years),
      workplaces: list<Join['workplaces'][number]>(row.workplaces),
      engagements: list<Join['engagements'][number]>(row.engagements),
      location: String(row.location ?? ''),
      availability: row.availability as Join['availability'],
      workAuthorization: row.work_authorization as Join['workAuthorization'],
      jobAlerts: row.job_alerts === true,
      // A file not kept (a resume ceiling) reads back as none: resumeNotKept names it.
      resume,
    },
    zoho: {
      status: row.zoho_status as ZohoStatus,
      candidateId: (row.zoho_candidate_id as string | null) ?? null,
      existing: (row.zoho_existing as boolean | null) ?? null,
      error: (row.zoho_error as string | null) ?? null,
    },
  };
}

/** A row's kept resume (registrations, applications and joins), or null. */
function resumeOf(row: Row): Resume | null {
  const bytes = row.resume as Uint8Array | null;
  const resumeBytes = bytes ? new Uint8Array(bytes) : null;
  return resumeBytes && row.resume_filename
    ? {
        filename: String(row.resume_filename),
        contentType: String(row.resume_content_type),
        kind: String(row.resume_filename).split('.').pop()!.toLowerCase() as 'pdf' | 'doc' | 'docx',
        size: resumeBytes.byteLength,
        base64: encodeBase64(resumeBytes),
      }
    : null;
}

/** A row waiting for its email, as the outbox sends it. */
export function waitingFrom(kind: FormKind, row: Row): WaitingSubmission {
  return {
    ...toStored(kind, row),
    ip: String(row.client_ip),
    emailStatus: row.email_status as EmailStatus,
    turnstileToken: (row.turnstile_token as string | null) ?? null,
    turnstileKey: (row.turnstile_key as string | null) ?? null,
  } as WaitingSubmission;
}

/** What every row carries besides the form's own fields. */
export type RowBasics = {
  now: Date;
  ip: string;
  net: string;
  hash: string;
  spamReason: SpamReason | null;
  status: EmailStatus;
  /** The token and the first check's idempotency key of a submission Turnstile could not judge. */
  unverifiedToken: string | null;
  turnstileKey: string | null;
  /** The file kept (a person's, within the ceilings), and the name of one not kept. */
  resume: Resume | null;
  dropped: string | null;
  /** Until when the storing request holds a person's row for its first send. */
  lease: string | null;
};
