'use client';

import { usePathname } from 'next/navigation';
import { routeLd } from '@/lib/seo/json-ld';
import { JsonLd } from './JsonLd';

type Props = {
  /** Each inner route's name in breadcrumbs, by path (structured-data.ts's routeNames()). */
  names: Record<string, string>;
};

/**
 * Rendered once by the root layout. Each page is pre-rendered with its own pathname, so the
 * static HTML of the home page carries the firm (EmploymentAgency) and every inner route of
 * content/navigation.ts its BreadcrumbList, without a line in any page file. The names come from
 * the layout, so the pages' records never travel in the JavaScript every page loads.
 */
export function RouteJsonLd({ names }: Props) {
  const data = routeLd(usePathname() ?? '/', new Map(Object.entries(names)));
  return data ? <JsonLd data={data} /> : null;
}
