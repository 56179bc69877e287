import type { Metadata } from 'next';
import { site } from '@/content/site';

type PageMeta = {
  /** The page's own title; the root layout's template adds the brand. */
  title: string;
  /** 50–160 characters: what a search result shows under the title. */
  description: string;
  /** The route, e.g. '/about'. */
  path: string;
  /** Extra Open Graph fields (articles set type and published time). */
  openGraph?: Metadata['openGraph'];
};

/** Metadata for one route: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, openGraph }: PageMeta): Metadata {
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
      ...openGraph,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
