import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobArticle } from '@/components/jobs/JobArticle';
import { CallToAction } from '@/components/sections/CallToAction';
import { JsonLd } from '@/components/seo/JsonLd';
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
      <JobArticle job={job} html={html} />
      <CallToAction
        title="Not quite the right role?"
        description="Tell us what you are looking for and a recruiter will get back to you."
        actions={[{ label: 'Get in Touch', href: '/#contact', variant: 'accent' }]}
      />
    </>
  );
}
