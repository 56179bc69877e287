/**
 * The main content is painted from the HTML alone, before anything else is fetched (docs/performance.md,
 * "The largest paint"): on a phone's first visit the page's JavaScript is requested only after its
 * largest paint, and a post's drawn cover is in the page itself, painted with it, never fetched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { exportedPostIds } from './site-pages';

const outDir = path.resolve(__dirname, '..', 'out');

/**
 * The exported posts whose cover the build put in the page (a drawing under the size limit), with
 * the cover's file as the page's React payload still names it.
 */
const inlinedCoverPosts = exportedPostIds().flatMap((id) => {
  const html = readFileSync(path.join(outDir, 'blog', `${id}.html`), 'utf8');
  const file = /\\"img\\",null,\{\\"src\\":\\"(\/[^"\\]+\.svg)\\"/.exec(html)?.[1];
  return file && /<img src="data:image\/svg\+xml,[^"]*"[^>]*elementtiming="main-image"/.test(html)
    ? [{ id, file }]
    : [];
});

// A first visit on a phone, as Lighthouse's mobile test makes it: the notice opens in the first paint.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, noticeSeen: false });

/** Every request the page makes, with the time (ms since the epoch) it was sent. */
function recordRequests(page: Page) {
  const sent: Array<{ url: string; at: number }> = [];
  page.on('request', (request: Request) =>
    sent.push({ url: new URL(request.url()).pathname, at: Date.now() }),
  );
  return sent;
}

/** The page's largest paint once it has settled, as a time since the epoch, and what it was. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ at: number; tag: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element }>;
          const last = entries[entries.length - 1]!;
          resolve({
            at: performance.timeOrigin + last.startTime,
            tag: last.element?.tagName ?? '',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const pages = [
  '/',
  '/staffing',
  '/blog',
  ...exportedPostIds()
    .slice(0, 1)
    .map((id) => `/blog/${id}`),
];

for (const route of pages) {
  test(`${route}: no script is requested before the largest paint`, async ({ page }) => {
    // A mid-range phone's processor (Lighthouse's 4x slowdown), where parsing takes frames.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sent = recordRequests(page);
    await page.goto(route);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(500);
    const paint = await largestPaint(page);
    const chunks = sent.filter(
      ({ url }) => url.startsWith('/_next/static/') && url.endsWith('.js'),
    );
    expect(chunks.length).toBeGreaterThan(0);
    // Both clocks are this machine's; a millisecond of rounding either way.
    expect(
      Math.min(...chunks.map(({ at }) => at)),
      `largest paint (${paint.tag}) at ${paint.at}`,
    ).toBeGreaterThanOrEqual(paint.at - 1);
  });
}

test.describe('a post with a drawn cover', () => {
  test.skip(
    inlinedCoverPosts.length === 0,
    'the export has no post with a drawn cover under the limit',
  );

  for (const { id, file } of inlinedCoverPosts) {
    test(`/blog/${id}: the cover is in the page, painted with it, and its file is not fetched`, async ({
      page,
      request,
    }) => {
      const sent = recordRequests(page);
      await page.goto(`/blog/${id}`);
      const cover = page.locator('img[elementtiming="main-image"]');
      await expect(cover).toBeVisible();
      expect(
        await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      expect(await cover.getAttribute('alt')).toBeTruthy();
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(500);
      const paint = await largestPaint(page);
      expect(['IMG', 'P']).toContain(paint.tag);
      // The drawing is still a file at its address, for sharing cards, feeds and structured data.
      expect(sent.map(({ url }) => url)).not.toContain(file);
      expect((await request.get(file)).status()).toBe(200);
    });
  }
});
