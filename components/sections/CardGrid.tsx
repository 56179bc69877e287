import clsx from 'clsx';
import type { Card } from '@/types/content';

export type { Card };

type Props = {
  cards: readonly Card[];
  /** Columns at the widest breakpoint. */
  columns?: 2 | 3 | 4;
  /** 'card' stacks icon, title and text; 'tile' is compact, the icon beside the text. */
  variant?: 'card' | 'tile';
  className?: string;
};

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

const variants = {
  card: {
    item: 'flex flex-col rounded-card border border-navy-100 bg-white p-7 shadow-card',
    icon: 'h-12 w-12 bg-accent-400/15 text-accent-700',
    iconSize: 'h-6 w-6',
    body: 'mt-5',
    title: 'text-lg font-semibold text-navy-900',
    text: 'mt-2 leading-relaxed text-muted',
  },
  tile: {
    item: 'flex items-start gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-card',
    icon: 'h-11 w-11 shrink-0 bg-navy-900 text-accent-300',
    iconSize: 'h-5 w-5',
    body: '',
    title: 'font-semibold text-navy-900',
    text: 'mt-1 text-[0.95rem] leading-relaxed text-muted',
  },
} as const;

/** A grid of cards, each an icon, a title (h3) and a description. */
export function CardGrid({ cards, columns = 3, variant = 'card', className }: Props) {
  const look = variants[variant];
  return (
    <ul
      className={clsx(
        'grid',
        variant === 'tile' ? 'gap-4' : 'gap-6',
        columnClasses[columns],
        className,
      )}
    >
      {cards.map(({ title, description, icon: Icon }) => (
        <li key={title} className={look.item}>
          <span className={clsx('inline-flex items-center justify-center rounded-xl', look.icon)}>
            <Icon className={look.iconSize} aria-hidden="true" />
          </span>
          <div className={look.body}>
            <h3 className={look.title}>{title}</h3>
            <p className={look.text}>{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
