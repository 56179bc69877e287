/** What each route's Open Graph card says (rendered by lib/seo/og.tsx at build); the words live in content/pages.ts. */
import { pages, type PagePath } from '@/content/pages';
import { site } from '@/content/site';
import type { OgCard } from '@/types/content';

export type { OgCard };

/** The Open Graph card of each route (and of the blog section), keyed by path, from its page record. */
export const OG_CARDS = Object.fromEntries(
  Object.entries(pages).map(([path, page]) => [path, page.card]),
) as {
  readonly [P in PagePath]: OgCard;
};

export type OgPath = keyof typeof OG_CARDS;

/** The alt text of a route's card. */
export function ogAlt(path: OgPath): string {
  const card: OgCard = OG_CARDS[path];
  return `${card.title} — ${site.name}`;
}
