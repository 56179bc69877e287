/**
 * What search engines read in the export's files: every route's title, description, canonical
 * URL, Open Graph and Twitter card with its image, the sitemap and robots.txt, the icons and the
 * manifest, and the structured data. Moved from e2e/seo.spec.ts, which keeps the one check that
 * needs a page's scripts to run (the manifest's link).
 * @exports real fixture
 */
import { faqCategories } from '../../content/faq';
import { routes } from '../../content/navigation';
import { indexedRoutes } from '../../content/pages';
import { site } from '../../content/site';
import { decodeHtml } from '../../lib/html-text';
import { exportedListedPages, exportedPostIds } from '../../e2e/site-pages';
import sharp from 'sharp';
import { DESCRIPTION_LENGTH } from '../../lib/seo/limits';
import { expectOf as expect, jsonLd, page, serve, text, textOf } from '../helpers/export-dom';

const ORIGIN = 'https://www.cascadiatechstaffing.example';

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: unknown[];
};

/**
 * Whether an exported page asks search engines not to index it (a role closed within 90 days
 * keeps its page, noindex, out of the sitemap: the fixture export has one).
 */
function asksNotToBeIndexed(pathname: string): boolean {
  const html = page(pathname).html;
  return /<meta name="robots" content="noindex/.test(html);
}

function readHead(route: string): Head {
  const response = serve(route);
  expect(response.status, route).toBe(200);
  const html = response.body.toString('utf8');
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  const og: Record<string, string> = {};
  for (const match of html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g))
    og[match[1]] ??= match[2];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    og,
    twitterCard: meta('name', 'twitter:card'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    ),
  };
}

describe('metadata of every route', () => {
  test('unique titles, 50–160 character descriptions, canonical URLs, Open Graph and Twitter cards', () => {
    const titles = new Map<string, string>();
    const images = new Map<string, string>();
    for (const route of routes) {
      const head = readHead(route);
      expect(decodeHtml(head.title), route).toContain(site.name);
      expect(
        titles.has(head.title),
        `${route} repeats the title of ${titles.get(head.title)}`,
      ).toBe(false);
      titles.set(head.title, route);

      const description = decodeHtml(head.description ?? '');
      expect(description.length, `${route} description: ${description}`).toBeGreaterThanOrEqual(
        DESCRIPTION_LENGTH.min,
      );
      expect(description.length, `${route} description: ${description}`).toBeLessThanOrEqual(
        DESCRIPTION_LENGTH.max,
      );

      expect(head.canonical, route).toBe(route === '/' ? `${ORIGIN}` : `${ORIGIN}${route}`);
      expect(head.og['og:title'], route).toBeTruthy();
      expect(head.og['og:description'], route).toBeTruthy();
      expect(head.og['og:url'], route).toBe(route === '/' ? `${ORIGIN}` : `${ORIGIN}${route}`);
      expect(head.og['og:image'], route).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(head.og['og:image:width'], route).toBe('1200');
      expect(head.og['og:image:height'], route).toBe('630');
      expect(head.og['og:image:alt'], route).toBeTruthy();
      expect(head.twitterCard, route).toBe('summary_large_image');
      images.set(route, head.og['og:image']);
    }
    // Each route has its own card, not one image for the whole site.
    expect(new Set(images.values()).size).toBe(routes.length);
  });

  test('each Open Graph image is served from the export as a 1200×630 PNG', () => {
    for (const route of routes) {
      const { og } = readHead(route);
      const url = new URL(og['og:image']);
      const response = serve(url.pathname + url.search);
      expect(response.status, url.pathname).toBe(200);
      expect(response.contentType, url.pathname).toBe('image/png');
      expect(pngSize(response.body), url.pathname).toEqual({ width: 1200, height: 630 });
    }
  });

  test('every blog post has its own title and description and a served 1200×630 card', async () => {
    const posts = exportedPostIds();
    expect(posts.length).toBeGreaterThan(0);
    const titles = new Set<string>();
    for (const id of posts) {
      const head = readHead(`/blog/${id}`);
      expect(titles.has(head.title), head.title).toBe(false);
      titles.add(head.title);
      const description = decodeHtml(head.description ?? '');
      expect(description.length, `/blog/${id}`).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length, `/blog/${id}`).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(head.canonical).toBe(`${ORIGIN}/blog/${id}`);
      expect(head.og['og:type']).toBe('article');
      expect(head.twitterCard).toBe('summary_large_image');
      const url = new URL(head.og['og:image']);
      expect(url.origin).toBe(ORIGIN);
      const response = serve(url.pathname);
      // The blog's card (PNG), or for a post with a photo cover a 1200×630 JPEG cut from it.
      const type = response.contentType;
      expect(['image/png', 'image/jpeg']).toContain(type);
      expect(head.og['og:image:type']).toBe(type);
      const { width, height } = await sharp(response.body).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
  });

  test('the 404 page asks not to be indexed', () => {
    const html = text('/no-such-page');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});

describe('sitemap and robots', () => {
  test('sitemap.xml lists the page records, every blog post with its date, the open roles and the further list pages, nothing else', () => {
    const response = serve('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.contentType).toContain('xml');
    const xml = response.body.toString('utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const posts = exportedPostIds();
    const expected = [
      ...indexedRoutes.map((route) => (route === '/' ? `${ORIGIN}/` : `${ORIGIN}${route}`)),
      ...posts.map((id) => `${ORIGIN}/blog/${id}`),
      ...exportedListedPages()
        .filter((pathname) => !asksNotToBeIndexed(pathname))
        .map((pathname) => `${ORIGIN}${pathname}`),
    ];
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).toHaveLength(expected.length);
    for (const id of posts) {
      expect(xml).toMatch(
        new RegExp(`<loc>${ORIGIN}/blog/${id}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`),
      );
    }
    // Every listed page exists.
    for (const loc of locs) {
      expect(serve(new URL(loc).pathname).status, loc).toBe(200);
    }
  });

  test('robots.txt allows all and names the sitemap', () => {
    const robots = text('/robots.txt');
    expect(robots).toMatch(/User-Agent: \*\nAllow: \//);
    expect(robots).not.toMatch(/Disallow/i);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('icons and manifest', () => {
  test('favicon.ico, the SVG icon, the apple-touch icon and the manifest are linked and served', () => {
    const html = text('/');
    // The tab's icon is in the page (no request at load); /favicon.ico is linked for search engines.
    const svgIcon =
      /<link rel="icon" href="(data:image\/svg\+xml,[^"]+)" type="image\/svg\+xml" sizes="any"/.exec(
        html,
      )?.[1];
    expect(decodeURIComponent(svgIcon!.slice('data:image/svg+xml,'.length))).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">',
    );
    expect(html).toMatch(
      /<link rel="icon" href="\/favicon\.ico" type="image\/x-icon" sizes="48x48"/,
    );
    expect(serve('/icon.svg').contentType).toContain('image/svg+xml');
    // The manifest is linked once the page's scripts run, after its main content is painted (that
    // link: e2e/seo.spec.ts), never in the HTML.
    expect(html).not.toContain('rel="manifest"');
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(apple).toBeTruthy();
    const appleResponse = serve(apple!);
    expect(appleResponse.contentType).toBe('image/png');
    expect(pngSize(appleResponse.body)).toEqual({ width: 180, height: 180 });

    const ico = serve('/favicon.ico').body;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);

    const manifest = JSON.parse(text('/manifest.webmanifest'));
    expect(manifest).toMatchObject({
      name: site.name,
      theme_color: '#0b1f3a',
      start_url: '/',
    });
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const body = serve(icon.src).body;
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(body), icon.src).toEqual({ width: w, height: h });
    }
  });
});

describe('structured data', () => {
  test('the home page describes the firm as an EmploymentAgency', () => {
    const { jsonLd } = readHead('/');
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'EmploymentAgency',
        name: site.name,
        foundingDate: String(site.founded.year),
        address: expect.objectContaining({
          addressLocality: site.founded.city,
          addressRegion: site.founded.regionCode,
        }),
      }),
    );
    expect(jsonLd.some((node) => (node as { '@type': string })['@type'] === 'BreadcrumbList')).toBe(
      false,
    );
  });

  test('every inner route carries a BreadcrumbList ending at itself', () => {
    for (const route of routes.filter((r) => r !== '/')) {
      const { jsonLd } = readHead(route);
      const trail = jsonLd.find(
        (node) => (node as { '@type': string })['@type'] === 'BreadcrumbList',
      ) as { itemListElement: { position: number; item: string }[] } | undefined;
      expect(trail, route).toBeTruthy();
      expect(trail!.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(trail!.itemListElement.at(-1)).toMatchObject({ item: `${ORIGIN}${route}` });
    }
  });

  test('the knowledge base carries a FAQPage with every question on the page', () => {
    const { document } = page('/knowledge-base');
    const questions = document.querySelectorAll('main details > summary');
    expect(questions.length).toBe(
      faqCategories.reduce((sum, category) => sum + category.items.length, 0),
    );
    const data = jsonLd(document) as Array<
      Record<string, unknown> & { mainEntity: { name: string }[] }
    >;
    const faq = data.find((node) => node['@type'] === 'FAQPage')!;
    expect(
      faq,
      'FAQPage JSON-LD on /knowledge-base (add <FaqJsonLd categories={faqCategories} />)',
    ).toBeTruthy();
    const names: string[] = faq.mainEntity.map((q: { name: string }) => q.name);
    expect(names).toHaveLength(questions.length);
    for (const name of names) expect(textOf(document.querySelector('main'))).toContain(name);
  });

  test('every blog post carries a BlogPosting and its breadcrumb', () => {
    const posts = exportedPostIds();
    expect(posts.length).toBeGreaterThan(0);
    for (const id of posts) {
      const { jsonLd, title } = readHead(`/blog/${id}`);
      const nodes = jsonLd.flatMap(
        (node) => (node as { '@graph'?: unknown[] })['@graph'] ?? [node],
      ) as Array<Record<string, unknown>>;
      const article = nodes.find((node) => node['@type'] === 'BlogPosting');
      expect(article, `/blog/${id}: add <PostJsonLd post={post} />`).toBeTruthy();
      expect(article).toMatchObject({
        url: `${ORIGIN}/blog/${id}`,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      });
      expect(decodeHtml(title)).toContain(article!.headline as string);
      expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  test('every JSON-LD block parses and none can break out of its script element', () => {
    for (const route of routes) {
      const html = text(route);
      for (const match of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(match[1]).not.toContain('<');
        expect(() => JSON.parse(match[1])).not.toThrow();
        expect(JSON.parse(match[1])['@context'] ?? JSON.parse(match[1])['@graph']).toBeTruthy();
      }
    }
  });
});
