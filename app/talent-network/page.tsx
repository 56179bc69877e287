import { TalentNetworkFormOnTouch } from '@/components/forms/FormOnTouch';
import { CardGrid } from '@/components/sections/CardGrid';
import { FormSection } from '@/components/sections/FormSection';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { CheckList } from '@/components/ui/CheckList';
import { pages } from '@/content/pages';
import { talentNetworkCards, talentNetworkPage } from '@/content/talent-network';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/talent-network']);

export default function TalentNetworkPage() {
  const { hero, why, join } = talentNetworkPage;
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

      <Section {...why}>
        <CardGrid cards={talentNetworkCards} />
      </Section>

      <FormSection
        id={join.id}
        eyebrow={join.eyebrow}
        title={join.title}
        intro={join.intro}
        details={
          <div>
            <h3 className="mb-6 text-lg font-semibold text-navy-900">{join.nextTitle}</h3>
            <CheckList items={join.next} />
          </div>
        }
      >
        <TalentNetworkFormOnTouch labelledBy={`${join.id}-heading`} />
      </FormSection>
    </>
  );
}
