'use client';

import { usePathname } from 'next/navigation';
import { routeLd } from '@/lib/seo/structured-data';
import { JsonLd } from './JsonLd';

/**
 * Rendered once by the root layout. Each page is pre-rendered with its own pathname, so the
 * static HTML of the home page carries the firm (EmploymentAgency) and every inner route of
 * content/navigation.ts its BreadcrumbList, without a line in any page file.
 */
export function RouteJsonLd() {
  const data = routeLd(usePathname() ?? '/');
  return data ? <JsonLd data={data} /> : null;
}
