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
 */
import { escapeAttribute } from './export-pages';

/** The one loader every page carries (identical text, so one hash in the CSP). */
export const LOADER =
  '(function(d,w){var s=d.currentScript,l=JSON.parse(s.getAttribute("data-scripts")),P=w.PerformanceObserver,' +
  'T=P&&P.supportedEntryTypes||[],started=0;' +
  'function go(){if(started)return;started=1;l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
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

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** The page with Next's chunk scripts loaded after the first paint. */
export function deferScripts(html: string): string {
  if (html.includes('data-scripts=')) return html;
  const scripts: string[] = [];
  let page = html.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    if (!scripts.includes(src)) scripts.push(src);
    return '';
  });
  page = page.replace(CHUNK_PRELOAD, (tag, href: string) => (scripts.includes(href) ? '' : tag));
  if (scripts.length === 0) return html;
  const loader = `<script data-scripts="${escapeAttribute(JSON.stringify(scripts))}">${LOADER}</script>`;
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('defer-scripts: the page has no </body>');
  return `${page.slice(0, end)}${loader}${page.slice(end)}`;
}

const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\/>/g;

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
export function deferLoadTimeFetches(html: string): string {
  return html.replace(MANIFEST_LINK, '');
}
