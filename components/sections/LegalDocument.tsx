import type { LegalSection } from '@/lib/content/legal';
import { Section } from './Section';

type Props = {
  /** The heading of the table of contents. */
  contentsTitle: string;
  sections: LegalSection[];
  /** The document's body as the site's sanitised HTML (lib/content/legal.ts). */
  html: string;
};

/** A legal document: its table of contents beside it on wide screens, above it on phones. */
export function LegalDocument({ contentsTitle, sections, html }: Props) {
  return (
    <Section className="grid gap-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="policy-contents" className="lg:sticky lg:top-28 lg:self-start">
        <h2
          id="policy-contents"
          className="text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase"
        >
          {contentsTitle}
        </h2>
        <ol className="mt-4 space-y-2 border-l border-navy-100 text-[0.95rem]">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent pl-4 text-muted hover:border-accent-500 hover:text-navy-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article
        className="prose-body max-w-3xl"
        // Sanitised at build by the markdown step (lib/content/markdown-html.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Section>
  );
}
