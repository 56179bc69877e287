/**
 * The knowledge base in the export's file: every question and answer of the FAQ is in the page's
 * HTML, for readers without JavaScript and for search engines, and the page closes with its call
 * to action's two links. The questions opening and closing,
 * with and without JavaScript: e2e/knowledge-base.spec.ts.
 */
import { faqCategories } from '../../content/faq';
import { knowledgeBasePage } from '../../content/knowledge-base';
import { decodeHtml } from '../../lib/html-text';
import { expectOf as expect, linksNamed, page, region, text } from '../helpers/export-dom';

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

  test('closes with Still Have Questions? and its two links', () => {
    const { callToAction } = knowledgeBasePage;
    const cta = region(page('/knowledge-base').document, callToAction.title);
    expect(callToAction.actions.map((action) => action.href)).toEqual(['/#contact', '/about']);
    for (const action of callToAction.actions) {
      const links = linksNamed(cta, action.label);
      expect(links, action.label).toHaveLength(1);
      expect(links[0].getAttribute('href'), action.label).toBe(action.href);
    }
  });
});
