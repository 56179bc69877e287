import clsx from 'clsx';
import type { ComponentType, SVGProps } from 'react';

export type Card = {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

type Props = {
  cards: readonly Card[];
  /** Columns at the widest breakpoint. */
  columns?: 2 | 3 | 4;
  className?: string;
};

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** A grid of cards, each an icon, a title (h3) and a description. */
export function CardGrid({ cards, columns = 3, className }: Props) {
  return (
    <ul className={clsx('grid gap-6', columnClasses[columns], className)}>
      {cards.map(({ title, description, icon: Icon }) => (
        <li
          key={title}
          className="flex flex-col rounded-card border border-navy-100 bg-white p-7 shadow-card"
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-400/15 text-accent-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-navy-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}
