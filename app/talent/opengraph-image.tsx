import { ogAlt, ogImage, OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og';

// Rendered once at build (next/og) into out/; the page's og:image and twitter:image point here.
export const dynamic = 'force-static';
export const alt = ogAlt('/talent');
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage('/talent');
}
