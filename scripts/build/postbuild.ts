/**
 * Runs after `next build` (`npm run build`):
 * 1. checks the export is complete (export-pages.ts, expectExport), and removes the placeholder
 *    page a build with no open roles needs (Next refuses an empty list of /jobs/<slug> pages; see
 *    app/jobs/[slug]/page.tsx and scripts/build/no-openings.ts);
 * 2. rewrites each page so it paints from its HTML alone: the stylesheet inlined
 *    (scripts/build/inline-css.ts; only the page's own rules where that brings the document within
 *    a new connection's first round trip, scripts/build/page-css.ts), a small drawn main image inlined (scripts/build/inline-main-image.ts),
 *    Next's chunk scripts started after the main content's paint, React's payload moved to a file
 *    they wait for, and the web manifest linked only then (scripts/build/defer-scripts.ts);
 * 3. marks the chunks pages run at start-up for eager compilation off the main thread
 *    (scripts/build/compile-hints.ts);
 * 4. computes, for every exported page, the sha256 of each inline script it carries and writes
 *    the page's Content-Security-Policy, with those hashes, into its <head> (<meta>);
 * 5. writes the site-wide security headers for static hosts (no per-page rules, so the files do
 *    not grow with the blog): out/_headers (Netlify, Cloudflare Pages, and the local server) and
 *    out/vercel.json (VERCEL_CONFIG_PATH elsewhere, for the benches' variants), and
 *    fails the build if either passes a host's documented limit (scripts/build/host-headers.ts).
 * 6. builds the site search's index from the finished pages into out/_search/
 *    (scripts/build/search-index.ts; docs/search.md);
 * 7. builds the editor at /admin: Decap's bundle, its page and its configuration from the content
 *    schemas (scripts/build/admin.ts), which no public page loads.
 * Hashes follow the pages automatically: they are recomputed from out/ on every build.
 * Every step states in its header what it expects of Next's output and stops the build, naming
 * itself, when the export is not that (scripts/build/step-contract.ts; one test per step in
 * __tests__/build-step-contracts.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, pageDirectives, serializePolicy, withMetaPolicy } from './csp';
import { expectExport, flightData, listPages, scriptChunks } from './export-pages';
import { hintChunks } from './compile-hints';
import { inlineStylesheets } from './inline-css';
import { fitsFirstRoundTrip } from './page-css';
import { deferLoadTimeFetches, deferScripts, moveFlightData } from './defer-scripts';
import { inlineMainImage } from './inline-main-image';
import { vercelConfigPath, writeHostHeaders } from './host-headers';
import { site } from '../../content/site';
import { getOpenJobs, getRecentlyClosedJobs } from '../../lib/jobs/openings';
import { removeNoOpeningsPage } from './no-openings';
import { buildAdmin } from './admin';
import { buildSearchIndex } from './search-index';

const projectRoot = path.resolve(__dirname, '../..');
// The export to rewrite: out/, or a copy of Next's output the bench builds a variant in.
const outDir = process.env.POSTBUILD_OUT_DIR
  ? path.resolve(process.env.POSTBUILD_OUT_DIR)
  : path.join(projectRoot, 'out');

/**
 * Steps the bench turns off, one at a time, to measure what each buys against the floor
 * (`npm run bench -- --without <step>`, scripts/bench/pages.ts): POSTBUILD_SKIP, a comma-separated
 * list of these names. Only the bench sets it; a deployed build runs every step. The policy, the
 * header files and the editor are not performance steps and cannot be skipped (but for the
 * editor's bundle, which the bench's variants do not serve).
 */
const SKIPPABLE = [
  'inline-css',
  'page-css',
  'inline-main-image',
  'defer-scripts',
  'flight-data',
  'manifest-link',
  'compile-hints',
  'admin',
] as const;
type Skippable = (typeof SKIPPABLE)[number];
const skipped = new Set(
  (process.env.POSTBUILD_SKIP ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of skipped) {
  if (!(SKIPPABLE as readonly string[]).includes(name)) {
    console.error(`postbuild: POSTBUILD_SKIP names ${name}; the steps are ${SKIPPABLE.join(', ')}`);
    process.exit(1);
  }
}
const runs = (step: Skippable) => !skipped.has(step);
if (skipped.size > 0)
  console.warn(`postbuild: skipping ${[...skipped].join(', ')} (a bench variant)`);

/** Runs a step; a broken contract stops the build with the step's own message. */
function step<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    console.error(`postbuild: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

step(() => expectExport(outDir));

// With no role at all, /jobs/no-openings was built only because Next needs one page: it must go
// (scripts/build/no-openings.ts). Whether there was a role is what app/jobs/[slug]/page.tsx asked.
step(() =>
  removeNoOpeningsPage(outDir, {
    expected: getOpenJobs().length + getRecentlyClosedJobs().length === 0,
  }),
);

const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
const careersSite = site.careersSite;

const stylesheets = new Map<string, string>();
let ownRulesPages = 0;
const startupChunks = new Set<string>();
const pages = listPages(outDir).map((page) => {
  const file = path.join(outDir, page.file);
  const source = readFileSync(file, 'utf8');
  const name = page.file;
  const rewrite = (pageRulesOnly: boolean) => {
    let html = source;
    if (runs('inline-css'))
      html = inlineStylesheets(html, outDir, stylesheets, { pageRulesOnly, page: name });
    if (runs('inline-main-image')) html = inlineMainImage(html, outDir, name);
    if (runs('defer-scripts')) {
      html = deferScripts(html, name);
      if (runs('flight-data')) html = moveFlightData(html, outDir, name);
    }
    if (runs('manifest-link')) html = deferLoadTimeFetches(html, name);
    const directives = pageDirectives({
      scriptHashes: inlineScriptHashes(html),
      supabaseUrl,
      careersSite,
    });
    return withMetaPolicy(html, serializePolicy(directives, { forMeta: true }), name);
  };
  // The page's own rules only where that brings the document within the first round trip (and
  // never without the loader, which applies the whole stylesheet after the paint).
  const cut = runs('inline-css') && runs('page-css') && runs('defer-scripts');
  let html = step(() => rewrite(cut));
  if (cut && fitsFirstRoundTrip(html)) ownRulesPages += 1;
  else if (cut) html = step(() => rewrite(false));
  for (const chunk of scriptChunks(html, flightData(outDir, html))) startupChunks.add(chunk);
  writeFileSync(file, html);
  return page.file;
});

const hinted = runs('compile-hints') ? step(() => hintChunks(outDir, startupChunks)) : 0;

const written = step(() =>
  writeHostHeaders({
    outDir,
    vercelPath: vercelConfigPath(outDir),
    site: { supabaseUrl, careersSite },
  }),
);
console.log(
  `postbuild: export complete in out/; ${ownRulesPages} of ${pages.length} pages within the first round trip with their own rules; ${hinted} start-up chunks marked for eager compilation; Content-Security-Policy for ${pages.length} pages in their <meta>; ${written.rules} header rules in out/_headers, ${written.vercelRoutes} routes in ${path.relative(projectRoot, vercelConfigPath(outDir))}`,
);

buildSearchIndex(outDir)
  .then(({ pages: indexed, faq, skipped, ms }) => {
    console.log(
      `postbuild: search index of ${indexed} pages and ${faq} FAQ answers in out/_search/ in ${(ms / 1000).toFixed(1)} s (left out, noindex: ${skipped.join(', ') || 'none'})`,
    );
  })
  .catch((error: unknown) => {
    console.error(
      `postbuild: the search index could not be built: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  })
  .then(() => {
    if (!runs('admin')) return;
    return buildAdmin(projectRoot, outDir).then(
      ({ bytes, ms }) =>
        console.log(
          `postbuild: the editor at /admin bundled (${(bytes / 1024 / 1024).toFixed(1)} MB) with its configuration in ${(ms / 1000).toFixed(1)} s`,
        ),
      (error: unknown) => {
        console.error(
          `postbuild: the editor at /admin could not be built: ${error instanceof Error ? error.message : error}`,
        );
        process.exit(1);
      },
    );
  });
