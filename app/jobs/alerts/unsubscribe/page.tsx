import { AlertLinkAction } from '@/components/jobs/AlertLinkAction';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { jobAlerts } from '@/content/job-alerts';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/jobs/alerts/unsubscribe']);

/** /jobs/alerts/unsubscribe?token=…: every alert's unsubscribe link (and the one-click URL's GET, redirected here); only the button unsubscribes. */
export default function UnsubscribeJobAlerts() {
  const copy = jobAlerts.pages.unsubscribe;
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} indexed={false} />
      <Section>
        <div className="mx-auto max-w-2xl">
          <AlertLinkAction action="unsubscribe" />
        </div>
      </Section>
    </>
  );
}
