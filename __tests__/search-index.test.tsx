/**
 * What the search index's build reads from a page (scripts/build/search-index.ts): whether the
 * page is kept out (robots noindex), and an FAQ list's questions as records of their own. The
 * index itself is built and searched in Chromium by e2e/search.spec.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { FaqAccordion } from '@/components/sections/FaqAccordion';
import { slugify } from '@/lib/content/slug';
import { faqRecords, isNoindex, separateBlocks } from '../scripts/build/search-index';

describe('isNoindex', () => {
  it('reads the robots meta, in either attribute order, and nothing else', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex('<meta content="noindex, follow" name="robots">')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow">')).toBe(false);
    expect(isNoindex('<meta name="description" content="noindex in a description">')).toBe(false);
    expect(isNoindex('<p>noindex</p>')).toBe(false);
  });
});

describe('faqRecords', () => {
  const items = [
    {
      question: 'How fast can you fill a role?',
      answer: 'Usually within 48–72 hours & often sooner.',
    },
    { question: 'Do you offer contract-to-hire?', answer: 'Yes: most roles can convert.' },
  ];

  it("gives each question of the accordion its anchor, its question and its answer's text", () => {
    const html = `<main>${renderToStaticMarkup(<FaqAccordion group="g" items={items} />)}</main>`;
    expect(faqRecords(html)).toEqual(
      items.map((item) => ({
        id: slugify(item.question),
        question: item.question,
        answer: item.answer,
      })),
    );
  });

  it('finds nothing on a page without an FAQ list, or in <details> outside one', () => {
    expect(
      faqRecords('<main><details id="x"><summary>Q</summary><p>A</p></details></main>'),
    ).toEqual([]);
  });
});

describe('separateBlocks', () => {
  it("keeps a fact's term and value two words, and leaves inline text and scripts as they are", () => {
    expect(separateBlocks('<dl><dt>Location</dt><dd>Seattle, WA</dd></dl>')).toBe(
      '<dl><dt>Location</dt> <dd>Seattle, WA</dd> </dl>',
    );
    expect(separateBlocks('<p>Pay <strong>$85</strong>–<em>$105</em></p>')).toBe(
      '<p>Pay <strong>$85</strong>–<em>$105</em></p> ',
    );
    expect(separateBlocks('<span>C</span>#')).toBe('<span>C</span>#');
  });
});
