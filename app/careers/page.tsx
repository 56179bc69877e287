import { IntentLink } from '@/components/ui/IntentLink';
import { CareersWidget } from '@/components/sections/CareersWidget';
import { Hero } from '@/components/sections/Hero';
import { careers, site } from '@/content/site';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/careers']);

export default function CareersPage() {
  return (
    <>
      <Hero
        eyebrow="Careers"
        title="Careers"
        subtitle="Your next technology role, with a recruiter in your corner."
        actions={[
          {
            label: 'Laid Off? Join the Tech Refugee Network',
            href: '/tech-refugee-program',
            variant: 'ghost-light',
          },
        ]}
      >
        <p>
          Contract, contract-to-hire and permanent positions with {site.name} and the employers we
          recruit for, in the Seattle area and remote nationwide.
        </p>
      </Hero>

      <Section
        id="open-positions"
        eyebrow="Now hiring"
        title="Open Positions"
        description="Browse our current openings below and apply online. Do not see the right fit? New roles are added every week, so check back soon."
      >
        <p className="mx-auto mb-8 max-w-5xl text-center text-ink">
          The roles we recruit for are also listed on this site, each with its pay range and benefits:{' '}
          <IntentLink href="/jobs" className="font-semibold text-accent-700 underline hover:text-navy-900">
            see the open roles
          </IntentLink>
          .
        </p>
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
