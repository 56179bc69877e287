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
import { aboutCapabilities, aboutPage, aboutStats, featureArt } from '@/content/about';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/about']);

export default function AboutPage() {
  const { hero, story, clients, capabilities, practices, callToAction } = aboutPage;
  const { glance } = story;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        visual={<Stats items={aboutStats} tone="light" />}
      >
        <p>{hero.lead}</p>
      </Hero>

      <FeatureSplit
        id="our-story"
        eyebrow={story.eyebrow}
        title={story.title}
        media={
          <FactPanel title={glance.title} align="center">
            <StaticImage {...awardBadge} className="mx-auto w-40" />
            <dl className="mt-6 grid gap-4 text-left sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted">{glance.founded}</dt>
                <dd className="text-lg font-semibold text-navy-900">
                  {site.founded.year}, {site.founded.city}, {site.founded.region}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{glance.experience}</dt>
                <dd className="text-lg font-semibold text-navy-900">{glance.years}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{glance.designations}</dt>
                <dd className="text-lg font-semibold text-navy-900">
                  {site.designations.join(' and ')}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{glance.serving}</dt>
                <dd className="text-lg font-semibold text-navy-900">{site.location}</dd>
              </div>
            </dl>
          </FactPanel>
        }
      >
        <Paragraphs items={story.paragraphs} />
      </FeatureSplit>

      <Section tone="muted" {...clients}>
        <LogoCloud logos={aboutClients} />
      </Section>

      <Section {...capabilities}>
        <CardGrid cards={aboutCapabilities} variant="tile" />
      </Section>

      <FeatureSplit
        tone="muted"
        eyebrow={practices.mobileAi.eyebrow}
        title={practices.mobileAi.title}
        points={practices.mobileAi.points}
        media={<StaticImage {...featureArt.mobileAi} className="mx-auto w-full max-w-md" />}
      >
        <Paragraphs items={practices.mobileAi.paragraphs} />
      </FeatureSplit>

      <FeatureSplit
        reverse
        eyebrow={practices.enterpriseSystems.eyebrow}
        title={practices.enterpriseSystems.title}
        points={practices.enterpriseSystems.points}
        media={
          <StaticImage {...featureArt.enterpriseSystems} className="mx-auto w-full max-w-md" />
        }
      >
        <Paragraphs items={practices.enterpriseSystems.paragraphs} />
      </FeatureSplit>

      <FeatureSplit
        tone="muted"
        eyebrow={practices.managedDelivery.eyebrow}
        title={practices.managedDelivery.title}
        points={practices.managedDelivery.points}
        media={<StaticImage {...featureArt.managedDelivery} className="mx-auto w-full max-w-md" />}
      >
        <Paragraphs items={practices.managedDelivery.paragraphs} />
      </FeatureSplit>

      <CallToAction {...callToAction} />
    </>
  );
}
