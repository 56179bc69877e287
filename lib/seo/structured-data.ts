/**
 * Structured data (schema.org JSON-LD) for search engines, typed with schema-dts so a wrong
 * property or type is a compile error. Pages render these through components/seo/JsonLd.tsx; the
 * parts a client component builds (the firm, breadcrumbs, the serialisation) are in json-ld.ts.
 */
import type { BlogPosting, BreadcrumbList, FAQPage, Graph, WithContext } from 'schema-dts';
import { breadcrumbName, routes } from '@/content/pages';
import { absoluteUrl, site } from '@/content/site';
import type { FaqCategory } from '@/types/content';
import { breadcrumbLd, ORGANIZATION_ID, trailFor, type RouteNames } from './json-ld';

/** Every question of every category as one FAQPage. */
export function faqPageLd(
  categories: readonly Pick<FaqCategory, 'title' | 'items'>[],
  path = '/knowledge-base',
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
      })),
    ),
  };
}

/**
 * A blog post as the SEO code needs it. lib/blog/posts.ts's posts fit: image is either a path or an
 * object with a src (and, optionally, its size).
 */
export type SeoPost = {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  image?: string | { src: string; width?: number; height?: number };
};

/** The address of a post. */
export function postPath(id: string): string {
  return `/blog/${id}`;
}

function imageUrl(image: SeoPost['image']): string | undefined {
  if (!image) return undefined;
  return absoluteUrl(typeof image === 'string' ? image : image.src);
}

/** One article: headline, description, dates, image, author and publisher (the firm). */
export function blogPostingLd(post: SeoPost): WithContext<BlogPosting> {
  const url = absoluteUrl(postPath(post.id));
  const image = imageUrl(post.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    ...(image ? { image } : {}),
    inLanguage: 'en-US',
    author: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: site.name,
      url: absoluteUrl('/'),
    },
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) },
    },
  };
}

/** The name of each inner route in breadcrumbs, from its page record (content/pages.ts). */
export function routeNames(): RouteNames {
  return new Map(
    routes.filter((route) => route !== '/').map((route) => [route, breadcrumbName(route)]),
  );
}

/** The breadcrumb of a page from its path and title. */
export function pageBreadcrumbLd(path: string, title: string): WithContext<BreadcrumbList> {
  return breadcrumbLd(trailFor(path, title, routeNames()));
}

/** A post's article and breadcrumb (Home › Blog › title) as one graph. */
export function postLd(post: SeoPost): Graph {
  const { '@context': _article, ...article } = blogPostingLd(post);
  const { '@context': _trail, ...trail } = pageBreadcrumbLd(postPath(post.id), post.title);
  void _article;
  void _trail;
  return { '@context': 'https://schema.org', '@graph': [article, trail] };
}
