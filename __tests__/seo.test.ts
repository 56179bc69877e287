import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/app/manifest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { indexedRoutes } from '@/content/pages';
import { icoFromPngs } from '@/lib/seo/icons';
import { OG_CARDS } from '@/lib/seo/og-cards';
import { pageMetadata } from '@/lib/seo/metadata';
import { imageContentTypeRules } from '@/lib/seo/headers';
import { buildRules, toHeadersFile } from '@/scripts/build/host-headers';
import { getAllPosts } from '@/lib/blog';
import { pageCount } from '@/lib/blog/pagination';
import { getOpenJobs } from '@/lib/jobs';
import { CARD_TITLE_MAX } from '@/lib/seo/limits';

const ORIGIN = 'https://www.cascadiatechstaffing.example';
const cover = { src: '/blog/cover.svg', width: 1200, height: 675, alt: 'A cover' };

// The real source by default; one test hands the sitemap its own posts.
jest.mock('@/lib/blog', () => {
  const actual = jest.requireActual('@/lib/blog');
  return { getAllPosts: jest.fn(() => actual.getAllPosts()) };
});

describe('sitemap.xml', () => {
  it('lists every page record, each a route of app/, and every blog post, with absolute URLs and no duplicates', () => {
    const entries = sitemap();
    const posts = getAllPosts();
    for (const route of routes) expect(existsSync(path.join('app', route, 'page.tsx'))).toBe(true);
    // Plus the blog's further list pages and the open roles, whatever editors have published.
    expect(entries).toHaveLength(
      indexedRoutes.length + posts.length + (pageCount(posts.length) - 1) + getOpenJobs().length,
    );
    const urls = entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of indexedRoutes)
      expect(urls).toContain(route === '/' ? `${ORIGIN}/` : `${ORIGIN}${route}`);
    for (const post of posts) {
      expect(entries).toContainEqual(
        expect.objectContaining({ url: `${ORIGIN}/blog/${post.id}`, lastModified: post.date }),
      );
    }
  });

  it('adds each post (newest first) last modified on its date, and dates /blog by the newest', () => {
    jest.mocked(getAllPosts).mockReturnValueOnce([
      {
        id: 'newer-post',
        title: 'Newer',
        excerpt: 'A newer post.',
        date: '2024-06-01',
        image: cover,
      },
      {
        id: 'older-post',
        title: 'Older',
        excerpt: 'An older post.',
        date: '2023-01-10',
        image: cover,
      },
    ]);
    const entries = sitemap();
    expect(entries).toHaveLength(indexedRoutes.length + 2 + getOpenJobs().length);
    // The posts, in their order (the open roles, if any are published, follow them).
    expect(entries.filter((entry) => entry.url.startsWith(`${ORIGIN}/blog/`))).toEqual([
      expect.objectContaining({ url: `${ORIGIN}/blog/newer-post`, lastModified: '2024-06-01' }),
      expect.objectContaining({ url: `${ORIGIN}/blog/older-post`, lastModified: '2023-01-10' }),
    ]);
    expect(entries.find((entry) => entry.url === `${ORIGIN}/blog`)?.lastModified).toBe(
      '2024-06-01',
    );
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap', () => {
    const result = robots();
    expect(result.rules).toEqual([{ userAgent: '*', allow: '/' }]);
    expect(JSON.stringify(result.rules)).not.toContain('disallow');
    expect(result.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
  });

  it('sitemap, robots and manifest are force-static, as the export requires', () => {
    for (const file of ['app/sitemap.ts', 'app/robots.ts', 'app/manifest.ts']) {
      expect(readFileSync(file, 'utf8')).toContain("export const dynamic = 'force-static'");
    }
  });
});

describe('web manifest', () => {
  it('names the firm, uses the brand colours and lists an SVG, 192, 512 and a maskable icon', () => {
    const m = manifest();
    expect(m).toMatchObject({
      name: site.name,
      start_url: '/',
      theme_color: '#0b1f3a',
      background_color: '#ffffff',
    });
    expect(m.icons?.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512', '512x512']);
    expect(m.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe('Open Graph cards', () => {
  it('every route has a card, and an opengraph-image file that renders it', () => {
    for (const route of routes) {
      expect(OG_CARDS).toHaveProperty([route]);
      const file = path.join('app', route === '/' ? '' : route, 'opengraph-image.tsx');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`ogImage('${route}')`);
    }
  });

  it('titles are short enough to stay large and legible', () => {
    for (const card of Object.values(OG_CARDS))
      expect(card.title.length).toBeLessThanOrEqual(CARD_TITLE_MAX);
  });

  it('the extensionless images are served as PNG (the generated host headers carry lib/seo/headers.ts)', () => {
    const headersFile = toHeadersFile(buildRules({}));
    for (const rule of imageContentTypeRules) {
      expect(headersFile).toContain(`${rule.pattern}\n  Content-Type: image/png`);
    }
  });
});

describe('pageMetadata', () => {
  it('keeps its signature and gives title, description, canonical, Open Graph and Twitter', () => {
    const meta = pageMetadata({
      title: 'A page of the test',
      description: 'd'.repeat(80),
      path: '/staffing',
    });
    expect(meta).toMatchObject({
      title: 'A page of the test',
      alternates: { canonical: '/staffing' },
      openGraph: { title: 'A page of the test', url: '/staffing', siteName: site.name },
      twitter: { card: 'summary_large_image', title: 'A page of the test' },
    });
  });
});

describe('favicon.ico', () => {
  it('wraps PNG images in a valid icon directory', () => {
    const png16 = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const png32 = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6, 7]);
    const ico = icoFromPngs([
      { size: 16, png: png16 },
      { size: 32, png: png32 },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 2,
    ]);
    expect(view.getUint8(6)).toBe(16);
    expect(view.getUint8(22)).toBe(32);
    const firstOffset = view.getUint32(6 + 12, true);
    const secondOffset = view.getUint32(22 + 12, true);
    expect(firstOffset).toBe(6 + 32);
    expect([...ico.slice(firstOffset, firstOffset + png16.length)]).toEqual([...png16]);
    expect([...ico.slice(secondOffset, secondOffset + png32.length)]).toEqual([...png32]);
    expect(ico.length).toBe(6 + 32 + png16.length + png32.length);
  });
});

describe('pages without their own card', () => {
  it('a blog article shares the blog card, as absolute-able og:image and twitter:image', () => {
    const meta = pageMetadata({
      title: 'A post',
      description: 'd'.repeat(80),
      path: '/blog/some-post',
      openGraph: { type: 'article' },
    });
    const expected = { url: '/blog/opengraph-image', width: 1200, height: 630, type: 'image/png' };
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      images: [expect.objectContaining(expected)],
    });
    expect(meta.twitter).toMatchObject({ images: [expect.objectContaining(expected)] });
  });

  it('a route with its own opengraph-image file gets no duplicate from pageMetadata', () => {
    const meta = pageMetadata({ title: 'Who we are', description: 'd'.repeat(80), path: '/about' });
    expect(meta.openGraph).not.toHaveProperty('images');
  });
});
