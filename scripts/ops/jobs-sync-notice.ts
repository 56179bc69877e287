/**
 * The recruiters' email about the openings `npm run jobs:sync` refuses. A refused opening stays on
 * the careers provider's pages and widget while the site leaves it out, so the recruiters are told
 * each one — its Zoho record, what to fix and the law that asks for it — to fix it at its source.
 *
 * One email per run that changed the list, not one per run: the list's fingerprint (its records,
 * titles and reasons) is kept in a small state file (JOBS_SYNC_STATE, default
 * .data/jobs-sync-refused.json), written only after the email was accepted, so a failed send is
 * tried again on the next run. A list that empties is a change too: the recruiters learn their
 * fixes were published. No state file (a first run, a lost cache) reads as an empty list.
 * The email goes to RECRUITING_EMAIL (else MAIL_TO) through Resend with an idempotency key
 * (RESEND_API_KEY), or, without a key, into the local outbox folder (.outbox/ or
 * LOCAL_OUTBOX_DIR) like every local email.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailSettingsFromEnv, type Env } from '../../supabase/functions/_shared/core/settings.ts';
import {
  createResendMailer,
  escapeHtml,
  oneLine,
  type Email,
  type Mailer,
} from '../../supabase/functions/_shared/providers/email.ts';
import { zohoRecordUrl } from '../../supabase/functions/_shared/providers/email-text.ts';

/** What the email says of one refused opening (jobs-sync.ts's RefusedOpening). */
export type Refused = {
  id: string;
  title: string;
  reasons: string[];
  fields: string[];
  laws: string[];
};

export type NoticeSettings = { statePath: string; mailer: Mailer; env: Env };

type State = { fingerprint: string; refused: { id: string; title: string }[]; mailedAt: string };

/** The same list in any order gives the same fingerprint; a changed reason gives another. */
export function fingerprintOf(refused: Refused[]): string {
  const list = [...refused]
    .sort((a, b) => (a.id === b.id ? a.title.localeCompare(b.title) : a.id < b.id ? -1 : 1))
    .map(({ id, title, reasons }) => [id, title, [...reasons].sort()]);
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}

/** The run's lines about one refused opening: what it is, what to fix, the law asking. */
export function refusalLine(r: Refused): string {
  const law = r.laws.length ? `; the law: ${r.laws.join('; ')}` : '';
  return `not published: "${r.title}" (Zoho ${r.id}): fix ${r.fields.join(', ')}: ${r.reasons.join('; ')}${law}`;
}

export function composeRefusalEmail(env: Env, refused: Refused[]): Email {
  const settings = mailSettingsFromEnv(env);
  const paragraphs = refused.length
    ? [
        `The website does not publish ${refused.length === 1 ? 'this opening' : `these ${refused.length} openings`} from Zoho Recruit, which ${refused.length === 1 ? 'is' : 'are'} still on the careers site and its widget. Fix each in Zoho Recruit; the next sync publishes it.`,
        ...refused.map((r) =>
          [
            `${r.title} (Zoho record ${r.id}): ${zohoRecordUrl(settings, 'JobOpenings', r.id)}`,
            `Fix: ${r.fields.join(', ')}`,
            `Why: ${r.reasons.join('; ')}`,
            ...(r.laws.length ? [`The law: ${r.laws.join('; ')}`] : []),
          ].join('\n'),
        ),
      ]
    : [
        'Every opening published in Zoho Recruit is on the website again: the openings refused before were fixed or closed.',
      ];
  return {
    from: settings.from,
    to: settings.recruiting?.length ? settings.recruiting : settings.to,
    replyTo: settings.from,
    subject: oneLine(
      refused.length
        ? `Openings not on the website: ${refused.length} to fix in Zoho Recruit`
        : 'Every published opening is on the website again',
    ),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`).join(''),
    attachments: [],
  };
}

function readState(file: string): State | null {
  if (!existsSync(file)) return null;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as State;
    return typeof state.fingerprint === 'string' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Mails the recruiters when the refused list differs from the last one mailed; 'unchanged' when
 * it does not. Rejects when the email was not accepted (the state is then left as it was).
 */
export async function notifyRecruiters(
  refused: Refused[],
  { statePath, mailer, env }: NoticeSettings,
  now = new Date(),
): Promise<'mailed' | 'unchanged'> {
  const fingerprint = fingerprintOf(refused);
  const previous = readState(statePath)?.fingerprint ?? fingerprintOf([]);
  if (fingerprint === previous) return 'unchanged';
  // One key per change and day: a retry after a crash is the same email, a later change another.
  const key = `jobs-sync-refused-${now.toISOString().slice(0, 10)}-${previous.slice(0, 16)}-${fingerprint.slice(0, 16)}`;
  await mailer.send(composeRefusalEmail(env, refused), { idempotencyKey: key });
  mkdirSync(path.dirname(statePath), { recursive: true });
  const state: State = {
    fingerprint,
    refused: refused.map(({ id, title }) => ({ id, title })),
    mailedAt: now.toISOString(),
  };
  writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
  return 'mailed';
}

/** The state file and mailer of the environment: Resend with RESEND_API_KEY, else the local outbox. */
export async function noticeFromEnv(env: Env): Promise<NoticeSettings> {
  const root = process.cwd();
  const mailer = env.RESEND_API_KEY
    ? createResendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL || undefined })
    : (await import('../local/local-functions')).createOutboxMailer(
        path.resolve(root, env.LOCAL_OUTBOX_DIR || '.outbox'),
      );
  return {
    statePath: path.resolve(root, env.JOBS_SYNC_STATE || '.data/jobs-sync-refused.json'),
    mailer,
    env,
  };
}
