/**
 * The site's shell (header, menus, footer, the first-visit notice) as a visitor uses it, in a
 * browser: menus opened by pointer and keyboard, the fixed header while the page scrolls, the
 * notice's dialog and its stored flag, scrolling to the contact section, the 404 page. Every
 * route answering 200 with one h1, its title and its canonical URL is read from the export's
 * files (__tests__/export/seo.test.ts, csp.test.ts); that each runs with no console error is
 * e2e/csp.spec.ts's tour.
 * @exports real fixture
 */
import { managedServicesPage } from '../content/managed-services';
import {
  contactCta,
  footerColumns,
  headerLinks,
  routes,
  servicesMenu,
} from '../content/navigation';
import { notFoundPage } from '../content/not-found';
import { site } from '../content/site';
import { expect, expectNoticeStored, hydrated, onlyOnExport, test } from './fixtures';
import { BLOG_HEADING, LOGO_NAME, menuName, SERVICES_BUTTON } from './site-pages';

/**
 * What the fixture export adds (its functions' origin, its posts and openings) changes none of the
 * shell: its menus, footer, notice and 404 page run on the real export only. Hash scrolling runs on
 * both: the home page's contact form on the fixture export starts with Turnstile.
 */
const SHELL_SAME =
  "the shell's menus, footer, notice and 404 page are the same content and code on the fixture export";

test.describe('header at 1280 px', () => {
  onlyOnExport('real', SHELL_SAME);
  test('logo, Services dropdown, top links and Contact Us', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      page.locator('header').getByRole('link', { name: LOGO_NAME, exact: true }),
    ).toHaveAttribute('href', '/');
    for (const link of headerLinks) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(nav.getByRole('link', { name: contactCta.name, exact: true })).toHaveAttribute(
      'href',
      contactCta.href,
    );
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();

    const services = nav.getByRole('button', { name: SERVICES_BUTTON });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const item of servicesMenu) {
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: menuName('/managed-services'), exact: true }).click();
    await expect(page).toHaveURL(/\/managed-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      managedServicesPage.hero.title,
    );
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown works from the keyboard and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: SERVICES_BUTTON });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: servicesMenu[0].name, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('the header stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    const box = await page.locator('header').first().boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('mobile menu at 390 px', () => {
  onlyOnExport('real', SHELL_SAME);
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens and closes the menu, and a link closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const item of [...servicesMenu, ...headerLinks]) {
      await expect(menu.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: menuName('/careers'), exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and focus returns to the toggle', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('footer', () => {
  onlyOnExport('real', SHELL_SAME);
  test('brand, tagline, the three columns and every link', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(site.footerTagline);
    for (const column of footerColumns) {
      await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
    }
    const hrefs = await footer
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // Exactly the links of content/navigation.ts, each to a page of the site or a section of home.
    const listed = footerColumns.flatMap((column) =>
      column.links.flatMap((link) => (link.href ? [link.href] : [])),
    );
    expect(hrefs.sort()).toEqual([...listed].sort());
    for (const href of hrefs) expect([...routes, '/#testimonials', '/#contact']).toContain(href);
    // An entry without an address is text, not a dead link.
    for (const text of footerColumns.flatMap((column) =>
      column.links.filter((link) => !link.href).map((link) => link.name),
    )) {
      await expect(footer.getByText(text)).toBeVisible();
      await expect(footer.getByRole('link', { name: text })).toHaveCount(0);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('a footer link leaves the new page scrolled to the top', async ({ page }) => {
    await page.goto('/about');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page
      .locator('footer')
      .getByRole('link', { name: menuName('/knowledge-base', 'footer'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/knowledge-base$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('first-visit notice', () => {
  onlyOnExport('real', SHELL_SAME);
  test.use({ noticeSeen: false });

  test('shows on the first visit, stays away after it is dismissed, across reloads', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Important Notice' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('banking details');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus is trapped inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    await expect(dialog).toBeHidden();
    await expectNoticeStored(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape dismisses it for good too', async ({ page }) => {
    await page.goto('/staffing');
    await expect(page.getByRole('dialog', { name: 'Important Notice' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('404 page', () => {
  onlyOnExport('real', SHELL_SAME);
  test.use({ failOnConsoleErrors: false });

  test('an unknown path answers 404 with the page and logs the path', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundPage.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
    await expect(page.getByRole('link', { name: notFoundPage.action })).toHaveAttribute(
      'href',
      '/',
    );
    await expect.poll(() => consoleErrors.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: notFoundPage.action }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown blog article is replaced by /blog and Back returns to the page before', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.goto('/blog/no-such-article');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('hash scrolling', () => {
  test('/#contact lands on the contact section below the fixed header', async ({ page }) => {
    await page.goto('/#contact');
    const heading = page.locator('#contact');
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(
        ((await page.locator('header').first().boundingBox())?.height ?? 0) - 1,
      );
  });

  test('Contact Us from another page scrolls to the contact section', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: contactCta.name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('Contact Us on the home page, before its form is touched, scrolls to the form', async ({
    page,
  }) => {
    // The form's code waits for a first touch; a link to its section must not wait with it.
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: contactCta.name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
