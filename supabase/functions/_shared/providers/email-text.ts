/**
 * What every email of the functions is made of: its shape, values made safe for HTML and for a
 * subject line, a table of labelled values, the row that says a bot check could not run, and a
 * record's page in Zoho Recruit's web app. Shared by the notification emails (email.ts), the job
 * alerts' (job-alert-emails.ts) and the requests for talent's (talent-emails.ts).
 */
import { SINGLE_LINE_CONTROL } from '../core/rules.ts';
import type { MailSettings } from '../core/settings.ts';
import type { StoredSubmission } from '../core/submission.ts';

export type Email = {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; base64: string }[];
  /** Extra headers (List-Unsubscribe on the job alerts); batch sends carry them too. */
  headers?: Record<string, string>;
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header-safe single line (subjects): no line breaks, bounded, cut by code point (never inside a pair). */
export function oneLine(value: string, max = 150): string {
  // The characters a one-line field refuses (controls, line separators, bidi formatting,
  // invisible ones): a subject shows what was sent, in order.
  return Array.from(value.replace(new RegExp(`${SINGLE_LINE_CONTROL.source}+`, 'gu'), ' '))
    .slice(0, max)
    .join('');
}

/** Labelled values as an HTML table, each value as typed (line breaks kept). */
export function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** A record's page in Zoho Recruit's web app (ZOHO_RECRUIT_WEB_URL, default https://recruit.zoho.com/recruit). */
export function zohoRecordUrl(
  settings: MailSettings,
  module: 'Candidates' | 'Clients' | 'Contacts' | 'JobOpenings',
  id: string,
): string {
  const base = (settings.zohoWebUrl || 'https://recruit.zoho.com/recruit').replace(/\/+$/, '');
  return `${base}/EntityInfo.do?module=${module}&id=${encodeURIComponent(id)}`;
}

/** What staff read first of a submission whose bot check could not run: judge it yourself. */
export function botCheckRows(submission: StoredSubmission): [string, string][] {
  return submission.botCheck === 'not-run'
    ? [
        [
          'Bot check',
          'could not run (Turnstile could not judge this submission in time): delivered to you unjudged, and nothing was sent to the typed address or handed to Zoho Recruit',
        ],
      ]
    : [];
}

/** The row that opens what a visitor typed, in the recruiters' and the operator's emails. */
export const TYPED_MARK: [string, string] = [
  'Typed on the website',
  'unverified: the fields below are as the sender typed them; the name, the company and the email address may not be theirs',
];

/** What a visitor typed, under the row that says so. */
export function typedRows(rows: [string, string][]): [string, string][] {
  return [TYPED_MARK, ...rows];
}
