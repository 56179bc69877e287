/**
 * Structured data (schema.org JSON-LD) for search engines, typed with schema-dts so a wrong
 * property or type is a compile error. Pages render these through components/seo/JsonLd.tsx.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  EmploymentAgencyLeaf,
  FAQPage,
  Graph,
  Thing,
  WithContext,
} from 'schema-dts';
import { breadcrumbName, routes } from '@/content/pages';
import { absoluteUrl, site } from '@/content/site';
import type { FaqCategory } from '@/types/content';

/** What a JSON-LD script carries: one typed node with its context, or a graph of nodes. */
export type JsonLdData = WithContext<Exclude<Thing, string>> | Graph;

/** The id of the firm's node, so articles can point at the same organisation. */
export const ORGANIZATION_ID = absoluteUrl('/#organization');

/** The firm as an employment agency: the home page's structured data. */
export function employmentAgencyLd(): WithContext<EmploymentAgencyLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EmploymentAgency',
    '@id': ORGANIZATION_ID,
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logoPath),
    image: absoluteUrl(site.logoPath),
    foundingDate: String(site.founded.year),
    foundingLocation: {
      '@type': 'Place',
      name: `${site.founded.city}, ${site.founded.regionCode}`,
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.founded.city,
      addressRegion: site.founded.regionCode,
      addressCountry: site.founded.country,
    },
    areaServed: [
      { '@type': 'City', name: 'Seattle' },
      { '@type': 'State', name: site.founded.region },
      { '@type': 'Country', name: 'United States' },
    ],
    email: site.email,
    telephone: site.phoneHref.replace(/^tel:/, ''),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phoneHref.replace(/^tel:/, ''),
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}

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

/** One step of a trail: its name and path. */
export type Crumb = { name: string; path: string };

/** Home › … › the page. Every item carries an absolute URL. */
export function breadcrumbLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The name of each inner route in breadcrumbs, from its page record (content/pages.ts). */
export function routeNames(): Map<string, string> {
  return new Map(
    routes.filter((route) => route !== '/').map((route) => [route, breadcrumbName(route)]),
  );
}

/** The trail of an inner page: Home, then each parent route that has a name, then the page. */
export function trailFor(path: string, title: string): Crumb[] {
  const names = routeNames();
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i += 1) {
    const parent = `/${segments.slice(0, i).join('/')}`;
    const name = names.get(parent);
    if (name) trail.push({ name, path: parent });
  }
  trail.push({ name: title, path });
  return trail;
}

/** The breadcrumb of a page from its path and title. */
export function pageBreadcrumbLd(path: string, title: string): WithContext<BreadcrumbList> {
  return breadcrumbLd(trailFor(path, title));
}

/**
 * What the root layout renders for a path it knows by itself: the firm on the home page, the
 * breadcrumb on every named inner route; nothing elsewhere (blog articles bring their own).
 */
export function routeLd(pathname: string): JsonLdData | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return employmentAgencyLd();
  const name = routeNames().get(path);
  return name ? pageBreadcrumbLd(path, name) : null;
}

/** A post's article and breadcrumb (Home › Blog › title) as one graph. */
export function postLd(post: SeoPost): Graph {
  const { '@context': _article, ...article } = blogPostingLd(post);
  const { '@context': _trail, ...trail } = pageBreadcrumbLd(postPath(post.id), post.title);
  void _article;
  void _trail;
  return { '@context': 'https://schema.org', '@graph': [article, trail] };
}

/**
 * JSON for inside a <script> element: `<` (and `>`, `&`, U+2028/9) escaped as \uXXXX so no text
 * in the data can close the script or open a comment. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
