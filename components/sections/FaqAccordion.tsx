'use client';

import { ChevronDownIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useId, useState } from 'react';
import type { FaqItem } from '@/content/faq';

type Props = {
  items: readonly FaqItem[];
  /** Heading level of each question (the category title above is an h2). */
  headingLevel?: 'h3' | 'h4';
};

/**
 * One category of questions: at most one answer is open at a time, and an open one collapses
 * again. Each question is a native button that names its answer (aria-expanded, aria-controls)
 * in the static HTML already. Closed answers stay in the HTML (display: none), so search engines
 * and readers of the static export get every answer; the page's <noscript> style shows them all
 * without JavaScript.
 *
 * A plain button and one piece of state per category rather than Headless UI's Disclosure: the
 * knowledge base renders twenty of them, and hydrating twenty disclosures (each with its own
 * context, ids and effects) was the page's largest blocking task after the framework's own.
 */
export function FaqAccordion({ items, headingLevel: Heading = 'h3' }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = `faq-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  return (
    <div className="divide-y divide-navy-100 overflow-hidden rounded-card border border-navy-100 bg-white shadow-card">
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base sm:text-lg">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="group flex w-full items-start justify-between gap-4 px-5 py-5 text-left font-semibold text-navy-900 transition-colors hover:bg-navy-50 focus-visible:bg-navy-50 sm:px-7"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className={clsx(
                    'mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border transition',
                    open
                      ? 'rotate-180 border-accent-600 bg-accent-600 text-white'
                      : 'border-navy-200 text-navy-700 group-hover:border-navy-600',
                  )}
                >
                  <ChevronDownIcon className="h-4 w-4" strokeWidth={2.2} />
                </span>
              </button>
            </Heading>
            {/* Rendered whether open or not, so every answer is in the exported HTML. */}
            <div
              id={panelId}
              className="faq-answer px-5 pb-6 leading-relaxed text-ink sm:px-7 sm:pr-16"
              style={open ? undefined : { display: 'none' }}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
