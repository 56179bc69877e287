/**
 * How the export is marked up for the site search (Pagefind, indexed at build by
 * scripts/build/search-index.ts). One place for the attributes the templates carry:
 * - the layout's <main> is the indexed body (`data-pagefind-body`): header, footer and notice never are;
 * - each template's root declares its page's type (`searchType`), a role's page its place and pay
 *   (`searchMeta`);
 * - lists of other results (the blog's and the roles' cards) are left out (`NOT_INDEXED`), and so
 *   are the knowledge base's questions in its page record: each is a result of its own (`FAQ_LIST`).
 * A page with a robots `noindex` (the 404 page, /blog/page/1, /search) is not in the index.
 */

/** What a result is, as the filters on /search and the label beside each result name it. */
export const SEARCH_TYPES = ['page', 'article', 'role', 'faq'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The facts a role's result shows beside its title. */
export type SearchMetaKey = 'place' | 'pay';

/** The indexed part of every page (the layout's <main>). */
export const INDEXED_BODY = { 'data-pagefind-body': '' } as const;

/** A template's root: the type of the page it renders. */
export function searchType(type: SearchType) {
  return { 'data-pagefind-filter': `type:${type}` } as const;
}

/** An element whose text is a fact a result shows (a role's place or pay). */
export function searchMeta(key: SearchMetaKey) {
  return { 'data-pagefind-meta': key } as const;
}

/** Content, filters and facts inside it are not indexed: other pages' cards, controls. */
export const NOT_INDEXED = { 'data-pagefind-ignore': 'all' } as const;

/**
 * The knowledge base's accordion: not in the page's own record; each question (a <details> with
 * an id) becomes a result of its own, linking to `/knowledge-base#<id>`, which opens it.
 */
export const FAQ_LIST = { ...NOT_INDEXED, 'data-search-faq': '' } as const;
export const FAQ_LIST_SELECTOR = '[data-search-faq] details[id]';
