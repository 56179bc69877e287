import { BlogList } from '@/components/blog/BlogList';
import { getPostsPage } from '@/lib/blog';
import { withFeedLink } from '@/lib/blog/feed';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = withFeedLink(pageMetadata(pages['/blog']));

/** Page 1 of the list: the newest posts (all of them while the blog fits on one page). */
export default function BlogPage() {
  return <BlogList list={getPostsPage(1)!} />;
}
