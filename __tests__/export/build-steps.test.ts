/**
 * The export as built: every post-build step that rewrites Next's output took effect on every
 * page it applies to (scripts/build/postbuild.ts; each step's contract is in its header). A step
 * whose markup Next stopped writing stops the build (scripts/build/step-contract.ts); this checks
 * the other side, that what each step leaves is on every page.
 * Which pages page-css cuts to their own rules: e2e/page-css.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePolicy, inlineScriptHashes, metaPolicy } from '../../scripts/build/csp';
import {
  CHUNK_SCRIPT,
  FLIGHT_PREFIX,
  FLIGHT_SCRIPT,
  LOADER,
  MANIFEST_LINK,
} from '../../scripts/build/defer-scripts';
import { attribute, listPages, stylesheets } from '../../scripts/build/export-pages';
import { STYLESHEET_LINK } from '../../scripts/build/inline-css';
import {
  INLINE_LIMIT_GZ,
  MAIN_IMAGE,
  mustHaveMainImage,
} from '../../scripts/build/inline-main-image';
import { gzipSync } from 'node:zlib';
import { expectOf as expect, OUT_DIR } from '../helpers/export-dom';

const outDir = OUT_DIR;
const pages = listPages(outDir).map((page) => ({
  ...page,
  html: readFileSync(path.join(outDir, page.file), 'utf8'),
}));
const count = (html: string, pattern: RegExp) =>
  [...html.matchAll(new RegExp(pattern.source, 'g'))].length;
const loaderOf = (html: string) => /<script ([^>]*data-scripts="[^"]*")>/.exec(html)?.[1] ?? '';
const json = (value: string | undefined) =>
  JSON.parse((value ?? '[]').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[];

test('the export has pages to check', () => {
  expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/', '/404']));
});

test('inline-css: every page carries its stylesheet inline and fetches none', () => {
  for (const { file, html } of pages) {
    expect(count(html, /<style data-inlined-from="\/_next\/static\/[^"]+\.css"/), file).toBe(1);
    expect(stylesheets(html), `${file} still fetches a stylesheet`).toEqual([]);
    // React finds the disabled link on hydration and inserts no second stylesheet.
    for (const link of html.matchAll(new RegExp(STYLESHEET_LINK.source, 'g')))
      expect(attribute(link[2]!, 'disabled'), `${file}: ${link[0]}`).toBe('');
  }
});

test('page-css: a cut page has its loader apply the whole stylesheet before any script', () => {
  for (const { file, html } of pages) {
    const styles = json(attribute(loaderOf(html), 'data-styles'));
    const cutFrom = [...html.matchAll(/<style data-inlined-from="([^"]+)" data-page-rules>/g)];
    expect(styles, file).toEqual(cutFrom.map((match) => match[1]!));
    for (const href of styles) expect(existsSync(path.join(outDir, href)), href).toBe(true);
  }
});

test('defer-scripts: no page starts a chunk before its loader, which ends <body>', () => {
  for (const { file, html } of pages) {
    expect(count(html, CHUNK_SCRIPT), `${file} has chunk scripts left`).toBe(0);
    const loader = loaderOf(html);
    expect(loader, `${file} has no loader`).not.toBe('');
    expect(html, file).toContain(`${LOADER}</script></body>`);
    const chunks = json(attribute(loader, 'data-scripts'));
    expect(chunks.length, file).toBeGreaterThan(0);
    for (const chunk of chunks) expect(existsSync(path.join(outDir, chunk)), chunk).toBe(true);
  }
});

test("flight-data: every page's React payload is in the file its loader fetches", () => {
  for (const { file, html } of pages) {
    expect(count(html, FLIGHT_SCRIPT), `${file} still inlines its payload`).toBe(0);
    const url = attribute(loaderOf(html), 'data-flight');
    expect(url, file).toMatch(new RegExp(`^${FLIGHT_PREFIX}[\\w-]+\\.json$`));
    const entries = JSON.parse(readFileSync(path.join(outDir, url!), 'utf8')) as unknown[];
    expect(entries.length, file).toBeGreaterThan(1);
  }
});

test('manifest-link: no page links the manifest before React hydrates its head', () => {
  for (const { file, html } of pages) expect(MANIFEST_LINK.test(html), file).toBe(false);
});

test('inline-main-image: every post with a small drawn cover carries it in the page', () => {
  const posts = pages.filter((page) => mustHaveMainImage(page.file));
  expect(posts.length).toBeGreaterThan(0);
  for (const { file, html } of posts) {
    const images = [...html.matchAll(new RegExp(MAIN_IMAGE.source, 'g'))];
    expect(images.length, file).toBeGreaterThan(0);
    for (const [, attributes] of images) {
      const src = attribute(attributes!, 'src')!;
      if (src.startsWith('data:')) continue;
      // Left as a file: a photo, or a drawing past the limit.
      if (src.endsWith('.svg')) {
        const svg = readFileSync(path.join(outDir, decodeURIComponent(src)));
        expect(gzipSync(svg, { level: 9 }).length, `${file}: ${src}`).toBeGreaterThan(
          INLINE_LIMIT_GZ,
        );
      }
    }
  }
});

test('csp: every page carries its policy before any script, with every inline script hashed', () => {
  for (const { file, html } of pages) {
    const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(at, file).toBeGreaterThan(0);
    expect(html.slice(0, at), file).not.toContain('<script');
    const scriptSrc = parsePolicy(metaPolicy(html)!).get('script-src') ?? [];
    for (const hash of inlineScriptHashes(html)) expect(scriptSrc, file).toContain(hash);
  }
});
