/**
 * The collector's rules (supabase/functions/_shared/core/field-data.ts): what a beacon may carry and
 * how both CSP report formats are reduced to directive, blocked origin and route.
 */
import { routes } from '@/content/navigation';
import {
  blockedOrigin,
  bodyKindOf,
  deviceClassOf,
  KNOWN_ROUTES,
  normalizeReportTo,
  normalizeReportUri,
  normalizeRoute,
  validateBeacon,
} from '@/supabase/functions/_shared/core/field-data.ts';
import { collectorUrl } from '@/lib/field-data/collector-url';

const beacon = (over: Record<string, unknown> = {}) => ({
  route: '/about',
  device: 'mobile',
  connection: '4g',
  visit: 'first',
  build: 'AbC_123-x',
  metrics: { LCP: 1234, INP: 88, CLS: 0.012, TTFB: 210 },
  ...over,
});

describe('routes', () => {
  it('knows exactly the site routes of content/navigation.ts', () => {
    expect([...KNOWN_ROUTES]).toEqual([...routes]);
  });

  it('counts a path under its route, never with its query or fragment', () => {
    expect(normalizeRoute('/about?utm_source=mail&email=x@y.z#team')).toBe('/about');
    expect(normalizeRoute('/About/')).toBe('/about');
    expect(normalizeRoute('/about.html')).toBe('/about');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('/blog/devops-as-service')).toBe('/blog/:id');
    expect(normalizeRoute('/blog/devops-as-service?ref=1')).toBe('/blog/:id');
    expect(normalizeRoute('/blog/a/b')).toBe('(other)');
    expect(normalizeRoute('/wp-admin')).toBe('(other)');
    expect(normalizeRoute('/jordan@example.com')).toBe('(other)');
  });

  it('buckets viewports into three device classes', () => {
    expect([320, 767, 768, 1023, 1024, 2560].map(deviceClassOf)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});

describe('beacons', () => {
  it('accepts a page view and keeps only its route', () => {
    const result = validateBeacon(
      beacon({ route: '/blog/devops-as-service?email=someone@example.com' }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...beacon(),
        route: '/blog/:id',
        metrics: { LCP: 1234, INP: 88, CLS: 0.012, TTFB: 210 },
      },
    });
  });

  it('accepts a view with no interaction (no INP) and no connection class', () => {
    const result = validateBeacon(
      beacon({ connection: undefined, metrics: { LCP: 900, CLS: 0, TTFB: 100 } }),
    );
    expect(result.ok && result.value.connection).toBeNull();
  });

  it.each([
    ['not an object', [], 'body: must be a JSON object'],
    ['an unknown field', beacon({ userId: 'abc' }), 'userId: is not a known field'],
    [
      'a route that is not a path',
      beacon({ route: 'https://evil.example/' }),
      'route: must be a path starting with / (at most 200 characters)',
    ],
    [
      'a too long route',
      beacon({ route: `/${'a'.repeat(200)}` }),
      'route: must be a path starting with / (at most 200 characters)',
    ],
    [
      'an unknown device class',
      beacon({ device: 'watch' }),
      'device: must be one of mobile, tablet, desktop',
    ],
    [
      'an unknown connection',
      beacon({ connection: '5g' }),
      'connection: must be one of slow-2g, 2g, 3g, 4g, or absent',
    ],
    ['an unknown visit kind', beacon({ visit: 'third' }), 'visit: must be one of first, return'],
    [
      'a build id with spaces',
      beacon({ build: 'a b' }),
      'build: must be a build id (letters, digits, - and _, at most 64)',
    ],
    ['no metrics', beacon({ metrics: {} }), 'metrics: must hold at least one metric'],
    [
      'metrics as an array',
      beacon({ metrics: [1] }),
      'metrics: must be an object of metric values',
    ],
    [
      'an unknown metric',
      beacon({ metrics: { FID: 10 } }),
      'metrics.FID: is not a known metric (LCP, INP, CLS, TTFB)',
    ],
    [
      'a negative LCP',
      beacon({ metrics: { LCP: -1 } }),
      'metrics.LCP: must be a number from 0 to 120000',
    ],
    [
      'an impossible LCP',
      beacon({ metrics: { LCP: 1e9 } }),
      'metrics.LCP: must be a number from 0 to 120000',
    ],
    [
      'a CLS as text',
      beacon({ metrics: { CLS: '0.1' } }),
      'metrics.CLS: must be a number from 0 to 100',
    ],
    [
      'an INP over a minute',
      beacon({ metrics: { INP: 60_001 } }),
      'metrics.INP: must be a number from 0 to 60000',
    ],
  ])('refuses %s, naming the field', (_what, raw, message) => {
    const result = validateBeacon(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(`${result.error.field}: ${result.error.why}`).toBe(message);
  });
});

describe('CSP reports', () => {
  it('reduces a report-uri report to directive, blocked origin and route', () => {
    const result = normalizeReportUri({
      'csp-report': {
        'document-uri': 'https://www.cascadia.example/careers?email=someone@example.com',
        referrer: 'https://www.google.com/',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'original-policy': "default-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://tracker.example:8443/pixel.gif?uid=12345',
        'status-code': 200,
      },
    });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          directive: 'img-src',
          blocked: 'https://tracker.example:8443',
          route: '/careers',
          disposition: 'enforce',
          via: 'report-uri',
        },
      ],
    });
  });

  it('takes the directive from violated-directive when effective-directive is missing (older browsers)', () => {
    const result = normalizeReportUri({
      'csp-report': {
        'document-uri': 'https://site.example/',
        'violated-directive': "script-src 'self'",
        'blocked-uri': 'inline',
      },
    });
    expect(result.ok && result.value[0]).toMatchObject({
      directive: 'script-src',
      blocked: 'inline',
      route: '/',
    });
  });

  it('keeps the csp-violation reports of a Reporting API batch and skips other types', () => {
    const result = normalizeReportTo([
      {
        age: 10,
        type: 'csp-violation',
        url: 'https://www.cascadia.example/about?x=1',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://www.cascadia.example/about?x=1',
          blockedURL: 'https://cdn.other.example/widget.js?key=secret',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          statusCode: 200,
          sample: '',
        },
      },
      {
        age: 5,
        type: 'deprecation',
        url: 'https://www.cascadia.example/',
        body: { id: 'x', message: 'y' },
      },
      {
        type: 'csp-violation',
        url: 'https://www.cascadia.example/blog/devops-as-service',
        body: {
          documentURL: 'https://www.cascadia.example/blog/devops-as-service',
          blockedURL: 'eval',
          effectiveDirective: 'script-src',
          disposition: 'report',
        },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          directive: 'script-src-elem',
          blocked: 'https://cdn.other.example',
          route: '/about',
          disposition: 'enforce',
          via: 'report-to',
        },
        {
          directive: 'script-src',
          blocked: 'eval',
          route: '/blog/:id',
          disposition: 'report',
          via: 'report-to',
        },
      ],
    });
  });

  it.each([
    [
      'a report-to body that is not an array',
      () => normalizeReportTo({}),
      'reports: must be an array',
    ],
    [
      'a batch of 21',
      () =>
        normalizeReportTo(Array.from({ length: 21 }, () => ({ type: 'csp-violation', body: {} }))),
      'reports: must hold at most 20 reports',
    ],
    [
      'a csp-violation with no body',
      () => normalizeReportTo([{ type: 'csp-violation' }]),
      'reports[0].body: must be an object',
    ],
    [
      'a report with no page',
      () => normalizeReportTo([{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]),
      'reports[0].body.documentURL: must be a URL',
    ],
    [
      'a made-up directive',
      () =>
        normalizeReportTo([
          {
            type: 'csp-violation',
            body: { documentURL: 'https://a.example/', effectiveDirective: 'DROP TABLE;' },
          },
        ]),
      'reports[0].body.effectiveDirective: must name a directive',
    ],
    [
      'a report-uri body without csp-report',
      () => normalizeReportUri({ report: {} }),
      'csp-report: must be an object',
    ],
  ])('refuses %s, naming the field', (_what, run, message) => {
    const result = run();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(`${result.error.field}: ${result.error.why}`).toBe(message);
  });

  it('never keeps a path or query of what was blocked', () => {
    expect(blockedOrigin('https://a.example/p/q?token=1#f')).toBe('https://a.example');
    expect(blockedOrigin('data')).toBe('data');
    expect(blockedOrigin('data:image/png;base64,AAAA')).toBe('data');
    expect(blockedOrigin('blob:https://site.example/uuid')).toBe('blob');
    expect(blockedOrigin('wss://socket.example/chat')).toBe('wss://socket.example');
    expect(blockedOrigin('')).toBe('(none)');
    expect(blockedOrigin('not a url/with path')).toBe('(unparsable)');
  });

  it('tells the three bodies apart by content type', () => {
    expect(bodyKindOf('text/plain;charset=UTF-8')).toBe('beacon');
    expect(bodyKindOf('application/json')).toBe('beacon');
    expect(bodyKindOf('application/csp-report')).toBe('report-uri');
    expect(bodyKindOf('application/reports+json')).toBe('report-to');
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBeNull();
    expect(bodyKindOf(null)).toBeNull();
  });
});

describe('the collector address', () => {
  it('is the Supabase project function when one is configured, else the page origin', () => {
    expect(collectorUrl('https://abc.supabase.co/')).toBe(
      'https://abc.supabase.co/functions/v1/collect-vitals',
    );
    expect(collectorUrl()).toBe('http://localhost/functions/v1/collect-vitals');
  });
});
