/** `/jobs/feed.xml`: the open roles as RSS 2.0, for job boards and alert services. */
import { absoluteUrl, site } from '@/content/site';
import { rssDate } from '@/lib/blog/date';
import { escapeXml } from '@/lib/blog/feed';
import { payLabel, placeLabel, typeLabel } from './format';
import { jobPath, type Job } from './openings';

export const JOBS_FEED_PATH = '/jobs/feed.xml';

const xml = escapeXml;

export function buildJobsFeed(jobs: Job[]): string {
  const items = jobs
    .map((job) => {
      const link = absoluteUrl(jobPath(job.slug));
      return [
        '    <item>',
        `      <title>${xml(job.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <pubDate>${rssDate(job.datePosted)}</pubDate>`,
        `      <description>${xml(`${placeLabel(job)} · ${typeLabel(job)} · ${payLabel(job)}. Benefits: ${job.benefits}`)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const lastBuild = jobs[0]
    ? `\n    <lastBuildDate>${rssDate(jobs[0].datePosted)}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.name}: open roles`)}</title>
    <link>${xml(absoluteUrl('/jobs'))}</link>
    <description>${xml(`Technology roles recruited by ${site.name}, with pay and benefits.`)}</description>
    <language>en-us</language>${lastBuild}
    <atom:link href="${xml(absoluteUrl(JOBS_FEED_PATH))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
