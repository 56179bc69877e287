import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { FactPanel } from '@/components/ui/FactPanel';
import { Hero } from '@/components/sections/Hero';
import { ProseSection } from '@/components/sections/ProseSection';
import { Testimonials } from '@/components/sections/Testimonials';
import {
  managedFeatures,
  managedTestimonial,
  pricingFactors,
  smartKpis,
} from '@/content/managed-services';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/managed-services']);

export default function ManagedServicesPage() {
  return (
    <>
      <Hero
        eyebrow="Managed services"
        title="Managed Services"
        subtitle="A team that answers for results, not just hours."
        actions={[
          { label: 'Discuss an Engagement', href: '/#contact', variant: 'accent' },
          { label: 'See Staffing Options', href: '/staffing', variant: 'ghost-light' },
        ]}
      >
        <p>
          We assemble and run technology teams for application support, development, DevOps and data
          work, measured against targets you agree and reported on every month.
        </p>
      </Hero>

      <Section
        eyebrow="What you get"
        title="Built for Accountability"
        description="Every managed engagement comes with the same four commitments."
      >
        <CardGrid cards={managedFeatures} columns={4} />
      </Section>

      <ProseSection
        id="msp-model"
        tone="muted"
        eyebrow="The model"
        title="The Managed Services Provider Model"
        aside={<Testimonials items={[managedTestimonial]} />}
      >
        <p>
          As your managed services provider (MSP), we take on a defined scope of work, such as
          keeping a portfolio of applications running, delivering a roadmap of features or operating
          a cloud platform, and we answer for the outcome. You keep control of priorities and
          decisions; we handle recruiting, onboarding, scheduling, backfills and performance.
        </p>
        <p>
          A dedicated engagement manager leads the team and is your single point of contact. Because
          the team is ours to run, it can be sized to the work rather than to a headcount plan, and
          knowledge stays with the service when individual people move on.
        </p>
      </ProseSection>

      <ProseSection
        id="kpis-reporting"
        eyebrow="Measurement"
        title="SMART KPIs and In-Depth Reporting"
        aside={<FactPanel title="Every KPI is" facts={smartKpis} tone="navy" />}
      >
        <p>
          Before work starts we agree SMART KPIs with you: targets that are specific, measurable,
          achievable, relevant and time-bound, such as ticket resolution times, release frequency or
          defect rates. They are the yardstick for the whole engagement.
        </p>
        <p>
          Each month you receive an in-depth report on those KPIs, with delivery, quality, staffing
          and risks explained in plain language. Every quarter we add an innovation report: concrete
          recommendations on automation, tooling and process that would raise quality or lower cost,
          so the service keeps improving instead of standing still.
        </p>
      </ProseSection>

      <ProseSection
        id="pricing"
        tone="muted"
        eyebrow="Pricing"
        title="Pricing Built Around Your Needs"
        aside={
          <FactPanel
            title="Priced by"
            facts={pricingFactors}
            footnote="Every commitment is written into a service level agreement (SLA)."
          />
        }
      >
        <p>
          There is no one-size-fits-all rate card. We price each engagement by the size of the team,
          the scope of the work and the duration of the agreement, and choose the model that suits
          you: a fixed monthly fee for steady operations, or capacity-based pricing for work that
          rises and falls.
        </p>
        <p>
          Commitments are written into a service level agreement (SLA) covering response times,
          availability and the KPIs above, so you always know what you are paying for and what you
          can expect.
        </p>
      </ProseSection>

      <CallToAction
        title="Let Us Run It for You"
        description="Tell us what you need to keep running or get built, and we will propose a team, KPIs and an SLA."
        actions={[{ label: 'Get in Touch', href: '/#contact', variant: 'accent' }]}
      />
    </>
  );
}
