/**
 * The open roles in the export's files, read from the folder the export was built from:
 * content/jobs for the real export (whatever recruiters have published), or the fixtures on the
 * fixture export (scripts/test/test.sh builds it with JOBS_CONTENT_DIR=__tests__/fixtures/jobs and
 * BLOG_TODAY 2026-01-01: three open, one closed within CLOSED_PAGE_DAYS, one closed longer ago):
 * the open roles' JSON, the feed and the sitemap list every open role and no closed one, /jobs
 * links none of the closed ones, and a role closed longer ago answers 404. The role pages as a
 * seeker meets them (the filters, Apply, the closed page's alert form, axe): e2e/jobs.spec.ts.
 * @exports real fixture
 */
import path from 'node:path';
import { blogToday } from '../../lib/blog/date';
import { isOpen, isRecentlyClosed, loadJobs, payLabel, placeLabel } from '../../lib/jobs';
import { plainText } from '../../lib/jobs/open-roles';
import { parseOpenRoles } from '../../lib/jobs/open-roles-schema';
import { expectOf as expect, page, ROOT, serve, text, textOf } from '../helpers/export-dom';

const dir = path.resolve(ROOT, process.env.JOBS_CONTENT_DIR ?? 'content/jobs');
const fixture = dir === path.resolve(ROOT, '__tests__/fixtures/jobs');
const all = loadJobs(dir);
const today = process.env.BLOG_TODAY ?? blogToday();
const open = all
  .filter((j) => isOpen(j, today))
  .sort((a, b) => (a.datePosted < b.datePosted ? 1 : -1));
const closed = all.filter((j) => j.validThrough < today);
const recentlyClosed = closed.filter((j) => isRecentlyClosed(j, today));
const gone = closed.filter((j) => !recentlyClosed.includes(j));

/** The links of a page whose name holds `name`, as getByRole('link', { name }) finds them. */
function linksNamed(route: string, name: string): Element[] {
  return [...page(route).document.querySelectorAll('a[href]')].filter((link) =>
    (link.getAttribute('aria-label') ?? textOf(link)).toLowerCase().includes(name.toLowerCase()),
  );
}

// Skipped when this export has no open role (e2e/jobs.spec.ts tests /jobs saying so).
(open.length === 0 ? describe.skip : describe)('with open roles', () => {
  // The fixture export only: the fixtures' own roles.
  (fixture ? test : test.skip)(
    'the fixtures hold three open roles, one closed within 90 days and one closed longer ago',
    () => {
      expect(open).toHaveLength(3);
      expect(recentlyClosed.map((j) => j.slug)).toEqual(['qa-analyst-tacoma-expired']);
      expect(gone.map((j) => j.slug)).toEqual(['frontend-developer-redmond-closed']);
    },
  );

  test('a closed role is in no list, feed, sitemap or open roles JSON; closed more than 90 days ago, its URL answers 404', () => {
    const feed = text('/jobs/feed.xml');
    const sitemap = text('/sitemap.xml');
    const json = text('/jobs/open-roles.json');
    for (const job of closed) {
      expect(feed).not.toContain(`/jobs/${job.slug}<`);
      expect(sitemap).not.toContain(`/jobs/${job.slug}<`);
      expect(json).not.toContain(`/jobs/${job.slug}"`);
      expect(linksNamed('/jobs', job.title)).toHaveLength(0);
    }
    for (const job of gone) expect(serve(`/jobs/${job.slug}`).status, job.slug).toBe(404);
    for (const job of recentlyClosed) expect(serve(`/jobs/${job.slug}`).status, job.slug).toBe(200);
  });

  test('/jobs/open-roles.json lists every open role, newest first, with what alerts match on', () => {
    const response = serve('/jobs/open-roles.json');
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    const file = parseOpenRoles(JSON.parse(response.body.toString('utf8')));
    expect(file.today).toBe(today);
    expect(file.roles.map((r) => r.id)).toEqual(open.map((j) => j.slug));
    for (const [i, job] of open.entries()) {
      const role = file.roles[i]!;
      expect(role.url.endsWith(`/jobs/${job.slug}`)).toBe(true);
      expect(role).toMatchObject({
        title: job.title,
        employmentType: job.employmentType,
        remote: job.remote,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
      });
      expect(role.terms).toBe(
        job.employmentType === 'CONTRACTOR' || job.employmentType === 'TEMPORARY'
          ? 'contract'
          : 'permanent',
      );
      expect(role.place.label).toBe(placeLabel(job));
      expect(role.pay).toMatchObject({
        min: job.payMin,
        max: job.payMax,
        unit: job.payUnit,
        label: payLabel(job),
      });
      // The title and the description's words without their markdown (plainText's own test).
      expect(role.text).toContain(job.title);
      expect(role.text).toContain(plainText(job.body));
    }
  });

  test('the feed and the sitemap list every open role (the sitemap with its lastmod)', () => {
    const feed = text('/jobs/feed.xml');
    const sitemap = text('/sitemap.xml');
    expect(feed.split('<item>').length - 1).toBe(open.length);
    for (const job of open) {
      expect(feed).toContain(`/jobs/${job.slug}</link>`);
      expect(sitemap).toMatch(new RegExp(`/jobs/${job.slug}</loc>\\s*<lastmod>${job.datePosted}`));
    }
  });
});
