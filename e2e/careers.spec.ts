/**
 * The careers page as a job seeker meets it, with stand-ins for the provider (careers-provider.ts)
 * and the export's real Content-Security-Policy (the local server sends out/_headers, and each
 * page carries its <meta> policy): the jobs, the provider's empty-board message, a provider that
 * renders nothing, a script that cannot load, and leaving the page.
 *
 * Waiting for the fallback uses Playwright's clock, not the wall clock: the page's timers are
 * paused once the provider's script is on its way, and the test moves time on itself, so the
 * product's real timeout (content/site.ts careers.timeoutMs) is tested without waiting for it.
 */
import type { Page } from '@playwright/test';
import { careersPage } from '../content/careers';
import { careers } from '../content/site';
import { EMPTY_JOB_MESSAGE as EMPTY } from '../components/sections/CareersWidget';
import {
  embedCalls,
  SCRIPT_URL,
  STAND_IN_JOBS,
  STYLESHEET_URL,
  standInProvider,
  type ProviderBehaviour,
} from './careers-provider';
import { expect, test } from './fixtures';
import { menuName } from './site-pages';

const scriptTags = (page: Page) => page.locator(`script[src="${SCRIPT_URL}"]`);
const stylesheetTags = (page: Page) =>
  page.locator(`link[rel="stylesheet"][href="${STYLESHEET_URL}"]`);
const container = (page: Page) => page.locator('#rec_job_listing_div');
const fallback = (page: Page) => page.getByRole('status').filter({ hasText: EMPTY });
const listLink = (page: Page) =>
  page.getByRole('link', { name: 'See every opening on our careers site' });

/** Records the document's CSP violations from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * Opens /careers with the provider behaving as asked and the page's clock paused while the
 * script request is in flight, so no timer of the page runs unless the test moves time on.
 */
async function openWithPausedClock(page: Page, behaviour: ProviderBehaviour) {
  const provider = await standInProvider(page, behaviour, { hold: true });
  await page.clock.install();
  await page.goto('/careers');
  await expect.poll(() => provider.requests.script).toBe(1);
  // A moment ahead of the page's clock (its time keeps running until then).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  provider.release();
  return provider;
}

test.describe('careers page', () => {
  test('shows the jobs the provider renders, in its wrapper, under the policy, with no fallback', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const { requests } = await standInProvider(page, 'jobs');
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.hero.title);
    await expect(
      page.getByRole('heading', { level: 2, name: careersPage.openPositions.title, exact: true }),
    ).toBeVisible();

    for (const job of STAND_IN_JOBS) {
      await expect(container(page).getByRole('link', { name: job.title })).toBeVisible();
    }
    expect(await embedCalls(page)).toEqual([
      {
        widget_id: 'rec_job_listing_div',
        // copy-literals: the provider's name for the careers page (its embed snippet), not our copy
        page_name: 'Careers',
        source: 'CareerSite',
        site: careers.site,
        brand_color: careers.brandColor,
        empty_job_msg: EMPTY,
      },
    ]);
    expect(await container(page).evaluate((el) => getComputedStyle(el).minHeight)).toBe('800px');
    expect((await container(page).boundingBox())?.height).toBeGreaterThanOrEqual(800);
    // The provider's stylesheet is in force on the wrapper its snippet nests the list in.
    const wrapper = page.locator(
      `.embed_jobs_head.embed_jobs_with_style_${careers.embedStyle} > .embed_jobs_head2 > .embed_jobs_head3 > #rec_job_listing_div`,
    );
    await expect(wrapper).toHaveCount(1);
    await expect(page.locator('.embed_jobs_head')).toHaveCSS(
      'border-top-color',
      'rgb(201, 213, 230)',
    );
    await expect(scriptTags(page)).toHaveCount(1);
    await expect(stylesheetTags(page)).toHaveCount(1);
    expect(requests).toEqual({ script: 1, stylesheet: 1, jobs: 1 });
    await expect(page.getByText('Loading open positions')).toHaveCount(0);
    await expect(fallback(page)).toHaveCount(0);
    await expect(listLink(page)).toHaveAttribute('href', careers.listingUrl);
    // Script, stylesheet and job data all came from origins the page's policy allows.
    expect(await violations()).toEqual([]);
  });

  test("shows the provider's empty-board message as the answer, not the fallback", async ({
    page,
  }) => {
    const provider = await openWithPausedClock(page, 'empty');
    await expect(container(page)).toHaveText(EMPTY);
    await expect(container(page)).toBeVisible();
    await page.clock.runFor(careers.timeoutMs * 2);
    await expect(container(page)).toHaveText(EMPTY);
    await expect(fallback(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /open our careers site/i })).toHaveCount(0);
    await expect(listLink(page)).toBeVisible();
    expect(provider.requests.jobs).toBe(1);
  });

  test('falls back to the message and the careers site when the provider renders nothing', async ({
    page,
  }) => {
    await openWithPausedClock(page, 'nothing');
    await expect.poll(async () => (await embedCalls(page)).length).toBe(1);
    await expect(page.getByText('Loading open positions')).toBeVisible();

    await page.clock.runFor(careers.timeoutMs - 1);
    await expect(fallback(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(fallback(page)).toBeVisible();
    await expect(
      fallback(page).getByRole('link', { name: /open our careers site/i }),
    ).toHaveAttribute('href', careers.listingUrl);
    await expect(container(page)).toBeHidden();
    await expect(page.getByText('Loading open positions')).toHaveCount(0);
    await expect(listLink(page)).toBeVisible();
  });

  test('removes the script and stylesheet on leaving and loads them once again on return', async ({
    page,
  }) => {
    await standInProvider(page, 'jobs');
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: STAND_IN_JOBS[0].title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Client-side navigation away: the page is not reloaded, so only cleanup can remove the tags.
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await nav.getByRole('link', { name: menuName('/about'), exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(scriptTags(page)).toHaveCount(0);
    await expect(stylesheetTags(page)).toHaveCount(0);

    await nav.getByRole('link', { name: menuName('/careers'), exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('link', { name: STAND_IN_JOBS[0].title })).toBeVisible();
    await expect(scriptTags(page)).toHaveCount(1);
    await expect(stylesheetTags(page)).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await embedCalls(page)).toHaveLength(2);
    await expect(container(page)).toHaveCount(1);
  });

  test('the widget is requested only on /careers', async ({ page }) => {
    const { requests } = await standInProvider(page, 'jobs');
    for (const path of ['/', '/about', '/staffing', '/knowledge-base']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(requests).toEqual({ script: 0, stylesheet: 0, jobs: 0 });
    await expect(scriptTags(page)).toHaveCount(0);
  });
});

test.describe('careers page when the provider cannot be reached', () => {
  // Chromium logs the failed script request as a console error; that is the case under test.
  test.use({ failOnConsoleErrors: false });

  test('shows the no-openings message and the careers site at once, not an empty box', async ({
    page,
  }) => {
    await openWithPausedClock(page, 'fail');
    // The clock stands still: what appears now came from the failed request, not the timeout.
    await expect(fallback(page)).toBeVisible();
    await expect(
      fallback(page).getByRole('link', { name: /open our careers site/i }),
    ).toHaveAttribute('href', careers.listingUrl);
    await expect(container(page)).toBeHidden();
    await expect(page.getByText('Loading open positions')).toHaveCount(0);
    await expect(listLink(page)).toBeVisible();
  });
});

test.describe('careers page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says the list needs JavaScript and links every opening, with no loading line or empty box', async ({
    page,
  }) => {
    await page.goto('/careers');
    // (Playwright's text locators skip <noscript>; with scripting off its content is shown.)
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The job list needs JavaScript');
    await expect(listLink(page)).toHaveAttribute('href', careers.listingUrl);
    await expect(page.getByText('Loading open positions')).toBeHidden();
    await expect(container(page)).toBeHidden();
  });
});
