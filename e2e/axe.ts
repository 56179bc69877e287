/**
 * The accessibility check the browser specs share: axe-core's own `axe.run` in the page.
 *
 * axe is put into each frame of a document once, however many times that document is read (the
 * a11y spec reads each page at two widths). @axe-core/playwright's `analyze()` evaluated axe's
 * 580 kB source again on every call and, to merge the frames' results, opened a blank page of its
 * own and evaluated it there as well: three times per page read, for pages that have one frame.
 * A frame's results still count: axe.run reads every same-origin frame axe is in, as
 * @axe-core/playwright's legacy mode does.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The viewport widths the accessibility checks read every page at: a phone's and a desktop's. */
export const A11Y_WIDTHS = [390, 1280] as const;

/** WCAG 2.x A/AA and best practices. Only the violations are reported: all the checks read. */
const OPTIONS: axe.RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
};

/** axe in every frame of the page's current document (a navigation starts a new one). */
async function inject(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
      }),
    );
  }
}

/** axe's violations on the page, or within the element `within` selects (every rule: no options). */
async function violations(page: Page, within?: string, options?: axe.RunOptions) {
  await inject(page);
  return page.evaluate(
    async ({ within, options }) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(
          within ? { include: [within] } : document,
          { ...options, resultTypes: ['violations'] },
        )
      ).violations,
    { within, options },
  );
}

/** The serious and critical violations of WCAG 2.x A/AA and best practices, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page, undefined, OPTIONS))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** The ids of every rule the element `within` selects violates, whatever its impact. */
export async function everyViolation(page: Page, within: string): Promise<string[]> {
  return (await violations(page, within)).map((v) => v.id);
}
