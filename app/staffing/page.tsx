import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { fiveCardLayout } from '@/components/sections/grid-layouts';
import { HeroArt } from '@/components/sections/HeroArt';
import { Hero } from '@/components/sections/Hero';
import { Steps } from '@/components/sections/Steps';
import { Testimonials } from '@/components/sections/Testimonials';
import { staffingProcess, staffingServices, staffingTestimonial } from '@/content/staffing';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/staffing']);

export default function StaffingPage() {
  return (
    <>
      <Hero
        eyebrow="Staffing services"
        visual={
          <HeroArt
            src="/images/services/staffing-shortlist.svg"
            alt="A shortlist of three candidate profiles, two marked as a match"
          />
        }
        title="Staffing"
        subtitle="The right technology people, on the terms that fit the work."
        actions={[
          { label: 'Talk to a Recruiter', href: '/#contact', variant: 'accent' },
          {
            label: 'About Contingent Workers',
            href: '/contingent-workers',
            variant: 'ghost-light',
          },
        ]}
      >
        <p>
          From a single contractor for a sprint to a leadership search or a whole hiring program, we
          match engineers, analysts and IT leaders to teams across the Pacific Northwest and
          nationwide.
        </p>
      </Hero>

      <Section
        eyebrow="Five ways to hire"
        title="Staffing Services"
        description="Choose the engagement that matches the role, the urgency and the budget. Many clients use several at once."
      >
        <CardGrid cards={staffingServices} className={fiveCardLayout} />
      </Section>

      <Section tone="muted" eyebrow="Client story" title="Hired Before the Deadline">
        <Testimonials items={[staffingTestimonial]} />
      </Section>

      <Section
        eyebrow="How it works"
        title="From Kickoff to First Day"
        description="Candidates in 48–72 hours; contingent placements in 1–2 weeks; permanent placements in 4–8 weeks."
      >
        <Steps steps={staffingProcess} />
      </Section>

      <CallToAction
        title="Ready to Fill Your Next Role?"
        description="Tell us about the position and we will present qualified candidates within 48–72 hours."
        actions={[
          { label: 'Get in Touch', href: '/#contact', variant: 'accent' },
          { label: 'Read the Knowledge Base', href: '/knowledge-base', variant: 'ghost-light' },
        ]}
      />
    </>
  );
}
