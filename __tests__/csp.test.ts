import { createHash } from 'node:crypto';
import {
  inlineScriptHashes,
  metaPolicy,
  pageDirectives,
  parsePolicy,
  serializePolicy,
  withMetaPolicy,
} from '@/scripts/lib/csp';
import { buildRules, toHeadersFile, toVercelConfig } from '@/scripts/lib/host-headers';
import { headersFor, parseHeadersFile } from '@/scripts/lib/headers-file';

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
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(metaPolicy(html)).toContain(sha('a'));
    expect(metaPolicy(html)).not.toContain('frame-ancestors');
    // Running the step again replaces the tag instead of adding a second one.
    const again = withMetaPolicy(html, "default-src 'self'");
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(metaPolicy(again)).toBe("default-src 'self'");
  });
});

describe('host header files', () => {
  const rules = buildRules([
    { paths: ['/about', '/about.html'], policy: "script-src 'self' 'sha256-x'" },
  ]);

  it('gives a page its own policy and other paths the base headers (local server semantics)', () => {
    const parsed = parseHeadersFile(toHeadersFile(rules));
    const about = headersFor(parsed, '/about');
    expect(about.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-x'");
    expect(about.get('X-Content-Type-Options')).toBe('nosniff');
    expect(about.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(about.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/);
    const unknown = headersFor(parsed, '/no-such-page');
    expect(unknown.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headersFor(parsed, '/_next/static/chunks/a.js').get('Cache-Control')).toContain('immutable');
  });

  it('keeps the base policy free of script and default sources, so hosts that merge rules still work', () => {
    const base = rules[0]!.headers.find(([name]) => name === 'Content-Security-Policy')![1];
    expect(parsePolicy(base).has('script-src')).toBe(false);
    expect(parsePolicy(base).has('default-src')).toBe(false);
  });

  it('writes the same rules for Vercel as path patterns', () => {
    const config = toVercelConfig(rules) as { headers: Array<{ source: string }> };
    expect(config.headers.map((rule) => rule.source)).toEqual([
      '/(.*)',
      '/_next/static/(.*)',
      '/opengraph-image',
      '/(.*)/opengraph-image',
      '/apple-icon',
      '/about',
      '/about.html',
    ]);
  });
});
