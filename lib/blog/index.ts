/**
 * The blog, as pages and scripts use it: the posts (front matter, schema, covers), the day that
 * publishes them, the list's pages and the feed. Two parts are imported by their own path on
 * purpose: `@/lib/blog/render` (remark; only the article page needs it, so the loader never pulls
 * it in) and `@/lib/blog/images` / `@/lib/blog/content-check` (sharp and the editor's check; build
 * steps only).
 */
export * from './posts';
export * from './date';
export * from './pagination';
export * from './feed';
