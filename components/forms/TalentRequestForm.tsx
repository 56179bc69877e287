'use client';

import { useRef, useState, type FormEvent } from 'react';
import { hireForm as copy } from '@/content/hire';
import { invokeFunction } from '@/lib/supabase';
import {
  TALENT_REQUEST_FUNCTION,
  TALENT_REQUEST_KIND,
  validateTalentRequest,
  type TalentRequestPayload as Payload,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import { EarlyInput, takeSubmit, useEarlyInput } from './EarlyInput';
import { TALENT_REQUEST_FORM_ID } from './FormOnTouch';
import { botSignals, Honeypot } from './Honeypot';
import { Outcome } from './Outcome';
import { Spinner } from './Spinner';
import { TurnstileWidget } from './TurnstileWidget';
import { notifySendFailed, notifySuccess, usePreparedToasts } from './notify';
import { buttonClass } from './styles';
import { markField, readRequest, TalentRequestFields } from './TalentRequestFields';

export type Props = {
  /** The section heading's id, which names the form. */
  labelledBy: string;
};

/**
 * The hiring manager's request for talent (/hire), sent to request-talent after the shared rules
 * passed. Uncontrolled inputs: what is typed before the scripts arrive is kept and sent, and a
 * failed send keeps everything on the page for the next try.
 */
export function TalentRequestForm({ labelledBy }: Props) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Payload | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  usePreparedToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    if (sending) return;
    const checked = validateTalentRequest(readRequest(element));
    if (!checked.ok) return markField(element, checked.error);
    setSending(true);
    try {
      const body = { ...checked.value, ...botSignals(element) };
      const { error } = await invokeFunction(TALENT_REQUEST_FUNCTION, body);
      if (error) throw error;
      notifySuccess(copy.success.toastTitle, copy.success.toastText);
      setSent(checked.value);
      element.reset();
    } catch (error) {
      console.error('Failed to send the request for talent:', error);
      notifySendFailed(copy);
    } finally {
      setSending(false);
    }
  }

  const fill = (text: string, { phone, email, roleTitle }: Payload) =>
    text.replace('{phone}', phone).replace('{email}', email).replace('{role}', roleTitle);
  return (
    <>
      {sent && (
        <Outcome title={copy.success.title} headingLevel={3}>
          <p>{fill(sent.phone ? copy.success.call : copy.success.write, sent)}</p>
          <button
            type="button"
            onClick={() => setSent(null)}
            className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          >
            {copy.success.again}
          </button>
        </Outcome>
      )}
      <form
        ref={form}
        id={TALENT_REQUEST_FORM_ID}
        onSubmit={submit}
        method="post"
        data-needs-script=""
        aria-labelledby={labelledBy}
        hidden={sent !== null}
        className="relative space-y-8"
      >
        <TalentRequestFields />
        <p className="text-sm text-muted">
          {copy.privacy}{' '}
          <a
            href="/privacy-policy#hiring-requests"
            className="font-semibold text-accent-700 underline"
          >
            {copy.privacyLink}
          </a>
          .
        </p>
        <Honeypot />
        <TurnstileWidget action={TALENT_REQUEST_KIND} />
        <button type="submit" disabled={sending} className={buttonClass}>
          {sending && <Spinner />}
          {sending ? copy.submitting : copy.submit}
        </button>
      </form>
      <EarlyInput />
    </>
  );
}
