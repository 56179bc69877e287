/**
 * The fields of the request for talent (components/forms/TalentRequestForm.tsx), their bounds the
 * shared rules' (TALENT_LIMITS), their words content/hire.ts's; and how the form reads them and
 * shows a field the shared rules refused.
 */
import type { InputHTMLAttributes } from 'react';
import { hireForm as copy } from '@/content/hire';
import type { FieldError } from '@/supabase/functions/_shared/core/rules.ts';
import {
  ENGAGEMENTS,
  isProfileId,
  TALENT_LIMITS as LIMITS,
  TALENT_WORKPLACES,
  type TalentRequestPayload as Payload,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import { labelClass } from './styles';
import { TextField } from './TextField';

type Name = keyof typeof copy.fields;
type Field = [Name, InputHTMLAttributes<HTMLInputElement> & { rows?: number }];
const YOU: Field[] = [
  ['company', { required: true, maxLength: LIMITS.company, autoComplete: 'organization' }],
  ['fullName', { required: true, maxLength: LIMITS.fullName, autoComplete: 'name' }],
  ['email', { required: true, maxLength: LIMITS.email, type: 'email', autoComplete: 'email' }],
  ['phone', { maxLength: LIMITS.phone, type: 'tel', autoComplete: 'tel' }],
];
const { headcountMin: min, headcountMax: max } = LIMITS;
const ROLE: Field[] = [
  ['roleTitle', { required: true, maxLength: LIMITS.roleTitle }],
  ['headcount', { required: true, type: 'number', min, max, step: 1, defaultValue: 1 }],
];
const WORK: Field[] = [
  ['location', { required: true, maxLength: LIMITS.location }],
  ['skills', { required: true, maxLength: LIMITS.skills }],
  ['description', { required: true, maxLength: LIMITS.description, rows: 6 }],
];
const WHEN: Field[] = [
  ['startDate', { type: 'date' }],
  ['budget', { maxLength: LIMITS.budget }],
];

/**
 * The talent profile the visitor came to ask about ("Ask about this person" on /talent opens
 * /hire?profile=<id>#request); '' for none or for an address that names no profile's id.
 */
function askedAbout(): string {
  const id = new URLSearchParams(window.location.search).get('profile') ?? '';
  return isProfileId(id) ? id : '';
}

/** The request as it is on screen (the inputs are uncontrolled), in the payload's shape. */
export function readRequest(form: HTMLFormElement): Payload {
  const data = new FormData(form);
  const read = (name: keyof Payload) => String(data.get(name) ?? '');
  const typed = [...YOU, ...ROLE, ...WORK, ...WHEN].map(([name]) => [name, read(name)]);
  const profile = askedAbout();
  return {
    ...Object.fromEntries(typed),
    headcount: Number(read('headcount')),
    engagement: read('engagement'),
    workplace: read('workplace'),
    ...(profile ? { profile } : {}),
  } as Payload; // the shared rules check every value before it is sent
}

/** Shows the shared rules' refusal on its field, in the browser's own message, until it changes. */
export function markField(form: HTMLFormElement, { field, why }: FieldError) {
  const named = form.elements.namedItem(field);
  const input = named instanceof RadioNodeList ? named[0] : named;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  input.setCustomValidity(`${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
  input.addEventListener('input', () => input.setCustomValidity(''), { once: true });
  input.reportValidity();
}

/** The request's fields in two groups, about the requester and about the role. Uncontrolled. */
export function TalentRequestFields() {
  const fields = (list: Field[]) =>
    list.map(([name, attributes]) => (
      <TextField
        key={name}
        id={`hire-${name}`}
        name={name}
        label={copy.fields[name]}
        placeholder={(copy.placeholders as Partial<Record<Name, string>>)[name]}
        {...attributes}
      />
    ));
  const pair = 'grid gap-5 sm:grid-cols-2';
  return (
    <>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-navy-900">{copy.groups.you}</legend>
        <div className={pair}>{fields(YOU)}</div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-navy-900">{copy.groups.role}</legend>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">{fields(ROLE)}</div>
        <Choices name="engagement" legend={copy.engagement} options={ENGAGEMENTS} />
        <Choices name="workplace" legend={copy.workplace} options={TALENT_WORKPLACES} />
        {fields(WORK)}
        <div className={pair}>{fields(WHEN)}</div>
      </fieldset>
    </>
  );
}

type ChoicesProps = {
  name: 'engagement' | 'workplace';
  legend: string;
  options: readonly string[];
};

/** One required choice among a few, as large labelled radio buttons. */
function Choices({ name, legend, options }: ChoicesProps) {
  const words: Record<string, string> = copy[name === 'engagement' ? 'engagements' : 'workplaces'];
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid gap-2.5 sm:grid-cols-3">
        {options.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-navy-100 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink hover:border-navy-200 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-200/25"
          >
            <input
              type="radio"
              name={name}
              value={value}
              required
              className="h-4 w-4 accent-navy-900"
            />
            {words[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
