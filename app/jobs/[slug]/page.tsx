import { IntentLink } from '@/components/ui/IntentLink';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { JobSummary } from '@/components/jobs/JobSummary';
import { CallToAction } from '@/components/sections/CallToAction';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { formatPostDate } from '@/lib/blog/date';
import { renderMarkdown } from '@/lib/blog/render';
import { getOpenJob, getOpenJobs, jobPath, NO_OPENINGS_SLUG, payLabel, placeLabel } from '@/lib/jobs';
import { jobLd } from '@/lib/jobs/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = { slug: string };
type Props = { params: Promise<Params> };

/** One page per open role; a closed or unknown one is the host's 404. */
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  const jobs = getOpenJobs();
  // Next refuses an empty list for a static export: with no openings, one placeholder page is
  // built (it renders the 404) and the post-build step removes it (scripts/build/postbuild.ts).
  return jobs.length ? jobs.map((job) => ({ slug: job.slug })) : [{ slug: NO_OPENINGS_SLUG }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = getOpenJob((await params).slug);
  if (!job) return {};
  return pageMetadata({
    title: job.title,
    description: `${placeLabel(job)}. ${payLabel(job)}. ${job.benefits}`.slice(0, 160),
    path: jobPath(job.slug),
  });
}

export default async function JobPage({ params }: Props) {
  const job = getOpenJob((await params).slug);
  if (!job) notFound();
  const html = await renderMarkdown(job.body);
  return (
    <>
      <JsonLd data={jobLd(job, html)} />
      <article aria-labelledby="job-title">
        <header className="bg-navy-900 pt-12 pb-14 text-white sm:pt-16">
          <div className="container-page max-w-4xl">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              <IntentLink href="/jobs" className="hover:underline">
                Open roles
              </IntentLink>
            </p>
            <h1 id="job-title" className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
              {job.title}
            </h1>
            <JobSummary job={job} className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-navy-100 [&_svg]:text-accent-300" />
          </div>
        </header>
        <div className="container-page max-w-4xl py-12">
          <section aria-labelledby="pay-title" className="rounded-card border border-navy-100 bg-navy-50 p-6">
            <h2 id="pay-title" className="text-lg font-semibold text-navy-900">
              Pay and benefits
            </h2>
            <p className="mt-2 text-ink">
              <span className="font-semibold">Pay range:</span> {payLabel(job)}
            </p>
            <p className="mt-1 text-ink">
              <span className="font-semibold">Benefits:</span> {job.benefits}
            </p>
          </section>
          <div className="mt-10">
            <ArticleBody html={html} />
          </div>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href={job.applyUrl} variant="accent">
              Apply for this role
            </ButtonLink>
            <ButtonLink href="/jobs" variant="secondary">
              All open roles
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-muted">
            Posted {formatPostDate(job.datePosted)}; open through {formatPostDate(job.validThrough)}. Applications go to our
            careers site.
          </p>
        </div>
      </article>
      <CallToAction
        title="Not quite the right role?"
        description="Tell us what you are looking for and a recruiter will get back to you."
        actions={[{ label: 'Get in Touch', href: '/#contact', variant: 'accent' }]}
      />
    </>
  );
}
