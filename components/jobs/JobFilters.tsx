'use client';

import { talentNetworkLink } from '@/content/talent-network-link';
import { useEffect, useRef, useState } from 'react';
import { NOT_INDEXED } from '@/lib/search/markup';

type Option = { value: string; label: string };

const ARRANGEMENTS: Option[] = [
  { value: 'onsite', label: 'Onsite' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
];

type Props = {
  /** The places the open roles are in ("Seattle, WA", "Remote"), for the place filter. */
  places: Option[];
  types: Option[];
  /** How many roles the list holds. */
  total: number;
};

/**
 * Filters for /jobs, on top of the complete list in the static HTML (JobList): a keyword (title,
 * place, description), the place, the type and the work arrangement. It hides the list's items
 * that do not match and says how many are shown. Native controls only: a list of a few dozen
 * roles needs no combobox. Without JavaScript it is not shown (NoScriptStyles), and what a visitor
 * types or picks before the script arrives is applied as soon as it runs (the fields are read,
 * not held in state).
 */
export function JobFilters({ places, types, total }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(total);

  function apply() {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    const words = String(data.get('q') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const place = String(data.get('place') ?? '');
    const type = String(data.get('type') ?? '');
    const arrangement = String(data.get('arrangement') ?? '');
    let count = 0;
    for (const item of document.querySelectorAll<HTMLElement>('#job-list [data-job]')) {
      const matches =
        words.every((word) => (item.dataset.text ?? '').includes(word)) &&
        (!place || item.dataset.place === place) &&
        (!type || item.dataset.type === type) &&
        (!arrangement || item.dataset.remote === arrangement);
      item.hidden = !matches;
      if (matches) count += 1;
    }
    setShown(count);
  }

  // Once live: whatever was typed or chosen before the script ran.
  useEffect(apply, []);

  const select =
    'mt-1 block w-full rounded-lg border border-navy-200 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent-500';
  return (
    <form
      ref={form}
      role="search"
      aria-label="Filter open roles"
      {...NOT_INDEXED}
      className="needs-script mb-8 grid gap-4 rounded-card border border-navy-100 bg-navy-50 p-5 sm:grid-cols-2 lg:grid-cols-4"
      onInput={apply}
      onChange={apply}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label className="text-sm font-semibold text-navy-900">
        Keyword
        <input name="q" type="search" placeholder="Title, skill or city" className={select} />
      </label>
      {[
        { name: 'place', label: 'Place', any: 'All places', options: places },
        { name: 'type', label: 'Type', any: 'All types', options: types },
        {
          name: 'arrangement',
          label: 'Work arrangement',
          any: 'Any arrangement',
          options: ARRANGEMENTS,
        },
      ].map((choice) => (
        <label key={choice.name} className="text-sm font-semibold text-navy-900">
          {choice.label}
          <select name={choice.name} className={select} defaultValue="">
            <option value="">{choice.any}</option>
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-4">
        <p role="status" aria-live="polite" className="text-sm text-muted">
          {shown === total
            ? `All ${total} open ${total === 1 ? 'role' : 'roles'} shown.`
            : `${shown} of ${total} open roles match.`}
          {shown === 0 && (
            <>
              {' '}
              {talentNetworkLink.noMatch}{' '}
              <a className="font-semibold text-accent-700 underline" href={talentNetworkLink.href}>
                {talentNetworkLink.noMatchLink}
              </a>
              .
            </>
          )}
        </p>
        {/* The list follows every change; the button applies them too, for whoever sends a form
            by its button (WCAG 3.2.2, H32: a form has a submit control). */}
        <button
          type="submit"
          className="rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          Show matching roles
        </button>
      </div>
    </form>
  );
}
