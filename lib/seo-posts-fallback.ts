/**
 * Reads the blog's front matter (content/blog/<id>.md) for the sitemap until lib/blog.ts is the
 * source (see lib/seo-sources.ts). Newest first, like lib/blog.ts's getAllPosts().
 */
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeoPost } from './structured-data';

function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value ?? '');
}

export function getAllPosts(): SeoPost[] {
  const dir = path.resolve(process.cwd(), process.env.BLOG_CONTENT_DIR || 'content/blog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const { data } = matter(readFileSync(path.join(dir, file), 'utf8'));
      return {
        id: file.slice(0, -3),
        title: String(data.title ?? ''),
        excerpt: String(data.excerpt ?? ''),
        date: isoDate(data.date),
        image: typeof data.image === 'string' ? `/blog/${data.image}.svg` : undefined,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
