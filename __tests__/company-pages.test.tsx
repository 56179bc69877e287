import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/about/page';
import DiverseSupplierPage from '@/app/diverse-supplier/page';
import HomePage from '@/app/page';
import PrivacyPolicyPage from '@/app/privacy-policy/page';
import PublicSectorPage from '@/app/public-sector/page';
import WorkPage from '@/app/work/page';
import { aboutCapabilities, aboutPage } from '@/content/about';
import { aboutClients, diverseSupplierPartners, homeClients } from '@/content/clients';
import { diverseSupplierClaims, diverseSupplierPage } from '@/content/diverse-supplier';
import {
  homeAbout,
  homeClientsSection,
  homeHero,
  homeServices,
  homeServicesSection,
  homeTestimonialsSection,
} from '@/content/home';
import {
  publicSectorEngagements,
  publicSectorPage,
  stateContractEligible,
  stateContracts,
} from '@/content/public-sector';
import { awardBadge } from '@/content/shared/images';
import { site } from '@/content/site';
import { workPage, workSamples } from '@/content/work';
import { legalPage } from '@/content/legal';
import {
  customerQuotes,
  diverseSupplierTestimonials,
  homeTestimonials,
} from '@/content/testimonials';
import { formatPostDate } from '@/lib/blog/date';
import { renderLegalDocument } from '@/lib/content/legal';

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('company collections', () => {
  it('has quote text only on the home page and an author on every customer quote', () => {
    expect(homeTestimonials.every((t) => t.author === undefined)).toBe(true);
    expect(customerQuotes.every((t) => Boolean(t.author))).toBe(true);
  });

  it('names every logo once per list, each with a distinct file', () => {
    for (const list of [homeClients, aboutClients, diverseSupplierPartners]) {
      expect(new Set(list.map((l) => l.name)).size).toBe(list.length);
      expect(new Set(list.map((l) => l.logo)).size).toBe(list.length);
    }
  });
});

describe('home page', () => {
  it('has one h1 and the six sections in order', () => {
    const { container } = render(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeHero.title);
    expect(screen.getByText(homeHero.subtitle)).toBeInTheDocument();
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    const order = ['about', 'services', 'testimonials', 'work', 'contact'].map((id) =>
      ids.indexOf(id),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows the award, the three services with the banner, five logos and three quotes', () => {
    render(<HomePage />);
    const about = region(homeAbout.title);
    expect(about).toHaveAttribute('id', 'about');
    expect(within(about).getByRole('img', { name: awardBadge.alt })).toBeInTheDocument();
    const services = region(homeServicesSection.title);
    expect(services).toHaveAttribute('id', 'services');
    expect(homeServices).toHaveLength(3);
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...homeServices.map((card) => card.title), homeServicesSection.banner.title]);
    const clients = region(homeClientsSection.title);
    expect(homeClients).toHaveLength(5);
    expect(
      within(clients)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(homeClients.map((logo) => logo.name));
    expect(homeClients.every((logo) => logo.name.trim().length > 0)).toBe(true);
    const work = region(homeTestimonialsSection.title);
    expect(work).toHaveAttribute('id', 'work');
    expect(work.parentElement).toHaveAttribute('id', 'testimonials');
    expect(homeTestimonials).toHaveLength(3);
    expect(work.querySelectorAll('blockquote')).toHaveLength(homeTestimonials.length);
    expect(work.querySelectorAll('figcaption')).toHaveLength(0);
  });
});

describe('About page', () => {
  it('tells the story and shows 8 logos, 9 capabilities and the two calls to action', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutPage.hero.title);
    const story = region(aboutPage.story.title);
    for (const paragraph of aboutPage.story.paragraphs) expect(story).toHaveTextContent(paragraph);
    // The founding facts come from the one place the site keeps them.
    expect(story).toHaveTextContent(String(site.founded.year));
    expect(story).toHaveTextContent(site.founded.city);
    expect(aboutClients).toHaveLength(8);
    expect(within(region(aboutPage.clients.title)).getAllByRole('img')).toHaveLength(8);
    expect(aboutCapabilities).toHaveLength(9);
    expect(
      within(region(aboutPage.capabilities.title)).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(9);
    for (const practice of Object.values(aboutPage.practices)) {
      expect(region(practice.title)).toBeInTheDocument();
    }
    const [consultation, work] = aboutPage.callToAction.actions;
    expect(consultation.href).toBe('/#contact');
    expect(work.href).toBe('/work');
    for (const action of aboutPage.callToAction.actions) {
      expect(screen.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    }
  });
});

describe('Work Samples page', () => {
  it('shows four captioned site images and a testimonial', () => {
    const { container } = render(<WorkPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(workPage.hero.title);
    expect(workSamples).toHaveLength(4);
    expect(container.querySelectorAll('figure img')).toHaveLength(4);
    expect(container.querySelectorAll('blockquote')).toHaveLength(1);
  });
});

describe('Diverse Supplier page', () => {
  it('states the claims and shows six partners, the quotes and the contact section', () => {
    const { container } = render(<DiverseSupplierPage />);
    const page = diverseSupplierPage;
    const text = container.textContent ?? '';
    // The spec's figures, as content/diverse-supplier.ts states them once.
    expect(diverseSupplierClaims).toMatchObject({
      managedHeadcount: 5,
      standardHeadcount: 21,
      tenureMonths: 18,
      breakMonths: 6,
      yearsOfService: 25,
    });
    for (const point of page.differentiator.points) expect(text).toContain(point.text);
    expect(region(page.legacy.title)).toBeInTheDocument();
    expect(region(page.why.title)).toBeInTheDocument();
    expect(region(page.differentiator.title)).toBeInTheDocument();
    const partner = page.hero.actions[0];
    expect(partner.href).toBe('#contact');
    expect(screen.getByRole('link', { name: partner.label })).toHaveAttribute('href', '#contact');
    expect(diverseSupplierPartners).toHaveLength(6);
    expect(within(region(page.partners.title)).getAllByRole('img')).toHaveLength(6);
    expect(region(page.customerQuotes.title).querySelectorAll('figcaption')).toHaveLength(
      customerQuotes.length,
    );
    expect(diverseSupplierTestimonials).toHaveLength(3);
    expect(region(page.testimonials.title).querySelectorAll('blockquote')).toHaveLength(3);
    expect(container.querySelector('#contact')).not.toBeNull();
  });
});

describe('Public Sector page', () => {
  it('lists both contracts with numbers and the other public bodies as text only', () => {
    const { container } = render(<PublicSectorPage />);
    const page = publicSectorPage;
    const state = region(page.state.title);
    expect(stateContracts.map((contract) => contract.number)).toEqual(['14822', '16322']);
    for (const contract of stateContracts) {
      expect(state).toHaveTextContent(contract.name);
      expect(state).toHaveTextContent(contract.number);
    }
    for (const who of stateContractEligible)
      expect(state).toHaveTextContent(page.state.eligible(who));
    expect(publicSectorEngagements).toHaveLength(3);
    for (const engagement of publicSectorEngagements) {
      expect(
        screen.getByRole('heading', { level: 3, name: engagement.client }),
      ).toBeInTheDocument();
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const [contact] = page.callToAction.actions;
    expect(contact.href).toBe('/#contact');
    expect(screen.getByRole('link', { name: contact.label })).toHaveAttribute('href', '/#contact');
  });
});

describe('Privacy Policy page', () => {
  it('shows the document of content/legal: its date, its summary and a contents entry per section', async () => {
    const policy = await renderLegalDocument('privacy-policy');
    const { container } = render(await PrivacyPolicyPage());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(policy.title);
    expect(
      screen.getByText(legalPage.lastUpdated(formatPostDate(policy.lastUpdated))),
    ).toBeInTheDocument();
    expect(screen.getByText(policy.summary)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: legalPage.contentsTitle });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual(policy.sections.map((s) => [`#${s.id}`, s.title]));
    for (const section of policy.sections) {
      expect(region(section.title)).toBe(
        container.querySelector(`section[aria-labelledby="${section.id}"]`),
      );
    }
  });
});
