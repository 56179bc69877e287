/**
 * The operator's email (outbox/operator-email.ts, to MAIL_TO) when a ceiling of the forms' tasks
 * is first met in its period, recorded in function_alerts as the job alerts' hourly valve is
 * (features/alert-pass.ts): the hourly ceiling on emails to typed addresses, once a clock hour;
 * the daily ceiling on hand-offs to Zoho Recruit, once a UTC day. An email that could not be sent
 * frees its period for the next breach.
 */
import { consoleLogger, typedMailFromEnv, zohoHandoffsDaily, type Env } from '../core/settings.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import { hourStart } from '../outbox/deliver.ts';
import { operatorEmail } from '../outbox/operator-email.ts';

export function dayStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return start;
}

/** The operator's emails, by the period they are sent once in. */
export const CEILING_NOTICES = {
  hour: {
    topic: 'typed-address-emails-hourly',
    start: hourStart,
    subject: 'Website alert: the hourly ceiling on emails to typed addresses was reached',
    lines: (env: Env) => [
      `The forms' confirmations reached TYPED_EMAIL_HOURLY_MAX (${typedMailFromEnv(env).hourly}) in the last hour: until the hour's first ones age out, requesters and applicants get no confirmation (each is recorded; the recruiters still get every submission).`,
      'Many networks at once is either real interest (raise the ceiling) or a flood through the forms: `npm run submissions` lists them.',
    ],
  },
  day: {
    topic: 'zoho-handoffs-daily',
    start: dayStart,
    subject: "Website alert: today's hand-offs to Zoho Recruit reached their ceiling",
    lines: (env: Env) => [
      `Applications and requests for talent handed to Zoho Recruit today reached ZOHO_HANDOFFS_DAILY_MAX (${zohoHandoffsDaily(env)}).`,
      'The rest are stored and wait: they are handed over after midnight UTC, and the recruiters are mailed each one meanwhile. The ceiling keeps room in the Zoho API allowance for jobs:sync (docs/jobs.md).',
    ],
  },
} as const;

/** Tells the operator, the first time in the period, that a ceiling was met. Never throws. */
export async function tellOperatorOnce(
  { store, mailer, env, log = consoleLogger }: Omit<OutboxDeps, 'turnstile'>,
  now: Date,
  period: keyof typeof CEILING_NOTICES,
): Promise<void> {
  const notice = CEILING_NOTICES[period];
  const start = notice.start(now);
  try {
    if (!(await store.recordAlert('outbox', notice.topic, start, now))) return;
  } catch (error) {
    log.error('could not record a ceiling notice', { topic: notice.topic, reason: String(error) });
    return;
  }
  try {
    await mailer.send(operatorEmail(env, notice.subject, notice.lines(env)), {
      idempotencyKey: `forms/alert/${notice.topic}/${start.toISOString()}`,
    });
    log.error('a ceiling of the forms was reached; the operator is emailed', {
      topic: notice.topic,
    });
  } catch (error) {
    await store.forgetAlert('outbox', notice.topic, start).catch(() => undefined);
    log.error('the ceiling notice could not be sent; the next breach tries again', {
      topic: notice.topic,
      reason: String(error),
    });
  }
}
