import { AlertLinkAction } from '@/components/jobs/AlertLinkAction';
import { TalentNetworkPrompt } from '@/components/jobs/TalentNetworkPrompt';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { jobAlerts } from '@/content/job-alerts';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/jobs/alerts/confirm']);

/** /jobs/alerts/confirm?token=…: the confirmation email's link; only the button confirms. */
export default function ConfirmJobAlerts() {
  const copy = jobAlerts.pages.confirm;
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} indexed={false} />
      <Section>
        <div className="mx-auto max-w-2xl">
          <AlertLinkAction action="confirm" />
          <TalentNetworkPrompt className="mt-10" />
        </div>
      </Section>
    </>
  );
}
