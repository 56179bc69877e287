/**
 * An email to the operator (MAIL_TO) from the functions themselves: a report of parked messages,
 * a ceiling reached. One line a paragraph, the subject on one line.
 */
import { mailSettingsFromEnv, type Env } from '../core/settings.ts';
import { escapeHtml, oneLine, type Email } from '../providers/email.ts';

export function operatorEmail(env: Env, subject: string, lines: string[]): Email {
  const settings = mailSettingsFromEnv(env);
  return {
    from: settings.from,
    to: settings.to,
    replyTo: settings.from,
    subject: oneLine(subject),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [],
  };
}
