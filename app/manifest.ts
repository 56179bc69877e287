import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { PWA_ICONS } from '@/lib/seo/icons';

// Written once at build to out/manifest.webmanifest. Pages link it once React hydrates their head,
// after the main content's paint (scripts/build/defer-scripts.ts, deferLoadTimeFetches).
export const dynamic = 'force-static';

/** The web app manifest: name, brand colours and icons for home screens and tabs. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    lang: 'en-US',
    background_color: site.colors.white,
    theme_color: site.colors.navy,
    categories: ['business'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...PWA_ICONS.map((icon) => ({
        src: `/icons/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.maskable ? ('maskable' as const) : ('any' as const),
      })),
    ],
  };
}
