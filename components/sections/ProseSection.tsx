import type { ReactNode } from 'react';
import { headingIdFor } from './heading-id';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  tone?: SectionTone;
  /** Paragraphs, lists and sub-headings of the long text. */
  children: ReactNode;
  /** Optional artwork or facts beside the text on wide screens. */
  aside?: ReactNode;
};

/** A long-text section: a heading and readable-width body copy, optionally with an aside. */
export function ProseSection({ id, eyebrow, title, tone = 'white', children, aside }: Props) {
  const headingId = headingIdFor(id, title);
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className={aside ? 'grid items-start gap-12 lg:grid-cols-[1.4fr_1fr]' : 'max-w-3xl'}>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            align="left"
            tone={tone === 'navy' ? 'light' : 'dark'}
          />
          <div className="prose-body mt-6">{children}</div>
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </Section>
  );
}
