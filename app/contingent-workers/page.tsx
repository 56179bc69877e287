import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { CheckList } from '@/components/ui/CheckList';
import { ComparisonList } from '@/components/sections/ComparisonList';
import { Hero } from '@/components/sections/Hero';
import { ProseSection } from '@/components/sections/ProseSection';
import {
  contingentCons,
  contingentPros,
  contingentTypes,
  contingentVersusEmployee,
  contingentWorkersPage,
} from '@/content/contingent-workers';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/contingent-workers']);

export default function ContingentWorkersPage() {
  const { hero, whatIs, types, versus, prosCons, callToAction } = contingentWorkersPage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
      />

      <ProseSection
        id="what-is"
        eyebrow={whatIs.eyebrow}
        title={whatIs.title}
        aside={
          <div className="rounded-card bg-navy-900 p-8 text-white shadow-card">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              {whatIs.inShort.label}
            </p>
            <p className="mt-3 text-xl leading-relaxed font-semibold">
              {whatIs.inShort.definition}
            </p>
            <p className="mt-4 text-navy-100">{whatIs.inShort.note}</p>
          </div>
        }
      >
        <Paragraphs items={whatIs.paragraphs} />
      </ProseSection>

      <Section tone="muted" {...types}>
        <CardGrid cards={contingentTypes} />
      </Section>

      <Section eyebrow={versus.eyebrow} title={versus.title} description={versus.description}>
        <ComparisonList
          leftLabel={versus.leftLabel}
          rightLabel={versus.rightLabel}
          rows={contingentVersusEmployee}
        />
      </Section>

      <Section tone="muted" eyebrow={prosCons.eyebrow} title={prosCons.title}>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-navy-100 bg-white p-7 shadow-card sm:p-9">
            <h3 className="text-xl font-bold text-navy-900">{prosCons.pros}</h3>
            <CheckList items={contingentPros} className="mt-6" />
          </div>
          <div className="rounded-card border border-navy-100 bg-white p-7 shadow-card sm:p-9">
            <h3 className="text-xl font-bold text-navy-900">{prosCons.cons}</h3>
            <CheckList items={contingentCons} kind="con" className="mt-6" />
          </div>
        </div>
      </Section>

      <CallToAction {...callToAction} />
    </>
  );
}
