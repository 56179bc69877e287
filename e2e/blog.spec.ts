import { formatPostDate, getAllPosts, getPostsPage, isoInstant, loadPosts } from '../lib/blog';
import { aboutPage } from '../content/about';
import { articlePage } from '../content/blog-pages';
import { site } from '../content/site';
import { expect, onlyOnExport, test } from './fixtures';
import { BLOG_HEADING } from './site-pages';

/**
 * The blog of the real export as its readers meet it. Everything expected is read from the posts
 * the export was built from (content/blog, published on the build's day), so an editor adding,
 * editing or removing a post changes what is expected, never whether the test passes; the
 * rendering rules themselves are tested on fixed markdown (__tests__/blog-render.test.ts). A
 * browser for what a reader sees and does: the cards' clamped text on a phone, Read More and Get
 * in Touch followed, an unknown article's address replaced by the list and Back. What the
 * export's files say (every article's one h1, the feed and its links): __tests__/export/blog.test.ts.
 * @exports real fixture
 */
/**
 * What no post changes (a phone's clamp of an excerpt the test writes, Read More and Get in Touch
 * followed, an unknown article's address) runs on the real export only; the list and an article,
 * read from the posts, run on both: the fixture export's are the blog's scale, a photo's cover
 * among them.
 */
const BLOG_SAME = "what no post changes is the same on the fixture export's blog";

const published = getAllPosts();
const IDS = published.map((post) => post.id);
const FIRST_PAGE = getPostsPage(1)?.posts ?? [];

test.describe('the blog list', () => {
  test('shows a card per post with cover, clamped title and excerpt, and Read More links', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(FIRST_PAGE.length);

    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      const img = card.getByRole('img');
      // Drawn covers are 1200×675, photos any shape cut to the same 16:9 frame.
      const box = (await img.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      expect((await img.getAttribute('alt'))!.length).toBeGreaterThan(20);

      const title = card.getByTestId('card-title');
      const excerpt = card.getByTestId('card-excerpt');
      const titleStyle = await title.evaluate((el) => ({
        clamp: getComputedStyle(el).webkitLineClamp,
        overflow: getComputedStyle(el).overflow,
      }));
      expect(titleStyle).toEqual({ clamp: '2', overflow: 'hidden' });
      expect(await excerpt.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');

      // A clamped block is never taller than its lines allow.
      const lines = await title.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(2.05);

      const titleText = (await title.textContent())!;
      const link = card.getByRole('link', { name: `Read More: ${titleText}` });
      await expect(link).toBeVisible();
      hrefs.push((await link.getAttribute('href'))!);
    }
    expect(hrefs).toEqual(FIRST_PAGE.map((post) => `/blog/${post.id}`));

    // Newest first.
    const dates = await cards
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test.describe('what the posts change nothing of', () => {
    onlyOnExport('real', BLOG_SAME);
    test('a long excerpt is cut at three lines on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/blog');
      const excerpt = page.getByTestId('card-excerpt').first();
      // Whatever the newest post's excerpt, this one is longer than three lines at this width.
      await excerpt.evaluate((el) => {
        el.textContent =
          'Contract, contract-to-hire and permanent searches each follow their own timeline. '.repeat(
            4,
          );
      });
      const { height, lineHeight, scrollHeight } = await excerpt.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        scrollHeight: el.scrollHeight,
      }));
      expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
      expect(scrollHeight).toBeGreaterThan(height); // there was more text than fits
    });

    test('Read More opens the article', async ({ page }) => {
      const [post] = FIRST_PAGE;
      await page.goto('/blog');
      await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    });
  });
});

test.describe('an article', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('reads fully: back link, date, one h1, cover, body, call to action and metadata', async ({
    page,
  }) => {
    const post = loadPosts().find((candidate) => candidate.id === IDS[0])!;
    await page.goto('/blog');
    await page.goto(`/blog/${post.id}`);
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // The day written in the post, in words, whatever the reader's time zone (here Seattle's).
    await expect(main.locator('time').first()).toHaveText(formatPostDate(post.date));
    await expect(main.locator('time').first()).toHaveAttribute('datetime', post.date);

    const cover = main.getByRole('img', { name: post.image.alt }).first();
    await expect(cover).toBeVisible();
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    // The body: a section heading per "## " line of the post, and its paragraphs.
    const body = main.locator('.prose-body');
    const sections = post.content.split('\n').filter((line) => /^## \S/.test(line));
    await expect(body.locator('h2:not(.sr-only)')).toHaveCount(sections.length);
    expect(await body.locator('p').count()).toBeGreaterThan(0);

    const cta = articlePage.callToAction;
    await expect(page.getByRole('heading', { level: 2, name: cta.title })).toBeVisible();
    for (const action of cta.actions)
      await expect(page.getByRole('link', { name: action.label, exact: true })).toHaveAttribute(
        'href',
        action.href,
      );

    await expect(page).toHaveTitle(`${post.title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      isoInstant(post.date),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${post.id}$`),
    );

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
  });

  test.describe('what the posts change nothing of', () => {
    onlyOnExport('real', BLOG_SAME);
    test('Get in Touch leads to the contact section of the home page', async ({ page }) => {
      await page.goto(`/blog/${IDS[IDS.length - 1]}`);
      await page
        .getByRole('link', { name: articlePage.callToAction.actions[0].label, exact: true })
        .click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
    });
  });
});

test.describe('an unknown article', () => {
  onlyOnExport('real', BLOG_SAME);
  // The 404 page logs the attempted path by design.
  test.use({ failOnConsoleErrors: false });

  test('is replaced by the blog list, and Back returns to the page before', async ({
    page,
    request,
  }) => {
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
    await page.goto('/about');
    await page.goto('/blog/no-such-post');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.hero.title);
  });
});
