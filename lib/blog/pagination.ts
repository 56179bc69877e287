/**
 * The blog list's pages: the maths only (no file system), so the list pages, the sitemap, the
 * navigation component and the tests share it.
 *
 * Page 1 is /blog itself; page n ≥ 2 is /blog/page/n. /blog/page/1 is exported too (a static host
 * cannot redirect it), but it names /blog as its canonical URL, asks not to be indexed and is left
 * out of the sitemap; nothing on the site links to it.
 */
export const POSTS_PER_PAGE = 12;

/** Pages needed for `total` posts: at least one (an empty blog still has its list page). */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The address of list page `page`: /blog for the first, /blog/page/<n> after it. */
export function blogPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

/** A link in the numbered navigation, or a gap (…) where numbers are left out. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The numbers the navigation shows on page `current` of `total`: always the first and the last,
 * and `around` pages either side of the current one; a run of left-out numbers becomes one gap
 * (a gap never hides a single number: that number is shown instead). So 84 pages read
 * 1 … 40 41 [42] 43 44 … 84, and seven or fewer pages show every number.
 */
export function pageItems(current: number, total: number, around = 2): PageItem[] {
  const shown = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  // Near an end, keep the same number of links so the bar does not change width.
  const span = 2 * around + 1;
  if (current - around <= 2)
    for (let page = 1; page <= Math.min(total, span + 1); page += 1) shown.add(page);
  if (current + around >= total - 1)
    for (let page = Math.max(1, total - span); page <= total; page += 1) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}-${page}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
