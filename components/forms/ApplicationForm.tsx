'use client';

import { fill } from '@/supabase/functions/_shared/core/fill';
import { jobPages } from '@/content/job-pages';
import type { ApplicationPayload } from '@/supabase/functions/_shared/core/rules.ts';
import { readFields, textFields, type FieldSpec } from './TextField';
import { APPLICATION_FORM_ID } from './form-ids';
import { Outcome } from './Outcome';
import { FormShell, SubmitButton } from './FormShell';
import { resumeFields, ResumeField, ResumeNotKept, useResume } from './resume';
import { PrivacyNote } from './PrivacyNote';
import { Spinner } from './Spinner';
import { useFormSend } from './use-form-send';

export type Props = {
  /** The role's slug and title, as its page shows them. */
  jobSlug: string;
  jobTitle: string;
};

const copy = jobPages.apply;

/** The text fields; the name and the address are required, as the function requires them. */
const TEXT = {
  fullName: { type: 'text', autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel' },
  linkedinUrl: { type: 'url', placeholder: copy.fields.linkedinPlaceholder },
  note: { rows: 4, maxLength: 2000 },
} satisfies Record<string, FieldSpec>;
const field = textFields('apply', TEXT, copy.fields);

/**
 * What the function answers: `roleOpen: false` when the role closed after the page was built,
 * `resumeKept: false` when it stored the application without its file (its storage is full).
 */
type Answer = { ok?: boolean; roleOpen?: boolean; resumeKept?: boolean };

/**
 * The application on an open role's page, sent to submit-application (which stores it, then hands
 * it to Zoho Recruit and mails the recruiters and the applicant). Its inputs are uncontrolled, so
 * what a candidate types and picks before the scripts arrive is kept and sent; a failed send (an
 * error, no network) keeps everything on the page for the next try. The resume rules are the
 * registration's (rules.ts).
 */
export function ApplicationForm({ jobSlug, jobTitle }: Props) {
  const resume = useResume();
  const send = useFormSend<ApplicationPayload, Answer>({
    fn: 'submit-application',
    // The browser's own checks hold the required file; this covers a file removed meanwhile.
    ready: () => resume.file() !== null,
    read: async (form) => ({
      jobSlug,
      ...readFields(form, TEXT),
      ...(await resumeFields(resume.file())),
    }),
    words: {
      sent: { title: copy.success.toastTitle, text: copy.success.toastText },
      failed: copy.failed,
      offline: copy.offline,
    },
    log: 'Failed to send the application:',
    refused: resume.refused,
    onSent: resume.clear,
    sync: resume.check,
  });
  const sent = send.sent;

  return (
    <FormShell
      send={send}
      id={APPLICATION_FORM_ID}
      action="application"
      labelledBy="apply-title"
      encType="multipart/form-data"
      className="relative space-y-5"
      outcome={
        sent && (
          <Outcome
            title={copy.success.title}
            headingLevel={3}
            className="mb-8"
            again={{ label: copy.success.again, onClick: send.clear }}
          >
            <p>{fill(copy.success.text, { email: sent.payload.email, role: jobTitle })}</p>
            {sent.answer?.roleOpen === false && (
              <p className="font-semibold">{copy.success.closed}</p>
            )}
            {sent.answer?.resumeKept === false && (
              <ResumeNotKept
                words={copy.success.resumeNotKept}
                file={sent.payload.resumeFilename}
                subject={fill(copy.success.resumeSubject, { role: jobTitle })}
              />
            )}
          </Outcome>
        )
      }
      footer={<SubmitButton send={send} words={copy} spinner={<Spinner />} />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('fullName')}
        {field('email')}
        {field('phone')}
        {field('linkedinUrl')}
      </div>
      <ResumeField id="apply-resume" resume={resume} words={copy.fields} required />
      {field('note')}
      <PrivacyNote text={copy.privacy} link={copy.privacyLink} href="/privacy-policy" />
    </FormShell>
  );
}
