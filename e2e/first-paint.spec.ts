/**
 * A page paints from its HTML alone: its styles are inline (the rules it uses; the whole
 * stylesheet is asked for with the scripts), and Next's scripts start only after the first paint (scripts/build/inline-css.ts, scripts/build/defer-scripts.ts). Until they have run,
 * the header menus still open on hover and focus, and once they have, the page is interactive.
 */
import { FLIGHT_PREFIX } from '../scripts/build/defer-scripts';
import { expect, test } from './fixtures';
import { menuName, SERVICES_BUTTON } from './site-pages';

test.describe('before the scripts run', () => {
  test.beforeEach(async ({ page }) => {
    // Scripts that never arrive: what a visitor sees while they are still on the way.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
  });
  // Aborted chunks are logged by the browser; this spec judges what the visitor sees.
  test.use({ failOnConsoleErrors: false, waitForHydration: false });

  // /about carries the whole stylesheet; the 404 page, small enough for the first round trip,
  // only its own rules (scripts/build/page-css.ts), and the loader asks for the rest.
  for (const route of ['/about', '/404']) {
    test(`${route} is fully styled from its HTML; the rest of the stylesheet, if any, is asked for after the first paint`, async ({
      page,
    }) => {
      // A stylesheet that never arrives either: the page's own rules are all it needs.
      await page.route('**/_next/static/**/*.css', (route) => route.abort());
      const stylesheets: string[] = [];
      const payload: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
        if (request.url().includes(FLIGHT_PREFIX)) payload.push(request.url());
      });
      const response = await page.goto(route, { waitUntil: 'load' });
      const ownRules = (await response!.text()).includes('data-page-rules');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The brand's type scale and the fixed header come from the inlined rules.
      expect(
        await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThan(24);
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe('fixed');
      // The loader has started (it fetches React's payload)...
      await expect.poll(() => payload.length).toBe(1);
      if (ownRules) {
        // ...and asked for the whole stylesheet, after the first contentful paint.
        await expect.poll(() => stylesheets.length).toBe(1);
        const [paint, sheet] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'))
            ?.startTime ?? -1,
        ]);
        expect(sheet).toBeGreaterThan(paint!);
      } else {
        // ...and, the whole stylesheet being in the page, asks for none.
        expect(stylesheets).toEqual([]);
      }
      expect(ownRules).toBe(route === '/404');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });
  }

  test('the Services menu opens on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: menuName('/managed-services'), exact: true });
    await expect(link).toBeHidden();
    await nav.getByRole('button', { name: SERVICES_BUTTON }).hover();
    await expect(link).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(link).toBeHidden();
    await nav.getByRole('button', { name: SERVICES_BUTTON }).focus();
    await expect(link).toBeVisible();
  });
});

test('the scripts start after the first paint and then make the page interactive', async ({
  page,
}) => {
  const response = await page.goto('/');
  const html = await response!.text();
  // No chunk is requested from <head>, where it would compete with the document for the first paint.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async/);
  expect(html).toMatch(
    /<script (data-styles="[^"]+" )?data-flight="[^"]+" data-scripts="[^"]+">[^<]+<\/script><\/body>/,
  );
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Once live, the Services menu is a real disclosure again: closed until asked, open on click.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: SERVICES_BUTTON });
  await button.hover();
  await expect(
    nav.getByRole('link', { name: menuName('/managed-services'), exact: true }),
  ).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(
    nav.getByRole('link', { name: menuName('/managed-services'), exact: true }),
  ).toBeVisible();
});

test('a route is prefetched when the visitor points at its link, not when the link comes into view', async ({
  page,
}) => {
  const routeData: string[] = [];
  page.on('request', (request) => {
    // Not the page's own payload, which its loader fetches to hydrate it (FLIGHT_PREFIX).
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'fetch' && !pathname.startsWith(FLIGHT_PREFIX))
      routeData.push(pathname);
  });
  // /staffing shows a dozen links to other routes in the first screen and its footer.
  await page.goto('/staffing');
  await page.mouse.wheel(0, 20_000);
  // Every link has been in view, a frame has been drawn and the browser has been idle twice since:
  // a prefetch on sight (observed in view, fetched when idle) would have started by now.
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
    );
  }
  expect(routeData, 'route data fetched before any intent').toEqual([]);

  // Pointing at a link fetches that route's data, and the click that follows navigates with it.
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: menuName('/about', 'footer'), exact: true });
  await link.hover();
  await expect.poll(() => routeData.some((pathname) => pathname.startsWith('/about'))).toBe(true);
  expect(routeData.every((pathname) => pathname.startsWith('/about'))).toBe(true);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation: the document was not loaded again.
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
});

test.describe('hero illustrations shown only on wider screens', () => {
  for (const [route, image] of [
    ['/', '/images/company/hero-talent-match.svg'],
    ['/staffing', '/images/services/staffing-shortlist.svg'],
  ] as const) {
    test(`${route}: a phone never downloads ${image}; a desktop downloads and shows it`, async ({
      browser,
    }) => {
      for (const [width, expected] of [
        [390, false],
        [1280, true],
      ] as const) {
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        await context.addInitScript(() => window.localStorage.setItem('hasSeenNotice', 'true'));
        const page = await context.newPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        // Loaded, then no request for half a second: whatever the page would fetch, it has.
        await page.goto(route, { waitUntil: 'networkidle' });
        expect(requested.includes(image), `${image} requested at ${width}px`).toBe(expected);
        const img = page.locator(`img[src="${image}"]`);
        if (expected) {
          await expect(img).toBeVisible();
          expect(
            await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
          ).toBe(true);
        } else {
          await expect(img).toBeHidden();
        }
        await context.close();
      }
    });
  }
});
