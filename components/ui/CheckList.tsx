import { CheckCircleIcon } from '@heroicons/react/24/solid';
import clsx from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  items: readonly ReactNode[];
  /** 'light' for lists on navy. */
  tone?: 'dark' | 'light';
  /** Two columns from the sm breakpoint. */
  columns?: 1 | 2;
  className?: string;
};

/** A list of short points, each with a check mark. */
export function CheckList({ items, tone = 'dark', columns = 1, className }: Props) {
  return (
    <ul className={clsx('grid gap-3', columns === 2 && 'sm:grid-cols-2 sm:gap-x-8', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-3">
          <CheckCircleIcon
            aria-hidden="true"
            className={clsx(
              'mt-0.5 h-5 w-5 shrink-0',
              tone === 'dark' ? 'text-accent-600' : 'text-accent-300',
            )}
          />
          <span className={clsx('leading-relaxed', tone === 'dark' ? 'text-ink' : 'text-navy-100')}>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
