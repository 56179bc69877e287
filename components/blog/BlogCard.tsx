import Link from 'next/link';
import { formatPostDate } from '@/lib/blog-date';
import type { PostSummary } from '@/lib/blog';

type Props = {
  post: PostSummary;
};

/** One post in the blog grid: cover, date, title (2 lines), excerpt (3 lines) and Read More. */
export function BlogCard({ post }: Props) {
  const titleId = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-card border border-navy-100 bg-white shadow-card transition-shadow hover:shadow-lg"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: SVG covers ship as authored */}
      <img
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] h-auto w-full border-b border-navy-100 bg-navy-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.date} className="text-sm font-medium text-muted">
          {formatPostDate(post.date)}
        </time>
        <h2
          id={titleId}
          data-testid="card-title"
          className="mt-2 line-clamp-2 text-xl leading-snug font-bold tracking-tight text-navy-900"
        >
          {post.title}
        </h2>
        <p data-testid="card-excerpt" className="mt-3 line-clamp-3 leading-relaxed text-muted">
          {post.excerpt}
        </p>
        <div className="mt-auto pt-6">
          <Link
            href={`/blog/${post.id}`}
            className="inline-flex items-center gap-2 rounded-lg border border-navy-200 bg-white px-4 py-2.5 text-[0.95rem] font-semibold text-navy-900 shadow-sm transition-colors hover:border-navy-600 hover:bg-navy-50"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
