/**
 * A markdown body as the site's sanitised HTML, with no file system and no image encoder, so the
 * build (lib/blog/render.ts) and the editor's preview in /admin (admin/preview.tsx) render a body
 * through the very same steps. Each caller says how an image becomes markup: the build from the
 * file itself (a responsive <picture>), the preview from the file the editor just uploaded.
 * Raw HTML never reaches the page; images are the one exception, and only those the body names:
 * each is replaced, after sanitising, by the caller's markup.
 */
import { defaultSchema } from 'hast-util-sanitize';
import html from 'remark-html';
import { DECORATIVE_ALT } from './fields';
import { markdownProcessor, type MdNode } from './markdown';

/** An image of the body as markup: its address as written and the alt text a reader gets. */
export type ImageMarkup = (url: string, alt: string) => Promise<string>;


/** Where an image's markup goes: a relative address sanitising keeps, replaced after it. */
const PLACEHOLDER = '/__body-image__/';

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

export async function markdownToHtml(markdown: string, imageMarkup: ImageMarkup): Promise<string> {
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
  const markup = await Promise.all(images.map(({ url, alt }) => imageMarkup(url, alt)));
  out = out.replace(/<img src="\/__body-image__\/(\d+)"[^>]*>/g, (_, index: string) => markup[Number(index)] ?? '');
  return out;
}
