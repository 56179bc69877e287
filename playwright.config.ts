import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, headless, with nothing fetched from outside (specs that add a switch extend it). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * End-to-end tests run against the static export in out/, served by the same server as
 * `npm start` (no rebuild), in Debian's Chromium. No browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    // PLAYWRIGHT_JSON: a second run (scripts/test/test.sh, the export with 100 generated posts) keeps its own.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON || 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx tsx scripts/local/start.ts --no-build',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      // The forms' local backend: a throwaway database and outbox, relaxed rate limits, and the
      // read-only inspection route the form tests use to check stored rows.
      LOCAL_DATA_DIR: `test-results/e2e-backend-${port}/data`,
      LOCAL_OUTBOX_DIR: `test-results/e2e-backend-${port}/outbox`,
      LOCAL_INSPECT: '1',
      RATE_LIMIT_MAX: '1000',
      // Every spec's page views send field-data beacons from this one address.
      COLLECTOR_RATE_MAX: '100000',
      COLLECTOR_HOURLY_CAP: '100000',
      COLLECTOR_DAILY_CAP: '100000',
      // The whole run's submissions, well past the functions' storage ceilings and email share.
      STORE_HOURLY_MAX: '100000',
      STORE_DAILY_MAX: '100000',
      EMAIL_HOURLY_CAP: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
