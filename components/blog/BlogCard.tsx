import clsx from 'clsx';
import { IntentLink } from '@/components/ui/IntentLink';
import { COVER_SIZES, CoverImage } from '@/components/blog/CoverImage';
import { StatusMark } from '@/components/blog/StatusMark';
import { formatPostDate } from '@/lib/blog/date';
import type { PostSummary } from '@/lib/blog';

type Props = {
  post: PostSummary;
  /** The newest post: on wide screens the card runs the full width, image beside text. */
  featured?: boolean;
};

/** One post in the blog grid: cover, date, title (2 lines), excerpt (3 lines) and Read More. */
export function BlogCard({ post, featured = false }: Props) {
  const titleId = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'group flex w-full flex-col overflow-hidden rounded-card border border-navy-100 bg-white shadow-card transition-shadow hover:shadow-lg',
        featured && 'lg:grid lg:grid-cols-[1.15fr_1fr]',
      )}
    >
      <CoverImage
        image={post.image}
        priority={featured}
        sizes={featured ? COVER_SIZES.featured : COVER_SIZES.card}
        className={clsx(
          'aspect-[16/9] h-auto w-full border-b border-navy-100 bg-navy-50 object-cover',
          featured && 'lg:h-full lg:border-r lg:border-b-0',
        )}
      />
      <div className={clsx('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
        <StatusMark post={post} className="mb-2 self-start" />
        <p className="text-sm font-medium text-muted">
          {featured && <span className="font-semibold text-accent-700">Latest · </span>}
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
        <h3
          id={titleId}
          data-testid="card-title"
          className={clsx(
            'mt-2 line-clamp-2 leading-snug font-bold tracking-tight text-navy-900',
            featured ? 'text-xl lg:text-3xl' : 'text-xl',
          )}
        >
          {post.title}
        </h3>
        <p
          data-testid="card-excerpt"
          className={clsx('mt-3 line-clamp-3 leading-relaxed text-muted', featured && 'lg:text-lg')}
        >
          {post.excerpt}
        </p>
        <div className={clsx('pt-6', !featured && 'mt-auto')}>
          <IntentLink
            href={`/blog/${post.id}`}
            aria-label={`Read More: ${post.title}`}
            className="inline-flex items-center gap-2 rounded-lg border border-navy-200 bg-white px-4 py-2.5 text-[0.95rem] font-semibold text-navy-900 shadow-sm transition-colors hover:border-navy-600 hover:bg-navy-50"
          >
            Read More
            <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
              →
            </span>
          </IntentLink>
        </div>
      </div>
    </article>
  );
}
