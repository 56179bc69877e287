import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { exportOfRun, specsOf } from './scripts/test/spec-exports';

const port = Number(process.env.E2E_PORT || 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (CHROMIUM_PATH, scripts/test/ensure-chromium.sh): the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** The functions' origin of the fixture export (FIXTURE_FUNCTIONS_PORT), when it has one. */
const functionsPort = Number(process.env.FIXTURE_FUNCTIONS_PORT || 0);
export const functionsOrigin = functionsPort ? `http://127.0.0.1:${functionsPort}` : '';
const siteverifyPort = functionsPort + 1;
/** The Zoho Recruit stand-in behind the fixture's functions (e2e/zoho-stand-in-server.ts): its API, then its state. */
const zohoPort = functionsPort ? functionsPort + 20 : 0;
export const zohoStateOrigin = zohoPort ? `http://127.0.0.1:${zohoPort + 1}` : '';
/** The credentials the stand-in's token endpoint knows (its defaults), as the functions send them. */
const zohoEnv: Record<string, string> = zohoPort
  ? {
      ZOHO_ACCOUNTS_URL: `http://127.0.0.1:${zohoPort}`,
      ZOHO_RECRUIT_API_URL: `http://127.0.0.1:${zohoPort}`,
      ZOHO_CLIENT_ID: 'zoho-client',
      ZOHO_CLIENT_SECRET: 'zoho-secret',
      ZOHO_REFRESH_TOKEN: 'zoho-refresh',
    }
  : {};
/** The open roles' stand-in (e2e/open-roles-stand-in.ts): successive builds' /jobs/open-roles.json. */
export const rolesOrigin = functionsPort ? `http://127.0.0.1:${functionsPort + 22}` : '';
/** The secret the fixture's functions and the siteverify stand-in share (not a real one). */
export const FIXTURE_TURNSTILE_SECRET = 'fixture-turnstile-secret';
/** The service role key the fixture's scheduled functions answer to, as a project's do (not a real one). */
export const FIXTURE_SERVICE_ROLE_KEY = 'fixture-service-role-key-not-a-real-one';

/**
 * The forms' local backend: a throwaway database and outbox, relaxed limits (every spec's page
 * views and submissions come from one address), and the read-only inspection routes the tests use.
 */
function backendEnv(dir: string): Record<string, string> {
  return {
    LOCAL_DATA_DIR: `${dir}/data`,
    LOCAL_OUTBOX_DIR: `${dir}/outbox`,
    LOCAL_INSPECT: '1',
    RATE_LIMIT_MAX: '1000',
    COLLECTOR_RATE_MAX: '100000',
    COLLECTOR_HOURLY_CAP: '100000',
    COLLECTOR_DAILY_CAP: '100000',
    COLLECTOR_ADDRESS_HOURLY: '100000',
    COLLECTOR_NETWORK_HOURLY: '100000',
    STORE_HOURLY_MAX: '100000',
    STORE_DAILY_MAX: '100000',
    ADDRESS_DAILY_MAX: '100000',
    NETWORK_HOURLY_MAX: '100000',
    NETWORK_DAILY_MAX: '100000',
    REFUSAL_MAX: '100000',
    RESUME_MB_ADDRESS_DAILY: '100000',
    RESUME_MB_NETWORK_DAILY: '100000',
    EMAIL_HOURLY_CAP: '100000',
    JOB_ALERTS_NETWORK_HOURLY_MAX: '100000',
    JOB_ALERTS_NETWORK_DAILY_MAX: '100000',
    JOB_ALERTS_NOTICES_HOURLY_MAX: '100000',
    // Confirmations to typed addresses: every spec's visitor is one network; each address is its own.
    TYPED_EMAIL_NETWORK_DAILY_MAX: '100000',
    TYPED_EMAIL_HOURLY_MAX: '100000',
  };
}

/** The export this run tests (E2E_EXPORT): each spec runs on the exports its `@exports` line names. */
export const e2eExport = exportOfRun();
const otherExports = specsOf(path.join(__dirname, 'e2e'), e2eExport).off.map(
  (file) => `**/${file}`,
);
/**
 * pa11y over every page (e2e/pa11y.spec.ts) is a project of its own, so `npm test` runs it as a
 * suite of its own, with its own line and time (`--project=pa11y`); a plain run has both projects.
 */
const PA11Y_SPEC = '**/pa11y.spec.ts';

/**
 * End-to-end tests run against the static export in out/, served by the same server as
 * `npm start` (no rebuild), in Debian's Chromium. No browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  // Each spec runs on the exports its `@exports` line names (scripts/test/spec-exports.ts).
  testIgnore: otherExports,
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    // PLAYWRIGHT_JSON: each export's run (scripts/test/test.sh) keeps its own report.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON || 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // A trace records every action's DOM and a screencast: on CI (one retry), only a failed test's
    // retry records one, as Playwright's docs set it; by hand (no retry), a failed test keeps its.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [...otherExports, PA11Y_SPEC] },
    { name: 'pa11y', testMatch: PA11Y_SPEC, testIgnore: otherExports },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/local/start.ts --no-build',
      url: `${baseURL}/`,
      env: { PORT: String(port), ...backendEnv(`test-results/e2e-backend-${port}`) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
    // The fixture export is built with NEXT_PUBLIC_SUPABASE_URL naming another origin (its
    // functions on their own port, as a Supabase project is) and a Turnstile site key: those
    // functions run here, with SITE_ORIGINS naming the pages' origin and a siteverify stand-in.
    ...(functionsPort
      ? [
          {
            command: 'npx tsx e2e/siteverify-stand-in.ts',
            url: `http://127.0.0.1:${siteverifyPort}/health`,
            env: { PORT: String(siteverifyPort), TURNSTILE_SECRET_KEY: FIXTURE_TURNSTILE_SECRET },
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: 'npx tsx e2e/zoho-stand-in-server.ts',
            url: `${zohoStateOrigin}/health`,
            env: { PORT: String(zohoPort) },
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: 'npx tsx e2e/open-roles-stand-in.ts',
            url: `${rolesOrigin}/health`,
            env: { PORT: String(functionsPort + 22) },
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: 'npx tsx scripts/local/local-functions.ts',
            url: `${functionsOrigin}/functions/v1/send-contact-email?health`,
            env: {
              PORT: String(functionsPort),
              SITE_ORIGINS: baseURL,
              TURNSTILE_SECRET_KEY: FIXTURE_TURNSTILE_SECRET,
              TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/siteverify`,
              ...zohoEnv,
              // Job alerts: the links in the emails lead to the fixture export, and the alert
              // run reads the builds a test publishes to the open roles' stand-in.
              SITE_URL: baseURL,
              JOB_ALERTS_ROLES_URL: `${rolesOrigin}/jobs/open-roles.json`,
              JOB_ALERTS_SECRET: 'fixture-job-alerts-secret-not-a-real-one',
              SUPABASE_SERVICE_ROLE_KEY: FIXTURE_SERVICE_ROLE_KEY,
              // The drain every 2 s and a 1 s first backoff: a hand-off Zoho refused at first is
              // retried within a test's time.
              OUTBOX_DRAIN_SECONDS: '2',
              OUTBOX_BACKOFF_SECONDS: '1',
              ...backendEnv(`test-results/e2e-functions-${functionsPort}`),
            },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
