import { StatusMark } from '@/components/blog/StatusMark';
import { IntentLink } from '@/components/ui/IntentLink';
import { formatPostDate } from '@/lib/blog/date';
import type { PostSummary } from '@/lib/blog';

type Props = {
  post: PostSummary;
  /** The h1's id, so the surrounding article is named by it. */
  titleId?: string;
};

/** The top of an article on navy: Back to Blog, the date, the title (the page's only h1), the lead. */
export function ArticleHeader({ post, titleId }: Props) {
  return (
    <header className="relative isolate overflow-hidden bg-navy-900 pb-28 text-white sm:pb-44">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 h-96 w-96 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="container-page pt-8 sm:pt-10">
        <IntentLink
          href="/blog"
          className="inline-flex items-center gap-2 rounded-lg border border-white/30 px-4 py-2 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
        >
          <span aria-hidden="true">←</span> Back to Blog
        </IntentLink>
        <div className="mx-auto mt-10 max-w-3xl sm:mt-12">
          <time
            dateTime={post.date}
            className="text-sm font-semibold tracking-[0.12em] text-accent-300 uppercase"
          >
            {formatPostDate(post.date)}
          </time>
          <StatusMark post={post} className="ml-3 align-middle" />
          <h1
            id={titleId}
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]"
          >
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-navy-100 sm:text-xl">
            {post.excerpt}
          </p>
        </div>
      </div>
    </header>
  );
}
