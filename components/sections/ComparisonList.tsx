import type { Comparison } from '@/types/content';

export type { Comparison };

type Props = {
  leftLabel: string;
  rightLabel: string;
  rows: readonly Comparison[];
};

/**
 * Side-by-side points of two options. Each point is a card with its aspect (h3) and a small
 * description list, so it reads well stacked on a phone and as two columns on wide screens.
 */
export function ComparisonList({ leftLabel, rightLabel, rows }: Props) {
  return (
    <ol className="grid gap-6 lg:grid-cols-2">
      {rows.map((row, index) => (
        <li
          key={row.aspect}
          className="rounded-card border border-navy-100 bg-white p-7 shadow-card"
        >
          <h3 className="flex items-center gap-3 text-lg font-semibold text-navy-900">
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-accent-300"
            >
              {index + 1}
            </span>
            {row.aspect}
          </h3>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-accent-400/10 p-4">
              <dt className="text-xs font-semibold tracking-wider text-accent-800 uppercase">
                {leftLabel}
              </dt>
              <dd className="mt-2 leading-relaxed text-ink">{row.left}</dd>
            </div>
            <div className="rounded-xl bg-navy-50 p-4">
              <dt className="text-xs font-semibold tracking-wider text-navy-700 uppercase">
                {rightLabel}
              </dt>
              <dd className="mt-2 leading-relaxed text-ink">{row.right}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
