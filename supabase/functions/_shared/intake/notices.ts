/**
 * What the form pipeline tells the operator and the sender when a limit is reached: one alert
 * email per topic and period to MAIL_TO (a ceiling reached), and the field error a limited
 * sender reads.
 */
import type { FieldError } from '../core/rules.ts';
import { FUNCTION_NAMES } from '../core/settings.ts';
import type { LimitScope, Limits } from '../core/submission.ts';
import { hourStart } from '../outbox/deliver.ts';
import { operatorEmail } from '../outbox/operator-email.ts';
import type { FormSetup } from './form-setup.ts';

const MB = 1024 * 1024;

/**
 * One alert email per topic per period: the operator learns once, not once per request. Sent
 * after the answer (the visitor never waits on it), under a key of its topic and period.
 */
export function alertOnce(
  { deps, kind, log, waitUntil }: FormSetup,
  alert: {
    topic: string;
    period: 'hour' | 'day';
    now: Date;
    requestId: string;
    subject: string;
    text: string;
  },
): void {
  const { topic, period, now, requestId } = alert;
  const start =
    period === 'hour'
      ? hourStart(now)
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const work = (async () => {
    try {
      if (!(await deps.store.recordAlert(kind, `${topic}-${period}`, start, now))) return;
      const body = `${alert.text} See \`npm run submissions\` and the function's logs (request ${requestId}).`;
      await deps.mailer.send(
        operatorEmail(
          deps.env,
          `Website alert: the ${FUNCTION_NAMES[kind]} form ${alert.subject}`,
          [body],
        ),
        {
          idempotencyKey: `${FUNCTION_NAMES[kind]}/alert/${topic}-${period}/${start.toISOString()}`,
        },
      );
      log.error('ceiling reached; alert emailed', { requestId, kind, topic, period });
    } catch (error) {
      log.error('ceiling reached; the alert could not be sent', {
        requestId,
        kind,
        topic,
        period,
        reason: String(error),
      });
    }
  })();
  waitUntil(work);
}

/** The operator's alert when everyone's storage ceiling is reached. */
export function storageFull(
  setup: FormSetup,
  period: 'hour' | 'day',
  now: Date,
  requestId: string,
): void {
  const { kind, ceilings } = setup;
  alertOnce(setup, {
    topic: 'ceiling',
    period,
    now,
    requestId,
    subject: `reached its ${period === 'hour' ? 'hourly' : 'daily'} storage ceiling`,
    text:
      `The ${FUNCTION_NAMES[kind]} function stored ${period === 'hour' ? ceilings.hourlySubmissions : ceilings.dailySubmissions} ` +
      `submissions from people this ${period}, every address and network within its own limits: many networks are sending. ` +
      `It answers 503 (try again later) until the oldest of them leave the ${period}. Nothing already stored is affected.`,
  });
}

/** The operator's alert when everyone's resume ceiling is reached: registrations go on without files. */
export function resumesFull(
  setup: FormSetup,
  period: 'hour' | 'day',
  now: Date,
  requestId: string,
): void {
  const { kind, ceilings } = setup;
  alertOnce(setup, {
    topic: 'resumes',
    period,
    now,
    requestId,
    subject: `reached its ${period === 'hour' ? 'hourly' : 'daily'} resume ceiling`,
    text:
      `The ${FUNCTION_NAMES[kind]} function stored ${Math.round((period === 'hour' ? ceilings.hourlyResumeBytes : ceilings.dailyResumeBytes) / MB)} MB ` +
      `of resumes this ${period}. Registrations are still taken, without their files; each applicant is asked to email the resume.`,
  });
}

/** What a limited sender reads: which limit, and when to try again. */
export function limitedError(scope: LimitScope, limits: Limits): FieldError {
  if (scope === 'window')
    return {
      field: 'rate',
      why: `at most ${limits.rateMax} submissions per ${Math.round(limits.rateWindowSeconds / 60)} minutes; try again later`,
    };
  return scope === 'network'
    ? { field: 'rate', why: 'too many submissions from your network; try again later' }
    : { field: 'rate', why: 'too many submissions from this address today; try again tomorrow' };
}
