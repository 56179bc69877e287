import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/components/blog/BlogList';
import { getPageCount, getPostsPage } from '@/lib/blog';
import { withFeedLink } from '@/lib/blog/feed';
import { blogPagePath } from '@/lib/blog/pagination';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = { page: string };
type Props = { params: Promise<Params> };

/** Only the pages the posts fill; any other number is the host's 404 (→ /blog). */
export const dynamicParams = false;

/**
 * /blog/page/2 … /blog/page/<last>, and /blog/page/1: an export cannot have an empty list of
 * params, and a static host cannot redirect, so page 1 exists here as a copy of /blog that names
 * /blog as its canonical URL and is not indexed (and not in the sitemap; nothing links to it).
 */
export function generateStaticParams(): Params[] {
  return Array.from({ length: getPageCount() }, (_, index) => ({ page: String(index + 1) }));
}

function pageNumber(value: string): number {
  return /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).page);
  const list = getPostsPage(page);
  if (!list) return {};
  const metadata = withFeedLink(
    pageMetadata({
      title: page === 1 ? 'Blog' : `Blog: page ${page} of ${list.pageCount}`,
      description:
        page === 1
          ? pages['/blog'].description
          : `Older articles, page ${page} of ${list.pageCount}: hiring advice, staffing models and technology workforce trends from Cascadia Tech Staffing.`,
      path: blogPagePath(page),
    }),
  );
  return page === 1 ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BlogListPage({ params }: Props) {
  const list = getPostsPage(pageNumber((await params).page));
  if (!list) notFound();
  return <BlogList list={list} />;
}
