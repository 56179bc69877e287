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
        {/* As tall as the form, so that an answer that replaces it (an alert that no longer
            exists, a failure) does not move the footer. */}
        <div className="mx-auto min-h-[37.125rem] max-w-2xl sm:min-h-[23.0625rem]">
          <AlertCriteriaEditor />
        </div>
      </Section>
    </>
  );
}
