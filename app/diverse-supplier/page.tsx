import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { ContactFormOnTouch } from '@/components/forms/FormOnTouch';
import { ContactSection } from '@/components/sections/ContactSection';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { Hero } from '@/components/sections/Hero';
import { LogoCloud } from '@/components/sections/LogoCloud';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { Testimonials } from '@/components/sections/Testimonials';
import { FactPanel } from '@/components/ui/FactPanel';
import { StaticImage } from '@/components/ui/StaticImage';
import { Timeline } from '@/components/ui/Timeline';
import { diverseSupplierPartners } from '@/content/clients';
import {
  diverseSupplierClaims as claims,
  diverseSupplierMilestones,
  diverseSupplierPage,
  diverseSupplierReasons,
  diverseSupplierStats,
} from '@/content/diverse-supplier';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { customerQuotes, diverseSupplierTestimonials } from '@/content/testimonials';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/diverse-supplier']);

export default function DiverseSupplierPage() {
  const { hero, about, why, differentiator, legacy, partners, callToAction } = diverseSupplierPage;
  const { panel } = differentiator;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
        visual={<Stats items={diverseSupplierStats} tone="light" />}
      >
        <p>{hero.lead}</p>
      </Hero>

      <FeatureSplit
        id="about-us"
        eyebrow={about.eyebrow}
        title={about.title}
        media={
          <FactPanel title={about.credentials} align="center">
            <StaticImage {...awardBadge} className="mx-auto w-40" />
            <p className="mt-5 text-lg font-semibold text-navy-900">
              {site.designations.join(' · ')}
            </p>
            <p className="mt-1 text-muted">{about.founded}</p>
          </FactPanel>
        }
      >
        <Paragraphs items={about.paragraphs} />
      </FeatureSplit>

      <Section id="why" tone="muted" {...why}>
        <CardGrid cards={diverseSupplierReasons} />
      </Section>

      <FeatureSplit
        id="differentiator"
        eyebrow={differentiator.eyebrow}
        title={differentiator.title}
        points={differentiator.points.map((point) =>
          'strong' in point ? (
            <>
              <strong>{point.strong}</strong> {point.text}
            </>
          ) : (
            point.text
          ),
        )}
        media={
          <FactPanel title={panel.title} align="center">
            <div className="grid grid-cols-2 gap-4">
              <div className="rounded-2xl bg-navy-50 p-5">
                <p className="text-4xl font-extrabold text-navy-600">{claims.standardHeadcount}</p>
                <p className="mt-1 text-sm font-medium text-muted">{panel.standard}</p>
              </div>
              <div className="rounded-2xl bg-navy-900 p-5">
                <p className="text-4xl font-extrabold text-accent-300">{claims.managedHeadcount}</p>
                <p className="mt-1 text-sm font-medium text-navy-100">{panel.managed}</p>
              </div>
            </div>
            <p className="mt-5 text-muted">{panel.note}</p>
          </FactPanel>
        }
      >
        <Paragraphs items={differentiator.paragraphs} />
      </FeatureSplit>

      <FeatureSplit
        id="legacy"
        tone="navy"
        reverse
        eyebrow={legacy.eyebrow}
        title={legacy.title}
        media={<Timeline items={diverseSupplierMilestones} tone="light" />}
      >
        <Paragraphs items={legacy.paragraphs} />
      </FeatureSplit>

      <Section {...partners}>
        <LogoCloud logos={diverseSupplierPartners} />
      </Section>

      <Section id="customer-quotes" tone="muted" {...diverseSupplierPage.customerQuotes}>
        <Testimonials items={customerQuotes} columns={2} />
      </Section>

      <Section {...diverseSupplierPage.testimonials}>
        <Testimonials items={diverseSupplierTestimonials} />
      </Section>

      <CallToAction {...callToAction} />

      <ContactSection>
        <ContactFormOnTouch />
      </ContactSection>
    </>
  );
}
