/**
 * A hiring manager's request for talent in words: the recruiters' email (the request as typed and
 * its records in Zoho Recruit, or why it is not there) and the requester's confirmation (who
 * calls them and when, and a copy of what they sent). Text and HTML, every value escaped.
 */
import type { MailSettings } from '../core/settings.ts';
import type { StoredSubmission } from '../core/submission.ts';
import { ENGAGEMENT_LABELS, WORKPLACE_LABELS } from '../core/talent-request.ts';
import {
  botCheckRows,
  detailsTable,
  escapeHtml,
  oneLine,
  zohoRecordUrl,
  type Email,
} from './email-text.ts';

type StoredTalentRequest = Extract<StoredSubmission, { kind: 'talent-request' }>;

/**
 * Who calls a hiring manager, when, and what follows: the promise the page's success panel makes
 * (content/hire.ts, `hireForm.success`), repeated in the confirmation.
 */
export const TALENT_CALL = {
  who: 'A senior recruiter who hires for this kind of role',
  when: 'within one business day',
  after: 'the first candidates follow within 48–72 hours of that call',
} as const;

/** "2 × Senior Data Engineer": how many of which role. */
const roleCount = ({ headcount, roleTitle }: StoredTalentRequest['data']) =>
  `${headcount} × ${roleTitle}`;

/** The request's fields, as typed, labelled. */
function requestRows(d: StoredTalentRequest['data']): [string, string][] {
  return [
    ['Role', d.roleTitle],
    ['How many people', String(d.headcount)],
    ['Engagement', ENGAGEMENT_LABELS[d.engagement]],
    ['Where', `${WORKPLACE_LABELS[d.workplace]}: ${d.location}`],
    ['Skills', d.skills],
    ['The work', d.description],
    ['Preferred start', d.startDate || '(not given)'],
    ['Budget or rate', d.budget || '(not given)'],
    ...(d.profile
      ? ([['Asked about talent profile', `${d.profile} (on /talent)`]] as [string, string][])
      : []),
  ];
}

/** What the recruiters read of the hand-off: the records' links, or why there are none. */
function zohoRows({ zoho }: StoredTalentRequest, settings: MailSettings): [string, string][] {
  if (zoho.status === 'done' && zoho.openingId && zoho.clientId && zoho.contactId)
    return [
      ['Zoho Recruit opening', zohoRecordUrl(settings, 'JobOpenings', zoho.openingId)],
      ['Zoho Recruit client', zohoRecordUrl(settings, 'Clients', zoho.clientId)],
      [
        'Zoho Recruit contact',
        `${zohoRecordUrl(settings, 'Contacts', zoho.contactId)}${
          zoho.existingContact
            ? ' (already in Zoho Recruit: its name and phone were left as they were; what was typed is above and in the opening)'
            : ''
        }`,
      ],
    ];
  const why =
    zoho.status === 'failed'
      ? `not handed over: ${zoho.error ?? 'failed'} (add the client, the contact and the opening by hand)`
      : zoho.status === 'skipped'
        ? 'not handed over: Zoho Recruit is not configured here (add the request by hand)'
        : 'the hand-off is still being tried; see npm run submissions';
  return [['Zoho Recruit', why]];
}

/** The recruiters' email: the request as typed, and its records in Zoho Recruit. */
export function composeTalentRequestEmail(
  submission: StoredTalentRequest,
  settings: MailSettings,
): Email {
  const d = submission.data;
  const rows: [string, string][] = [
    ...botCheckRows(submission),
    ['Company', d.company],
    ['Name', d.fullName],
    ['Email', d.email],
    ['Phone', d.phone || '(not given)'],
    ...requestRows(d),
    ...zohoRows(submission, settings),
    ['Reference', submission.id],
  ];
  return {
    from: settings.from,
    to: settings.recruiting?.length ? settings.recruiting : settings.to,
    replyTo: d.email,
    subject: oneLine(`Request for talent: ${roleCount(d)} for ${d.company}`),
    html: `<h1 style="font-size:18px">New request for talent from the website</h1>${detailsTable(rows)}`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    attachments: [],
  };
}

/** The requester's confirmation: who calls and when, and a copy of the request. */
export function composeTalentConfirmation(
  submission: StoredTalentRequest,
  settings: MailSettings,
): Email {
  const d = submission.data;
  const next = d.phone
    ? `What happens next: ${TALENT_CALL.who} will call you at ${d.phone} ${TALENT_CALL.when} to talk through the role, and ${TALENT_CALL.after}.`
    : `What happens next: ${TALENT_CALL.who} will email you ${TALENT_CALL.when} to set up a short call about the role, and ${TALENT_CALL.after}.`;
  const before = [
    `Hello ${d.fullName},`,
    `Thank you: we have your request for ${roleCount(d)} at ${d.company}.`,
    next,
    'Your request as we received it:',
  ];
  const after = [
    'If anything changes, or if you did not send this request, reply to this email.',
    'Cascadia Tech Staffing',
  ];
  const rows = requestRows(d);
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return {
    from: settings.from,
    to: [d.email],
    replyTo: (settings.recruiting?.length ? settings.recruiting : settings.to)[0] ?? settings.from,
    subject: oneLine(`Your request for ${roleCount(d)}`),
    text: [...before, rows.map(([label, value]) => `${label}: ${value}`).join('\n'), ...after].join(
      '\n\n',
    ),
    html: `${paragraphs(before)}${detailsTable(rows)}${paragraphs(after)}`,
    attachments: [],
  };
}
