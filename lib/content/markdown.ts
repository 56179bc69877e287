/**
 * The markdown editors write, for posts and openings alike: GitHub-flavoured markdown (tables,
 * ~~strikethrough~~, task lists, bare links, footnotes), as GitHub shows it while they write it.
 * `parseMarkdown` is the one parser (lib/blog/render.ts renders from the same one), and
 * `markdownProblems` refuses what would not show as the editor meant: raw HTML (the page removes
 * it, text and all), a heading missing the space after its #s (it shows as "##Heading"), a #
 * heading (the title is the page's one h1), a heading that skips a level, a heading or list item
 * whose marker is followed by a pasted non-breaking space, lines pasted with a word processor's
 * bullets (•), and an image or link whose address has a space (it shows as the brackets and the
 * address, as written).
 */
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import { publishableFileName, type Problem } from './fields';

/** A node of the markdown tree, as far as the rules read it. */
export type MdNode = {
  type: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  value?: string;
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
  children?: MdNode[];
};

/** The processor every markdown body goes through: remark with GitHub's extensions. */
export function markdownProcessor() {
  return remark().use(remarkGfm);
}

export function parseMarkdown(markdown: string): MdNode {
  const processor = markdownProcessor();
  return processor.runSync(processor.parse(markdown)) as MdNode;
}

export function walk(
  node: MdNode,
  visit: (node: MdNode, parent?: MdNode) => void,
  parent?: MdNode,
) {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
}

/** A problem on a line of the body (1-based, counted from the body's first line). */
export type BodyProblem = Omit<Problem, 'field'> & { line: number };

/** What an HTML tag is written as in markdown. */
function markdownFor(tag: string): string {
  switch (tag) {
    case 'img':
      return 'write the image as ![what it shows](file.jpg)';
    case 'br':
      return 'for a line break end the line with a backslash (\\), or leave a blank line for a new paragraph';
    case 'a':
      return 'write the link as [the words](https://address)';
    case 'b':
    case 'strong':
      return 'write **bold** instead';
    case 'i':
    case 'em':
      return 'write *italic* instead';
    case 'table':
    case 'tr':
    case 'td':
    case 'th':
      return 'write the table in markdown: a row of | Column | Column |, then | --- | --- |, then a row per line';
    case 'h2':
    case 'h3':
    case 'h4':
      return `write the heading as ${'#'.repeat(Number(tag[1]))} Heading`;
    case 'ul':
    case 'ol':
    case 'li':
      return 'write a list as lines starting with "- " (or "1. " for a numbered list)';
    default:
      return 'write it in markdown (CONTENT.md, "What you can write"): the page removes HTML, and with it the text inside';
  }
}

const HEADING_WITHOUT_SPACE = /^ {0,3}(#{1,6})([^\s#].*)$/;

/** A line starting with a bullet character a word processor writes for its lists (•, ◦, ▪, ‣), pasted as text. */
export const PASTED_BULLET = /^ {0,3}([\u2022\u25e6\u25aa\u2023\u2043])\s*(\S.*)$/;

/**
 * A heading's #s or a list's marker followed by a non-breaking or other wide space instead of an
 * ordinary one: what text pasted from a word processor or a web page carries. Markdown (GitHub's
 * and the page's) then shows the line as written.
 */
const MARKER_WITH_WIDE_SPACE =
  /^ {0,3}(#{1,6}|[-*+]|\d{1,9}[.)])[\u00a0\u2000-\u200a\u202f\u205f\u3000]+(\S.*)$/;

/**
 * An image or link the parser left as text because its address has a space (`![A chart](IMG 0413.JPG)`):
 * the page, like GitHub, shows the brackets and the address as written.
 */
const ADDRESS_WITH_SPACE = /(!?)\[([^\]\n]*)\]\(([^()\n]*?\s[^()\n]*?)\)/g;

/** What to write instead of an image or link whose address has a space. */
function addressWithSpace(
  image: boolean,
  words: string,
  address: string,
): Omit<BodyProblem, 'line'> {
  const trimmed = address.trim();
  const onSite = trimmed.startsWith('/');
  // A file's own name (no scheme, no folder) is renamed; any other address is spelled without spaces.
  const renamed = /^[a-z][a-z0-9+.-]*:|[\\/]/i.test(trimmed)
    ? undefined
    : publishableFileName(trimmed);
  // An address on this site is words joined by hyphens; another site's keeps its spaces as %20.
  const fixed = onSite ? trimmed.replace(/\s+/g, '-') : trimmed.replace(/\s+/g, '%20');
  const how = onSite
    ? 'addresses on this site join words with hyphens'
    : 'write %20 for each space';
  if (image) {
    return {
      message: `the image "${address}" shows as written, not as a picture: an address cannot contain a space`,
      fix: renamed
        ? `rename the file to ${renamed} and write ![${words}](${renamed})`
        : `${how}: ![${words}](${fixed})`,
    };
  }
  return {
    message: `the link "${address}" shows as written, not as a link: an address cannot contain a space`,
    fix: renamed
      ? `rename the file to ${renamed} and write [${words}](${renamed})`
      : `${how}: [${words}](${fixed})`,
  };
}

/** The structural rules of a markdown body (links and images are the post check's). */
export function markdownProblems(
  markdown: string,
  tree: MdNode = parseMarkdown(markdown),
): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const lines = markdown.split('\n');
  let previous = 1;
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html') {
      const value = (node.value ?? '').trim();
      if (/^<!--[\s\S]*-->$/.test(value)) return; // a comment: meant not to show, and it does not
      const tag = /^<\/?([a-z][a-z0-9-]*)/i.exec(value)?.[1]?.toLowerCase();
      problems.push({
        line,
        message: tag
          ? `an HTML <${tag}> tag, which the page removes (with the text inside it)`
          : 'HTML, which the page removes',
        fix: markdownFor(tag ?? ''),
      });
    } else if (node.type === 'heading' && node.depth) {
      if (node.depth === 1) {
        problems.push({
          line,
          message: 'a # heading in the body',
          fix: "the title is already the page's top heading: start sections with ## (and sub-sections with ###)",
        });
      } else if (node.depth > previous + 1) {
        problems.push({
          line,
          message: `a level-${node.depth} heading (${'#'.repeat(node.depth)}) follows a level-${previous} one`,
          fix: `use ${'#'.repeat(previous + 1)} here: headings go down one level at a time`,
        });
      }
      previous = node.depth;
    } else if (node.type === 'paragraph' && node.position) {
      for (let at = node.position.start.line; at <= node.position.end.line; at++) {
        const match = HEADING_WITHOUT_SPACE.exec(lines[at - 1] ?? '');
        // "#1 in the region" is text as meant; "#Next steps" may be a hashtag or a heading.
        if (match && !(match[1] === '#' && /^\d/.test(match[2]))) {
          problems.push({
            line: at,
            message: `"${match[1]}${match[2].slice(0, 30)}" shows as written, not as a heading: the space after the ${match[1]} is missing`,
            fix:
              match[1] === '#'
                ? `for a section heading write ## ${match[2].trim()}; to show the # sign itself (a hashtag) write \\#${match[2].trim()}`
                : `write ${match[1]} ${match[2].trim()}, or \\${match[1]} to show the # sign itself`,
          });
        }
        // A paragraph of its own starting with • reads well enough; lines of one run together.
        const bullet =
          node.position.end.line > node.position.start.line &&
          PASTED_BULLET.exec(lines[at - 1] ?? '');
        if (bullet) {
          problems.push({
            line: at,
            message: `a line starting with "${bullet[1]}" shows as text, not as a list item, and the lines of such a list run together into one paragraph`,
            fix: `start each item with "- " instead: - ${bullet[2].trim().slice(0, 40)}`,
          });
        }
        const pasted = MARKER_WITH_WIDE_SPACE.exec(lines[at - 1] ?? '');
        if (pasted) {
          const [, marker, rest] = pasted;
          const what = marker.startsWith('#') ? 'a heading' : 'a list item';
          problems.push({
            line: at,
            message: `"${marker} ${rest.slice(0, 30)}" shows as written, not as ${what}: the space after the ${marker} is a non-breaking space (pasted from a document or a web page)`,
            fix: `delete that space and type an ordinary one: ${marker} ${rest.trim().slice(0, 40)}`,
          });
        }
      }
    }
  });
  problems.push(...addressesWithSpaces(markdown, tree));
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * Images and links the parser left as text because their address has a space, found in the source
 * of each block of text: what was parsed (code, real links and images) is masked first, so
 * `[a](b "Title")` and a space inside `code` are never taken for one.
 */
function addressesWithSpaces(markdown: string, tree: MdNode): BodyProblem[] {
  const problems: BodyProblem[] = [];
  walk(tree, (block) => {
    if (!['paragraph', 'heading', 'tableCell'].includes(block.type)) return;
    const start = block.position?.start.offset;
    const end = block.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const source = markdown.slice(start, end).split('');
    walk(block, (node) => {
      const from = node.position?.start.offset;
      const to = node.position?.end.offset;
      if (node === block || from === undefined || to === undefined) return;
      const written = markdown.slice(from, to);
      const parsed =
        node.type === 'inlineCode' ||
        ((node.type === 'link' || node.type === 'image') && /^!?\[/.test(written));
      if (parsed)
        for (let i = from; i < to; i++) if (source[i - start] !== '\n') source[i - start] = ' ';
    });
    const masked = source.join('');
    for (const match of masked.matchAll(ADDRESS_WITH_SPACE)) {
      const [, bang, words, address] = match;
      problems.push({
        line:
          (block.position?.start.line ?? 1) +
          (masked.slice(0, match.index).match(/\n/g)?.length ?? 0),
        ...addressWithSpace(bang === '!', words, address),
      });
    }
  });
  return problems;
}
