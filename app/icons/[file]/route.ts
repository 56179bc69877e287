import { iconImage, PWA_ICONS } from '@/lib/seo/og';

// The web manifest's PNG icons, written to out/icons/ at build.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return PWA_ICONS.map((icon) => ({ file: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = PWA_ICONS.find((candidate) => candidate.file === file);
  if (!icon) return new Response('Not found', { status: 404 });
  // A maskable icon keeps the mark inside the central safe zone (80 % of the square).
  return iconImage(
    icon.size,
    icon.maskable
      ? { padding: Math.round(icon.size * 0.12) }
      : { padding: Math.round(icon.size * 0.04) },
  );
}
