import clsx from 'clsx';
import type { Milestone } from '@/types/content';

export type { Milestone };

type Props = {
  items: readonly Milestone[];
  /** 'light' on navy. */
  tone?: 'dark' | 'light';
};

/** Milestones down a vertical line. */
export function Timeline({ items, tone = 'dark' }: Props) {
  const light = tone === 'light';
  return (
    <ol
      className={clsx(
        'relative space-y-8 border-l-2 pl-8',
        light ? 'border-white/20' : 'border-navy-100',
      )}
    >
      {items.map((item) => (
        <li key={item.when} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.55rem] h-4 w-4 rounded-full border-4 border-accent-400 bg-navy-900"
          />
          <p
            className={clsx(
              'text-sm font-bold tracking-wider uppercase',
              light ? 'text-accent-300' : 'text-accent-700',
            )}
          >
            {item.when}
          </p>
          <p className={clsx('mt-1 text-lg leading-relaxed', light ? 'text-white' : 'text-ink')}>
            {item.what}
          </p>
        </li>
      ))}
    </ol>
  );
}
