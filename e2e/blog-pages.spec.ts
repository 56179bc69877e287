/**
 * The blog list's pages in a browser, whatever the export's number of posts: scripts/test/test.sh
 * runs this file on the real ten-post export (one page, no navigation) and again on an export of
 * 100 generated posts plus a draft and a post scheduled for the day after the build
 * (BLOG_UNPUBLISHED_IDS names those two): /blog shows 12 cards. A browser for what only one shows:
 * following Next, axe at two widths, the 404 page's script taking an unpublished post's address to
 * /blog. What the list pages' files say: __tests__/export/blog-pages.test.ts.
 * @exports real fixture
 */
import { blogPagePath, pageCount, POSTS_PER_PAGE } from '../lib/blog/pagination';
import { seriousViolations } from './axe';
import { exportedPostIds } from './site-pages';
import { expect, test } from './fixtures';

const posts = exportedPostIds().length;
const pages = pageCount(posts);
const unpublished = (process.env.BLOG_UNPUBLISHED_IDS ?? '').split(',').filter(Boolean);

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

test("an unpublished post's address takes the reader to /blog", async ({ page }) => {
  test.skip(unpublished.length === 0, 'this export has no unpublished post (BLOG_UNPUBLISHED_IDS)');
  // The host's 404 page, whose script leads to /blog (no page, list, feed or sitemap entry:
  // __tests__/export/blog-pages.test.ts).
  await page.goto(`/blog/${unpublished[0]}`);
  await expect(page).toHaveURL(/\/blog$/);
});

for (const width of [390, 1280]) {
  test(`a middle list page passes axe at ${width} px, navigation included`, async ({ page }) => {
    test.skip(pages < 3, 'fewer than three list pages');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(blogPagePath(2));
    expect(await seriousViolations(page)).toEqual([]);
    // Phones get Previous, "Page 2 of N" and Next; wider screens the numbers too.
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(nav.getByText(`Page 2 of ${pages}`)).toBeVisible({ visible: width < 640 });
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible({
      visible: width >= 640,
    });
  });
}
