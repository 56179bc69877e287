/**
 * Puts a page's main image in its HTML when it is a small drawing, so it paints with the page
 * instead of one round trip later.
 *
 * The main image (`<img elementtiming="main-image">`: a post's cover, the blog's featured card;
 * components/ui/image-loading.ts) is the page's largest paint. Requested as a file it costs a round
 * trip after the document (150 ms on Lighthouse's slow 4G, which its LCP counts in full) however
 * small it is; the drawn covers are SVGs of 1-4 KB gzip, which the document carries in less time
 * than that round trip's (1.6 Mbit/s: 6 KB in 30 ms). So this step replaces the image's `src` with
 * a `data:` URL of the exported file when that file is an SVG of at most INLINE_LIMIT_GZ bytes
 * gzip, and drops the image's preload (the `<link rel="preload">` and its hint in React's payload),
 * which has nothing left to fetch. A photo (a
 * `<picture>` of AVIF/WebP/JPEG renditions) and a larger drawing stay files.
 *
 * React's hydration leaves the attribute as the HTML has it (in production it does not compare
 * attributes), and a client-side navigation renders the file's URL, from the cache or the network
 * like any image. The Content-Security-Policy allows `img-src data:`.
 *
 * Contract (scripts/build/step-contract.ts): a post's page (`blog/<id>.html`, mustHaveMainImage)
 * has its cover as `<img … elementtiming="main-image" …>`; an inlined image's preload,
 * `<link rel="preload" href="<file>" as="image" …>`, is in <head>, and its hint,
 * `:HL[\"<file>\",\"image\"…]`, in React's payload. Either missing stops the build naming
 * inline-main-image. Every other page is exempt: its largest paint is text, or (the blog's index)
 * a featured card that shows only when there is a post to feature.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute } from './export-pages';
import { svgDataUrl } from '../../lib/svg-data-url';
import { expectMarkup } from './step-contract';

/** The largest drawing put in a page's HTML, in bytes gzip (about 30 ms at 1.6 Mbit/s). */
export const INLINE_LIMIT_GZ = 6 * 1024;

export const MAIN_IMAGE = /<img\b([^>]*\selementtiming="main-image"[^>]*)>/g;

/** The `data:` URL in an inlined main image's `src`, or undefined (for the byte budgets). */
export function inlinedMainImage(html: string): string | undefined {
  for (const match of html.matchAll(MAIN_IMAGE)) {
    const src = attribute(match[1]!, 'src');
    if (src?.startsWith('data:')) return src;
  }
  return undefined;
}

/** Whether an exported page (its file in out/) must carry a main image: a post's page. */
export function mustHaveMainImage(file: string): boolean {
  return /^blog\/(?!page\/)[^/]+\.html$/.test(file);
}

/** The page with its main image inlined when it is a small SVG in outDir; otherwise unchanged. */
export function inlineMainImage(html: string, outDir: string, page = 'the page'): string {
  const lookedFor = '<img … elementtiming="main-image"> (a post\'s cover)';
  expectMarkup(
    !mustHaveMainImage(page) || MAIN_IMAGE.test(html),
    'inline-main-image',
    page,
    lookedFor,
  );
  MAIN_IMAGE.lastIndex = 0;
  let inlined: string | undefined;
  const rewritten = html.replace(MAIN_IMAGE, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src || !/^\/[^?#]+\.svg$/.test(src)) return tag;
    const file = path.join(outDir, decodeURIComponent(src));
    expectMarkup(
      existsSync(file),
      'inline-main-image',
      page,
      `file ${src} in out/ for its main image`,
    );
    const svg = readFileSync(file, 'utf8');
    if (gzipSync(svg, { level: 9 }).length > INLINE_LIMIT_GZ) return tag;
    inlined = src;
    return tag.replace(`src="${src}"`, `src="${svgDataUrl(svg)}"`);
  });
  if (!inlined) return html;
  const file = inlined;
  let preloads = 0;
  let hints = 0;
  const result = rewritten
    // The preload React wrote into <head>,
    .replace(/<link rel="preload" href="([^"]+)" as="image"[^>]*>/g, (link, href: string) => {
      if (href !== file) return link;
      preloads += 1;
      return '';
    })
    // and the same hint in its payload (a `:HL[...]` row, escaped inside a script's string),
    // which would make the browser fetch the file when the page hydrates.
    .replace(/:HL\[\\"([^"\\]+)\\",\\"image\\"(?:,\{[^\]]*\})?\]\\n/g, (hint, href: string) => {
      if (href !== file) return hint;
      hints += 1;
      return '';
    });
  expectMarkup(
    preloads > 0,
    'inline-main-image',
    page,
    `<link rel="preload" href="${file}" as="image"> to drop`,
  );
  expectMarkup(
    hints > 0,
    'inline-main-image',
    page,
    `:HL[\\"${file}\\",\\"image\\"] hint in React's payload to drop`,
  );
  return result;
}
