import { CheckIcon, MinusIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';

export type CheckListItem = {
  title: string;
  description?: string;
};

type Props = {
  items: readonly CheckListItem[];
  /** 'pro' marks each item with a tick, 'con' with a minus. */
  kind?: 'pro' | 'con';
  /** 'light' for lists on navy. */
  tone?: 'dark' | 'light';
  columns?: 1 | 2;
  className?: string;
};

/** A list of points, each with a tick (benefits, pros) or a minus (cons) and an optional sentence. */
export function CheckList({ items, kind = 'pro', tone = 'dark', columns = 1, className }: Props) {
  const Icon = kind === 'pro' ? CheckIcon : MinusIcon;
  return (
    <ul className={clsx('grid gap-x-10 gap-y-5', columns === 2 && 'md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span
            className={clsx(
              'mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
              kind === 'pro'
                ? tone === 'dark'
                  ? 'bg-accent-400/20 text-accent-700'
                  : 'bg-accent-400/20 text-accent-300'
                : 'bg-amber-100 text-amber-800',
            )}
          >
            <Icon className="h-4 w-4" strokeWidth={2.5} aria-hidden="true" />
          </span>
          <span>
            <span
              className={clsx(
                'block font-semibold',
                tone === 'dark' ? 'text-navy-900' : 'text-white',
              )}
            >
              {item.title}
            </span>
            {item.description && (
              <span
                className={clsx(
                  'mt-1 block leading-relaxed',
                  tone === 'dark' ? 'text-muted' : 'text-navy-100',
                )}
              >
                {item.description}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
