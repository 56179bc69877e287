import { MARK_SVG } from '../brand-mark';
import { svgDataUrl } from '../svg-data-url';

/**
 * The page's icons (Next's `metadata.icons`). The tab's icon is the mark inline, a `data:` URL: a linked icon is fetched at
 * the page's `load` event, which here comes before the main content's paint, and Lighthouse's
 * simulated LCP then counted its round trip (docs/performance.md). /favicon.ico (16, 32 and 48 px)
 * is linked too, as a crawlable file for search engines (Google Search wants a favicon URL it can
 * fetch, a multiple of 48 px); browsers take the scalable mark and do not fetch it.
 */
export const PAGE_ICONS = {
  icon: [
    { url: svgDataUrl(MARK_SVG), type: 'image/svg+xml', sizes: 'any' },
    { url: '/favicon.ico', type: 'image/x-icon', sizes: '48x48' },
  ],
  /** Home screens on iOS (app/apple-icon.tsx draws it; naming icons here replaces Next's own link). */
  apple: [{ url: '/apple-icon', type: 'image/png', sizes: '180x180' }],
};

/** Image sizes, the icon set and the favicon.ico container (no next/og here: tests import it). */

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = 'image/png';

/** The PNG icons the web manifest lists (served from /icons/<file>). */
export const PWA_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
] as const;

/**
 * A Windows icon file holding PNG images (the format every browser reads for /favicon.ico):
 * a 6-byte header, a 16-byte entry per image, then the PNG bytes.
 */
export function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    view.setUint8(entry, image.size >= 256 ? 0 : image.size); // width (0 means 256)
    view.setUint8(entry + 1, image.size >= 256 ? 0 : image.size); // height
    view.setUint8(entry + 2, 0); // palette colours
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}
