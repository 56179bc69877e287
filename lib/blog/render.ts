/**
 * Renders a post's or an opening's markdown body to HTML at build time: GitHub-flavoured
 * markdown (lib/content/markdown.ts, the parser the content check reads) through remark-html.
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
import { defaultSchema } from 'hast-util-sanitize';
import html from 'remark-html';
import { markdownProcessor } from '@/lib/content/markdown';
import { findPostImage, svgAddress, svgFacts } from './posts';
import { DECORATIVE_ALT, isRasterFile, pictureOf } from './images';

/** The body column: max-w-3xl (768 px) inside container-page (20 px padding, 32 from sm). */
export const BODY_IMAGE_SIZES =
  '(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/** Where an image's markup goes: a relative address sanitising keeps, replaced after it. */
const PLACEHOLDER = '/__blog-image__/';

type MdNode = { type: string; url?: string; alt?: string | null; children?: MdNode[] };

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The images of a markdown tree, in document order. */
function imagesOf(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'image') found.push(node);
  for (const child of node.children ?? []) imagesOf(child, found);
  return found;
}

/** The alt text a reader gets: the editor's, or none for an image marked decorative. */
export function altOf(alt: string | null | undefined): string {
  const text = (alt ?? '').trim();
  return text.toLowerCase() === DECORATIVE_ALT ? '' : text;
}

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
  const images: { url: string; alt: string }[] = [];
  const processor = markdownProcessor()
    .use(() => (tree) => {
      for (const node of imagesOf(tree as MdNode)) {
        images.push({ url: node.url ?? '', alt: altOf(node.alt) });
        node.url = `${PLACEHOLDER}${images.length - 1}`;
      }
    })
    // GitHub's sanitising schema; footnote ids already carry their `user-content-` prefix from
    // the markdown-to-HTML step, so sanitising must not prefix them again (their links would break).
    .use(html, { sanitize: { ...defaultSchema, clobberPrefix: '' } });
  // A column's alignment as a class (the align attribute is obsolete HTML).
  let out = String(await processor.process(markdown)).replace(/<(td|th) align="(left|center|right)">/g, '<$1 class="align-$2">');
  if (images.length === 0) return out;
  const markup = await Promise.all(images.map(({ url, alt }) => imageMarkup(url, alt, postFile)));
  out = out.replace(
    /<img src="\/__blog-image__\/(\d+)"[^>]*>/g,
    (_, index: string) => markup[Number(index)] ?? '',
  );
  return out;
}
