import { AlertCriteriaEditor } from '@/components/jobs/AlertCriteriaEditor';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { jobAlerts } from '@/content/job-alerts';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/jobs/alerts/manage']);

/** /jobs/alerts/manage?token=…: every alert's link to change what it matches. */
export default function ManageJobAlerts() {
  const copy = jobAlerts.pages.manage;
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} indexed={false} />
      <Section>
        <div className="mx-auto max-w-2xl">
          <AlertCriteriaEditor />
        </div>
      </Section>
    </>
  );
}
