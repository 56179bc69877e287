import { fill } from '@/supabase/functions/_shared/core/fill';
import type { SearchType } from '@/lib/search/markup';

/** The words of the site search: the header's box, its results and the /search page. */
export const searchCopy = {
  /** The box's accessible name and the search landmark's. */
  label: 'Search the site',
  landmark: 'Site',
  placeholder: 'Search',
  submit: 'Search',
  /** What a result is, beside its title and in the filters. */
  types: { page: 'Page', article: 'Article', role: 'Role', faq: 'FAQ' } satisfies Record<
    SearchType,
    string
  >,
  allTypes: 'Everything',
  filterLegend: 'Show',
  loading: 'Searching…',
  resultsLabel: 'Search results',
  /** Announced after each search: {count} and {query} are filled in. */
  found: '{count} results for “{query}”',
  foundOne: '1 result for “{query}”',
  none: 'No results for “{query}”',
  failed: 'Search could not load. Please try again.',
  allResults: 'See all results',
  hero: {
    eyebrow: 'Search',
    title: 'Search the site',
    subtitle: 'Articles, open roles, answers and pages, in one place.',
  },
  /** /search without JavaScript: it cannot search, so it points to where the answers are. */
  noScript: {
    text: 'Search needs JavaScript, which is off in this browser. Everything is a click away:',
    links: [
      { name: 'the blog', href: '/blog' },
      { name: 'the knowledge base (FAQ)', href: '/knowledge-base' },
      { name: 'open roles', href: '/jobs' },
    ],
  },
  prompt: 'Type a word or two: a skill, a role, a question.',
} as const;

/** A result count or its absence, in the words above. */
export function resultsMessage(count: number, query: string): string {
  const template =
    count === 0 ? searchCopy.none : count === 1 ? searchCopy.foundOne : searchCopy.found;
  return fill(template, { count, query });
}
