'use client';

import { useRef, useState, type FormEvent } from 'react';
import { invokeFunction } from '@/lib/supabase';
import type { ContactMessage } from '@/supabase/functions/_shared/core/rules.ts';
import { EarlyInput, takeSubmit, useEarlyInput } from './EarlyInput';
import { CONTACT_FORM_ID } from './FormOnTouch';
import { botSignals, Honeypot } from './Honeypot';
import { TurnstileWidget } from './TurnstileWidget';
import { notifyError, notifySuccess, usePreparedToasts } from './notify';
import { buttonClass } from './styles';
import { TextField } from './TextField';

export type Props = {
  /** Heading shown above the fields. */
  title?: string;
};

/** The fields as they are on screen: the form's inputs are uncontrolled. */
function readMessage(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const field = (name: keyof ContactMessage) => String(data.get(name) ?? '');
  return {
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    message: field('message'),
  };
}

/**
 * The home page's contact form: sends name, email, subject and message to send-contact-email.
 * Its inputs are uncontrolled, so what a visitor typed before the page's scripts arrived is kept
 * and is exactly what is sent.
 */
export function ContactForm({ title = 'Send us a message' }: Props) {
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  usePreparedToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    if (sending) return;
    setSending(true);
    try {
      const { error } = await invokeFunction('send-contact-email', {
        ...readMessage(element),
        ...botSignals(element),
      });
      if (error) throw error;
      notifySuccess('Message Sent!', "We'll get back to you as soon as possible.");
      element.reset();
    } catch (error) {
      console.error('Failed to send the contact message:', error);
      notifyError('Error', 'Failed to send message. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form
        ref={form}
        id={CONTACT_FORM_ID}
        onSubmit={submit}
        method="post"
        data-needs-script=""
        aria-labelledby="contact-form-title"
        className="relative space-y-5"
      >
        <h3 id="contact-form-title" className="text-xl font-semibold text-navy-900">
          {title}
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-name"
            label="Name"
            name="name"
            type="text"
            autoComplete="name"
            required
          />
          <TextField
            id="contact-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
        </div>
        <TextField id="contact-subject" label="Subject" name="subject" type="text" required />
        <TextField id="contact-message" label="Message" name="message" rows={5} required />
        <Honeypot />
        <TurnstileWidget action="contact" />
        <button type="submit" disabled={sending} className={buttonClass}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      <EarlyInput />
    </>
  );
}
