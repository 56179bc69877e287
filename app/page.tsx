import { Banner } from '@/components/sections/Banner';
import { CardGrid } from '@/components/sections/CardGrid';
import { ContactFormOnTouch } from '@/components/forms/FormOnTouch';
import { ContactSection } from '@/components/sections/ContactSection';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { Hero } from '@/components/sections/Hero';
import { LogoCloud } from '@/components/sections/LogoCloud';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { Testimonials } from '@/components/sections/Testimonials';
import { StaticImage } from '@/components/ui/StaticImage';
import { homeClients } from '@/content/clients';
import {
  heroTalentMatch,
  homeAbout,
  homeClientsSection,
  homeHero,
  homeServices,
  homeServicesSection,
  homeStats,
  homeTestimonialsSection,
} from '@/content/home';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { homeTestimonials } from '@/content/testimonials';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = {
  ...pageMetadata(pages['/']),
  // The home page is not a child segment, so the layout's title template does not apply.
  title: { absolute: `${site.name} | ${site.tagline}` },
};

export default function HomePage() {
  return (
    <>
      <Hero
        size="home"
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        subtitle={homeHero.subtitle}
        actions={homeHero.actions}
        visual={
          <StaticImage
            {...heroTalentMatch}
            priority
            shownFrom="640px"
            className="mx-auto hidden w-full max-w-lg sm:block"
          />
        }
      >
        <p>{homeHero.lead}</p>
      </Hero>

      <FeatureSplit
        id="about"
        eyebrow={homeAbout.eyebrow}
        title={homeAbout.title}
        media={
          <div className="space-y-8">
            <StaticImage {...awardBadge} className="mx-auto w-40 sm:w-48" />
            <Stats items={homeStats} />
          </div>
        }
        actions={homeAbout.actions}
      >
        {homeAbout.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </FeatureSplit>

      <Section
        id="services"
        tone="muted"
        eyebrow={homeServicesSection.eyebrow}
        title={homeServicesSection.title}
        description={homeServicesSection.description}
      >
        <CardGrid cards={homeServices} />
        <div className="mt-12">
          <Banner
            title={homeServicesSection.banner.title}
            actions={homeServicesSection.banner.actions}
          >
            <p>{homeServicesSection.banner.text}</p>
          </Banner>
        </div>
      </Section>

      <Section {...homeClientsSection}>
        <LogoCloud logos={homeClients} />
      </Section>

      <div id="testimonials">
        <Section id="work" tone="muted" {...homeTestimonialsSection}>
          <Testimonials items={homeTestimonials} />
        </Section>
      </div>

      <ContactSection>
        <ContactFormOnTouch />
      </ContactSection>
    </>
  );
}
