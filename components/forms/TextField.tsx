import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass } from './styles';

type Props = {
  id: string;
  label: string;
  /** Makes it a textarea this many rows tall. */
  rows?: number;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled text input (a textarea when given `rows`) in the forms' look. Uncontrolled: the form
 * reads what is on screen when it sends.
 */
export function TextField({ id, label, rows, ...field }: Props) {
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
        />
      ) : (
        <input id={id} className={inputClass} {...field} />
      )}
    </div>
  );
}
