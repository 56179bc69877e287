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
 *
 * Contract (scripts/build/step-contract.ts): every page it indexes carries its indexed body
 * (`data-pagefind-body`, the layout's <main>) in its HTML, and a page marking an FAQ list
 * (`data-search-faq`) has its questions as `<details id>` in it. Pagefind indexes only the pages
 * with a body once any page has one, so a page that lost it (a change in how Next renders the
 * layout, or the attribute) would drop out of the search without a word; an FAQ list written
 * otherwise would give no question a record. Either stops the build naming search-index.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { textContent } from 'domutils';
import {
  FAQ_LIST,
  FAQ_LIST_SELECTOR,
  INDEXED_BODY,
  type SearchType,
} from '../../lib/search/markup';
import { SEARCH_DIR } from '../../lib/search/paths';
import { attribute, listPages } from './export-pages';
import { expectMarkup } from './step-contract';

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

/** The step's contract on a page it indexes (see above); throws its StepContractError. */
export function expectSearchMarkup(html: string, page: string): void {
  const document = parseDocument(html);
  expectMarkup(
    selectOne(`[${BODY_ATTRIBUTE}]`, document) !== null,
    'search-index',
    page,
    `element with ${BODY_ATTRIBUTE} (the indexed body, the layout's <main>)`,
  );
  if (selectOne(`[${FAQ_ATTRIBUTE}]`, document) !== null)
    expectMarkup(
      selectAll(FAQ_LIST_SELECTOR, document).length > 0,
      'search-index',
      page,
      `question (${FAQ_LIST_SELECTOR}) in its FAQ list`,
    );
}

const BODY_ATTRIBUTE = Object.keys(INDEXED_BODY)[0]!;
const FAQ_ATTRIBUTE = Object.keys(FAQ_LIST).find((name) => name.startsWith('data-search'))!;

export type SearchIndexReport = { pages: number; faq: number; skipped: string[]; ms: number };

function check(step: string, errors: string[]) {
  if (errors.length) throw new Error(`search index: ${step}: ${errors.join('; ')}`);
}

/** Indexes out/ and writes out/_search/. Throws (and the build fails) on any indexing error. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  // Every page is read and its markup checked before the indexer starts: a broken contract stops
  // the build before anything is written.
  const skipped: string[] = [];
  const indexed: Array<{ route: string; html: string }> = [];
  for (const page of listPages(outDir)) {
    const html = readFileSync(path.join(outDir, page.file), 'utf8');
    if (isNoindex(html)) {
      skipped.push(page.route);
      continue;
    }
    expectSearchMarkup(html, page.file);
    indexed.push({ route: page.route, html });
  }
  // Pagefind's package is ES modules only; the build's scripts run as CommonJS.
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('create', created.errors);
  const index = created.index!;
  let pages = 0;
  let faq = 0;
  try {
    for (const { route, html } of indexed) {
      const added = await index.addHTMLFile({ url: route, content: separateBlocks(html) });
      check(route, added.errors);
      if (added.file?.uniqueWords) pages += 1;
      for (const record of faqRecords(html)) {
        const type: SearchType = 'faq';
        const custom = await index.addCustomRecord({
          url: `${route}#${record.id}`,
          content: record.answer,
          language: 'en',
          meta: { title: record.question },
          filters: { type: [type] },
        });
        check(`${route}#${record.id}`, custom.errors);
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
