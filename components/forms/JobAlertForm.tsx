'use client';

import { useRef, useState, type FormEvent } from 'react';
import { jobAlerts } from '@/content/job-alerts';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { JOB_ALERTS_FUNCTION, PENDING_HOURS } from '@/lib/jobs/job-alerts';
import { invokeFunction } from '@/lib/supabase';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';
import { AlertCriteriaFields, readCriteria } from './AlertCriteriaFields';
import { EarlyInput, takeSubmit, useEarlyInput } from './EarlyInput';
import { JOB_ALERT_FORM_ID } from './FormOnTouch';
import { Outcome } from './Outcome';
import { botSignals, Honeypot } from './Honeypot';
import { Spinner } from './Spinner';
import { TurnstileWidget } from './TurnstileWidget';
import { notifySendFailed, usePreparedToasts } from './notify';
import { buttonClass } from './styles';
import { TextField } from './TextField';

export type Props = {
  /** The section heading's id, which names the form. */
  labelledBy: string;
  /** The criteria the fields start from (a role's, on its page). */
  defaults?: Partial<AlertCriteria>;
};

const copy = jobAlerts;

/**
 * The job alert form: an address and what to match, sent to job-alerts/subscribe. The function
 * answers the same for every valid address (new, waiting or already subscribed), so the form
 * says the same too: check your inbox. Nothing is sent until the link in that email is opened
 * and its page's button pressed.
 */
export function JobAlertForm({ labelledBy, defaults }: Props) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  usePreparedToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    if (sending) return;
    setSending(true);
    const email = String(new FormData(element).get('email') ?? '').trim();
    try {
      const { error } = await invokeFunction('job-alerts/subscribe', {
        email,
        ...readCriteria(element),
        ...botSignals(element),
      });
      if (error) throw error;
      setSentTo(email);
    } catch (error) {
      console.error('Failed to set up the job alert:', error);
      notifySendFailed(copy);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {sentTo && (
        <Outcome title={copy.pending.title} headingLevel={3}>
          <p>{fill(copy.pending.text, { email: sentTo, hours: PENDING_HOURS })}</p>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          >
            {copy.pending.again}
          </button>
        </Outcome>
      )}
      <form
        ref={form}
        id={JOB_ALERT_FORM_ID}
        onSubmit={submit}
        method="post"
        data-needs-script=""
        aria-labelledby={labelledBy}
        hidden={sentTo !== null}
        className="relative space-y-5"
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
        <p className="text-sm text-muted">
          {copy.privacy}{' '}
          <a href="/privacy-policy#job-alerts" className="font-semibold text-accent-700 underline">
            {copy.privacyLink}
          </a>
          .
        </p>
        <Honeypot />
        <TurnstileWidget action={JOB_ALERTS_FUNCTION} />
        <button type="submit" disabled={sending} className={buttonClass}>
          {sending && <Spinner />}
          {sending ? copy.submitting : copy.submit}
        </button>
      </form>
      <EarlyInput />
    </>
  );
}
