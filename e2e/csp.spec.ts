/**
 * The whole site runs under its generated Content-Security-Policy (the local server sends
 * out/_headers, like a static host). Every route, blog list page and blog post of the export in out/ is
 * visited (scripts/test/test.sh runs this file a second time on an export with 100 generated posts):
 * the page must raise no securitypolicyviolation, every inline script it carries must be allowed
 * by hash in its <meta> policy (which never allows inline script wholesale), and the header
 * policy must be the site-wide one, the same as the <meta> but for the hashes.
 * @exports real fixture
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { inlineScriptHashes, metaPolicy, parsePolicy } from '../scripts/build/csp';
import {
  buildRules,
  countHeadersFileRules,
  countVercelRoutes,
  vercelConfigPath,
} from '../scripts/build/host-headers';
import { exportHosts } from '../scripts/test/hosts';
import { functionsOrigin } from '../playwright.config';
import { expect, test } from './fixtures';
import { serveAs, watchViolations } from './host-serve';
import { LOGO_NAME, menuName } from './site-pages';

const outDir = path.resolve(__dirname, '..', 'out');

function blogPosts(): string[] {
  try {
    return readdirSync(path.join(outDir, 'blog'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/blog/${file.replace(/\.html$/, '')}`);
  } catch {
    return [];
  }
}

/** The blog list's further pages (/blog/page/<n>), when the export has more than 12 posts. */
function blogListPages(): string[] {
  try {
    return readdirSync(path.join(outDir, 'blog/page'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/blog/page/${file.replace(/\.html$/, '')}`);
  } catch {
    return [];
  }
}

// Page content (the careers widget, for one) may log its own errors; this spec judges the policy.
test.use({ failOnConsoleErrors: false });

for (const route of [...routes, ...blogListPages(), ...blogPosts(), '/no-such-page']) {
  test(`${route} runs under its policy with no violation`, async ({ page }) => {
    const watch = await watchViolations(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    const header = response?.headers()['content-security-policy'];
    expect(header, 'Content-Security-Policy header').toBeTruthy();
    const html = await response!.text();
    const meta = metaPolicy(html);
    expect(meta, 'generated <meta> policy').toBeTruthy();

    const hashes = inlineScriptHashes(html);
    expect(hashes.length, 'the page has inline scripts to check').toBeGreaterThan(0);
    // The page's own policy allows exactly its inline scripts, by hash, never by keyword.
    const metaScripts = parsePolicy(meta!).get('script-src') ?? [];
    expect(metaScripts).not.toContain("'unsafe-inline'");
    expect(metaScripts).not.toContain("'unsafe-eval'");
    for (const hash of hashes)
      expect(metaScripts, `inline script ${hash} not covered`).toContain(hash);
    // The header policy is the same for every path: no per-page hashes. Its 'unsafe-inline' is
    // never alone: the browser enforces it together with the <meta> policy checked above.
    const headerPolicy = parsePolicy(header!);
    const headerScripts = headerPolicy.get('script-src') ?? [];
    expect(headerScripts).not.toContain("'unsafe-eval'");
    expect(headerScripts.filter((source) => source.startsWith("'sha"))).toEqual([]);
    for (const [name, sources] of parsePolicy(meta!)) {
      if (name !== 'script-src') expect(headerPolicy.get(name), `header ${name}`).toEqual(sources);
    }
    expect(headerPolicy.get('frame-ancestors')).toEqual(["'none'"]);
    // Violations are reported to the collector (collect-vitals) by the header policy; a <meta>
    // policy cannot carry report-to or report-uri.
    expect(headerPolicy.get('report-to')).toEqual(['csp']);
    // The site's own origin, or the functions' origin when the export names one (NEXT_PUBLIC_SUPABASE_URL).
    const collector = `${functionsOrigin}/functions/v1/collect-vitals`;
    expect(headerPolicy.get('report-uri')).toEqual([collector]);
    expect(response?.headers()['reporting-endpoints']).toBe(`csp="${collector}"`);
    expect(parsePolicy(meta!).has('report-to')).toBe(false);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response?.headers()['permissions-policy']).toContain('camera=()');

    await expect(page.locator('h1')).toHaveCount(1);
    expect(await watch.violations()).toEqual([]);
    expect(watch.cspMessages).toEqual([]);
  });
}

test('the header files hold the same rules whatever the number of pages', () => {
  const pages = blogPosts().length;
  expect(pages, 'blog posts in the export').toBeGreaterThan(0);
  // The rules follow the export's top-level names, never its pages (scripts/build/host-headers.ts).
  const topLevel = readdirSync(outDir).filter((name) => name !== '_headers');
  const expected = buildRules({}, { topLevel }).length;
  expect(expected).toBeLessThanOrEqual(100);
  expect(countHeadersFileRules(readFileSync(path.join(outDir, '_headers'), 'utf8'))).toBe(expected);
  // The vercel.json the build wrote into the export (or VERCEL_CONFIG_PATH).
  const vercelPath = vercelConfigPath(outDir);
  expect(countVercelRoutes(JSON.parse(readFileSync(vercelPath, 'utf8')))).toBe(expected);
});

test.describe('interactive parts under the policy', () => {
  test.use({ noticeSeen: false, viewport: { width: 390, height: 844 } });

  test('the notice dialog, the mobile menu and client navigation raise no violation', async ({
    page,
  }) => {
    const watch = await watchViolations(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'I Understand' }).click();
    await page.getByRole('button', { name: /menu/i }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: menuName('/careers'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.waitForLoadState('networkidle');
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('link', { name: LOGO_NAME, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await watch.violations()).toEqual([]);
    expect(watch.cspMessages).toEqual([]);
  });

  test('an injected inline script is refused and reported', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await watch.violations()).map((v) => v.directive))
      .toContain('script-src-elem');
  });
});

/**
 * Each host docs/security-headers.md names, computing the headers it would send from its own file
 * by its own documented rules (scripts/test/hosts/): the page runs under them, and an injected
 * script is refused.
 */
for (const host of exportHosts(path.resolve(__dirname, '..'))) {
  test.describe(`served as ${host.name}`, () => {
    const post = blogPosts()[0] ?? '/blog';
    for (const route of ['/about', '/careers', post]) {
      test(`${route}: the page runs, an injected inline script and handler are refused`, async ({
        page,
      }) => {
        const watch = await watchViolations(page);
        await serveAs(page, host.headers);
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        const header = response?.headers()['content-security-policy'] ?? '';
        expect(parsePolicy(header).get('frame-ancestors')).toEqual(["'none'"]);
        expect(response?.headers()['x-frame-options']).toBe('DENY');
        // The page's own inline scripts ran (it hydrated) without a violation.
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        expect(await watch.violations()).toEqual([]);

        const ran = await page.evaluate(async () => {
          const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          const holder = document.createElement('div');
          holder.innerHTML =
            '<img src="data:," onload="window.__handler = true" onerror="window.__handler = true">';
          document.body.append(holder);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return { script: flags.__injected === true, handler: flags.__handler === true };
        });
        expect(ran).toEqual({ script: false, handler: false });
        await expect
          .poll(async () => (await watch.violations()).map((v) => v.directive).sort())
          .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
      });
    }
  });
}
