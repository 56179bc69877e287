/**
 * The pages the SEO, accessibility, CSP and no-JS suites visit: the page records' routes, the blog posts the
 * export contains (found at test time in out/blog/, so the suites follow the blog as it grows),
 * and the 404 page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contactCta,
  footerColumns,
  headerLinks,
  routes,
  servicesMenu,
} from '../content/navigation';
import { site } from '../content/site';
import { listPages } from '../scripts/build/export-pages';

// The export in out/, or the snapshot of one the Jest tests of its files read (EXPORT_DIR,
// scripts/test/test.sh).
const outDir = path.resolve(__dirname, '..', process.env.EXPORT_DIR ?? 'out');

/** The names of the pages exported in a folder of out/ (<folder>/<name>.html), sorted. */
function exported(folder: string): string[] {
  const dir = path.join(outDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
}

/** The ids of the exported blog posts (out/blog/<id>.html), sorted. */
export function exportedPostIds(): string[] {
  return exported('blog');
}

/**
 * The exported pages of open roles (/jobs/<slug>) and of the blog list past the first
 * (/blog/page/<n>; /blog/page/1 is /blog under another address, so it is not listed).
 */
export function exportedListedPages(): string[] {
  return [
    ...exported('jobs').map((slug) => `/jobs/${slug}`),
    ...exported('blog/page')
      .filter((n) => n !== '1')
      .map((n) => `/blog/page/${n}`),
  ];
}

/** The routes plus the first exported post, when there is one. */
export function pagesWithOnePost(): string[] {
  const [first] = exportedPostIds();
  return [...routes, ...(first ? [`/blog/${first}`] : [])];
}

export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * The site's pages as a visitor asks for them: each HTML file of out/ at its clean URL
 * (scripts/build/export-pages.ts, which leaves out the editor at /admin, a bundle with its own
 * policy), and the 404 page at a path that does not exist. Read from out/ when the suite loads:
 * a page added later is in it without anyone listing it.
 */
export function sitePages(): string[] {
  if (!existsSync(outDir)) return [];
  return listPages(outDir)
    .map((page) => (page.route === '/404' ? NOT_FOUND_PATH : page.route))
    .sort();
}

/** Attributes whose value a browser fetches (or submits to): a policy's fetch and form directives. */
const FETCHED = new Set([
  'src',
  'href',
  'srcset',
  'imagesrcset',
  'action',
  'formaction',
  'poster',
  'data',
]);
const TAG = /<([a-zA-Z][\w-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** Where a fetched URL goes, as a policy's source list tells origins apart ('self' when relative). */
function originOf(url: string): string {
  const value = url.trim();
  if (/^(data|blob|javascript|mailto|tel):/i.test(value)) return value.split(':')[0].toLowerCase();
  if (/^(https?:)?\/\//i.test(value)) return new URL(value, 'https://self.invalid').origin;
  return "'self'";
}

/**
 * What a page is to a Content-Security-Policy, whatever its words: each kind of element it has,
 * with the names of its attributes (a `style` or an `on…` handler included), and the origins of
 * what it loads or submits to. The contents of its scripts and styles are left out: their hashes
 * are checked on every page from the files (__tests__/export/csp.test.ts). Two pages of one shape
 * run the same chunks on the same kinds of elements and fetch from the same places (two posts of
 * one template, two pages of the blog list): a browser shows the same of both.
 */
export function pageShape(html: string): string {
  const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  const parts = new Set<string>();
  for (const [, tag, attributes] of markup.matchAll(TAG)) {
    const name = tag.toLowerCase();
    const names: string[] = [];
    for (const [, attribute, ...values] of attributes.matchAll(ATTRIBUTE)) {
      const key = attribute.toLowerCase();
      names.push(key);
      const value = values.find((v) => v !== undefined);
      if (name === 'a' || !FETCHED.has(key) || value === undefined) continue;
      const urls = key.endsWith('srcset')
        ? value.split(',').map((c) => c.trim().split(/\s+/)[0])
        : [value];
      for (const url of urls) if (url) parts.add(`${name}[${key}] ${originOf(url)}`);
    }
    parts.add(`${name}(${[...new Set(names)].sort().join(' ')})`);
  }
  return [...parts].sort().join('\n');
}

/**
 * The site's pages (sitePages), one of each shape (pageShape: the first in route order), and the
 * 404 page: what a tour of the policy in force needs to see. The fixture export's 100 generated
 * posts are one shape; a post with a table or an image from another host is a shape of its own.
 */
export function pagesOfEachShape(dir = outDir): string[] {
  if (!existsSync(dir)) return [];
  const byShape = new Map<string, string>();
  for (const page of listPages(dir)) {
    if (page.route === '/404') continue;
    const shape = pageShape(readFileSync(path.join(dir, page.file), 'utf8'));
    if (!byShape.has(shape)) byShape.set(shape, page.route);
  }
  return [...byShape.values(), NOT_FOUND_PATH].sort();
}

/** Every page of the export as a visitor asks for it: the site's pages and the editor's under /admin. */
export function exportedPages(): string[] {
  if (!existsSync(outDir)) return [];
  const editor = listPages(path.join(outDir, 'admin')).map(
    (page) => `/admin${page.route === '/' ? '' : page.route}`,
  );
  return [...sitePages(), ...editor].sort();
}

/**
 * The words of the header's (or the footer's) link to `href` (content/navigation.ts): the specs
 * find a menu's link by the words an editor gave it, never by a copy of them.
 */
export function menuName(href: string, menu: 'header' | 'footer' = 'header'): string {
  const links =
    menu === 'header'
      ? [...servicesMenu, ...headerLinks, contactCta]
      : footerColumns.flatMap((column) => column.links);
  const link = links.find((entry) => entry.href === href);
  if (!link) throw new Error(`no link of the ${menu} goes to ${href} (content/navigation.ts)`);
  return link.name;
}

/** The header logo's accessible name: the short name, then the word the logo sets under it. */
// copy-literals: "Staffing" is the logo's own word (components/ui/Logo.tsx), not content/
export const LOGO_NAME = `${site.shortName} Staffing`;

/**
 * Words the components write themselves, not content/ (so not an editor's): the header's Services
 * button (components/layout/ServicesMenu.tsx) and the blog list's heading (BlogList.tsx).
 */
// copy-literals: the Services button's label is the header's own
export const SERVICES_BUTTON = 'Services';
// copy-literals: the blog list's heading is its component's own
export const BLOG_HEADING = 'Blog';

/** The company pages (the home page, about, work, the supplier and public-sector pages, the privacy policy): their facts are read from the export's files and their main regions by axe. */
export const COMPANY_ROUTES = [
  '/',
  '/about',
  '/work',
  '/diverse-supplier',
  '/public-sector',
  '/privacy-policy',
] as const;
