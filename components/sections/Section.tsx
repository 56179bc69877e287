import clsx from 'clsx';
import type { ReactNode } from 'react';

export type SectionTone = 'white' | 'muted' | 'navy';

type Props = {
  id?: string;
  tone?: SectionTone;
  /** The id of the section's heading, so the region is named for assistive tech. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
};

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-navy-50',
  navy: 'bg-navy-900 text-white',
};

/** A full-width band of the page with the standard vertical rhythm and content width. */
export function Section({ id, tone = 'white', labelledBy, className, children }: Props) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx(tones[tone], 'py-16 sm:py-24')}>
      <div className={clsx('container-page', className)}>{children}</div>
    </section>
  );
}
