/**
 * The job alerts' emails in words: the confirmation, the "already subscribed" notice and the alert,
 * each in text and HTML, every value escaped. The links come signed from the sender
 * (features/job-alerts-send.ts). The confirmation and the notice may reach anyone whose address a
 * stranger typed, so they carry nothing a visitor typed: no criteria; the site shows those once
 * the link is used.
 */
import { describeCriteria, PENDING_HOURS } from '../core/job-alert-rules.ts';
import type { MailSettings } from '../core/settings.ts';
import { escapeHtml, oneLine, type Email } from './email.ts';
import type { AlertEmailRow } from '../store/store-alerts-types.ts';

/** The links of a confirmed subscriber's emails. */
export type SubscriberLinks = {
  jobs: string;
  manage: string;
  unsubscribe: string;
  oneClick: string;
};

const SIGNATURE = 'Cascadia Tech Staffing';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function envelope(to: string, settings: MailSettings) {
  return {
    from: settings.from,
    to: [to],
    replyTo: settings.to[0] ?? settings.from,
    attachments: [],
  };
}

/** RFC 8058: a mail app's own Unsubscribe button posts the one-click link. */
function unsubscribeHeaders(links: SubscriberLinks) {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(links: SubscriberLinks) {
  return {
    text: [
      `Change what you are alerted about: ${links.manage}`,
      `Unsubscribe: ${links.unsubscribe}`,
    ],
    html:
      `<p>${link(links.manage, 'Change what you are alerted about')} · ` +
      `${link(links.unsubscribe, 'Unsubscribe')}</p>`,
  };
}

/** The double opt-in's email: the address and the link, nothing the visitor typed. */
export function composeConfirmation(to: string, confirm: string, settings: MailSettings): Email {
  const intro = [
    'Hello,',
    'Someone, probably you, asked for email alerts about new roles at Cascadia Tech Staffing to be sent to this address.',
  ];
  const outro = [
    'Once you confirm, the page shows which roles you will hear about, and every alert links to a page where you can change them.',
    `The link works for ${PENDING_HOURS} hours. If you did not ask for these alerts, ignore this email: nothing is sent to this address unless the link is used, and the request is erased after ${PENDING_HOURS} hours.`,
    SIGNATURE,
  ];
  return {
    ...envelope(to, settings),
    subject: 'Confirm your job alerts',
    text: [...intro, `To start the alerts, confirm here:\n${confirm}`, ...outro].join('\n\n'),
    html:
      paragraphs(intro) + `<p>${link(confirm, 'Confirm my job alerts')}</p>` + paragraphs(outro),
  };
}

/** What a confirmed address gets when someone subscribes it again: its links, nothing typed. */
export function composeAlreadySubscribed(
  to: string,
  links: SubscriberLinks,
  settings: MailSettings,
): Email {
  const lines = [
    'Hello,',
    'Someone, probably you, asked to subscribe this address to job alerts from Cascadia Tech Staffing. It is already subscribed; nothing was changed.',
    'To see or change which roles you hear about, or to stop the alerts, use the links below.',
    SIGNATURE,
  ];
  const { text, html } = footer(links);
  return {
    ...envelope(to, settings),
    subject: 'You are already subscribed to job alerts',
    headers: unsubscribeHeaders(links),
    text: [...lines, ...text].join('\n\n'),
    html: paragraphs(lines) + html,
  };
}

/** An alert: the new roles that match, each with its place, pay and page. */
export function composeAlert(
  row: AlertEmailRow,
  links: SubscriberLinks,
  settings: MailSettings,
): Email {
  const count = row.roles.length;
  const subject = oneLine(
    count === 1 ? `New role: ${row.roles[0]!.title}` : `${count} new roles matching your job alert`,
  );
  const intro = `${count === 1 ? 'A new role matches' : `${count} new roles match`} your job alert (${describeCriteria(row.criteria)}).`;
  const roleText = row.roles
    .map((r, i) => `${i + 1}. ${r.title}\n   ${r.place} · ${r.pay}\n   ${r.url}`)
    .join('\n\n');
  const roleHtml = row.roles
    .map(
      (r) =>
        `<li style="margin-bottom:12px">${link(r.url, r.title)}<br>${escapeHtml(r.place)} · ${escapeHtml(r.pay)}</li>`,
    )
    .join('');
  const outro = `You receive this because you confirmed job alerts at this address. At most one alert a day.`;
  const { text, html } = footer(links);
  return {
    ...envelope(row.email, settings),
    subject,
    headers: unsubscribeHeaders(links),
    text: [
      'Hello,',
      intro,
      roleText,
      `Every open role: ${links.jobs}`,
      ...text,
      outro,
      SIGNATURE,
    ].join('\n\n'),
    html:
      paragraphs(['Hello,', intro]) +
      `<ul style="padding-left:18px">${roleHtml}</ul>` +
      `<p>${link(links.jobs, 'See every open role')}</p>` +
      html +
      paragraphs([outro, SIGNATURE]),
  };
}
