/**
 * The ways to /hire that the export's HTML already holds (each service page's closing call to
 * action, and /ai-ml-staffing's hero), and what every role page's HTML tells an applicant who
 * needs an accommodation. The links followed in a browser, the request, /hire as a visitor meets
 * it and the application form's contact shown: e2e/hire.spec.ts.
 * @exports real fixture
 */
import path from 'node:path';
import { aiMlStaffingPage } from '../../content/ai-ml-staffing';
import { contingentWorkersPage } from '../../content/contingent-workers';
import { diverseSupplierPage } from '../../content/diverse-supplier';
import { requestTalentAction } from '../../content/hire';
import { managedServicesPage } from '../../content/managed-services';
import { hireCta } from '../../content/navigation';
import { publicSectorPage } from '../../content/public-sector';
import { staffingPage } from '../../content/staffing';
import { jobPages } from '../../content/job-pages';
import { site } from '../../content/site';
import { blogToday } from '../../lib/blog/date';
import { isOpen, isRecentlyClosed, loadJobs } from '../../lib/jobs';
import { expectOf as expect, linksNamed, page, region, ROOT, textOf } from '../helpers/export-dom';

/** Each service page and where its way to /hire is: its closing call to action (AI/ML: the hero). */
const servicePages = [
  ['/staffing', staffingPage.callToAction.title],
  ['/managed-services', managedServicesPage.callToAction.title],
  ['/public-sector', publicSectorPage.callToAction.title],
  ['/diverse-supplier', diverseSupplierPage.callToAction.title],
  ['/contingent-workers', contingentWorkersPage.callToAction.title],
] as const;

describe('links to /hire', () => {
  for (const [route, title] of servicePages) {
    test(`from ${route}'s call to action`, () => {
      const cta = region(page(route).document, title);
      // One such link, as the browser found it.
      const links = linksNamed(cta, requestTalentAction.label);
      expect(links, route).toHaveLength(1);
      expect(links[0].getAttribute('href'), route).toBe('/hire');
    });
  }

  test("from /ai-ml-staffing's hero", () => {
    const action = aiMlStaffingPage.hero.actions.find((a) => a.href === hireCta.href);
    expect(action, 'a hero action leads to /hire').toBeDefined();
    const hero = page('/ai-ml-staffing').document.querySelector('main section');
    const links = linksNamed(hero!, action!.label);
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/hire');
  });
});

/**
 * The role pages this export holds, from the folder it was built from (content/jobs, or the
 * fixtures on the fixture export): every open role and every role closed within the last 90 days.
 */
const jobsDir = path.resolve(ROOT, process.env.JOBS_CONTENT_DIR ?? 'content/jobs');
const today = process.env.BLOG_TODAY ?? blogToday();
const roles = loadJobs(jobsDir).filter((j) => isOpen(j, today) || isRecentlyClosed(j, today));

describe('every role page', () => {
  const { equalOpportunity } = jobPages;

  /** The one link in `scope` named `name`, as the browser's strict locator found it. */
  const onlyLink = (scope: ParentNode, name: string, label: string) => {
    const links = linksNamed(scope, name);
    expect(links, `${label}: links named ${name}`).toHaveLength(1);
    return links[0];
  };

  for (const role of roles) {
    test(`/jobs/${role.slug} carries the equal-opportunity statement and the accommodation contact`, () => {
      const route = `/jobs/${role.slug}`;
      const { document } = page(route);
      const statement = region(document, equalOpportunity.title);
      expect(textOf(statement), route).toContain(equalOpportunity.statement);
      expect(onlyLink(statement, site.phone, route).getAttribute('href'), route).toBe(
        site.phoneHref,
      );
      expect(onlyLink(statement, site.email, route).getAttribute('href'), route).toBe(
        `mailto:${site.email}`,
      );
      if (!isOpen(role, today)) return;
      // The application form says it too, where an applicant who needs it will look.
      const apply = document.querySelector('#apply');
      expect(apply, `${route}: #apply`).not.toBeNull();
      expect(onlyLink(apply!, site.phone, route).getAttribute('href'), route).toBe(site.phoneHref);
      onlyLink(apply!, site.email, route);
    });
  }
});
