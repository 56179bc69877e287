/**
 * A markdown body as the site's sanitised HTML, with no file system and no image encoder, so the
 * build (lib/blog/render.ts) and the editor's preview in /admin (admin/preview.tsx) render a body
 * through the very same steps. Each caller says how an image becomes markup: the build from the
 * file itself (a responsive <picture>), the preview from the file the editor just uploaded.
 * Raw HTML never reaches the page; images are the one exception, and only those the body names:
 * each is replaced, after sanitising, by the caller's markup.
 */
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import html from 'remark-html';
import { DECORATIVE_ALT } from './fields';
import { HEADING_ANCHOR } from './legal-schema';
import { markdownProcessor, type MdNode } from './markdown';

/** An image of the body as markup: its address as written and the alt text a reader gets. */
export type ImageMarkup = (url: string, alt: string) => Promise<string>;

/** The plain text of a markdown node, formatting left out. */
export function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/**
 * A heading's anchor and its words: the `{#anchor}` its editor wrote after it (kept when the
 * words change, so links to the section keep working), else its words in lowercase joined by
 * hyphens.
 */
export function headingAnchor(heading: MdNode): { id: string; title: string } {
  const words = textOf(heading);
  const written = HEADING_ANCHOR.exec(words);
  if (written) return { id: written[1], title: words.slice(0, written.index).trim() };
  const id = words
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return { id, title: words.trim() };
}

type Tree = MdNode & { data?: { hName?: string; hProperties?: Record<string, unknown> } };

/**
 * Each ## heading and what follows it up to the next one as a <section> named by its heading
 * (aria-labelledby), each ## heading and each ### heading with a written `{#anchor}` with that
 * anchor as its id, the `{#anchor}` removed from its words: a long document's landmarks and table of contents.
 */
function anchoredSections() {
  return (root: Tree) => {
    const out: Tree[] = [];
    let section: Tree | undefined;
    for (const node of (root.children ?? []) as Tree[]) {
      // Every ## heading has an anchor (its section's); a ### heading the one its editor wrote.
      const anchored =
        node.type === 'heading' &&
        (node.depth === 2 || (node.depth === 3 && HEADING_ANCHOR.test(textOf(node))));
      if (anchored) {
        const { id } = headingAnchor(node);
        const last = node.children?.at(-1);
        if (last?.type === 'text' && last.value)
          last.value = last.value.replace(HEADING_ANCHOR, '');
        node.data = { hProperties: { id } };
        if (node.depth === 2) {
          section = {
            type: 'anchoredSection',
            data: {
              hName: 'section',
              hProperties: { ariaLabelledBy: id, className: ['space-y-5'] },
            },
            children: [],
          };
          out.push(section);
        }
      }
      if (section) section.children!.push(node);
      else out.push(node);
    }
    root.children = out;
  };
}

/** How a body is rendered: `sections` wraps each ## heading's part in a named <section>. */
export type HtmlOptions = { sections?: boolean };

/** Where an image's markup goes: a relative address sanitising keeps, replaced after it. */
const PLACEHOLDER = '/__body-image__/';

export function escapeAttr(value: string): string {
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

export async function markdownToHtml(
  markdown: string,
  imageMarkup: ImageMarkup,
  { sections = false }: HtmlOptions = {},
): Promise<string> {
  const images: { url: string; alt: string }[] = [];
  const schema: Schema = sections
    ? {
        ...defaultSchema,
        attributes: {
          ...defaultSchema.attributes,
          section: [
            ...(defaultSchema.attributes?.section ?? []).filter((a) => !Array.isArray(a)),
            'ariaLabelledBy',
            ['className', 'footnotes', 'space-y-5'],
          ],
        },
      }
    : defaultSchema;
  const processor = markdownProcessor()
    .use(sections ? anchoredSections : () => undefined)
    .use(() => (tree) => {
      for (const node of imagesOf(tree as MdNode)) {
        images.push({ url: node.url ?? '', alt: altOf(node.alt) });
        node.url = `${PLACEHOLDER}${images.length - 1}`;
      }
    })
    // GitHub's sanitising schema; footnote ids already carry their `user-content-` prefix from
    // the markdown-to-HTML step, so sanitising must not prefix them again (their links would break).
    .use(html, { sanitize: { ...schema, clobberPrefix: '' } });
  // A column's alignment as a class (the align attribute is obsolete HTML).
  let out = String(await processor.process(markdown)).replace(
    /<(td|th) align="(left|center|right)">/g,
    '<$1 class="align-$2">',
  );
  if (images.length === 0) return out;
  const markup = await Promise.all(images.map(({ url, alt }) => imageMarkup(url, alt)));
  out = out.replace(
    /<img src="\/__body-image__\/(\d+)"[^>]*>/g,
    (_, index: string) => markup[Number(index)] ?? '',
  );
  return out;
}
