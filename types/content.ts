/**
 * The shapes of what content/ holds, imported by content/ and by the code that renders it (so
 * neither depends on the other's files for its types).
 */

/** What one Open Graph card says (rendered by lib/seo/og.tsx at build). */
export type OgCard = {
  /** The page's name, set large: it must read at thumbnail size. */
  title: string;
  /** A short overline above the title (the section). */
  eyebrow: string;
  /** One line under the title. */
  subtitle?: string;
};

/** One page of the site: what search results, link previews and breadcrumbs say about it. */
export type PageRecord = {
  /** The route, e.g. '/about'. */
  path: string;
  /** The page's own title; the root layout's template adds the brand. */
  title: string;
  /** 50–160 characters: what a search result shows under the title. */
  description: string;
  /** Its Open Graph card. */
  card: OgCard;
  /** Its name in breadcrumbs, when not its title. */
  breadcrumb?: string;
};
