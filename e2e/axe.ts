/** The accessibility check the browser specs share (axe-core through @axe-core/playwright). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The viewport widths the accessibility checks read every page at: a phone's and a desktop's. */
export const A11Y_WIDTHS = [390, 1280] as const;

/** Runs axe (WCAG 2.x A/AA and best practices) and returns the serious and critical violations. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
