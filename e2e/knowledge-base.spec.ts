import type { Locator, Page } from '@playwright/test';
import { faqCategories } from '../content/faq';
import { knowledgeBasePage } from '../content/knowledge-base';
import { expect, test } from './fixtures';

/**
 * The knowledge base as a reader uses it: a browser for the questions opening and closing, one
 * per category, the category links' jumps, with and without JavaScript. That every answer is in
 * the page's HTML, and its closing call to action's links: __tests__/export/knowledge-base.test.ts.
 */

const category = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
/** One question: its <details>, found by the question in its summary. */
const question = (scope: Locator, text: string) =>
  scope.locator('details').filter({ has: scope.page().locator('summary', { hasText: text }) });
const open = (scope: Locator) => scope.locator('details[open]');

test.describe('knowledge base', () => {
  test('every category and question of the FAQ, each closed with its answer inside', async ({
    page,
  }) => {
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(knowledgeBasePage.hero.title);
    await expect(page.locator('main')).toContainText(knowledgeBasePage.hero.subtitle);
    await expect(page.locator('main h2')).toContainText(
      faqCategories.map((c) => c.title).concat(knowledgeBasePage.callToAction.title),
    );

    let total = 0;
    for (const { title, items } of faqCategories) {
      const region = category(page, title);
      const summaries = region.locator('details > summary');
      await expect(summaries).toHaveCount(items.length);
      for (const [index, item] of items.entries()) {
        await expect(summaries.nth(index)).toHaveText(item.question);
        // Each question is a heading too, so the page's outline lists it.
        await expect(summaries.nth(index).getByRole('heading', { level: 3 })).toHaveText(
          item.question,
        );
        const details = question(region, item.question);
        await expect(details).toHaveJSProperty('open', false);
        await expect(details.getByText(item.answer)).toBeHidden();
        total += 1;
      }
      // One exclusive group per category.
      const names = await region
        .locator('details')
        .evaluateAll((els) => els.map((el) => el.getAttribute('name')));
      expect(new Set(names).size).toBe(1);
      expect(names[0]).toBeTruthy();
    }
    expect(total).toBe(faqCategories.flatMap((c) => c.items).length);
  });

  test('only one question per category is open, and an open one collapses again', async ({
    page,
  }) => {
    await page.goto('/knowledge-base');
    // A category with two questions or more, and another category.
    const staffing = faqCategories.find((c) => c.items.length >= 2)!;
    const managed = faqCategories.find((c) => c !== staffing)!;
    const one = category(page, staffing.title);
    const two = category(page, managed.title);
    const first = staffing.items[0];
    const last = staffing.items[staffing.items.length - 1];
    const timing = question(one, first.question);
    const contractToHire = question(one, last.question);

    await timing.locator('summary').click();
    await expect(timing).toHaveJSProperty('open', true);
    const timingAnswer = timing.getByText(first.answer);
    await expect(timingAnswer).toBeVisible();

    await contractToHire.locator('summary').click();
    await expect(contractToHire).toHaveJSProperty('open', true);
    await expect(contractToHire.getByText(last.answer)).toBeVisible();
    await expect(timing).toHaveJSProperty('open', false);
    await expect(timingAnswer).toBeHidden();
    await expect(open(one)).toHaveCount(1);

    // Another category keeps its own open question.
    const kpis = question(two, managed.items[0].question);
    await kpis.locator('summary').click();
    await expect(open(two)).toHaveCount(1);
    await expect(contractToHire).toHaveJSProperty('open', true);

    // Collapse again, by mouse and by keyboard.
    await contractToHire.locator('summary').click();
    await expect(open(one)).toHaveCount(0);
    await kpis.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(open(two)).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(kpis).toHaveJSProperty('open', true);
  });

  test('category links jump to their section', async ({ page }) => {
    await page.goto('/knowledge-base');
    const nav = page.getByRole('navigation', { name: knowledgeBasePage.categories.label });
    const last = faqCategories[faqCategories.length - 1];
    await nav.getByRole('link', { name: last.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(category(page, last.title)).toBeInViewport();
  });
});

test.describe('knowledge base without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every question opens and closes, one per category, and every answer reads', async ({
    page,
  }) => {
    await page.goto('/knowledge-base');
    for (const { title, items } of faqCategories) {
      const region = category(page, title);
      for (const item of items) {
        const details = question(region, item.question);
        await details.locator('summary').click();
        await expect(details.getByText(item.answer)).toBeVisible();
        await expect(open(region)).toHaveCount(1);
      }
      await question(region, items[items.length - 1].question)
        .locator('summary')
        .click();
      await expect(open(region)).toHaveCount(0);
    }
  });
});
