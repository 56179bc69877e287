/** @jest-environment node */
/**
 * The header files the build writes, read by each host docs/security-headers.md names
 * (scripts/test/hosts/: Cloudflare Pages, Netlify in both readings of its undocumented merge,
 * Vercel): every path gets exactly one Content-Security-Policy and one opener policy, the public
 * ones on public paths and /admin's own on /admin, and no header is ever two rules' values joined.
 */
import {
  adminDirectives,
  headerDirectives,
  parsePolicy,
  serializePolicy,
} from '@/scripts/build/csp';
import {
  buildRules,
  publicPatterns,
  toHeadersFile,
  toVercelConfig,
} from '@/scripts/build/host-headers';
import { cloudflarePagesHeaders } from '@/scripts/test/hosts/cloudflare-pages';
import { hostsBySentHeaders, hostsOf } from '@/scripts/test/hosts';
import { netlifyHeaders } from '@/scripts/test/hosts/netlify';
import { headerValue } from '@/scripts/test/hosts/types';
import { vercelHeaders, type VercelConfig } from '@/scripts/test/hosts/vercel';

const site = {
  careersSite: 'https://example.zohorecruit.com',
  supabaseUrl: 'https://project.supabase.co',
};
/** The top level of an export like the site's (out/): pages, folders, build-time images. */
const topLevel = [
  'index.html',
  '404.html',
  'about.html',
  'admin',
  'apple-icon',
  'blog',
  'blog.html',
  'careers.html',
  'jobs',
  '_next',
  '_img',
  'opengraph-image',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
];
const rules = buildRules(site, { topLevel });
const hosts = hostsOf(toHeadersFile(rules), toVercelConfig(rules) as VercelConfig);

const PUBLIC_POLICY = serializePolicy(headerDirectives(site));
const ADMIN_POLICY = serializePolicy(adminDirectives());
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/about.html',
  '/blog',
  '/blog/some-post',
  '/careers',
  '/jobs/data-engineer',
  '/no-such-page',
  '/_next/static/chunks/a.js',
  '/404',
];
const ADMIN_PATHS = [
  '/admin',
  '/admin/',
  '/admin/index.html',
  '/admin/config.yml',
  '/admin/cms.js',
];

describe.each(hosts)('$name', ({ headers }) => {
  it.each(PUBLIC_PATHS)('%s: the public policy, once', (path) => {
    const sent = headers(path);
    expect(sent.filter(([name]) => name.toLowerCase() === 'content-security-policy')).toEqual([
      ['Content-Security-Policy', PUBLIC_POLICY],
    ]);
    expect(headerValue(sent, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headerValue(sent, 'X-Robots-Tag')).toBeUndefined();
    expect(headerValue(sent, 'X-Frame-Options')).toBe('DENY');
  });

  it.each(ADMIN_PATHS)("%s: /admin's own policy, once, and its opener policy", (path) => {
    const sent = headers(path);
    expect(sent.filter(([name]) => name.toLowerCase() === 'content-security-policy')).toEqual([
      ['Content-Security-Policy', ADMIN_POLICY],
    ]);
    expect(parsePolicy(headerValue(sent, 'Content-Security-Policy')!).get('script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(headerValue(sent, 'Cross-Origin-Opener-Policy')).toBeUndefined();
    expect(headerValue(sent, 'X-Robots-Tag')).toBe('noindex, nofollow');
    expect(headerValue(sent, 'Strict-Transport-Security')).toMatch(/^max-age=/);
  });

  it('never sends two rules’ values of one header joined', () => {
    const values = new Set(
      rules.flatMap((rule) =>
        rule.headers.map(([name, value]) => `${name.toLowerCase()}: ${value}`),
      ),
    );
    for (const path of [
      ...PUBLIC_PATHS,
      ...ADMIN_PATHS,
      '/opengraph-image',
      '/blog/x/opengraph-image',
      '/_img/a-1x.webp',
    ]) {
      for (const [name, value] of headers(path))
        expect([path, values.has(`${name.toLowerCase()}: ${value}`)]).toEqual([path, true]);
    }
  });
});

describe("the public patterns leave the editor's paths out", () => {
  it('split paths by first character, the editor’s letter by the export’s own names', () => {
    const patterns = publicPatterns(topLevel);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/b*');
    expect(patterns).toContain('/~*');
    // The search bundle's first character: the export's own names only.
    expect(patterns).not.toContain('/_*');
    expect(patterns).not.toContain('/_search*');
    expect(patterns).toContain('/about*');
    expect(patterns).toContain('/apple-icon*');
    expect(patterns).not.toContain('/a*');
    // The count depends on the first characters, not on the number of pages.
    expect(
      buildRules(site, {
        topLevel: [...topLevel, ...Array.from({ length: 500 }, (_, i) => `post-${i}.html`)],
      }),
    ).toHaveLength(rules.length);
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  it('refuses a top-level name whose pattern would reach /admin', () => {
    expect(() => publicPatterns(['ad.html'])).toThrow(
      /out\/ad: its path pattern would also match \/admin/,
    );
    expect(() => publicPatterns(['_se.html'])).toThrow(
      /out\/_se: its path pattern would also match \/_search/,
    );
    expect(() => publicPatterns(['administration'])).toThrow(/out\/administration/);
  });

  it('keep the shorter of two names that share a start (one rule per path)', () => {
    expect(publicPatterns(['about.html', 'about-us.html', 'about'])).toEqual(
      expect.arrayContaining(['/about*']),
    );
    expect(publicPatterns(['about.html', 'about-us.html'])).not.toContain('/about-us*');
  });
});

describe('what the host models read as their documentation says', () => {
  // The design this replaced: a site-wide policy on /* and the editor's detaching it.
  const detaching =
    '/*\n  Content-Security-Policy: public\n\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: admin\n';

  it('Cloudflare Pages detaches with "! Name", and joins a header two rules set', () => {
    expect(
      headerValue(cloudflarePagesHeaders(detaching)('/admin/'), 'Content-Security-Policy'),
    ).toBe('admin');
    expect(
      headerValue(
        cloudflarePagesHeaders('/*\n  X-Robots-Tag: nosnippet\n/a/*\n  X-Robots-Tag: noindex\n')(
          '/a/b',
        ),
        'X-Robots-Tag',
      ),
    ).toBe('nosnippet, noindex');
    // A splat matches within a segment; matching is case-sensitive.
    expect(cloudflarePagesHeaders('/b*\n  X: 1\n')('/blog/x')).toEqual([['X', '1']]);
    expect(cloudflarePagesHeaders('/b*\n  X: 1\n')('/Blog')).toEqual([]);
  });

  it('Netlify has no detaching: /admin would carry both policies (joined) or only the later', () => {
    expect(headerValue(netlifyHeaders(detaching)('/admin/'), 'Content-Security-Policy')).toBe(
      'public, admin',
    );
    expect(
      headerValue(
        netlifyHeaders(detaching, { combine: 'last' })('/admin/'),
        'Content-Security-Policy',
      ),
    ).toBe('admin');
    // A `/x/*` rule also matches /x and /xyz; matching ignores case and a trailing slash.
    expect(netlifyHeaders('/admin/*\n  X: 1\n')('/administration')).toEqual([['X', '1']]);
    expect(netlifyHeaders('/about\n  X: 1\n')('/About/')).toEqual([['X', '1']]);
  });

  it('Vercel lets the later rule win', () => {
    const config = {
      headers: [
        { source: '/(.*)', headers: [{ key: 'X', value: '1' }] },
        { source: '/admin/(.*)', headers: [{ key: 'X', value: '2' }] },
      ],
    };
    expect(vercelHeaders(config)('/admin/')).toEqual([['X', '2']]);
    expect(vercelHeaders(config)('/about')).toEqual([['X', '1']]);
  });
});

describe('the browser specs serve a group of hosts once (hostsBySentHeaders)', () => {
  const paths = [...PUBLIC_PATHS, ...ADMIN_PATHS];

  test("the hosts reading the site's files send the same headers on every path: one group", () => {
    const groups = hostsBySentHeaders(hosts, paths);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.name).toBe(hosts.map((host) => host.name).join(', '));
  });

  test('a host that differs on one path, or in one value, is a group of its own', () => {
    const [first, ...others] = hosts;
    const differsOnAdmin = {
      name: 'differs on /admin/config.yml',
      headers: (path: string) =>
        path === '/admin/config.yml'
          ? [...first!.headers(path), ['X-Extra', '1'] as [string, string]]
          : first!.headers(path),
    };
    const reordered = {
      name: 'same headers, other order and case',
      headers: (path: string) =>
        first!
          .headers(path)
          .map(([name, value]) => [name.toUpperCase(), value] as [string, string])
          .reverse(),
    };
    const groups = hostsBySentHeaders([first!, differsOnAdmin, reordered, ...others], paths);
    expect(groups.map((group) => group.name)).toEqual([
      [first!.name, reordered.name, ...others.map((host) => host.name)].join(', '),
      differsOnAdmin.name,
    ]);
  });
});
