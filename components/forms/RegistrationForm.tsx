'use client';

import { registrationForm as copy } from '@/content/registration-form';
import {
  PRIMARY_SKILLS,
  WORK_TYPES,
  type PrimarySkill,
  type RegistrationPayload,
  type WorkType,
} from '@/supabase/functions/_shared/core/rules.ts';
import { CheckboxGroup, allTicked, useTicked } from './CheckboxGroup';
import { readFields, textFields, type FieldSpec } from './TextField';
import { REGISTRATION_PREFIX, registrationFormId } from './form-ids';
import { FormShell, SubmitButton } from './FormShell';
import { resumeFields, ResumeField, ResumeNotKept, useResume } from './resume';
import { Spinner } from './Spinner';
import { useFormSend } from './use-form-send';

export type Props = {
  /** Prefix for element ids, should the form appear twice on a page. */
  idPrefix?: string;
};

/** The text fields, as the spec asks for them (SPEC.md section 5). */
const TEXT = {
  fullName: { type: 'text', required: true, autoComplete: 'name' },
  email: { type: 'email', required: true, autoComplete: 'email' },
  linkedinUrl: { type: 'url', placeholder: copy.fields.linkedinPlaceholder },
  recentEmployer: { type: 'text', required: true, autoComplete: 'organization' },
  role: { type: 'text', required: true, autoComplete: 'organization-title' },
  careerGoal: { rows: 5, required: true },
} satisfies Record<string, FieldSpec>;

/** The two checkbox groups of which at least one box each must be ticked: their options and ids. */
const GROUPS = [
  { name: 'primarySkills', options: PRIMARY_SKILLS, ids: 'skill' },
  { name: 'preferredWorkType', options: WORK_TYPES, ids: 'work' },
] as const;
const CHOICE_GROUPS = GROUPS.map((group) => group.name);

/** What the function answers: `resumeKept: false` when it stored the registration without its file. */
type Answer = { ok?: boolean; resumeKept?: boolean };

/**
 * The Tech Refugee Program registration, sent to send-tech-refugee-form. Its inputs are
 * uncontrolled, so what a visitor types, ticks or picks before the page's scripts arrive is kept,
 * checked when the form starts (the resume rules, the submit button's state) and is exactly what
 * is sent.
 */
export function RegistrationForm({ idPrefix = REGISTRATION_PREFIX }: Props) {
  const resume = useResume();
  const id = (name: string) => `${idPrefix}-${name}`;
  const send = useFormSend<RegistrationPayload, Answer>({
    fn: 'send-tech-refugee-form',
    ready: (form) => allTicked(form, CHOICE_GROUPS),
    read: async (form) => {
      const data = new FormData(form);
      return {
        ...readFields(form, TEXT),
        primarySkills: data.getAll('primarySkills').map(String) as PrimarySkill[],
        preferredWorkType: data.getAll('preferredWorkType').map(String) as WorkType[],
        ...(await resumeFields(resume.file())),
      };
    },
    words: copy,
    log: 'Failed to submit the registration:',
    refused: resume.refused,
    onSent: resume.clear,
    sync: resume.check,
  });
  const notKept = send.sent?.answer?.resumeKept === false && send.sent.payload.resumeFilename;

  const ready = useTicked(send.form, CHOICE_GROUPS);
  const field = textFields(idPrefix, TEXT, copy.fields);

  return (
    <FormShell
      send={send}
      id={registrationFormId(idPrefix)}
      action="tech-refugee"
      label={copy.label}
      encType="multipart/form-data"
      className="relative space-y-6"
      footer={
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SubmitButton
              send={send}
              words={copy}
              spinner={<Spinner />}
              disabled={!ready}
              requires={CHOICE_GROUPS.join(' ')}
            />
            {/* Shown by CSS from what is ticked, so it is right before the scripts arrive too. */}
            <p className="choices-hint text-sm text-muted">{copy.choicesHint}</p>
          </div>
          <div role="status" aria-live="polite">
            {notKept && (
              <ResumeNotKept
                words={copy.resumeNotKept}
                file={notKept}
                subject={copy.resumeSubject}
              />
            )}
          </div>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('fullName')}
        {field('email')}
        {field('linkedinUrl')}
        {field('recentEmployer')}
        <div className="sm:col-span-2">{field('role')}</div>
      </div>
      {GROUPS.map((group) => (
        <CheckboxGroup
          key={group.name}
          {...copy.groups[group.name]}
          name={group.name}
          idPrefix={id(group.ids)}
          options={group.options}
        />
      ))}
      {field('careerGoal')}
      <ResumeField id={id('resume')} resume={resume} words={copy.fields} />
    </FormShell>
  );
}
