/**
 * The ways to /hire that the export's HTML already holds: each service page's closing call to
 * action, and /ai-ml-staffing's hero. The links followed in a browser, the request and /hire as a
 * visitor meets it: e2e/hire.spec.ts.
 * @exports real fixture
 */
import { aiMlStaffingPage } from '../../content/ai-ml-staffing';
import { contingentWorkersPage } from '../../content/contingent-workers';
import { diverseSupplierPage } from '../../content/diverse-supplier';
import { requestTalentAction } from '../../content/hire';
import { managedServicesPage } from '../../content/managed-services';
import { hireCta } from '../../content/navigation';
import { publicSectorPage } from '../../content/public-sector';
import { staffingPage } from '../../content/staffing';
import { expectOf as expect, linksNamed, page, region } from '../helpers/export-dom';

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
