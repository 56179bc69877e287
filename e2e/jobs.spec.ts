import type { Page } from '@playwright/test';
import path from 'node:path';
import { careersPage } from '../content/careers';
import { jobAlerts } from '../content/job-alerts';
import { jobList, jobPages } from '../content/job-pages';
import { site } from '../content/site';
import { blogToday, formatPostDate } from '../lib/blog/date';
import { decodeHtml } from '../lib/html-text';
import { isOpen, isRecentlyClosed, loadJobs, payLabel, placeLabel, typeLabel } from '../lib/jobs';
import { applicationsClose, paysOtherCompensation } from '../lib/jobs/format';
import { termsOf } from '../lib/jobs/open-roles-schema';
import { similarRoles } from '../lib/jobs/similar';
import { fill } from '../supabase/functions/_shared/core/fill';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The open roles as seekers and search engines meet them, read from the folder the export was
 * built from: content/jobs for the real export (whatever recruiters have published), or the
 * fixtures on the fixture export (scripts/test/test.sh builds it with
 * JOBS_CONTENT_DIR=__tests__/fixtures/jobs and BLOG_TODAY 2026-01-01: three open, one expired),
 * where the tests that need particular roles (the filters, the closed pages) run. With no open
 * role, /jobs says so and points to the careers site. A role closed within CLOSED_PAGE_DAYS shows
 * its closed page. A browser for what a seeker meets: /jobs without JavaScript and its filters
 * once its script runs, each role's page with Apply's form, the closed page's alert form, axe at
 * two widths. What the export's files say (the open roles' JSON, the feed, the sitemap, no closed
 * role listed, a long-closed role's 404): __tests__/export/jobs.test.ts.
 * @exports real fixture
 */
const dir = path.resolve(__dirname, '..', process.env.JOBS_CONTENT_DIR ?? 'content/jobs');
const fixture = dir === path.resolve(__dirname, '..', '__tests__/fixtures/jobs');
const all = loadJobs(dir);
const today = process.env.BLOG_TODAY ?? blogToday();
const open = all
  .filter((j) => isOpen(j, today))
  .sort((a, b) => (a.datePosted < b.datePosted ? 1 : -1));
const closed = all.filter((j) => j.validThrough < today);
const recentlyClosed = closed.filter((j) => isRecentlyClosed(j, today));

/** The JSON-LD nodes of the page, flattened out of their graphs. */
async function ldNodes(page: Page) {
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
  return graphs.flatMap((g) => g['@graph'] ?? [g]);
}

/** The words a page's static HTML shows (before any script runs), one space apart. */
async function staticText(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  return decodeHtml(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

test.describe('with no open role', () => {
  test.skip(open.length > 0, 'this export has open roles');

  test('/jobs says so and links to the careers site; /careers links to /jobs', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobList.hero.title);
    await expect(page.getByText(jobList.none.text)).toBeVisible();
    await expect(page.getByRole('link', { name: jobList.none.link })).toHaveAttribute(
      'href',
      /zohorecruit\.com\/jobs\/Careers$/,
    );
    expect((await page.request.get('/jobs/no-openings')).status()).toBe(404);
    await page.goto('/careers');
    await expect(
      page.getByRole('link', { name: careersPage.jobsLink.label, exact: true }),
    ).toHaveAttribute('href', '/jobs');
  });
});

test.describe('with open roles', () => {
  test.skip(open.length === 0, 'no open role on this export');

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('/jobs lists every open role, newest first, with place, type and pay; no filter shows', async ({
      page,
    }) => {
      await page.goto('/jobs');
      const items = page
        .getByRole('list', { name: jobPages.labels.openRoles })
        .getByRole('listitem');
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
    const visible = page
      .getByRole('list', { name: jobPages.labels.openRoles })
      .getByRole('listitem')
      .filter({ visible: true });
    await expect(filters.getByRole('status')).toHaveText(`All ${open.length} open roles shown.`);
    await filters.getByLabel('Keyword').fill('terraform');
    await expect(visible).toHaveCount(1);
    await expect(visible.getByRole('heading')).toHaveText(
      'Senior Cloud Engineer (Contract, 6 Months)',
    );
    await expect(filters.getByRole('status')).toHaveText(`1 of ${open.length} open roles match.`);
    await filters.getByLabel('Keyword').fill('');
    // copy-literals: the /jobs filters' label, written in components/jobs/JobFilters.tsx.
    await filters.getByLabel('Work arrangement').selectOption('remote');
    // copy-literals: the title of a fixture role the test owns (__tests__/fixtures/jobs).
    await expect(visible.getByRole('heading')).toHaveText(['Senior Data Engineer']);
    // copy-literals: the /jobs filters' label, written in components/jobs/JobFilters.tsx.
    await filters.getByLabel('Work arrangement').selectOption('');
    await filters.getByLabel('Type').selectOption('FULL_TIME');
    await expect(visible).toHaveCount(2);
    await filters.getByLabel('Place').selectOption('Bellevue, WA');
    await expect(visible.getByRole('heading')).toHaveText([
      'Technical Product Manager, AI Platform',
    ]);
  });

  for (const job of open) {
    test(`/jobs/${job.slug} shows the role, its pay and benefits, Apply, and JobPosting data saying the same`, async ({
      page,
    }) => {
      await page.goto(`/jobs/${job.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      await expect(page.getByRole('main')).toContainText(placeLabel(job));
      await expect(page.getByRole('main')).toContainText(`${jobPages.labels.pay} ${payLabel(job)}`);
      await expect(page.getByRole('main')).toContainText(
        `${jobPages.labels.benefits} ${job.benefits}`,
      );
      // Apply leads to the form on the page; the provider's page stays offered below it.
      await expect(page.getByRole('link', { name: jobPages.apply.jump })).toHaveAttribute(
        'href',
        '#apply',
      );
      const apply = page.getByRole('region', { name: jobPages.apply.title });
      await expect(
        apply.getByRole('textbox', { name: jobPages.apply.fields.fullName }),
      ).toBeVisible();
      await expect(apply.getByRole('link', { name: jobPages.apply.elsewhereLink })).toHaveAttribute(
        'href',
        job.applyUrl,
      );
      await expect(
        page.getByRole('link', { name: jobPages.callToAction.action, exact: true }),
      ).toHaveAttribute('href', '/#contact');
      // What the laws ask is in the page's static HTML: pay, benefits, other compensation, who
      // hires, when applications close and how to apply; the statement names citizenship.
      const closes = formatPostDate(applicationsClose(job));
      const text = await staticText(page, `/jobs/${job.slug}`);
      const hirer = fill(jobPages.labels.hirers[job.hiredBy], {
        site: site.name,
        client: job.clientName ?? '',
      });
      for (const said of [
        `${jobPages.labels.pay} ${payLabel(job)}`,
        `${jobPages.labels.benefits} ${job.benefits}`,
        `${jobPages.labels.otherCompensation} ${paysOtherCompensation(job) ? job.otherCompensation : jobPages.labels.noOtherCompensation}`,
        `${jobPages.labels.hiredBy} ${hirer}`,
        `${jobPages.labels.applicationsClose} ${closes}`,
        `${jobPages.apply.howToLabel} ${fill(jobPages.apply.howTo, { date: closes })}`,
        ...(job.restrictionReason
          ? [`${jobPages.labels.restriction} ${job.restrictionReason}`]
          : []),
        jobPages.equalOpportunity.statement,
      ])
        expect(text).toContain(said);
      // Washington's law against discrimination (RCW 49.60) protects these characteristics, so
      // copy-literals: the statement must keep naming them, whatever else is reworded.
      expect(jobPages.equalOpportunity.statement).toMatch(/citizenship or immigration status/);
      const posting = (await ldNodes(page)).find(
        (n: { '@type': string }) => n['@type'] === 'JobPosting',
      );
      // Who hires: the firm for a role it employs, the client it names, else "confidential".
      if (job.hiredBy === 'firm')
        expect(posting.hiringOrganization).toMatchObject({ name: site.name });
      else if (job.hiredBy === 'client')
        expect(posting.hiringOrganization).toMatchObject({ name: job.clientName });
      else expect(posting.hiringOrganization).toBe('confidential');
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: applicationsClose(job),
        employmentType: job.employmentType,
        baseSalary: {
          currency: 'USD',
          value: { minValue: job.payMin, maxValue: job.payMax, unitText: job.payUnit },
        },
        jobBenefits: job.benefits,
        directApply: true,
      });
      expect(posting.description).toMatch(/^<(p|h2|ul|ol)>/);
      if (job.remote === 'remote')
        expect(posting).toMatchObject({
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'US' },
        });
      else
        expect(posting.jobLocation.address).toMatchObject({
          addressLocality: job.city,
          addressRegion: job.region,
          addressCountry: 'US',
        });
    });
  }

  for (const job of recentlyClosed) {
    test(`/jobs/${job.slug} (closed) says so, offers the open roles most like it and the alerts' place; no JobPosting, noindex, out of the site search`, async ({
      page,
    }) => {
      const response = await page.goto(`/jobs/${job.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      await expect(main).toContainText(placeLabel(job));
      await expect(main).toContainText(typeLabel(job));
      await expect(main).toContainText(
        jobPages.closed.closedOn.replace('{date}', formatPostDate(job.validThrough)),
      );
      // No Apply, no form, no pay: the role is not taking applications.
      await expect(page.getByRole('link', { name: jobPages.apply.jump })).toHaveCount(0);
      await expect(page.locator('form#apply-form')).toHaveCount(0);
      await expect(main).not.toContainText(payLabel(job));

      const similar = similarRoles(job, open);
      const offered = page
        .getByRole('list', { name: jobPages.closed.similarTitle })
        .getByRole('listitem');
      await expect(offered).toHaveCount(similar.length);
      await expect(offered.getByRole('heading', { level: 3 })).toHaveText(
        similar.map((j) => j.title),
      );
      for (const [i, role] of similar.entries())
        await expect(offered.nth(i).getByRole('link', { name: role.title })).toHaveAttribute(
          'href',
          `/jobs/${role.slug}`,
        );
      if (fixture) {
        // The fixture's closed QA contract in Tacoma: the on-site Washington contract comes first.
        expect(similar[0]?.slug).toBe('cloud-engineer-seattle-contract');
      }

      // The job alert form, started from the closed role: its terms, and its city unless remote.
      const alerts = page.getByRole('region', { name: jobAlerts.section.titleForRole });
      const alertForm = alerts.getByRole('form');
      await expect(alertForm.getByLabel(jobAlerts.fields.email)).toBeVisible();
      await expect(alertForm.getByLabel(jobAlerts.fields.terms)).toHaveValue(
        termsOf(job.employmentType),
      );
      await expect(alertForm.getByLabel(jobAlerts.fields.place, { exact: true })).toHaveValue(
        job.remote === 'remote' ? '' : (job.city ?? ''),
      );

      expect((await ldNodes(page)).map((n: { '@type': string }) => n['@type'])).not.toContain(
        'JobPosting',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The site search's indexer skips the whole content root of <main>, the h1 with it.
      const root = page.locator('main > *');
      await expect(root).toHaveCount(1);
      await expect(root).toHaveAttribute('data-pagefind-ignore', 'all');
      await expect(root.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  // One page a test, given the slow allowance: axe takes seconds a page on a busy machine.
  const axeRoutes = [
    '/jobs',
    ...[...open.slice(0, 1), ...recentlyClosed.slice(0, 1)].map((j) => `/jobs/${j.slug}`),
  ];
  for (const width of [390, 1280]) {
    for (const route of axeRoutes) {
      test(`${route} has no serious or critical axe violation at ${width} px`, async ({
        page,
      }, testInfo) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        // The site's standard (e2e/a11y.spec.ts): no serious or critical violation.
        expect(await seriousViolations(page)).toEqual([]);
        await testInfo.attach(`${route} at ${width}px`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    }
  }
});
