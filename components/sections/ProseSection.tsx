import type { ReactNode } from 'react';
import { Section, type SectionTone } from './Section';

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
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className={aside ? 'grid items-start gap-12 lg:grid-cols-[1.4fr_1fr]' : 'max-w-3xl'}>
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            {title}
          </h2>
          <div className="prose-body mt-6">{children}</div>
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </Section>
  );
}
