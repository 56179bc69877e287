'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { invokeFunction } from '@/lib/supabase';
import {
  checkResumeFile,
  PRIMARY_SKILLS,
  RESUME_ACCEPT,
  WORK_TYPES,
  type PrimarySkill,
  type RegistrationPayload,
  type WorkType,
} from '@/supabase/functions/_shared/rules.ts';
import { notifyError, notifySuccess } from './notify';
import { buttonClass, inputClass, labelClass } from './styles';

export type Props = {
  /** Prefix for element ids, should the form appear twice on a page. */
  idPrefix?: string;
};

type TextFields = Pick<RegistrationPayload, 'fullName' | 'email' | 'linkedinUrl' | 'recentEmployer' | 'role' | 'careerGoal'>;

const EMPTY: TextFields = { fullName: '', email: '', linkedinUrl: '', recentEmployer: '', role: '', careerGoal: '' };

/** The file's bytes as base64, without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

function toggle<T>(list: T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? list : [...list, item]) : list.filter((x) => x !== item);
}

/** The Tech Refugee Program registration, sent to send-tech-refugee-form. */
export function RegistrationForm({ idPrefix = 'register' }: Props) {
  const [values, setValues] = useState<TextFields>(EMPTY);
  const [skills, setSkills] = useState<PrimarySkill[]>([]);
  const [workTypes, setWorkTypes] = useState<WorkType[]>([]);
  const [resume, setResume] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setResume(null);
      return;
    }
    const check = checkResumeFile(file);
    if (!check.ok) {
      notifyError(check.title, check.description);
      event.target.value = '';
      setResume(null);
      return;
    }
    setResume(file);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const body: RegistrationPayload = {
        fullName: values.fullName,
        email: values.email,
        linkedinUrl: values.linkedinUrl,
        recentEmployer: values.recentEmployer,
        role: values.role,
        primarySkills: skills,
        preferredWorkType: workTypes,
        careerGoal: values.careerGoal,
        resumeBase64: resume ? await readAsBase64(resume) : '',
        resumeFilename: resume ? resume.name : '',
      };
      const { error } = await invokeFunction('send-tech-refugee-form', body);
      if (error) throw error;
      notifySuccess('Registration submitted!', "We'll be in touch soon with matching opportunities.");
      setValues(EMPTY);
      setSkills([]);
      setWorkTypes([]);
      setResume(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      console.error('Failed to submit the registration:', error);
      notifyError('Error', 'Failed to submit registration. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  const ready = skills.length > 0 && workTypes.length > 0;
  const text = (name: keyof TextFields, label: string, type: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      <input id={id(name)} name={name} type={type} value={values[name]} onChange={change}
        className={inputClass} {...extra} />
    </div>
  );

  return (
    <form onSubmit={submit} aria-label="Tech Refugee Program registration" className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'Full Name *', 'text', { required: true, autoComplete: 'name' })}
        {text('email', 'Email Address *', 'email', { required: true, autoComplete: 'email' })}
        {text('linkedinUrl', 'LinkedIn Profile URL', 'url', { placeholder: 'https://www.linkedin.com/in/your-name' })}
        {text('recentEmployer', 'Most Recent Employer *', 'text', { required: true, autoComplete: 'organization' })}
        <div className="sm:col-span-2">
          {text('role', 'Role / Job Title *', 'text', { required: true, autoComplete: 'organization-title' })}
        </div>
      </div>

      <CheckboxGroup legend="Primary Skills *" hint="Choose at least one." name="primarySkills" idPrefix={id('skill')}
        options={PRIMARY_SKILLS} chosen={skills}
        onToggle={(option, on) => setSkills((list) => toggle(list, option, on))} />
      <CheckboxGroup legend="Preferred Work Type *" hint="Choose at least one." name="preferredWorkType" idPrefix={id('work')}
        options={WORK_TYPES} chosen={workTypes}
        onToggle={(option, on) => setWorkTypes((list) => toggle(list, option, on))} />

      <div>
        <label htmlFor={id('careerGoal')} className={labelClass}>
          Tell us about your next career goal *
        </label>
        <textarea id={id('careerGoal')} name="careerGoal" rows={5} required value={values.careerGoal}
          onChange={change} className={inputClass} />
      </div>

      <div>
        <label htmlFor={id('resume')} className={labelClass}>
          Resume (optional)
        </label>
        <p id={id('resume-hint')} className="mt-1 text-sm text-muted">PDF or Word document, up to 5MB.</p>
        <input ref={fileInput} id={id('resume')} name="resume" type="file" accept={RESUME_ACCEPT}
          aria-describedby={id('resume-hint')} onChange={chooseFile}
          className="mt-2 block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-200" />
        {resume && <p className="mt-2 text-sm font-medium text-navy-800">Selected: {resume.name}</p>}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={!ready || submitting} className={buttonClass}>
          {submitting && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin" data-testid="spinner">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
              <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            </svg>
          )}
          {submitting ? 'Submitting...' : 'Submit Registration'}
        </button>
        {!ready && (
          <p className="text-sm text-muted">Choose at least one primary skill and one work type to submit.</p>
        )}
      </div>
    </form>
  );
}

type GroupProps<T extends string> = {
  legend: string;
  hint: string;
  name: string;
  idPrefix: string;
  options: readonly T[];
  chosen: T[];
  onToggle: (option: T, on: boolean) => void;
};

function CheckboxGroup<T extends string>({ legend, hint, name, idPrefix, options, chosen, onToggle }: GroupProps<T>) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      <div className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option} htmlFor={`${idPrefix}-${index}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-navy-100 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink hover:border-navy-200 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-200/25">
            <input id={`${idPrefix}-${index}`} type="checkbox" name={name} value={option}
              checked={chosen.includes(option)} onChange={(e) => onToggle(option, e.target.checked)}
              className="h-4 w-4 rounded border-navy-200 accent-navy-900" />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
