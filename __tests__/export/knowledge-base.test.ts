/**
 * The knowledge base in the export's file: every question and answer of the FAQ is in the page's
 * HTML, for readers without JavaScript and for search engines. The questions opening and closing,
 * with and without JavaScript: e2e/knowledge-base.spec.ts.
 */
import { faqCategories } from '../../content/faq';
import { decodeHtml } from '../../lib/html-text';
import { expectOf as expect, text } from '../helpers/export-dom';

describe('knowledge base', () => {
  test('every answer is in the static HTML', () => {
    // The source's text as a browser reads it: every character reference decoded.
    const html = decodeHtml(text('/knowledge-base'));
    for (const { items } of faqCategories) {
      for (const item of items) {
        expect(html).toContain(item.question);
        expect(html).toContain(item.answer);
      }
    }
  });
});
