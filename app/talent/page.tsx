import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { ProfileCard } from '@/components/talent/ProfileCard';
import { filterCss, TalentFilters } from '@/components/talent/TalentFilters';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { IntentLink } from '@/components/ui/IntentLink';
import { hireCta } from '@/content/navigation';
import { pages } from '@/content/pages';
import { talentPage } from '@/content/talent';
import { loadProfiles } from '@/lib/talent';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/talent']);

/** The section that holds the filters and the list: the scope of the filters' CSS. */
const LIST_ID = 'profiles';

export default function TalentPage() {
  const { hero, list, empty, more } = talentPage;
  const profiles = loadProfiles();
  const skills = [...new Set(profiles.flatMap((p) => p.skills))].sort((a, b) => a.localeCompare(b));
  const skillIndex = new Map(skills.map((s, i) => [s, i]));
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
      <Section id={LIST_ID} tone="muted" {...list}>
        <div className="mx-auto max-w-5xl">
          {profiles.length > 0 ? (
            <>
              {/* Hoisted into <head> by React: the filters' rules, one per choice. */}
              <style href="talent-filters" precedence="default">
                {filterCss(LIST_ID, skills)}
              </style>
              <TalentFilters skills={skills} />
              <ul className="grid gap-6 md:grid-cols-2">
                {profiles.map((profile) => (
                  <ProfileCard key={profile.id} profile={profile} skillIndex={skillIndex} />
                ))}
              </ul>
              <p className="mt-8 text-center text-ink">
                {more.text}{' '}
                <IntentLink
                  href={hireCta.href}
                  className="font-semibold text-accent-700 underline hover:text-navy-900"
                >
                  {more.link}
                </IntentLink>
                .
              </p>
            </>
          ) : (
            <div className="rounded-card border border-navy-100 bg-white p-8 text-center shadow-card">
              <p className="text-lg text-ink">{empty.text}</p>
              <ButtonLink href={hireCta.href} className="mt-6">
                {empty.link}
              </ButtonLink>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
