/**
 * The pages the SEO, accessibility and no-JS suites visit: the 14 routes, the blog posts the
 * export contains (found at test time in out/blog/, so the suites follow the blog as it grows),
 * and the 404 page.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';

const outDir = path.resolve(__dirname, '..', 'out');

/** The ids of the exported blog posts (out/blog/<id>.html), sorted. */
export function exportedPostIds(): string[] {
  const dir = path.join(outDir, 'blog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
}

/** The 14 routes plus the first exported post, when there is one. */
export function pagesWithOnePost(): string[] {
  const [first] = exportedPostIds();
  return [...routes, ...(first ? [`/blog/${first}`] : [])];
}

export const NOT_FOUND_PATH = '/this-page-does-not-exist';
