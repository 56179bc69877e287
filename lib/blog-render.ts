/**
 * Renders a post's markdown body to HTML at build time (remark + remark-html).
 * The rules editors rely on: a blank line starts a new paragraph; "## " is a section heading,
 * "### " a sub-heading; "> " a quote; lines starting "1. " a numbered list; **text** is bold.
 * The output is sanitised: raw HTML in a post (a <script>, an <iframe>, an onclick) never
 * reaches the page.
 */
import { remark } from 'remark';
import html from 'remark-html';

const processor = remark().use(html, { sanitize: true });

export async function renderMarkdown(markdown: string): Promise<string> {
  const file = await processor.process(markdown);
  return String(file);
}

