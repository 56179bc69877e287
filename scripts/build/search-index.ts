/**
 * The site search's index (Pagefind), built from the finished export into out/_search/, offline
 * (the `pagefind` package runs its platform binary from node_modules). What is indexed is decided
 * by the pages' own markup (lib/search/markup.ts):
 * - every page of out/ (listPages: not /admin, not Next's chunks) whose robots meta does not say
 *   `noindex` (the 404 page, /blog/page/1 and /search do), at its clean URL;
 * - of a page, its <main> (`data-pagefind-body`), less what is marked `data-pagefind-ignore`;
 *   a page whose main is wholly ignored (a further page of the blog list) is left out by Pagefind;
 * - each question of an FAQ list (`[data-search-faq] details[id]`) as a record of its own, titled
 *   by its question and linking to `<page>#<id>`, which opens it.
 * Drafts, scheduled posts and closed roles have no page in the export, so they are never here.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { textContent } from 'domutils';
import { FAQ_LIST_SELECTOR, type SearchType } from '../../lib/search/markup';
import { SEARCH_DIR } from '../../lib/search/paths';
import { attribute, listPages } from './export-pages';

/** Files of Pagefind's bundle the site does not use (its ready-made interfaces). */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Whether a page's robots meta keeps it out of search engines, and so out of the site search. */
export function isNoindex(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if ((attribute(tag, 'name') ?? '').toLowerCase() !== 'robots') continue;
    if (/\bnoindex\b/i.test(attribute(tag, 'content') ?? '')) return true;
  }
  return false;
}

/**
 * Blocks whose text Pagefind's reader joins to the next block's: `<dt>Location</dt><dd>Seattle</dd>`
 * would be indexed as the one word "LocationSeattle", found by neither. A space after each of their
 * closing tags keeps the words apart; what a visitor sees is unchanged (only the index reads it).
 */
const JOINED_BLOCKS = /<\/(dt|dd|li|td|th|caption|figcaption|summary|label|h[1-6]|p|div)>/gi;

export function separateBlocks(html: string): string {
  return html.replace(JOINED_BLOCKS, '$& ');
}

export type FaqRecord = { id: string; question: string; answer: string };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The questions of a page's FAQ lists, each with its id, its question and its answer's text. */
export function faqRecords(html: string): FaqRecord[] {
  const document = parseDocument(html);
  const questions = selectAll(FAQ_LIST_SELECTOR, document) as unknown as Element[];
  return questions.map((details) => {
    const summary = selectOne('summary', details);
    const answer = details.children.filter((child) => child !== summary);
    return {
      id: details.attribs.id!,
      question: squash(summary ? textContent(summary) : ''),
      answer: squash(textContent(answer)),
    };
  });
}

export type SearchIndexReport = { pages: number; faq: number; skipped: string[]; ms: number };

function check(step: string, errors: string[]) {
  if (errors.length) throw new Error(`search index: ${step}: ${errors.join('; ')}`);
}

/** Indexes out/ and writes out/_search/. Throws (and the build fails) on any indexing error. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  // Pagefind's package is ES modules only; the build's scripts run as CommonJS.
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('create', created.errors);
  const index = created.index!;
  let pages = 0;
  let faq = 0;
  const skipped: string[] = [];
  try {
    for (const page of listPages(outDir)) {
      const html = readFileSync(path.join(outDir, page.file), 'utf8');
      if (isNoindex(html)) {
        skipped.push(page.route);
        continue;
      }
      const added = await index.addHTMLFile({ url: page.route, content: separateBlocks(html) });
      check(page.route, added.errors);
      if (added.file?.uniqueWords) pages += 1;
      for (const record of faqRecords(html)) {
        const type: SearchType = 'faq';
        const custom = await index.addCustomRecord({
          url: `${page.route}#${record.id}`,
          content: record.answer,
          language: 'en',
          meta: { title: record.question },
          filters: { type: [type] },
        });
        check(`${page.route}#${record.id}`, custom.errors);
        faq += 1;
      }
    }
    const target = path.join(outDir, SEARCH_DIR);
    rmSync(target, { recursive: true, force: true });
    check('write', (await index.writeFiles({ outputPath: target })).errors);
    for (const file of UNUSED) rmSync(path.join(target, file), { force: true });
  } finally {
    await pagefind.close();
  }
  return { pages, faq, skipped, ms: performance.now() - started };
}
