import { icoFromPngs, iconImage } from '@/lib/seo/og';

// /favicon.ico for browsers and tools that ask for it by name: 16, 32 and 48 px PNGs in one file.
export const dynamic = 'force-static';

export async function GET() {
  const images = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      png: new Uint8Array(await iconImage(size, { background: 'transparent' }).arrayBuffer()),
    })),
  );
  return new Response(Buffer.from(icoFromPngs(images)), {
    headers: { 'Content-Type': 'image/x-icon' },
  });
}
