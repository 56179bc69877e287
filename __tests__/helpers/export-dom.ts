/**
 * The static export read from its files, as the CDN serves it, for the tests of what its HTML
 * already says (__tests__/export/, run by scripts/test/test.sh after each export's build with
 * jest.export.config.mjs): a route is answered as scripts/local/serve.ts answers it (/ from
 * index.html, /about from about.html or about/index.html, a file by its own name, anything else
 * 404.html with status 404), and a page's HTML is parsed with jsdom (scripts never run) into a
 * document to query as a browser's DOM would be before any script.
 *
 * The export is out/ (EXPORT_DIR to read another folder); which export it is comes from
 * E2E_EXPORT (real or fixture, scripts/test/spec-exports.ts), as for the browser specs. A test
 * file that imports this module fails when out/ holds no export: never skipped.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../scripts/build/headers-file';
import { exportOfRun } from '../../scripts/test/spec-exports';

export const ROOT = path.resolve(__dirname, '..', '..');
export const OUT_DIR = path.resolve(ROOT, process.env.EXPORT_DIR ?? 'out');
/** The export of this run (E2E_EXPORT, default real). */
export const exportName = exportOfRun();

if (!existsSync(path.join(OUT_DIR, 'index.html')))
  throw new Error(
    `${OUT_DIR} holds no export (index.html): build it first (npm run build); ` +
      'scripts/test/test.sh runs these tests after each export is built',
  );

/** The content types express.static sends (mime-types, which ships no type declarations). */
const { contentType } = createRequire(__filename)('mime-types') as {
  contentType(extension: string): string | false;
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** A route's answer: status, the file it came from, its headers, content type and body. */
export type Served = {
  status: number;
  /** What the export's _headers file sends for the route's path (the server sends those first). */
  headers: Map<string, string>;
  /** The file answering, relative to the export (404.html for an unknown route). */
  file: string;
  contentType: string;
  body: Buffer;
  /** A trailing slash's redirect target (status 308), as the server sends it. */
  location?: string;
};

/** The file of the export that answers a route's path, or undefined when none does. */
export function fileOf(route: string): string | undefined {
  const pathname = decodeURIComponent(new URL(route, 'http://export.invalid').pathname);
  const inside = (file: string) => file.startsWith(OUT_DIR + path.sep) && isFile(file);
  if (pathname === '/') return 'index.html';
  if (!path.extname(pathname)) {
    const page = path.join(OUT_DIR, `${pathname}.html`);
    if (inside(page)) return path.relative(OUT_DIR, page);
    const folderIndex = path.join(OUT_DIR, pathname, 'index.html');
    if (inside(folderIndex)) return path.relative(OUT_DIR, folderIndex);
  }
  const file = path.join(OUT_DIR, pathname);
  return inside(file) ? path.relative(OUT_DIR, file) : undefined;
}

/**
 * A route answered as the local server (and the hosts) answer it: the _headers file's headers
 * for its path, among them a Content-Type that the file's own type does not override; the
 * 404 page as HTML.
 */
export function serve(route: string): Served {
  const { pathname, search } = new URL(route, 'http://export.invalid');
  const headers = headersFor(headersFile(), pathname);
  if (pathname.length > 1 && pathname.endsWith('/'))
    return {
      status: 308,
      headers,
      file: '',
      contentType: '',
      body: Buffer.alloc(0),
      location: pathname.replace(/\/+$/, '') + search,
    };
  const file = fileOf(route);
  const answer = file ?? '404.html';
  const setType = [...headers].find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return {
    status: file ? 200 : 404,
    headers,
    file: answer,
    contentType: !file
      ? 'text/html; charset=utf-8'
      : (setType ?? (contentType(path.extname(answer)) || 'application/octet-stream')),
    body: readFileSync(path.join(OUT_DIR, answer)),
  };
}

/** A route's body as text (UTF-8). */
export function text(route: string): string {
  return serve(route).body.toString('utf8');
}

/** An exported page: its answer, its HTML and its document. */
export type ExportPage = Served & { html: string; document: Document };

const pages = new Map<string, ExportPage>();

/** A route's page, parsed once per test file (no script of it runs). */
export function page(route: string): ExportPage {
  let found = pages.get(route);
  if (!found) {
    const served = serve(route);
    const html = served.body.toString('utf8');
    found = { ...served, html, document: new JSDOM(html).window.document };
    pages.set(route, found);
  }
  return found;
}

/** An XML file of the export (the sitemap, a feed), parsed; a parse error throws. */
export function xml(route: string): Document {
  const document = new JSDOM(text(route), { contentType: 'text/xml' }).window.document;
  return document;
}

/** The text of an element as Playwright's toHaveText and toContainText read it: whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The content of a page's <meta name=…> (or property=…), null when it has none. */
export function meta(document: Document, name: string): string | null {
  return (
    document
      .querySelector(`meta[name="${name}"], meta[property="${name}"]`)
      ?.getAttribute('content') ?? null
  );
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLd(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

/** The JSON-LD nodes of a page, flattened out of their graphs. */
export function ldNodes(document: Document): Array<Record<string, unknown>> {
  return jsonLd(document).flatMap(
    (node) => (node as { '@graph'?: unknown[] })['@graph'] ?? [node],
  ) as Array<Record<string, unknown>>;
}

/**
 * The regions of a page named `name`, as Playwright's `getByRole('region', { name, exact: true })`
 * finds them: a <section> (or role="region") named by the element its aria-labelledby points to,
 * or by its aria-label.
 */
export function regions(document: Document, name: string): Element[] {
  return [...document.querySelectorAll('section, [role="region"]')].filter((element) => {
    const by = element.getAttribute('aria-labelledby');
    const label = by
      ? by
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id)))
          .join(' ')
      : (element.getAttribute('aria-label') ?? '');
    return (by || element.hasAttribute('aria-label')) && label.trim() === name;
  });
}

/** The one region of a page named `name` (regions); a page with none or several throws. */
export function region(document: Document, name: string): Element {
  const found = regions(document, name);
  if (found.length !== 1) throw new Error(`${found.length} regions named "${name}"`);
  return found[0];
}

/**
 * The links in `scope` whose accessible name (aria-label, else their text) holds `name`, as
 * Playwright's `getByRole('link', { name })` finds them (case and spacing aside).
 */
export function linksNamed(scope: ParentNode, name: string): HTMLAnchorElement[] {
  const wanted = name.replace(/\s+/g, ' ').trim().toLowerCase();
  return [...scope.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) =>
    (link.getAttribute('aria-label') ?? textOf(link)).toLowerCase().includes(wanted),
  );
}

let rules: HeaderRule[] | undefined;

/** The rules of the export's _headers file, in order (read once). */
export function headersFile(): HeaderRule[] {
  rules ??= parseHeadersFile(readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'));
  return rules;
}

/** Jest's matchers, each failure led by `label`. */
function labelled<M extends object>(matchers: M, label: string): M {
  return new Proxy(matchers, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function')
        return (...args: unknown[]) => {
          try {
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          } catch (error) {
            if (error instanceof Error) error.message = `${label}\n\n${error.message}`;
            throw error;
          }
        };
      // .not, .resolves, .rejects: their matchers are labelled too.
      return value && typeof value === 'object' ? labelled(value, label) : value;
    },
  });
}

/**
 * Jest's expect, taking as Playwright's does a label that leads its failure
 * (`expect(description.length, route)`): the tests moved from the browser specs keep naming
 * the page or file that failed.
 */
export const expectOf: (<T>(actual: T, label?: string) => jest.JestMatchers<T>) & jest.Expect =
  Object.assign(
    <T>(actual: T, label?: string) =>
      label === undefined ? expect(actual) : labelled(expect(actual), label),
    expect,
  );
