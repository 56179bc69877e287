/**
 * Signing in to /admin through `cms-auth` in a real popup: the function (its handler as deployed,
 * supabase/functions/_shared/cms-auth.ts) on an origin of its own, and a stand-in of GitHub's
 * OAuth endpoints on a third. The editor's configuration is the export's, with its sign-in address
 * (CMS_AUTH_URL at build) pointed at this function, and the local backend out of reach, so
 * Decap uses its GitHub backend. The popup keeps its opener (/admin's
 * Cross-Origin-Opener-Policy: same-origin-allow-popups; the site-wide same-origin would cut it),
 * the token reaches the editor, and a page of any other origin that opens the same popup gets
 * nothing.
 */
import { expect, test } from '@playwright/test';
import express from 'express';
import type { Server } from 'node:http';
import { baseURL } from '../playwright.config';
import { expressAdapter } from '../scripts/local/local-functions';
import { createCmsAuthHandler } from '../supabase/functions/_shared/cms-auth';

const e2ePort = Number(process.env.E2E_PORT || 4173);
const functionOrigin = `http://127.0.0.1:${e2ePort + 5}`;
const githubOrigin = `http://127.0.0.1:${e2ePort + 6}`;
const TOKEN = 'gho_standin_token_for_the_popup';
const servers: Server[] = [];

test.beforeAll(async () => {
  const github = express();
  github.use(express.json());
  // GitHub's authorize page, approving at once: back to the function with a code and the state.
  github.get('/login/oauth/authorize', (req, res) => {
    const back = new URL(String(req.query.redirect_uri));
    back.searchParams.set('code', 'popup-code');
    back.searchParams.set('state', String(req.query.state));
    res.redirect(302, back.toString());
  });
  github.post('/login/oauth/access_token', (req, res) => {
    res.json(req.body.client_secret === 'popup-secret' && req.body.code === 'popup-code' ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' });
  });
  // A page of another origin that opens the same popup and records what it is sent.
  github.get('/opener', (_req, res) => {
    res.type('html').send(`<!doctype html><title>Another site</title><button id="open">Open</button><script>
      window.received = [];
      window.addEventListener('message', (e) => window.received.push(String(e.data)));
      document.getElementById('open').onclick = () => window.open(${JSON.stringify(`${functionOrigin}/functions/v1/cms-auth?provider=github&scope=repo`)}, 'auth');
    </script>`);
  });
  const fn = express();
  const handler = createCmsAuthHandler({ GITHUB_CLIENT_ID: 'popup-id', GITHUB_CLIENT_SECRET: 'popup-secret', CMS_SITE_ORIGIN: baseURL, GITHUB_OAUTH_URL: githubOrigin });
  fn.all(['/functions/v1/cms-auth', '/functions/v1/cms-auth/callback'], expressAdapter(handler));
  for (const [app, origin] of [[github, githubOrigin], [fn, functionOrigin]] as const) {
    await new Promise<void>((resolve) => servers.push(app.listen(Number(new URL(origin).port), '127.0.0.1', () => resolve())));
  }
});

test.afterAll(() => {
  for (const server of servers) server.close();
});

test('the sign-in popup hands the token to /admin, which then calls GitHub with it', async ({ page }) => {
  // The export's configuration, its sign-in address this function's (what CMS_AUTH_URL sets at build).
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/^ {2}base_url: .*$/m, `  base_url: ${functionOrigin}`) });
  });
  await page.route((url) => url.hostname === 'localhost', (route) => route.abort());
  const authorizations: string[] = [];
  await page.route('https://api.github.com/**', async (route) => {
    authorizations.push(route.request().headers().authorization ?? '');
    const path = new URL(route.request().url()).pathname;
    if (path === '/user') return route.fulfill({ json: { login: 'editor', name: 'Editor', id: 1, avatar_url: '' } });
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
  await page.goto('/admin');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Login with GitHub' }).click()]);
  await expect.poll(() => authorizations.find((a) => a.includes(TOKEN)), { timeout: 15_000 }).toBeDefined();
  expect(authorizations.find((a) => a.includes(TOKEN))).toMatch(new RegExp(`^(token|Bearer) ${TOKEN}$`));
  expect(popup.url()).toContain(`${functionOrigin}/functions/v1/cms-auth/callback`);
});

test('a page of another origin that opens the popup is sent nothing', async ({ page }) => {
  await page.goto(`${githubOrigin}/opener`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#open').click()]);
  await popup.waitForURL(/\/cms-auth\/callback/);
  await popup.waitForLoadState('load');
  await expect(popup.locator('#status')).toHaveText(/Signed in/);
  // Messages posted during the popup's load are delivered before anything the opener runs next.
  await popup.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
  expect(await popup.content()).toContain(TOKEN);
});
