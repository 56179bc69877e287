/**
 * Inlines the site's stylesheet into every exported page, so the first paint waits for the HTML
 * only, not for a second, render-blocking request.
 *
 * Next emits `<link rel="stylesheet" href="/_next/static/chunks/<hash>.css" data-precedence="next">`,
 * which React 19 manages as a stylesheet resource: on hydration it looks the link up by `href`
 * (`link[rel="stylesheet"][href="..."]`) and inserts one if none is found. The step therefore
 * replaces each link by
 *   - a `<style>` with the file's rules that this page's HTML can use (scripts/build/page-css.ts:
 *     two thirds of the stylesheet, 6 of 9.6 KB gzip), what the browser first renders with, and
 *   - the same link with the `disabled` attribute: React finds it and inserts nothing, and a
 *     browser neither fetches nor applies a disabled stylesheet.
 * On a page cut to its own rules, the page's loader links the file itself after the main
 * content's paint and before any script runs (defer-scripts.ts), so the rules for what the scripts
 * render (a toast, an error, an open menu, another page) are there when they are.
 * Next's own `experimental.inlineCss` is not used: it also copies the whole stylesheet into the
 * page's inline flight data, which tripled the size of each page here.
 *
 * Contract (scripts/build/step-contract.ts): every page links the site's stylesheet as Next writes
 * it, `<link rel="stylesheet" href="/_next/static/….css" …/>` (every route renders in the root
 * layout, which imports app/globals.css); a page without one stops the build naming inline-css.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { attribute } from './export-pages';
import { expectPageContent, pageRules } from './page-css';
import { expectMarkup } from './step-contract';

export const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"([^>]*?)\s*\/?>/g;

/** A stylesheet's text, safe inside <style> (no `</style` can end the element early). */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The page with each of Next's stylesheet links inlined; the files are read from outDir. With
 * `pageRulesOnly`, the `<style>` has only the rules the page's HTML can use (marked
 * `data-page-rules`: the loader then applies the whole stylesheet after the paint); without it,
 * the whole stylesheet.
 */
export function inlineStylesheets(
  html: string,
  outDir: string,
  cache = new Map<string, string>(),
  { pageRulesOnly = true, page = 'the page' }: { pageRulesOnly?: boolean; page?: string } = {},
) {
  // A page already inlined (data-inlined-from) has only disabled links left: nothing to do.
  expectMarkup(
    html.includes(' data-inlined-from="') || STYLESHEET_LINK.test(html),
    'inline-css',
    page,
    'stylesheet <link rel="stylesheet" href="/_next/static/….css"/>',
  );
  STYLESHEET_LINK.lastIndex = 0;
  if (pageRulesOnly) expectPageContent(html, page);
  return html.replace(STYLESHEET_LINK, (link, href: string, rest: string) => {
    if (attribute(rest, 'disabled') !== undefined) return link;
    let css = cache.get(href);
    if (css === undefined) {
      const file = path.join(outDir, href);
      expectMarkup(
        existsSync(file),
        'inline-css',
        page,
        `file ${href} in out/ for its stylesheet link`,
      );
      css = readFileSync(file, 'utf8')
        .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
        .trim();
      cache.set(href, css);
    }
    const style = pageRulesOnly
      ? `<style data-inlined-from="${href}" data-page-rules>${styleText(pageRules(css, html))}</style>`
      : `<style data-inlined-from="${href}">${styleText(css)}</style>`;
    return `${style}<link rel="stylesheet" href="${href}"${rest} disabled/>`;
  });
}
