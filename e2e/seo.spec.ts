/**
 * @exports real fixture
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { faqCategories } from '../content/faq';
import { routes } from '../content/navigation';
import { indexedRoutes } from '../content/pages';
import { site } from '../content/site';
import { decodeHtml } from '../lib/html-text';
import { expect, test } from './fixtures';
import { exportedListedPages, exportedPostIds } from './site-pages';
import sharp from 'sharp';
import { DESCRIPTION_LENGTH } from '../lib/seo/limits';

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
  const html = readFileSync(path.join(__dirname, '..', 'out', `${pathname.slice(1)}.html`), 'utf8');
  return /<meta name="robots" content="noindex/.test(html);
}

async function readHead(
  request: import('@playwright/test').APIRequestContext,
  route: string,
): Promise<Head> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const html = await response.text();
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

test.describe('metadata of every route', () => {
  test('unique titles, 50–160 character descriptions, canonical URLs, Open Graph and Twitter cards', async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    const images = new Map<string, string>();
    for (const route of routes) {
      const head = await readHead(request, route);
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

  test('each Open Graph image is served from the export as a 1200×630 PNG', async ({ request }) => {
    for (const route of routes) {
      const { og } = await readHead(request, route);
      const url = new URL(og['og:image']);
      const response = await request.get(url.pathname + url.search);
      expect(response.status(), url.pathname).toBe(200);
      expect(response.headers()['content-type'], url.pathname).toBe('image/png');
      expect(pngSize(await response.body()), url.pathname).toEqual({ width: 1200, height: 630 });
    }
  });

  test('every blog post has its own title and description and a served 1200×630 card', async ({
    request,
  }) => {
    const posts = exportedPostIds();
    expect(posts.length).toBeGreaterThan(0);
    const titles = new Set<string>();
    for (const id of posts) {
      const head = await readHead(request, `/blog/${id}`);
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
      const response = await request.get(url.pathname);
      // The blog's card (PNG), or for a post with a photo cover a 1200×630 JPEG cut from it.
      const type = response.headers()['content-type'];
      expect(['image/png', 'image/jpeg']).toContain(type);
      expect(head.og['og:image:type']).toBe(type);
      const { width, height } = await sharp(await response.body()).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
  });

  test('the 404 page asks not to be indexed', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists the page records, every blog post with its date, the open roles and the further list pages, nothing else', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
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
      expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
    }
  });

  test('robots.txt allows all and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).not.toMatch(/Disallow/i);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

test.describe('icons and manifest', () => {
  test('favicon.ico, the SVG icon, the apple-touch icon and the manifest are linked and served', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
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
    expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
    // The manifest is linked once the page's scripts run, after its main content is painted.
    expect(html).not.toContain('rel="manifest"');
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(apple).toBeTruthy();
    const appleResponse = await request.get(apple!);
    expect(appleResponse.headers()['content-type']).toBe('image/png');
    expect(pngSize(await appleResponse.body())).toEqual({ width: 180, height: 180 });

    const ico = await (await request.get('/favicon.ico')).body();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: site.name,
      theme_color: '#0b1f3a',
      start_url: '/',
    });
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const body = await (await request.get(icon.src)).body();
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(body), icon.src).toEqual({ width: w, height: h });
    }
  });
});

test.describe('structured data', () => {
  test('the home page describes the firm as an EmploymentAgency', async ({ request }) => {
    const { jsonLd } = await readHead(request, '/');
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

  test('every inner route carries a BreadcrumbList ending at itself', async ({ request }) => {
    for (const route of routes.filter((r) => r !== '/')) {
      const { jsonLd } = await readHead(request, route);
      const trail = jsonLd.find(
        (node) => (node as { '@type': string })['@type'] === 'BreadcrumbList',
      ) as { itemListElement: { position: number; item: string }[] } | undefined;
      expect(trail, route).toBeTruthy();
      expect(trail!.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(trail!.itemListElement.at(-1)).toMatchObject({ item: `${ORIGIN}${route}` });
    }
  });

  test('the knowledge base carries a FAQPage with every question on the page', async ({ page }) => {
    await page.goto('/knowledge-base');
    const questions = page.locator('main details > summary');
    expect(await questions.count()).toBe(
      faqCategories.reduce((sum, category) => sum + category.items.length, 0),
    );
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '')));
    const faq = data.find((node) => node['@type'] === 'FAQPage');
    expect(
      faq,
      'FAQPage JSON-LD on /knowledge-base (add <FaqJsonLd categories={faqCategories} />)',
    ).toBeTruthy();
    const names: string[] = faq.mainEntity.map((q: { name: string }) => q.name);
    expect(names).toHaveLength(await questions.count());
    for (const name of names) await expect(page.locator('main')).toContainText(name);
  });

  test('every blog post carries a BlogPosting and its breadcrumb', async ({ request }) => {
    const posts = exportedPostIds();
    expect(posts.length).toBeGreaterThan(0);
    for (const id of posts) {
      const { jsonLd, title } = await readHead(request, `/blog/${id}`);
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

  test('every JSON-LD block parses and none can break out of its script element', async ({
    request,
  }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
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
