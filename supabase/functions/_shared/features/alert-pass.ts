/**
 * What the job alerts give the drain (outbox/drain.ts): their outbox (alert_emails), sent in
 * Resend batches, each email's failure recorded on its own row (job-alerts.ts sendAlertEmails);
 * and the operator's email when the hourly ceiling on confirmation emails is reached, since every
 * new subscriber is then answered 503 until the hour's first email leaves it.
 */
import { alertCeilingsFromEnv } from '../core/alert-settings.ts';
import { consoleLogger } from '../core/settings.ts';
import { hourStart } from '../outbox/deliver.ts';
import type { Pass } from '../outbox/drain.ts';
import { operatorEmail } from '../outbox/operator-email.ts';
import type { NoticeStore } from '../store/store-notices.ts';
import { sendAlertEmails, type AlertDeps } from './job-alerts.ts';

export function alertEmailsPass(deps: AlertDeps): Pass {
  return {
    name: 'job alert emails',
    async run(deadline) {
      const r = await sendAlertEmails(deps, { budgetMs: Math.max(1_000, deadline - Date.now()) });
      return { alertsSent: r.sent, alertsFailed: r.failed, batches: r.batches };
    },
  };
}

/** The topic of the operator's email, one per clock hour (function_alerts). */
const CEILING_TOPIC = 'job-alerts-notices-ceiling';

/**
 * Emails MAIL_TO, once per clock hour, when the hour's confirmation emails have reached
 * JOB_ALERTS_NOTICES_HOURLY_MAX: how many, until when new subscribers are turned away, and what
 * to look at. An email that could not be sent frees its hour for the next drain.
 */
export function alertCeilingPass(deps: AlertDeps & { store: NoticeStore }): Pass {
  return {
    name: 'job alert ceiling report',
    async run() {
      const { alerts, store, mailer, env, clock = () => new Date(), log = consoleLogger } = deps;
      const now = clock();
      const max = alertCeilingsFromEnv(env).noticesHourly;
      const ceiling = await alerts.noticesCeiling(now, max);
      if (!ceiling.reached) return { ceilingReported: 0 };
      const hour = hourStart(now);
      if (!(await store.recordAlert('outbox', CEILING_TOPIC, hour, now)))
        return { ceilingReported: 0 };
      const lines = [
        `Job alerts queued ${ceiling.sent} confirmation emails in the last hour, the ceiling of ${max} (JOB_ALERTS_NOTICES_HOURLY_MAX).`,
        `Until ${ceiling.reopensAt.toISOString()} every new subscriber is answered "try again later" (503) and nothing is stored.`,
        'Many networks subscribing at once is either real interest (raise the ceiling) or a flood through the form (see the job-alerts function logs for the networks); `npm run submissions` lists the subscribers.',
      ];
      try {
        await mailer.send(
          operatorEmail(
            env,
            'Website alert: job alerts reached their hourly ceiling on confirmation emails',
            lines,
          ),
          { idempotencyKey: `job-alerts/alert/${CEILING_TOPIC}/${hour.toISOString()}` },
        );
      } catch (error) {
        await store.forgetAlert('outbox', CEILING_TOPIC, hour);
        throw error;
      }
      log.error(
        'job alerts: hourly ceiling on confirmation emails reached; the operator is emailed',
        {
          sent: ceiling.sent,
          ceiling: max,
        },
      );
      return { ceilingReported: 1 };
    },
  };
}
