/**
 * The pages with JavaScript off, in a browser: what a reader without scripts can use, which needs
 * the browser's own behaviour of the HTML and the CSS, not only the markup: the Services menu
 * opening on hover and keyboard focus, the menu button revealing the header's links, links
 * followed to their pages.
 */
import { aboutPage } from '../content/about';
import {
  contactCta,
  footerColumns,
  headerLinks,
  routes,
  servicesMenu,
} from '../content/navigation';
import { site } from '../content/site';
import { expect, test, textPattern } from './fixtures';
import { exportedPostIds, LOGO_NAME, menuName, SERVICES_BUTTON } from './site-pages';

// A visitor whose browser runs no JavaScript at all.
test.use({ javaScriptEnabled: false });

const footerHrefs = footerColumns.flatMap((column) =>
  column.links.flatMap((link) => (link.href ? [link.href] : [])),
);

const firstPost = exportedPostIds()[0];
const pages = [...routes, ...(firstPost ? [`/blog/${firstPost}`] : [])];

test.describe('every page reads without JavaScript', () => {
  for (const route of pages) {
    test(`${route}: title, one h1, main content, header and footer links`, async ({
      page,
      browser,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(textPattern(site.name));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      // Everything a visitor with JavaScript reads is in the static HTML: every heading of the
      // page with JavaScript is there, visible, without it.
      const withJs = await browser.newPage();
      await withJs.addInitScript(() => window.localStorage.setItem('hasSeenNotice', 'true'));
      await withJs.goto(route);
      const visibleHeadings = (target: typeof page) =>
        target
          .locator('main')
          .locator('h1, h2, h3')
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.checkVisibility())
              .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
              .filter(Boolean),
          );
      const headings = await visibleHeadings(withJs);
      await withJs.close();
      expect(headings.length).toBeGreaterThan(0);
      expect(await visibleHeadings(page)).toEqual(expect.arrayContaining(headings));

      // The page's links, checked side by side: each is its own locator and expectation.
      const nav = page.getByRole('navigation', { name: 'Main' });
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await Promise.all([
        ...headerLinks.map((item) =>
          expect(nav.getByRole('link', { name: item.name, exact: true })).toBeVisible(),
        ),
        // The Services links are in the static HTML too (the footer shows them all as well).
        ...servicesMenu.map((item) =>
          expect(page.locator(`header a[href="${item.href}"]`).first()).toBeAttached(),
        ),
        ...footerHrefs.map((href) => expect(footer.locator(`a[href="${href}"]`)).toBeVisible()),
      ]);
    });
  }
});

test.describe('links are followable without JavaScript', () => {
  test('header, footer and in-page links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: menuName('/about'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText(aboutPage.hero.title);

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: menuName('/knowledge-base', 'footer'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/knowledge-base$/);
    await expect(page.locator('h1')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: menuName('/managed-services', 'footer'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/managed-services$/);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: contactCta.name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();

    await page.locator('header').getByRole('link', { name: LOGO_NAME, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Services menu opens on hover and keyboard focus without JavaScript', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: SERVICES_BUTTON }).hover();
    const staffing = nav.getByRole('link', { name: menuName('/staffing'), exact: true });
    await expect(staffing).toBeVisible();
    await staffing.click();
    await expect(page).toHaveURL(/\/staffing$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the menu button reveals every header link without JavaScript', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const work = menu.getByRole('link', { name: menuName('/work'), exact: true });
      await expect(work).toBeVisible();
      await work.click();
      await expect(page).toHaveURL(/\/work$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });

  test('the blog list links to its articles', async ({ page }) => {
    expect(firstPost, 'a blog post in the export').toBeTruthy();
    await page.goto('/blog');
    const articleLinks = page.locator('main a[href^="/blog/"]');
    expect(await articleLinks.count()).toBeGreaterThan(0);
    await page.locator(`main a[href="/blog/${firstPost}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${firstPost}$`));
    await expect(page.locator('h1')).toBeVisible();
  });
});
