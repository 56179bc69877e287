import type { Page, Route } from '@playwright/test';

/**
 * Holds every script chunk of the site until `release()`; `arrived()` counts those that did.
 * Pages are opened up to DOMContentLoaded only: a chunk the page's loader has already requested
 * holds the load event back until it arrives.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  await page.route('**/_next/static/**/*.js', async (route: Route) => {
    await gate;
    await route.continue();
    arrived += 1;
  });
  return {
    arrived: () => arrived,
    async release() {
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    },
  };
}
