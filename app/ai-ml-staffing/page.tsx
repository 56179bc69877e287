import { CardGrid } from '@/components/sections/CardGrid';
import { fiveCardLayout } from '@/components/sections/grid-layouts';
import { CheckList } from '@/components/ui/CheckList';
import { HeroArt } from '@/components/sections/HeroArt';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { ActionRow, ButtonLink } from '@/components/ui/ButtonLink';
import {
  aiReasons,
  aiRoles,
  aiMlStaffingPage,
  aiWhy,
  networkBenefits,
  networkTalent,
} from '@/content/ai-ml-staffing';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/ai-ml-staffing']);

export default function AiMlStaffingPage() {
  const { hero, employers, talent, why } = aiMlStaffingPage;
  const { timeToHire } = employers;
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

      <Section
        id="employers"
        eyebrow={employers.eyebrow}
        title={employers.title}
        description={employers.description}
      >
        <CardGrid cards={aiRoles} className={fiveCardLayout} />

        <div className="mt-16 grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-navy-900">
              {employers.reasonsTitle}
            </h3>
            <CheckList items={aiReasons} columns={2} className="mt-8" />
          </div>
          <div className="rounded-card bg-navy-900 p-8 text-white shadow-card sm:p-10">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              {timeToHire.label}
            </p>
            <p className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {timeToHire.value}
            </p>
            <p className="mt-3 text-lg text-navy-100">{timeToHire.text}</p>
            <ButtonLink href={timeToHire.action.href} variant="accent" className="mt-8">
              {timeToHire.action.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="talent" tone="navy" labelledBy="talent-heading">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="talent-heading"
              eyebrow={talent.eyebrow}
              title={talent.title}
              tone="light"
              align="left"
              description={talent.description}
            />
            <CheckList items={networkBenefits} tone="light" className="mt-8" />
            <ButtonLink href={talent.action.href} variant="accent" className="mt-10">
              {talent.action.label}
            </ButtonLink>
          </div>
          <div className="rounded-card border border-white/10 bg-white/5 p-8">
            <h3 className="text-lg font-semibold text-white">{talent.whoTitle}</h3>
            <ul className="mt-6 flex flex-wrap gap-3">
              {networkTalent.map((role) => (
                <li
                  key={role}
                  className="rounded-full border border-accent-300/40 bg-navy-800 px-4 py-2 text-sm font-medium text-accent-200"
                >
                  {role}
                </li>
              ))}
            </ul>
            <p className="mt-6 leading-relaxed text-navy-100">{talent.whoText}</p>
          </div>
        </div>
      </Section>

      <Section id="why" eyebrow={why.eyebrow} title={why.title} description={why.description}>
        <CardGrid cards={aiWhy} />
        <ActionRow className="mt-12 justify-center" actions={why.actions} />
      </Section>
    </>
  );
}
