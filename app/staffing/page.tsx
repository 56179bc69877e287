import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { fiveCardLayout } from '@/components/sections/grid-layouts';
import { HeroArt } from '@/components/sections/HeroArt';
import { Hero } from '@/components/sections/Hero';
import { Steps } from '@/components/sections/Steps';
import { Testimonials } from '@/components/sections/Testimonials';
import {
  staffingPage,
  staffingProcess,
  staffingServices,
  staffingTestimonial,
} from '@/content/staffing';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/staffing']);

export default function StaffingPage() {
  const { hero, services, story, process, callToAction } = staffingPage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        visual={<HeroArt {...hero.art} />}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
      >
        <p>{hero.lead}</p>
      </Hero>

      <Section {...services}>
        <CardGrid cards={staffingServices} className={fiveCardLayout} />
      </Section>

      <Section tone="muted" {...story}>
        <Testimonials items={[staffingTestimonial]} />
      </Section>

      <Section {...process}>
        <Steps steps={staffingProcess} />
      </Section>

      <CallToAction {...callToAction} />
    </>
  );
}
