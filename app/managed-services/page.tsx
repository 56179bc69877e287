import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { FactPanel } from '@/components/ui/FactPanel';
import { Hero } from '@/components/sections/Hero';
import { ProseSection } from '@/components/sections/ProseSection';
import { Testimonials } from '@/components/sections/Testimonials';
import { Paragraphs } from '@/components/ui/Paragraphs';
import {
  managedFeatures,
  managedServicesPage,
  managedTestimonial,
  pricingFactors,
  smartKpis,
} from '@/content/managed-services';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/managed-services']);

export default function ManagedServicesPage() {
  const { hero, features, model, kpis, pricing, callToAction } = managedServicesPage;
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

      <Section {...features}>
        <CardGrid cards={managedFeatures} columns={4} />
      </Section>

      <ProseSection
        id="msp-model"
        tone="muted"
        eyebrow={model.eyebrow}
        title={model.title}
        aside={<Testimonials items={[managedTestimonial]} />}
      >
        <Paragraphs items={model.paragraphs} />
      </ProseSection>

      <ProseSection
        id="kpis-reporting"
        eyebrow={kpis.eyebrow}
        title={kpis.title}
        aside={<FactPanel title={kpis.factsTitle} facts={smartKpis} tone="navy" />}
      >
        <Paragraphs items={kpis.paragraphs} />
      </ProseSection>

      <ProseSection
        id="pricing"
        tone="muted"
        eyebrow={pricing.eyebrow}
        title={pricing.title}
        aside={
          <FactPanel
            title={pricing.factsTitle}
            facts={pricingFactors}
            footnote={pricing.factsFootnote}
          />
        }
      >
        <Paragraphs items={pricing.paragraphs} />
      </ProseSection>

      <CallToAction {...callToAction} />
    </>
  );
}
