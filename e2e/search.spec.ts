import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { faqCategories } from '../content/faq';
import { searchCopy } from '../content/search';
import { blogToday } from '../lib/blog/date';
import { loadPosts } from '../lib/blog/posts';
import { slugify } from '../lib/content/slug';
import { isOpen, loadJobs, payLabel, placeLabel } from '../lib/jobs';
import { listPages } from '../scripts/build/export-pages';
import { isNoindex } from '../scripts/build/search-index';
import { SEARCH_CLIENT_PATH, SEARCH_DIR } from '../lib/search/paths';
import { isMatchFor } from '../lib/search/relevance';
import { seriousViolations } from './axe';
import { expect, onlyOnExport, test } from './fixtures';

/**
 * The site search on the export in out/ (the real one, and the fixture export with its 100
 * generated posts, a draft, a scheduled post and an expired role). The words searched for are
 * chosen here from the content the export was built from and from the export itself, never typed.
 * @exports real fixture
 */
const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const today = process.env.BLOG_TODAY ?? blogToday();
const posts = loadPosts(
  process.env.BLOG_CONTENT_DIR ? path.resolve(root, process.env.BLOG_CONTENT_DIR) : undefined,
);
const jobs = loadJobs(path.resolve(root, process.env.JOBS_CONTENT_DIR ?? 'content/jobs'));
const unpublished = (process.env.BLOG_UNPUBLISHED_IDS ?? '').split(',').filter(Boolean);

/** The words of a text, lower case, letters only, at least 6 long. */
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{6,}/g) ?? []);
/** An exported page's visible text, roughly: no scripts, styles or tags. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&amp;|&quot;/g, ' ');
const exported = listPages(outDir).map((page) => {
  const html = readFileSync(path.join(outDir, page.file), 'utf8');
  return { route: page.route, words: words(pageText(html)), indexed: !isNoindex(html) };
});
/** Words that some indexed page of the export has, and in how many pages. */
const pagesWith = new Map<string, number>();
for (const page of exported.filter((p) => p.indexed))
  for (const word of page.words) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);

/**
 * How the box, the keyboard and the results page work, and axe on them, run on the real export
 * only: the search code is the same on both and searches for a post either export has. What the
 * words find (a post's, an answer's, a role's, the unpublished ones', a made-up one's, the type
 * filter) runs on both: the fixture export's index is the blog's scale, with its openings.
 */
const SEARCH_SAME =
  "the search's box, keyboard path and pages are the same code on the fixture export";

/** The header's search box (the desktop one at 1280 px, the mobile menu's at 390 px). */
const box = (page: Page) =>
  page
    .getByRole('combobox', { name: searchCopy.label })
    .or(page.getByRole('searchbox', { name: searchCopy.label }))
    .first();
const listbox = (page: Page) => page.getByRole('listbox', { name: searchCopy.resultsLabel });

/** The first search of a page loads Pagefind's client, worker and WebAssembly: slow on a busy machine. */
const FIRST_RESULTS = { timeout: 30_000 };

async function searchOnPage(page: Page, query: string, type?: string): Promise<Locator> {
  await page.goto(`/search?q=${encodeURIComponent(query)}${type ? `&type=${type}` : ''}`);
  await expect(page.getByRole('status')).toContainText(query, FIRST_RESULTS);
  return page.getByRole('list', { name: searchCopy.resultsLabel }).getByRole('link');
}

test.describe('site search', () => {
  test.describe.configure({ timeout: 120_000 });
  test("typing a word from a post's body finds that post, and the result opens it", async ({
    page,
  }) => {
    const published = posts.filter((post) => exported.some((p) => p.route === `/blog/${post.id}`));
    expect(published.length).toBeGreaterThan(0);
    // The post whose body has a word the fewest pages share.
    const [post, word] = published
      .flatMap((post) =>
        [...words(post.content)].filter((w) => pagesWith.has(w)).map((w) => [post, w] as const),
      )
      .sort((a, b) => pagesWith.get(a[1])! - pagesWith.get(b[1])!)[0]!;
    await page.goto('/about');
    await box(page).fill(word);
    const option = listbox(page).getByRole('option').filter({ hasText: post.title });
    await expect(option).toBeVisible(FIRST_RESULTS);
    await expect(option).toContainText(searchCopy.types.article);
    await expect(option.locator('mark').first()).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
  });

  test('a word only in an FAQ answer finds that question, and its link opens it', async ({
    page,
  }) => {
    const items = faqCategories.flatMap((category) => category.items);
    // A word of one answer that no other question or answer has, and no other indexed page.
    const found = items
      .flatMap((item) =>
        [...words(item.answer)]
          .filter((w) =>
            items.every(
              (other) => other === item || !words(`${other.question} ${other.answer}`).has(w),
            ),
          )
          .filter((w) =>
            exported.every((p) => !p.indexed || p.route === '/knowledge-base' || !p.words.has(w)),
          )
          .map((w) => [item, w] as const),
      )
      .at(0);
    expect(found, 'an answer with a word of its own').toBeTruthy();
    const [item, word] = found!;
    const links = await searchOnPage(page, word, 'faq');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText(item.question);
    await expect(links).toHaveAttribute('href', `/knowledge-base#${slugify(item.question)}`);
    await links.click();
    const question = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: item.question }) });
    await expect(question).toHaveJSProperty('open', true);
    await expect(question.getByText(item.answer)).toBeVisible();
  });

  test.describe('an open role', () => {
    const open = jobs.filter((job) => isOpen(job, today));
    test.skip(open.length === 0, 'no open role on this export');
    test("an open role's title finds the role, with its place and pay", async ({ page }) => {
      for (const job of open) {
        const links = await searchOnPage(page, job.title, 'role');
        const link = links.filter({ hasText: job.title });
        await expect(link).toHaveAttribute('href', `/jobs/${job.slug}`);
        // `has` is matched inside each item, so the link is named from the item, not the page.
        const result = page
          .getByRole('list', { name: searchCopy.resultsLabel })
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: job.title, exact: true }) });
        await expect(result).toContainText(placeLabel(job));
        await expect(result).toContainText(payLabel(job));
      }
    });
  });

  test.describe('what no page shows', () => {
    const closed = jobs.filter((job) => !isOpen(job, today));
    const hidden = [
      ...posts
        .filter((post) => unpublished.includes(post.id))
        .map((post) => `${post.title} ${post.content}`),
      ...closed.map((job) => `${job.title} ${job.body}`),
    ];
    test.skip(hidden.length === 0, 'this export has no unpublished post or closed role');
    test("a draft's, a scheduled post's and a closed role's words find nothing", async ({
      page,
    }) => {
      for (const text of hidden) {
        // Its words that no exported page has a match for (lib/search/relevance.ts: the index
        // matches stems and prefixes, "scheduled" finds "schedule"): only an index built from
        // elsewhere could find them.
        const own = [...words(text)]
          .filter((w) => exported.every((p) => [...p.words].every((e) => !isMatchFor(w, e))))
          .slice(0, 3);
        expect(own.length, `words of its own in: ${text.slice(0, 60)}`).toBeGreaterThan(0);
        for (const word of own) {
          const links = await searchOnPage(page, word);
          await expect(page.getByRole('status')).toHaveText(
            searchCopy.none.replace('{query}', word),
          );
          await expect(links).toHaveCount(0);
        }
      }
    });
  });

  test('a made-up word that begins like a real one finds nothing, in the header and on /search', async ({
    page,
  }) => {
    // The most common indexed word's first three letters, then letters no exported word follows
    // them with: the index holds the prefix, never the word.
    const common = [...pagesWith.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const made = `${common.slice(0, 3)}${'qzxjvk'}`;
    expect(exported.every((p) => [...p.words].every((e) => !isMatchFor(made, e)))).toBe(true);
    await searchOnPage(page, made);
    await expect(page.getByRole('status')).toHaveText(searchCopy.none.replace('{query}', made));
    await page.goto('/about');
    await box(page).fill(made);
    await expect(page.getByRole('status').filter({ hasText: made }).first()).toBeVisible(
      FIRST_RESULTS,
    );
    await expect(listbox(page).getByRole('option')).toHaveCount(0);
  });

  test('/search filters by type and keeps the query in its address', async ({ page }) => {
    // A word in the most published posts' bodies that some indexed page besides the blog's has
    // too, so the filter has articles to keep and other pages to drop.
    const published = posts.filter((post) => exported.some((p) => p.route === `/blog/${post.id}`));
    const elsewhere = (w: string) =>
      exported.some((p) => p.indexed && !p.route.startsWith('/blog') && p.words.has(w));
    const inPosts = new Map<string, number>();
    for (const post of published)
      for (const w of words(post.content))
        if (elsewhere(w)) inPosts.set(w, (inPosts.get(w) ?? 0) + 1);
    const word = [...inPosts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    await searchOnPage(page, word);
    const results = page.getByRole('list', { name: searchCopy.resultsLabel }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await page.getByRole('radio', { name: searchCopy.types.article }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]type=article`));
    // The list is replaced when the filtered search answers: every result is then an article.
    const facts = () =>
      results.evaluateAll((items) =>
        items.map((item) => item.querySelector('p')?.textContent ?? ''),
      );
    await expect
      .poll(async () => {
        const all = await facts();
        return all.length > 0 && all.every((text) => text.includes(searchCopy.types.article));
      }, FIRST_RESULTS)
      .toBe(true);
  });

  test.describe('its box, keyboard and pages', () => {
    onlyOnExport('real', SEARCH_SAME);
    test('no search code or index is fetched before the box is used; focusing it loads them', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const bodies: string[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
      });
      for (const route of ['/', '/blog', '/knowledge-base']) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
      }
      expect(requested.filter((p) => p.startsWith(`/${SEARCH_DIR}/`))).toEqual([]);
      expect(bodies.filter((body) => body.includes(SEARCH_CLIENT_PATH))).toEqual([]);

      await box(page).focus();
      await expect
        .poll(() => requested.filter((p) => p.startsWith(`/${SEARCH_DIR}/`)), FIRST_RESULTS)
        .toContain(SEARCH_CLIENT_PATH);
    });

    test('the header search is sent by its button too: Tab from the box reaches it, Enter opens /search with the results', async ({
      page,
    }) => {
      const post = posts.find((p) => exported.some((e) => e.route === `/blog/${p.id}`))!;
      await page.goto('/about');
      await box(page).fill(post.title);
      const send = box(page)
        .locator('xpath=ancestor::form')
        .getByRole('button', { name: searchCopy.submit, exact: true });
      await page.keyboard.press('Tab');
      await expect(send).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(page.getByRole('status')).toContainText(post.title, FIRST_RESULTS);
      await expect(
        page
          .getByRole('list', { name: searchCopy.resultsLabel })
          .getByRole('link', { name: post.title }),
      ).toBeVisible();
    });

    test('keyboard only: Tab to the box, type, arrow to a result and open it with Enter', async ({
      page,
    }) => {
      const post = posts.find((p) => exported.some((e) => e.route === `/blog/${p.id}`))!;
      await page.goto('/about');
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab');
        if (await box(page).evaluate((el) => el === document.activeElement)) break;
      }
      await expect(box(page)).toBeFocused();
      await page.keyboard.type(post.title);
      await expect(listbox(page).getByRole('option').first()).toBeVisible(FIRST_RESULTS);
      const options = listbox(page).getByRole('option');
      const index = (await options.allTextContents()).findIndex((text) =>
        text.includes(post.title),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(box(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options.nth(index).getAttribute('id'))!,
      );
      // Escape closes the list and leaves the words; a key brings it back.
      await page.keyboard.press('Escape');
      await expect(listbox(page)).toBeHidden();
      await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
      for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false, waitForHydration: false });
      test('the header box submits to /search, which says search needs JavaScript and links on', async ({
        page,
      }) => {
        await page.goto('/about');
        const searchbox = page.getByRole('searchbox', { name: searchCopy.label });
        await searchbox.fill('contract');
        await searchbox.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=contract$/);
        // Playwright's text locators skip <noscript>; with scripting off its content is shown.
        const note = page.locator('main noscript p');
        await expect(note).toBeVisible();
        await expect(note).toContainText(searchCopy.noScript.text);
        for (const link of searchCopy.noScript.links)
          await expect(page.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
            'href',
            link.href,
          );
      });
    });

    for (const width of [390, 1280]) {
      test.describe(`axe at ${width} px`, () => {
        test.use({ viewport: { width, height: 900 } });
        test('the header with its results open, and /search with results, have no serious violations', async ({
          page,
        }) => {
          const post = posts.find((p) => exported.some((e) => e.route === `/blog/${p.id}`))!;
          await page.goto('/about');
          if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
          await box(page).fill(post.title);
          await expect(listbox(page).getByRole('option').first()).toBeVisible(FIRST_RESULTS);
          const axe = () => seriousViolations(page);
          expect(await axe()).toEqual([]);
          await searchOnPage(page, post.title);
          expect(await axe()).toEqual([]);
        });
      });
    }
  });
});
