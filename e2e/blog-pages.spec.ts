/**
 * The blog list's pages on the export in out/, whatever its number of posts: scripts/test/test.sh
 * runs this file on the real ten-post export (one page, no navigation) and again on an export of
 * 100 generated posts plus a draft and a post scheduled for the day after the build
 * (BLOG_UNPUBLISHED_IDS names those two): /blog shows 12 cards, /blog/page/9 the last 4.
 * @exports real fixture
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { blogPagePath, pageCount, POSTS_PER_PAGE } from '../lib/blog/pagination';
import { exportedPostIds } from './site-pages';
import { expect, test } from './fixtures';

const ORIGIN = 'https://www.cascadiatechstaffing.example';
const posts = exportedPostIds().length;
const pages = pageCount(posts);
const unpublished = (process.env.BLOG_UNPUBLISHED_IDS ?? '').split(',').filter(Boolean);

test('the export has list pages for its posts and no more', () => {
  expect(posts, 'posts in out/blog').toBeGreaterThan(0);
  for (let page = 1; page <= pages; page += 1) {
    expect(
      existsSync(path.resolve(__dirname, '..', 'out', `${blogPagePath(page).slice(1)}.html`)),
      `page ${page}`,
    ).toBe(true);
  }
  expect(existsSync(path.resolve(__dirname, '..', 'out/blog/page', `${pages + 1}.html`))).toBe(
    false,
  );
});

test('/blog shows the newest 12 (or all), and a navigation only when there is more', async ({
  page,
}) => {
  await page.goto('/blog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(posts, POSTS_PER_PAGE));
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  if (pages === 1) {
    await expect(nav).toHaveCount(0);
    return;
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 1');
  await nav.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(
    page.getByRole('navigation', { name: 'Blog pages' }).locator('[aria-current="page"]'),
  ).toHaveText('Page 2');
  await expect(cards).toHaveCount(Math.min(posts - POSTS_PER_PAGE, POSTS_PER_PAGE));
});

test('the last list page: its remaining posts, its canonical URL, Previous and no Next', async ({
  page,
  request,
}) => {
  test.skip(pages === 1, 'one page: /blog is the whole list');
  const last = blogPagePath(pages);
  const response = await page.goto(last);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(
    posts - POSTS_PER_PAGE * (pages - 1),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${last}`);
  await expect(page).toHaveTitle(new RegExp(`page ${pages} of ${pages}`));
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveAttribute(
    'href',
    blogPagePath(pages - 1),
  );
  await expect(nav.getByRole('link', { name: /Next/ })).toHaveCount(0);
  // Past the last page is the host's 404, which takes the reader to /blog.
  expect((await request.get(blogPagePath(pages + 1))).status()).toBe(404);
});

test('/blog/page/1 is not indexed and names /blog as its canonical URL', async ({ request }) => {
  const html = await (await request.get('/blog/page/1')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`);
});

test('the sitemap lists list pages 2 to the last, never page 1', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>[^<]*\/blog\/page\/(\d+)<\/loc>/g)].map((match) =>
    Number(match[1]),
  );
  expect(listed).toEqual(Array.from({ length: pages - 1 }, (_, index) => index + 2));
});

test('the feed carries the newest 20', async ({ request }) => {
  const xml = await (await request.get('/blog/feed.xml')).text();
  expect(xml.split('<item>').length - 1).toBe(Math.min(posts, 20));
});

test('a draft and a scheduled post are nowhere: no page, not in the list, the feed or the sitemap', async ({
  page,
  request,
}) => {
  test.skip(unpublished.length === 0, 'this export has no unpublished post (BLOG_UNPUBLISHED_IDS)');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const feed = await (await request.get('/blog/feed.xml')).text();
  const lists: string[] = [];
  for (let n = 1; n <= pages; n += 1) lists.push(await (await request.get(blogPagePath(n))).text());
  for (const id of unpublished) {
    expect((await request.get(`/blog/${id}`)).status(), id).toBe(404);
    expect(sitemap).not.toContain(`/blog/${id}<`);
    expect(feed).not.toContain(`/blog/${id}<`);
    for (const html of lists) expect(html).not.toContain(`/blog/${id}"`);
  }
  await page.goto(`/blog/${unpublished[0]}`);
  await expect(page).toHaveURL(/\/blog$/);
});

for (const width of [390, 1280]) {
  test(`a middle list page passes axe at ${width} px, navigation included`, async ({ page }) => {
    test.skip(pages < 3, 'fewer than three list pages');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(blogPagePath(2));
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    // Phones get Previous, "Page 2 of N" and Next; wider screens the numbers too.
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(nav.getByText(`Page 2 of ${pages}`)).toBeVisible({ visible: width < 640 });
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible({
      visible: width >= 640,
    });
  });
}
