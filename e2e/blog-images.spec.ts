import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A post with a photo cover and a photo in its body, as the export serves it: the phone gets a
 * small AVIF, the desktop a larger one, both within the budget (120 KB and 300 KB); the
 * cover is fetched first and the body image lazily; nothing moves when the images arrive.
 * The site's own ten posts have drawn covers: the photo example lives in
 * __tests__/fixtures/blog-photo/ and is part of the fixture export (scripts/test/test.sh), the
 * run that sets BLOG_CONTENT_DIR, with the editor's post whose cover is a phone's photo
 * (scripts/test/editor-change.ts): each photo is looked at. On the real export these tests have
 * nothing to look at.
 * @exports real fixture
 */
const BLOG = process.env.BLOG_CONTENT_DIR
  ? path.resolve(__dirname, '..', process.env.BLOG_CONTENT_DIR)
  : path.join(__dirname, '..', 'content', 'blog');
const PHOTO_POSTS = readdirSync(BLOG)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({
    id: name.replace(/\.md$/, ''),
    text: readFileSync(path.join(BLOG, name), 'utf8'),
  }))
  .filter(({ text }) => /^image:\s*\S+\.(jpe?g|png|webp|avif)\s*$/m.test(text));
/** A post's cover file (its front matter's image). */
const coverFile = ({ text }: { text: string }) => text.match(/^image:\s*(\S+)\s*$/m)?.[1];
const withBodyPhoto = ({ text }: { text: string }) =>
  /!\[[^\]]*\]\([^)]+\.(jpe?g|png|webp|avif)\)/i.test(text);
/**
 * The posts to look at: one with a photo in its body too, when there is one (the fixture's), then
 * every post whose cover is another photo (the editor's pull request's, straight from a phone).
 */
const chosen = PHOTO_POSTS.find(withBodyPhoto) ?? PHOTO_POSTS[0];
const LOOKED_AT = chosen
  ? [chosen, ...PHOTO_POSTS.filter((post) => post !== chosen)].filter(
      (post, i, all) => all.findIndex((other) => coverFile(other) === coverFile(post)) === i,
    )
  : [undefined];

/** The list page that shows a post's card: /blog, or the further page (/blog/page/<n>) it is on. */
function listPageOf(id: string): string {
  const out = path.join(__dirname, '..', 'out');
  const further = existsSync(path.join(out, 'blog/page'))
    ? readdirSync(path.join(out, 'blog/page'))
        .map((file) => Number(file.replace(/\.html$/, '')))
        .filter((n) => n > 1)
        .sort((a, b) => a - b)
    : [];
  const link = `href="/blog/${id}"`;
  return (
    ['/blog', ...further.map((n) => `/blog/page/${n}`)].find((route) =>
      readFileSync(path.join(out, `${route.slice(1)}.html`), 'utf8').includes(link),
    ) ?? '/blog'
  );
}

/**
 * Every /_img/ response of the page, with its transferred size. A body that cannot be read counts
 * as NaN bytes, which fails any size budget (it never passes as 0).
 */
function imageResponses(page: Page) {
  const seen: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/_img/')) return;
    const body = await response.body().catch(() => null);
    seen.push({
      url: new URL(response.url()).pathname,
      type: response.headers()['content-type'] ?? '',
      bytes: body ? body.length : Number.NaN,
    });
  });
  return seen;
}

/** The page's cumulative layout shift so far (layout-shift entries, buffered). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

const cover = (page: Page) => page.locator('article picture img').first();
const bodyImage = (page: Page) => page.locator('.article-body picture img').first();

for (const post of LOOKED_AT) {
  const PHOTO_POST = post?.id;
  const HAS_BODY_PHOTO = Boolean(post && withBodyPhoto(post));

  test.describe(
    post ? `a post with a photo cover: /blog/${post.id}` : 'a post with a photo cover',
    () => {
      test.skip(
        !PHOTO_POST,
        'no post of this export has a photo cover (the fixture export has one)',
      );

      test.describe('on a 390 px phone at DPR 3', () => {
        test.use({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });

        test('gets a small AVIF cover first, with its size, and the body image lazily', async ({
          page,
        }) => {
          const responses = imageResponses(page);
          await page.goto(`/blog/${PHOTO_POST}`);
          const img = cover(page);
          await expect(img).toHaveAttribute('fetchpriority', 'high');
          await expect(img).toHaveAttribute('loading', 'eager');
          expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
          expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
            .toBeGreaterThan(0);
          const src = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
          // 390 px less the page's padding is 350 CSS px: 1050 device px, so the 1280 rendition.
          expect(src).toMatch(/-1280\.avif$/);
          const served = responses.find((r) => r.url === src)!;
          expect(served.type).toBe('image/avif');
          expect(served.bytes).toBeLessThanOrEqual(120 * 1024);

          if (HAS_BODY_PHOTO) {
            const body = bodyImage(page);
            await expect(body).toHaveAttribute('loading', 'lazy');
            await expect(body).toHaveAttribute('decoding', 'async');
            expect(await body.getAttribute('fetchpriority')).toBeNull();
            await body.scrollIntoViewIfNeeded();
            await expect
              .poll(() => body.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
              .toBeGreaterThan(0);
            expect(await body.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
          }
          // Only one rendition of each image was fetched (no JPEG or WebP on a browser that takes AVIF).
          expect(responses.filter((r) => !r.url.endsWith('.avif'))).toEqual([]);
          expect(await layoutShift(page)).toBeLessThan(0.001);
        });
      });

      test('a 1280 px desktop gets the cover within 300 KB, and the box never moves while images arrive', async ({
        page,
      }) => {
        const responses = imageResponses(page);
        // Hold every image back until the page has laid out, then let them through.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/_img/**', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`/blog/${PHOTO_POST}`, { waitUntil: 'domcontentloaded' });
        const img = cover(page);
        const before = await img.boundingBox();
        const bodyBefore = HAS_BODY_PHOTO ? await bodyImage(page).boundingBox() : null;
        release();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
        if (HAS_BODY_PHOTO) {
          await bodyImage(page).scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              bodyImage(page).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
            )
            .toBeGreaterThan(0);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await img.boundingBox()).toEqual(before);
        if (HAS_BODY_PHOTO) {
          const bodyAfter = await bodyImage(page).boundingBox();
          expect(bodyAfter!.height).toBeCloseTo(bodyBefore!.height, 0);
        }
        expect(before!.width).toBeCloseTo(896, 0);

        const src = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
        expect(src).toMatch(/-960\.avif$/);
        expect(responses.find((r) => r.url === src)!.bytes).toBeLessThanOrEqual(300 * 1024);
        expect(await layoutShift(page)).toBeLessThan(0.001);
      });

      test('every rendition is served with its type, WebP and JPEG for browsers without AVIF', async ({
        page,
        request,
      }) => {
        await page.goto(`/blog/${PHOTO_POST}`);
        const sources = await page
          .locator('article picture')
          .first()
          .evaluate((picture) => ({
            avif: picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!,
            webp: picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!,
            jpeg: picture.querySelector('img')!.getAttribute('srcset')!,
            sizes: picture.querySelector('img')!.getAttribute('sizes')!,
          }));
        expect(sources.sizes).toContain('896px');
        for (const [format, type] of [
          ['avif', 'image/avif'],
          ['webp', 'image/webp'],
          ['jpeg', 'image/jpeg'],
        ] as const) {
          const candidates = sources[format].split(', ').map((c) => c.split(' '));
          expect(candidates.map(([, w]) => w)).toEqual([
            '480w',
            '720w',
            '960w',
            '1280w',
            '1600w',
            '1920w',
          ]);
          for (const [url] of candidates) {
            const response = await request.get(url);
            expect(response.status(), url).toBe(200);
            expect(response.headers()['content-type']).toBe(type);
          }
        }
      });

      test('its Open Graph image is a 1200×630 JPEG cut from the cover, and the list shows the photo', async ({
        page,
        request,
      }) => {
        await page.goto(`/blog/${PHOTO_POST}`);
        const og = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(og).toMatch(/\/_img\/.+-share\.jpg$/);
        await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
          'content',
          '1200',
        );
        await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
          'content',
          '630',
        );
        const response = await request.get(new URL(og!).pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/jpeg');

        await page.goto(listPageOf(PHOTO_POST!));
        const card = page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.locator(`a[href="/blog/${PHOTO_POST}"]`) });
        const img = card.locator('picture img');
        await expect(img).toHaveAttribute('alt', /.{20,}/);
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
        const box = (await img.boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      });
    },
  );
}
