'use client';

import { talentNetworkForm as copy } from '@/content/talent-network';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { PRIMARY_SKILLS } from '@/supabase/functions/_shared/core/rules.ts';
import {
  AVAILABILITY,
  NETWORK_LIMITS,
  TALENT_NETWORK_FUNCTION,
  TALENT_NETWORK_KIND,
  WORK_AUTHORIZATION,
  type TalentNetworkPayload as Payload,
} from '@/supabase/functions/_shared/core/talent-network.ts';
import {
  ENGAGEMENTS,
  TALENT_WORKPLACES,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import { CheckboxGroup, allTicked, useTicked } from './CheckboxGroup';
import { TALENT_NETWORK_FORM_ID } from './form-ids';
import { FormShell, SubmitButton } from './FormShell';
import { Outcome } from './Outcome';
import { RadioGroup } from './RadioGroup';
import { resumeFields, ResumeField, ResumeNotKept, useResume } from './resume';
import { Spinner } from './Spinner';
import { readFields, textFields, type FieldSpec } from './TextField';
import { useFormSend } from './use-form-send';

export type Props = {
  /** The section heading's id, which names the form. */
  labelledBy: string;
};

const PREFIX = 'network';
const f = copy.fields;

/** The text fields; their bounds are the shared rules' (NETWORK_LIMITS). */
const TEXT = {
  fullName: { type: 'text', required: true, autoComplete: 'name', maxLength: 200 },
  email: { type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40 },
  linkedinUrl: { type: 'url', placeholder: f.linkedinPlaceholder },
  role: { type: 'text', required: true, placeholder: f.rolePlaceholder, maxLength: 200 },
  years: { type: 'number', required: true, min: 0, max: NETWORK_LIMITS.yearsMax, step: 1 },
  location: { type: 'text', placeholder: f.locationPlaceholder, maxLength: 80 },
} satisfies Record<string, FieldSpec>;

/** The checkbox groups of which at least one box each must be ticked: their options and words. */
const GROUPS = [
  { name: 'primarySkills', options: PRIMARY_SKILLS, labels: undefined },
  { name: 'workplaces', options: TALENT_WORKPLACES, labels: copy.workplaces },
  { name: 'engagements', options: ENGAGEMENTS, labels: copy.engagements },
] as const;
const CHOICE_GROUPS = GROUPS.map((group) => group.name);

/** What the function answers: `resumeKept: false` when it stored the join without its file. */
type Answer = { ok?: boolean; resumeKept?: boolean };

/** The join as it is on screen (the inputs are uncontrolled); the function checks every value. */
async function readJoin(form: HTMLFormElement, file: File | null): Promise<Payload> {
  const data = new FormData(form);
  const list = (name: string) => data.getAll(name).map(String);
  const { years, ...typed } = readFields(form, TEXT);
  return {
    ...typed,
    years: Number(years),
    primarySkills: list('primarySkills'),
    workplaces: list('workplaces'),
    engagements: list('engagements'),
    availability: String(data.get('availability') ?? ''),
    workAuthorization: String(data.get('workAuthorization') ?? ''),
    jobAlerts: data.get('jobAlerts') === 'yes',
    ...(await resumeFields(file)),
  } as Payload;
}

/**
 * Joining the talent network (/talent-network), sent to join-talent-network, which stores it,
 * hands it to Zoho Recruit as a candidate with no opening, mails the recruiters and acknowledges
 * the person. Its inputs are uncontrolled, so what is typed, ticked or picked before the scripts
 * arrive is kept and sent; a failed send keeps everything on the page for the next try. The
 * resume follows the other resume fields' rules (rules.ts).
 */
export function TalentNetworkForm({ labelledBy }: Props) {
  const resume = useResume();
  const send = useFormSend<Payload, Answer>({
    fn: TALENT_NETWORK_FUNCTION,
    ready: (form) => allTicked(form, CHOICE_GROUPS) && resume.file() !== null,
    read: (form) => readJoin(form, resume.file()),
    words: { ...copy, sent: { title: copy.success.toastTitle, text: copy.success.toastText } },
    log: 'Failed to join the talent network:',
    refused: resume.refused,
    onSent: resume.clear,
    sync: resume.check,
  });
  const ready = useTicked(send.form, CHOICE_GROUPS);
  const field = textFields(PREFIX, TEXT, f);
  const sent = send.sent;
  const outcome = sent && (
    <Outcome
      headingLevel={3}
      title={copy.success.title}
      again={{ label: copy.success.again, onClick: send.clear }}
    >
      <p>{fill(copy.success.text, { email: sent.payload.email })}</p>
      {sent.payload.jobAlerts && <p>{fill(copy.success.alerts, { email: sent.payload.email })}</p>}
      {sent.answer?.resumeKept === false && (
        <ResumeNotKept
          words={copy.resumeNotKept}
          file={sent.payload.resumeFilename}
          subject={copy.resumeSubject}
        />
      )}
    </Outcome>
  );
  const footer = (
    <>
      <p className="text-sm text-muted">
        {copy.privacy}{' '}
        <a
          href="/privacy-policy#talent-network"
          className="font-semibold text-accent-700 underline"
        >
          {copy.privacyLink}
        </a>
        .
      </p>
      <div className="flex flex-col items-start gap-3">
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
    </>
  );
  const heading = 'text-lg font-semibold text-navy-900';
  return (
    <FormShell
      send={send}
      id={TALENT_NETWORK_FORM_ID}
      action={TALENT_NETWORK_KIND}
      labelledBy={labelledBy}
      encType="multipart/form-data"
      className="relative space-y-7"
      outcome={outcome}
      footer={footer}
    >
      <h3 className={heading}>{copy.groups.you}</h3>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('fullName')}
        {field('email')}
        {field('phone')}
        {field('linkedinUrl')}
      </div>
      <h3 className={heading}>{copy.groups.work}</h3>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        {field('role')}
        {field('years')}
      </div>
      {GROUPS.map((group) => (
        <CheckboxGroup
          key={group.name}
          {...copy.checkGroups[group.name]}
          name={group.name}
          idPrefix={`${PREFIX}-${group.name}`}
          options={group.options}
          labels={group.labels}
        />
      ))}
      {field('location')}
      <RadioGroup
        name="availability"
        legend={copy.availability}
        options={AVAILABILITY}
        labels={copy.availabilities}
      />
      <RadioGroup
        name="workAuthorization"
        legend={copy.workAuthorization}
        options={WORK_AUTHORIZATION}
        labels={copy.workAuthorizations}
      />
      <ResumeField id={`${PREFIX}-resume`} resume={resume} words={f} required />
      <label
        htmlFor={`${PREFIX}-jobAlerts`}
        className="flex cursor-pointer items-start gap-3 text-[0.95rem] text-ink"
      >
        <input
          id={`${PREFIX}-jobAlerts`}
          type="checkbox"
          name="jobAlerts"
          value="yes"
          className="mt-1 h-4 w-4 shrink-0 rounded border-navy-200 accent-navy-900"
        />
        {copy.jobAlerts}
      </label>
    </FormShell>
  );
}
