import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { Hero } from '@/components/sections/Hero';
import { LogoCloud } from '@/components/sections/LogoCloud';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { FactPanel } from '@/components/ui/FactPanel';
import { StaticImage } from '@/components/ui/StaticImage';
import { aboutClients } from '@/content/clients';
import { aboutCapabilities, aboutStats, featureArt } from '@/content/about';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/about']);

export default function AboutPage() {
  return (
    <>
      <Hero
        eyebrow="About us"
        title="About Us"
        subtitle={`${site.yearsOfExperience} years of connecting technology talent with the teams that need it`}
        visual={<Stats items={aboutStats} tone="light" />}
      >
        <p>
          A {site.founded.region}-born recruiting firm with a national reach, a Small Business and
          Diverse Supplier, and a growing network of AI and machine learning experts.
        </p>
      </Hero>

      <FeatureSplit
        id="our-story"
        eyebrow="Since 1995"
        title="Our Story"
        media={
          <FactPanel title="At a glance" align="center">
            <StaticImage {...awardBadge} className="mx-auto w-40" />
            <dl className="mt-6 grid gap-4 text-left sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted">Founded</dt>
                <dd className="text-lg font-semibold text-navy-900">
                  {site.founded.year}, {site.founded.city}, {site.founded.region}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Experience</dt>
                <dd className="text-lg font-semibold text-navy-900">
                  {site.yearsOfExperience} years
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Designations</dt>
                <dd className="text-lg font-semibold text-navy-900">
                  {site.designations.join(' and ')}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Serving</dt>
                <dd className="text-lg font-semibold text-navy-900">{site.location}</dd>
              </div>
            </dl>
          </FactPanel>
        }
      >
        <p>
          {site.name} was founded in {site.founded.year} in {site.founded.city},{' '}
          {site.founded.region}, when a handful of recruiters who understood software set out to
          place engineers the way engineers would want to be placed: honestly, quickly and with a
          real grasp of the work.
        </p>
        <p>
          More than {site.yearsOfExperience.replace('+', '')} years later we are still independent:
          a Small Business and Diverse Supplier serving enterprises, fast-growing companies and
          public agencies. We have staffed web platforms, mobile apps, ERP upgrades and cloud
          migrations, and we are building a network of AI and machine learning experts so our
          clients can hire for the next wave with the same confidence.
        </p>
      </FeatureSplit>

      <Section
        tone="muted"
        eyebrow="Clients"
        title="Trusted by Industry Leaders"
        description="From state agencies to global software companies, organisations return to us for the roles that matter most."
      >
        <LogoCloud logos={aboutClients} />
      </Section>

      <Section
        eyebrow="What we recruit for"
        title="Recruiting Capabilities"
        description="Specialist recruiters for each discipline, so every shortlist is screened by someone who knows the work."
      >
        <CardGrid cards={aboutCapabilities} variant="tile" />
      </Section>

      <FeatureSplit
        tone="muted"
        eyebrow="Mobile & AI"
        title="Innovation in Mobile & AI Solutions"
        points={[
          'Native iOS and Android engineers and cross-platform specialists',
          'Machine learning engineers, data scientists and MLOps practitioners',
          'Prompt engineers and AI product managers for generative AI pilots',
          'AI governance and compliance expertise for regulated industries',
        ]}
        media={<StaticImage {...featureArt.mobileAi} className="mx-auto w-full max-w-md" />}
      >
        <p>
          Mobile apps and AI features now decide how customers judge a brand. We place the people
          who build them, from the first prototype to the model running in production.
        </p>
      </FeatureSplit>

      <FeatureSplit
        reverse
        eyebrow="Marketing & enterprise"
        title="Marketing & Enterprise Systems"
        points={[
          'CRM and marketing automation administrators and developers',
          'Enterprise content management and digital experience platforms',
          'ERP and finance system consultants for upgrades and migrations',
          'Integration engineers who connect it all',
        ]}
        media={
          <StaticImage {...featureArt.enterpriseSystems} className="mx-auto w-full max-w-md" />
        }
      >
        <p>
          Marketing and operations run on platforms that need careful hands. Our consultants
          configure, integrate and upgrade them without interrupting the business that depends on
          them.
        </p>
      </FeatureSplit>

      <FeatureSplit
        tone="muted"
        eyebrow="Delivery"
        title="Managed Services & Project Management"
        points={[
          'Dedicated engagement managers and in-depth reporting',
          'SMART KPIs agreed up front and reviewed every quarter',
          'Pricing by team size, scope and duration, backed by an SLA',
          'Certified project managers, scrum masters and business analysts',
        ]}
        media={<StaticImage {...featureArt.managedDelivery} className="mx-auto w-full max-w-md" />}
      >
        <p>
          When you need an outcome rather than a headcount, we staff and run the team for you,
          measure it against agreed goals and report on it in plain language.
        </p>
      </FeatureSplit>

      <CallToAction
        title="Ready to build your team?"
        description="Tell us what you are hiring for. A recruiter who knows your field will reply within one business day."
        actions={[
          { label: 'Schedule Free Consultation', href: '/#contact', variant: 'accent' },
          { label: 'View Our Work', href: '/work', variant: 'ghost-light' },
        ]}
      />
    </>
  );
}
