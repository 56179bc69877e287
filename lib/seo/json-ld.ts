/**
 * The JSON-LD a client component may build: the firm, breadcrumbs from a table of route names
 * given to it, and the serialisation into a <script>. Nothing here reads the pages' records
 * (content/pages.ts), so the root layout's RouteJsonLd, which runs on every page, carries none of
 * their words in its JavaScript; the layout hands it the names (structured-data.ts's routeNames()).
 */
import type { BreadcrumbList, EmploymentAgencyLeaf, Graph, Thing, WithContext } from 'schema-dts';
import { absoluteUrl, site } from '@/content/site';

/** What a JSON-LD script carries: one typed node with its context, or a graph of nodes. */
export type JsonLdData = WithContext<Exclude<Thing, string>> | Graph;

/** The id of the firm's node, so articles can point at the same organisation. */
export const ORGANIZATION_ID = absoluteUrl('/#organization');

/** Each inner route's name in breadcrumbs, by path. */
export type RouteNames = ReadonlyMap<string, string>;

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

/**
 * The trail of an inner page: Home, then each parent route that has a name (`names`, from
 * structured-data.ts's routeNames()), then the page.
 */
export function trailFor(path: string, title: string, names: RouteNames): Crumb[] {
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

/**
 * What the root layout's RouteJsonLd renders for a path it knows by itself: the firm on the home page, the
 * breadcrumb on every named inner route; nothing elsewhere (blog articles bring their own).
 */
export function routeLd(pathname: string, names: RouteNames): JsonLdData | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return employmentAgencyLd();
  const name = names.get(path);
  return name ? breadcrumbLd(trailFor(path, name, names)) : null;
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
