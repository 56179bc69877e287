import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { SearchPage } from '@/components/search/SearchPage';
import { pages } from '@/content/pages';
import { searchCopy } from '@/content/search';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/search']);

/** /search?q=…&type=…: the site search, from a shared link or the header's box without JavaScript. */
export default function Search() {
  const { hero } = searchCopy;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl">
          <SearchPage />
        </div>
      </Section>
    </>
  );
}
