/**
 * The service and program pages in the export's files: each is complete in its static HTML, with
 * one h1 and its own title. What a visitor sees of them, their buttons and their layout on a
 * phone: e2e/service-pages.spec.ts.
 */
import { aiMlStaffingPage } from '../../content/ai-ml-staffing';
import { careersPage } from '../../content/careers';
import { contingentWorkersPage } from '../../content/contingent-workers';
import { knowledgeBasePage } from '../../content/knowledge-base';
import { managedServicesPage } from '../../content/managed-services';
import { pages as pageRecords } from '../../content/pages';
import { site } from '../../content/site';
import { staffingPage, staffingServices } from '../../content/staffing';
import { techRefugeePage } from '../../content/tech-refugee-program';
import { escapeLikeReact } from '../../lib/html-text';
import { expectOf as expect, serve } from '../helpers/export-dom';

/** Each route's title in search results (content/pages.ts). */
const routeTitles: Record<string, string> = Object.fromEntries(
  Object.values(pageRecords).map((record) => [record.path, record.title]),
);

/** Each page: its path, its h1 and a fact its static HTML must hold. */
const pages = [
  ['/staffing', staffingPage.hero.title, staffingServices[4].description],
  ['/managed-services', managedServicesPage.hero.title, managedServicesPage.kpis.title],
  ['/contingent-workers', contingentWorkersPage.hero.title, contingentWorkersPage.whatIs.title],
  ['/ai-ml-staffing', aiMlStaffingPage.hero.title, aiMlStaffingPage.employers.timeToHire.text],
  ['/tech-refugee-program', techRefugeePage.hero.title, 'id="register"'],
  ['/knowledge-base', knowledgeBasePage.hero.title, knowledgeBasePage.callToAction.title],
  ['/careers', careersPage.hero.title, careersPage.openPositions.title],
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('every page of this issue', () => {
  for (const [path, h1, fact] of pages) {
    test(`${path} is complete in the static HTML, with one h1 and its own title`, () => {
      const response = serve(path);
      expect(response.status, path).toBe(200);
      const html = response.body.toString('utf8');
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(html, path).toContain(`>${escapeLikeReact(h1)}</h1>`);
      expect(html, path).toContain(fact.startsWith('id=') ? fact : escapeLikeReact(fact));
      const title = routeTitles[path];
      expect(html, path).toMatch(
        new RegExp(
          `<title>${escapeRegExp(escapeLikeReact(title))} \\| ${escapeRegExp(escapeLikeReact(site.name))}</title>`,
        ),
      );
    });
  }
});
