import { BlogList } from '@/components/blog/BlogList';
import { getPostsPage } from '@/lib/blog';
import { withFeedLink } from '@/lib/blog/feed';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = withFeedLink(
  pageMetadata({
    title: 'Blog',
    description:
      'Hiring advice, staffing models and technology workforce trends from the recruiters at Cascadia Tech Staffing.',
    path: '/blog',
  }),
);

/** Page 1 of the list: the newest posts (all of them while the blog fits on one page). */
export default function BlogPage() {
  return <BlogList list={getPostsPage(1)!} />;
}
