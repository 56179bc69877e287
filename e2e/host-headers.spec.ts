/**
 * /admin and the public pages under the headers each host docs/security-headers.md names would
 * send (scripts/test/hosts/: Cloudflare Pages, Netlify in both readings of how it merges matching
 * rules, Vercel), computed from the export's out/_headers and vercel.json: the editor boots (Decap's
 * login screen) with exactly its own policy and no violation, and the home page and a post carry
 * exactly the policy the local server sends them, with no violation either. Hosts that send the
 * same headers for every path of the export are served once, as one group (exportHostGroups).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parsePolicy } from '../scripts/build/csp';
import { exportHostGroups } from '../scripts/test/hosts';
import { headerValue } from '../scripts/test/hosts/types';
import { expect, test } from './fixtures';
import { serveAs, watchViolations } from './host-serve';

const root = path.resolve(__dirname, '..');
const post = `/blog/${readdirSync(path.join(root, 'out/blog'))
  .find((file) => file.endsWith('.html'))!
  .replace(/\.html$/, '')}`;

// Decap logs its own errors (the local backend is not running here), and /admin never hydrates as
// the site's pages do (the public pages' test waits for that itself); this spec judges the policies.
test.use({ failOnConsoleErrors: false, waitForHydration: false });

for (const host of exportHostGroups(root)) {
  test.describe(`served as ${host.name}`, () => {
    test('/admin/ boots under its own policy alone, with no violation', async ({ page }) => {
      test.setTimeout(90_000);
      const sent = host.headers('/admin/');
      const policy = headerValue(sent, 'Content-Security-Policy')!;
      expect(
        sent.filter(([name]) => name.toLowerCase() === 'content-security-policy'),
      ).toHaveLength(1);
      expect(parsePolicy(policy).get('script-src')).toContain("'unsafe-eval'");

      const watch = await watchViolations(page);
      await serveAs(page, host.headers);
      const response = await page.goto('/admin/', { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBe(policy);
      expect(response?.headers()['cross-origin-opener-policy']).toBeUndefined();
      // Decap's login screen: its bundle ran, compiled its configuration (eval) and rendered.
      await expect(page.getByRole('button', { name: /^Login/ })).toBeVisible({ timeout: 60_000 });
      expect(await watch.violations()).toEqual([]);
      expect(watch.cspMessages).toEqual([]);
    });

    for (const route of ['/', post]) {
      test(`${route} keeps the public policy, with no violation`, async ({ page, request }) => {
        // What the local server sends the page (npm start: out/_headers as written).
        const local = (await request.get(route)).headers()['content-security-policy'];
        expect(local).toBeTruthy();
        expect(local).not.toContain('unsafe-eval');

        const watch = await watchViolations(page);
        await serveAs(page, host.headers);
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toBe(local);
        expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        expect(await watch.violations()).toEqual([]);
        expect(watch.cspMessages).toEqual([]);
      });
    }
  });
}
