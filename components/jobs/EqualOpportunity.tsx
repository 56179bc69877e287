import { ContactSentence } from '@/components/ui/ContactSentence';
import { jobPages } from '@/content/job-pages';
import { NOT_INDEXED } from '@/lib/search/markup';

const copy = jobPages.equalOpportunity;

/**
 * The firm's equal-opportunity statement and how to ask for an accommodation to apply, under
 * every role's description (open or closed); its words are content/job-pages.ts's. Left out of the
 * site search: the same words on every role would make every role a result for them.
 */
export function EqualOpportunity() {
  return (
    <section
      aria-labelledby="equal-opportunity-title"
      className="container-page max-w-4xl pb-12"
      {...NOT_INDEXED}
    >
      <div className="border-t border-navy-100 pt-8 text-sm leading-relaxed text-muted">
        <h2 id="equal-opportunity-title" className="text-base font-semibold text-navy-900">
          {copy.title}
        </h2>
        <p className="mt-2">{copy.statement}</p>
        <ContactSentence text={copy.accommodation} className="mt-3" />
      </div>
    </section>
  );
}
