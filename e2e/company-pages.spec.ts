/**
 * The company pages as a visitor sees them, in a browser: each page's axe audit of <main>, what is
 * visible (the hero, the logos, the quotations), an anchor's scroll into view. Their titles, cards
 * and structured data are tested from the export's files (__tests__/export/seo.test.ts), as are
 * each one's h1, description and images' sizes and names, and their facts without JavaScript
 * (__tests__/export/company-pages.test.ts).
 */
import {
  homeAbout,
  homeClientsSection,
  homeHero,
  homeServices,
  homeServicesSection,
  homeTestimonialsSection,
} from '../content/home';
import { aboutCapabilities, aboutPage } from '../content/about';
import { aboutClients, diverseSupplierPartners, homeClients } from '../content/clients';
import { contactSection } from '../content/contact-section';
import { diverseSupplierPage } from '../content/diverse-supplier';
import { legalPage } from '../content/legal';
import { pages } from '../content/pages';
import {
  publicSectorEngagements,
  publicSectorPage,
  stateContracts,
} from '../content/public-sector';
import { awardBadge } from '../content/shared/images';
import { site } from '../content/site';
import { diverseSupplierTestimonials, homeTestimonials } from '../content/testimonials';
import { workPage, workSamples } from '../content/work';
import { formatPostDate } from '../lib/blog/date';
import { renderLegalDocument } from '../lib/content/legal';
import { everyViolation } from './axe';
import type { Locator } from '@playwright/test';
import { expect, mainText, test } from './fixtures';

/** The alt texts of the images a locator matches, in page order. */
import { COMPANY_ROUTES as companyRoutes } from './site-pages';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function altsOf(images: Locator): Promise<Array<string | null>> {
  return images.evaluateAll((els) => els.map((el) => el.getAttribute('alt')));
}

test.describe('company pages on the static export', () => {
  for (const route of companyRoutes) {
    test(`${route} has no axe violations in main`, async ({ page }) => {
      await page.goto(route);
      expect(await everyViolation(page, 'main')).toEqual([]);
    });
  }

  test('home: hero, section ids, 3 services, 5 logos, 3 quotes, contact', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(homeHero.title);
    await expect(page.getByText(homeHero.subtitle).first()).toBeVisible();
    for (const id of ['about', 'services', 'work', 'testimonials', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#about h2')).toHaveText(homeAbout.title);
    await expect(page.locator('#about').getByRole('img', { name: awardBadge.alt })).toBeVisible();
    await expect(page.locator('#services li h3')).toHaveText(
      homeServices.map((card) => card.title),
    );
    await expect(page.locator('#services')).toContainText(homeServicesSection.banner.title);
    const clients = page.getByRole('region', { name: homeClientsSection.title }).locator('img');
    await expect(clients).toHaveCount(homeClients.length);
    expect(await altsOf(clients)).toEqual(homeClients.map((logo) => logo.name));
    await expect(page.locator('#work h2')).toHaveText(homeTestimonialsSection.title);
    await expect(page.locator('#work blockquote')).toHaveCount(homeTestimonials.length);
    await expect(page.locator('#work figcaption')).toHaveCount(0);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { name: contactSection.title })).toBeVisible();
    await expect(contact).toContainText(contactSection.subtitle);
    await expect(contact).toContainText(site.location);
  });

  test('/#testimonials scrolls to the quotations', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.locator('#work blockquote').first()).toBeInViewport();
  });

  test('about: story, the client logos, the capabilities, practice sections and both links', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(pages['/about'].title)}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pages['/about'].description,
    );
    const text = await mainText(page);
    for (const paragraph of aboutPage.story.paragraphs) expect(text).toContain(paragraph);
    const logos = page.getByRole('region', { name: aboutPage.clients.title }).locator('img');
    await expect(logos).toHaveCount(aboutClients.length);
    expect(await altsOf(logos)).toEqual(aboutClients.map((logo) => logo.name));
    await expect(
      page.getByRole('region', { name: aboutPage.capabilities.title }).locator('h3'),
    ).toHaveText(aboutCapabilities.map((card) => card.title));
    for (const title of [
      aboutPage.story.title,
      ...Object.values(aboutPage.practices).map((practice) => practice.title),
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const [consultation, work] = aboutPage.callToAction.actions;
    await expect(page.getByRole('link', { name: consultation.label })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await page.getByRole('link', { name: work.label }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.locator('h1')).toHaveText(workPage.hero.title);
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
    const { differentiator, legacy } = diverseSupplierPage;
    for (const point of differentiator.points) {
      expect(text).toContain('strong' in point ? `${point.strong} ${point.text}` : point.text);
    }
    expect(text).toContain(legacy.title);
    const partners = page
      .getByRole('region', { name: diverseSupplierPage.partners.title })
      .locator('img');
    await expect(partners).toHaveCount(diverseSupplierPartners.length);
    expect(await altsOf(partners)).toEqual(diverseSupplierPartners.map((logo) => logo.name));
    await expect(
      page
        .getByRole('region', { name: diverseSupplierPage.customerQuotes.title })
        .locator('figcaption'),
    ).not.toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: diverseSupplierPage.testimonials.title, exact: true })
        .locator('blockquote'),
    ).toHaveCount(diverseSupplierTestimonials.length);
    await page.getByRole('link', { name: diverseSupplierPage.hero.actions[0].label }).click();
    await expect(page).toHaveURL(/\/diverse-supplier#contact$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test('public sector: both contracts with their numbers, the bodies as text, CTA', async ({
    page,
  }) => {
    await page.goto('/public-sector');
    const text = await mainText(page);
    for (const contract of stateContracts) {
      expect(text).toContain(contract.name);
      expect(text).toContain(contract.number);
    }
    for (const engagement of publicSectorEngagements) {
      expect(text).toContain(engagement.client);
      expect(text).toContain(engagement.summary);
      for (const point of engagement.points) expect(text).toContain(point);
    }
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: publicSectorPage.callToAction.actions[0].label }),
    ).toHaveAttribute('href', '/#contact');
  });

  test('privacy policy: the date and a section per ## heading of its document', async ({
    page,
  }) => {
    const policy = await renderLegalDocument('privacy-policy');
    await page.goto('/privacy-policy');
    await expect(
      page.getByText(legalPage.lastUpdated(formatPostDate(policy.lastUpdated))),
    ).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText(policy.sections.map((s) => s.title));
    await expect(page.locator('main article section[aria-labelledby]')).toHaveCount(
      policy.sections.length,
    );
    // Each entry of the contents leads to its section.
    const last = policy.sections.at(-1)!;
    await page
      .getByRole('navigation', { name: legalPage.contentsTitle })
      .getByRole('link', { name: last.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`#${last.id}`)).toBeInViewport();
    await expect(
      page.locator(`section[aria-labelledby="${last.id}"] a[href="mailto:${site.email}"]`),
    ).toHaveCount(1);
  });
});
