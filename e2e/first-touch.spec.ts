/**
 * First visit, first touch: a visitor on a slow phone sees the page and uses it before its script
 * chunks have arrived. Every test here holds the chunks back, acts, then lets them through and
 * checks that nothing the visitor did was lost.
 */
import type { Page } from '@playwright/test';
import { contactForm } from '../content/contact-form';
import { faqCategories } from '../content/faq';
import { registrationForm } from '../content/registration-form';
import { PRIMARY_SKILLS, WORK_TYPES } from '../supabase/functions/_shared/core/rules.ts';
import { expect, expectNoticeStored, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { menuName } from './site-pages';

test.use({ waitForHydration: false });

/** The registration's options the rules define, by name. */
const [, DATA_SCIENCE] = PRIMARY_SKILLS;
const [, , , REMOTE] = WORK_TYPES;

/** The JSON body the page sends to a function; answered with success without reaching it. */
function captureFunction(page: Page, name: string) {
  const bodies: unknown[] = [];
  void page.route(`**/functions/v1/${name}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  return bodies;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Important Notice' });

test.describe('the first-visit notice', () => {
  test.use({ noticeSeen: false, viewport: { width: 390, height: 844 } });

  test('is painted with the page, before any script, and is a focus-trapped modal afterwards', async ({
    page,
  }, testInfo) => {
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(dialog(page)).toBeVisible();
    await testInfo.attach('first paint, no script yet', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    expect(scripts.arrived()).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    // A real modal already: in the top layer, and the page behind it is inert.
    expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(
      await page.evaluate(() => document.elementFromPoint(20, 400)?.closest('dialog')?.id),
    ).toBe('notice');
    // Painted in the first frame: the largest text painted is the notice's, at first contentful paint.
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; inDialog: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as PerformanceEntry[] & { element?: Element }[];
            const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element };
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
            resolve({ fcp, lcp: last.startTime, inDialog: !!last.element?.closest('#notice') });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(paint.inDialog).toBe(true);
    // The same frame: the notice is the largest paint of the first contentful paint.
    expect(paint.lcp).toBe(paint.fcp);
    await expect(dialog(page).getByRole('button', { name: 'I Understand' })).toBeFocused();

    await scripts.release();
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expectNoticeStored(page);
    // Focus is back on the page: the first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('closes with I Understand before the scripts arrive, and stays closed after them and on reload', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/knowledge-base', { waitUntil: 'domcontentloaded' });
    await dialog(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(dialog(page)).toBeHidden();
    await expectNoticeStored(page);
    await scripts.release();
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(dialog(page)).toBeHidden();
  });

  test('a click on the backdrop dismisses it for good', async ({ page }) => {
    await page.goto('/staffing', { waitUntil: 'load' });
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog(page)).toBeHidden();
    await expectNoticeStored(page);
  });

  test('with storage blocked it is not shown, and the page works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  test('never sees the notice, not even for a frame', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { modalCalls: string[] }).modalCalls = calls;
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        calls.push(this.id);
        showModal.call(this);
      };
    });
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#notice')).toBeHidden();
    await scripts.release();
    await expect(page.locator('#notice')).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { modalCalls: string[] }).modalCalls),
    ).toEqual([]);
  });
});

/** The home page's contact form with the scripts held back, name and email already typed. */
async function contactBeforeScripts(page: Page) {
  const sent = captureFunction(page, 'send-contact-email');
  const scripts = await holdScripts(page);
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contact form');
  await form.getByLabel(contactForm.fields.name).fill('Avery Quinn');
  await form.getByLabel(contactForm.fields.email).fill('avery.quinn@example.com');
  return { sent, scripts, form };
}

test.describe('forms used before the scripts arrive', () => {
  test('contact: typed early and sent early, the message goes out exactly as typed', async ({
    page,
  }) => {
    const { sent, scripts, form } = await contactBeforeScripts(page);
    await form.getByLabel(contactForm.fields.subject).fill('Two contract SREs');
    await form
      .getByLabel(contactForm.fields.message)
      .fill('Starting in March,\nsix months, hybrid in Seattle.');
    await form.getByRole('button', { name: contactForm.submit }).click();
    // Held, not sent as a page load: still this page, nothing in the address bar.
    await expect(page).toHaveURL(/\/#contact$/);
    expect(sent).toHaveLength(0);

    await scripts.release();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      name: 'Avery Quinn',
      email: 'avery.quinn@example.com',
      subject: 'Two contract SREs',
      message: 'Starting in March,\nsix months, hybrid in Seattle.',
      referralCode: '',
      elapsedMs: expect.any(Number),
    });
    await expect(page.getByText(contactForm.sent.title)).toBeVisible();
    await expect(form.getByLabel(contactForm.fields.name)).toHaveValue('');
    // Sent once, not again: the browser has drawn a frame and been idle since, still one request.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
    );
    expect(sent).toHaveLength(1);
  });

  test('contact: typed early, the fields survive hydration and are what is sent', async ({
    page,
  }) => {
    const { sent, scripts, form } = await contactBeforeScripts(page);
    await scripts.release();
    for (const [label, value] of [
      [contactForm.fields.name, 'Avery Quinn'],
      [contactForm.fields.email, 'avery.quinn@example.com'],
    ]) {
      await expect(form.getByLabel(label)).toHaveValue(value);
    }
    await form.getByLabel(contactForm.fields.subject).fill('Permanent data lead');
    await form.getByLabel(contactForm.fields.message).fill('One hire, Bellevue.');
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      name: 'Avery Quinn',
      email: 'avery.quinn@example.com',
      subject: 'Permanent data lead',
      message: 'One hire, Bellevue.',
    });
  });

  test('registration: text, ticks and a resume chosen early are kept, enable submit and are sent', async ({
    page,
  }) => {
    const sent = captureFunction(page, 'send-tech-refugee-form');
    const scripts = await holdScripts(page);
    await page.goto('/tech-refugee-program#register', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: registrationForm.label });
    const submit = form.getByRole('button', { name: registrationForm.submit });
    await form.getByLabel(registrationForm.fields.fullName).fill('Rowan Ellis');
    await form.getByLabel(registrationForm.fields.email).fill('rowan.ellis@example.com');
    await form.getByLabel(registrationForm.fields.recentEmployer).fill('Contoso Cloud');
    await form.getByLabel(registrationForm.fields.role).fill('Staff Data Engineer');
    await form
      .getByLabel(registrationForm.fields.careerGoal)
      .fill('Build data platforms for public health.');
    await expect(submit).toBeDisabled();
    await expect(form.getByText(registrationForm.choicesHint)).toBeVisible();
    await form
      .getByRole('group', { name: registrationForm.groups.primarySkills.legend })
      .getByLabel(DATA_SCIENCE)
      .check();
    await expect(submit).toBeDisabled();
    await form
      .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend })
      .getByLabel(REMOTE)
      .check();
    // The button and the hint follow the ticks before the form's own code has run.
    await expect(submit).toBeEnabled();
    await expect(form.getByText(registrationForm.choicesHint)).toBeHidden();
    const pdf = Buffer.from('%PDF-1.4\n% early resume\n');
    await form
      .getByLabel(registrationForm.fields.resume)
      .setInputFiles({ name: 'rowan-ellis.pdf', mimeType: 'application/pdf', buffer: pdf });

    await scripts.release();
    await expect(
      form.getByText(registrationForm.fields.resumeSelected.replace('{file}', 'rowan-ellis.pdf')),
    ).toBeVisible();
    await expect(form.getByLabel(registrationForm.fields.fullName)).toHaveValue('Rowan Ellis');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      fullName: 'Rowan Ellis',
      email: 'rowan.ellis@example.com',
      linkedinUrl: '',
      recentEmployer: 'Contoso Cloud',
      role: 'Staff Data Engineer',
      primarySkills: [DATA_SCIENCE],
      preferredWorkType: [REMOTE],
      careerGoal: 'Build data platforms for public health.',
      resumeBase64: pdf.toString('base64'),
      resumeFilename: 'rowan-ellis.pdf',
      referralCode: '',
      elapsedMs: expect.any(Number),
    });
    await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  test('registration: a wrong file chosen early is refused once the form starts', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/tech-refugee-program#register', { waitUntil: 'domcontentloaded' });
    const picker = page.getByLabel(registrationForm.fields.resume);
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await scripts.release();
    await expect(page.getByText('Invalid file type')).toBeVisible();
    await expect(picker).toHaveValue('');
    await expect(page.getByText(/^Selected:/)).toHaveCount(0);
  });
});

test.describe("a form's code", () => {
  test('is fetched when the visitor starts to fill the form, not with the page', async ({
    page,
  }) => {
    // The chunks the page fetched, by whether they carry the contact form's submit.
    const formChunks: string[] = [];
    page.on('response', async (response) => {
      if (!/\/_next\/static\/.+\.js$/.test(response.url())) return;
      if ((await response.text()).includes('send-contact-email')) formChunks.push(response.url());
    });
    await page.goto('/diverse-supplier');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
    );
    expect(formChunks).toEqual([]);
    const form = page.getByRole('form', { name: contactForm.title });
    await expect(form).not.toHaveAttribute('data-ready');

    await form.getByLabel(contactForm.fields.name).click();
    await form.getByLabel(contactForm.fields.name).pressSequentially('Avery');
    await expect.poll(() => formChunks.length).toBe(1);
    await expect(form).toHaveAttribute('data-ready', '');
    await expect(form.getByLabel(contactForm.fields.name)).toBeFocused();
    await expect(form.getByLabel(contactForm.fields.name)).toHaveValue('Avery');
  });
});

test.describe('a form reached by a link', () => {
  test('is shown after a navigation from a page whose own form was never touched', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('form', { name: contactForm.title })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: menuName('/diverse-supplier', 'footer'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/diverse-supplier$/);
    const form = page.getByRole('form', { name: contactForm.title });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('data-ready', '');
  });
});

test.describe('the knowledge base before the scripts arrive', () => {
  test('a question clicked early is open, one at a time, and stays so after hydration', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/knowledge-base', { waitUntil: 'domcontentloaded' });
    // A category with two questions or more: its first and its last.
    const staffing = faqCategories.find((c) => c.items.length >= 2)!;
    const [one, two] = [0, staffing.items.length - 1];
    const region = page.getByRole('region', { name: staffing.title, exact: true });
    const question = (index: number) =>
      region.locator('details').filter({ hasText: staffing.items[index].question });
    await question(one).locator('summary').click();
    await expect(question(one)).toHaveJSProperty('open', true);
    await expect(region.getByText(staffing.items[one].answer)).toBeVisible();
    await question(two).locator('summary').click();
    await expect(question(two)).toHaveJSProperty('open', true);
    await expect(question(one)).toHaveJSProperty('open', false);
    await expect(region.getByText(staffing.items[one].answer)).toBeHidden();

    await scripts.release();
    await expect(question(two)).toHaveJSProperty('open', true);
    await expect(region.getByText(staffing.items[two].answer)).toBeVisible();
    await question(two).locator('summary').click();
    await expect(region.locator('details[open]')).toHaveCount(0);
  });
});
