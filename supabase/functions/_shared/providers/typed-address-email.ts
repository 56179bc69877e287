/**
 * The one way to write to an address a visitor typed: the requester's confirmation, the
 * applicant's, the talent network's acknowledgement, and the job alerts' confirmation, "already subscribed" notice and alert. A typed
 * address proves nothing, so what goes to it carries only the firm's words and links the
 * functions made; its types accept nothing else:
 * - `FirmText`: words written in this code, through the `firm` template tag (its values are
 *   themselves firm text, made links or numbers), or a role as the site publishes it;
 * - `MadeLink`: the site's or the functions' own address (settings), a path written in code and
 *   a token the functions signed (core/alert-tokens.ts).
 * A string from a submission is neither, so it does not type-check here. The recruiters' and the
 * operator's emails (email.ts, talent-emails.ts) carry what was typed, marked typed and
 * unverified; those go to the firm's own addresses.
 */
import { publicFunctionsUrl } from '../core/alert-settings.ts';
import type { SignedToken } from '../core/alert-tokens.ts';
import { ALERT_PAGES, JOB_ALERTS_FUNCTION, PENDING_HOURS } from '../core/job-alert-rules.ts';
import { siteUrl, type Env, type MailSettings } from '../core/settings.ts';
import type { AppliedRole } from '../core/submission.ts';
import type { AlertRoleSnapshot } from '../store/store-alerts-types.ts';
import { escapeHtml, oneLine, type Email } from './email-text.ts';

declare const firmBrand: unique symbol;
declare const linkBrand: unique symbol;
/** Words of the firm: written in this code, or published by the firm on its site. */
export type FirmText = string & { readonly [firmBrand]: true };
/** A link the functions made: their own address, a path in code, a signed token. */
export type MadeLink = string & { readonly [linkBrand]: true };

/** Words written in code: `firm\`Thank you\``. Its values may only be firm text, made links or numbers. */
export function firm(
  strings: TemplateStringsArray,
  ...values: (FirmText | MadeLink | number)[]
): FirmText {
  return strings.reduce((out, part, i) => `${out}${String(values[i - 1])}${part}`) as FirmText;
}

/** A page of the site (SITE_URL), with a token the functions signed. */
export function siteLink(
  env: Env,
  path: '/jobs' | (typeof ALERT_PAGES)[keyof typeof ALERT_PAGES],
  token?: SignedToken,
): MadeLink {
  return `${siteUrl(env)}${path}${token ? `?token=${token}` : ''}` as MadeLink;
}

/** The job alerts' one-click unsubscribe on the functions' own address (RFC 8058). */
export function oneClickLink(env: Env, token: SignedToken): MadeLink {
  return `${publicFunctionsUrl(env)}/${JOB_ALERTS_FUNCTION}/unsubscribe?token=${token}` as MadeLink;
}

/** A role as the site publishes it (its /jobs/open-roles.json, the firm's own openings). */
export type PublishedRole = { title: FirmText; url: MadeLink; place?: FirmText; pay?: FirmText };

/** A role an alert lists: the snapshot the run took of the site's open roles. */
export function publishedRole(role: AlertRoleSnapshot): PublishedRole {
  return role as unknown as PublishedRole;
}

/**
 * The role an application is for, when the site publishes it: its title and page from the
 * site's open roles. A role the site does not list (closed, or a slug no role has) is not named:
 * its slug is what the visitor's browser sent.
 */
export function appliedRole(role: AppliedRole): PublishedRole | null {
  return role.open === true && role.title
    ? ({ title: role.title, url: role.url } as unknown as PublishedRole)
    : null;
}

/** One paragraph, a link, or a list of roles. */
type Part = FirmText | { href: MadeLink; label: FirmText } | { roles: PublishedRole[] };

type TypedAddressEmail = {
  subject: FirmText;
  parts: Part[];
  /** Where a reply goes: the recruiters (RECRUITING_EMAIL, else MAIL_TO) or the firm (MAIL_TO). */
  replyTo: 'recruiters' | 'firm';
  /** The one-click unsubscribe the mail app offers (List-Unsubscribe). */
  oneClick?: MadeLink;
};

const SIGNATURE = firm`Cascadia Tech Staffing`;

const roleText = (r: PublishedRole) =>
  [r.title, [r.place, r.pay].filter(Boolean).join(' · '), r.url].filter(Boolean).join('\n   ');

function textOf(part: Part): string {
  if (typeof part === 'string') return part;
  if ('href' in part) return `${part.label}: ${part.href}`;
  return part.roles.map((r, i) => `${i + 1}. ${roleText(r)}`).join('\n\n');
}

function htmlOf(part: Part): string {
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('href' in part) return `<p>${a(part.href, part.label)}</p>`;
  const items = part.roles.map((r) => {
    const detail = [r.place, r.pay].filter(Boolean).join(' · ');
    return `<li style="margin-bottom:12px">${a(r.url, r.title)}${detail ? `<br>${escapeHtml(detail)}` : ''}</li>`;
  });
  return `<ul style="padding-left:18px">${items.join('')}</ul>`;
}

/** The email to `recipient` (the typed address, in the envelope only). */
function compose(recipient: string, mail: TypedAddressEmail, settings: MailSettings): Email {
  const recruiters = settings.recruiting?.length ? settings.recruiting : settings.to;
  return {
    from: settings.from,
    to: [recipient],
    replyTo: (mail.replyTo === 'recruiters' ? recruiters : settings.to)[0] ?? settings.from,
    subject: oneLine(mail.subject),
    text: mail.parts.map(textOf).join('\n\n'),
    html: mail.parts.map(htmlOf).join(''),
    attachments: [],
    ...(mail.oneClick
      ? {
          headers: {
            'List-Unsubscribe': `<${mail.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

/**
 * Who contacts a hiring manager, when, and what follows: the promise the page's success panel
 * makes (content/hire.ts, `hireForm.success`), repeated in the confirmation.
 */
export const TALENT_CALL = {
  who: firm`A senior recruiter who hires for this kind of role`,
  when: firm`within one business day`,
  after: firm`the first candidates follow within 48–72 hours of that call`,
} as const;

/** The requester's confirmation: who contacts them and when; nothing of what was typed. */
export function composeTalentConfirmation(recipient: string, settings: MailSettings): Email {
  return compose(
    recipient,
    {
      subject: firm`Your request for talent`,
      replyTo: 'recruiters',
      parts: [
        firm`Hello,`,
        firm`Thank you: we have your request for talent.`,
        firm`What happens next: ${TALENT_CALL.who} will call or email you ${TALENT_CALL.when}, at the phone number or the address in your request, to talk through the role, and ${TALENT_CALL.after}.`,
        firm`If anything changes, or if you did not send this request, reply to this email.`,
        SIGNATURE,
      ],
    },
    settings,
  );
}

/** The applicant's confirmation: the role when the site publishes it, and what happens next. */
export function composeApplicantConfirmation(
  recipient: string,
  { role, open, withResume }: { role: PublishedRole | null; open: boolean; withResume: boolean },
  settings: MailSettings,
): Email {
  const received = withResume ? firm`your application and your resume` : firm`your application`;
  return compose(
    recipient,
    {
      subject: role ? firm`Your application for ${role.title}` : firm`Your application`,
      replyTo: 'recruiters',
      parts: [
        firm`Hello,`,
        role
          ? firm`Thank you for applying for ${role.title} (${role.url}). We have ${received}.`
          : firm`Thank you for applying to Cascadia Tech Staffing. We have ${received}.`,
        ...(open
          ? []
          : [
              firm`The role was no longer open when you applied; we have kept your application and will consider you for similar roles.`,
            ]),
        firm`What happens next: a recruiter reviews your application and contacts you if your experience fits the role.`,
        firm`If you have a question, or if you did not apply, reply to this email.`,
        SIGNATURE,
      ],
    },
    settings,
  );
}

/** The talent network's acknowledgement: the firm's fixed words, nothing the person typed. */
export const NETWORK_ACKNOWLEDGEMENT = {
  subject: firm`You joined the Cascadia Tech Staffing talent network`,
  parts: [
    firm`Hello,`,
    firm`Thank you for joining the Cascadia Tech Staffing talent network. We have your details and your resume.`,
    firm`What happens next: our recruiters place people from the network far more often than they post roles. When a role fits what you told us, a recruiter contacts you before it is advertised.`,
    firm`If you asked for job alerts, a separate email asks you to confirm them; nothing is sent until you do.`,
    firm`If you did not join, or want us to delete your details, reply to this email.`,
    SIGNATURE,
  ],
} as const;

/** The acknowledgement of a join of the talent network, to the address the person typed. */
export function composeNetworkAcknowledgement(recipient: string, settings: MailSettings): Email {
  return compose(
    recipient,
    {
      subject: NETWORK_ACKNOWLEDGEMENT.subject,
      replyTo: 'recruiters',
      parts: [...NETWORK_ACKNOWLEDGEMENT.parts],
    },
    settings,
  );
}

/** The links of a confirmed subscriber's emails. */
export type SubscriberLinks = {
  jobs: MadeLink;
  manage: MadeLink;
  unsubscribe: MadeLink;
  oneClick: MadeLink;
};

const footer = (links: SubscriberLinks): Part[] => [
  { href: links.manage, label: firm`Change what you are alerted about` },
  { href: links.unsubscribe, label: firm`Unsubscribe` },
];

/** The job alerts' double opt-in: the link, nothing the visitor typed. */
export function composeAlertConfirmation(
  recipient: string,
  confirm: MadeLink,
  settings: MailSettings,
): Email {
  return compose(
    recipient,
    {
      subject: firm`Confirm your job alerts`,
      replyTo: 'firm',
      parts: [
        firm`Hello,`,
        firm`Someone, probably you, asked for email alerts about new roles at Cascadia Tech Staffing to be sent to this address.`,
        { href: confirm, label: firm`To start the alerts, confirm here` },
        firm`Once you confirm, the page shows which roles you will hear about, and every alert links to a page where you can change them.`,
        firm`The link works for ${PENDING_HOURS} hours. If you did not ask for these alerts, ignore this email: nothing is sent to this address unless the link is used, and the request is erased after ${PENDING_HOURS} hours.`,
        SIGNATURE,
      ],
    },
    settings,
  );
}

/** What a confirmed address gets when someone subscribes it again: its links, nothing typed. */
export function composeAlreadySubscribed(
  recipient: string,
  links: SubscriberLinks,
  settings: MailSettings,
): Email {
  return compose(
    recipient,
    {
      subject: firm`You are already subscribed to job alerts`,
      replyTo: 'firm',
      oneClick: links.oneClick,
      parts: [
        firm`Hello,`,
        firm`Someone, probably you, asked to subscribe this address to job alerts from Cascadia Tech Staffing. It is already subscribed; nothing was changed.`,
        firm`To see or change which roles you hear about, or to stop the alerts, use the links below.`,
        SIGNATURE,
        ...footer(links),
      ],
    },
    settings,
  );
}

/** An alert: the new published roles that match, each with its place, pay and page. */
export function composeAlert(
  recipient: string,
  roles: PublishedRole[],
  links: SubscriberLinks,
  settings: MailSettings,
): Email {
  const one = roles.length === 1 ? roles[0]! : null;
  return compose(
    recipient,
    {
      subject: one
        ? firm`New role: ${one.title}`
        : firm`${roles.length} new roles matching your job alert`,
      replyTo: 'firm',
      oneClick: links.oneClick,
      parts: [
        firm`Hello,`,
        one
          ? firm`A new role matches your job alert.`
          : firm`${roles.length} new roles match your job alert.`,
        { roles },
        { href: links.jobs, label: firm`Every open role` },
        ...footer(links),
        firm`You receive this because you confirmed job alerts at this address. At most one alert a day.`,
        SIGNATURE,
      ],
    },
    settings,
  );
}
