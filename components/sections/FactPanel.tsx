import clsx from 'clsx';
import type { ReactNode } from 'react';

export type Fact = {
  /** A short, bold key: a letter, a figure or a word. */
  term: string;
  detail: string;
};

type Props = {
  title: string;
  facts: readonly Fact[];
  /** A closing line under the list. */
  footnote?: ReactNode;
  tone?: 'navy' | 'white';
};

/** A compact panel of key facts beside long text (the aside of a ProseSection). */
export function FactPanel({ title, facts, footnote, tone = 'white' }: Props) {
  const dark = tone === 'navy';
  return (
    <div
      className={clsx(
        'rounded-card p-7 shadow-card sm:p-8',
        dark ? 'bg-navy-900 text-white' : 'border border-navy-100 bg-white',
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
      <dl className="mt-5 space-y-4">
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
    </div>
  );
}
