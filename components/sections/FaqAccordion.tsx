import { ChevronDownIcon } from '@heroicons/react/24/outline';
import { slugify } from '@/lib/content/slug';
import { FAQ_LIST } from '@/lib/search/markup';
import type { FaqItem } from '@/types/content';

type Props = {
  /** Names the category's exclusive group: opening one question closes the others in it. */
  group: string;
  items: readonly FaqItem[];
  /** Heading level of each question (the category title above is an h2). */
  headingLevel?: 'h3' | 'h4';
};

/**
 * One category of questions as the platform's exclusive accordion: `<details name>` elements
 * sharing a name, so at most one is open, an open one collapses again, and both work from the
 * first paint, before any script and without JavaScript at all. A server component: it ships no
 * JavaScript. Each question is a `<summary>` (exposed as an expandable control named by its text)
 * holding the question's heading, so the page's outline still lists every question; every answer
 * is in the static HTML. Each question has an id from its words (`/knowledge-base#<id>` opens it:
 * components/layout/HashScroll.tsx), and is a result of its own in the site search.
 */
export function FaqAccordion({ group, items, headingLevel: Heading = 'h3' }: Props) {
  return (
    <div
      {...FAQ_LIST}
      className="divide-y divide-navy-100 overflow-hidden rounded-card border border-navy-100 bg-white shadow-card"
    >
      {items.map((item) => (
        <details key={item.question} id={slugify(item.question)} name={group} className="group">
          <summary className="flex w-full cursor-pointer list-none items-start justify-between gap-4 px-5 py-5 text-left font-semibold text-navy-900 transition-colors hover:bg-navy-50 focus-visible:bg-navy-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500 sm:px-7 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base sm:text-lg">{item.question}</Heading>
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-navy-200 text-navy-700 transition group-open:rotate-180 group-open:border-accent-600 group-open:bg-accent-600 group-open:text-white group-hover:border-navy-600"
            >
              <ChevronDownIcon className="h-4 w-4" strokeWidth={2.2} />
            </span>
          </summary>
          <div className="px-5 pb-6 leading-relaxed text-ink sm:px-7 sm:pr-16">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
