/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FaqAccordion } from '@/components/sections/FaqAccordion';
import { faqCategories } from '@/content/faq';

const [staffing, managed] = faqCategories;

// The open/close behaviour is the browser's own (exclusive <details name>): e2e/knowledge-base.spec.ts
// clicks it in Chromium, before and after the scripts arrive. Here: the markup that behaviour rests on.
describe('FAQ accordion', () => {
  it('is one exclusive group of closed <details> per category, each question a heading in its summary', () => {
    const { container } = render(
      <>
        <FaqAccordion group="faq-staffing" items={staffing.items} />
        <FaqAccordion group="faq-managed" items={managed.items} />
      </>,
    );
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(staffing.items.length + managed.items.length);
    expect(details.map((d) => d.getAttribute('name'))).toEqual([
      ...staffing.items.map(() => 'faq-staffing'),
      ...managed.items.map(() => 'faq-managed'),
    ]);
    expect(details.every((d) => !d.open)).toBe(true);
    [...staffing.items, ...managed.items].forEach((item, index) => {
      const summary = details[index].querySelector(':scope > summary');
      expect(summary).not.toBeNull();
      expect(summary).toHaveTextContent(item.question);
      expect(summary!.querySelector('h3')).toHaveTextContent(item.question);
      expect(details[index]).toHaveTextContent(item.answer);
    });
    // The page's outline still lists every question.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(details.length);
  });

  it('puts every answer in the static HTML, with nothing for a script to do', () => {
    const html = renderToStaticMarkup(<FaqAccordion group="faq-staffing" items={staffing.items} />);
    // The answers as a browser reads that HTML (an editor's "&", "<" or quote is escaped in it).
    const page = new DOMParser().parseFromString(html, 'text/html');
    const answers = [...page.querySelectorAll('details')].map(
      (details) => details.querySelector(':scope > summary + *')?.textContent,
    );
    expect(answers).toEqual(staffing.items.map((item) => item.answer));
    expect(html).not.toMatch(/aria-expanded|onclick|style="display:none"/);
    // A server component: no client boundary, so the knowledge base ships no accordion code.
    expect(readFileSync('components/sections/FaqAccordion.tsx', 'utf8')).not.toMatch(
      /^'use client'/m,
    );
  });
});
