import { CallToAction } from '@/components/sections/CallToAction';
import { Hero } from '@/components/sections/Hero';
import { ImageGrid } from '@/components/sections/ImageGrid';
import { Section } from '@/components/sections/Section';
import { Testimonials } from '@/components/sections/Testimonials';
import { workSamples } from '@/content/work';
import { workTestimonial } from '@/content/testimonials';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/work']);

export default function WorkPage() {
  return (
    <>
      <Hero
        eyebrow="Portfolio"
        title="Work Samples"
        subtitle="Sites and applications built by the people we placed"
      >
        <p>
          Our consultants work inside our clients’ teams. Here are a few of the products they helped
          design, build and launch.
        </p>
      </Hero>

      <Section
        eyebrow="Client projects"
        title="Delivered by our consultants"
        description="Booking, self-service, developer and public-data sites for clients across travel, insurance, software and government."
      >
        <ImageGrid items={workSamples} />
      </Section>

      <Section tone="muted" eyebrow="Testimonial" title="In the client’s words">
        <Testimonials items={[workTestimonial]} />
      </Section>

      <CallToAction
        title="Have a project that needs the right people?"
        description="Tell us what you are building and we will put together a team that can ship it."
        actions={[
          { label: 'Start a Conversation', href: '/#contact', variant: 'accent' },
          { label: 'Explore Managed Services', href: '/managed-services', variant: 'ghost-light' },
        ]}
      />
    </>
  );
}
