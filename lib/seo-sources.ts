/**
 * Where the sitemap (and any other SEO code) gets the blog's posts. Once lib/blog.ts is merged,
 * this is the one line to change, to:
 *   export { getAllPosts } from './blog';
 */
export { getAllPosts } from './seo-posts-fallback';
