import { test as base, expect, type Page } from '@playwright/test';
import { exportOfRun, type ExportName } from '../scripts/test/spec-exports';

export const NOTICE_KEY = 'hasSeenNotice';

/**
 * The notice's flag is stored: its dialog's `close` event, which stores it, is dispatched in a task
 * after the dialog hides, so this waits for it rather than reading once.
 */
export async function expectNoticeStored(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), NOTICE_KEY))
    .toBe('true');
}

const TURNSTILE_STAND_IN = `(() => {
  const widgets = new Map();
  const issue = (id) => {
    const { container, action } = widgets.get(id);
    let input = container.querySelector('input[name="cf-turnstile-response"]');
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'cf-turnstile-response';
      container.appendChild(input);
    }
    input.value = 'stand-in.' + (action || 'none') + '.' + Math.random().toString(36).slice(2);
  };
  window.turnstile = {
    render(container, options) {
      const id = 'w' + (widgets.size + 1);
      widgets.set(id, { container, action: options.action });
      issue(id);
      return id;
    },
    reset(id) { if (widgets.has(id)) issue(id); },
    remove(id) { widgets.delete(id); },
  };
})();`;

type Options = {
  /** Whether the first-visit notice was already dismissed (true for most tests). */
  noticeSeen: boolean;
  /** Fail the test when the page logs a console error or throws. */
  failOnConsoleErrors: boolean;
  /** page.goto returns once the page is hydrated (false: as soon as it has loaded). */
  waitForHydration: boolean;
};

type Fixtures = {
  consoleErrors: string[];
};

/** Playwright's test with the site's defaults: notice already seen, console errors fail. */
export const test = base.extend<Options & Fixtures>({
  noticeSeen: [true, { option: true }],
  failOnConsoleErrors: [true, { option: true }],
  waitForHydration: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  page: async ({ page, noticeSeen, javaScriptEnabled, waitForHydration }, use) => {
    // No test reaches the internet: the careers provider's CDN answers with inert stand-ins
    // (e2e/careers.spec.ts registers its own, which take precedence).
    await page.route('https://static.zohocdn.com/**', (route) =>
      route.fulfill(
        route.request().url().endsWith('.css')
          ? { contentType: 'text/css', body: '' }
          : { contentType: 'text/javascript', body: 'window.rec_embed_js = { load() {} };' },
      ),
    );
    // Cloudflare Turnstile (on the fixture export, built with a site key) answers with a stand-in
    // of its documented widget API: render() puts a token in the form's cf-turnstile-response
    // input, `stand-in.<action>.<nonce>` (e2e/siteverify-stand-in.ts verifies it once), and
    // reset() renews it.
    await page.route('https://challenges.cloudflare.com/turnstile/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_STAND_IN }),
    );
    if (noticeSeen) {
      await page.addInitScript((key) => {
        window.localStorage.setItem(key, 'true');
      }, NOTICE_KEY);
    }
    // Each page starts its scripts after its first paint, so 'load' can come before hydration:
    // a test interacts with the page once its React tree is live (HydrationMark), as a visitor
    // would a moment after it appears. Pages opened without JavaScript are left as they are.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (waitForHydration && javaScriptEnabled && html)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

// Checks console errors after every test that asked for it.
test.afterEach(async ({ consoleErrors, failOnConsoleErrors }) => {
  if (failOnConsoleErrors) expect(consoleErrors, 'console errors on the page').toEqual([]);
});

export { expect };

/**
 * In a spec that runs on both exports, the tests of the describe it is called in run on one
 * export only: what they show is the same on the other (the reason says why). The real export
 * has the real content; the fixture export adds its functions on their own origin with Turnstile,
 * 100 generated posts, the openings and the editor's change.
 */
export function onlyOnExport(name: ExportName, reason: string): void {
  test.skip(exportOfRun() !== name, `on the ${name} export only: ${reason}`);
}

/** Waits for the page (after a reload) to be hydrated, as page.goto does here. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Collects the visible text of a page's main landmark. */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/**
 * A pattern that finds `text` as written, whatever characters it holds: the copy an editor writes
 * (content/) may hold any of `.*+?()[]{}|^$\\`.
 */
export function textPattern(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
