import { RegistrationFormOnTouch } from '@/components/forms/FormOnTouch';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { CheckList } from '@/components/ui/CheckList';
import { HeroArt } from '@/components/sections/HeroArt';
import { Hero } from '@/components/sections/Hero';
import { ProseSection } from '@/components/sections/ProseSection';
import { RegisterSection } from '@/components/sections/RegisterSection';
import { Section } from '@/components/sections/Section';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { Steps } from '@/components/sections/Steps';
import { site } from '@/content/site';
import {
  refugeeBenefits,
  refugeeOpportunities,
  refugeeSteps,
} from '@/content/tech-refugee-program';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/tech-refugee-program']);

export default function TechRefugeeProgramPage() {
  return (
    <>
      <Hero
        eyebrow="Free to join"
        visual={
          <HeroArt
            src="/images/services/tech-refugee-path.svg"
            alt="A rising path through three steps: register, get matched, reboot your career"
          />
        }
        title="Tech Refugee Program"
        subtitle="Laid off from tech? Your skills are still in demand."
        actions={[
          { label: 'Register Now', href: '#register', variant: 'accent' },
          { label: 'Hiring? Meet the Talent', href: '/#contact', variant: 'ghost-light' },
        ]}
      >
        <p>
          The Tech Refugee Network connects technology professionals affected by layoffs with
          employers hiring for AI, cloud, data and software roles. It is free to join.
        </p>
      </Hero>

      <Section eyebrow="How it works" title="Three Steps Back to Work">
        <Steps steps={refugeeSteps} />
      </Section>

      <Section tone="muted" labelledBy="benefits-heading">
        <div className="grid items-start gap-12 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="benefits-heading"
            eyebrow="Benefits"
            title="What You Get as a Member"
            description="A layoff is not a verdict on your skills. The network gives you people and opportunities to move forward."
            align="left"
          />
          <CheckList items={refugeeBenefits} columns={2} />
        </div>
      </Section>

      <Section
        eyebrow="Featured opportunities"
        title="Where Members Are Being Hired"
        description="Employers in our network are hiring across six role groups."
      >
        <CardGrid cards={refugeeOpportunities} />
      </Section>

      <RegisterSection
        title="Register for the Tech Refugee Network"
        intro="Tell us about your experience and the work you want next. A recruiter will review your profile and reach out when a role fits."
        points={[
          'Free to join, with no fees for candidates',
          'Takes about five minutes; a resume is optional',
          'Full-time, contract and fractional roles, remote or onsite',
        ]}
      >
        <RegistrationFormOnTouch />
      </RegisterSection>

      <CallToAction
        id="employers"
        title="Employers: Hire Proven Tech Talent"
        description="Meet experienced engineers, data scientists and product leaders who are ready to contribute now."
        actions={[{ label: 'Contact Us to Hire', href: '/#contact', variant: 'accent' }]}
      />

      <ProseSection id="about-program" tone="muted" eyebrow="About" title="About the Program">
        <p>
          {site.name} started the Tech Refugee Program because thousands of skilled professionals
          were laid off just as companies began hiring for AI transformation. Having recruited
          technology talent since {site.founded.year}, we knew how much experience was suddenly on
          the market, and how many employers needed it.
        </p>
        <p>
          The program is free to join. Employers pay for our recruiting services as usual, so
          members never pay a fee to be introduced to a role.
        </p>
      </ProseSection>
    </>
  );
}
