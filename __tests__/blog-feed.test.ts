import { site } from '@/content/site';
import type { PostSummary } from '@/lib/blog';
import { buildFeed, FEED_PATH, withFeedLink } from '@/lib/blog/feed';

const image = { src: '/blog/devops-as-service.svg', width: 1200, height: 675, alt: 'A cloud' };
const posts: PostSummary[] = [
  {
    id: 'newer-post',
    title: 'Contract & Permanent <Roles>',
    excerpt: 'Fees, "rates" & more.',
    date: '2024-03-05',
    image,
  },
  { id: 'older-post', title: 'Older', excerpt: 'An older post.', date: '2023-07-11', image },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

it('is RSS 2.0 with one item per post, absolute links and RFC 822 dates', () => {
  const doc = parse(buildFeed(posts));
  expect(doc.documentElement.nodeName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const items = Array.from(doc.getElementsByTagName('item'));
  expect(items).toHaveLength(2);
  const first = items[0];
  const text = (name: string) => first.getElementsByTagName(name)[0]?.textContent;
  expect(text('title')).toBe('Contract & Permanent <Roles>');
  expect(text('link')).toBe(`${site.url}/blog/newer-post`);
  expect(text('guid')).toBe(`${site.url}/blog/newer-post`);
  expect(text('pubDate')).toBe('Tue, 05 Mar 2024 00:00:00 GMT');
  expect(text('description')).toBe('Fees, "rates" & more.');
  expect(doc.getElementsByTagName('lastBuildDate')[0].textContent).toBe(
    'Tue, 05 Mar 2024 00:00:00 GMT',
  );
});

it('the same posts give the same feed (no build time inside)', () => {
  expect(buildFeed(posts)).toBe(buildFeed(posts));
});

it('adds the feed link to a page without losing its canonical address', () => {
  const metadata = withFeedLink({ title: 'Blog', alternates: { canonical: '/blog' } });
  expect(metadata.alternates).toEqual({
    canonical: '/blog',
    // copy-literals: " Blog" is the feed link's own word (lib/blog/feed.ts), not content/
    types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} Blog` }] },
  });
});
