/**
 * A join of the talent network in words for the recruiters: what was typed, marked typed and
 * unverified, the resume attached, the candidate in Zoho Recruit or why it is not there. The
 * person's acknowledgement goes to a typed address, so typed-address-email.ts composes it.
 */
import type { MailSettings } from '../core/settings.ts';
import type { StoredSubmission } from '../core/submission.ts';
import { botCheckRows, detailsTable, oneLine, zohoRecordUrl, type Email } from './email-text.ts';
import { networkRows } from './zoho-network.ts';

type StoredJoin = Extract<StoredSubmission, { kind: 'talent-network' }>;

/** What the recruiters read of the hand-off: the candidate's link, or why there is none. */
function zohoRow({ zoho }: StoredJoin, settings: MailSettings): [string, string] {
  if (zoho.status === 'done' && zoho.candidateId)
    return [
      'Zoho Recruit',
      `${zohoRecordUrl(settings, 'Candidates', zoho.candidateId)}${
        zoho.existing
          ? ' (already in Zoho Recruit: left as it was, what was typed is on a note, the resume only here)'
          : ' (new candidate, source Talent network, resume attached)'
      }`,
    ];
  const why =
    zoho.status === 'failed'
      ? `not handed over: ${zoho.error ?? 'failed'} (add the candidate by hand)`
      : zoho.status === 'skipped'
        ? 'not handed over: Zoho Recruit is not configured here (add the candidate by hand)'
        : 'the hand-off is still being tried; see npm run submissions';
  return ['Zoho Recruit', why];
}

/** What the email says of the resume. */
function resumeLine(submission: StoredJoin): string {
  const resume = submission.data.resume;
  if (resume) return resume.filename;
  if (submission.resumeNotKept)
    return `${submission.resumeNotKept}: not kept (the resume storage ceiling was reached)`;
  if (submission.resumeHeld)
    return `${submission.resumeHeld}: kept, not attached here (see npm run submissions)`;
  return '(none)';
}

/** The recruiters' email: what was typed (unverified), the resume, the candidate in Zoho Recruit. */
export function composeNetworkJoinEmail(submission: StoredJoin, settings: MailSettings): Email {
  const d = submission.data;
  const rows: [string, string][] = [
    ...botCheckRows(submission),
    ['Typed by the person', 'unverified: the email address was not confirmed'],
    ['Full name', d.fullName],
    ['Email', d.email],
    ['Phone', d.phone || '(not given)'],
    ['LinkedIn', d.linkedinUrl || '(not given)'],
    ...networkRows(d),
    ['Resume', resumeLine(submission)],
    zohoRow(submission, settings),
    ['Reference', submission.id],
  ];
  return {
    from: settings.from,
    to: settings.recruiting?.length ? settings.recruiting : settings.to,
    replyTo: d.email,
    subject: oneLine(`Talent network: ${d.fullName} (${d.role}), typed, unverified`),
    html: `<h1 style="font-size:18px">New talent network join from the website</h1>${detailsTable(rows)}`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    attachments: d.resume
      ? [
          {
            filename: d.resume.filename,
            contentType: d.resume.contentType,
            size: d.resume.size,
            base64: d.resume.base64,
          },
        ]
      : [],
  };
}
