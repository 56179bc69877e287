/**
 * Weighs what each exported page makes a browser load on arrival, gzipped as a host sends it:
 * JavaScript (script chunks + the page's inline scripts + React's payload, inline or in its file),
 * CSS, and the HTML document.
 * Used by the byte-budget test (__tests__/export/budget.test.ts), `npm run budget:update` and the benchmark.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  flightData,
  inlineScripts,
  listPages,
  readPage,
  scriptChunks,
  stylesheets,
  type ExportPage,
} from './export-pages';
import { inlinedMainImage } from './inline-main-image';

export type PageWeight = {
  route: string;
  /** Bytes, gzip level 9. */
  jsGz: number;
  cssGz: number;
  htmlGz: number;
  /**
   * What an editor wrote, on a post's or an opening's page: the gzip size of the article's HTML,
   * as the document carries it twice: in the HTML (articleGz), and escaped as a JavaScript string
   * in React's payload for hydration, an inline script counted in jsGz too (articleScriptGz).
   */
  articleGz: number;
  articleScriptGz: number;
  /**
   * The main image when it is a drawing put in the HTML (scripts/build/inline-main-image.ts): a
   * post's cover or the blog's featured card, chosen by an editor and bounded by INLINE_LIMIT_GZ.
   */
  mainImageGz: number;
  /**
   * On a page given only its own rules (scripts/build/page-css.ts: a page small enough for the
   * first round trip), what the whole stylesheet would have added: a budget holds every page to the
   * whole stylesheet, so an opening or a post that tips a page over that size (and so back to the
   * whole stylesheet) cannot fail it.
   */
  stylesheetSavedGz: number;
  /** What was counted, for messages. */
  chunks: string[];
  sheets: string[];
};

const cache = new Map<string, number>();

export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

function assetGz(outDir: string, urlPath: string): number {
  const file = path.join(outDir, decodeURIComponent(urlPath.split('?')[0]!));
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  if (!existsSync(file)) throw new Error(`weigh: ${urlPath} is referenced but not in ${outDir}`);
  const size = gzipSize(readFileSync(file));
  cache.set(file, size);
  return size;
}

/**
 * The pages made from an editor's file: a post (/blog/<id>) and an opening (/jobs/<slug>). Their
 * budget is their template's: the HTML less the article, whose length is the editor's (bounded by
 * `check:content`'s rules), so a longer post never fails a budget that guards the template.
 */
export function templateOf(route: string): '/blog/[id]' | '/jobs/[slug]' | undefined {
  if (/^\/blog\/(?!page\/)[^/]+$/.test(route)) return '/blog/[id]';
  if (/^\/jobs\/[^/]+$/.test(route)) return '/jobs/[slug]';
  return undefined;
}

/** The article's HTML on a post's or an opening's page (components/blog/ArticleBody.tsx), or ''. */
export function articleHtml(html: string): string {
  // The rendered markdown holds no <div> (GitHub-flavoured markdown through the sanitiser), so the
  // article ends at the first closing tag of one.
  return /<div class="prose-body article-body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
}

/** Text as React's payload carries it inside an inline script: a JSON string, < > & escaped. */
function asScriptString(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

export function weighPage(outDir: string, page: ExportPage): PageWeight {
  const html = readPage(outDir, page);
  const flight = flightData(outDir, html);
  const chunks = scriptChunks(html, flight);
  const sheets = stylesheets(html);
  // React's payload counts where it is read, with the scripts, inline or in its file.
  const inline = [...inlineScripts(html).map((script) => script.content), flight]
    .filter(Boolean)
    .join('\n');
  const jsGz =
    chunks.reduce((sum, chunk) => sum + assetGz(outDir, chunk), 0) +
    (inline ? gzipSize(inline) : 0);
  const cssGz = sheets.reduce((sum, sheet) => sum + assetGz(outDir, sheet), 0);
  const article = templateOf(page.route) ? articleHtml(html) : '';
  const mainImage = inlinedMainImage(html);
  const ownRules = /<style data-inlined-from="([^"]+)" data-page-rules>([\s\S]*?)<\/style>/.exec(
    html,
  );
  const stylesheetSavedGz = ownRules
    ? Math.max(0, assetGz(outDir, ownRules[1]!) - gzipSize(ownRules[2]!))
    : 0;
  return {
    route: page.route,
    jsGz,
    cssGz,
    htmlGz: gzipSize(html),
    articleGz: article ? gzipSize(article) : 0,
    articleScriptGz: article ? gzipSize(asScriptString(article)) : 0,
    mainImageGz: mainImage ? gzipSize(mainImage) : 0,
    stylesheetSavedGz,
    chunks,
    sheets,
  };
}

export function weighExport(outDir: string): PageWeight[] {
  return listPages(outDir).map((page) => weighPage(outDir, page));
}

export const KB = 1024;

export function kb(bytes: number): number {
  return Math.round((bytes / KB) * 10) / 10;
}

/** The committed budget file (perf-budget.json). Sizes in KB (1024 bytes), gzip. */
export type Budget = { js: number; css: number; html: number };
export type BudgetFile = {
  /** No page may load more JavaScript than this, whatever its own entry says. */
  maxJsKB: number;
  /** Added to the measured sizes by `npm run budget:update`. */
  headroom: { jsKB: number; cssKB: number; htmlPercent: number };
  /** Budget of a page that has no entry yet (a page added since the last update). */
  default: Budget;
  /** Every post's and every opening's page: HTML without the article (templateOf). */
  templates: Record<'/blog/[id]' | '/jobs/[slug]', Budget>;
  pages: Record<string, Budget>;
};

/**
 * What a budget holds a page to: its weight with the whole stylesheet inline (stylesheetSavedGz),
 * less what an editor chose, which the content's own
 * limits bound: an inlined main image (a cover: INLINE_LIMIT_GZ), and for a post's or an opening's
 * page the article, taken out of the HTML (both copies) and out of the inline script (its copy
 * there), so the page is held to its template's budget.
 */
export function budgetedWeight(
  weight: Pick<
    PageWeight,
    'route' | 'jsGz' | 'cssGz' | 'htmlGz' | 'articleGz' | 'articleScriptGz'
  > &
    Partial<Pick<PageWeight, 'mainImageGz' | 'stylesheetSavedGz'>>,
): { jsGz: number; cssGz: number; htmlGz: number } {
  const htmlGz = Math.max(
    0,
    weight.htmlGz - (weight.mainImageGz ?? 0) + (weight.stylesheetSavedGz ?? 0),
  );
  if (!templateOf(weight.route)) return { jsGz: weight.jsGz, cssGz: weight.cssGz, htmlGz };
  return {
    jsGz: Math.max(0, weight.jsGz - weight.articleScriptGz),
    cssGz: weight.cssGz,
    htmlGz: Math.max(0, htmlGz - weight.articleGz - weight.articleScriptGz),
  };
}

export function budgetFor(file: BudgetFile, route: string): Budget {
  const template = templateOf(route);
  const own = (template && file.templates?.[template]) || file.pages[route] || file.default;
  return { ...own, js: Math.min(own.js, file.maxJsKB) };
}
