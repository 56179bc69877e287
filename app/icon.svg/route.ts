import { site } from '@/content/site';
import { MARK_SVG, MARK_VIEWBOX } from '@/lib/brand-mark';

// /icon.svg, the web manifest's scalable icon: the brand mark at 512 px with the firm's name as its
// title. (Pages show the same mark inline as their tab icon: lib/seo/icons.ts, PAGE_ICONS.)
export const dynamic = 'force-static';

export function GET() {
  const svg = MARK_SVG.replace(
    `viewBox="${MARK_VIEWBOX}">`,
    `viewBox="${MARK_VIEWBOX}" width="512" height="512"><title>${site.name}</title>`,
  );
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
