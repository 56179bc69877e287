import { getAllPosts } from '@/lib/blog';
import { buildFeed } from '@/lib/blog/feed';

// Written once at build time as out/blog/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildFeed(getAllPosts()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
