'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { FaqItem } from '@/content/faq';

type Props = {
  items: readonly FaqItem[];
  /** Heading level of each question (the category title above is an h2). */
  headingLevel?: 'h3' | 'h4';
};

type Close = () => void;

/**
 * One category of questions: at most one answer is open at a time, and an open one collapses
 * again. Closed answers stay in the HTML (display: none), so search engines and readers of the
 * static export get every answer; the page's <noscript> style shows them all without JavaScript.
 */
export function FaqAccordion({ items, headingLevel = 'h3' }: Props) {
  // Each question's close function, so opening one can fold the others.
  const closers = useRef(new Map<string, Close>());
  const register = useCallback((key: string, close: Close) => {
    closers.current.set(key, close);
    return () => {
      closers.current.delete(key);
    };
  }, []);
  const closeOthers = useCallback((key: string) => {
    closers.current.forEach((close, other) => {
      if (other !== key) close();
    });
  }, []);

  return (
    <div className="divide-y divide-navy-100 overflow-hidden rounded-card border border-navy-100 bg-white shadow-card">
      {items.map((item) => (
        <Disclosure key={item.question} as="div">
          {({ open, close }) => (
            <FaqQuestion
              item={item}
              open={open}
              close={close}
              register={register}
              onOpened={closeOthers}
              headingLevel={headingLevel}
            />
          )}
        </Disclosure>
      ))}
    </div>
  );
}

type QuestionProps = {
  item: FaqItem;
  open: boolean;
  close: Close;
  register: (key: string, close: Close) => () => void;
  onOpened: (key: string) => void;
  headingLevel: 'h3' | 'h4';
};

function FaqQuestion({
  item,
  open,
  close,
  register,
  onOpened,
  headingLevel: Heading,
}: QuestionProps) {
  const key = item.question;
  // The panel's id, so the button names the answer it controls whether open or closed.
  const panelId = `faq-answer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  useEffect(() => register(key, close), [register, key, close]);
  // Opened by mouse, touch or keyboard: the category's other questions fold.
  useEffect(() => {
    if (open) onOpened(key);
  }, [open, onOpened, key]);

  return (
    <>
      <Heading className="text-base sm:text-lg">
        <DisclosureButton
          aria-controls={panelId}
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
        </DisclosureButton>
      </Heading>
      {/* Rendered whether open or not (static), so every answer is in the exported HTML. */}
      <DisclosurePanel
        id={panelId}
        static
        className="faq-answer px-5 pb-6 leading-relaxed text-ink sm:px-7 sm:pr-16"
        style={open ? undefined : { display: 'none' }}
      >
        <p>{item.answer}</p>
      </DisclosurePanel>
    </>
  );
}
