import clsx from 'clsx';
import type { Testimonial } from '@/types/content';

export type { Testimonial };

type Props = {
  items: readonly Testimonial[];
  /** 'navy' for quotations on a navy band. */
  tone?: 'light' | 'navy';
  /** Columns at the widest breakpoint (several items). */
  columns?: 2 | 3;
  className?: string;
};

/** Client quotations, each a blockquote inside a figure, with its author in a figcaption. */
export function Testimonials({ items, tone = 'light', columns = 3, className }: Props) {
  const navy = tone === 'navy';
  return (
    <ul
      className={clsx(
        'grid gap-6',
        items.length === 1 ? 'mx-auto max-w-3xl' : 'md:grid-cols-2',
        items.length > 1 && columns === 3 && 'lg:grid-cols-3',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.quote} className="flex">
          <figure
            className={clsx(
              'flex w-full flex-col rounded-card border p-7',
              navy ? 'border-white/15 bg-navy-800' : 'border-navy-100 bg-white shadow-card',
            )}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 32 24"
              className={clsx('h-6 w-8', navy ? 'text-accent-300' : 'text-accent-500')}
            >
              <path
                fill="currentColor"
                d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.2 3.2C9.1 4.6 6.9 7.3 6.8 11H13v13Zm18.2 0V14c0-7.7 4.2-12.4 12.6-14L32 3.2c-4.7 1.4-6.9 4.1-7 7.8h6.2v13Z"
              />
            </svg>
            <blockquote
              className={clsx(
                'mt-4 flex-1 text-[1.05rem] leading-relaxed',
                navy ? 'text-white' : 'text-ink',
              )}
            >
              <p>{item.quote}</p>
            </blockquote>
            {item.author && (
              <figcaption
                className={clsx(
                  'mt-6 border-t pt-4 text-sm',
                  navy ? 'border-white/15' : 'border-navy-100',
                )}
              >
                <span
                  className={clsx('block font-semibold', navy ? 'text-white' : 'text-navy-900')}
                >
                  {item.author}
                </span>
                {item.role && (
                  <span className={clsx('block', navy ? 'text-accent-200' : 'text-muted')}>
                    {item.role}
                  </span>
                )}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
