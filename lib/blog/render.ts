/**
 * Renders a post's or an opening's markdown body to HTML at build time: GitHub-flavoured
 * markdown (lib/content/markdown.ts, the parser the content check reads) through remark-html
 * (lib/content/markdown-html.ts, which the editor's preview in /admin runs too).
 * The rules editors rely on: a blank line starts a new paragraph; "## " is a section heading,
 * "### " a sub-heading; "> " a quote; lines starting "1. " a numbered list; **text** is bold;
 * tables, ~~strikethrough~~, task lists, bare links and footnotes as GitHub shows them;
 * `![alt](file)` an image (a file beside the post or in public/blog/).
 * The output is sanitised: raw HTML in a post (a <script>, an <iframe>, an onclick) never
 * reaches the page. Images are the one exception, and only those the post names: each is
 * replaced, after sanitising, by markup made here from the file itself — a photo as a responsive
 * <picture> (lib/blog/images.ts), an SVG as an <img> — with its intrinsic size, loaded lazily
 * (the body is below the cover, so never the page's main image).
 */
import { escapeAttr, markdownToHtml } from '@/lib/content/markdown-html';
import { findPostImage, svgAddress, svgFacts } from './posts';
import { isRasterFile, pictureOf } from './images';

export { altOf } from '@/lib/content/markdown-html';

/** The body column: max-w-3xl (768 px) inside container-page (20 px padding, 32 from sm). */
export const BODY_IMAGE_SIZES =
  '(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

async function imageMarkup(
  url: string,
  alt: string,
  postFile: string | undefined,
): Promise<string> {
  const file = findPostImage(url, postFile);
  if (!file) {
    throw new Error(
      `${postFile ?? 'a post'}: no image file "${url}" beside the post or in public/blog/ (run npm run check:content)`,
    );
  }
  const lazy = 'loading="lazy" decoding="async"';
  if (isRasterFile(file)) {
    const p = await pictureOf(file);
    const sizes = escapeAttr(BODY_IMAGE_SIZES);
    const sources = p.sources
      .map((s) => `<source type="${s.type}" srcset="${escapeAttr(s.srcset)}" sizes="${sizes}">`)
      .join('');
    return `<picture>${sources}<img src="${escapeAttr(p.src)}" srcset="${escapeAttr(p.srcset)}" sizes="${sizes}" width="${p.width}" height="${p.height}" alt="${escapeAttr(alt)}" ${lazy}></picture>`;
  }
  const facts = svgFacts(file, url);
  if (typeof facts === 'string') throw new Error(`${postFile ?? 'a post'}: ${facts}`);
  return `<img src="${escapeAttr(svgAddress(file))}" width="${facts.width}" height="${facts.height}" alt="${escapeAttr(alt)}" ${lazy}>`;
}

export async function renderMarkdown(
  markdown: string,
  { postFile }: { postFile?: string } = {},
): Promise<string> {
  return markdownToHtml(markdown, (url, alt) => imageMarkup(url, alt, postFile));
}
