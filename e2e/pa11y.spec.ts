/**
 * pa11y, HTML_CodeSniffer's WCAG 2 AA rules, beside axe (e2e/a11y.spec.ts): the two engines read
 * different rules (a form with no submit control, H32.2; an autocomplete token on a control the
 * rule does not take for a text box, H98), and one of them alone let such errors through.
 *
 * Every page of the export as served (e2e/site-pages.ts `exportedPages`: each HTML file of out/,
 * the editor's /admin among them, the 404 page at a path that does not exist), with JavaScript on,
 * read once hydrated with the first-visit notice already seen, as axe reads it, at axe's widths.
 * Any error fails the page's test, named by width, page, rule (code) and element (selector).
 * Warnings and notices are HTML_CodeSniffer's "check by hand" list: not counted.
 *
 * pa11y drives Chromium through Puppeteer, on Debian's Chromium as Playwright does (CHROMIUM_PATH);
 * Puppeteer never downloads a browser (.puppeteerrc.cjs). One browser per worker; the page asks
 * nothing of another origin (every such request is refused), so no test reaches the internet.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import pa11y from 'pa11y';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { expect, test as base } from '@playwright/test';
import { NOTICE_STORAGE_KEY } from '../lib/notice';
import { baseURL, chromiumArgs, chromiumPath } from '../playwright.config';
import { createSiteApp, listen } from '../scripts/local/serve';
import { A11Y_WIDTHS } from './axe';
import { exportedPages } from './site-pages';

/** The viewport's height at every width, as the axe checks use. */
const HEIGHT = 900;

const test = base.extend<object, { browser4pa11y: Browser }>({
  browser4pa11y: [
    async ({}, use) => {
      const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Waits until a loaded page is what its visitor reads: a page of the site once its scripts have
 * run (HydrationMark's html[data-hydrated]); the editor (Decap's #nc-root) once its screen is past
 * loading its configuration, which shows a button (the sign-in's); any other page once its network
 * is idle.
 */
async function settle(page: Page): Promise<void> {
  const kind = await page.evaluate(() =>
    document.querySelector('script[src*="/_next/"]')
      ? 'site'
      : document.getElementById('nc-root')
        ? 'editor'
        : 'other',
  );
  if (kind === 'site') await page.waitForSelector('html[data-hydrated]');
  else if (kind === 'editor') await page.waitForSelector('#nc-root button');
  else await page.waitForNetworkIdle({ idleTime: 500 });
}

/**
 * pa11y's errors on a page at each width, one line each:
 * `<width> px <path>: <rule> at <selector>: <message>`. The page is loaded once, at the first
 * width, then read at each, resized in place: its layout follows the width by CSS alone (no
 * script of the site reads the width to render).
 */
async function pa11yErrors(browser: Browser, origin: string, route: string): Promise<string[]> {
  const found: string[] = [];
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: A11Y_WIDTHS[0], height: HEIGHT });
    await page.evaluateOnNewDocument((key) => {
      window.localStorage.setItem(key, 'true');
    }, NOTICE_STORAGE_KEY);
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      new URL(request.url()).origin === origin ? request.continue() : request.abort(),
    );
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await settle(page);
    for (const width of A11Y_WIDTHS) {
      const viewport = { width, height: HEIGHT };
      await page.setViewport(viewport);
      const { issues } = await pa11y(page.url(), {
        browser,
        page,
        ignoreUrl: true,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        viewport,
      });
      for (const issue of issues.filter((i) => i.type === 'error'))
        found.push(`${width} px ${route}: ${issue.code} at ${issue.selector}: ${issue.message}`);
    }
  } finally {
    await page.close();
  }
  return found;
}

const pages = exportedPages();

test('the export has pages for pa11y to read', () => {
  expect(pages.length, 'pages in out/').toBeGreaterThan(15);
  expect(pages).toContain('/admin');
});

test.describe('pa11y (HTML_CodeSniffer, WCAG 2 AA)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const route of pages) {
    test(`${route} has no error at ${A11Y_WIDTHS.join(' or ')} px`, async ({ browser4pa11y }) => {
      expect(await pa11yErrors(browser4pa11y, baseURL, route)).toEqual([]);
    });
  }
});

test.describe('pa11y on a page the test owns, served as the export is', () => {
  const fixtures = path.join(__dirname, '..', '__tests__', 'fixtures', 'pa11y');
  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    // The fixture pages alone, behind the export's own server (scripts/local/serve.ts).
    server = await listen(createSiteApp({ outDir: fixtures }), 0);
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  test.afterAll(async () => {
    // The browser outlives this group (one per worker) and keeps its connections open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('a form with no submit control fails, naming the page, the rule and the form', async ({
    browser4pa11y,
  }) => {
    const errors = await pa11yErrors(browser4pa11y, origin, '/no-submit');
    // At each width, exactly that one error.
    expect(errors).toHaveLength(A11Y_WIDTHS.length);
    for (const [i, width] of A11Y_WIDTHS.entries())
      expect(errors[i]).toMatch(
        new RegExp(
          `^${width} px /no-submit: WCAG2AA\\.Principle3\\.Guideline3_2\\.3_2_2\\.H32\\.2 at [^:]*form: `,
        ),
      );
  });

  test('the same form with its submit control passes', async ({ browser4pa11y }) => {
    expect(await pa11yErrors(browser4pa11y, origin, '/with-submit')).toEqual([]);
  });
});
