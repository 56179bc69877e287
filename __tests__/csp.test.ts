import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPages } from '@/scripts/build/export-pages';
import {
  headerDirectives,
  inlineScriptHashes,
  metaPolicy,
  pageDirectives,
  parsePolicy,
  serializePolicy,
  withMetaPolicy,
} from '@/scripts/build/csp';
import {
  buildRules,
  countHeadersFileRules,
  countVercelRoutes,
  hostLimitProblems,
  publicHeaders,
  toHeadersFile,
  toVercelConfig,
  writeHostHeaders,
} from '@/scripts/build/host-headers';
import { headersFor, matchesPattern, parseHeadersFile } from '@/scripts/build/headers-file';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><script>self.__next_f.push([0])</script>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({"x":"é"})</script>',
  '<script type="module">import "/m.js"</script></body></html>',
].join('');

describe('inline script hashes', () => {
  it('hashes every executable inline script and skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('self.__next_f.push([0])'),
      sha('(globalThis.TURBOPACK||[]).push({"x":"é"})'),
      sha('import "/m.js"'),
    ]);
  });

  it('changes when a script changes, so a rebuilt page gets new hashes', () => {
    const changed = page.replace('push([0])', 'push([1])');
    expect(inlineScriptHashes(changed)).not.toEqual(inlineScriptHashes(page));
  });
});

describe('page policy', () => {
  const directives = pageDirectives({
    scriptHashes: [sha('a')],
    supabaseUrl: 'https://abc.supabase.co/',
    careersSite: 'https://example.zohorecruit.com',
  });
  const policy = parsePolicy(serializePolicy(directives));

  it('never allows inline script by keyword, only by hash', () => {
    expect(policy.get('script-src')).toEqual(["'self'", sha('a'), 'https://static.zohocdn.com']);
    expect(serializePolicy(directives)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the forms reach the Supabase project and forbids framing', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://example.zohorecruit.com',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('writes a meta policy before the first script, without header-only directives', () => {
    const html = withMetaPolicy(page, serializePolicy(directives, { forMeta: true }));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    expect(metaPolicy(html)).toContain(sha('a'));
    expect(metaPolicy(html)).not.toContain('frame-ancestors');
    // Running the step again replaces the tag instead of adding a second one.
    const again = withMetaPolicy(html, "default-src 'self'");
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(metaPolicy(again)).toBe("default-src 'self'");
  });
});

describe('host header files', () => {
  const site = {
    supabaseUrl: 'https://abc.supabase.co',
    careersSite: 'https://example.zohorecruit.com',
  };
  // The top level of an export: its pages and folders (the site-wide policy's patterns come from it).
  const rules = buildRules(site, { topLevel: ['index.html', 'about.html', 'blog', '_next'] });
  const parsed = parseHeadersFile(toHeadersFile(rules));

  it('send every path the site-wide policy and the other security headers', () => {
    for (const path of ['/', '/about', '/about.html', '/blog/some-post', '/no-such-page']) {
      const headers = headersFor(parsed, path);
      const policy = parsePolicy(headers.get('Content-Security-Policy')!);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        "'unsafe-inline'",
        'https://static.zohocdn.com',
      ]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://abc.supabase.co',
        'https://example.zohorecruit.com',
      ]);
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('X-Frame-Options')).toBe('DENY');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/);
    }
    expect(headersFor(parsed, '/_next/static/chunks/a.js').get('Cache-Control')).toContain(
      'immutable',
    );
  });

  it('give each path exactly one Content-Security-Policy, so merging and overriding hosts agree', () => {
    for (const path of [
      '/',
      '/about',
      '/_next/static/chunks/a.js',
      '/opengraph-image',
      '/blog/x/opengraph-image',
    ]) {
      const withPolicy = parsed.filter(
        (rule) =>
          matchesPattern(rule.pattern, path) &&
          rule.headers.some(([name]) => name === 'Content-Security-Policy'),
      );
      expect(withPolicy).toHaveLength(1);
    }
  });

  it('keep the header policy the same as the page policy but for the page hashes', () => {
    const header = parsePolicy(serializePolicy(headerDirectives(site)));
    const page = parsePolicy(
      serializePolicy(pageDirectives({ ...site, scriptHashes: [sha('a')] })),
    );
    for (const [name, sources] of page) {
      if (name === 'script-src') continue;
      expect(header.get(name)).toEqual(sources);
    }
    // The meta policy never allows inline script wholesale; the header's 'unsafe-inline' is only
    // ever sent beside it, and the two are enforced together.
    expect(page.get('script-src')).not.toContain("'unsafe-inline'");
    expect(header.get('script-src')!.filter((source) => source.startsWith("'sha"))).toEqual([]);
  });

  it('name the collector for violation reports in the header policy only: report-to with Reporting-Endpoints, and report-uri', () => {
    const header = parsePolicy(serializePolicy(headerDirectives(site)));
    expect(header.get('report-to')).toEqual(['csp']);
    expect(header.get('report-uri')).toEqual([
      `${new URL(site.supabaseUrl!).origin}/functions/v1/collect-vitals`,
    ]);
    const headers = new Map(buildRules(site)[0]!.headers);
    expect(headers.get('Reporting-Endpoints')).toBe(
      `csp="${new URL(site.supabaseUrl!).origin}/functions/v1/collect-vitals"`,
    );
    // The collector's origin is allowed to be connected to (navigator.sendBeacon is connect-src).
    expect(header.get('connect-src')).toContain(new URL(site.supabaseUrl!).origin);
    // A <meta> policy cannot carry either (CSP3): the page's policy leaves them out.
    const meta = parsePolicy(
      serializePolicy(pageDirectives({ ...site, scriptHashes: [sha('a')] }), { forMeta: true }),
    );
    expect(meta.has('report-to')).toBe(false);
    expect(meta.has('report-uri')).toBe(false);
    // Without a Supabase project the local server's own origin collects them.
    const local = new Map([
      ...buildRules({ careersSite: site.careersSite })[0]!.headers,
      ...publicHeaders({ careersSite: site.careersSite }),
    ]);
    expect(local.get('Reporting-Endpoints')).toBe('csp="/functions/v1/collect-vitals"');
    expect(local.get('Content-Security-Policy')).toMatch(
      /; report-to csp; report-uri \/functions\/v1\/collect-vitals$/,
    );
  });

  it('write the same rules for Vercel as path patterns', () => {
    const config = toVercelConfig(rules) as { headers: Array<{ source: string }> };
    expect(config.headers.map((rule) => rule.source)).toEqual(
      rules.map((rule) => rule.path.replace(/\*/g, '(.*)')),
    );
    expect(config.headers.map((rule) => rule.source)).toEqual(
      expect.arrayContaining([
        '/(.*)',
        '/',
        '/b(.*)',
        '/about(.*)',
        '/admin(.*)',
        '/_next/static/(.*)',
        '/_img/(.*)',
        '/(.*)opengraph-image',
        '/apple-icon',
      ]),
    );
  });

  it("cache the hashed assets for a year: Next's chunks and the blog's photo renditions", () => {
    for (const pattern of ['/_next/static/*', '/_img/*']) {
      const rule = rules.find((candidate) => candidate.path === pattern);
      expect(new Map(rule?.headers).get('Cache-Control')).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });
});

describe("rule count against the hosts' limits", () => {
  const site = { careersSite: 'https://example.zohorecruit.com' };

  /** The files the header rules name besides the pages, as Next writes them. */
  const NEXT_FILES = ['_next/static/chunks/main.js', 'opengraph-image', 'apple-icon'];

  /** An export of `pages` pages (what the post-build step finds in out/). */
  function exportOf(pages: number): string {
    const outDir = mkdtempSync(path.join(tmpdir(), `csp-rules-${pages}-`));
    mkdirSync(path.join(outDir, 'blog'));
    for (const file of NEXT_FILES) {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), '');
    }
    writeFileSync(path.join(outDir, 'index.html'), '<html><head></head><body></body></html>');
    for (let i = 1; i < pages; i += 1) {
      writeFileSync(
        path.join(outDir, 'blog', `post-${i}.html`),
        '<html><head></head><body></body></html>',
      );
    }
    return outDir;
  }

  /** The rules for an export with a home page and a blog folder, whatever the number of posts. */
  const expected = buildRules(site, {
    topLevel: ['index.html', 'blog', ...NEXT_FILES.map((file) => file.split('/')[0]!)],
  }).length;

  it.each([26, 110, 1_026])(
    `is ${expected} rules in _headers and ${expected} Vercel routes for an export of %i pages`,
    (pages) => {
      const outDir = exportOf(pages);
      try {
        expect(listPages(outDir)).toHaveLength(pages);
        const vercelPath = path.join(outDir, 'vercel.json');
        expect(writeHostHeaders({ outDir, vercelPath, site })).toEqual({
          rules: expected,
          vercelRoutes: expected,
        });
        expect(countHeadersFileRules(readFileSync(path.join(outDir, '_headers'), 'utf8'))).toBe(
          expected,
        );
        expect(countVercelRoutes(JSON.parse(readFileSync(vercelPath, 'utf8')))).toBe(expected);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  );

  it('counts rules the way the hosts do (path lines, not comments or header lines)', () => {
    expect(countHeadersFileRules('# c\n/a\n  X: 1\n\n/b/*\n  Y: 2\n')).toBe(2);
    expect(countVercelRoutes({ headers: [1, 2], redirects: [3], rewrites: [4, 5] })).toBe(5);
  });

  it('names every limit a file would pass, so the build can stop', () => {
    const many = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: 1`).join('\n');
    const routes = { headers: new Array(990).fill({}), redirects: new Array(11).fill({}) };
    const longLine = `/*\n  Content-Security-Policy: script-src ${"'sha256-x' ".repeat(200)}`;
    expect(hostLimitProblems(many, routes)).toEqual([
      'out/_headers has 101 rules; Cloudflare Pages applies at most 100.',
      'vercel.json makes 1001 routes (headers, redirects, rewrites); Vercel refuses more than 1000.',
    ]);
    expect(hostLimitProblems(longLine, {})[0]).toMatch(
      /a line of \d+ characters; Cloudflare Pages reads at most 2000/,
    );
    expect(
      hostLimitProblems(`${many.split('\n').slice(0, 200).join('\n')}`, {
        headers: new Array(1000),
      }),
    ).toEqual([]);
  });
});

describe('the editor at /admin has its own policy', () => {
  const site = {
    careersSite: 'https://example.zohorecruit.com',
    supabaseUrl: 'https://project.supabase.co',
  };
  const file = toHeadersFile(
    buildRules(site, { topLevel: ['index.html', 'admin', 'blog', 'jobs'] }),
  );
  const parsed = parseHeadersFile(file);

  it("sends /admin a policy with 'unsafe-eval', from the one rule that matches it (no host needs to detach the site's)", () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml']) {
      const headers = headersFor(parsed, path);
      const policy = parsePolicy(headers.get('Content-Security-Policy')!);
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'blob:',
        'https://api.github.com',
        'http://localhost:*',
      ]);
      expect(headers.get('Cross-Origin-Opener-Policy')).toBeUndefined();
      expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(
        parsed.filter(
          (rule) =>
            matchesPattern(rule.pattern, path) &&
            rule.headers.some(([name]) => name === 'Content-Security-Policy'),
        ),
      ).toHaveLength(1);
    }
    expect(file).not.toContain('!');
  });

  it("keeps every other path's policy free of 'unsafe-eval', its opener policy strict", () => {
    for (const path of ['/', '/blog/x', '/jobs/admin']) {
      const headers = headersFor(parsed, path);
      expect(headers.get('Content-Security-Policy')).not.toContain('unsafe-eval');
      expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(headers.has('X-Robots-Tag')).toBe(false);
    }
  });
});
