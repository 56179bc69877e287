'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { invokeFunction } from '@/lib/supabase';
import type { ContactMessage } from '@/supabase/functions/_shared/rules.ts';
import { notifyError, notifySuccess } from './notify';
import { buttonClass, inputClass, labelClass } from './styles';

export type Props = {
  /** Heading shown above the fields. */
  title?: string;
};

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The home page's contact form: sends name, email, subject and message to send-contact-email. */
export function ContactForm({ title = 'Send us a message' }: Props) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { error } = await invokeFunction('send-contact-email', { ...values });
      if (error) throw error;
      notifySuccess('Message Sent!', "We'll get back to you as soon as possible.");
      setValues(EMPTY);
    } catch (error) {
      console.error('Failed to send the contact message:', error);
      notifyError('Error', 'Failed to send message. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-5">
      <h3 id="contact-form-title" className="text-xl font-semibold text-navy-900">
        {title}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Name
          </label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required
            value={values.name} onChange={change} className={inputClass} />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Email
          </label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required
            value={values.email} onChange={change} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={labelClass}>
          Subject
        </label>
        <input id="contact-subject" name="subject" type="text" required
          value={values.subject} onChange={change} className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea id="contact-message" name="message" rows={5} required
          value={values.message} onChange={change} className={inputClass} />
      </div>
      <button type="submit" disabled={sending} className={buttonClass}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
