import clsx from 'clsx';
import type { Stat } from '@/types/content';

export type { Stat };

type Props = {
  items: readonly Stat[];
  /** 'light' on navy (hero panels), 'dark' on white or muted bands. */
  tone?: 'dark' | 'light';
  /** Columns on wide screens: 4 in a full-width band, 2 in a narrow column or a hero panel. */
  columns?: 2 | 4;
  className?: string;
};

/** Key figures: a large value over a short label, as a description list. */
export function Stats({ items, tone = 'dark', columns = 2, className }: Props) {
  return (
    <dl className={clsx('grid grid-cols-2 gap-4', columns === 4 && 'lg:grid-cols-4', className)}>
      {items.map((stat) => (
        <div
          key={stat.label}
          className={clsx(
            'flex flex-col rounded-card p-5',
            tone === 'dark'
              ? 'border border-navy-100 bg-white shadow-card'
              : 'border border-white/15 bg-white/5 backdrop-blur-sm',
          )}
        >
          <dt
            className={clsx(
              'order-2 mt-1 text-sm leading-snug font-medium',
              tone === 'dark' ? 'text-muted' : 'text-navy-100',
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={clsx(
              'order-1 text-2xl font-extrabold tracking-tight sm:text-3xl',
              tone === 'dark' ? 'text-navy-900' : 'text-white',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
