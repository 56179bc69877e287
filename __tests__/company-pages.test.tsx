import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/about/page';
import DiverseSupplierPage from '@/app/diverse-supplier/page';
import HomePage from '@/app/page';
import PrivacyPolicyPage from '@/app/privacy-policy/page';
import PublicSectorPage from '@/app/public-sector/page';
import WorkPage from '@/app/work/page';
import { aboutClients, diverseSupplierPartners, homeClients } from '@/content/clients';
import { legalPage } from '@/content/legal';
import { customerQuotes, homeTestimonials } from '@/content/testimonials';
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Technology Recruiters');
    expect(screen.getByText('AI Transformation Staffing and Managed Services')).toBeInTheDocument();
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    const order = ['about', 'services', 'testimonials', 'work', 'contact'].map((id) =>
      ids.indexOf(id),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows the award, the three services with the banner, five logos and three quotes', () => {
    render(<HomePage />);
    const about = region('A Trusted Partner in Staffing');
    expect(within(about).getByRole('img', { name: /Award/ })).toBeInTheDocument();
    const services = region('Staffing that fits how you build');
    expect(services).toHaveAttribute('id', 'services');
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Contract Resources',
      'Permanent Placements',
      'Consulting & Project Management',
      'Building Success Through Partnership',
    ]);
    const clients = region('Our Clients');
    expect(
      within(clients)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(homeClients.map((logo) => logo.name));
    expect(homeClients.every((logo) => logo.name.trim().length > 0)).toBe(true);
    const work = region('What Our Clients Say');
    expect(work).toHaveAttribute('id', 'work');
    expect(work.parentElement).toHaveAttribute('id', 'testimonials');
    expect(work.querySelectorAll('blockquote')).toHaveLength(homeTestimonials.length);
    expect(work.querySelectorAll('figcaption')).toHaveLength(0);
  });
});

describe('About page', () => {
  it('tells the story and shows 8 logos, 9 capabilities and the two calls to action', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    const story = region('Our Story');
    expect(story).toHaveTextContent(/founded in 1995 in Bellevue, Washington/);
    expect(story).toHaveTextContent(/Small Business and Diverse Supplier/);
    expect(story).toHaveTextContent(/network of AI and machine learning experts/);
    expect(within(region('Trusted by Industry Leaders')).getAllByRole('img')).toHaveLength(8);
    expect(
      within(region('Recruiting Capabilities')).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(9);
    for (const title of [
      'Innovation in Mobile & AI Solutions',
      'Marketing & Enterprise Systems',
      'Managed Services & Project Management',
    ]) {
      expect(region(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(screen.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/work');
  });
});

describe('Work Samples page', () => {
  it('shows four captioned site images and a testimonial', () => {
    const { container } = render(<WorkPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Work Samples');
    expect(container.querySelectorAll('figure img')).toHaveLength(4);
    expect(container.querySelectorAll('blockquote')).toHaveLength(1);
  });
});

describe('Diverse Supplier page', () => {
  it('states the claims and shows six partners, the quotes and the contact section', () => {
    const { container } = render(<DiverseSupplierPage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/As few as 5 headcount instead of the standard 21/);
    expect(text).toMatch(/18 months of work, then a 6-month break/);
    expect(text).toMatch(/25 years of service/);
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '#contact',
    );
    for (const title of [
      'Why Work With a Diverse Supplier',
      'Leaner Teams, Continuous Talent',
      '25 Years of Service',
    ]) {
      expect(region(title)).toBeInTheDocument();
    }
    expect(within(region('Our Partners')).getAllByRole('img')).toHaveLength(6);
    expect(region('Customer Quotes').querySelectorAll('figcaption')).toHaveLength(
      customerQuotes.length,
    );
    expect(region('What Our Clients Say').querySelectorAll('blockquote')).toHaveLength(3);
    expect(container.querySelector('#contact')).not.toBeNull();
  });
});

describe('Public Sector page', () => {
  it('lists both contracts with numbers and the other public bodies as text only', () => {
    const { container } = render(<PublicSectorPage />);
    const state = region('State of Washington');
    expect(state).toHaveTextContent('Project Management Support Services');
    expect(state).toHaveTextContent('Software Development Services');
    expect(state).toHaveTextContent('14822');
    expect(state).toHaveTextContent('16322');
    expect(state).toHaveTextContent(
      /state agencies, cities, counties, school districts and higher education/,
    );
    expect(state).toHaveTextContent(/three state agencies/);
    for (const body of [
      'City of Seattle',
      'Seattle Public Schools',
      'University of Washington IT',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: body })).toBeInTheDocument();
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/#contact',
    );
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
