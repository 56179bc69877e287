'use client';

import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useId, useRef } from 'react';

type Props = {
  /**
   * The box's accessible name, the landmark's name, its placeholder and its submit button's name
   * (content/search.ts).
   */
  label: string;
  landmark: string;
  placeholder: string;
  submit: string;
  className?: string;
  /** Classes of the box with its button (its width). */
  boxClassName?: string;
  /** Results below the box, in the page's flow (the mobile menu), not over what follows it. */
  inlineResults?: boolean;
};

/**
 * The header's search: a GET form to /search?q=…, which is all it is without JavaScript (and
 * until the box is first focused), sent by Enter or by its button (the magnifier at the box's end:
 * a control for whoever cannot press Enter or sends a form by its button, WCAG 3.2.2 / H32).
 * On the first focus it loads the combobox
 * (./search-combobox.ts), which loads Pagefind's client and index: no page fetches any of it
 * before a visitor uses the box.
 */
export function HeaderSearch({
  label,
  landmark,
  placeholder,
  submit,
  className,
  boxClassName,
  inlineResults,
}: Props) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  useEffect(() => {
    const root = form.current;
    if (!root) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      root.removeEventListener('focusin', start);
      void import('./search-combobox').then(({ attachCombobox }) => {
        if (!cancelled) detach = attachCombobox(root);
      });
    };
    // Focused before the scripts ran: start at once.
    if (root.contains(document.activeElement)) start();
    else root.addEventListener('focusin', start);
    return () => {
      cancelled = true;
      root.removeEventListener('focusin', start);
      detach?.();
    };
  }, []);
  return (
    <search aria-label={landmark} className={className}>
      <form
        ref={form}
        action="/search"
        method="get"
        className="relative"
        data-results={inlineResults ? 'inline' : undefined}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {/* Its own box, so the button stays on the input when results open below it. */}
        <div className={clsx('relative', boxClassName)}>
          <input
            id={id}
            name="q"
            type="search"
            placeholder={placeholder}
            autoComplete="off"
            className="w-full rounded-lg border border-navy-200 bg-white py-2 pr-10 pl-3 text-[0.95rem] text-ink placeholder:text-navy-700 focus-visible:outline-2 focus-visible:outline-accent-500"
          />
          <button
            type="submit"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-navy-700 hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <span className="sr-only">{submit}</span>
            <MagnifyingGlassIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      </form>
    </search>
  );
}
