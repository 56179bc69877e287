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
import { heroTalentMatch, homeServices, homeStats } from '@/content/home';
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
        eyebrow={`Since ${site.founded.year} · ${site.founded.city}, ${site.founded.region}`}
        title={site.headline}
        subtitle={site.subline}
        actions={[
          { label: 'Find Talent', href: '/#contact', variant: 'accent' },
          { label: 'Explore Services', href: '/#services', variant: 'ghost-light' },
        ]}
        visual={
          <StaticImage
            {...heroTalentMatch}
            priority
            shownFrom="640px"
            className="mx-auto hidden w-full max-w-lg sm:block"
          />
        }
      >
        <p>
          Engineers, data scientists and delivery leaders for the teams building what comes next:
          contract, permanent and fully managed, from Seattle and across the country.
        </p>
      </Hero>

      <FeatureSplit
        id="about"
        eyebrow="About us"
        title="A Trusted Partner in Staffing"
        media={
          <div className="space-y-8">
            <StaticImage {...awardBadge} className="mx-auto w-40 sm:w-48" />
            <Stats items={homeStats} />
          </div>
        }
        actions={[{ label: 'Our Story', href: '/about', variant: 'secondary' }]}
      >
        <p>
          For {site.yearsOfExperience} years, {site.name} has connected employers with the
          technologists they need, from a single contractor for a sprint to a complete team for a
          multi-year program. Founded in {site.founded.city}, {site.founded.region} in{' '}
          {site.founded.year}, we are a Small Business and Diverse Supplier that enterprises and
          public agencies rely on.
        </p>
        <p>
          We are now building a network of AI and machine learning experts, so the teams adopting AI
          can hire people who have already shipped it.
        </p>
      </FeatureSplit>

      <Section
        id="services"
        tone="muted"
        eyebrow="What we do"
        title="Staffing that fits how you build"
        description="Three ways to add the right people, each run by recruiters who speak your team's language."
      >
        <CardGrid cards={homeServices} />
        <div className="mt-12">
          <Banner
            title="Building Success Through Partnership"
            actions={[{ label: 'Talk to a Recruiter', href: '/#contact', variant: 'accent' }]}
          >
            <p>
              We learn your stack, your culture and your deadlines, then stay with you after the
              placement, because the best hire is the one who is still thriving a year later.
            </p>
          </Banner>
        </div>
      </Section>

      <Section
        eyebrow="Trusted by"
        title="Our Clients"
        description="Software companies, insurers, travel brands and health systems trust us with the roles that matter."
      >
        <LogoCloud logos={homeClients} />
      </Section>

      <div id="testimonials">
        <Section
          id="work"
          tone="muted"
          eyebrow="Testimonials"
          title="What Our Clients Say"
          description="Hiring managers and delivery leads on working with our recruiters and teams."
        >
          <Testimonials items={homeTestimonials} />
        </Section>
      </div>

      <ContactSection>
        <ContactFormOnTouch />
      </ContactSection>
    </>
  );
}
