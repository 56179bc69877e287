import { ApplicationFormOnTouch } from '@/components/forms/FormOnTouch';
import { ContactSentence } from '@/components/ui/ContactSentence';
import { jobPages } from '@/content/job-pages';
import { formatPostDate } from '@/lib/blog/date';
import type { Job } from '@/lib/jobs';
import { applicationsClose } from '@/lib/jobs/format';
import { fill } from '@/supabase/functions/_shared/core/fill';

const copy = jobPages.apply;

/**
 * An open role's application (/jobs/<slug>#apply): how to ask for an accommodation to apply, the
 * form in the page's HTML from the start, its code loaded on the first touch, and the careers
 * provider's page for those who prefer it.
 */
export function ApplySection({ job }: { job: Job }) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-24 bg-navy-50 py-14"
      data-pagefind-ignore="all"
    >
      <div className="container-page max-w-4xl">
        <div className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-10">
          <h2 id="apply-title" className="text-2xl font-bold text-navy-900">
            {copy.title}
          </h2>
          <p className="mt-2 text-muted">{copy.intro}</p>
          <p className="mt-3 text-ink">
            <span className="font-semibold">{copy.howToLabel}</span>{' '}
            {fill(copy.howTo, { date: formatPostDate(applicationsClose(job)) })}
          </p>
          <ContactSentence
            text={jobPages.equalOpportunity.accommodation}
            className="mt-4 mb-8 rounded-lg border border-navy-100 bg-navy-50 p-4 text-sm text-ink"
          />
          <ApplicationFormOnTouch jobSlug={job.slug} jobTitle={job.title} />
          {job.applyUrl && (
            <p className="mt-8 border-t border-navy-100 pt-6 text-sm text-muted">
              {copy.elsewhere}{' '}
              <a href={job.applyUrl} className="font-semibold text-accent-700 underline">
                {copy.elsewhereLink}
              </a>
              .
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
