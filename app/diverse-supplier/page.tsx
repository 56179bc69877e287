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
import { diverseSupplierClaims as claims, diverseSupplierMilestones, diverseSupplierReasons, diverseSupplierStats } from '@/content/diverse-supplier';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { customerQuotes, diverseSupplierTestimonials } from '@/content/testimonials';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/diverse-supplier']);

export default function DiverseSupplierPage() {
  return (
    <>
      <Hero
        eyebrow="Small Business · Diverse Supplier"
        title="Diverse Supplier"
        subtitle="Enterprise technology staffing from a certified Small Business and Diverse Supplier"
        actions={[
          { label: 'Partner With Us', href: '#contact', variant: 'accent' },
          { label: 'Read Customer Quotes', href: '#customer-quotes', variant: 'ghost-light' },
        ]}
        visual={<Stats items={diverseSupplierStats} tone="light" />}
      >
        <p>
          Meet your supplier-diversity goals with a partner that has delivered for technology teams
          for {claims.yearsOfService} years, and often does it with a leaner team than you expected.
        </p>
      </Hero>

      <FeatureSplit
        id="about-us"
        eyebrow="About"
        title={`About ${site.name}`}
        media={
          <FactPanel title="Credentials" align="center">
            <StaticImage {...awardBadge} className="mx-auto w-40" />
            <p className="mt-5 text-lg font-semibold text-navy-900">
              {site.designations.join(' · ')}
            </p>
            <p className="mt-1 text-muted">
              Founded {site.founded.year} in {site.founded.city}, {site.founded.region}
            </p>
          </FactPanel>
        }
      >
        <p>
          We are an independent technology staffing firm, founded in {site.founded.city},{' '}
          {site.founded.region} in {site.founded.year} and recognised as a Small Business and
          Diverse Supplier. We recruit contractors, permanent hires and complete managed teams for
          software companies, insurers, health systems and public agencies.
        </p>
        <p>
          Choosing us adds diverse spend to your supplier base without adding risk: the same
          screening, compliance and reporting as the largest vendors, delivered by people who know
          your account by heart.
        </p>
      </FeatureSplit>

      <Section
        id="why"
        tone="muted"
        eyebrow="Why"
        title="Why Work With a Diverse Supplier"
        description="Supplier diversity is more than a procurement target. It brings in partners who compete on service."
      >
        <CardGrid cards={diverseSupplierReasons} />
      </Section>

      <FeatureSplit
        id="differentiator"
        eyebrow="Differentiator"
        title="Leaner Teams, Continuous Talent"
        points={[
          <>
            <strong>
              As few as {claims.managedHeadcount} headcount instead of the standard{' '}
              {claims.standardHeadcount}
            </strong>{' '}
            for the managed services we run for a large software client.
          </>,
          <>
            <strong>
              No {claims.tenureMonths}/{claims.breakMonths} contractor rule.
            </strong>{' '}
            Many programs force contractors off after {claims.tenureMonths} months of work, then a{' '}
            {claims.breakMonths}-month break. Our managed model avoids it, so experienced people
            stay on your work.
          </>,
          'Outcome-based pricing by team size, scope and duration, with an SLA.',
        ]}
        media={
          <FactPanel title="Managed services headcount" align="center">
            <div className="grid grid-cols-2 gap-4">
              <div className="rounded-2xl bg-navy-50 p-5">
                <p className="text-4xl font-extrabold text-navy-600">{claims.standardHeadcount}</p>
                <p className="mt-1 text-sm font-medium text-muted">Standard model</p>
              </div>
              <div className="rounded-2xl bg-navy-900 p-5">
                <p className="text-4xl font-extrabold text-accent-300">{claims.managedHeadcount}</p>
                <p className="mt-1 text-sm font-medium text-navy-100">Our managed team</p>
              </div>
            </div>
            <p className="mt-5 text-muted">
              For a large software client, same scope and service levels.
            </p>
          </FactPanel>
        }
      >
        <p>
          We design managed services around outcomes, not seats. Senior practitioners, automation
          and clear runbooks let a small team carry the work that a traditional staffing model
          spreads across many more people.
        </p>
      </FeatureSplit>

      <FeatureSplit
        id="legacy"
        tone="navy"
        reverse
        eyebrow="Legacy"
        title={`${claims.yearsOfService} Years of Service`}
        media={<Timeline items={diverseSupplierMilestones} tone="light" />}
      >
        <p>
          For {claims.yearsOfService} years we have placed engineers, analysts and project leaders
          with the companies and agencies of the Pacific Northwest and beyond. Many clients have
          worked with us for more than a decade, and many of our consultants have stayed with us
          just as long.
        </p>
        <p>
          That continuity is our legacy: relationships built on straight answers, steady delivery
          and people who do excellent work.
        </p>
      </FeatureSplit>

      <Section
        eyebrow="Trusted by"
        title="Our Partners"
        description="Organisations that count on us for technology talent."
      >
        <LogoCloud logos={diverseSupplierPartners} />
      </Section>

      <Section id="customer-quotes" tone="muted" eyebrow="In their words" title="Customer Quotes">
        <Testimonials items={customerQuotes} columns={2} />
      </Section>

      <Section eyebrow="Testimonials" title="What Our Clients Say">
        <Testimonials items={diverseSupplierTestimonials} />
      </Section>

      <CallToAction
        title="Add a Diverse Supplier to your bench"
        description="Tell us about your program. We will show you how a leaner, steadier team could run it."
        actions={[
          { label: 'Contact Us', href: '#contact', variant: 'accent' },
          { label: 'About Us', href: '/about', variant: 'ghost-light' },
        ]}
      />

      <ContactSection>
        <ContactFormOnTouch />
      </ContactSection>
    </>
  );
}
