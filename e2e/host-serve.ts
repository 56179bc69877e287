/**
 * Serving the export as a static host would: each response of the local server is answered to the
 * browser with only the headers that host computes for the path (scripts/test/hosts/), the
 * server's own generated ones dropped; and watching the page for Content-Security-Policy
 * violations from before its first script runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseHeadersFile } from '../scripts/build/headers-file';
import type { HostHeaders } from '../scripts/test/hosts/types';
import { baseURL } from '../playwright.config';

const outDir = path.resolve(__dirname, '..', 'out');

/**
 * Header names the files set (the local server added them from out/_headers): dropped before the
 * host's own are added. Content-Type stays: every host sends a static file's type.
 */
function generatedNames(): Set<string> {
  return new Set(
    parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'))
      .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
      .filter((name) => name !== 'content-type'),
  );
}

export async function serveAs(page: Page, host: HostHeaders): Promise<void> {
  const generated = generatedNames();
  await page.route(`${baseURL}/**`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !generated.has(name.toLowerCase())),
    );
    for (const [name, value] of host(new URL(route.request().url()).pathname))
      headers[name] = value;
    await route.fulfill({ response, headers });
  });
}

export type Violation = { directive: string; blocked: string; sample: string };

/**
 * Records every CSP violation the document reports, and every console message about a policy.
 * The listener is an init script, so each document the page navigates to gets its own list (read
 * it before leaving the page). The careers provider's CDN is answered with empty files, unless
 * `answerCareersCdn` is false: then the fixtures' stand-in (e2e/fixtures.ts) answers it, whose
 * script defines what the widget calls, so /careers logs no error of its own.
 */
export async function watchViolations(page: Page, { answerCareersCdn = true } = {}) {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  // The careers provider's CDN is not reachable from the test machine: answer for it.
  if (answerCareersCdn)
    await page.route('https://static.zohocdn.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
        body: '',
      }),
    );
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
  });
  return {
    cspMessages,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}
