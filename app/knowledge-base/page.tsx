import { CallToAction } from '@/components/sections/CallToAction';
import { FaqAccordion } from '@/components/sections/FaqAccordion';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { FaqJsonLd } from '@/components/seo/PageJsonLd';
import { faqCategories } from '@/content/faq';
import { knowledgeBasePage } from '@/content/knowledge-base';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/knowledge-base']);

export default function KnowledgeBasePage() {
  const { hero, categories, callToAction } = knowledgeBasePage;
  return (
    <>
      <FaqJsonLd categories={faqCategories} />
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <p>{hero.lead}</p>
      </Hero>

      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-label={categories.label} className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">
              {categories.title}
            </p>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {faqCategories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="block rounded-full border border-navy-200 bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:border-navy-600 lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:text-base lg:hover:bg-white"
                  >
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="space-y-16">
            {faqCategories.map((category) => (
              <section
                key={category.id}
                id={category.id}
                aria-labelledby={`${category.id}-heading`}
              >
                <h2
                  id={`${category.id}-heading`}
                  className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
                >
                  {category.title}
                </h2>
                <p className="mt-2 text-muted">{category.summary}</p>
                <div className="mt-6">
                  <FaqAccordion group={`faq-${category.id}`} items={category.items} />
                </div>
              </section>
            ))}
          </div>
        </div>
      </Section>

      <CallToAction {...callToAction} />
    </>
  );
}
