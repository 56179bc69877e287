'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { site } from '@/content/site';
import { invokeFunction } from '@/lib/supabase';
import {
  INVALID_FILE_TYPE_TOAST,
  PRIMARY_SKILLS,
  RESUME_ACCEPT,
  WORK_TYPES,
  type PrimarySkill,
  type RegistrationPayload,
  type WorkType,
} from '@/supabase/functions/_shared/core/rules.ts';
import { EarlyInput, takeSubmit, useEarlyInput } from './EarlyInput';
import { registrationFormId } from './FormOnTouch';
import { isInvalidFileType, readAsBase64, useResumeChoice } from './resume';
import { botSignals, Honeypot } from './Honeypot';
import { Spinner } from './Spinner';
import { TurnstileWidget } from './TurnstileWidget';
import { notifyError, notifySuccess, usePreparedToasts } from './notify';
import { buttonClass, labelClass } from './styles';
import { TextField } from './TextField';

export type Props = {
  /** Prefix for element ids, should the form appear twice on a page. */
  idPrefix?: string;
};

type TextFields = Pick<
  RegistrationPayload,
  'fullName' | 'email' | 'linkedinUrl' | 'recentEmployer' | 'role' | 'careerGoal'
>;

/** The two checkbox groups of which at least one box each must be ticked. */
const CHOICE_GROUPS = ['primarySkills', 'preferredWorkType'] as const;

/** What the function answers besides { ok, id }: `resumeKept: false` when it stored the registration without the file. */
type Answer = { ok?: boolean; resumeKept?: boolean } | null;

/** Whether each checkbox group has a box ticked: the rule that enables the submit button. */
function hasChoices(form: HTMLFormElement): boolean {
  return CHOICE_GROUPS.every(
    (name) => form.querySelector(`input[name="${name}"]:checked`) !== null,
  );
}

/** The payload from what is on screen: the form's inputs are uncontrolled. */
async function readRegistration(
  form: HTMLFormElement,
  resume: File | null,
): Promise<RegistrationPayload> {
  const data = new FormData(form);
  const field = (name: keyof TextFields) => String(data.get(name) ?? '');
  return {
    fullName: field('fullName'),
    email: field('email'),
    linkedinUrl: field('linkedinUrl'),
    recentEmployer: field('recentEmployer'),
    role: field('role'),
    primarySkills: data.getAll('primarySkills').map(String) as PrimarySkill[],
    preferredWorkType: data.getAll('preferredWorkType').map(String) as WorkType[],
    careerGoal: field('careerGoal'),
    resumeBase64: resume ? await readAsBase64(resume) : '',
    resumeFilename: resume ? resume.name : '',
  };
}

/**
 * The Tech Refugee Program registration, sent to send-tech-refugee-form. Its inputs are
 * uncontrolled, so what a visitor types, ticks or picks before the page's scripts arrive is kept,
 * checked when the form starts (the resume rules, the submit button's state) and is exactly what
 * is sent.
 */
export function RegistrationForm({ idPrefix = 'register' }: Props) {
  const [ready, setReady] = useState(false);
  const { resumeName, setResumeName, checkChosenFile } = useResumeChoice();
  /** The name of a resume the function could not keep this time (its storage is full): the page says how to send it. */
  const [notKept, setNotKept] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  useEarlyInput(form, (element) => {
    setReady(hasChoices(element));
    if (fileInput.current) checkChosenFile(fileInput.current);
  });
  usePreparedToasts();

  // The button follows the boxes through the browser's own change events: after a success the
  // form is reset by the DOM (form.reset()), which React's change tracking does not see, so a box
  // ticked again afterwards would raise no React onChange and the button would stay disabled.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const update = () => setReady(hasChoices(element));
    element.addEventListener('change', update);
    return () => element.removeEventListener('change', update);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    takeSubmit(element);
    if (submitting || !hasChoices(element)) return;
    setSubmitting(true);
    setNotKept(null);
    const resume = fileInput.current?.files?.[0] ?? null;
    try {
      const body = { ...(await readRegistration(element, resume)), ...botSignals(element) };
      const { data, error } = await invokeFunction('send-tech-refugee-form', body);
      if (error) {
        if (resume && (await isInvalidFileType(error))) {
          // The file is not what it says (checked by its structure): the spec's answer, the file not kept.
          notifyError(INVALID_FILE_TYPE_TOAST.title, INVALID_FILE_TYPE_TOAST.description);
          if (fileInput.current) fileInput.current.value = '';
          setResumeName(null);
          return;
        }
        throw error;
      }
      notifySuccess(
        'Registration submitted!',
        "We'll be in touch soon with matching opportunities.",
      );
      if (resume && (data as Answer)?.resumeKept === false) setNotKept(resume.name);
      element.reset();
      if (fileInput.current) fileInput.current.value = '';
      setReady(false);
      setResumeName(null);
    } catch (error) {
      console.error('Failed to submit the registration:', error);
      notifyError('Error', 'Failed to submit registration. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  const text = (
    name: keyof TextFields,
    label: string,
    type: string,
    extra: Record<string, unknown> = {},
  ) => <TextField id={id(name)} label={label} name={name} type={type} {...extra} />;

  return (
    <>
      <form
        ref={form}
        id={registrationFormId(idPrefix)}
        onSubmit={submit}
        method="post"
        encType="multipart/form-data"
        data-needs-script=""
        aria-label="Tech Refugee Program registration"
        className="relative space-y-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {text('fullName', 'Full Name *', 'text', { required: true, autoComplete: 'name' })}
          {text('email', 'Email Address *', 'email', { required: true, autoComplete: 'email' })}
          {text('linkedinUrl', 'LinkedIn Profile URL', 'url', {
            placeholder: 'https://www.linkedin.com/in/your-name',
          })}
          {text('recentEmployer', 'Most Recent Employer *', 'text', {
            required: true,
            autoComplete: 'organization',
          })}
          <div className="sm:col-span-2">
            {text('role', 'Role / Job Title *', 'text', {
              required: true,
              autoComplete: 'organization-title',
            })}
          </div>
        </div>

        <CheckboxGroup
          legend="Primary Skills *"
          hint="Choose at least one."
          name="primarySkills"
          idPrefix={id('skill')}
          options={PRIMARY_SKILLS}
        />
        <CheckboxGroup
          legend="Preferred Work Type *"
          hint="Choose at least one."
          name="preferredWorkType"
          idPrefix={id('work')}
          options={WORK_TYPES}
        />

        <TextField
          id={id('careerGoal')}
          label="Tell us about your next career goal *"
          name="careerGoal"
          rows={5}
          required
        />

        <div>
          <label htmlFor={id('resume')} className={labelClass}>
            Resume (optional)
          </label>
          <p id={id('resume-hint')} className="mt-1 text-sm text-muted">
            PDF or Word document, up to 5MB.
          </p>
          <input
            ref={fileInput}
            id={id('resume')}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            aria-describedby={id('resume-hint')}
            onChange={(event) => checkChosenFile(event.currentTarget)}
            className="mt-2 block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-200"
          />
          {resumeName && (
            <p className="mt-2 text-sm font-medium text-navy-800">Selected: {resumeName}</p>
          )}
        </div>

        <Honeypot />
        <TurnstileWidget action="tech-refugee" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={!ready || submitting}
            data-requires={CHOICE_GROUPS.join(' ')}
            className={buttonClass}
          >
            {submitting && <Spinner />}
            {submitting ? 'Submitting...' : 'Submit Registration'}
          </button>
          {/* Shown by CSS from what is ticked, so it is right before the scripts arrive too. */}
          <p className="choices-hint text-sm text-muted">
            Choose at least one primary skill and one work type to submit.
          </p>
        </div>
        <div role="status" aria-live="polite">
          {notKept && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
              Your registration was received, but we could not keep your resume ({notKept}) right
              now. Please email it to{' '}
              <a
                className="font-semibold text-navy-800 underline"
                href={`mailto:${site.email}?subject=${encodeURIComponent('Resume for the Tech Refugee Program')}`}
              >
                {site.email}
              </a>{' '}
              with your full name, and we will add it to your registration.
            </p>
          )}
        </div>
      </form>
      <EarlyInput />
    </>
  );
}

type GroupProps<T extends string> = {
  legend: string;
  hint: string;
  name: string;
  idPrefix: string;
  options: readonly T[];
};

function CheckboxGroup<T extends string>({ legend, hint, name, idPrefix, options }: GroupProps<T>) {
  return (
    <fieldset data-required-group={name}>
      <legend className={labelClass}>{legend}</legend>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      <div className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${idPrefix}-${index}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-navy-100 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink hover:border-navy-200 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-200/25"
          >
            <input
              id={`${idPrefix}-${index}`}
              type="checkbox"
              name={name}
              value={option}
              className="h-4 w-4 rounded border-navy-200 accent-navy-900"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
