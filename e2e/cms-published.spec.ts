/**
 * After e2e/cms.spec.ts published a post and an FAQ answer from /admin into a throwaway clone
 * (CMS_REPO) on the real export, `npm test` builds the fixture export with what the clone's main
 * added (scripts/test/fixture-content.ts: the post and its photo into BLOG_CONTENT_DIR, the FAQ
 * into CONTENT_DATA_DIR) and runs this there: the post is on the site with its photo cover, and
 * the edited answer is on /knowledge-base and in its FAQPage data.
 * @exports fixture
 */
import { expect, test } from '@playwright/test';
import { FAQ_ANSWER, POST } from './cms-entries';

test('the post published from /admin is on the rebuilt site, its photo cover described', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: new RegExp(POST.title) }).first()).toBeVisible();
  await page.goto(`/blog/${POST.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.title);
  await expect(page.locator('.article-body h2')).toHaveText(POST.section);
  await expect(page.locator('.article-body strong').first()).toHaveText('every change');
  const cover = page.getByRole('img', { name: POST.alt });
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the FAQ answer edited in /admin reaches /knowledge-base and its FAQPage data', async ({
  page,
}) => {
  await page.goto('/knowledge-base');
  await expect(page.getByText(FAQ_ANSWER)).toHaveCount(1);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = data.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'FAQPage');
  expect(
    faq.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text),
  ).toContain(FAQ_ANSWER);
});
