/**
 * The lengths search results and share cards allow, in one place: a page's description (a post's
 * excerpt is one) and an Open Graph card's title. `npm run check:content` holds the pages' records
 * (lib/content/page-records.ts) and the posts (lib/blog/schema.ts) to them, and the tests of the
 * export read them from here.
 */

/** What a search result shows under the title: shorter says too little, longer is cut. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** A card's title stays large and legible on the 1200 × 630 image up to this many characters. */
export const CARD_TITLE_MAX = 32;
