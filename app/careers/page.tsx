import { IntentLink } from '@/components/ui/IntentLink';
import { CareersWidget } from '@/components/sections/CareersWidget';
import { Hero } from '@/components/sections/Hero';
import { TalentNetworkPrompt } from '@/components/jobs/TalentNetworkPrompt';
import { careersPage } from '@/content/careers';
import { careers } from '@/content/site';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/careers']);

export default function CareersPage() {
  const { hero, openPositions, jobsLink } = careersPage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
      >
        <p>{hero.lead}</p>
      </Hero>

      <Section id="open-positions" {...openPositions}>
        <p className="mx-auto mb-8 max-w-5xl text-center text-ink">
          {jobsLink.before}{' '}
          <IntentLink
            href="/jobs"
            className="font-semibold text-accent-700 underline hover:text-navy-900"
          >
            {jobsLink.label}
          </IntentLink>
          .
        </p>
        <TalentNetworkPrompt className="mx-auto mb-8 max-w-5xl" />
        <div className="mx-auto max-w-5xl">
          <CareersWidget
            site={careers.site}
            listingUrl={careers.listingUrl}
            timeoutMs={careers.timeoutMs}
            brandColor={careers.brandColor}
            embedStyle={careers.embedStyle}
          />
        </div>
      </Section>
    </>
  );
}
