/**
 * What the job alerts give the drain (outbox/drain.ts): their outbox (alert_emails), sent in
 * Resend batches, each email's failure recorded on its own row (job-alerts.ts sendAlertEmails).
 */
import type { Pass } from '../outbox/drain.ts';
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
