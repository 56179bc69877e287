/**
 * Starts the page's JavaScript after its first paint.
 *
 * Next writes its chunks as `<script src async>` tags in <head> (and a low-priority preload for
 * some), so a browser requests the whole runtime while the document itself is still arriving, and
 * runs each chunk the moment it lands, ahead of the first paint. The page is complete without
 * them (every route is pre-rendered HTML with its styles inline); they only make it interactive.
 *
 * This step moves those chunk URLs into one small inline loader at the end of <body>. The loader
 * waits for the frame that paints the document (requestAnimationFrame, then a task), then inserts
 * the same scripts, `async` as before. A page opened in a background tab, where no frame is
 * painted, loads them at once. Scripts the browser skips anyway (`noModule`) are left alone.
 */
import { escapeAttribute } from './export-pages';

/** The one loader every page carries (identical text, so one hash in the CSP). */
export const LOADER =
  '(function(d){var s=d.currentScript,l=JSON.parse(s.getAttribute("data-scripts"));' +
  'function go(){l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
  'if(d.visibilityState!=="visible"||!window.requestAnimationFrame)go();' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})(document)';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

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
