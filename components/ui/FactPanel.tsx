import type { ReactNode } from 'react';

type Props = {
  title: string;
  children: ReactNode;
};

/** A white card of key facts beside a section's text. */
export function FactPanel({ title, children }: Props) {
  return (
    <aside
      aria-label={title}
      className="rounded-3xl border border-navy-100 bg-white p-6 text-center shadow-card sm:p-8"
    >
      <p className="text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">{title}</p>
      <div className="mt-5">{children}</div>
    </aside>
  );
}
