'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';

type Props = {
  title: string;
  /** 'good' a status (announced politely), 'bad' an alert (announced at once). */
  tone?: 'good' | 'bad';
  /** The title's level under the page's headings. */
  headingLevel?: 2 | 3;
  className?: string;
  /** The button under the words that brings back the form this answers (to send again). */
  again?: { label: string; onClick: () => void };
  children: ReactNode;
};

/**
 * What a form's answer says, in place of or above the form: a titled box that takes the focus
 * when it appears, so a screen reader reads it and the keyboard starts from it.
 */
export function Outcome({
  title,
  tone = 'good',
  headingLevel = 2,
  className,
  again,
  children,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={tone === 'good' ? 'status' : 'alert'}
      className={clsx(
        'rounded-card border p-6 focus:outline-none',
        tone === 'good' ? 'border-accent-600 bg-accent-200/25' : 'border-amber-300 bg-amber-50',
        className,
      )}
    >
      <Heading
        className={clsx('font-semibold text-navy-900', headingLevel === 2 ? 'text-xl' : 'text-lg')}
      >
        {title}
      </Heading>
      <div className="mt-2 space-y-4 text-ink">
        {children}
        {again && (
          <button
            type="button"
            onClick={again.onClick}
            className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          >
            {again.label}
          </button>
        )}
      </div>
    </div>
  );
}
