'use client';

import { useRef, useState, type FormEvent } from 'react';
import { jobPages } from '@/content/job-pages';
import { site } from '@/content/site';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { invokeFunction } from '@/lib/supabase';
import {
  INVALID_FILE_TYPE_TOAST,
  RESUME_ACCEPT,
  type ApplicationPayload,
} from '@/supabase/functions/_shared/core/rules.ts';
import { EarlyInput, takeSubmit, useEarlyInput } from './EarlyInput';
import { APPLICATION_FORM_ID } from './FormOnTouch';
import { botSignals, Honeypot } from './Honeypot';
import { Outcome } from './Outcome';
import { isInvalidFileType, readAsBase64, useResumeChoice } from './resume';
import { Spinner } from './Spinner';
import { TurnstileWidget } from './TurnstileWidget';
import { notifyError, notifySendFailed, notifySuccess, usePreparedToasts } from './notify';
import { buttonClass, labelClass } from './styles';
import { TextField } from './TextField';

export type Props = {
  /** The role's slug and title, as its page shows them. */
  jobSlug: string;
  jobTitle: string;
};

type TextFields = Pick<ApplicationPayload, 'fullName' | 'email' | 'phone' | 'linkedinUrl' | 'note'>;

/**
 * What the function answers: `roleOpen: false` when the role closed after the page was built,
 * `resumeKept: false` when it stored the application without its file (its storage is full).
 */
type Answer = { ok?: boolean; roleOpen?: boolean; resumeKept?: boolean } | null;

const copy = jobPages.apply;

/** The payload from what is on screen: the form's inputs are uncontrolled. */
async function readApplication(
  form: HTMLFormElement,
  jobSlug: string,
  resume: File,
): Promise<ApplicationPayload> {
  const data = new FormData(form);
  const field = (name: keyof TextFields) => String(data.get(name) ?? '');
  return {
    jobSlug,
    fullName: field('fullName'),
    email: field('email'),
    phone: field('phone'),
    linkedinUrl: field('linkedinUrl'),
    note: field('note'),
    resumeBase64: await readAsBase64(resume),
    resumeFilename: resume.name,
  };
}

/**
 * The application on an open role's page, sent to submit-application (which stores it, then hands
 * it to Zoho Recruit and mails the recruiters and the applicant). Its inputs are uncontrolled, so
 * what a candidate types and picks before the scripts arrive is kept and sent; a failed send (an
 * error, no network) keeps everything on the page for the next try. The resume rules are the
 * registration's (rules.ts).
 */
export function ApplicationForm({ jobSlug, jobTitle }: Props) {
  const { resumeName, setResumeName, checkChosenFile } = useResumeChoice();
  const [submitting, setSubmitting] = useState(false);
  /** After a success: where the confirmation goes, whether the role was still open, and the file not kept. */
  const [sent, setSent] = useState<{
    email: string;
    roleOpen: boolean;
    notKept: string | null;
  } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEarlyInput(form, () => {
    if (fileInput.current) checkChosenFile(fileInput.current);
  });
  usePreparedToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    const resume = fileInput.current?.files?.[0] ?? null;
    // The browser's own checks hold the required file; this covers a file removed meanwhile.
    if (submitting || !resume) return;
    setSubmitting(true);
    try {
      const payload = await readApplication(element, jobSlug, resume);
      const { data, error } = await invokeFunction('submit-application', {
        ...payload,
        ...botSignals(element),
      });
      if (error) {
        if (await isInvalidFileType(error)) {
          notifyError(INVALID_FILE_TYPE_TOAST.title, INVALID_FILE_TYPE_TOAST.description);
          if (fileInput.current) fileInput.current.value = '';
          setResumeName(null);
          return;
        }
        throw error;
      }
      notifySuccess(copy.success.toastTitle, copy.success.toastText);
      const answer = data as Answer;
      setSent({
        email: payload.email,
        roleOpen: answer?.roleOpen !== false,
        notKept: answer?.resumeKept === false ? resume.name : null,
      });
      element.reset();
      setResumeName(null);
    } catch (error) {
      console.error('Failed to send the application:', error);
      notifySendFailed(copy);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      {sent && (
        <Outcome title={copy.success.title} headingLevel={3} className="mb-8">
          <p>{fill(copy.success.text, { email: sent.email, role: jobTitle })}</p>
          {!sent.roleOpen && <p className="font-semibold">{copy.success.closed}</p>}
          {sent.notKept && <ResumeNotKept file={sent.notKept} role={jobTitle} />}
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
        id={APPLICATION_FORM_ID}
        onSubmit={submit}
        method="post"
        encType="multipart/form-data"
        data-needs-script=""
        aria-labelledby="apply-title"
        hidden={sent !== null}
        className="relative space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="apply-fullName"
            label={copy.fields.fullName}
            name="fullName"
            type="text"
            autoComplete="name"
            required
          />
          <TextField
            id="apply-email"
            label={copy.fields.email}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            id="apply-phone"
            label={copy.fields.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
          />
          <TextField
            id="apply-linkedinUrl"
            label={copy.fields.linkedinUrl}
            name="linkedinUrl"
            type="url"
            placeholder={copy.fields.linkedinPlaceholder}
          />
        </div>
        <div>
          <label htmlFor="apply-resume" className={labelClass}>
            {copy.fields.resume}
          </label>
          <p id="apply-resume-hint" className="mt-1 text-sm text-muted">
            {copy.fields.resumeHint}
          </p>
          <input
            ref={fileInput}
            id="apply-resume"
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            required
            aria-describedby="apply-resume-hint"
            onChange={(event) => checkChosenFile(event.currentTarget)}
            className="mt-2 block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-200"
          />
          {resumeName && (
            <p className="mt-2 text-sm font-medium text-navy-800">
              {fill(copy.fields.resumeSelected, { file: resumeName })}
            </p>
          )}
        </div>
        <TextField id="apply-note" label={copy.fields.note} name="note" rows={4} maxLength={2000} />
        <p className="text-sm text-muted">
          {copy.privacy}{' '}
          <a href="/privacy-policy" className="font-semibold text-accent-700 underline">
            {copy.privacyLink}
          </a>
          .
        </p>
        <Honeypot />
        <TurnstileWidget action="application" />
        <button type="submit" disabled={submitting} className={buttonClass}>
          {submitting && <Spinner />}
          {submitting ? copy.submitting : copy.submit}
        </button>
      </form>
      <EarlyInput />
    </>
  );
}

/** Where to send the resume the function could not keep: the firm's address, the role named. */
function ResumeNotKept({ file, role }: { file: string; role: string }) {
  const [before, after] = copy.success.resumeNotKept
    .split('{email}')
    .map((part) => fill(part, { file }));
  const subject = encodeURIComponent(fill(copy.success.resumeSubject, { role }));
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
      {before}
      <a
        className="font-semibold break-all text-navy-800 underline"
        href={`mailto:${site.email}?subject=${subject}`}
      >
        {site.email}
      </a>
      {after}
    </p>
  );
}
