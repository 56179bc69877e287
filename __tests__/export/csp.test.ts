/**
 * The Content-Security-Policy and the security headers of every page of the export, read from its
 * files as the local server and the hosts send them (out/_headers): each page's <meta> policy
 * allows exactly its inline scripts, by hash, never inline script or eval wholesale; the header
 * policy is the site-wide one, the same as the <meta> but for the hashes, and reports to the
 * collector; the other security headers; one h1. Every HTML page of the export is read (its routes,
 * blog list pages, posts and roles, and the 404 page at an unknown path), and the header files
 * keep one size whatever the number of pages (the fixture export has 100 generated posts).
 * Moved from e2e/csp.spec.ts, which keeps what only a browser shows: each page runs under its
 * policy with no violation, and an injected script is refused.
 * @exports real fixture
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../content/navigation';
import { exportedPostIds, NOT_FOUND_PATH, sitePages } from '../../e2e/site-pages';
import { inlineScriptHashes, metaPolicy, parsePolicy } from '../../scripts/build/csp';
import {
  buildRules,
  countHeadersFileRules,
  countVercelRoutes,
  vercelConfigPath,
} from '../../scripts/build/host-headers';
import { COLLECTOR_NAME } from '../../supabase/functions/_shared/core/field-data.ts';
import { expectOf as expect, exportName, OUT_DIR, serve } from '../helpers/export-dom';

const pages = sitePages();
const COLLECTOR_PATH = `/functions/v1/${COLLECTOR_NAME}`;

/** A header of a served page, by name whatever its case in the _headers file. */
function headerOf(headers: Map<string, string>, name: string): string | undefined {
  return [...headers].find(([key]) => key.toLowerCase() === name)?.[1];
}

test('every page of the export is read: the routes, every post and the 404 page', () => {
  for (const route of routes) expect(pages, 'the pages read').toContain(route);
  const posts = exportedPostIds();
  expect(posts.length, 'blog posts in the export').toBeGreaterThan(0);
  for (const id of posts) expect(pages, 'the pages read').toContain(`/blog/${id}`);
  expect(pages).toContain(NOT_FOUND_PATH);
});

describe('every page carries its policy and the security headers', () => {
  test.each(pages)('%s', (route) => {
    const { status, headers, body } = serve(route);
    const html = body.toString('utf8');
    expect(status, route).toBe(route === NOT_FOUND_PATH ? 404 : 200);
    const header = headerOf(headers, 'content-security-policy');
    expect(header, `${route}: Content-Security-Policy header`).toBeTruthy();
    const meta = metaPolicy(html);
    expect(meta, `${route}: generated <meta> policy`).toBeTruthy();

    const hashes = inlineScriptHashes(html);
    expect(hashes.length, `${route}: the page has inline scripts to check`).toBeGreaterThan(0);
    // The page's own policy allows exactly its inline scripts, by hash, never by keyword.
    const metaDirectives = parsePolicy(meta!);
    const metaScripts = metaDirectives.get('script-src') ?? [];
    expect(metaScripts, route).not.toContain("'unsafe-inline'");
    expect(metaScripts, route).not.toContain("'unsafe-eval'");
    for (const hash of hashes)
      expect(metaScripts, `${route}: inline script ${hash} not covered`).toContain(hash);
    // The header policy is the same for every path: no per-page hashes. Its 'unsafe-inline' is
    // never alone: the browser enforces it together with the <meta> policy checked above.
    const headerPolicy = parsePolicy(header!);
    const headerScripts = headerPolicy.get('script-src') ?? [];
    expect(headerScripts, route).not.toContain("'unsafe-eval'");
    expect(
      headerScripts.filter((source) => source.startsWith("'sha")),
      route,
    ).toEqual([]);
    for (const [name, sources] of metaDirectives) {
      if (name !== 'script-src')
        expect(headerPolicy.get(name), `${route}: header ${name}`).toEqual(sources);
    }
    expect(headerPolicy.get('frame-ancestors'), route).toEqual(["'none'"]);
    // Violations are reported to the collector (collect-vitals) by the header policy; a <meta>
    // policy cannot carry report-to or report-uri.
    expect(headerPolicy.get('report-to'), route).toEqual(['csp']);
    const reportUri = headerPolicy.get('report-uri') ?? [];
    expect(reportUri, `${route}: one report-uri`).toHaveLength(1);
    const [collector] = reportUri;
    expect(collector, route).toMatch(new RegExp(`${COLLECTOR_PATH}$`));
    // The site's own origin on the real export; on the fixture export, built with its functions
    // on an origin of their own (NEXT_PUBLIC_SUPABASE_URL), that origin, which the pages may
    // reach. The browser tour (e2e/csp.spec.ts) checks it is the origin the functions answer on.
    const origin = collector!.slice(0, -COLLECTOR_PATH.length);
    if (exportName === 'real') expect(origin, route).toBe('');
    else {
      expect(origin, `${route}: the functions' origin`).toMatch(/^https?:\/\/[^/]+$/);
      expect(headerPolicy.get('connect-src'), route).toContain(origin);
    }
    expect(headerOf(headers, 'reporting-endpoints'), route).toBe(`csp="${collector}"`);
    expect(metaDirectives.has('report-to'), route).toBe(false);
    expect(headerOf(headers, 'x-content-type-options'), route).toBe('nosniff');
    expect(headerOf(headers, 'x-frame-options'), route).toBe('DENY');
    expect(headerOf(headers, 'referrer-policy'), route).toBe('strict-origin-when-cross-origin');
    expect(headerOf(headers, 'strict-transport-security'), route).toMatch(/max-age=\d+/);
    expect(headerOf(headers, 'permissions-policy'), route).toContain('camera=()');

    // Read from the markup as blog.test.ts reads it (a parse of every page costs seconds here).
    expect(html.match(/<h1[\s>]/gi)?.length, `${route}: h1 elements`).toBe(1);
  });
});

test('the header files hold the same rules whatever the number of pages', () => {
  expect(exportedPostIds().length, 'blog posts in the export').toBeGreaterThan(0);
  // The rules follow the export's top-level names, never its pages (scripts/build/host-headers.ts).
  const topLevel = readdirSync(OUT_DIR).filter((name) => name !== '_headers');
  const expected = buildRules({}, { topLevel }).length;
  expect(expected).toBeLessThanOrEqual(100);
  expect(countHeadersFileRules(readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'))).toBe(
    expected,
  );
  // The vercel.json the build wrote into the export (or VERCEL_CONFIG_PATH).
  const vercelPath = vercelConfigPath(OUT_DIR);
  expect(
    existsSync(vercelPath),
    `${vercelPath}: the export's vercel.json (VERCEL_CONFIG_PATH names it when the build wrote it elsewhere, as the fixture export's)`,
  ).toBe(true);
  expect(countVercelRoutes(JSON.parse(readFileSync(vercelPath, 'utf8')))).toBe(expected);
});
