/** The blog's RSS 2.0 feed, built at export time from the same posts as the pages. */
import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/content/site';
import type { PostSummary } from '@/lib/blog';
import { rssDate } from '@/lib/blog/date';

export const FEED_PATH = '/blog/feed.xml';
export const FEED_TITLE = `${site.name} Blog`;
/** The feed carries the newest posts only: readers poll it, and 1,000 items would weigh megabytes. */
export const FEED_SIZE = 20;

/** Text made safe inside an XML element or attribute (the feeds). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The feed document: the newest FEED_SIZE of the given posts (already newest first). */
export function buildFeed(posts: PostSummary[]): string {
  const items = posts
    .slice(0, FEED_SIZE)
    .map((post) => {
      const link = absoluteUrl(`/blog/${post.id}`);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rssDate(post.date)}</pubDate>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  // The newest post's date, so an unchanged blog builds an identical feed.
  const lastBuild = posts[0]
    ? `\n    <lastBuildDate>${rssDate(posts[0].date)}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(FEED_TITLE)}</title>
    <link>${escapeXml(absoluteUrl('/blog'))}</link>
    <description>${escapeXml(`Hiring advice, staffing models and technology workforce trends from ${site.name}.`)}</description>
    <language>en-us</language>${lastBuild}
    <atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/**
 * Adds the feed's <link rel="alternate" type="application/rss+xml"> to a page's metadata.
 * (A page's `alternates` replaces its layout's, so every blog page adds it to its own.)
 */
export function withFeedLink(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] },
    },
  };
}
