import { CheckIcon, MinusIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Point } from '@/types/content';

export type { Point };

/** A titled point, or a plain sentence. */
export type CheckListItem = Point | ReactNode;

type Props = {
  items: readonly CheckListItem[];
  /** 'pro' marks each item with a tick (benefits, pros), 'con' with a minus. */
  kind?: 'pro' | 'con';
  /** 'light' for lists on navy. */
  tone?: 'dark' | 'light';
  /** Two columns from the md breakpoint. */
  columns?: 1 | 2;
  className?: string;
};

function isTitled(item: CheckListItem): item is Point {
  return typeof item === 'object' && item !== null && 'title' in item;
}

/** A list of points, each marked with a tick or a minus. */
export function CheckList({ items, kind = 'pro', tone = 'dark', columns = 1, className }: Props) {
  const Icon = kind === 'pro' ? CheckIcon : MinusIcon;
  const dark = tone === 'dark';
  return (
    <ul className={clsx('grid gap-x-10 gap-y-4', columns === 2 && 'md:grid-cols-2', className)}>
      {items.map((item, index) => (
        <li key={isTitled(item) ? item.title : index} className="flex gap-4">
          <span
            className={clsx(
              'mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
              kind === 'con'
                ? 'bg-amber-100 text-amber-800'
                : dark
                  ? 'bg-accent-400/20 text-accent-700'
                  : 'bg-accent-400/20 text-accent-300',
            )}
          >
            <Icon className="h-3.5 w-3.5" strokeWidth={2.5} aria-hidden="true" />
          </span>
          {isTitled(item) ? (
            <span>
              <span className={clsx('block font-semibold', dark ? 'text-navy-900' : 'text-white')}>
                {item.title}
              </span>
              {item.description && (
                <span
                  className={clsx(
                    'mt-1 block leading-relaxed',
                    dark ? 'text-muted' : 'text-navy-100',
                  )}
                >
                  {item.description}
                </span>
              )}
            </span>
          ) : (
            <span className={clsx('leading-relaxed', dark ? 'text-ink' : 'text-navy-100')}>
              {item}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
