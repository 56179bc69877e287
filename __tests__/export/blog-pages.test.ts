/**
 * The blog list's pages in the export's files, whatever its number of posts: scripts/test/test.sh
 * runs this file on the real ten-post export (one page, no navigation) and again on an export of
 * 100 generated posts plus a draft and a post scheduled for the day after the build
 * (BLOG_UNPUBLISHED_IDS names those two): /blog/page/9 lists the last 4. What needs a browser
 * (following Next, axe, the unpublished post's address leading to /blog): e2e/blog-pages.spec.ts.
 * @exports real fixture
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { blogPagePath, pageCount, POSTS_PER_PAGE } from '../../lib/blog/pagination';
import { exportedPostIds } from '../../e2e/site-pages';
import { expectOf as expect, OUT_DIR, page, serve, text } from '../helpers/export-dom';

const ORIGIN = 'https://www.cascadiatechstaffing.example';
const posts = exportedPostIds().length;
const pages = pageCount(posts);
const unpublished = (process.env.BLOG_UNPUBLISHED_IDS ?? '').split(',').filter(Boolean);

test('the export has list pages for its posts and no more', () => {
  expect(posts, 'posts in out/blog').toBeGreaterThan(0);
  for (let page = 1; page <= pages; page += 1) {
    expect(
      existsSync(path.join(OUT_DIR, `${blogPagePath(page).slice(1)}.html`)),
      `page ${page}`,
    ).toBe(true);
  }
  expect(existsSync(path.join(OUT_DIR, 'blog/page', `${pages + 1}.html`))).toBe(false);
});

// Skipped when the export has one list page: /blog is the whole list.
(pages === 1 ? test.skip : test)(
  'the last list page: its remaining posts, its canonical URL, Previous and no Next',
  () => {
    const last = blogPagePath(pages);
    const { status, document } = page(last);
    expect(status).toBe(200);
    expect(document.querySelectorAll('main article')).toHaveLength(
      posts - POSTS_PER_PAGE * (pages - 1),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}${last}`,
    );
    expect(document.title).toMatch(new RegExp(`page ${pages} of ${pages}`));
    const links = [...document.querySelectorAll('nav[aria-label="Blog pages"] a')];
    const previous = links.filter((link) => /Previous/.test(link.textContent ?? ''));
    expect(previous).toHaveLength(1);
    expect(previous[0]!.getAttribute('href')).toBe(blogPagePath(pages - 1));
    expect(links.filter((link) => /Next/.test(link.textContent ?? ''))).toHaveLength(0);
    // Past the last page is the host's 404, which takes the reader to /blog.
    expect(serve(blogPagePath(pages + 1)).status).toBe(404);
  },
);

test('/blog/page/1 is not indexed and names /blog as its canonical URL', () => {
  const html = text('/blog/page/1');
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`);
});

test('the sitemap lists list pages 2 to the last, never page 1', () => {
  const xml = text('/sitemap.xml');
  const listed = [...xml.matchAll(/<loc>[^<]*\/blog\/page\/(\d+)<\/loc>/g)].map((match) =>
    Number(match[1]),
  );
  expect(listed).toEqual(Array.from({ length: pages - 1 }, (_, index) => index + 2));
});

test('the feed carries the newest 20', () => {
  const xml = text('/blog/feed.xml');
  expect(xml.split('<item>').length - 1).toBe(Math.min(posts, 20));
});

// Skipped when this export has no unpublished post (BLOG_UNPUBLISHED_IDS).
(unpublished.length === 0 ? test.skip : test)(
  'a draft and a scheduled post are nowhere: no page, not in the list, the feed or the sitemap',
  () => {
    const sitemap = text('/sitemap.xml');
    const feed = text('/blog/feed.xml');
    const lists: string[] = [];
    for (let n = 1; n <= pages; n += 1) lists.push(text(blogPagePath(n)));
    for (const id of unpublished) {
      expect(serve(`/blog/${id}`).status, id).toBe(404);
      expect(sitemap).not.toContain(`/blog/${id}<`);
      expect(feed).not.toContain(`/blog/${id}<`);
      for (const html of lists) expect(html).not.toContain(`/blog/${id}"`);
    }
  },
);
