import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ActionRow, type Action } from '@/components/ui/ButtonLink';
import { CheckList } from '@/components/ui/CheckList';
import { headingIdFor } from './heading-id';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  tone?: SectionTone;
  /** The lead paragraphs. */
  children: ReactNode;
  /** Short points under the text, each with a check mark. */
  points?: readonly ReactNode[];
  actions?: Action[];
  /** Artwork, a photo or a facts panel on the other side. */
  media: ReactNode;
  /** Media on the left on wide screens. */
  reverse?: boolean;
};

/** A section of text beside media: two columns on wide screens, stacked on phones. */
export function FeatureSplit({
  id,
  eyebrow,
  title,
  tone = 'white',
  children,
  points,
  actions = [],
  media,
  reverse = false,
}: Props) {
  const headingId = headingIdFor(id, title);
  const light = tone === 'navy';
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={clsx(reverse && 'lg:order-2')}>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            align="left"
            tone={light ? 'light' : 'dark'}
          />
          <div
            className={clsx(
              'mt-5 space-y-4 text-lg leading-relaxed',
              light ? 'text-navy-100' : 'text-muted',
            )}
          >
            {children}
          </div>
          {points && points.length > 0 && (
            <CheckList items={points} tone={light ? 'light' : 'dark'} className="mt-7" />
          )}
          <ActionRow actions={actions} className="mt-8" />
        </div>
        <div className={clsx(reverse && 'lg:order-1')}>{media}</div>
      </div>
    </Section>
  );
}
