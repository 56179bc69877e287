import { CallToAction } from '@/components/sections/CallToAction';
import { Hero } from '@/components/sections/Hero';
import { ImageGrid } from '@/components/sections/ImageGrid';
import { Section } from '@/components/sections/Section';
import { Testimonials } from '@/components/sections/Testimonials';
import { workPage, workSamples } from '@/content/work';
import { workTestimonial } from '@/content/testimonials';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/work']);

export default function WorkPage() {
  const { hero, samples, testimonial, callToAction } = workPage;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <p>{hero.lead}</p>
      </Hero>

      <Section {...samples}>
        <ImageGrid items={workSamples} />
      </Section>

      <Section tone="muted" {...testimonial}>
        <Testimonials items={[workTestimonial]} />
      </Section>

      <CallToAction {...callToAction} />
    </>
  );
}
