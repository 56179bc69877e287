/**
 * The whole site runs under its generated Content-Security-Policy in a browser (the local server
 * sends out/_headers, like a static host): what only a browser shows is whether a page's scripts
 * run without a securitypolicyviolation, and an injected script is refused. What the policy and
 * the headers say is read from the export's files for every page (__tests__/export/csp.test.ts).
 * A page of each shape of the export (e2e/site-pages.ts `pagesOfEachShape`: every kind of element
 * with its attributes, and every origin it loads from, among its routes, blog list pages, posts
 * and roles; and the 404 page) is visited in a tour, a few pages per test in one browser page,
 * each until it has hydrated: no violation, no console message about a policy, and on the routes
 * no console error (scripts/test/test.sh runs this file a second time on an export with 100
 * generated posts, which are one shape). Every route is also loaded with its scripts, and fails on
 * a console error, by the axe checks of e2e/a11y.spec.ts.
 * @exports real fixture
 */
import path from 'node:path';
import { routes } from '../content/navigation';
import { parsePolicy } from '../scripts/build/csp';
import { exportHostGroups } from '../scripts/test/hosts';
import { functionsOrigin } from '../playwright.config';
import { expect, test } from './fixtures';
import { serveAs, watchViolations } from './host-serve';
import {
  exportedPostIds,
  LOGO_NAME,
  menuName,
  NOT_FOUND_PATH,
  pagesOfEachShape,
} from './site-pages';

/** Pages per test of the tour: the tests share the workers, each page loaded once. */
const TOUR_CHUNK = 15;
const pages = pagesOfEachShape();
const tours = Array.from({ length: Math.ceil(pages.length / TOUR_CHUNK) }, (_, i) =>
  pages.slice(i * TOUR_CHUNK, (i + 1) * TOUR_CHUNK),
);

const isRoute = (pathname: string) => (routes as readonly string[]).includes(pathname);

/** Where the header policy reports: collect-vitals at the functions' origin the export names. */
const collector = `${functionsOrigin}/functions/v1/collect-vitals`;

test.describe('a page of each shape runs under its policy', () => {
  // Console errors are judged below, per page, on the routes (the 404 page logs the path it was
  // asked for: e2e/shell.spec.ts shows it).
  test.use({ failOnConsoleErrors: false });

  for (const tour of tours) {
    test(`${tour[0]} to ${tour.at(-1)} (${tour.length} pages): no violation, no console error on a route`, async ({
      page,
    }) => {
      // As long per page as a test of its own has.
      test.setTimeout(tour.length * 30_000);
      // The fixtures' stand-in answers the careers CDN, so /careers logs no error of its own.
      const watch = await watchViolations(page, { answerCareersCdn: false });
      const problems = new Map<string, string[]>();
      const note = (route: string, problem: string) =>
        problems.set(route, [...(problems.get(route) ?? []), problem]);
      // Each message is the page's whose address the tab shows when it is logged.
      const at = () => new URL(page.url()).pathname;
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          note(at(), `policy message: ${message.text()}`);
        else if (message.type() === 'error' && isRoute(at()))
          note(at(), `console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (isRoute(at())) note(at(), `page error: ${error.message}`);
      });

      for (const route of tour) {
        // The fixtures' goto returns once the page has hydrated: its scripts have run.
        const response = await page.goto(route);
        const status = route === NOT_FOUND_PATH ? 404 : 200;
        if (response?.status() !== status)
          note(route, `status ${response?.status()}, not ${status}`);
        const headers = response?.headers() ?? {};
        const reportUri = parsePolicy(headers['content-security-policy'] ?? '').get('report-uri');
        if (reportUri?.join(' ') !== collector)
          note(route, `report-uri ${reportUri?.join(' ')}, not ${collector}`);
        if (headers['reporting-endpoints'] !== `csp="${collector}"`)
          note(route, `Reporting-Endpoints ${headers['reporting-endpoints']}`);
        const h1 = await page.locator('h1').count();
        if (h1 !== 1) note(route, `${h1} h1 elements once hydrated`);
        for (const violation of await watch.violations())
          note(route, `violation: ${JSON.stringify(violation)}`);
      }
      expect(
        [...problems].map(([route, found]) => `${route}:\n  ${found.join('\n  ')}`),
        'pages with a problem',
      ).toEqual([]);
    });
  }
});

test.describe('interactive parts under the policy', () => {
  test.use({ noticeSeen: false, viewport: { width: 390, height: 844 } });

  test('the notice dialog, the mobile menu and client navigation raise no violation', async ({
    page,
  }) => {
    const watch = await watchViolations(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'I Understand' }).click();
    await page.getByRole('button', { name: /menu/i }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: menuName('/careers'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.waitForLoadState('networkidle');
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('link', { name: LOGO_NAME, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await watch.violations()).toEqual([]);
    expect(watch.cspMessages).toEqual([]);
  });

  test('an injected inline script is refused and reported', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await watch.violations()).map((v) => v.directive))
      .toContain('script-src-elem');
  });
});

/**
 * Each host docs/security-headers.md names, computing the headers it would send from its own file
 * by its own documented rules (scripts/test/hosts/): the page runs under them, and an injected
 * script is refused. Hosts that send the same headers for every path are one group, served once.
 */
for (const host of exportHostGroups(path.resolve(__dirname, '..'))) {
  test.describe(`served as ${host.name}`, () => {
    const [first] = exportedPostIds();
    const post = first ? `/blog/${first}` : '/blog';
    for (const route of ['/about', '/careers', post]) {
      test(`${route}: the page runs, an injected inline script and handler are refused`, async ({
        page,
      }) => {
        const watch = await watchViolations(page);
        await serveAs(page, host.headers);
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        const header = response?.headers()['content-security-policy'] ?? '';
        expect(parsePolicy(header).get('frame-ancestors')).toEqual(["'none'"]);
        expect(response?.headers()['x-frame-options']).toBe('DENY');
        // The page's own inline scripts ran (it hydrated) without a violation.
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        expect(await watch.violations()).toEqual([]);

        const ran = await page.evaluate(async () => {
          const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          const holder = document.createElement('div');
          holder.innerHTML =
            '<img src="data:," onload="window.__handler = true" onerror="window.__handler = true">';
          document.body.append(holder);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return { script: flags.__injected === true, handler: flags.__handler === true };
        });
        expect(ran).toEqual({ script: false, handler: false });
        await expect
          .poll(async () => (await watch.violations()).map((v) => v.directive).sort())
          .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
      });
    }
  });
}
