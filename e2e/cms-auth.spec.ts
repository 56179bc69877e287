/**
 * Signing in to /admin as the hosted platform runs it: `cms-auth` started with `deno run` behind
 * the stand-in of Supabase's gateway (supabase/functions/_test/serve.ts: routing, verify_jwt from
 * config.toml, HTML answers rewritten to text), on the address the export was built with
 * (CMS_AUTH_URL), and a stand-in of GitHub's OAuth pages and API on a third origin. Runs on the
 * fixture export (scripts/test/test.sh builds it with CMS_AUTH_URL).
 * @exports fixture
 */
import { expect, test, type Page } from '@playwright/test';
import express from 'express';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { baseURL } from '../playwright.config';
import { cmsConfig, cmsSettings } from '../scripts/build/cms-config';
import { signInFailure, SIGN_IN_PAGE } from '../supabase/functions/_shared/core/cms-auth-protocol';

const functionUrl = process.env.CMS_AUTH_URL ?? '';
const functionOrigin = functionUrl ? new URL(functionUrl).origin : '';
const githubOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173) + 6}`;
const TOKEN = 'gho_standin_token_for_the_popup';
const repo = cmsSettings().repo;

/** What the GitHub stand-in's authorize page does with the next sign-in. */
let githubAnswer: 'approve' | 'forge-state' = 'approve';
let server: Server;
let functions: ChildProcess;
let functionsLog = '';

// /admin is a 6 MB editor: on a busy 2-core machine its first load alone can take most of a minute.
// One worker runs the whole file: the stand-ins listen on fixed ports, started once in beforeAll.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async () => {
  const github = express();
  github.use(express.json());
  // GitHub's authorize page: a document of GitHub's origin in the popup (the popup's way back to
  // the site then crosses origins, as it does on github.com), where the editor approves or cancels.
  github.get('/login/oauth/authorize', (req, res) => {
    const field = (name: string, value: unknown) =>
      `<input type="hidden" name="${name}" value="${String(value).replace(/"/g, '&quot;')}">`;
    res
      .type('html')
      .send(
        `<!doctype html><title>Authorize application</title><form action="/login/oauth/decide">` +
          field('redirect_uri', req.query.redirect_uri) +
          field('state', req.query.state) +
          `<button name="decision" value="approve">Authorize</button>` +
          `<button name="decision" value="cancel">Cancel</button></form>`,
      );
  });
  github.get('/login/oauth/decide', (req, res) => {
    const back = new URL(String(req.query.redirect_uri));
    const state = String(req.query.state);
    if (req.query.decision === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user has denied your application access.');
      back.searchParams.set('state', state);
    } else {
      back.searchParams.set('code', 'popup-code');
      // A state someone wrote: the signed one with its signature replaced.
      back.searchParams.set(
        'state',
        githubAnswer === 'forge-state' ? `${state.split('.')[0]}.${'A'.repeat(43)}` : state,
      );
    }
    res.redirect(302, back.toString());
  });
  // A page of another origin, which opens the site's sign-in popup itself.
  github.get('/opener', (_req, res) => {
    res.type('html').send('<!doctype html><title>Another site</title><p>Another site</p>');
  });
  github.post('/login/oauth/access_token', (req, res) => {
    const ok = req.body.client_secret === 'popup-secret' && req.body.code === 'popup-code';
    res.json(
      ok
        ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
        : { error: 'bad_verification_code' },
    );
  });
  await new Promise<void>((resolve) => {
    server = github.listen(Number(new URL(githubOrigin).port), '127.0.0.1', () => resolve());
  });
  functions = spawn(
    path.resolve('node_modules/.bin/deno'),
    ['run', '--frozen', '-A', '_test/serve.ts', 'cms-auth'],
    {
      cwd: path.resolve('supabase/functions'),
      env: {
        ...process.env,
        PORT: new URL(functionOrigin).port,
        DENO_NO_UPDATE_CHECK: '1',
        GITHUB_CLIENT_ID: 'popup-id',
        GITHUB_CLIENT_SECRET: 'popup-secret',
        CMS_SITE_ORIGIN: baseURL,
        GITHUB_OAUTH_URL: githubOrigin,
        // As on the platform: the public address comes from SUPABASE_URL, not the request.
        SUPABASE_URL: functionOrigin,
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the functions did not start:\n${functionsLog}`)),
      60_000,
    );
    for (const stream of [functions.stdout!, functions.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        functionsLog += chunk.toString();
        if (functionsLog.includes('gateway listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
});

test.afterAll(async () => {
  functions?.kill('SIGTERM');
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

test.beforeEach(() => {
  githubAnswer = 'approve';
});

/** GitHub's API for the signed-in editor: who they are, and that they may push to the repository. */
async function fakeGitHubApi(page: Page): Promise<string[]> {
  const authorizations: string[] = [];
  // Decap's local backend (npm run cms) is not running here: the GitHub backend is used.
  await page.context().route(
    (url) => url.hostname === 'localhost',
    (route) => route.abort(),
  );
  await page.context().route('https://api.github.com/**', async (route) => {
    authorizations.push(route.request().headers().authorization ?? '');
    const { pathname } = new URL(route.request().url());
    if (pathname === '/user')
      return route.fulfill({ json: { login: 'editor', name: 'Editor', id: 1, avatar_url: '' } });
    if (pathname === `/repos/${repo}`) {
      return route.fulfill({
        json: {
          full_name: repo,
          owner: { login: repo.split('/')[0] },
          default_branch: 'main',
          permissions: { admin: false, push: true, pull: true },
        },
      });
    }
    if (/\/pulls$|\/branches$|\/git\/refs/.test(pathname)) return route.fulfill({ json: [] });
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
  return authorizations;
}

/** Clicks Login with GitHub, then the GitHub page's `decision` in the popup. */
async function signIn(page: Page, decision: 'Authorize' | 'Cancel' = 'Authorize') {
  await page.goto('/admin/');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with GitHub' }).click(),
  ]);
  await popup.getByRole('button', { name: decision }).click();
  return popup;
}

test('Login with GitHub completes through the gateway: /admin is signed in and lists its collections', async ({
  page,
}) => {
  const authorizations = await fakeGitHubApi(page);
  const addresses: string[] = [];
  page.context().on('request', (request) => addresses.push(request.url()));
  const popup = await signIn(page);
  await expect
    .poll(() => authorizations.find((a) => a.includes(TOKEN)), { timeout: 20_000 })
    .toBeDefined();
  expect(authorizations.find((a) => a.includes(TOKEN))).toMatch(
    new RegExp(`^(token|Bearer) ${TOKEN}$`),
  );
  for (const collection of cmsConfig().collections) {
    await expect(page.getByRole('link', { name: collection.label })).toBeVisible({
      timeout: 20_000,
    });
  }
  // The popup went through the function on its own origin and ended on the site's page.
  expect(
    addresses.some((a) => a.startsWith(`${functionOrigin}/functions/v1/cms-auth/callback`)),
  ).toBe(true);
  expect(addresses.some((a) => a.startsWith(`${baseURL}${SIGN_IN_PAGE}`))).toBe(true);
  // The token is in no address any request carried (servers log those), and the code is gone
  // from the page's own address.
  expect(addresses.filter((a) => a.includes(TOKEN))).toEqual([]);
  if (!popup.isClosed()) expect(popup.url()).not.toContain('code=');
});

test('a sign-in cancelled on GitHub tells the editor in /admin', async ({ page }) => {
  await fakeGitHubApi(page);
  await signIn(page, 'Cancel');
  await expect(page.getByText(signInFailure('access_denied'))).toBeVisible({ timeout: 20_000 });
});

test('a forged state is refused and the editor is told', async ({ page }) => {
  const authorizations = await fakeGitHubApi(page);
  githubAnswer = 'forge-state';
  await signIn(page);
  await expect(page.getByText(signInFailure('state_invalid'))).toBeVisible({ timeout: 20_000 });
  expect(authorizations.filter((a) => a.includes(TOKEN))).toEqual([]);
});

test('a page of another origin that opens the sign-in popup is sent nothing', async ({ page }) => {
  await page.goto(`${githubOrigin}/opener`);
  await page.evaluate(() => {
    (window as unknown as { received: string[] }).received = [];
    window.addEventListener('message', (e) =>
      (window as unknown as { received: string[] }).received.push(String(e.data)),
    );
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (url) => window.open(url, 'auth'),
      `${baseURL}${SIGN_IN_PAGE}?provider=github&scope=repo`,
    ),
  ]);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await expect(popup.locator('#status')).toHaveText(/Signed in/, { timeout: 20_000 });
  await popup.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(
    [],
  );
});
