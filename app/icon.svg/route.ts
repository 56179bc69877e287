import { site } from '@/content/site';
import { MARK_SVG } from '@/lib/seo/icons';

// /icon.svg, the web manifest's scalable icon: the brand mark at 512 px with the firm's name as its
// title. (Pages show the same mark inline as their tab icon: lib/seo/icons.ts, PAGE_ICONS.)
export const dynamic = 'force-static';

export function GET() {
  const svg = MARK_SVG.replace(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><title>${site.name}</title>`,
  );
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
