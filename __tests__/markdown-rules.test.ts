/**
 * @jest-environment node
 *
 * The markdown rules posts and openings share (lib/content/markdown.ts), line by line: what shows
 * as the editor meant passes, what would show otherwise is named with the line to write.
 */
import { markdownProblems } from '@/lib/content/markdown';

const said = (markdown: string) =>
  markdownProblems(markdown).map((p) => `${p.line}: ${p.message} — ${p.fix}`);

describe('markdown rules', () => {
  it('passes a # that reads as text as it stands: "#1 in the region", "C#"', () => {
    expect(
      said('#1 in the region for contract placements.\n\nWe hire C# and F# engineers.'),
    ).toEqual([]);
  });

  it('asks whether a # glued to a word was a heading or a hashtag, and names ## for a glued heading', () => {
    expect(said('#hiring\n\n##Next steps')).toEqual([
      '1: "#hiring" shows as written, not as a heading: the space after the # is missing — for a section heading write ## hiring; to show the # sign itself (a hashtag) write \\#hiring',
      '3: "##Next steps" shows as written, not as a heading: the space after the ## is missing — write ## Next steps, or \\## to show the # sign itself',
    ]);
  });

  it('names a marker followed by a pasted non-breaking space, and a pasted bulleted list', () => {
    expect(said('###\u00a0Detail\n\n1.\u00a0First\n\n• One\n• Two')).toEqual([
      '1: "### Detail" shows as written, not as a heading: the space after the ### is a non-breaking space (pasted from a document or a web page) — delete that space and type an ordinary one: ### Detail',
      '3: "1. First" shows as written, not as a list item: the space after the 1. is a non-breaking space (pasted from a document or a web page) — delete that space and type an ordinary one: 1. First',
      '5: a line starting with "•" shows as text, not as a list item, and the lines of such a list run together into one paragraph — start each item with "- " instead: - One',
      '6: a line starting with "•" shows as text, not as a list item, and the lines of such a list run together into one paragraph — start each item with "- " instead: - Two',
    ]);
  });

  it('leaves what was parsed alone: a link with a title, code with a space, an autolink', () => {
    expect(
      said(
        'See [staffing](/staffing "Our staffing") and `![x](a b.png)` and https://example.com/a.',
      ),
    ).toEqual([]);
  });
});
