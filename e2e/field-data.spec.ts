import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL, chromiumArgs } from '../playwright.config';
import { FLIGHT_PREFIX } from '../scripts/build/defer-scripts';
import { expect, test } from './fixtures';

/**
 * Field data on the export, with the local collect-vitals function over the throwaway PGlite
 * database (playwright.config.ts): page views send one beacon each with their route, visit kind
 * and the values the browser measured; the beacon's code arrives only after the load event; a
 * Content-Security-Policy violation is reported through report-to and through report-uri and
 * stored as directive, blocked origin and route; malformed beacons are refused.
 *
 * These tests run at an 800 px wide viewport, which no other spec uses, so the "tablet" rows
 * they look for are theirs (every spec file's page views send beacons to the same collector).
 */
const outDir = path.resolve(__dirname, '..', 'out');
const chunksDir = path.join(outDir, '_next', 'static', 'chunks');

/** The lazy chunk with web-vitals and the beacon, found in the export. */
function beaconChunk(): string {
  const file = readdirSync(chunksDir).find(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(chunksDir, name), 'utf8').includes('sendBeacon'),
  );
  if (!file) throw new Error('no chunk with the beacon in out/');
  return `/_next/static/chunks/${file}`;
}

/**
 * Next's build ID: the folder of out/_next/static that is not Next's chunks or media, nor the
 * pages' payload files (FLIGHT_PREFIX, written by the post-build step).
 */
function buildId(): string {
  const own = new Set(['chunks', 'media', FLIGHT_PREFIX.split('/').filter(Boolean).pop()]);
  return readdirSync(path.join(outDir, '_next', 'static')).find((name) => !own.has(name))!;
}

type Beacon = {
  route: string;
  device: string;
  connection: string | null;
  visit: string;
  build: string;
  metrics: { LCP?: number; INP?: number; CLS?: number; TTFB?: number };
  createdAt: string;
};
type Violation = {
  route: string;
  directive: string;
  blocked: string;
  disposition: string;
  via: string;
  createdAt: string;
};

async function stored(page: Page): Promise<{ beacons: Beacon[]; violations: Violation[] }> {
  const response = await page.request.get('/functions/v1/_local/field-data');
  expect(response.status()).toBe(200);
  return response.json();
}

const tabletBeacons = async (page: Page, since: string) =>
  (await stored(page)).beacons.filter((b) => b.device === 'tablet' && b.createdAt >= since);

/** Waits until the beacon's chunk has been fetched and run, then reads what the browser measured. */
async function measured(page: Page) {
  const chunk = beaconChunk();
  await page.waitForFunction(
    (url) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === url),
    chunk,
    { timeout: 15_000 },
  );
  // The chunk has run once the beacon marks the view as measured.
  await page.locator('html[data-field-data="measuring"]').waitFor({ state: 'attached' });
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; ttfb: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          resolve({ lcp: entries[entries.length - 1]!.startTime, ttfb: nav.responseStart });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.use({
  viewport: { width: 800, height: 900 },
  // The configuration's browser, plus one switch: Chromium batches Reporting API uploads for up
  // to a minute, and --short-reporting-delay (used by the web platform tests) sends them at once.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--short-reporting-delay',
      // Only for the HTTPS stand-in below (a certificate made for the test): Chromium uploads
      // Reporting API reports to secure endpoints only, and the local server speaks plain HTTP.
      '--ignore-certificate-errors',
    ],
  },
});
test.describe.configure({ mode: 'serial' });

test.describe('Core Web Vitals beacons', () => {
  test.use({ noticeSeen: false });

  test('a first and a return visit store one row per page view, with its route and the measured values', async ({
    page,
  }) => {
    const since = new Date(Date.now() - 1000).toISOString();
    await page.goto('/');
    const home = await measured(page);
    // First visit: the notice is open; closing it stores the flag (and is the view's interaction).
    await page.getByRole('button', { name: 'I Understand' }).click();
    // The browser has timed that interaction (the first input), which INP reports.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    // Leaving the page hides it: its beacon goes out then.
    await page.goto('/about');
    const about = await measured(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('about:blank');

    await expect
      .poll(async () => (await tabletBeacons(page, since)).length, { timeout: 15_000 })
      .toBe(2);
    const [first, second] = await tabletBeacons(page, since);
    const build = buildId();
    expect(first).toMatchObject({ route: '/', visit: 'first', device: 'tablet', build });
    expect(second).toMatchObject({ route: '/about', visit: 'return', device: 'tablet', build });
    for (const [row, values] of [
      [first!, home],
      [second!, about],
    ] as const) {
      expect(
        Math.abs(row.metrics.LCP! - values.lcp),
        `LCP ${row.metrics.LCP} vs ${values.lcp}`,
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(row.metrics.TTFB! - values.ttfb),
        `TTFB ${row.metrics.TTFB} vs ${values.ttfb}`,
      ).toBeLessThanOrEqual(1);
      expect(row.metrics.CLS).toBeGreaterThanOrEqual(0);
      expect(row.metrics.CLS).toBeLessThanOrEqual(0.1);
      expect([null, 'slow-2g', '2g', '3g', '4g']).toContain(row.connection);
    }
    // The click on I Understand was the first view's interaction.
    expect(first!.metrics.INP).toBeGreaterThanOrEqual(0);
    expect(second!.metrics.INP).toBeUndefined();
  });

  test('a page hidden without leaving (another tab in front) sends its beacon once', async ({
    page,
    context,
  }) => {
    const since = new Date(Date.now() - 1000).toISOString();
    await page.addInitScript(() => window.localStorage.setItem('hasSeenNotice', 'true'));
    await page.goto('/knowledge-base');
    await measured(page);
    // Hidden, shown again, hidden again: one beacon.
    for (const state of ['hidden', 'visible', 'hidden']) {
      await page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    }
    await page.close({ runBeforeUnload: true });
    const other = await context.newPage();
    await expect
      .poll(
        async () =>
          (await tabletBeacons(other, since)).filter((b) => b.route === '/knowledge-base').length,
        { timeout: 15_000 },
      )
      .toBe(1);
    // A later view's beacon arrives after anything the closed page could still have sent: then count again.
    await other.goto('/public-sector');
    await measured(other);
    await other.goto('about:blank');
    await expect
      .poll(
        async () =>
          (await tabletBeacons(other, since)).filter((b) => b.route === '/public-sector').length,
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(
      (await tabletBeacons(other, since)).filter((b) => b.route === '/knowledge-base'),
    ).toHaveLength(1);
    const [row] = (await tabletBeacons(other, since)).filter((b) => b.route === '/knowledge-base');
    expect(row).toMatchObject({ visit: 'return' });
  });

  test("the beacon code is fetched only after the load event, and is no page's start-up script", async ({
    page,
  }) => {
    const chunk = beaconChunk();
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain(path.basename(chunk));
    await page.goto('/');
    await page.waitForFunction(
      (url) =>
        performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === url),
      chunk,
      { timeout: 15_000 },
    );
    const timing = await page.evaluate((url) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === url)!;
      return { loadEventEnd: nav.loadEventEnd, requested: entry.startTime };
    }, chunk);
    expect(timing.loadEventEnd).toBeGreaterThan(0);
    expect(timing.requested, 'requested after load').toBeGreaterThanOrEqual(timing.loadEventEnd);
  });
});

test.describe('the collector on the local server', () => {
  test('refuses malformed and oversized beacons and stores nothing for them', async ({ page }) => {
    // As a page of the site would send it (the collector hears nothing else).
    const bad = await page.request.post('/functions/v1/collect-vitals', {
      headers: { 'content-type': 'text/plain', origin: baseURL },
      data: JSON.stringify({
        route: '/',
        device: 'tablet',
        visit: 'first',
        build: 'x',
        metrics: { LCP: 'fast' },
      }),
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'metrics.LCP: must be a number from 0 to 120000' });
    const big = await page.request.post('/functions/v1/collect-vitals', {
      headers: { 'content-type': 'text/plain', origin: baseURL },
      data: 'x'.repeat(20_000),
    });
    expect(big.status()).toBe(413);
    // Another site's page, or none at all, is refused before anything is read.
    for (const origin of ['https://evil.example', 'null']) {
      const foreign = await page.request.post('/functions/v1/collect-vitals', {
        headers: { 'content-type': 'text/plain', origin },
        data: '{}',
      });
      expect(foreign.status()).toBe(403);
    }
    expect((await stored(page)).beacons.filter((b) => b.build === 'x')).toEqual([]);
  });
});

test.describe('CSP violations are reported and stored', () => {
  // The blocked image logs the browser's own refusal to the console: that is the point here.
  test.use({ failOnConsoleErrors: false });

  /** Adds an image from an origin the policy refuses, and waits for the page's own violation event. */
  async function violate(page: Page, origin: string) {
    const event = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`),
            { once: true },
          );
          const img = document.createElement('img');
          img.src = src;
          document.body.append(img);
        }),
      `${origin}/pixel.png?uid=42`,
    );
    expect(event).toBe(`img-src ${origin}/pixel.png?uid=42`);
  }

  test.describe('through report-to (the Reporting API)', () => {
    // Chromium sends Reporting API reports only to secure endpoints (over plain HTTP it neither
    // uploads them nor falls back to report-uri), so the export is served here through an HTTPS
    // proxy in front of the local server, with a certificate made for this run.
    let proxy: https.Server;
    let proxyUrl: string;
    let certDir: string;
    test.beforeAll(async () => {
      certDir = mkdtempSync(path.join(tmpdir(), 'field-data-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          path.join(certDir, 'key.pem'),
          '-out',
          path.join(certDir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const target = new URL(baseURL);
      proxy = https.createServer(
        {
          key: readFileSync(path.join(certDir, 'key.pem')),
          cert: readFileSync(path.join(certDir, 'cert.pem')),
        },
        (req, res) => {
          // The proxy is the site's HTTPS front: a request from its pages carries its origin, which
          // the local server knows as its own (a report with no or another Origin goes through as sent).
          const headers = { ...req.headers, host: target.host };
          if (headers.origin === proxyUrl) headers.origin = target.origin;
          const upstream = http.request(
            {
              host: target.hostname,
              port: target.port,
              path: req.url,
              method: req.method,
              headers,
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          upstream.on('error', () => res.destroy());
          req.pipe(upstream);
        },
      );
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      proxyUrl = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    test.afterAll(async () => {
      await new Promise((resolve) => proxy?.close(resolve));
      if (certDir) rmSync(certDir, { recursive: true, force: true });
    });
    test.use({ ignoreHTTPSErrors: true });

    test('an image from a refused origin on /careers is stored as img-src, its origin and the route', async ({
      page,
    }) => {
      const origin = `https://blocked-${Date.now()}.example`;
      const response = await page.goto(`${proxyUrl}/careers?from=test`);
      expect(response?.headers()['reporting-endpoints']).toBe('csp="/functions/v1/collect-vitals"');
      expect(response?.headers()['content-security-policy']).toContain(
        'report-to csp; report-uri /functions/v1/collect-vitals',
      );
      await violate(page, origin);
      await expect
        .poll(async () => (await stored(page)).violations.filter((v) => v.blocked === origin), {
          timeout: 20_000,
        })
        .toEqual([
          expect.objectContaining({
            route: '/careers',
            directive: 'img-src',
            blocked: origin,
            disposition: 'enforce',
            via: 'report-to',
          }),
        ]);
    });
  });

  test('through report-uri, where the browser has no report-to', async ({ page }) => {
    // As an older browser sees the policy: report-to and Reporting-Endpoints taken away.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['reporting-endpoints'];
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        /; report-to [^;]+/,
        '',
      );
      await route.fulfill({ response, headers });
    });
    const origin = `https://blocked-uri-${Date.now()}.example`;
    const response = await page.goto('/about');
    expect(response?.headers()['content-security-policy']).not.toContain('report-to');
    await violate(page, origin);
    await expect
      .poll(async () => (await stored(page)).violations.filter((v) => v.blocked === origin), {
        timeout: 15_000,
      })
      .toEqual([
        expect.objectContaining({
          route: '/about',
          directive: 'img-src',
          blocked: origin,
          via: 'report-uri',
        }),
      ]);
  });
});
