/**
 * The editor at /admin, driven in the browser against the export served by `npm run serve` and
 * Decap's local backend (`npm run cms`: decap-server in git mode) on a throwaway clone of this
 * repository: an editor signs in, writes a post with an uploaded photo cover, sees it in the
 * site's own rendering, saves it (a cms/ branch), sets it ready and publishes it (merged into
 * main), and the merged file passes the content check; a photo named like a published one is not
 * uploaded over it (Decap would delete that file from main), and a body with pasted HTML and an
 * opening without its pay range or other compensation cannot be saved; an FAQ answer edited here is merged into content/faq.yml. No request from /admin
 * leaves the site's origin and the local backend. The export is built with the same CMS_PORT
 * (the configuration's local_backend). The clone stays in CMS_REPO for the fixture export, built
 * next with what the editor published (e2e/cms-published.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { baseURL } from '../playwright.config';
import { listPages } from '../scripts/build/export-pages';
import { FAQ_ANSWER, POST } from './cms-entries';

const root = path.resolve(__dirname, '..');
const cmsPort = Number(process.env.CMS_PORT || 8081);
const localBackend = `http://localhost:${cmsPort}`;
// Under node_modules/.cache: no type check, lint or build of the site reads the clone's sources.
const cmsRepo = path.resolve(
  root,
  process.env.CMS_REPO || `node_modules/.cache/test-cms-repo-${cmsPort}`,
);
const photo = path.join(root, '__tests__/fixtures/blog-photo/hiring-timeline-city-lights.jpg');

const git = (...args: string[]) =>
  execFileSync('git', ['-C', cmsRepo, ...args], { encoding: 'utf8' });
/** Yesterday in the firm's calendar, far enough from midnight anywhere: the post is published. */
const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);

let server: ChildProcess | undefined;
const origins = new Set<string>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The backend compiles the CMS configuration (its folders) before it listens: slow on a busy machine.
  test.setTimeout(120_000);
  rmSync(cmsRepo, { recursive: true, force: true });
  execFileSync('git', ['clone', '--quiet', root, cmsRepo]);
  // The configuration's branch (main), whichever branch or commit this checkout is on.
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.email', 'editor@cascadiatechstaffing.example');
  git('config', 'user.name', 'Editor');
  server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/local/cms.ts')],
    {
      // PORT: the site whose /admin may call the backend (its Origin), here the served export.
      env: {
        ...process.env,
        CMS_PORT: String(cmsPort),
        PORT: new URL(baseURL).port,
        GIT_REPO_DIRECTORY: cmsRepo,
      },
      stdio: 'pipe',
    },
  );
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`${localBackend}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          });
          return response.ok;
        } catch {
          return false;
        }
      },
      { timeout: 110_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function signIn(page: Page) {
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Blog posts' })).toBeVisible({ timeout: 20_000 });
}

/** A new post's title, excerpt and date (yesterday: published). */
async function newPost(page: Page, title: string, excerpt: string) {
  await page.goto('/admin#/collections/posts/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill(excerpt);
  await page.getByLabel('Date', { exact: true }).fill(yesterday);
}

/** Switches the body to markdown, as CONTENT.md teaches it (the editor's Markdown switch), and puts the cursor in it. */
async function markdownBody(page: Page) {
  await page.getByText('Rich Text', { exact: true }).locator('..').getByRole('switch').click();
  await page.locator('[contenteditable="true"]').last().click();
}

/** Saves the entry, sets it ready and publishes it (merges it into main). */
async function saveReadyPublish(page: Page, branch: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 20_000 });
  expect(git('branch', '--list', 'cms/*')).toContain(branch);
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByText('Entry status updated')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry published')).toBeVisible({ timeout: 20_000 });
}

test('an editor writes a post with a photo cover, previews it in the site, and publishes it through the workflow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await newPost(page, POST.title, POST.excerpt);
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Cover description (alt text)').fill(POST.alt);
  await markdownBody(page);
  await page.keyboard.type(`## ${POST.section}\n\n`);
  await page.keyboard.insertText(POST.body);

  // The preview is the article as its page shows it, in the site's styles.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(POST.title);
  await expect(preview.locator('.article-body h2')).toHaveText(POST.section);
  await expect(preview.locator('.article-body strong')).toHaveText('every change');
  await expect(preview.locator('header').first()).toHaveCSS('background-color', 'rgb(11, 31, 58)');
  await expect(preview.getByRole('img', { name: POST.alt })).toBeVisible();

  await saveReadyPublish(page, `cms/posts/${POST.slug}`);
  const file = git('show', `main:content/blog/${POST.slug}.md`);
  expect(file).toContain(`title: ${POST.title}`);
  expect(file).toContain('image: hiring-timeline-city-lights.jpg');
  expect(git('ls-tree', '--name-only', 'main', 'content/blog/')).toContain(
    'content/blog/hiring-timeline-city-lights.jpg',
  );

  // The merged file passes the content check, as the pull request's check would (main as
  // merged, read from git's objects: decap-server may still be tidying the working tree).
  const merged = mkdtempSync(path.join(tmpdir(), 'cms-main-'));
  try {
    execFileSync('sh', ['-c', `git -C "${cmsRepo}" archive main content | tar -x -C "${merged}"`]);
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/check-content.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          BLOG_CONTENT_DIR: path.join(merged, 'content/blog'),
          JOBS_CONTENT_DIR: path.join(merged, 'content/jobs'),
        },
        stdio: 'pipe',
      },
    );
  } finally {
    rmSync(merged, { recursive: true, force: true });
  }
});

test('an opening without a pay range or other compensation cannot be saved, and the fields are named', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin#/collections/jobs/new');
  await page.getByLabel('Title').fill('Senior Data Engineer (Contract)');
  await page
    // copy-literals: the editor's field label (lib/jobs/schema.ts), not a page's copy
    .getByLabel('Benefits')
    .fill('Medical, dental and vision from day one; paid sick leave; 401(k).');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Pay from is required|Pay from.*required/i).first()).toBeVisible();
  // The other compensation the law asks for is required the same way (or "none").
  await expect(
    page.getByText(/Other compensation is required|Other compensation.*required/i).first(),
  ).toBeVisible();
  await expect(page.getByText('Entry saved')).toHaveCount(0);
  expect(git('branch', '--list', 'cms/jobs/*').trim()).toBe('');
});

test('a photo named like a published one is not uploaded over it, and a body with pasted HTML is not saved: each says why', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await newPost(
    page,
    'Rates Reviewed Every Quarter',
    'How often our contract rates are reviewed, and what a client sees change when they are.',
  );
  // A photo named like the one the first test published: Decap would delete that file from main
  // at once to "replace" it. The upload is refused with a name to use; main is untouched.
  const mainBefore = git('rev-parse', 'main');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect
    .poll(() => dialogs.at(-1))
    .toBe(
      'Not uploaded: a file named "hiring-timeline-city-lights.jpg" is already in the media library, and a published post may show it. Rename your file (for example hiring-timeline-city-lights-2.jpg) and upload it again.',
    );
  expect(git('rev-parse', 'main')).toBe(mainBefore);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rates-review-cover.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(photo),
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Cover description (alt text)').fill(POST.alt);
  await markdownBody(page);
  await page.keyboard.insertText('Our rates are reviewed<br>every quarter.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(/^Not saved: body, line 1: an HTML <br> tag, which the page removes/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Entry saved')).toHaveCount(0);
  expect(git('branch', '--list', 'cms/posts/rates-reviewed-every-quarter').trim()).toBe('');
  // Nothing reached main either: no commit, the published photo still there.
  expect(git('rev-parse', 'main')).toBe(mainBefore);
  expect(git('ls-tree', '--name-only', 'main', 'content/blog/')).toContain(
    'content/blog/hiring-timeline-city-lights.jpg',
  );
});

test('an FAQ answer edited in /admin is merged into content/faq.yml', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin#/collections/site/entries/faq');
  const answer = page.getByLabel('Answer').first();
  await answer.fill(FAQ_ANSWER);
  await saveReadyPublish(page, 'cms/site/faq');
  const faq = parse(git('show', 'main:content/faq.yml'));
  expect(faq.categories[0].items[0].answer).toBe(FAQ_ANSWER);
});

test('no request from /admin leaves the site origin and the local backend', async () => {
  expect(origins.size).toBeGreaterThan(0);
  expect(
    [...origins].filter((origin) => origin !== new URL(baseURL).origin && origin !== localBackend),
  ).toEqual([]);
  // The clone's main, checked out, holds both published entries for the rebuild that follows.
  await expect
    .poll(() => existsSync(path.join(cmsRepo, 'content/blog', `${POST.slug}.md`)))
    .toBe(true);
  await expect
    .poll(
      () =>
        parse(readFileSync(path.join(cmsRepo, 'content/faq.yml'), 'utf8')).categories[0].items[0]
          .answer,
    )
    .toBe(FAQ_ANSWER);
});

test('/admin is kept apart: its own headers, noindex, outside the sitemap, loaded by no public page', async ({
  request,
}) => {
  const admin = await request.get('/admin');
  expect(admin.status()).toBe(200);
  expect(admin.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect(admin.headers()['cross-origin-opener-policy']).toBeUndefined();
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  const outDir = path.join(root, 'out');
  const pages = listPages(outDir);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages)
    expect([
      page.file,
      readFileSync(path.join(outDir, page.file), 'utf8').includes('/admin/'),
    ]).toEqual([page.file, false]);
});
