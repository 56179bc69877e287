'use client';

import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useId, useRef } from 'react';

type Props = {
  /** The box's accessible name, the landmark's name and its placeholder (content/search.ts). */
  label: string;
  landmark: string;
  placeholder: string;
  className?: string;
  inputClassName?: string;
  /** Results below the box, in the page's flow (the mobile menu), not over what follows it. */
  inlineResults?: boolean;
};

/**
 * The header's search: a GET form to /search?q=…, which is all it is without JavaScript (and
 * until the box is first focused). On the first focus it loads the combobox
 * (./search-combobox.ts), which loads Pagefind's client and index: no page fetches any of it
 * before a visitor uses the box.
 */
export function HeaderSearch({
  label,
  landmark,
  placeholder,
  className,
  inputClassName,
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
        {/* Its own box, so the icon stays centred on the input when results open below it. */}
        <div className="relative">
          <MagnifyingGlassIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-700"
          />
          <input
            id={id}
            name="q"
            type="search"
            placeholder={placeholder}
            autoComplete="off"
            className={clsx(
              'w-full rounded-lg border border-navy-200 bg-white py-2 pr-3 pl-9 text-[0.95rem] text-ink placeholder:text-navy-700 focus-visible:outline-2 focus-visible:outline-accent-500',
              inputClassName,
            )}
          />
        </div>
      </form>
    </search>
  );
}
