import type { ReactNode } from 'react';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';

type Props = {
  /** Anchor of the section; also names its heading's id. */
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** What follows the heading: a card grid, steps, lists... */
  children: ReactNode;
};

/** A band with a centred heading (named region) and its content below. */
export function HeadedSection({ id, tone, eyebrow, title, description, children }: Props) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        tone={tone === 'navy' ? 'light' : 'dark'}
      />
      <div className="mt-12">{children}</div>
    </Section>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
