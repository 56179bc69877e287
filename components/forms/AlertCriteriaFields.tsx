import { jobAlerts } from '@/content/job-alerts';
import {
  ALERT_TERMS,
  ALERT_WORKPLACES,
  LIMITS,
  type AlertCriteria,
} from '@/supabase/functions/_shared/core/rules.ts';
import { readFields, textFields, type FieldSpec } from './TextField';
import { inputClass, labelClass } from './styles';

const copy = jobAlerts.fields;

export type Props = {
  /** Prefix of the fields' ids: one set per form on a page. */
  idPrefix: string;
  /** What the fields hold when the page loads (a role's title and place, or a saved alert). */
  defaults?: Partial<AlertCriteria>;
};

/** The two text fields, each with its line of help. */
const TEXT = {
  keywords: { type: 'text', maxLength: LIMITS.alertKeywords, hint: copy.keywordsHint },
  place: {
    type: 'text',
    autoComplete: 'address-level2',
    maxLength: LIMITS.alertPlace,
    hint: copy.placeHint,
  },
} satisfies Record<string, FieldSpec>;

/** The two choices: their values in order, and the words that show each. */
const CHOICES = {
  workplace: { values: ALERT_WORKPLACES, words: copy.workplaceChoices },
  terms: { values: ALERT_TERMS, words: copy.termsChoices },
};

/**
 * What a job alert matches on, as the subscribe form and the criteria page both ask it:
 * keywords, a place, remote or on-site, contract or permanent. Uncontrolled fields, read with
 * `readCriteria` when the form sends; every one may stay blank or at "any".
 */
export function AlertCriteriaFields({ idPrefix, defaults = {} }: Props) {
  const field = textFields(idPrefix, TEXT, copy);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {field('keywords', { defaultValue: defaults.keywords ?? '' })}
      {field('place', { defaultValue: defaults.place ?? '' })}
      {(['workplace', 'terms'] as const).map((name) => (
        <SelectField
          key={name}
          id={`${idPrefix}-${name}`}
          label={copy[name]}
          name={name}
          {...CHOICES[name]}
          defaultValue={defaults[name] ?? 'any'}
        />
      ))}
    </div>
  );
}

/** The criteria as the fields show them now. */
export function readCriteria(form: HTMLFormElement): Record<keyof AlertCriteria, string> {
  return readFields(form, ['keywords', 'place', 'workplace', 'terms']);
}

type SelectProps = {
  id: string;
  label: string;
  name: string;
  /** The values, in order, and the words that show each. */
  values: readonly string[];
  words: Record<string, string>;
  defaultValue: string;
};

/** A labelled choice of a few values in the forms' look; uncontrolled as the text fields are. */
export function SelectField({ id, label, values, words, ...select }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={inputClass} {...select}>
        {values.map((value) => (
          <option key={value} value={value}>
            {words[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
