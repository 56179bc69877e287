import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { blogToday } from '../lib/blog/date';
import { isOpen, loadJobs, payLabel, placeLabel } from '../lib/jobs';
import { expect, test } from './fixtures';

/**
 * The open roles as seekers and search engines meet them, read from the folder the export was
 * built from: content/jobs for the real export (whatever recruiters have published), or the
 * fixtures on the fixture export (scripts/test/test.sh builds it with
 * JOBS_CONTENT_DIR=__tests__/fixtures/jobs and BLOG_TODAY 2026-01-01: three open, one expired),
 * where the tests that need particular roles (the filters) run. With no open role, /jobs says so
 * and points to the careers site.
 */
const dir = path.resolve(__dirname, '..', process.env.JOBS_CONTENT_DIR ?? 'content/jobs');
const fixture = dir === path.resolve(__dirname, '..', '__tests__/fixtures/jobs');
const all = loadJobs(dir);
const today = process.env.BLOG_TODAY ?? blogToday();
const open = all.filter((j) => isOpen(j, today)).sort((a, b) => (a.datePosted < b.datePosted ? 1 : -1));
const closed = all.filter((j) => !open.includes(j));

test.describe('with no open role', () => {
  test.skip(open.length > 0, 'this export has open roles');

  test('/jobs says so and links to the careers site; /careers links to /jobs', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Roles');
    await expect(page.getByText('No current openings are listed here right now. Please check back soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See openings on our careers site' })).toHaveAttribute('href', /zohorecruit\.com\/jobs\/Careers$/);
    expect((await page.request.get('/jobs/no-openings')).status()).toBe(404);
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'see the open roles' })).toHaveAttribute('href', '/jobs');
  });
});

test.describe('with open roles', () => {
  test.skip(open.length === 0, 'no open role on this export');

  test('the fixtures hold three open roles and one expired', () => {
    test.skip(!fixture, 'the fixture export only');
    expect(open).toHaveLength(3);
    expect(closed.map((j) => j.slug)).toEqual(['qa-analyst-tacoma-expired']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('/jobs lists every open role, newest first, with place, type and pay; no filter shows', async ({ page }) => {
      await page.goto('/jobs');
      const items = page.getByRole('list', { name: 'Open roles' }).getByRole('listitem');
      await expect(items).toHaveCount(open.length);
      await expect(items.getByRole('heading', { level: 2 })).toHaveText(open.map((j) => j.title));
      for (const [i, job] of open.entries()) {
        await expect(items.nth(i)).toContainText(placeLabel(job));
        await expect(items.nth(i)).toContainText(payLabel(job));
      }
      await expect(page.getByRole('search', { name: 'Filter open roles' })).toBeHidden();
    });
  });

  test('filters by keyword, type and arrangement once its script runs', async ({ page }) => {
    test.skip(!fixture, 'the fixture export only: it needs roles it knows');
    await page.goto('/jobs');
    const filters = page.getByRole('search', { name: 'Filter open roles' });
    const visible = page.getByRole('list', { name: 'Open roles' }).getByRole('listitem').filter({ visible: true });
    await expect(filters.getByRole('status')).toHaveText(`All ${open.length} open roles shown.`);
    await filters.getByLabel('Keyword').fill('terraform');
    await expect(visible).toHaveCount(1);
    await expect(visible.getByRole('heading')).toHaveText('Senior Cloud Engineer (Contract, 6 Months)');
    await expect(filters.getByRole('status')).toHaveText(`1 of ${open.length} open roles match.`);
    await filters.getByLabel('Keyword').fill('');
    await filters.getByLabel('Work arrangement').selectOption('remote');
    await expect(visible.getByRole('heading')).toHaveText(['Senior Data Engineer']);
    await filters.getByLabel('Work arrangement').selectOption('');
    await filters.getByLabel('Type').selectOption('FULL_TIME');
    await expect(visible).toHaveCount(2);
    await filters.getByLabel('Place').selectOption('Bellevue, WA');
    await expect(visible.getByRole('heading')).toHaveText(['Technical Product Manager, AI Platform']);
  });

  for (const job of open) {
    test(`/jobs/${job.slug} shows the role, its pay and benefits, Apply, and JobPosting data saying the same`, async ({ page }) => {
      await page.goto(`/jobs/${job.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      await expect(page.getByRole('main')).toContainText(placeLabel(job));
      await expect(page.getByRole('main')).toContainText(`Pay range: ${payLabel(job)}`);
      await expect(page.getByRole('main')).toContainText(`Benefits: ${job.benefits}`);
      await expect(page.getByRole('link', { name: 'Apply for this role' })).toHaveAttribute('href', job.applyUrl);
      await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/#contact');
      const graphs = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
      const posting = graphs.flatMap((g) => g['@graph'] ?? [g]).find((n: { '@type': string }) => n['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        baseSalary: { currency: 'USD', value: { minValue: job.payMin, maxValue: job.payMax, unitText: job.payUnit } },
        jobBenefits: job.benefits,
        directApply: false,
      });
      expect(posting.description).toMatch(/^<(p|h2|ul|ol)>/);
      if (job.remote === 'remote') expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } });
      else expect(posting.jobLocation.address).toMatchObject({ addressLocality: job.city, addressRegion: job.region, addressCountry: 'US' });
    });
  }

  test('an expired role is nowhere: its URL answers 404, and neither the list, the feed nor the sitemap names it', async ({ page, request }) => {
    for (const job of closed) {
      expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(404);
      expect(await (await request.get('/jobs/feed.xml')).text()).not.toContain(`/jobs/${job.slug}<`);
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/jobs/${job.slug}<`);
      await page.goto('/jobs');
      await expect(page.getByRole('link', { name: job.title })).toHaveCount(0);
    }
  });

  test('the feed and the sitemap list every open role (the sitemap with its lastmod)', async ({ request }) => {
    const feed = await (await request.get('/jobs/feed.xml')).text();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(feed.split('<item>').length - 1).toBe(open.length);
    for (const job of open) {
      expect(feed).toContain(`/jobs/${job.slug}</link>`);
      expect(sitemap).toMatch(new RegExp(`/jobs/${job.slug}</loc>\\s*<lastmod>${job.datePosted}`));
    }
  });

  for (const width of [390, 1280]) {
    test(`/jobs and a role's page have no serious or critical axe violation at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['/jobs', `/jobs/${open[0].slug}`]) {
        await page.goto(route);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        // The site's standard (e2e/a11y.spec.ts): no serious or critical violation.
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await testInfo.attach(`${route} at ${width}px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      }
    });
  }
});
