/**
 * The blog in the export's files, everything expected read from the posts the export was built
 * from (content/blog, or the fixture export's posts; published on the build's day): every
 * article's page with its title as the only h1, and the RSS feed linked from every blog page. The
 * blog as its readers meet it in a browser: e2e/blog.spec.ts.
 * @exports real fixture
 */
import { FEED_SIZE, getAllPosts } from '../../lib/blog';
import { expectOf as expect, page, serve, textOf, xml } from '../helpers/export-dom';

const IDS = getAllPosts().map((post) => post.id);

test('every article answers 200 with its title as the only h1', () => {
  for (const id of IDS) {
    const response = serve(`/blog/${id}`);
    expect(response.status, id).toBe(200);
    const html = response.body.toString('utf8');
    expect(html.match(/<h1[\s>]/g), id).toHaveLength(1);
  }
  expect(textOf(page(`/blog/${IDS[0]}`).document.querySelector('h1'))).not.toBe('');
});

describe('the feed', () => {
  test('is RSS 2.0 with an item per post and absolute links, linked from every blog page', () => {
    expect(serve('/blog/feed.xml').status).toBe(200);

    const feedHref = page('/blog')
      .document.querySelector('link[rel="alternate"][type="application/rss+xml"]')
      ?.getAttribute('href');
    expect(new URL(feedHref!).pathname).toBe('/blog/feed.xml');

    const doc = xml('/blog/feed.xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const items = {
      version: doc.documentElement.getAttribute('version'),
      items: Array.from(doc.querySelectorAll('item')).map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        description: item.querySelector('description')?.textContent,
      })),
    };
    expect(items.version).toBe('2.0');
    // The newest FEED_SIZE posts.
    const inFeed = IDS.slice(0, FEED_SIZE);
    expect(items.items).toHaveLength(inFeed.length);
    for (const item of items.items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
    }
    expect(items.items.map((item) => new URL(item.link!).pathname.split('/').pop())).toEqual(
      inFeed,
    );

    for (const id of IDS.slice(0, 3)) {
      expect(
        page(`/blog/${id}`).document.querySelectorAll(
          'link[rel="alternate"][type="application/rss+xml"]',
        ),
      ).toHaveLength(1);
    }
  });
});
