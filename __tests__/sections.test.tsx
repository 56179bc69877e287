import { BeakerIcon, BoltIcon, CubeIcon } from '@heroicons/react/24/outline';
import { render, screen, within } from '@testing-library/react';
import { Banner } from '@/components/sections/Banner';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid, type Card } from '@/components/sections/CardGrid';
import { ContactSection } from '@/components/sections/ContactSection';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { ImageGrid } from '@/components/sections/ImageGrid';
import { LogoCloud, type ClientLogo } from '@/components/sections/LogoCloud';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { Testimonials } from '@/components/sections/Testimonials';
import { contactSection } from '@/content/contact-section';
import { site } from '@/content/site';

const cards: Card[] = [
  { title: 'Alpha', description: 'First card.', icon: BeakerIcon },
  { title: 'Beta', description: 'Second card.', icon: BoltIcon },
  { title: 'Gamma', description: 'Third card.', icon: CubeIcon },
];

const logos: ClientLogo[] = [
  { name: 'Acme Rail', logo: '/logos/acme-rail.svg', width: 180, height: 56 },
  { name: 'Birch Bank', logo: '/logos/birch-bank.svg', width: 150, height: 56 },
];

describe('CardGrid', () => {
  it.each(['card', 'tile'] as const)('renders one item and one h3 per card (%s)', (variant) => {
    render(<CardGrid cards={cards} variant={variant} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect(screen.getByText('Second card.')).toBeInTheDocument();
  });
});

describe('LogoCloud', () => {
  it('shows each logo once, named by its alt text, with its intrinsic size', () => {
    render(<LogoCloud logos={logos} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    const acme = screen.getByRole('img', { name: 'Acme Rail' });
    expect(acme).toHaveAttribute('src', '/logos/acme-rail.svg');
    expect(acme).toHaveAttribute('width', '180');
    expect(acme).toHaveAttribute('height', '56');
  });
});

describe('Testimonials', () => {
  it('puts each quote in a blockquote and the author in a figcaption', () => {
    const { container } = render(
      <Testimonials
        items={[
          { quote: 'Fast and thorough.', author: 'CTO', role: 'Acme Rail' },
          { quote: 'Great fit every time.' },
        ]}
      />,
    );
    const quotes = container.querySelectorAll('figure > blockquote');
    expect([...quotes].map((q) => q.textContent)).toEqual([
      'Fast and thorough.',
      'Great fit every time.',
    ]);
    const captions = container.querySelectorAll('figcaption');
    expect(captions).toHaveLength(1);
    expect(captions[0]).toHaveTextContent('CTOAcme Rail');
  });
});

describe('CallToAction and Banner', () => {
  it('renders the title as a heading and each action as a link', () => {
    render(
      <CallToAction
        title="Ready?"
        actions={[
          { label: 'Book a first call', href: '/#contact' },
          { label: 'See the samples', href: '/work' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready?' });
    expect(within(region).getByRole('link', { name: 'Book a first call' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(within(region).getByRole('link', { name: 'See the samples' })).toHaveAttribute(
      'href',
      '/work',
    );
  });

  it('gives a banner an h3 by default', () => {
    render(<Banner title="A banner of the test" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('A banner of the test');
  });
});

describe('Section and FeatureSplit', () => {
  it('names a titled section by its heading and keeps its id', () => {
    const { container } = render(
      <Section id="services" title="Our offer" eyebrow="An eyebrow">
        <p>Body</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Our offer' })).toBe(
      container.querySelector('#services'),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'services-heading');
  });

  it('renders a split section with its points and media', () => {
    render(
      <FeatureSplit
        id="about"
        title="A split section of the test"
        points={['One', 'Two']}
        media={<p>Award</p>}
      >
        <p>Lead</p>
      </FeatureSplit>,
    );
    const region = screen.getByRole('region', { name: 'A split section of the test' });
    expect(region).toHaveAttribute('id', 'about');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByText('Award')).toBeInTheDocument();
  });
});

describe('Stats and ImageGrid', () => {
  it('pairs each value with its label', () => {
    render(
      <Stats
        items={[
          { value: '20+', label: 'Years' },
          { value: '1995', label: 'Started' },
        ]}
      />,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['20+', '1995']);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Years', 'Started']);
  });

  it('captions every image', () => {
    render(
      <ImageGrid
        items={[
          {
            title: 'Portal',
            description: 'A portal.',
            image: { src: '/a.svg', alt: 'Portal screen', width: 640, height: 420 },
          },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Portal screen' });
    expect(img).toHaveAttribute('width', '640');
    expect(img.closest('figure')).toHaveTextContent('PortalA portal.');
  });
});

describe('ContactSection', () => {
  it('is the #contact region with mailto and tel links and the location', () => {
    const { container } = render(<ContactSection />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { name: contactSection.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    expect(screen.getByText(site.location)).toBeInTheDocument();
  });
});
