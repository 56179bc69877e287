import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApplySection } from '@/components/jobs/ApplySection';
import { ClosedRole } from '@/components/jobs/ClosedRole';
import { EqualOpportunity } from '@/components/jobs/EqualOpportunity';
import { JobAlertsSection } from '@/components/jobs/JobAlertsSection';
import { JobArticle } from '@/components/jobs/JobArticle';
import { CallToAction } from '@/components/sections/CallToAction';
import { JsonLd } from '@/components/seo/JsonLd';
import { jobPages } from '@/content/job-pages';
import { renderMarkdown } from '@/lib/blog/render';
import {
  getOpenJobs,
  getRecentlyClosedJobs,
  getRolePage,
  jobPath,
  NO_OPENINGS_SLUG,
  payLabel,
  placeLabel,
} from '@/lib/jobs';
import { similarRoles } from '@/lib/jobs/similar';
import { jobLd } from '@/lib/jobs/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = { slug: string };
type Props = { params: Promise<Params> };

/**
 * One page per open role, and for 90 days after it closes the closed role's page; any other slug
 * is the host's 404.
 */
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  const slugs = [...getOpenJobs(), ...getRecentlyClosedJobs()].map((job) => ({ slug: job.slug }));
  // Next refuses an empty list for a static export: with no role at all, one placeholder page is
  // built (it renders the 404) and the post-build step removes it (scripts/build/postbuild.ts).
  return slugs.length ? slugs : [{ slug: NO_OPENINGS_SLUG }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getRolePage((await params).slug);
  if (!page) return {};
  const { job } = page;
  if (page.state === 'closed') {
    return {
      ...pageMetadata({
        title: `${job.title} ${jobPages.closed.titleSuffix}`,
        description: jobPages.closed.description,
        path: jobPath(job.slug),
      }),
      robots: { index: false },
    };
  }
  return pageMetadata({
    title: job.title,
    description: `${placeLabel(job)}. ${payLabel(job)}. ${job.benefits}`.slice(0, 160),
    path: jobPath(job.slug),
  });
}

export default async function JobPage({ params }: Props) {
  const page = getRolePage((await params).slug);
  if (!page) notFound();
  const cta = jobPages.callToAction;
  const callToAction = (
    <CallToAction
      title={cta.title}
      description={cta.description}
      actions={[{ label: cta.action, href: '/#contact', variant: 'accent' }]}
    />
  );
  if (page.state === 'closed') {
    // Kept out of the site search as it is out of search engines, the list, feed and sitemap.
    return (
      <div data-pagefind-ignore="all">
        <ClosedRole job={page.job} similar={similarRoles(page.job, page.open)} />
        <EqualOpportunity />
        {callToAction}
      </div>
    );
  }
  const html = await renderMarkdown(page.job.body);
  return (
    <>
      <JsonLd data={jobLd(page.job, html)} />
      <JobArticle job={page.job} html={html} />
      <EqualOpportunity />
      <ApplySection job={page.job} />
      <div className="container-page max-w-4xl py-14">
        <JobAlertsSection job={page.job} />
      </div>
      {callToAction}
    </>
  );
}
