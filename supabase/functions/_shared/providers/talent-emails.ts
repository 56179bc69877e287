/**
 * A hiring manager's request for talent in the recruiters' words: the request as typed, marked
 * typed and unverified, and its records in Zoho Recruit, or why it is not there. Text and HTML,
 * every value escaped. The requester's confirmation carries none of it
 * (typed-address-email.ts).
 */
import type { MailSettings } from '../core/settings.ts';
import type { StoredSubmission } from '../core/submission.ts';
import { talentLinkText } from '../core/talent-link.ts';
import { ENGAGEMENT_LABELS, WORKPLACE_LABELS } from '../core/talent-request.ts';
import {
  botCheckRows,
  detailsTable,
  oneLine,
  typedRows,
  zohoRecordUrl,
  type Email,
} from './email-text.ts';

type StoredTalentRequest = Extract<StoredSubmission, { kind: 'talent-request' }>;

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

/**
 * What the recruiters read of the hand-off: the records' links and what linked them to the
 * request (a typed address, never verified), or why there are none.
 */
function zohoRows({ zoho, data }: StoredTalentRequest, settings: MailSettings): [string, string][] {
  if (zoho.status === 'done' && zoho.openingId && zoho.clientId && zoho.contactId)
    return [
      ...(zoho.link
        ? [['Zoho Recruit link', talentLinkText(zoho.link, data.email)] as [string, string]]
        : []),
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
        ? `not handed over: ${zoho.error ?? 'Zoho Recruit is not configured here'} (add the request by hand)`
        : zoho.error
          ? `waiting: ${zoho.error}`
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
    ...typedRows([
      ['Company', d.company],
      ['Name', d.fullName],
      ['Email', d.email],
      ['Phone', d.phone || '(not given)'],
      ...requestRows(d),
    ]),
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
