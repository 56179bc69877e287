import { jobAlerts } from '@/content/job-alerts';
import {
  ALERT_TERMS,
  ALERT_WORKPLACES,
  LIMITS,
  type AlertCriteria,
} from '@/supabase/functions/_shared/core/rules.ts';
import { inputClass, labelClass } from './styles';
import { TextField } from './TextField';

const copy = jobAlerts.fields;

export type Props = {
  /** Prefix of the fields' ids: one set per form on a page. */
  idPrefix: string;
  /** What the fields hold when the page loads (a role's title and place, or a saved alert). */
  defaults?: Partial<AlertCriteria>;
};

/**
 * What a job alert matches on, as the subscribe form and the criteria page both ask it:
 * keywords, a place, remote or on-site, contract or permanent. Uncontrolled fields, read with
 * `readCriteria` when the form sends; every one may stay blank or at "any".
 */
export function AlertCriteriaFields({ idPrefix, defaults = {} }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <TextField
          id={id('keywords')}
          label={copy.keywords}
          name="keywords"
          type="text"
          maxLength={LIMITS.alertKeywords}
          defaultValue={defaults.keywords ?? ''}
          aria-describedby={id('keywords-hint')}
        />
        <p id={id('keywords-hint')} className="mt-1 text-sm text-muted">
          {copy.keywordsHint}
        </p>
      </div>
      <div>
        <TextField
          id={id('place')}
          label={copy.place}
          name="place"
          type="text"
          autoComplete="address-level2"
          maxLength={LIMITS.alertPlace}
          defaultValue={defaults.place ?? ''}
          aria-describedby={id('place-hint')}
        />
        <p id={id('place-hint')} className="mt-1 text-sm text-muted">
          {copy.placeHint}
        </p>
      </div>
      <div>
        <label htmlFor={id('workplace')} className={labelClass}>
          {copy.workplace}
        </label>
        <select
          id={id('workplace')}
          name="workplace"
          defaultValue={defaults.workplace ?? 'any'}
          className={inputClass}
        >
          {ALERT_WORKPLACES.map((value) => (
            <option key={value} value={value}>
              {copy.workplaceChoices[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id('terms')} className={labelClass}>
          {copy.terms}
        </label>
        <select
          id={id('terms')}
          name="terms"
          defaultValue={defaults.terms ?? 'any'}
          className={inputClass}
        >
          {ALERT_TERMS.map((value) => (
            <option key={value} value={value}>
              {copy.termsChoices[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The criteria as the fields show them now. */
export function readCriteria(form: HTMLFormElement): Record<keyof AlertCriteria, string> {
  const data = new FormData(form);
  const field = (name: keyof AlertCriteria) => String(data.get(name) ?? '');
  return {
    keywords: field('keywords'),
    place: field('place'),
    workplace: field('workplace'),
    terms: field('terms'),
  };
}
