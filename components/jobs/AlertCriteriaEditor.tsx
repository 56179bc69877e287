'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { AlertCriteriaFields, readCriteria } from '@/components/forms/AlertCriteriaFields';
import { Outcome } from '@/components/forms/Outcome';
import { Spinner } from '@/components/forms/Spinner';
import { buttonClass } from '@/components/forms/styles';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { jobAlerts } from '@/content/job-alerts';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { ALERT_PAGES, describeCriteria } from '@/lib/jobs/job-alerts';
import { refusalOf } from '@/components/forms/refusal';
import { invokeFunction } from '@/lib/supabase';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';
import { MissingToken, useAddressToken } from './AlertLinkAction';

const copy = jobAlerts.pages.manage;

/** `unsubscribeToken`: the token of the alert's unsubscribe link, when it is not this page's. */
type Alert = { email: string; criteria: AlertCriteria; unsubscribeToken?: string };
type State =
  | { kind: 'loading' }
  | { kind: 'gone'; message: string }
  | { kind: 'failed' }
  | { kind: 'ready'; token: string; alert: Alert; error: string | null };

/** Asks job-alerts/manage; a 4xx with a message is the function's word on the token or a field. */
async function manage(
  body: Record<string, unknown>,
): Promise<{ ok: true; alert: Alert } | { ok: false; status: number; message: string }> {
  const { data, error } = await invokeFunction('job-alerts/manage', body);
  if (!error) return { ok: true, alert: data as Alert };
  const refusal = await refusalOf(error);
  if (refusal && refusal.status >= 400 && refusal.status < 500 && refusal.message)
    return { ok: false, status: refusal.status, message: refusal.message };
  throw error;
}

/**
 * The criteria page a link in every alert leads to: it reads the alert the token names, shows
 * its criteria in the subscribe form's fields, and saves what is changed. Reading is a POST too,
 * so the token never reaches a log as a query to the function.
 */
export function AlertCriteriaEditor() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  /** How many saves succeeded: the answer shows after one (unless the last try failed), afresh each time. */
  const [saves, setSaves] = useState(0);

  const token = useAddressToken();

  useEffect(() => {
    if (!token) return;
    manage({ token })
      .then((answer) =>
        setState(
          answer.ok
            ? { kind: 'ready', token, alert: answer.alert, error: null }
            : { kind: 'gone', message: answer.message },
        ),
      )
      .catch((error: unknown) => {
        console.error('Job alerts: reading the alert failed:', error);
        setState({ kind: 'failed' });
      });
  }, [token]);

  if (token === null) return <MissingToken />;
  if (state.kind === 'failed')
    return (
      <Outcome title={jobAlerts.pages.error.title} tone="bad">
        <p>{jobAlerts.pages.error.text}</p>
      </Outcome>
    );
  if (state.kind === 'gone')
    return (
      <Outcome title={copy.gone.title} tone="bad">
        <p>{state.message}</p>
        <ButtonLink href="/jobs#job-alerts" variant="secondary">
          {copy.gone.link}
        </ButtonLink>
      </Outcome>
    );

  // While the alert loads, the form is laid out as it will be (disabled, at its defaults), so
  // nothing moves when its criteria arrive.
  const ready = state.kind === 'ready' ? state : null;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !ready) return;
    setSaving(true);
    try {
      const answer = await manage({
        token: ready.token,
        criteria: readCriteria(event.currentTarget),
      });
      if (answer.ok) {
        setState({ ...ready, alert: answer.alert, error: null });
        setSaves((n) => n + 1);
      } else if (answer.status === 404) {
        setState({ kind: 'gone', message: answer.message });
      } else {
        setState({ ...ready, error: answer.message });
      }
    } catch (error) {
      console.error('Job alerts: saving the criteria failed:', error);
      setState({ ...ready, error: jobAlerts.pages.error.text });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      {ready && saves > 0 && !ready.error && (
        <Outcome key={saves} title={copy.saved.title}>
          <p>{fill(copy.saved.text, { criteria: describeCriteria(ready.alert.criteria) })}</p>
        </Outcome>
      )}
      {ready?.error && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
          {ready.error}
        </p>
      )}
      <form
        onSubmit={submit}
        aria-labelledby="manage-alert-title"
        aria-busy={!ready}
        className="space-y-5"
      >
        <h2 id="manage-alert-title" className="text-xl font-semibold text-navy-900">
          {ready ? fill(copy.for, { email: ready.alert.email }) : copy.loading}
        </h2>
        <fieldset disabled={!ready} className="space-y-5">
          <AlertCriteriaFields
            key={ready ? 'ready' : 'loading'}
            idPrefix="manage-alert"
            defaults={ready?.alert.criteria}
          />
          <button type="submit" disabled={saving} className={buttonClass}>
            {saving && <Spinner />}
            {saving ? copy.saving : copy.save}
          </button>
        </fieldset>
      </form>
      <p>
        {ready ? (
          <a
            href={`${ALERT_PAGES.unsubscribe}?token=${encodeURIComponent(ready.alert.unsubscribeToken ?? ready.token)}`}
            className="font-semibold text-accent-700 underline"
          >
            {copy.unsubscribe}
          </a>
        ) : (
          <span className="invisible" aria-hidden="true">
            {copy.unsubscribe}
          </span>
        )}
      </p>
    </div>
  );
}
