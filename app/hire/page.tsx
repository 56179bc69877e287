import { TalentRequestFormOnTouch } from '@/components/forms/FormOnTouch';
import { CardGrid } from '@/components/sections/CardGrid';
import { FormSection } from '@/components/sections/FormSection';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { ContactSentence } from '@/components/ui/ContactSentence';
import { Timeline } from '@/components/ui/Timeline';
import { engagementCards, hireNextSteps, hirePage } from '@/content/hire';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/hire']);

export default function HirePage() {
  const { hero, request, engagements } = hirePage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
      >
        <p>{hero.lead}</p>
      </Hero>

      <FormSection
        id={request.id}
        eyebrow={request.eyebrow}
        title={request.title}
        intro={request.intro}
        details={
          <div>
            <h3 className="mb-6 text-lg font-semibold text-navy-900">{request.nextTitle}</h3>
            <Timeline items={hireNextSteps} />
            <ContactSentence text={request.talk} className="mt-8 text-ink" />
          </div>
        }
      >
        <TalentRequestFormOnTouch labelledBy={`${request.id}-heading`} />
      </FormSection>

      <Section {...engagements}>
        <CardGrid cards={engagementCards} />
      </Section>
    </>
  );
}
