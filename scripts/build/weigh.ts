/**
 * Weighs what each exported page makes a browser load on arrival, gzipped as a host sends it:
 * JavaScript (script chunks + the page's inline scripts), CSS, and the HTML document.
 * Used by the byte-budget test (e2e/budget.spec.ts), `npm run budget:update` and the benchmark.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  inlineScripts,
  listPages,
  readPage,
  scriptChunks,
  stylesheets,
  type ExportPage,
} from './export-pages';

export type PageWeight = {
  route: string;
  /** Bytes, gzip level 9. */
  jsGz: number;
  cssGz: number;
  htmlGz: number;
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

export function weighPage(outDir: string, page: ExportPage): PageWeight {
  const html = readPage(outDir, page);
  const chunks = scriptChunks(html);
  const sheets = stylesheets(html);
  const inline = inlineScripts(html)
    .map((script) => script.content)
    .join('\n');
  const jsGz = chunks.reduce((sum, chunk) => sum + assetGz(outDir, chunk), 0) + (inline ? gzipSize(inline) : 0);
  const cssGz = sheets.reduce((sum, sheet) => sum + assetGz(outDir, sheet), 0);
  return { route: page.route, jsGz, cssGz, htmlGz: gzipSize(html), chunks, sheets };
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
  pages: Record<string, Budget>;
};

export function budgetFor(file: BudgetFile, route: string): Budget {
  const own = file.pages[route] ?? file.default;
  return { ...own, js: Math.min(own.js, file.maxJsKB) };
}
