import { faqCategories } from '@/content/faq';

const all = faqCategories.flatMap((category) => category.items);

/**
 * The FAQ is the editors' collection: they add, edit and remove questions, so nothing here pins
 * what it says or how many there are; these are the rules every entry keeps for the page and its
 * FAQPage data.
 */
describe('knowledge base content', () => {
  it('every category has a title and at least one question; no question is asked twice', () => {
    for (const category of faqCategories) {
      expect(category.title.trim()).not.toBe('');
      expect(category.items.length).toBeGreaterThan(0);
    }
    expect(new Set(all.map((item) => item.question)).size).toBe(all.length);
  });

  it('keeps answers as plain text for structured data', () => {
    for (const item of all) expect(item.answer).not.toMatch(/<[a-z]/i);
  });
});
