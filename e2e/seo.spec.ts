/**
 * The one search-engine check that needs a browser: the manifest is linked once the page's
 * scripts run, after its main content is painted (React hydrates it into <head>). Everything the
 * export's files already say (titles, descriptions, cards, the sitemap, robots.txt, the icons, the
 * structured data) is tested without a browser: __tests__/export/seo.test.ts.
 * @exports real fixture
 */
import { expect, test } from './fixtures';

test.describe('icons and manifest', () => {
  test('the manifest is linked once the page has hydrated', async ({ page }) => {
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  });
});
