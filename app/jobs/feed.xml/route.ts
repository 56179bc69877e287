import { getOpenJobs } from '@/lib/jobs';
import { buildJobsFeed } from '@/lib/jobs/feed';

// Written once at build time as out/jobs/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildJobsFeed(getOpenJobs()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
