import { homeServices } from '../content/home';
import { aboutCapabilities } from '../content/about';
import { aboutClients, diverseSupplierPartners, homeClients } from '../content/clients';
import { diverseSupplierTestimonials, homeTestimonials } from '../content/testimonials';
import { workSamples } from '../content/work';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, mainText, test } from './fixtures';

/** The alt texts of the images a locator matches, in page order. */
function altsOf(images: Locator): Promise<Array<string | null>> {
  return images.evaluateAll((els) => els.map((el) => el.getAttribute('alt')));
}

const companyRoutes = [
  '/',
  '/about',
  '/work',
  '/diverse-supplier',
  '/public-sector',
  '/privacy-policy',
];

test.describe('company pages on the static export', () => {
  for (const route of companyRoutes) {
    test(`${route} has exactly one h1, a description, sized and named images, and no axe violations in main`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);
      const images = page.locator('main img');
      for (const img of await images.all()) {
        await expect(img).toHaveAttribute('width', /^\d+$/);
        await expect(img).toHaveAttribute('height', /^\d+$/);
        expect((await img.getAttribute('alt'))?.trim()).toBeTruthy();
      }
      const audit = await new AxeBuilder({ page }).include('main').analyze();
      expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test('home: hero, section ids, 3 services, 5 logos, 3 quotes, contact', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Technology Recruiters');
    await expect(
      page.getByText('AI Transformation Staffing and Managed Services').first(),
    ).toBeVisible();
    for (const id of ['about', 'services', 'work', 'testimonials', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#about h2')).toHaveText('A Trusted Partner in Staffing');
    await expect(page.locator('#about img[alt*="Award"]')).toBeVisible();
    await expect(page.locator('#services li h3')).toHaveText(
      homeServices.map((card) => card.title),
    );
    await expect(page.locator('#services')).toContainText('Building Success Through Partnership');
    const clients = page.getByRole('region', { name: 'Our Clients' }).locator('img');
    await expect(clients).toHaveCount(homeClients.length);
    expect(await altsOf(clients)).toEqual(homeClients.map((logo) => logo.name));
    await expect(page.locator('#work h2')).toHaveText('What Our Clients Say');
    await expect(page.locator('#work blockquote')).toHaveCount(homeTestimonials.length);
    await expect(page.locator('#work figcaption')).toHaveCount(0);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(contact).toContainText('Ready to find your next great hire or opportunity?');
    await expect(contact).toContainText('Seattle, WA & Remote Nationwide');
  });

  test('/#testimonials scrolls to the quotations', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.locator('#work blockquote').first()).toBeInViewport();
  });

  test('about: story, the client logos, the capabilities, practice sections and both links', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About Us/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /20\+ years/);
    const text = await mainText(page);
    expect(text).toContain('founded in 1995 in Bellevue, Washington');
    expect(text).toContain('Small Business and Diverse Supplier');
    const logos = page.getByRole('region', { name: 'Trusted by Industry Leaders' }).locator('img');
    await expect(logos).toHaveCount(aboutClients.length);
    expect(await altsOf(logos)).toEqual(aboutClients.map((logo) => logo.name));
    await expect(
      page.getByRole('region', { name: 'Recruiting Capabilities' }).locator('h3'),
    ).toHaveText(aboutCapabilities.map((card) => card.title));
    for (const title of [
      'Our Story',
      'Innovation in Mobile & AI Solutions',
      'Marketing & Enterprise Systems',
      'Managed Services & Project Management',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await page.getByRole('link', { name: 'View Our Work' }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.locator('h1')).toHaveText('Work Samples');
  });

  test('work: the site images, each loaded, and a testimonial', async ({ page }) => {
    await page.goto('/work');
    const shots = page.locator('main figure img');
    await expect(shots).toHaveCount(workSamples.length);
    for (const img of await shots.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.locator('main blockquote')).toHaveCount(1);
  });

  test('diverse supplier: claims, partners, quotes, testimonials and #contact', async ({
    page,
  }) => {
    await page.goto('/diverse-supplier');
    const text = await mainText(page);
    expect(text).toContain('As few as 5 headcount instead of the standard 21');
    expect(text).toContain('18 months of work, then a 6-month break');
    expect(text).toContain('25 years of service');
    const partners = page.getByRole('region', { name: 'Our Partners' }).locator('img');
    await expect(partners).toHaveCount(diverseSupplierPartners.length);
    expect(await altsOf(partners)).toEqual(diverseSupplierPartners.map((logo) => logo.name));
    await expect(
      page.getByRole('region', { name: 'Customer Quotes' }).locator('figcaption'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'What Our Clients Say' }).locator('blockquote'),
    ).toHaveCount(diverseSupplierTestimonials.length);
    await page.getByRole('link', { name: 'Partner With Us' }).click();
    await expect(page).toHaveURL(/\/diverse-supplier#contact$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test('public sector: contracts 14822 and 16322, the bodies as text, CTA', async ({ page }) => {
    await page.goto('/public-sector');
    const text = await mainText(page);
    for (const fact of [
      'Project Management Support Services',
      'Software Development Services',
      '14822',
      '16322',
      'state agencies, cities, counties, school districts and higher education',
      'three state agencies',
      'City of Seattle',
      'permitting upgrade project',
      'Seattle Public Schools',
      'ten-plus years',
      'student assignment system',
      'University of Washington IT',
      'financial transformation',
    ]) {
      expect(text).toContain(fact);
    }
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  test('privacy policy: date, sections, children under 13, 50% and email', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated March 12, 2024')).toBeVisible();
    await expect(page.locator('main article h2')).toHaveCount(13);
    const text = await mainText(page);
    expect(text).toContain('50% or more');
    expect(text).toContain('under the age of 13');
    await expect(
      page.locator('#contact-us').locator('xpath=..').locator('a[href^="mailto:"]'),
    ).toHaveCount(1);
  });

  test('the facts are in the static HTML, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const checks: Array<[string, string[]]> = [
      [
        '/',
        [
          'Technology Recruiters',
          'A Trusted Partner in Staffing',
          'Building Success Through Partnership',
          'What Our Clients Say',
        ],
      ],
      ['/about', ['Our Story', 'Trusted by Industry Leaders', 'Recruiting Capabilities']],
      ['/public-sector', ['14822', '16322']],
      ['/privacy-policy', ['Last updated March 12, 2024']],
    ];
    for (const [route, facts] of checks) {
      await page.goto(route);
      const text = await mainText(page);
      for (const fact of facts) expect(text).toContain(fact);
    }
    await context.close();
  });
});
