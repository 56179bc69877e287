import type { Page } from '@playwright/test';
import { aiRoles } from '../content/ai-ml-staffing';
import { contingentTypes, contingentVersusEmployee } from '../content/contingent-workers';
import { managedFeatures } from '../content/managed-services';
import { staffingServices } from '../content/staffing';
import { refugeeOpportunities } from '../content/tech-refugee-program';
import { expect, mainText, test } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('service and program pages', () => {
  test('Staffing: five services with contained search explained, a testimonial, a way to get in touch', async ({ page }) => {
    await page.goto('/staffing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staffing');
    const services = region(page, 'Staffing Services');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(staffingServices.map((s) => s.title));
    await expect(services.getByRole('listitem').filter({ hasText: 'Contained Search' })).toContainText(
      'A hybrid of retained and contingency search: part of the fee is paid upfront to commit a dedicated search, and the rest on successful placement.',
    );
    await expect(page.locator('figure blockquote')).toHaveCount(1);
    await expect(page.locator('figure figcaption')).toContainText('Director of Platform Engineering');
    const text = await mainText(page);
    for (const fact of ['48–72 hours', '1–2 weeks', '4–8 weeks', '90-day replacement guarantee']) expect(text).toContain(fact);
    await expect(page.getByRole('link', { name: 'Talk to a Recruiter' })).toHaveAttribute('href', '/#contact');
  });

  test('Managed Services: four features, three long sections, a testimonial, SLA pricing', async ({ page }) => {
    await page.goto('/managed-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managed Services');
    await expect(region(page, 'Built for Accountability').getByRole('heading', { level: 3 })).toHaveText(
      managedFeatures.map((f) => f.title),
    );
    for (const title of ['The Managed Services Provider Model', 'SMART KPIs and In-Depth Reporting', 'Pricing Built Around Your Needs']) {
      await expect(region(page, title).locator('.prose-body p')).toHaveCount(2);
    }
    await expect(page.locator('figure blockquote')).toHaveCount(1);
    const pricing = region(page, 'Pricing Built Around Your Needs');
    await expect(pricing).toContainText('service level agreement (SLA)');
    await expect(pricing).toContainText('the size of the team, the scope of the work and the duration');
    await expect(region(page, 'SMART KPIs and In-Depth Reporting')).toContainText('quarterly');
    await expect(region(page, 'The Managed Services Provider Model')).toContainText('dedicated engagement manager');
  });

  test('Contingent Workers: definition, three types, four differences, four pros, three cons, closing', async ({ page }) => {
    await page.goto('/contingent-workers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contingent Workers');
    await expect(page.getByRole('heading', { level: 2, name: 'What Is a Contingent Worker?' })).toBeVisible();
    await expect(region(page, 'Types of Contingent Workers').getByRole('heading', { level: 3 })).toHaveText(
      contingentTypes.map((t) => t.title),
    );
    const versus = region(page, 'Contingent Worker vs. Employee');
    // Each heading is its number (decorative) and the aspect.
    await expect(versus.getByRole('heading', { level: 3 })).toHaveText(
      contingentVersusEmployee.map((r, i) => `${i + 1}${r.aspect}`),
    );
    await expect(versus.locator('dt', { hasText: 'Employee' })).toHaveCount(4);
    const prosCons = region(page, 'Pros and Cons of Contingent Workers');
    const list = (title: string) =>
      prosCons.locator('div').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).last().getByRole('listitem');
    await expect(list('Pros')).toHaveCount(4);
    await expect(list('Cons')).toHaveCount(3);
    await expect(region(page, 'Find the Right Contingent Talent').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/#contact');
  });

  test('AI/ML Staffing: employers, the Tech Refugee Network and the why section with their buttons', async ({ page }) => {
    await page.goto('/ai-ml-staffing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI/ML Staffing');
    const employers = page.locator('#employers');
    await expect(employers.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveText(aiRoles.map((r) => r.title));
    await expect(employers.getByRole('heading', { name: 'Why Clients Choose Cascadia Tech Staffing' })).toBeVisible();
    await expect(employers).toContainText('AI/ML roles filled in under two weeks');
    await expect(employers.getByRole('link', { name: 'Hire AI/ML Talent' })).toHaveAttribute('href', '/#contact');

    const talent = region(page, 'The Tech Refugee Network');
    await expect(talent).toContainText('Free to join');
    await expect(talent.getByRole('link', { name: 'Join the Tech Refugee Network' })).toHaveAttribute('href', '/tech-refugee-program');

    const why = region(page, 'Why AI/ML Staffing with Us');
    await expect(why.getByRole('link', { name: 'Schedule an AI/ML Talent Consultation' })).toHaveAttribute('href', '/#contact');
    await expect(why.getByRole('link', { name: 'Join the Tech Refugee Network' })).toHaveAttribute('href', '/tech-refugee-program');
  });

  test('Tech Refugee Program: three steps, benefits, six role groups, the register section, employers and about', async ({ page }) => {
    await page.goto('/tech-refugee-program');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Refugee Program');
    const steps = region(page, 'Three Steps Back to Work').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Step 1: Register', 'Step 2: Get Matched', 'Step 3: Reboot Your Career']);
    await expect(region(page, 'What You Get as a Member').getByRole('listitem')).toHaveCount(6);
    await expect(region(page, 'Where Members Are Being Hired').getByRole('heading', { level: 3 })).toHaveText(
      refugeeOpportunities.map((o) => o.title),
    );

    const register = page.locator('section#register');
    await expect(register.getByRole('heading', { level: 2 })).toHaveText('Register for the Tech Refugee Network');
    await expect(register.locator('[data-slot="registration-form"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/#register$/);
    await expect(register.getByRole('heading', { level: 2 })).toBeInViewport();

    await expect(region(page, 'Employers: Hire Proven Tech Talent').getByRole('link', { name: 'Contact Us to Hire' })).toHaveAttribute('href', '/#contact');
    await expect(region(page, 'About the Program')).toContainText('free to join');
  });
});

const pages = [
  ['/staffing', 'Staffing', 'the rest on successful placement'],
  ['/managed-services', 'Managed Services', 'SMART KPIs'],
  ['/contingent-workers', 'Contingent Workers', 'What Is a Contingent Worker?'],
  ['/ai-ml-staffing', 'AI/ML Staffing', 'AI/ML roles filled in under two weeks'],
  ['/tech-refugee-program', 'Tech Refugee Program', 'id="register"'],
  ['/knowledge-base', 'Knowledge Base', 'Still Have Questions?'],
  ['/careers', 'Careers', 'Open Positions'],
] as const;

test.describe('every page of this issue', () => {
  for (const [path, h1, fact] of pages) {
    test(`${path} is complete in the static HTML, with one h1 and its own title`, async ({ request }) => {
      const html = (await (await request.get(path)).text()).replace(/&#x27;/g, "'");
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`>${h1}</h1>`);
      expect(html).toContain(fact);
      expect(html).toMatch(new RegExp(`<title>${h1.replace('/', '\\/')} \\| Cascadia Tech Staffing</title>`));
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page scrolls sideways', async ({ page }) => {
    await page.route('https://static.zohocdn.com/**', (route) => route.fulfill({ body: '' }));
    for (const [path] of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
