/**
 * The rules of the site's stylesheet that one page can use, for the `<style>` its HTML carries
 * (scripts/build/inline-css.ts).
 *
 * A rule is kept when any of its selectors matches an element of the page with its state taken
 * away: pseudo-classes and pseudo-elements without arguments (`:hover`, `:focus-visible`,
 * `::before`, `:first-child`, ...) and the `[open]` attribute are removed before matching, so every
 * hover, focus, open and checked state of an element the page has keeps its rules, whatever the visitor does before the
 * scripts arrive or without them. Functional ones (`:not()`, `:is()`, `:where()`, `:has()`,
 * `:nth-child()`) are matched as written, with the same removal inside. A selector the matcher cannot
 * read is kept. At-rules without selectors (`@property`, `@keyframes`, `@font-face`, `@layer`
 * order) are kept whole; `@media`, `@supports`, `@layer` and `@container` blocks keep what matches
 * inside them, whatever the screen.
 *
 * What is left out is only what no element of the HTML can match: rules for what the scripts add
 * (a toast, a form's error text, `html[data-hydrated]`), for other pages' components, and for
 * utilities this page does not use. The page's loader applies the whole stylesheet before any
 * script runs (scripts/build/defer-scripts.ts), so the browser never renders a state the inline
 * rules lack. Only a page that this brings within the first round trip is cut
 * (fitsFirstRoundTrip, below, decided in scripts/build/postbuild.ts).
 *
 * Contract (scripts/build/step-contract.ts): the page's content is in its HTML as elements, the
 * root layout's `<main id="main">` with elements inside, which is what the rules are matched
 * against. Were Next to send a page's content in React's payload only (rendered by the scripts),
 * the cut would keep the rules of an empty page and the page would paint unstyled: a page whose
 * main content is not in the HTML stops the build naming page-css. It reads the stylesheet (with
 * postcss) whatever its markup and runs only inside inline-css, whose contract is the stylesheet
 * link; e2e/page-css.spec.ts checks which pages are cut.
 */
import { gzipSync } from 'node:zlib';
import postcss, { type ChildNode, type Container } from 'postcss';
import { parseDocument } from 'htmlparser2';
import { selectOne } from 'css-select';
import { isTag, type Document } from 'domhandler';
import { expectMarkup } from './step-contract';

/** A pseudo-class or pseudo-element without arguments, not escaped as part of a class name. */
const STATE = /(?<!\\)::?[a-z-]+(?![a-z-(])/gi;

/**
 * Attributes a visitor or the page's inline scripts change before the whole stylesheet applies:
 * `open`, on a `<details>` a visitor opens and on the first-visit notice, a `<dialog>` its inline
 * script opens while the page is parsed (lib/notice.ts).
 */
const STATE_ATTRIBUTE = /(?<!\\)\[open\]/gi;

function matches(selector: string, dom: Document, cache: Map<string, boolean>): boolean {
  const bare = selector.replace(STATE_ATTRIBUTE, '').replace(STATE, '').trim();
  // `:root`, `::backdrop`, `*::before` and the like: the document itself, always there.
  if (bare === '' || /^[>+~\s]*$/.test(bare)) return true;
  const known = cache.get(bare);
  if (known !== undefined) return known;
  let found: boolean;
  try {
    found = selectOne(bare, dom) !== null;
  } catch {
    found = true;
  }
  cache.set(bare, found);
  return found;
}

/** Removes from a container every rule no element matches (dropEmpty then removes what is left empty). */
function prune(container: Container, dom: Document, cache: Map<string, boolean>) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => matches(selector, dom, cache))) node.remove();
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      /^(media|supports|layer|container|scope|starting-style)$/i.test(node.name)
    ) {
      prune(node, dom, cache);
    }
  });
}

/** `--name` wherever `var(--name` reads it. */
const READ = /var\(\s*(--[\w-]+)/g;

/**
 * Removes the declarations of custom properties that nothing left on the page reads: no kept
 * declaration (followed through the properties that are read, so `--text-xs--line-height` goes
 * with `.text-xs`) and no `style` of the HTML. Most are the theme's values for other pages
 * (`--color-red-700`, `--text-8xl`). `@property` registrations stay, as in the stylesheet.
 */
function pruneUnreadProperties(root: Container, html: string) {
  const declared = new Map<string, string[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (value: string) => {
    for (const [, name] of value.matchAll(READ)) if (!read.has(name)) pending.push(name);
  };
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl.value]);
    } else reads(decl.value);
  });
  reads(html);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of declared.get(name) ?? []) reads(value);
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
}

/**
 * Removes the rules and blocks left empty, innermost first. An emptied `@layer` block stays as the
 * statement `@layer name;`: the stylesheet's layers are ordered where they first appear, and the
 * whole stylesheet applied after the paint must find them in the same order, not add one after
 * `utilities` that would then win over it.
 */
function dropEmpty(container: Container) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule' && node.nodes.length === 0) node.remove();
    else if (node.type === 'atrule' && node.nodes) {
      dropEmpty(node);
      if (node.nodes.length > 0) return;
      if (node.name.toLowerCase() === 'layer')
        node.replaceWith(postcss.atRule({ name: 'layer', params: node.params }));
      else node.remove();
    }
  });
}

/** The root layout's main content (app/layout.tsx), which every page renders its content into. */
export const MAIN_CONTENT = 'main#main';

/** The step's contract on a page it cuts (see above); throws its StepContractError. */
export function expectPageContent(html: string, page: string): void {
  const main = selectOne(MAIN_CONTENT, parseDocument(html));
  expectMarkup(
    main !== null && main.children.some(isTag),
    'page-css',
    page,
    `<main id="main"> with the page's content as elements (what its rules are matched against)`,
  );
}

/** The stylesheet's rules that the page's HTML can use (see above), in their order. */
export function pageRules(css: string, html: string): string {
  const root = postcss.parse(css);
  const dom = parseDocument(html);
  prune(root, dom, new Map());
  pruneUnreadProperties(root, html);
  dropEmpty(root);
  return root.toString();
}

/**
 * The largest document, gzip, that arrives in a new connection's first round trip: TCP's first
 * window (10 segments of 1,460 bytes, as Lighthouse's simulation and most servers use) less the
 * site's response headers (about 1.36 KB, out/_headers). A page is given only its own rules when
 * that brings it within this size; a page that needs a second round trip anyway keeps the whole
 * stylesheet inline, and is spared the style recalculation of applying it after the paint
 * (docs/performance.md, "Third round").
 */
export const FIRST_ROUND_TRIP_HTML_GZ = 14_600 - 1_360;

/** Whether a page's document, gzip, arrives in the first round trip. */
export function fitsFirstRoundTrip(html: string): boolean {
  return gzipSync(html, { level: 9 }).length <= FIRST_ROUND_TRIP_HTML_GZ;
}
