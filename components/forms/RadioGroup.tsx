import { labelClass } from './styles';

type Props = {
  name: string;
  legend: string;
  options: readonly string[];
  /** Each option's words. */
  labels: Readonly<Record<string, string>>;
};

/** One required choice among a few, as large labelled radio buttons. Uncontrolled. */
export function RadioGroup({ name, legend, options, labels }: Props) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid gap-2.5 sm:grid-cols-2">
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
              className="h-4 w-4 shrink-0 accent-navy-900"
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
