import { BlogCard } from '@/components/blog/BlogCard';
import { Hero } from '@/components/sections/Hero';
import { getAllPosts } from '@/lib/blog';
import { FEED_PATH, withFeedLink } from '@/lib/blog-feed';
import { pageMetadata } from '@/lib/metadata';

export const metadata = withFeedLink(
  pageMetadata({
    title: 'Blog',
    description:
      'Hiring advice, staffing models and technology workforce trends from the recruiters at Cascadia Tech Staffing.',
    path: '/blog',
  }),
);

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <>
      <Hero eyebrow="Insights" title="Blog" subtitle="Practical hiring advice for technology leaders">
        Staffing models, DevOps and managed services, contingent work and the trends shaping technology
        teams, written by the recruiters who fill these roles every week.
      </Hero>
      <section aria-labelledby="posts-heading" className="bg-navy-50 py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="posts-heading" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              Latest articles
            </h2>
            <a
              href={FEED_PATH}
              className="text-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800"
            >
              Subscribe with RSS
            </a>
          </div>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id} className={index === 0 ? 'flex lg:col-span-3' : 'flex'}>
                <BlogCard post={post} featured={index === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
