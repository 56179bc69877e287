import type { MetadataRoute } from 'next';
import { routes } from '@/content/navigation';
import { absoluteUrl } from '@/content/site';
import { getAllPosts } from '@/lib/blog';
import { postPath } from '@/lib/structured-data';

// Written once at build to out/sitemap.xml.
export const dynamic = 'force-static';

/** Every route of the route table and every blog post (last modified on its date). */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getAllPosts();
  const newestPost = posts[0]?.date;
  const pages: MetadataRoute.Sitemap = routes.map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: route === '/' || route === '/blog' ? 'weekly' : 'monthly',
    priority: route === '/' ? 1 : 0.8,
    ...(route === '/blog' && newestPost ? { lastModified: newestPost } : {}),
  }));
  const articles: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(postPath(post.id)),
    lastModified: post.date,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
