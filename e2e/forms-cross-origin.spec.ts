import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contactForm } from '../content/contact-form';
import { registrationForm } from '../content/registration-form';
import { baseURL, functionsOrigin } from '../playwright.config';
import { PRIMARY_SKILLS, WORK_TYPES } from '../supabase/functions/_shared/core/rules.ts';
import { expect, test } from './fixtures';

/**
 * The forms as deployed: the pages on the site's origin, the functions on the Supabase project's
 * (another origin: real CORS, a preflight for the JSON post), Turnstile in the form. Runs on the
 * fixture export, which scripts/test/test.sh builds with NEXT_PUBLIC_SUPABASE_URL naming the
 * functions' port and a Turnstile site key; playwright.config.ts starts those functions with
 * SITE_ORIGINS naming the pages' origin and a siteverify stand-in (e2e/siteverify-stand-in.ts).
 * @exports fixture
 */
test.skip(
  !functionsOrigin,
  'this export calls its own origin (the fixture export names another one)',
);

type Stored = {
  id: string;
  kind: string;
  name: string;
  emailStatus: string;
  spamReason: string | null;
};
const stored = async (page: Page): Promise<Stored[]> =>
  (await page.request.get(`${functionsOrigin}/functions/v1/_local/submissions`)).json();
const verifyCalls = async (
  page: Page,
): Promise<{ response: string; remoteip: string | null; success: boolean }[]> =>
  (
    await page.request.get(`http://127.0.0.1:${Number(new URL(functionsOrigin).port) + 1}/calls`)
  ).json();

/** A person spends more than the functions' least time (3 s) on the page before sending. */
const asAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 3_500);
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The registration's options the rules define, by name. */
const [, DATA_SCIENCE] = PRIMARY_SKILLS;
const [, , , REMOTE] = WORK_TYPES;

test("the contact form posts to the functions' own origin with CORS, carries a Turnstile token that is verified, and is emailed", async ({
  page,
}) => {
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  // The widget (a stand-in of Cloudflare's script) has put its token in the form.
  await form.getByLabel(contactForm.fields.name).focus();
  await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(
    /^stand-in\.contact\./,
  );
  const subject = `Cross-origin ${unique()}`;
  await form.getByLabel(contactForm.fields.name).fill('Robin Park');
  await form.getByLabel(contactForm.fields.email).fill('robin.park@example.com');
  await form.getByLabel(contactForm.fields.subject).fill(subject);
  await form.getByLabel(contactForm.fields.message).fill('Three contract analysts for a quarter.');
  await asAPerson(page);
  const answer = page.waitForResponse(
    (r) =>
      r.url() === `${functionsOrigin}/functions/v1/send-contact-email` &&
      r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: contactForm.submit }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['origin']).toBe(baseURL);
  expect(response.headers()['access-control-allow-origin']).toBe(baseURL);
  await expect(page.getByText(contactForm.sent.title)).toBeVisible();
  const row = (await stored(page)).find((r) => r.kind === 'contact' && r.name === 'Robin Park');
  expect(row).toMatchObject({ spamReason: null, emailStatus: 'sent' });
  const calls = await verifyCalls(page);
  expect(
    calls.some(
      (c) => c.success && c.response.startsWith('stand-in.contact.') && c.remoteip === '127.0.0.1',
    ),
  ).toBe(true);
  const outbox = path.resolve(
    __dirname,
    '..',
    `test-results/e2e-functions-${new URL(functionsOrigin).port}/outbox`,
  );
  const emails = readdirSync(outbox).map(
    (f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { subject: string },
  );
  expect(emails.map((e) => e.subject)).toContain(`Website contact: ${subject}`);
});

test('a registration from the page is verified for its own form; a forged token is kept as spam and answered the same', async ({
  page,
}) => {
  await page.goto('/tech-refugee-program#register');
  const form = page.locator('#register form');
  await form.getByLabel(registrationForm.fields.fullName).focus();
  await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(
    /^stand-in\.tech-refugee\./,
  );
  const fill = async (name: string) => {
    await form.getByLabel(registrationForm.fields.fullName).fill(name);
    await form.getByLabel(registrationForm.fields.email).fill(`${unique()}@example.com`);
    await form.getByLabel(registrationForm.fields.recentEmployer).fill('Contoso');
    await form.getByLabel(registrationForm.fields.role).fill('Data Engineer');
    await form.getByLabel(registrationForm.fields.careerGoal).fill('Build data platforms.');
    await form
      .getByRole('group', { name: registrationForm.groups.primarySkills.legend })
      .getByLabel(DATA_SCIENCE)
      .check();
    await form
      .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend })
      .getByLabel(REMOTE)
      .check();
  };
  const person = `Casey Lin ${unique()}`;
  await fill(person);
  await asAPerson(page);
  await form.getByRole('button', { name: registrationForm.submit }).click();
  await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
  await expect
    .poll(async () => (await stored(page)).find((r) => r.name === person))
    .toMatchObject({ spamReason: null, emailStatus: 'sent' });

  // A script that fills the token itself: answered as a person, stored as spam, not emailed.
  const bot = `Forged Token ${unique()}`;
  await fill(bot);
  await form
    .locator('input[name="cf-turnstile-response"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'forged-token'));
  await form.getByRole('button', { name: registrationForm.submit }).click();
  await expect(page.getByText(registrationForm.sent.title).last()).toBeVisible();
  await expect
    .poll(async () => (await stored(page)).find((r) => r.name === bot))
    .toMatchObject({ spamReason: 'turnstile', emailStatus: 'withheld' });
});
