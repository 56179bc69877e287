/**
 * Starts the page's JavaScript after its main content has been painted.
 *
 * Next writes its chunks as `<script src async>` tags in <head> (and a low-priority preload for
 * some), so a browser requests the whole runtime while the document itself is still arriving, and
 * runs each chunk the moment it lands, ahead of the first paint. The page is complete without
 * them (every route is pre-rendered HTML with its styles inline); they only make it interactive.
 *
 * This step moves those chunk URLs into one small inline loader at the end of <body>, which
 * inserts the same scripts, `async` as before, once the browser reports (Paint Timing and Element
 * Timing, presentation times) that the first contentful paint is on screen and so is every
 * displayed image marked `elementtiming` (the page's main image: a post's cover, the blog's featured
 * card; components/ui/image-loading.ts). Waiting for one frame was not enough: an image that
 * had arrived was often painted a frame or two later, after the chunks had started downloading and
 * running, and its paint then waited for them (a post's cover painted 250 ms to 1.1 s after the
 * first paint; docs/performance.md). Where those entry types are missing the loader waits for the
 * next frame, as before. Once those paints are reported it waits two animation frames more, so the
 * frame that shows the whole parsed page (the hero's text, when the first paint had only the
 * header and the notice) has been drawn before any chunk is requested. A background tab, where
 * nothing is painted, loads them at once; and
 * three seconds after the loader ran it starts them whatever it has seen (a main image that is
 * slow or never arrives does not keep the page from becoming interactive). Scripts the browser skips
 * anyway (`noModule`) are left alone.
 *
 * When it starts, the loader first gives the chunks what the post-build step took out of the HTML
 * (docs/performance.md, "Third round"): React's payload (moveFlightData, below) and, on a page
 * whose `<style>` was cut to the rules its HTML uses so that it fits a new connection's first
 * round trip, the whole stylesheet; the chunks download meanwhile and run once these are in.
 *
 * Contract (scripts/build/step-contract.ts), on every page, for every page hydrates:
 * - defer-scripts: Next's chunk tags `<script src="/_next/static/….js" async="">` and `</body>`;
 * - flight-data: React's payload scripts, `(self.__next_f=…).push(…)` / `self.__next_f.push(…)`;
 * - manifest-link: `<link rel="manifest" href="…"/>`, which Next writes from app/manifest.ts.
 * A page without them stops the build naming the step.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { escapeAttribute } from './export-pages';
import { expectMarkup } from './step-contract';

/** The one loader every page carries (identical text, so one hash in the CSP). */
export const LOADER =
  '(function(d,w){var s=d.currentScript,l=JSON.parse(s.getAttribute("data-scripts")),P=w.PerformanceObserver,' +
  'T=P&&P.supportedEntryTypes||[],started=0;' +
  'function run(){l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
  // Before the chunks run, what they need: on a page cut to its own rules (inline-css.ts), the
  // whole stylesheet (data-styles) linked behind them, and React's payload in a file
  // of its own (moveFlightData), pushed into self.__next_f, where Next's start-up reads it. The chunks
  // download meanwhile (preload). A stylesheet that fails still lets them run; a lost payload does
  // not (the page stays as its HTML was written, like a page whose chunks did not arrive).
  'function go(){if(started)return;started=1;var f=s.getAttribute("data-flight"),' +
  'k=JSON.parse(s.getAttribute("data-styles")||"[]"),n=k.length+(f?1:0);' +
  'function one(){if(--n===0)run()}' +
  'if(!n)return run();' +
  'l.forEach(function(u){var e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;d.head.appendChild(e)});' +
  'k.forEach(function(u){var c=d.createElement("link");c.rel="stylesheet";c.href=u;c.onload=c.onerror=one;d.head.appendChild(c)});' +
  'if(f)w.fetch(f).then(function(r){if(!r.ok)throw Error(f+": "+r.status);return r.json()}).then(function(a){' +
  'var q=w.__next_f=w.__next_f||[];a.forEach(function(x){q.push(x)});one()}).catch(function(e){var c=w.console;c&&c.error(e)})}' +
  'if(d.visibilityState!=="visible"||!w.requestAnimationFrame)return go();' +
  'if(T.indexOf("paint")===-1||T.indexOf("element")===-1)return w.requestAnimationFrame(function(){setTimeout(go,0)});' +
  // The images to wait for: marked, and displayed (a hidden one is never painted).
  'var m=[].filter.call(d.querySelectorAll("img[elementtiming]"),function(i){return i.getClientRects().length>0}),n=m.length+1,' +
  'o=new P(function(x){x.getEntries().forEach(function(e){var i=m.indexOf(e.element);if(i>=0)m[i]=null;' +
  // Then one more frame: the one that shows everything parsed before the loader ran (the first
  // paint can come while the parser is still at the top of the page, with the notice but without
  // the hero's text, the largest paint of a page without a main image).
  'if((i>=0||e.name==="first-contentful-paint")&&--n===0){o.disconnect();' +
  'w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})}})});' +
  'o.observe({type:"paint",buffered:true});o.observe({type:"element",buffered:true});' +
  'setTimeout(go,3000)})(document,window)';

const PAGE_RULES_STYLE = /<style data-inlined-from="([^"]+)" data-page-rules>/g;
export const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The page with Next's chunk scripts loaded after the first paint; on a page cut to its own rules,
 * the loader first links the whole stylesheet.
 */
export function deferScripts(html: string, name = 'the page'): string {
  if (html.includes('data-scripts=')) return html;
  const scripts: string[] = [];
  let page = html.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    if (!scripts.includes(src)) scripts.push(src);
    return '';
  });
  page = page.replace(CHUNK_PRELOAD, (tag, href: string) => (scripts.includes(href) ? '' : tag));
  expectMarkup(
    scripts.length > 0,
    'defer-scripts',
    name,
    'chunk <script src="/_next/static/….js" async="">',
  );
  // The whole stylesheet behind each <style> that inline-css.ts cut to the page's rules.
  const styles = [...page.matchAll(PAGE_RULES_STYLE)].map((match) => match[1]!);
  const loader = `<script${styles.length ? ` data-styles="${escapeAttribute(JSON.stringify(styles))}"` : ''} data-scripts="${escapeAttribute(JSON.stringify(scripts))}">${LOADER}</script>`;
  const end = page.lastIndexOf('</body>');
  expectMarkup(end >= 0, 'defer-scripts', name, '</body>');
  return `${page.slice(0, end)}${loader}${page.slice(end)}`;
}

export const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\/>/;

/**
 * The page without what Chrome fetches at its `load` event that the first paint does not need:
 * the web manifest's link (Chrome fetches the manifest, and then its icon, to see whether the site
 * can be installed). This page's `load` comes before its main content is painted (nothing holds
 * it: the stylesheet is inline, the chunks start later), so those two requests ended before the
 * largest paint and Lighthouse's simulation added their round trip to its LCP (docs/performance.md).
 * React adds the link back when it hydrates the head (Next renders it from app/manifest.ts), after
 * the main content's paint. Only installing the site reads it, so what is lost is installing it
 * from a browser with scripts turned off.
 */
export function deferLoadTimeFetches(html: string, name = 'the page'): string {
  expectMarkup(MANIFEST_LINK.test(html), 'manifest-link', name, '<link rel="manifest" href="…"/>');
  return html.replace(MANIFEST_LINK, '');
}

/** Next's inline scripts that carry React's payload: `(self.__next_f=...).push([0])`, `self.__next_f.push([1,"..."])`. */
export const FLIGHT_SCRIPT =
  /<script>((?:\(self\.__next_f=|self\.__next_f\.push\()[\s\S]*?)<\/script>/g;

/** Where a page's payload is written: content-addressed, so it is cached like the chunks. */
export const FLIGHT_PREFIX = '/_next/static/flight/';

/**
 * The page with React's payload (the "flight" data Next inlines as `self.__next_f.push(...)`
 * scripts, 7–12 KB gzip, most of it a second copy of the page's text) moved to a file the loader
 * fetches when it starts the chunks: only hydration reads it, and in the HTML it made every page
 * too large for the first round trip of a new connection (docs/performance.md). The entries are
 * kept exactly, in order: the scripts are run in a sandbox that records what they push, and the
 * loader pushes the same values before any chunk runs. Run after deferScripts, whose loader
 * fetches the file; idempotent: a page already moved names its file (`data-flight`).
 */
export function moveFlightData(html: string, outDir: string, name = 'the page'): string {
  const loaderTag = ' data-scripts="';
  if (html.includes(' data-flight="')) return html;
  expectMarkup(html.includes(loaderTag), 'flight-data', name, 'loader (run defer-scripts first)');
  const entries: unknown[] = [];
  const page = html.replace(FLIGHT_SCRIPT, (_script, code: string) => {
    runInNewContext(code, { self: { __next_f: entries } });
    return '';
  });
  expectMarkup(
    entries.length > 0,
    'flight-data',
    name,
    'React payload <script>self.__next_f.push(…)</script>',
  );
  const data = JSON.stringify(entries);
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 16);
  const url = `${FLIGHT_PREFIX}${hash}.json`;
  mkdirSync(path.join(outDir, FLIGHT_PREFIX), { recursive: true });
  writeFileSync(path.join(outDir, url), data);
  return page.replace(loaderTag, ` data-flight="${url}"${loaderTag}`);
}
