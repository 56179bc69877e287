import clsx from 'clsx';
import { IntentLink } from '@/components/ui/IntentLink';
import { blogPagePath, pageItems } from '@/lib/blog/pagination';

type Props = {
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
};

const box =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-[0.95rem] font-semibold transition-colors';
const link = `${box} border border-navy-200 bg-white text-navy-900 shadow-sm hover:border-navy-600 hover:bg-navy-50`;

/**
 * The blog list's numbered navigation: Previous, the page numbers (the current one marked with
 * aria-current="page"), Next. Phones get Previous, "Page 2 of 9" and Next; wider screens the
 * numbers too. On the first and last page the missing Previous or Next keeps its place, unseen, so
 * the bar does not move. Nothing is rendered when the blog fits on one page.
 */
export function Pagination({ page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? blogPagePath(page - 1) : undefined;
  const next = page < pageCount ? blogPagePath(page + 1) : undefined;
  return (
    <nav
      aria-label="Blog pages"
      className="mt-14 flex items-center justify-between gap-3 sm:justify-center"
    >
      {previous ? (
        <IntentLink href={previous} rel="prev" className={clsx(link, 'gap-2')}>
          <span aria-hidden="true">←</span> Previous
        </IntentLink>
      ) : (
        <span aria-hidden="true" className={clsx(link, 'invisible gap-2')}>
          <span>←</span> Previous
        </span>
      )}
      <p className="text-sm font-medium text-muted sm:hidden">
        Page {page} of {pageCount}
      </p>
      <ol className="hidden items-center gap-2 sm:flex">
        {pageItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-navy-600">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  className={clsx(box, 'border border-navy-900 bg-navy-900 text-white')}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <IntentLink href={blogPagePath(item.page)} className={link}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </IntentLink>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <IntentLink href={next} rel="next" className={clsx(link, 'gap-2')}>
          Next <span aria-hidden="true">→</span>
        </IntentLink>
      ) : (
        <span aria-hidden="true" className={clsx(link, 'invisible gap-2')}>
          Next <span>→</span>
        </span>
      )}
    </nav>
  );
}
