import type { MetadataRoute } from 'next';
import { absoluteUrl, site } from '@/content/site';

// Written once at build to out/robots.txt.
export const dynamic = 'force-static';

/** Every crawler may read every page; the sitemap lists them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: site.url,
  };
}
