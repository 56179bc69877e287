import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass } from './styles';

type Props = {
  id: string;
  label: string;
  /** A line under the field that describes it (its id is `<id>-hint`). */
  hint?: string;
  /** Makes it a textarea this many rows tall. */
  rows?: number;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled text input (a textarea when given `rows`) in the forms' look. Uncontrolled: the form
 * reads what is on screen when it sends (`readFields`).
 */
export function TextField({ id, label, hint, rows, ...field }: Props) {
  const described = hint ? { 'aria-describedby': `${id}-hint` } : {};
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          className={inputClass}
          {...(field as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...described}
        />
      ) : (
        // A text box says so (`type="text"`, the default the field's own type replaces): checkers
        // that read the attribute, not the DOM property, know its autocomplete token fits it.
        <input id={id} type="text" className={inputClass} {...field} {...described} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A text field's attributes but its id, label and name, which its form's prefix and words give. */
export type FieldSpec = Omit<Props, 'id' | 'label' | 'name'>;

/**
 * A form's text fields from one list (name → type, autocomplete, required…): `field(name)` renders
 * the one named, its id `<idPrefix>-<name>` and its label the form's words for it; `extra` adds
 * what one page gives it (a default value). `readFields(form, specs)` reads them back.
 */
export function textFields<Name extends string>(
  idPrefix: string,
  specs: Record<Name, FieldSpec>,
  labels: NoInfer<Record<Name, string>>,
) {
  return function field(name: Name, extra: FieldSpec = {}) {
    const id = `${idPrefix}-${name}`;
    return <TextField id={id} label={labels[name]} name={name} {...specs[name]} {...extra} />;
  };
}

/** The named fields as they are on screen, as text (an absent one as ''). */
export function readFields<Name extends string>(
  form: HTMLFormElement,
  fields: readonly Name[] | Record<Name, unknown>,
): Record<Name, string> {
  const data = new FormData(form);
  const names = (Array.isArray(fields) ? fields : Object.keys(fields)) as Name[];
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    Name,
    string
  >;
}
