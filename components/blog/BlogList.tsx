import { BlogCard } from '@/components/blog/BlogCard';
import { Pagination } from '@/components/blog/Pagination';
import { Hero } from '@/components/sections/Hero';
import { FEED_PATH } from '@/lib/blog/feed';
import type { PostsPage } from '@/lib/blog';
import { NOT_INDEXED } from '@/lib/search/markup';

type Props = { list: PostsPage };

/**
 * One page of the blog list: the hero, the page's cards (the newest post featured on page 1) and,
 * when the blog has more than one page, the numbered navigation. /blog and /blog/page/<n> both
 * render it. In the site search, /blog is a page (its hero) and each post a result of its own; the
 * further pages of the list are not results.
 */
export function BlogList({ list }: Props) {
  const { page, pageCount, posts } = list;
  const first = page === 1;
  return (
    <>
      <Hero
        eyebrow="Insights"
        title="Blog"
        subtitle="Practical hiring advice for technology leaders"
        indexed={first}
      >
        Staffing models, DevOps and managed services, contingent work and the trends shaping
        technology teams, written by the recruiters who fill these roles every week.
      </Hero>
      <section
        aria-labelledby="posts-heading"
        className="bg-navy-50 py-16 sm:py-20"
        {...NOT_INDEXED}
      >
        <div className="container-page">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2
              id="posts-heading"
              className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              {first ? 'Latest articles' : 'More articles'}
              {pageCount > 1 && (
                <span className="ml-3 align-middle text-base font-semibold text-muted">
                  Page {page} of {pageCount}
                </span>
              )}
            </h2>
            <a
              href={FEED_PATH}
              className="text-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800"
            >
              Subscribe with RSS
            </a>
          </div>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => {
              const featured = first && index === 0;
              return (
                <li key={post.id} className={featured ? 'flex lg:col-span-3' : 'flex'}>
                  <BlogCard post={post} featured={featured} />
                </li>
              );
            })}
          </ul>
          <Pagination page={page} pageCount={pageCount} />
        </div>
      </section>
    </>
  );
}
