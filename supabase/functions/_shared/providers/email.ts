/**
 * The notification emails and the ways to send them. Web-standard code only (fetch), so the
 * functions and the local server share it; the local outbox mailer lives with the local server.
 */
import type { Resume } from '../core/rules.ts';
import type { MailSettings } from '../core/settings.ts';
import { DIGEST_ATTACHMENT_BYTES, type StoredSubmission } from '../core/submission.ts';
import {
  botCheckRows,
  detailsTable as table,
  escapeHtml,
  oneLine,
  typedRows,
  zohoRecordUrl,
  type Email,
} from './email-text.ts';
import { composeNetworkJoinEmail } from './network-emails.ts';
import { composeTalentRequestEmail } from './talent-emails.ts';

export { escapeHtml, oneLine, type Email } from './email-text.ts';

export interface Mailer {
  /**
   * Sends one email; resolves with the provider's id, rejects with a reason. `idempotencyKey`
   * (at most 256 characters): the same key again within a day is the same email, not a second one.
   */
  send(email: Email, options: { idempotencyKey: string }): Promise<{ id?: string }>;
  /**
   * Sends up to 100 emails in one call (no attachments), in order; resolves with the ids of the
   * emails the provider took and the ones it refused (their place in `emails` and its reason),
   * the others sent all the same. `idempotencyKey` covers the batch: the same key again is the
   * same batch. `keys`: each email's own key, in order (the local outbox names its files by them).
   */
  sendBatch?(
    emails: Email[],
    options: { idempotencyKey: string; keys?: string[] },
  ): Promise<BatchResult>;
}

/** What a batch call did: the ids of the emails taken, and each refused email's place and reason. */
export type BatchResult = { ids: string[]; refused?: { index: number; reason: string }[] };

/** A refusal by the email provider: its HTTP status and its error's name (Resend's `name`). */
export class ProviderError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The most emails one batch call takes (Resend's limit). */
export const BATCH_MAX = 100;

/** A candidate's page in Zoho Recruit's web app. */
export function zohoCandidateUrl(settings: MailSettings, candidateId: string): string {
  return zohoRecordUrl(settings, 'Candidates', candidateId);
}

type StoredApplication = Extract<StoredSubmission, { kind: 'application' }>;

/** What a registration's or an application's email says of its resume. */
function resumeLine(
  submission: Extract<StoredSubmission, { kind: 'tech-refugee' | 'application' }>,
): string {
  const resume = submission.data.resume;
  if (resume) return resume.filename;
  if (submission.resumeNotKept)
    return `${submission.resumeNotKept}: not kept (the resume storage ceiling was reached); the applicant was asked to email it`;
  if (submission.resumeHeld)
    return `${submission.resumeHeld}: kept, not attached here (see npm run submissions)`;
  return '(none)';
}

/** A kept resume as the email's attachment. */
function attachmentsOf(resume: Resume | null): Email['attachments'] {
  return resume
    ? [
        {
          filename: resume.filename,
          contentType: resume.contentType,
          size: resume.size,
          base64: resume.base64,
        },
      ]
    : [];
}

/** What the recruiters read about an application: the role, the candidate, the resume, the Zoho hand-off. */
function composeApplicationEmail(submission: StoredApplication, settings: MailSettings): Email {
  const d = submission.data;
  const { role, zoho } = submission;
  const title = role.title ?? d.jobSlug;
  const rows: [string, string][] = [
    ...botCheckRows(submission),
    ['Role', title],
    ['Role page', role.url],
    ...(role.open === false
      ? ([['Role status', 'not an open role any more when the application was sent']] as [
          string,
          string,
        ][])
      : []),
    ...typedRows([
      ['Full name', d.fullName],
      ['Email', d.email],
      ['Phone', d.phone || '(not given)'],
      ['LinkedIn', d.linkedinUrl || '(not given)'],
      ['Note', d.note || '(none)'],
      ['Resume', resumeLine(submission)],
    ]),
    [
      'Zoho Recruit',
      zoho.status === 'done' && zoho.candidateId
        ? zohoCandidateUrl(settings, zoho.candidateId)
        : zoho.status === 'failed'
          ? `not handed over: ${zoho.error ?? 'failed'} (add the candidate by hand)`
          : zoho.status === 'skipped'
            ? `not handed over (${zoho.error ?? 'the opening is not from Zoho Recruit, or Zoho is not configured'})`
            : zoho.error
              ? `waiting: ${zoho.error}`
              : 'the hand-off is still being tried; see npm run submissions',
    ],
    ['Reference', submission.id],
  ];
  return {
    from: settings.from,
    to: settings.recruiting?.length ? settings.recruiting : settings.to,
    replyTo: d.email,
    subject: oneLine(`Job application: ${d.fullName} for ${title}`),
    html: `<h1 style="font-size:18px">New job application from the website</h1>${table(rows)}`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    attachments: attachmentsOf(d.resume),
  };
}

/** The email a stored submission produces (the same on first send and on retry). */
export function composeEmail(submission: StoredSubmission, settings: MailSettings): Email {
  if (submission.kind === 'contact') {
    const d = submission.data;
    const rows: [string, string][] = [
      ...botCheckRows(submission),
      ...typedRows([
        ['Name', d.name],
        ['Email', d.email],
        ['Subject', d.subject],
        ['Message', d.message],
      ]),
      ['Reference', submission.id],
    ];
    return {
      from: settings.from,
      to: settings.to,
      replyTo: d.email,
      subject: oneLine(`Website contact: ${d.subject}`),
      html: `<h1 style="font-size:18px">New message from the website</h1>${table(rows)}`,
      text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      attachments: [],
    };
  }
  if (submission.kind === 'application') return composeApplicationEmail(submission, settings);
  if (submission.kind === 'talent-request') return composeTalentRequestEmail(submission, settings);
  if (submission.kind === 'talent-network') return composeNetworkJoinEmail(submission, settings);
  const d = submission.data;
  const rows: [string, string][] = [
    ...botCheckRows(submission),
    ...typedRows([
      ['Full name', d.fullName],
      ['Email', d.email],
      ['LinkedIn', d.linkedinUrl || '(not given)'],
      ['Most recent employer', d.recentEmployer],
      ['Role / job title', d.role],
      ['Primary skills', d.primarySkills.join(', ')],
      ['Preferred work type', d.preferredWorkType.join(', ')],
      ['Next career goal', d.careerGoal],
      ['Resume', resumeLine(submission)],
    ]),
    ['Reference', submission.id],
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: d.email,
    subject: oneLine(`Tech Refugee registration: ${d.fullName} (${d.role})`),
    html: `<h1 style="font-size:18px">New Tech Refugee Program registration</h1>${table(rows)}`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    attachments: attachmentsOf(d.resume),
  };
}

/**
 * One email for every submission that waited behind the hourly email cap, oldest first (newest
 * last), each as its own email would have said it. `capReachedAt`: the cap was reached since the
 * previous digest, and the digest says so first.
 */
export function composeDigest(
  kindLabel: string,
  submissions: StoredSubmission[],
  {
    settings,
    capReachedAt,
    cap,
    more,
  }: { settings: MailSettings; capReachedAt: Date | null; cap: number; more: number },
): Email {
  const emails = submissions.map((s) => composeEmail(s, settings));
  const attachments: Email['attachments'] = [];
  let bytes = 0;
  const notes: string[] = [];
  for (const email of emails) {
    for (const a of email.attachments) {
      if (bytes + a.size > DIGEST_ATTACHMENT_BYTES) {
        notes.push(`${a.filename} is not attached (the digest is full): see npm run submissions`);
        continue;
      }
      bytes += a.size;
      attachments.push(a);
    }
  }
  const intro = [
    capReachedAt
      ? `The hourly email cap (${cap}) was reached at ${capReachedAt.toISOString().slice(11, 16)} UTC: from then on the submissions below were not emailed one by one.`
      : `These emails waited behind the hourly email cap (${cap}) or one address's share of it.`,
    `${submissions.length} submission${submissions.length === 1 ? '' : 's'} waited, oldest first, newest last.`,
    ...(more > 0 ? [`${more} older ones wait for the next digest.`] : []),
    ...notes,
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: settings.from,
    subject: oneLine(
      `Website digest: ${submissions.length} ${kindLabel} submission${submissions.length === 1 ? '' : 's'} waiting behind the email cap`,
    ),
    text: [
      ...intro,
      ...emails.map((e, i) => `--- ${i + 1}. ${e.subject} (reply to ${e.replyTo})\n${e.text}`),
    ].join('\n\n'),
    html:
      intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      emails
        .map(
          (e, i) =>
            `<hr><h2 style="font-size:16px">${i + 1}. ${escapeHtml(e.subject)}</h2><p>Reply to ${escapeHtml(e.replyTo)}</p>${e.html}`,
        )
        .join(''),
    attachments,
  };
}

/** Resend's fields of an email, the same in a single send and in a batch. */
const fields = (email: Email) => ({
  from: email.from,
  to: email.to,
  reply_to: email.replyTo,
  subject: email.subject,
  html: email.html,
  text: email.text,
  ...(email.headers ? { headers: email.headers } : {}),
});

/**
 * Resend's answer to a batch: `data` (the ids of the emails it sent) and, in permissive
 * validation, `errors` (each refused email's index and message).
 */
function batchResult(body: string): BatchResult {
  let answer: { data?: { id?: unknown }[]; errors?: { index?: unknown; message?: unknown }[] };
  try {
    answer = JSON.parse(body) ?? {};
  } catch {
    return { ids: [] };
  }
  return {
    ids: (answer.data ?? []).map((d) => String(d.id ?? '')),
    refused: (answer.errors ?? [])
      .filter((e) => Number.isInteger(e.index))
      .map((e) => ({ index: Number(e.index), reason: String(e.message ?? 'refused') })),
  };
}

/**
 * Resend's HTTP API (POST {baseUrl}/emails) with its Idempotency-Key header, so a send tried again
 * after a crash or a timeout is delivered once. `timeoutMs` stays well inside the outbox's lease.
 */
export function createResendMailer({
  apiKey,
  baseUrl = 'https://api.resend.com',
  timeoutMs = 15_000,
  fetchImpl = fetch,
}: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Mailer {
  const post = (
    path: string,
    idempotencyKey: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  /** The answer's body when Resend took the request; its refusal as a ProviderError otherwise. */
  const accepted = async (response: Response): Promise<string> => {
    const body = await response.text();
    if (response.ok) return body;
    let code = '';
    try {
      code = String((JSON.parse(body) as { name?: unknown }).name ?? '');
    } catch {
      // Not Resend's JSON: the status says enough.
    }
    throw new ProviderError(
      response.status,
      code,
      `Resend answered ${response.status}: ${body.slice(0, 300)}`,
    );
  };
  return {
    // Permissive validation: Resend sends the valid emails and lists each invalid one (its
    // index and message) under `errors`, where its default (strict) refuses the whole batch.
    async sendBatch(emails, { idempotencyKey }) {
      if (emails.length > BATCH_MAX) throw new Error(`a batch takes at most ${BATCH_MAX} emails`);
      const body = await accepted(
        await post('/emails/batch', idempotencyKey, emails.map(fields), {
          'x-batch-validation': 'permissive',
        }),
      );
      return batchResult(body);
    },
    async send(email, { idempotencyKey }) {
      const body = await accepted(
        await post('/emails', idempotencyKey, {
          ...fields(email),
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            content: a.base64,
            content_type: a.contentType,
          })),
        }),
      );
      try {
        return { id: (JSON.parse(body) as { id?: string }).id };
      } catch {
        return {};
      }
    },
  };
}

/** A mailer that always fails: used when no email transport is configured at all. */
export function createUnconfiguredMailer(reason: string): Mailer {
  return {
    async send() {
      throw new Error(reason);
    },
  };
}
