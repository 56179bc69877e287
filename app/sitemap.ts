import type { MetadataRoute } from 'next';
import { indexedRoutes } from '@/content/pages';
import { absoluteUrl } from '@/content/site';
import { getAllPosts } from '@/lib/blog';
import { blogPagePath, pageCount } from '@/lib/blog/pagination';
import { getOpenJobs, jobPath } from '@/lib/jobs';
import { postPath } from '@/lib/seo/structured-data';

// Written once at build to out/sitemap.xml.
export const dynamic = 'force-static';

/**
 * Every route of the route table but those marked noindex (/search), the blog list's further pages (/blog/page/2 …; /blog is page 1)
 * every published blog post (last modified on its date) and every open role (last modified on
 * the day it was posted). Drafts, scheduled posts and closed roles are never here.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getAllPosts();
  const jobs = getOpenJobs();
  const newestPost = posts[0]?.date;
  const pages: MetadataRoute.Sitemap = indexedRoutes.map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: route === '/' || route === '/blog' ? 'weekly' : 'monthly',
    priority: route === '/' ? 1 : 0.8,
    ...(route === '/blog' && newestPost ? { lastModified: newestPost } : {}),
    ...(route === '/jobs' && jobs[0] ? { lastModified: jobs[0].datePosted } : {}),
  }));
  const articles: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(postPath(post.id)),
    lastModified: post.date,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  const listPages: MetadataRoute.Sitemap = Array.from(
    { length: pageCount(posts.length) - 1 },
    (_, index) => ({
      url: absoluteUrl(blogPagePath(index + 2)),
      changeFrequency: 'weekly',
      priority: 0.5,
    }),
  );
  const roles: MetadataRoute.Sitemap = jobs.map((job) => ({
    url: absoluteUrl(jobPath(job.slug)),
    lastModified: job.datePosted,
    changeFrequency: 'weekly',
    priority: 0.7,
  }));
  return [...pages, ...listPages, ...articles, ...roles];
}
