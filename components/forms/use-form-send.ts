import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { invokeFunction, type FunctionName } from '@/lib/supabase';
import { takeSubmit, useEarlyInput } from './EarlyInput';
import { botSignals } from './Honeypot';
import { turnstileToken } from './TurnstileWidget';
import { notifySendFailed, notifySuccess, usePreparedToasts, type Words } from './notify';

/**
 * A form's send, the same steps for every form (how a form is written: FormShell.tsx): a submit
 * held before the scripts arrived is sent once they have; the form's own rule may hold the send;
 * the payload is read from what is on screen and sent with the bot signals to the function; then
 * the success toast (if the form has one), the fields emptied and the answer kept for the form to
 * show, or the failure logged and its toast (the offline one when the browser is offline and the
 * form has words for it), everything typed kept for the next try.
 */
export type SendOptions<Payload> = {
  /** The function that receives the payload. */
  fn: FunctionName;
  /** The payload from the fields as they are on screen (the inputs are uncontrolled). */
  read: (form: HTMLFormElement) => Payload | Promise<Payload>;
  /** The form's own rule before anything is sent (a box ticked, a file chosen): false holds it. */
  ready?: (form: HTMLFormElement) => boolean;
  /** The toasts: after a success (none when the form answers in place), after a failure. */
  words: { sent?: Words; failed: Words; offline?: Words };
  /** What the console says before the error, when the send fails. */
  log: string;
  /** A refusal the form answers itself (a resume that is not what it says): true when it did. */
  refused?: (error: unknown, payload: Payload) => Promise<boolean>;
  /** After a success and the fields' reset: what the form clears besides (its file, its button). */
  onSent?: (form: HTMLFormElement) => void;
  /** Keep the fields after a success (a form hidden behind its answer, brought back as it was). */
  keepFields?: boolean;
  /** Reads what was typed, ticked or chosen before the scripts arrived, once, as the form starts. */
  sync?: (form: HTMLFormElement) => void;
};

/** The last success: what was sent and what the function answered. */
export type Sent<Payload, Answer> = { payload: Payload; answer: Answer | null };

export type FormSend<Payload = unknown, Answer = unknown> = {
  form: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  sending: boolean;
  /** The last success, until the next send starts or `clear` is called. */
  sent: Sent<Payload, Answer> | null;
  clear: () => void;
};

export function useFormSend<Payload extends object, Answer = unknown>(
  options: SendOptions<Payload>,
): FormSend<Payload, Answer> {
  const { fn, read, ready, words, log, refused, onSent, keepFields, sync } = options;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent<Payload, Answer> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, sync);
  usePreparedToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    if (sending || (ready && !ready(element))) return;
    setSending(true);
    setSent(null);
    try {
      const payload = await read(element);
      await turnstileToken(element);
      const { data, error } = await invokeFunction(fn, { ...payload, ...botSignals(element) });
      if (error) {
        if (refused && (await refused(error, payload))) return;
        throw error;
      }
      if (words.sent) notifySuccess(words.sent.title, words.sent.text);
      setSent({ payload, answer: (data ?? null) as Answer | null });
      if (!keepFields) element.reset();
      onSent?.(element);
    } catch (error) {
      console.error(log, error);
      notifySendFailed(words);
    } finally {
      setSending(false);
    }
  }

  return { form, submit, sending, sent, clear: () => setSent(null) };
}
