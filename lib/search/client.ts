/**
 * The site search in the browser: Pagefind's client (out/_search/pagefind.js, written by the
 * build) imported on first use, never before, and each query's results as the interface shows
 * them. Pagefind runs the search in its worker (out/_search/pagefind-worker.js) and fetches only
 * the index chunks a query needs.
 */
import { SEARCH_TYPES, type SearchType } from './markup';
import { SEARCH_CLIENT_PATH } from './paths';
import { answersQuery, contentWords } from './relevance';

type PagefindData = {
  url: string;
  excerpt: string;
  content: string;
  locations: number[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};
type PagefindResult = { id: string; data: () => Promise<PagefindData> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
};

/** One result: where it goes, its title, a snippet with the words marked (<mark>), its type. */
export type SearchHit = {
  url: string;
  title: string;
  /** HTML: Pagefind's excerpt, the page's text escaped, the matched words in <mark>. */
  excerpt: string;
  type: SearchType;
  place?: string;
  pay?: string;
};

let client: Promise<Pagefind> | undefined;

/** Pagefind's client, loaded once (the first focus of a search box, or /search). */
export function loadSearch(): Promise<Pagefind> {
  if (!client) {
    const url: string = SEARCH_CLIENT_PATH;
    client = (
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>
    ).then(
      async (pagefind) => {
        await pagefind.options({ excerptLength: 24 });
        await pagefind.init();
        return pagefind;
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
  }
  return client;
}

function typeOf(filters: PagefindData['filters']): SearchType {
  const type = filters.type?.[0];
  return (SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as SearchType) : 'page';
}

/** The first `limit` results of a query, optionally of one type, and how many there are in all. */
export async function searchSite(
  query: string,
  { type, limit }: { type?: SearchType; limit: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadSearch();
  const found = await pagefind.search(query, type ? { filters: { type } } : {});
  const results = found?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  // Pagefind answers a word it does not know with the pages of its longest indexed prefix; that
  // happens to the query as a whole, so its first result shows it (lib/search/relevance.ts).
  const top = data[0];
  if (top) {
    const words = contentWords(top.content);
    const matched = [
      ...top.locations.map((at) => words[at] ?? ''),
      ...contentWords(top.meta.title ?? ''),
    ];
    if (!answersQuery(query, matched)) return { total: 0, hits: [] };
  }
  const hits = data.map((hit) => ({
    url: hit.url,
    title: hit.meta.title ?? hit.url,
    excerpt: hit.excerpt,
    type: typeOf(hit.filters),
    place: hit.meta.place,
    pay: hit.meta.pay,
  }));
  return { total: results.length, hits };
}

/** The line under a result's title: its type, and a role's place and pay. */
export function hitFacts(hit: SearchHit, typeLabels: Record<SearchType, string>): string {
  return [typeLabels[hit.type], hit.place, hit.pay].filter(Boolean).join(' · ');
}
