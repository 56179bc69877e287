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
import {
  refugeeBenefits,
  refugeeOpportunities,
  refugeeSteps,
  techRefugeePage,
} from '@/content/tech-refugee-program';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/tech-refugee-program']);

export default function TechRefugeeProgramPage() {
  const { hero, steps, benefits, opportunities, register, employers, about } = techRefugeePage;
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

      <Section {...steps}>
        <Steps steps={refugeeSteps} />
      </Section>

      <Section tone="muted" labelledBy="benefits-heading">
        <div className="grid items-start gap-12 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="benefits-heading" {...benefits} align="left" />
          <CheckList items={refugeeBenefits} columns={2} />
        </div>
      </Section>

      <Section {...opportunities}>
        <CardGrid cards={refugeeOpportunities} />
      </Section>

      <RegisterSection {...register}>
        <RegistrationFormOnTouch />
      </RegisterSection>

      <CallToAction id="employers" {...employers} />

      <ProseSection id="about-program" tone="muted" eyebrow={about.eyebrow} title={about.title}>
        <Paragraphs items={about.paragraphs} />
      </ProseSection>
    </>
  );
}
