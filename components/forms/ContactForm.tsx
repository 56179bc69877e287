'use client';

import { contactForm as copy } from '@/content/contact-form';
import type { ContactMessage } from '@/supabase/functions/_shared/core/rules.ts';
import { readFields, textFields, type FieldSpec } from './TextField';
import { CONTACT_FORM_ID } from './form-ids';
import { FormShell, SubmitButton } from './FormShell';
import { useFormSend } from './use-form-send';

export type Props = {
  /** Heading shown above the fields. */
  title?: string;
};

/** The four fields the spec asks for, all required; the message box five rows tall. */
const FIELDS = {
  name: { type: 'text', autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  subject: { type: 'text', required: true },
  message: { rows: 5, required: true },
} satisfies Record<keyof ContactMessage, FieldSpec>;
const field = textFields('contact', FIELDS, copy.fields);

/**
 * The home page's contact form: sends name, email, subject and message to send-contact-email.
 * Its inputs are uncontrolled, so what a visitor typed before the page's scripts arrived is kept
 * and is exactly what is sent.
 */
export function ContactForm({ title = copy.title }: Props) {
  const send = useFormSend<ContactMessage>({
    fn: 'send-contact-email',
    read: (form) => readFields(form, FIELDS),
    words: copy,
    log: 'Failed to send the contact message:',
  });

  return (
    <FormShell
      send={send}
      id={CONTACT_FORM_ID}
      action="contact"
      labelledBy="contact-form-title"
      className="relative space-y-5"
      footer={<SubmitButton send={send} words={copy} />}
    >
      <h3 id="contact-form-title" className="text-xl font-semibold text-navy-900">
        {title}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name')}
        {field('email')}
      </div>
      {field('subject')}
      {field('message')}
    </FormShell>
  );
}
