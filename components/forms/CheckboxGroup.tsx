import { useEffect, useState, type RefObject } from 'react';
import { labelClass } from './styles';

/** Whether each named checkbox group of the form has a box ticked. */
export function allTicked(form: HTMLFormElement, names: readonly string[]): boolean {
  return names.every((name) => form.querySelector(`input[name="${name}"]:checked`) !== null);
}

/**
 * Whether each named checkbox group has a box ticked, as the form shows it: from what was ticked
 * before the scripts arrived, then on every change and after the form's reset. The browser's own
 * events, not React's: the reset after a success (form.reset()) is the DOM's, which React's change
 * tracking does not see, so a box ticked again afterwards would raise no React onChange.
 */
export function useTicked(form: RefObject<HTMLFormElement | null>, names: readonly string[]) {
  const [ticked, setTicked] = useState(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const update = () => setTicked(allTicked(element, names));
    // The reset event comes before the fields are reset: read them once it is done.
    const afterReset = () => queueMicrotask(update);
    update();
    element.addEventListener('change', update);
    element.addEventListener('reset', afterReset);
    return () => {
      element.removeEventListener('change', update);
      element.removeEventListener('reset', afterReset);
    };
  }, [form, names]);
  return ticked;
}

type GroupProps = {
  legend: string;
  hint: string;
  name: string;
  /** The boxes' ids are `<idPrefix>-<index>`. */
  idPrefix: string;
  options: readonly string[];
  /** Each option's words, when its value is a code ('remote'); else the value is its words. */
  labels?: Readonly<Record<string, string>>;
};

/** A labelled group of checkboxes, one per option, its value the option's words (or its code). */
export function CheckboxGroup({ legend, hint, name, idPrefix, options, labels }: GroupProps) {
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
            {labels?.[option] ?? option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
