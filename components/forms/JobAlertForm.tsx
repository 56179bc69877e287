'use client';

import { fill } from '@/supabase/functions/_shared/core/fill';
import { jobAlerts as copy } from '@/content/job-alerts';
import { JOB_ALERTS_FUNCTION, PENDING_HOURS } from '@/lib/jobs/job-alerts';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';
import { AlertCriteriaFields, readCriteria } from './AlertCriteriaFields';
import { TextField } from './TextField';
import { JOB_ALERT_FORM_ID } from './form-ids';
import { Outcome } from './Outcome';
import { FormShell, SubmitButton } from './FormShell';
import { PrivacyNote } from './PrivacyNote';
import { Spinner } from './Spinner';
import { useFormSend } from './use-form-send';

export type Props = {
  /** The section heading's id, which names the form. */
  labelledBy: string;
  /** The criteria the fields start from (a role's, on its page). */
  defaults?: Partial<AlertCriteria>;
};

/** The subscription as the fields show it, the address trimmed. */
function readSubscription(form: HTMLFormElement) {
  const email = String(new FormData(form).get('email') ?? '').trim();
  return { email, ...readCriteria(form) };
}

/**
 * The job alert form: an address and what to match, sent to job-alerts/subscribe. The function
 * answers the same for every valid address (new, waiting or already subscribed), so the form
 * says the same too: check your inbox. Nothing is sent until the link in that email is opened
 * and its page's button pressed. The fields are kept behind that answer, for another address.
 */
export function JobAlertForm({ labelledBy, defaults }: Props) {
  const send = useFormSend({
    fn: 'job-alerts/subscribe',
    read: readSubscription,
    words: copy,
    log: 'Failed to set up the job alert:',
    keepFields: true,
  });
  const sentTo = send.sent?.payload.email;
  const pending = copy.pending;

  return (
    <FormShell
      send={send}
      id={JOB_ALERT_FORM_ID}
      action={JOB_ALERTS_FUNCTION}
      labelledBy={labelledBy}
      className="relative space-y-5"
      outcome={
        sentTo !== undefined && (
          <Outcome
            title={pending.title}
            headingLevel={3}
            again={{ label: pending.again, onClick: send.clear }}
          >
            <p>{fill(pending.text, { email: sentTo, hours: PENDING_HOURS })}</p>
          </Outcome>
        )
      }
      footer={<SubmitButton send={send} words={copy} spinner={<Spinner />} />}
    >
      <TextField
        id="job-alert-email"
        label={copy.fields.email}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <AlertCriteriaFields idPrefix="job-alert" defaults={defaults} />
      <PrivacyNote text={copy.privacy} link={copy.privacyLink} href="/privacy-policy#job-alerts" />
    </FormShell>
  );
}
