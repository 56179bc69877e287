import type { Page, Route } from '@playwright/test';
import { site } from '../content/site';
import { expect, test } from './fixtures';

const SCRIPT_URL = 'https://static.zohocdn.com/recruit/embed_careers_site/javascript/v1.1/embed_jobs.js';
const STYLESHEET_URL = 'https://static.zohocdn.com/recruit/embed_careers_site/css/v1.1/embed_jobs.css';
const EMPTY = 'No current openings. Please check back soon.';

/**
 * A stand-in for the provider's script: it records every load() call and renders one job into
 * the container it is given, as the real widget does.
 */
const STAND_IN_SCRIPT = `
  window.__embedCalls = window.__embedCalls || [];
  window.rec_embed_js = {
    load: function (options) {
      window.__embedCalls.push(options);
      var el = document.getElementById(options.widget_id);
      el.innerHTML = '<ul class="rec-stand-in"><li><a href="#job">Senior Data Engineer</a></li></ul>';
    },
  };
`;
/** A stand-in stylesheet with a rule the test can see applied. */
const STAND_IN_CSS = '.embed_jobs_head { border-top: 3px solid rgb(1, 2, 3); }';

type Requests = { script: number; stylesheet: number };

/** Answers the provider's files with the stand-ins (or fails the script) and counts requests. */
async function standIn(page: Page, { failScript = false } = {}): Promise<Requests> {
  const requests: Requests = { script: 0, stylesheet: 0 };
  await page.route('https://static.zohocdn.com/**', async (route: Route) => {
    const url = route.request().url();
    if (url === SCRIPT_URL) {
      requests.script += 1;
      if (failScript) return route.abort('internetdisconnected');
      return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT });
    }
    if (url === STYLESHEET_URL) {
      requests.stylesheet += 1;
      return route.fulfill({ contentType: 'text/css', body: STAND_IN_CSS });
    }
    return route.abort();
  });
  return requests;
}

const scriptTags = (page: Page) => page.locator(`script[src="${SCRIPT_URL}"]`);
const stylesheetTags = (page: Page) => page.locator(`link[rel="stylesheet"][href="${STYLESHEET_URL}"]`);
const embedCalls = (page: Page) => page.evaluate(() => (window as unknown as { __embedCalls?: unknown[] }).__embedCalls ?? []);

test.describe('careers page', () => {
  test('loads the provider widget into an 800px container with the load options', async ({ page }) => {
    const requests = await standIn(page);
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeVisible();

    const container = page.locator('#rec_job_listing_div');
    await expect(container.getByRole('link', { name: 'Senior Data Engineer' })).toBeVisible();
    expect(await embedCalls(page)).toEqual([
      {
        widget_id: 'rec_job_listing_div',
        page_name: 'Careers',
        source: 'CareerSite',
        site: site.careersSite,
        empty_job_msg: EMPTY,
      },
    ]);
    expect(await container.evaluate((el) => getComputedStyle(el).minHeight)).toBe('800px');
    expect((await container.boundingBox())?.height).toBeGreaterThanOrEqual(800);
    // The provider's stylesheet is in force.
    await expect(page.locator('.embed_jobs_head')).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
    await expect(scriptTags(page)).toHaveCount(1);
    await expect(stylesheetTags(page)).toHaveCount(1);
    expect(requests).toEqual({ script: 1, stylesheet: 1 });
    await expect(page.getByText('Loading open positions')).toHaveCount(0);
  });

  test('removes the script and stylesheet on leaving and loads them once again on return', async ({ page }) => {
    await standIn(page);
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'Senior Data Engineer' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Client-side navigation away: the page is not reloaded, so only cleanup can remove the tags.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(scriptTags(page)).toHaveCount(0);
    await expect(stylesheetTags(page)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('link', { name: 'Senior Data Engineer' })).toBeVisible();
    await expect(scriptTags(page)).toHaveCount(1);
    await expect(stylesheetTags(page)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await embedCalls(page)).toHaveLength(2);
    await expect(page.locator('#rec_job_listing_div')).toHaveCount(1);
  });

  test('the widget is requested only on /careers', async ({ page }) => {
    const requests = await standIn(page);
    for (const path of ['/', '/about', '/staffing', '/knowledge-base']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(requests).toEqual({ script: 0, stylesheet: 0 });
    await expect(scriptTags(page)).toHaveCount(0);
  });
});

test.describe('careers page when the provider cannot be reached', () => {
  // Chromium logs the failed script request as a console error; that is the case under test.
  test.use({ failOnConsoleErrors: false });

  test('shows the no-openings message and a link to the careers site, not an empty box', async ({ page }) => {
    await standIn(page, { failScript: true });
    await page.goto('/careers');
    const fallback = page.getByRole('status').filter({ hasText: EMPTY });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('link', { name: /careers site/i })).toHaveAttribute('href', site.careersSite);
    await expect(page.locator('#rec_job_listing_div')).toHaveCount(0);
    await expect(page.getByText('Loading open positions')).toHaveCount(0);
  });
});
