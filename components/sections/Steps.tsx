import type { Step } from '@/types/content';

export type { Step };

type Props = {
  steps: readonly Step[];
};

/** A numbered sequence (an ordered list): each step an icon, its number, a title and a sentence. */
export function Steps({ steps }: Props) {
  return (
    <ol className="relative grid gap-6 md:grid-cols-3">
      {steps.map(({ title, description, icon: Icon }, index) => (
        <li
          key={title}
          className="relative flex flex-col rounded-card border border-navy-100 bg-white p-7 shadow-card"
        >
          <div className="flex items-center justify-between">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-accent-300">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <span
              aria-hidden="true"
              className="rounded-full bg-navy-50 px-3 py-1 text-sm font-semibold tracking-[0.12em] text-navy-700 uppercase"
            >
              Step {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className="mt-5 text-lg font-semibold text-navy-900">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{description}</p>
        </li>
      ))}
    </ol>
  );
}
