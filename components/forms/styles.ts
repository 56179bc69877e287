/** Shared look of the form controls. */
export const labelClass = 'block text-sm font-semibold text-navy-900';
export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40';
export const buttonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:bg-navy-600 disabled:opacity-70 sm:w-auto';
