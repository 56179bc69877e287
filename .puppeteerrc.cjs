/**
 * Puppeteer (installed for pa11y, e2e/pa11y.spec.ts) never downloads a browser: not at install
 * (its postinstall reads this file, so `npm ci` needs nothing but the npm registry), not later.
 * The tests drive Debian's Chromium, as Playwright does (CHROMIUM_PATH, scripts/test/ensure-chromium.sh).
 * @type {import('puppeteer').Configuration}
 */
module.exports = {
  skipDownload: true,
};
