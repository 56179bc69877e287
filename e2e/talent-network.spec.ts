import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { talentNetworkForm as copy, talentNetworkPage } from '../content/talent-network';
import { PRIMARY_SKILLS } from '../supabase/functions/_shared/core/rules.ts';
import { functionsOrigin, zohoStateOrigin } from '../playwright.config';
import { NETWORK_SOURCE } from '../supabase/functions/_shared/core/talent-network';
import { expect, test } from './fixtures';
import { mails, to } from './functions-outbox';
import { holdScripts } from './hold-scripts';

/**
 * A technologist joins the talent network on /talent-network of the fixture export, whose
 * functions run on their own origin with Turnstile, the Zoho Recruit stand-in
 * (e2e/zoho-stand-in-server.ts) behind them and email written to the functions' outbox folder.
 * It needs a browser: what is typed, ticked and chosen (a real PDF) before the page's scripts
 * arrive must be kept by the export's HTML and its early-input script, then sent through
 * Turnstile's widget; then the join must reach Zoho as one candidate with no opening, source
 * "Talent network", the resume attached, and the recruiters and the person get one email each.
 * @exports fixture
 */
test.skip(
  !functionsOrigin || !zohoStateOrigin,
  'the fixture export runs the functions and the Zoho stand-in',
);
test.use({ waitForHydration: false });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { fields } = copy;
const root = path.resolve(__dirname, '..');
const resume = readFileSync(path.join(root, '__tests__/fixtures/resumes/resume.pdf'));
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

type ZohoRecord = { id: string; fields: Record<string, unknown> };
type ZohoState = {
  candidates: ZohoRecord[];
  attachments: { candidateId: string; filename: string }[];
  associations: { candidateId: string; jobId: string }[];
};
const zoho = async (page: Page): Promise<ZohoState> =>
  (await page.request.get(`${zohoStateOrigin}/state`)).json();

const joinForm = (page: Page) => page.getByRole('form', { name: talentNetworkPage.join.title });

async function type(page: Page, who: { fullName: string; email: string; role: string }) {
  const form = joinForm(page);
  await form.getByLabel(fields.fullName).fill(who.fullName);
  await form.getByLabel(fields.email).fill(who.email);
  await form.getByLabel(fields.role).fill(who.role);
  await form.getByLabel(fields.years).fill('6');
  await form.getByLabel(PRIMARY_SKILLS[3], { exact: true }).check();
  await form.getByLabel(copy.workplaces.remote, { exact: true }).check();
  await form.getByLabel(copy.engagements.contract, { exact: true }).check();
  await form.getByLabel(copy.availabilities.now, { exact: true }).check();
  await form.getByLabel(copy.workAuthorizations.authorized, { exact: true }).check();
  await form
    .getByLabel(fields.resume)
    .setInputFiles({ name: 'network-resume.pdf', mimeType: 'application/pdf', buffer: resume });
  return form;
}

for (const width of [390, 1280] as const) {
  test.describe(`joining at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('typed before the scripts arrive: kept, one candidate with no opening, the resume attached, one email each', async ({
      page,
    }) => {
      const id = unique();
      const who = {
        fullName: `Rowan Blake ${id}`,
        email: `rowan-${id}@example.com`,
        role: `Backend engineer ${id}`,
      };
      const scripts = await holdScripts(page);
      await page.goto('/talent-network#join', { waitUntil: 'domcontentloaded' });
      const form = await type(page, who);
      await scripts.release();
      await expect(form.getByLabel(fields.fullName)).toHaveValue(who.fullName);
      await expect(form.getByLabel(fields.role)).toHaveValue(who.role);
      await expect(form.getByLabel(copy.workplaces.remote, { exact: true })).toBeChecked();
      await expect(form.getByLabel(copy.availabilities.now, { exact: true })).toBeChecked();
      const button = form.getByRole('button', { name: copy.submit });
      await button.scrollIntoViewIfNeeded();
      await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(/./);
      await page.waitForFunction(() => performance.now() > 3_500);
      await button.click();
      await expect(page.getByText(copy.success.toastTitle)).toBeVisible({ timeout: 30_000 });

      await expect
        .poll(
          async () =>
            (await zoho(page)).candidates.filter((c) => c.fields.Email === who.email).length,
          {
            timeout: 60_000,
          },
        )
        .toBe(1);
      const state = await zoho(page);
      const candidate = state.candidates.find((c) => c.fields.Email === who.email)!;
      expect(candidate.fields.Source).toBe(NETWORK_SOURCE);
      await expect
        .poll(
          async () =>
            (await zoho(page)).attachments.filter((a) => a.candidateId === candidate.id).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      expect((await zoho(page)).associations.filter((a) => a.candidateId === candidate.id)).toEqual(
        [],
      );

      const aboutIt = () =>
        mails().filter((m) => !to(m).includes(who.email) && (m.text ?? '').includes(who.email));
      await expect.poll(() => aboutIt().length, { timeout: 60_000 }).toBe(1);
      expect(aboutIt()[0]!.text).toContain(who.role);
      await expect
        .poll(() => mails().filter((m) => to(m).includes(who.email)).length, { timeout: 60_000 })
        .toBe(1);
      const acknowledgement = mails().find((m) => to(m).includes(who.email))!;
      expect(acknowledgement.text).not.toContain(who.fullName);
      expect(acknowledgement.text).not.toContain(who.role);
    });
  });
}
