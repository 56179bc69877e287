import type { Metadata } from 'next';
import { site } from '@/content/site';
import { OG_CARDS, ogAlt, type OgPath } from './og-cards';
import { OG_SIZE } from './icons';

type PageMeta = {
  /** The page's own title; the root layout's template adds the brand. */
  title: string;
  /** What a search result shows under the title (DESCRIPTION_LENGTH, lib/seo/limits.ts). */
  description: string;
  /** The route, e.g. '/about'. */
  path: string;
  /** Extra Open Graph fields (articles set type and published time). */
  openGraph?: Metadata['openGraph'];
  /** The page's own social image (a post's photo cover); else the section's card. */
  image?: { url: string; width: number; height: number; alt: string; type: string };
  /** Not indexed by search engines (and so not by the site search), its links still followed. */
  noindex?: boolean;
};

function hasCard(path: string): path is OgPath {
  return Object.prototype.hasOwnProperty.call(OG_CARDS, path);
}

/**
 * The Open Graph card a page without its own opengraph-image file shares: its nearest section's
 * (a blog article uses the blog's card). Routes with their own file get it from Next directly.
 */
export function sharedCardImage(path: string) {
  if (hasCard(path)) return undefined;
  let section = path;
  while (!hasCard(section)) section = section.slice(0, section.lastIndexOf('/')) || '/';
  return {
    url: `${section === '/' ? '' : section}/opengraph-image`,
    ...OG_SIZE,
    alt: ogAlt(section),
    type: 'image/png',
  };
}

/** Metadata for one route: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({
  title,
  description,
  path,
  openGraph,
  image: own,
  noindex,
}: PageMeta): Metadata {
  const image = own ?? sharedCardImage(path);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      title,
      description,
      url: path,
      ...(image ? { images: [image] } : {}),
      ...openGraph,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(image ? { images: [image] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
