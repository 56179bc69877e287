/**
 * Runs after `next build` (`npm run build`):
 * 1. checks the export is complete;
 * 2. rewrites each page so it paints from its HTML alone: the stylesheet inlined
 *    (lib/inline-css.ts) and Next's chunk scripts started after the first paint
 *    (lib/defer-scripts.ts);
 * 3. outlines the text of the SVG illustrations and logos in out/ (lib/outline-svg-text.ts);
 * 4. marks the chunks pages run at start-up for eager compilation off the main thread
 *    (lib/compile-hints.ts);
 * 5. computes, for every exported page, the sha256 of each inline script it carries and writes
 *    the page's Content-Security-Policy into its <head> (<meta>, for hosts without header files);
 * 6. writes the same policies and the other security headers for static hosts: out/_headers
 *    (Netlify, Cloudflare Pages, and the local server) and vercel.json at the project root.
 * Hashes follow the pages automatically: they are recomputed from out/ on every build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, pageDirectives, serializePolicy, withMetaPolicy } from './lib/csp';
import { listPages, scriptChunks } from './lib/export-pages';
import { hintChunks } from './lib/compile-hints';
import { loadOutlineFonts, outlineSvgImages } from './lib/outline-svg-text';
import { inlineStylesheets } from './lib/inline-css';
import { deferScripts } from './lib/defer-scripts';
import { buildRules, toHeadersFile, toVercelConfig } from './lib/host-headers';
import { site } from '../content/site';

const projectRoot = path.resolve(__dirname, '..');
const outDir = path.join(projectRoot, 'out');

for (const file of ['index.html', '404.html']) {
  if (!existsSync(path.join(outDir, file))) {
    console.error(`postbuild: out/${file} is missing; the static export is incomplete.`);
    process.exit(1);
  }
}

const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
const careersSite = site.careersSite;

// SVG images with <text> (the sources in public/ keep theirs; the copies in out/ get outlines).
const outlined = outlineSvgImages(outDir, loadOutlineFonts(projectRoot));

const stylesheets = new Map<string, string>();
const startupChunks = new Set<string>();
const policies = listPages(outDir).map((page) => {
  const file = path.join(outDir, page.file);
  const html = deferScripts(inlineStylesheets(readFileSync(file, 'utf8'), outDir, stylesheets));
  for (const chunk of scriptChunks(html)) startupChunks.add(chunk);
  const directives = pageDirectives({
    scriptHashes: inlineScriptHashes(html),
    supabaseUrl,
    careersSite,
  });
  writeFileSync(file, withMetaPolicy(html, serializePolicy(directives, { forMeta: true })));
  return { paths: page.paths, policy: serializePolicy(directives) };
});

const hinted = hintChunks(outDir, startupChunks);

const rules = buildRules(policies);
writeFileSync(path.join(outDir, '_headers'), toHeadersFile(rules));
writeFileSync(
  path.join(projectRoot, 'vercel.json'),
  `${JSON.stringify(toVercelConfig(rules), null, 2)}\n`,
);
if (rules.length > 100) {
  console.warn(`postbuild: ${rules.length} header rules; Cloudflare Pages reads at most 100.`);
}
console.log(
  `postbuild: export complete in out/; text outlined in ${outlined} SVG images; ${hinted} start-up chunks marked for eager compilation; Content-Security-Policy for ${policies.length} pages in out/_headers and vercel.json`,
);
