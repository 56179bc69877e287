/**
 * The service and program pages as a visitor sees them, in a browser: what is visible in each
 * section, the buttons and where they lead, and at 390 px that no page scrolls sideways (layout).
 * That each is complete in its static HTML, with one h1 and its title:
 * __tests__/export/service-pages.test.ts.
 */
import type { Page } from '@playwright/test';
import { aiMlStaffingPage, aiRoles } from '../content/ai-ml-staffing';
import {
  contingentCons,
  contingentPros,
  contingentTypes,
  contingentVersusEmployee,
  contingentWorkersPage,
} from '../content/contingent-workers';
import { managedFeatures, managedServicesPage } from '../content/managed-services';
import {
  staffingPage,
  staffingProcess,
  staffingServices,
  staffingTestimonial,
} from '../content/staffing';
import {
  refugeeBenefits,
  refugeeOpportunities,
  refugeeSteps,
  techRefugeePage,
} from '../content/tech-refugee-program';
import { expect, mainText, test } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('service and program pages', () => {
  test('Staffing: five services, a testimonial, the process, a way to get in touch', async ({
    page,
  }) => {
    await page.goto('/staffing');
    const { hero, services, process, callToAction } = staffingPage;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const list = region(page, services.title);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(
      staffingServices.map((s) => s.title),
    );
    for (const service of staffingServices) {
      await expect(list.getByRole('listitem').filter({ hasText: service.title })).toContainText(
        service.description,
      );
    }
    await expect(page.locator('figure blockquote')).toHaveCount(1);
    await expect(page.locator('figure figcaption')).toContainText(staffingTestimonial.author!);
    const text = await mainText(page);
    expect(text).toContain(process.description);
    for (const step of staffingProcess) expect(text).toContain(step.description);
    await expect(page.getByRole('link', { name: callToAction.actions[0].label })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  test('Managed Services: four features, three long sections, a testimonial, SLA pricing', async ({
    page,
  }) => {
    await page.goto('/managed-services');
    const { hero, features, model, kpis, pricing } = managedServicesPage;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(region(page, features.title).getByRole('heading', { level: 3 })).toHaveText(
      managedFeatures.map((f) => f.title),
    );
    for (const section of [model, kpis, pricing]) {
      await expect(region(page, section.title).locator('.prose-body p')).toHaveText(
        section.paragraphs,
      );
    }
    await expect(page.locator('figure blockquote')).toHaveCount(1);
    await expect(region(page, pricing.title)).toContainText(pricing.factsFootnote);
  });

  test('Contingent Workers: definition, three types, four differences, four pros, three cons, closing', async ({
    page,
  }) => {
    await page.goto('/contingent-workers');
    const { hero, whatIs, types, versus, prosCons, callToAction } = contingentWorkersPage;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.getByRole('heading', { level: 2, name: whatIs.title })).toBeVisible();
    await expect(region(page, types.title).getByRole('heading', { level: 3 })).toHaveText(
      contingentTypes.map((t) => t.title),
    );
    const comparison = region(page, versus.title);
    // Each heading is its number (decorative) and the aspect.
    await expect(comparison.getByRole('heading', { level: 3 })).toHaveText(
      contingentVersusEmployee.map((r, i) => `${i + 1}${r.aspect}`),
    );
    await expect(comparison.locator('dt', { hasText: versus.rightLabel })).toHaveCount(
      contingentVersusEmployee.length,
    );
    const both = region(page, prosCons.title);
    const list = (title: string) =>
      both
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .last()
        .getByRole('listitem');
    await expect(list(prosCons.pros)).toHaveCount(contingentPros.length);
    await expect(list(prosCons.cons)).toHaveCount(contingentCons.length);
    const [getInTouch] = callToAction.actions;
    await expect(
      region(page, callToAction.title).getByRole('link', { name: getInTouch.label }),
    ).toHaveAttribute('href', '/#contact');
  });

  test('AI/ML Staffing: employers, the Tech Refugee Network and the why section with their buttons', async ({
    page,
  }) => {
    await page.goto('/ai-ml-staffing');
    const { hero, employers, talent, why } = aiMlStaffingPage;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const forEmployers = page.locator('#employers');
    await expect(
      forEmployers.getByRole('list').first().getByRole('heading', { level: 3 }),
    ).toHaveText(aiRoles.map((r) => r.title));
    await expect(forEmployers.getByRole('heading', { name: employers.reasonsTitle })).toBeVisible();
    await expect(forEmployers).toContainText(employers.timeToHire.text);
    await expect(
      forEmployers.getByRole('link', { name: employers.timeToHire.action.label }),
    ).toHaveAttribute('href', '/#contact');

    const network = region(page, talent.title);
    await expect(network).toContainText(talent.description);
    await expect(network.getByRole('link', { name: talent.action.label })).toHaveAttribute(
      'href',
      '/tech-refugee-program',
    );

    const whyUs = region(page, why.title);
    const [consultation, join] = why.actions;
    await expect(whyUs.getByRole('link', { name: consultation.label })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expect(whyUs.getByRole('link', { name: join.label })).toHaveAttribute(
      'href',
      '/tech-refugee-program',
    );
  });

  test('Tech Refugee Program: three steps, benefits, six role groups, the register section, employers and about', async ({
    page,
  }) => {
    await page.goto('/tech-refugee-program');
    const { hero, steps, benefits, opportunities, register, employers, about } = techRefugeePage;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const stepItems = region(page, steps.title).getByRole('listitem');
    await expect(stepItems).toHaveCount(refugeeSteps.length);
    await expect(stepItems.getByRole('heading', { level: 3 })).toContainText(
      refugeeSteps.map((s) => s.title),
    );
    await expect(region(page, benefits.title).getByRole('listitem')).toHaveCount(
      refugeeBenefits.length,
    );
    await expect(region(page, opportunities.title).getByRole('heading', { level: 3 })).toHaveText(
      refugeeOpportunities.map((o) => o.title),
    );

    const registerSection = page.locator('section#register');
    await expect(registerSection.getByRole('heading', { level: 2 })).toHaveText(register.title);
    await expect(registerSection.locator('[data-slot="registration-form"]')).toHaveCount(1);
    const toRegister = hero.actions.find((action) => action.href === '#register')!;
    await page.getByRole('link', { name: toRegister.label }).click();
    await expect(page).toHaveURL(/#register$/);
    await expect(registerSection.getByRole('heading', { level: 2 })).toBeInViewport();

    await expect(
      region(page, employers.title).getByRole('link', { name: employers.actions[0].label }),
    ).toHaveAttribute('href', '/#contact');
    const aboutText = region(page, about.title);
    for (const paragraph of about.paragraphs) await expect(aboutText).toContainText(paragraph);
  });
});

/** The pages of this spec, which the phone's layout test visits. */
const pages = [
  '/staffing',
  '/managed-services',
  '/contingent-workers',
  '/ai-ml-staffing',
  '/tech-refugee-program',
  '/knowledge-base',
  '/careers',
] as const;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page scrolls sideways', async ({ page }) => {
    await page.route('https://static.zohocdn.com/**', (route) => route.fulfill({ body: '' }));
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
