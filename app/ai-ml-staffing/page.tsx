import { CardGrid } from '@/components/sections/CardGrid';
import { fiveCardLayout } from '@/components/sections/grid-layouts';
import { CheckList } from '@/components/ui/CheckList';
import { HeroArt } from '@/components/sections/HeroArt';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { ActionRow, ButtonLink } from '@/components/ui/ButtonLink';
import {
  aiReasons,
  aiRoles,
  aiWhy,
  networkBenefits,
  networkTalent,
} from '@/content/ai-ml-staffing';
import { site } from '@/content/site';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/ai-ml-staffing']);

export default function AiMlStaffingPage() {
  return (
    <>
      <Hero
        eyebrow="AI transformation staffing"
        visual={
          <HeroArt
            src="/images/services/ai-ml-network.svg"
            alt="A neural network of connected nodes beside a model status card"
          />
        }
        title="AI/ML Staffing"
        subtitle="The people who turn AI plans into working products, hired in under two weeks."
        actions={[
          { label: 'Hire AI/ML Talent', href: '/#contact', variant: 'accent' },
          {
            label: 'Join the Tech Refugee Network',
            href: '/tech-refugee-program',
            variant: 'ghost-light',
          },
        ]}
      >
        <p>
          We are building a network of AI and machine learning experts, from data scientists to
          governance specialists, and connecting them with employers ready to put AI to work.
        </p>
      </Hero>

      <Section
        id="employers"
        eyebrow="For employers"
        title="AI/ML Talent for Every Stage of Adoption"
        description="Whether you are running a first pilot or scaling models in production, we place the professionals who make it work."
      >
        <CardGrid cards={aiRoles} className={fiveCardLayout} />

        <div className="mt-16 grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-navy-900">
              Why Clients Choose {site.name}
            </h3>
            <CheckList items={aiReasons} columns={2} className="mt-8" />
          </div>
          <div className="rounded-card bg-navy-900 p-8 text-white shadow-card sm:p-10">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              Time to hire
            </p>
            <p className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Under two weeks
            </p>
            <p className="mt-3 text-lg text-navy-100">
              AI/ML roles filled in under two weeks, from first call to accepted offer.
            </p>
            <ButtonLink href="/#contact" variant="accent" className="mt-8">
              Hire AI/ML Talent
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="talent" tone="navy" labelledBy="talent-heading">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="talent-heading"
              eyebrow="For talent"
              title="The Tech Refugee Network"
              tone="light"
              align="left"
              description="Experienced technology professionals affected by layoffs, ready for their next role. Joining is free."
            />
            <CheckList items={networkBenefits} tone="light" className="mt-8" />
            <ButtonLink href="/tech-refugee-program" variant="accent" className="mt-10">
              Join the Tech Refugee Network
            </ButtonLink>
          </div>
          <div className="rounded-card border border-white/10 bg-white/5 p-8">
            <h3 className="text-lg font-semibold text-white">Who Is in the Network</h3>
            <ul className="mt-6 flex flex-wrap gap-3">
              {networkTalent.map((role) => (
                <li
                  key={role}
                  className="rounded-full border border-accent-300/40 bg-navy-800 px-4 py-2 text-sm font-medium text-accent-200"
                >
                  {role}
                </li>
              ))}
            </ul>
            <p className="mt-6 leading-relaxed text-navy-100">
              Engineers, scientists and leaders from product companies, cloud providers and
              start-ups, many with years of experience shipping at scale.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="why"
        eyebrow="Why us"
        title="Why AI/ML Staffing with Us"
        description={`${site.name} has recruited technology talent since ${site.founded.year}. We bring that experience to the roles AI is creating now.`}
      >
        <CardGrid cards={aiWhy} />
        <ActionRow
          className="mt-12 justify-center"
          actions={[
            { label: 'Schedule an AI/ML Talent Consultation', href: '/#contact' },
            {
              label: 'Join the Tech Refugee Network',
              href: '/tech-refugee-program',
              variant: 'secondary',
            },
          ]}
        />
      </Section>
    </>
  );
}
