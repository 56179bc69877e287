import clsx from 'clsx';
import { formatPostDate } from '@/lib/blog/date';
import type { PostSummary } from '@/lib/blog';

type Props = {
  post: Pick<PostSummary, 'status' | 'date'>;
  className?: string;
};

/**
 * The mark an unpublished post wears in `npm run dev` ("Draft", or "Scheduled: March 5, 2024"),
 * so an editor previewing never mistakes it for a live post. A build never exports such a post, so
 * the mark never reaches a reader.
 */
export function StatusMark({ post, className }: Props) {
  if (!post.status || post.status === 'published') return null;
  return (
    <span
      data-testid="post-status"
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        post.status === 'draft'
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-sky-300 bg-sky-50 text-sky-900',
        className,
      )}
    >
      {post.status === 'draft' ? 'Draft' : `Scheduled: ${formatPostDate(post.date)}`}
    </span>
  );
}
