/**
 * The exported pages of out/: every HTML file, the request paths it answers, and what it makes a
 * browser load (inline scripts, script chunks, stylesheets). Shared by the post-build header
 * step, the byte-budget test and the benchmark, so all three see the same pages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expectMarkup } from './step-contract';

export type ExportPage = {
  /** The request path a visitor uses: `/`, `/about`, `/blog/devops-as-service`; `/404` for 404.html. */
  route: string;
  /** Path of the HTML file relative to out/, with forward slashes. */
  file: string;
  /** Request paths that are answered with this file (clean URL and the .html name). */
  paths: string[];
};

function walk(dir: string, base: string, found: string[]) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const rel = base ? `${base}/${entry}` : entry;
    if (statSync(full).isDirectory()) {
      // Next's chunks, and the editor at /admin: not a page of the site (its own bundle, policy
      // and headers; scripts/build/admin.ts), so no page list, budget or page policy counts it.
      if (rel === '_next' || rel === 'admin') continue;
      walk(full, rel, found);
    } else if (entry.endsWith('.html')) {
      found.push(rel);
    }
  }
}

/** The pages every export has, as Next names a route's HTML (`/` as index.html, the 404 page). */
export const EXPORT_PAGES = ['index.html', '404.html'] as const;

/**
 * The export's own contract, checked before any step rewrites it: Next wrote the home page and the
 * 404 page under the names the steps and the hosts read (`<route>.html`, out/404.html). A missing
 * one means the export is incomplete or Next names its pages otherwise: the build stops, naming
 * the step `export`.
 */
export function expectExport(outDir: string): void {
  for (const file of EXPORT_PAGES)
    expectMarkup(
      existsSync(path.join(outDir, file)),
      'export',
      'out/',
      `${file} (the export is incomplete)`,
    );
}

/** Every exported HTML page of outDir, sorted by route. */
export function listPages(outDir: string): ExportPage[] {
  const files: string[] = [];
  walk(outDir, '', files);
  return files
    .map((file): ExportPage => {
      if (file === 'index.html') return { route: '/', file, paths: ['/', '/index.html'] };
      const clean = `/${file.replace(/\.html$/, '')}`;
      const route = clean.endsWith('/index') ? clean.slice(0, -'/index'.length) : clean;
      return { route, file, paths: [route, `/${file}`] };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export type InlineScript = { attributes: string; content: string };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Script types a browser executes; anything else (JSON-LD, importmap excepted) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** An attribute's value in a tag's attribute text: '' when present without a value, undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?=[\\s/]|$)`, 'i').test(attributes) ? '' : undefined;
}

/**
 * The inline scripts of an HTML document that a browser would execute, and so the policy must
 * allow by hash. Scripts with a src, and data blocks such as application/ld+json, are left out.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', content = ''] = match;
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push({ attributes, content });
  }
  return scripts;
}

/**
 * Same-origin script chunks an HTML page makes a modern browser load: every <script src>
 * (except the noModule polyfill modern browsers skip) and every chunk the page's inline
 * bootstrap and flight data name, which the runtime loads during hydration. `flight` is the
 * page's payload when it is in a file of its own (flightData).
 */
export function scriptChunks(html: string, flight = ''): string[] {
  const skipped = new Set<string>();
  const chunks = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src === undefined) continue;
    if (attribute(attributes, 'nomodule') !== undefined) skipped.add(src);
    else if (src.startsWith('/')) chunks.add(src);
  }
  for (const match of `${html}\n${flight}`.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) {
    if (!skipped.has(match[0])) chunks.add(match[0]);
  }
  return [...chunks].sort();
}

/** Same-origin stylesheets the page makes a browser fetch (a `disabled` link fetches nothing). */
export function stylesheets(html: string): string[] {
  const sheets = new Set<string>();
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if ((attribute(attributes, 'rel') ?? '').toLowerCase() !== 'stylesheet') continue;
    if (attribute(attributes, 'disabled') !== undefined) continue;
    const href = attribute(attributes, 'href');
    if (href?.startsWith('/')) sheets.add(href.split('?')[0]!);
  }
  return [...sheets].sort();
}

/** A value safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * React's payload for a page whose loader fetches it from a file (scripts/build/defer-scripts.ts,
 * moveFlightData): the file's text, or '' when the page still carries it inline.
 */
export function flightData(outDir: string, html: string): string {
  const url = /<script [^>]*?data-flight="([^"]+)"/.exec(html)?.[1];
  return url ? readFileSync(path.join(outDir, url), 'utf8') : '';
}

export function readPage(outDir: string, page: ExportPage): string {
  return readFileSync(path.join(outDir, page.file), 'utf8');
}
