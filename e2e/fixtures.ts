import { test as base, expect, type Page } from '@playwright/test';

export const NOTICE_KEY = 'hasSeenNotice';

type Options = {
  /** Whether the first-visit notice was already dismissed (true for most tests). */
  noticeSeen: boolean;
  /** Fail the test when the page logs a console error or throws. */
  failOnConsoleErrors: boolean;
  /** page.goto returns once the page is hydrated (false: as soon as it has loaded). */
  waitForHydration: boolean;
};

type Fixtures = {
  consoleErrors: string[];
};

/** Playwright's test with the site's defaults: notice already seen, console errors fail. */
export const test = base.extend<Options & Fixtures>({
  noticeSeen: [true, { option: true }],
  failOnConsoleErrors: [true, { option: true }],
  waitForHydration: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  page: async ({ page, noticeSeen, javaScriptEnabled, waitForHydration }, use) => {
    // No test reaches the internet: the careers provider's CDN answers with inert stand-ins
    // (e2e/careers.spec.ts registers its own, which take precedence).
    await page.route('https://static.zohocdn.com/**', (route) =>
      route.fulfill(
        route.request().url().endsWith('.css')
          ? { contentType: 'text/css', body: '' }
          : { contentType: 'text/javascript', body: 'window.rec_embed_js = { load() {} };' },
      ),
    );
    if (noticeSeen) {
      await page.addInitScript((key) => {
        window.localStorage.setItem(key, 'true');
      }, NOTICE_KEY);
    }
    // Each page starts its scripts after its first paint, so 'load' can come before hydration:
    // a test interacts with the page once its React tree is live (HydrationMark), as a visitor
    // would a moment after it appears. Pages opened without JavaScript are left as they are.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (waitForHydration && javaScriptEnabled && html) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

// Checks console errors after every test that asked for it.
test.afterEach(async ({ consoleErrors, failOnConsoleErrors }) => {
  if (failOnConsoleErrors) expect(consoleErrors, 'console errors on the page').toEqual([]);
});

export { expect };

/** Collects the visible text of a page's main landmark. */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}
