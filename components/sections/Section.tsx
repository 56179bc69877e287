import clsx from 'clsx';
import type { ReactNode } from 'react';
import { headingIdFor } from './heading-id';
import { SectionHeading } from './SectionHeading';

export type SectionTone = 'white' | 'muted' | 'navy';

type Props = {
  id?: string;
  tone?: SectionTone;
  /** The id of the section's heading, so the region is named for assistive tech. */
  labelledBy?: string;
  /** With a title, the section opens with its own SectionHeading (h2) and is named by it. */
  title?: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
  children: ReactNode;
};

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-navy-50',
  navy: 'bg-navy-900 text-white',
};

/** A full-width band of the page with the standard vertical rhythm and content width. */
export function Section({
  id,
  tone = 'white',
  labelledBy,
  title,
  eyebrow,
  description,
  align = 'center',
  className,
  children,
}: Props) {
  const headingId = title ? (labelledBy ?? headingIdFor(id, title)) : labelledBy;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(tones[tone], 'py-16 sm:py-24')}>
      <div className={clsx('container-page', className)}>
        {title && (
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            description={description}
            align={align}
            tone={tone === 'navy' ? 'light' : 'dark'}
            className="mb-12 sm:mb-14"
          />
        )}
        {children}
      </div>
    </section>
  );
}
