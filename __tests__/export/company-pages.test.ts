/**
 * The company pages in the export's files: each has one h1, a description of a search result's
 * length and images sized and named in its HTML, and their facts read without JavaScript. What a
 * visitor sees (the hero, the logos, the quotations), axe on each page's main and an anchor's
 * scroll: e2e/company-pages.spec.ts.
 */
import { aboutPage } from '../../content/about';
import {
  homeAbout,
  homeHero,
  homeServicesSection,
  homeTestimonialsSection,
} from '../../content/home';
import { legalPage } from '../../content/legal';
import { stateContracts } from '../../content/public-sector';
import { formatPostDate } from '../../lib/blog/date';
import { renderLegalDocument } from '../../lib/content/legal';
import { DESCRIPTION_LENGTH } from '../../lib/seo/limits';
import { expectOf as expect, meta, page, textOf } from '../helpers/export-dom';
import { COMPANY_ROUTES as companyRoutes } from '../../e2e/site-pages';

describe('company pages on the static export', () => {
  for (const route of companyRoutes) {
    test(`${route} has exactly one h1, a description, and sized and named images`, () => {
      const { document } = page(route);
      expect(document.querySelectorAll('h1'), route).toHaveLength(1);
      const description = meta(document, 'description');
      expect(description?.length, route).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description?.length, route).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      for (const img of document.querySelectorAll('main img')) {
        const label = `${route}: ${img.outerHTML.slice(0, 120)}`;
        expect(img.getAttribute('width'), label).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), label).toMatch(/^\d+$/);
        expect(img.getAttribute('alt')?.trim(), label).toBeTruthy();
      }
    });
  }

  test('the facts are in the static HTML, without JavaScript', async () => {
    const policy = await renderLegalDocument('privacy-policy');
    const checks: Array<[string, string[]]> = [
      [
        '/',
        [
          homeHero.title,
          homeAbout.title,
          homeServicesSection.banner.title,
          homeTestimonialsSection.title,
        ],
      ],
      ['/about', [aboutPage.story.title, aboutPage.clients.title, aboutPage.capabilities.title]],
      ['/public-sector', stateContracts.map((contract) => contract.number)],
      ['/privacy-policy', [legalPage.lastUpdated(formatPostDate(policy.lastUpdated))]],
    ];
    for (const [route, facts] of checks) {
      const text = textOf(page(route).document.querySelector('main'));
      for (const fact of facts) expect(text, route).toContain(fact);
    }
  });
});
