import { render } from '@testing-library/react';
import type {
  BlogPosting,
  BreadcrumbList,
  EmploymentAgencyLeaf,
  FAQPage,
  WithContext,
} from 'schema-dts';
import { FaqJsonLd, PostJsonLd } from '@/components/seo/PageJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { breadcrumbName } from '@/content/pages';
import { employmentAgencyLd, routeLd as routeLdFrom, serializeJsonLd } from '@/lib/seo/json-ld';
import {
  blogPostingLd,
  faqPageLd,
  pageBreadcrumbLd,
  routeNames,
  type SeoPost,
} from '@/lib/seo/structured-data';
import type { FaqCategory } from '@/types/content';

const ORIGIN = 'https://www.cascadiatechstaffing.example';

/** What the root layout's RouteJsonLd renders for a path, with the names the layout gives it. */
const routeLd = (path: string) => routeLdFrom(path, routeNames());

const faqFixture: Pick<FaqCategory, 'title' | 'items'>[] = [
  {
    title: 'Hiring & Contracts',
    items: [
      { question: 'How fast can you fill a contract role?', answer: 'Usually in 1-2 weeks.' },
      { question: 'Do you offer contract-to-hire?', answer: 'Yes, typically 3-6 months.' },
    ],
  },
  {
    title: 'For Applicants',
    items: [{ question: 'How do I apply?', answer: 'Register through the Tech Refugee Program.' }],
  },
];

const postFixture: SeoPost = {
  id: 'devops-outsourcing',
  title: 'When to Outsource DevOps </script><script>alert(1)</script>',
  excerpt: 'A practical guide for hiring managers weighing an outsourced DevOps team.',
  date: '2024-03-05',
  image: { src: '/blog/devops-outsourcing.svg', width: 1200, height: 630 },
};

/** Parses what a JsonLd component rendered, as a crawler would. */
function scriptsOf(container: HTMLElement): unknown[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
    JSON.parse(el.textContent ?? ''),
  );
}

describe('EmploymentAgency (home page)', () => {
  it('carries the firm from content/site.ts', () => {
    const ld: WithContext<EmploymentAgencyLeaf> = employmentAgencyLd();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EmploymentAgency',
      name: site.name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/brand/logo.svg`,
      foundingDate: String(site.founded.year),
      email: site.email,
      telephone: '+14255550142',
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.founded.city,
        addressRegion: site.founded.regionCode,
        addressCountry: site.founded.country,
      },
    });
    expect(JSON.stringify(ld.areaServed)).toContain('Seattle');
  });

  it('is what the root layout renders on / and only there', () => {
    expect(routeLd('/')).toMatchObject({ '@type': 'EmploymentAgency' });
    expect(routeLd('/about')).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('FAQPage (knowledge base)', () => {
  it('has one Question with an accepted Answer per FAQ entry, in order', () => {
    const ld: WithContext<FAQPage> = faqPageLd(faqFixture);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How fast can you fill a contract role?',
        acceptedAnswer: { '@type': 'Answer', text: 'Usually in 1-2 weeks.' },
      },
      {
        '@type': 'Question',
        name: 'Do you offer contract-to-hire?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, typically 3-6 months.' },
      },
      {
        '@type': 'Question',
        name: 'How do I apply?',
        acceptedAnswer: { '@type': 'Answer', text: 'Register through the Tech Refugee Program.' },
      },
    ]);
    expect(ld.url).toBe(`${ORIGIN}/knowledge-base`);
  });

  it('FaqJsonLd renders it into the page', () => {
    const { container } = render(<FaqJsonLd categories={faqFixture} />);
    const [data] = scriptsOf(container) as FAQPage[];
    expect(data).toMatchObject({ '@type': 'FAQPage' });
    expect((data as unknown as { mainEntity: unknown[] }).mainEntity).toHaveLength(3);
  });
});

describe('BlogPosting (articles)', () => {
  it('maps a post object to headline, dates, image, author and publisher', () => {
    const ld: WithContext<BlogPosting> = blogPostingLd(postFixture);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: postFixture.title,
      description: postFixture.excerpt,
      datePublished: '2024-03-05',
      url: `${ORIGIN}/blog/devops-outsourcing`,
      image: `${ORIGIN}/blog/devops-outsourcing.svg`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/devops-outsourcing` },
      publisher: { '@type': 'Organization', name: site.name },
    });
  });

  it('accepts an image given as a path, and no image at all', () => {
    expect(blogPostingLd({ ...postFixture, image: '/blog/x.svg' }).image).toBe(
      `${ORIGIN}/blog/x.svg`,
    );
    expect(blogPostingLd({ ...postFixture, image: undefined })).not.toHaveProperty('image');
  });

  it('PostJsonLd renders the article and its breadcrumb Home › Blog › title', () => {
    const { container } = render(<PostJsonLd post={postFixture} />);
    const [graph] = scriptsOf(container) as {
      '@graph': Array<{ '@type': string; itemListElement?: unknown }>;
    }[];
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(graph['@graph'][1].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: breadcrumbName('/blog'),
        item: `${ORIGIN}/blog`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: postFixture.title,
        item: `${ORIGIN}/blog/devops-outsourcing`,
      },
    ]);
  });
});

describe('BreadcrumbList (inner pages)', () => {
  it('is Home then the page, with absolute URLs and positions from 1', () => {
    const ld: WithContext<BreadcrumbList> = pageBreadcrumbLd('/managed-services', 'Teams we run');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Teams we run',
        item: `${ORIGIN}/managed-services`,
      },
    ]);
  });

  it('every inner route of content/navigation.ts gets one automatically, named as the site names it', () => {
    const names = routeNames();
    for (const route of routes.filter((r) => r !== '/')) {
      expect(names.get(route)).toBeTruthy();
      expect(routeLd(route)).toMatchObject({ '@type': 'BreadcrumbList' });
    }
    for (const route of ['/about', '/work'] as const) {
      expect(names.get(route)).toBe(breadcrumbName(route));
    }
  });

  it('pages the layout cannot name (articles, the 404) get nothing from it', () => {
    expect(routeLd('/blog/some-post')).toBeNull();
    expect(routeLd('/_not-found')).toBeNull();
  });
});

describe('the JsonLd helper', () => {
  it('escapes < so no text can close the script, and JSON.parse reads the data back unchanged', () => {
    const ld = blogPostingLd(postFixture);
    const text = serializeJsonLd(ld);
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(ld);
  });

  it('renders exactly one script element whose content is the data', () => {
    const ld = blogPostingLd(postFixture);
    const { container } = render(<JsonLd data={ld} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.innerHTML).not.toContain('</script><script>');
    expect(scriptsOf(container)).toEqual([ld]);
  });

  it('keeps U+2028 and & safe inside the script', () => {
    const text = serializeJsonLd(
      faqPageLd([{ title: 'x', items: [{ question: 'A & B\u2028?', answer: '<!-- c -->' }] }]),
    );
    expect(text).not.toMatch(/[&<>\u2028]/);
    expect(JSON.parse(text).mainEntity[0].name).toBe('A & B\u2028?');
  });
});
