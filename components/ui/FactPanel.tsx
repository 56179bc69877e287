import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Fact } from '@/types/content';

export type { Fact };

type Props = {
  title: string;
  /** Key facts listed as term and detail. */
  facts?: readonly Fact[];
  /** Free content (a badge, figures, a list) after the facts. */
  children?: ReactNode;
  /** A closing line under the panel's content. */
  footnote?: ReactNode;
  tone?: 'navy' | 'white';
  align?: 'left' | 'center';
};

/** A compact card of key facts beside a section's text. */
export function FactPanel({
  title,
  facts,
  children,
  footnote,
  tone = 'white',
  align = 'left',
}: Props) {
  const dark = tone === 'navy';
  return (
    <aside
      aria-label={title}
      className={clsx(
        'rounded-card p-7 shadow-card sm:p-8',
        dark ? 'bg-navy-900 text-white' : 'border border-navy-100 bg-white',
        align === 'center' && 'text-center',
      )}
    >
      <p
        className={clsx(
          'text-sm font-semibold tracking-[0.14em] uppercase',
          dark ? 'text-accent-300' : 'text-accent-700',
        )}
      >
        {title}
      </p>
      {facts && (
        <dl className="mt-5 space-y-4 text-left">
          {facts.map((fact) => (
            <div key={fact.term} className="flex items-start gap-4">
              <dt
                className={clsx(
                  'inline-flex h-10 min-w-10 shrink-0 items-center justify-center rounded-lg px-2 text-lg font-extrabold',
                  dark ? 'bg-white/10 text-accent-300' : 'bg-accent-400/15 text-accent-800',
                )}
              >
                {fact.term}
              </dt>
              <dd className={clsx('pt-1.5 leading-snug', dark ? 'text-navy-100' : 'text-ink')}>
                {fact.detail}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children && <div className="mt-5">{children}</div>}
      {footnote && (
        <div
          className={clsx(
            'mt-6 border-t pt-5 text-sm leading-relaxed',
            dark ? 'border-white/15 text-navy-100' : 'border-navy-100 text-muted',
          )}
        >
          {footnote}
        </div>
      )}
    </aside>
  );
}
