import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

type Props = {
  /** The band's id (a link's #fragment); its heading is `<id>-heading`, which names the form. */
  id: string;
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** What the visitor should know beside the form: the next steps, another way to reach us. */
  details?: ReactNode;
  /** The form mounts here, in a card. */
  children: ReactNode;
};

/**
 * A band with a form: its heading and intro, then the form's card, then the details; from the lg
 * breakpoint the heading and the details on the left, the form on the right.
 */
export function FormSection({ id, eyebrow, title, intro, details, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-navy-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:grid-rows-[auto_1fr]">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={eyebrow}
          title={title}
          description={intro}
          align="left"
        />
        <div className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {children}
        </div>
        {details && <div className="lg:col-start-1 lg:row-start-2">{details}</div>}
      </div>
    </section>
  );
}
