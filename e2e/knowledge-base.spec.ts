import type { Locator, Page } from '@playwright/test';
import { faqCategories } from '../content/faq';
import { expect, test } from './fixtures';

const category = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const expanded = (scope: Locator) => scope.locator('button[aria-expanded="true"]');

/** The answer panel a question button controls, through aria-controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('knowledge base', () => {
  test('five categories of four questions, each button wired to its answer', async ({ page }) => {
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Base');
    await expect(page.locator('main')).toContainText('Straight answers to common staffing questions');
    await expect(page.locator('main h2')).toContainText(faqCategories.map((c) => c.title).concat('Still Have Questions?'));

    let total = 0;
    for (const { title, items } of faqCategories) {
      const region = category(page, title);
      const buttons = region.getByRole('button');
      await expect(buttons).toHaveCount(4);
      for (const [index, item] of items.entries()) {
        const button = buttons.nth(index);
        await expect(button).toHaveText(item.question);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const panel = await panelOf(page, button);
        await expect(panel).toBeHidden();
        await expect(panel).toHaveText(item.answer);
        total += 1;
      }
    }
    expect(total).toBe(20);
  });

  test('every answer is in the static HTML', async ({ request }) => {
    const html = await (await request.get('/knowledge-base')).text();
    const text = html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    for (const { items } of faqCategories) {
      for (const item of items) {
        expect(text).toContain(item.question);
        expect(text).toContain(item.answer);
      }
    }
  });

  test('only one question per category is open, and an open one collapses again', async ({ page }) => {
    await page.goto('/knowledge-base');
    const [staffing, managed] = faqCategories;
    const one = category(page, staffing.title);
    const two = category(page, managed.title);
    const timing = one.getByRole('button', { name: staffing.items[1].question });
    const contractToHire = one.getByRole('button', { name: staffing.items[3].question });

    await timing.click();
    await expect(timing).toHaveAttribute('aria-expanded', 'true');
    const timingAnswer = await panelOf(page, timing);
    await expect(timingAnswer).toBeVisible();
    await expect(timingAnswer).toContainText('48–72 hours');
    await expect(timingAnswer).toContainText('1–2 weeks');
    await expect(timingAnswer).toContainText('4–8 weeks');

    await contractToHire.click();
    await expect(contractToHire).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, contractToHire)).toContainText('3–6 months');
    await expect(timing).toHaveAttribute('aria-expanded', 'false');
    await expect(timingAnswer).toBeHidden();
    await expect(expanded(one)).toHaveCount(1);

    // Another category keeps its own open question.
    const kpis = two.getByRole('button', { name: managed.items[1].question });
    await kpis.click();
    await expect(expanded(two)).toHaveCount(1);
    await expect(contractToHire).toHaveAttribute('aria-expanded', 'true');

    // Collapse again, by mouse and by keyboard.
    await contractToHire.click();
    await expect(expanded(one)).toHaveCount(0);
    await kpis.focus();
    await page.keyboard.press('Enter');
    await expect(expanded(two)).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(kpis).toHaveAttribute('aria-expanded', 'true');
  });

  test('pricing and guarantee answers state the spec figures', async ({ page }) => {
    await page.goto('/knowledge-base');
    const working = category(page, faqCategories[3].title);
    await expect(working.getByRole('heading', { level: 2 })).toHaveText('Working with Cascadia Tech Staffing');
    const pricing = working.getByRole('button', { name: 'How is your pricing structured?' });
    await pricing.click();
    const answer = await panelOf(page, pricing);
    await expect(answer).toContainText('hourly or daily rate');
    await expect(answer).toContainText('percentage of the hire’s first-year annual salary');
    await expect(answer).toContainText('team size, scope and duration');
    const guarantee = working.getByRole('button', { name: 'Do you guarantee your placements?' });
    await guarantee.click();
    await expect(await panelOf(page, guarantee)).toContainText('90-day replacement guarantee');
  });

  test('closes with Still Have Questions? and its two links', async ({ page }) => {
    await page.goto('/knowledge-base');
    const cta = page.getByRole('region', { name: 'Still Have Questions?' });
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
    await expect(cta.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });

  test('category links jump to their section', async ({ page }) => {
    await page.goto('/knowledge-base');
    const nav = page.getByRole('navigation', { name: 'Knowledge base categories' });
    await nav.getByRole('link', { name: 'For Job Seekers' }).click();
    await expect(page).toHaveURL(/#job-seekers$/);
    await expect(category(page, 'For Job Seekers')).toBeInViewport();
  });
});

test.describe('knowledge base without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every answer', async ({ page }) => {
    await page.goto('/knowledge-base');
    for (const { items } of faqCategories) {
      for (const item of items) await expect(page.getByText(item.answer)).toBeVisible();
    }
  });
});
