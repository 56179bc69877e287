/**
 * The shapes of what content/ holds, imported by content/ and by the code that renders it (so
 * neither depends on the other's files for its types).
 */
import type { ComponentType, SVGProps } from 'react';

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
  /** What a search result shows under the title (DESCRIPTION_LENGTH, lib/seo/limits.ts). */
  description: string;
  /** Its Open Graph card. */
  card: OgCard;
  /** Its name in breadcrumbs, when not its title. */
  breadcrumb?: string;
  /**
   * Kept out of search engines (robots noindex, not in the sitemap) and so out of the site
   * search's index: /search itself, whose results are other pages.
   */
  noindex?: boolean;
};

/** How a call to action looks: one of the site's button styles. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost-light';

/** A call to action: its words, where it goes and its style. */
export type Action = { label: string; href: string; variant?: ButtonVariant };

/** The words a section opens with. */
export type SectionCopy = {
  eyebrow?: string;
  title: string;
  description?: string;
};

// The collections the sections render (each section re-exports its own for its callers).

export type Card = {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/** A point with a bold title and an optional sentence. */
export type Point = { title: string; description?: string };

export type Fact = {
  /** A short, bold key: a letter, a figure or a word. */
  term: string;
  detail: string;
};

/** A client quotation (content/testimonials.yml; its schema in lib/content/data-files.ts). */
export type { Testimonial, FaqCategory, FaqItem, ContactFacts } from '@/lib/content/data-schemas';

export type GalleryItem = {
  title: string;
  description: string;
  image: ImageAsset;
};

export type Stat = { value: string; label: string };

export type ImageAsset = {
  /** Path under public/, e.g. /images/company/award-client-choice-2024.svg */
  src: string;
  /** What the image shows (an organisation's name for a logo). */
  alt: string;
  width: number;
  height: number;
};

export type Milestone = { when: string; what: string };

export type Step = {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

export type ClientLogo = {
  name: string;
  /** Path under public/, e.g. /logos/harborline-cruises.svg */
  logo: string;
  width: number;
  height: number;
};

export type Comparison = {
  /** What is compared, e.g. "Who employs them". */
  aspect: string;
  left: string;
  right: string;
};
