import { readDataFile } from '@/lib/content/data-files';
import type { FaqCategory } from '@/types/content';
import { site } from './site';

/**
 * The knowledge base (content/faq.yml, edited in /admin): categories of questions. Answers are
 * plain text, so the page and a FAQPage JSON-LD block are both built from here; `{email}` and
 * `{phone}` in an answer are the contact facts (content/contact.json), so they change in one place.
 */
export const faqCategories: readonly FaqCategory[] = readDataFile('faq').categories.map(
  (category) => ({
    ...category,
    items: category.items.map((item) => ({
      ...item,
      answer: item.answer.replaceAll('{email}', site.email).replaceAll('{phone}', site.phone),
    })),
  }),
);
