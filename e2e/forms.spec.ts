import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { contactForm } from '../content/contact-form';
import { registrationForm } from '../content/registration-form';
import { site } from '../content/site';
import { PRIMARY_SKILLS, WORK_TYPES } from '../supabase/functions/_shared/core/rules.ts';
import { pdfThenHtml } from '../__tests__/helpers/hostile-resumes';

/**
 * Both forms end to end on the export, with the local functions (the same handlers as the Edge
 * A browser: the forms are filled, checked as typed and sent by the page's scripts.
 * Functions) over a throwaway PGlite database and outbox (see playwright.config.ts).
 */
const port = Number(process.env.E2E_PORT || 4173);
const outboxDir = path.resolve(__dirname, '..', `test-results/e2e-backend-${port}/outbox`);

/** The registration's options the rules define, by name (the form offers them in this order). */
const [AI_ML, DATA_SCIENCE, CLOUD_DEVOPS, SOFTWARE] = PRIMARY_SKILLS;
const [FULL_TIME, CONTRACT, , REMOTE, HYBRID] = WORK_TYPES;

type OutboxEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  attachments: { filename: string; contentType: string; size: number; contentBase64: string }[];
};

/** The outbox email whose text carries the submission's reference id. */
function outboxEmailFor(id: string): OutboxEmail | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.json'));
  } catch {
    return undefined;
  }
  for (const file of files) {
    const email = JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxEmail;
    if (email.text.includes(`Reference: ${id}`)) return email;
  }
  return undefined;
}

async function storedSubmission(page: Page, id: string) {
  const response = await page.request.get(`/functions/v1/_local/submissions/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    kind: string;
    name: string;
    email: string;
    topic: string;
    emailStatus: string;
  };
}

/** Holds the function call until `release` is called, so the in-flight state can be observed. */
async function holdFunction(page: Page, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/functions/v1/${name}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** What a person's browser adds beside the form's fields: an empty honeypot and the time taken. */
const PERSON_SIGNALS = { referralCode: '', elapsedMs: expect.any(Number) };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A person spends more than the functions' least time (MIN_SUBMIT_MS, 3 s) on the page before
 * sending; a script that sends sooner is stored as spam with no email. Waits until then.
 */
async function asAPerson(page: Page) {
  await page.waitForFunction(() => performance.now() > 3_500);
}

test.describe('contact form (home #contact)', () => {
  test('sends, shows "Sending...", stores the message, emails it and clears the fields', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const form = page.locator('#contact form');
    const subject = `Contract data engineers ${unique()}`;
    await form.getByLabel(contactForm.fields.name).fill('Jordan Rivera');
    await form.getByLabel(contactForm.fields.email).fill('jordan.rivera@example.com');
    await form.getByLabel(contactForm.fields.subject).fill(subject);
    await form
      .getByLabel(contactForm.fields.message)
      .fill('We need two data engineers for a six-month project <b>soon</b>.');
    await expect(form.getByLabel(contactForm.fields.message)).toHaveAttribute('rows', '5');
    await expect(form.getByLabel(contactForm.fields.email)).toHaveAttribute('type', 'email');

    const release = await holdFunction(page, 'send-contact-email');
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/functions/v1/send-contact-email') && r.request().method() === 'POST',
    );
    const button = form.getByRole('button', { name: contactForm.submit });
    await asAPerson(page);
    await button.click();
    const sending = form.getByRole('button', { name: contactForm.submitting });
    await expect(sending).toBeDisabled();
    release();
    const response = await answer;
    const request: Request = response.request();
    expect(request.postDataJSON()).toEqual({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      subject,
      message: 'We need two data engineers for a six-month project <b>soon</b>.',
      ...PERSON_SIGNALS,
    });
    const { id } = (await response.json()) as { id: string };

    await expect(page.getByText(contactForm.sent.title)).toBeVisible();
    await expect(page.getByText(contactForm.sent.text)).toBeVisible();
    for (const label of Object.values(contactForm.fields))
      await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();

    const row = await storedSubmission(page, id);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Jordan Rivera',
      topic: subject,
      emailStatus: 'sent',
    });
    const email = outboxEmailFor(id);
    expect(email?.subject).toBe(`Website contact: ${subject}`);
    expect(email?.replyTo).toBe('jordan.rivera@example.com');
    expect(email?.html).toContain('&lt;b&gt;soon&lt;/b&gt;');
  });

  test("relies on the browser's own checks: an empty form sends nothing", async ({ page }) => {
    await page.goto('/#contact');
    let calls = 0;
    await page.route('**/functions/v1/send-contact-email', (route) => {
      calls += 1;
      return route.continue();
    });
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: contactForm.submit }).click();
    expect(
      await form
        .getByLabel(contactForm.fields.name)
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel(contactForm.fields.name).fill('Sam');
    await form.getByLabel(contactForm.fields.email).fill('not-an-email');
    await form.getByRole('button', { name: contactForm.submit }).click();
    expect(
      await form
        .getByLabel(contactForm.fields.email)
        .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(calls).toBe(0);
  });

  test.describe('when sending fails', () => {
    test.use({ failOnConsoleErrors: false });
    test('shows the destructive toast, logs the error and keeps the fields', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/#contact');
      await page.route('**/functions/v1/send-contact-email', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"Internal error"}',
        }),
      );
      const form = page.locator('#contact form');
      await form.getByLabel(contactForm.fields.name).fill('Alex Chen');
      await form.getByLabel(contactForm.fields.email).fill('alex@example.com');
      await form.getByLabel(contactForm.fields.subject).fill('Staff engineer search');
      await form.getByLabel(contactForm.fields.message).fill('Looking for a staff engineer.');
      await form.getByRole('button', { name: contactForm.submit }).click();
      const toast = page.getByRole('alert').filter({ hasText: contactForm.failed.text });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(contactForm.failed.title);
      await expect(form.getByLabel(contactForm.fields.name)).toHaveValue('Alex Chen');
      await expect(form.getByLabel(contactForm.fields.message)).toHaveValue(
        'Looking for a staff engineer.',
      );
      await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
      expect(consoleErrors.join('\n')).toContain('Failed to send the contact message');
    });
  });
});

/** A real resume, written by LibreOffice Writer (the functions judge a file by its structure). */
const PDF = readFileSync(
  path.join(__dirname, '..', '__tests__', 'fixtures', 'resumes', 'resume.pdf'),
);

// The functions store one registration per email address a day: each test registers its own.
async function fillRegistration(
  page: Page,
  name: string,
  email = `morgan.lee+${unique()}@example.com`,
) {
  const form = page.locator('#register form');
  await form.getByLabel(registrationForm.fields.fullName).fill(name);
  await form.getByLabel(registrationForm.fields.email).fill(email);
  await form
    .getByLabel(registrationForm.fields.linkedinUrl)
    .fill('https://www.linkedin.com/in/morgan-lee');
  await form.getByLabel(registrationForm.fields.recentEmployer).fill('Northwind Cloud');
  await form.getByLabel(registrationForm.fields.role).fill('Senior Site Reliability Engineer');
  await form
    .getByLabel(registrationForm.fields.careerGoal)
    .fill('Lead a platform team\nthat ships ML systems.');
  return form;
}

test.describe('registration form (Tech Refugee #register)', () => {
  test('enables submit only with a skill and a work type, checks the resume, submits and stores it', async ({
    page,
  }) => {
    await page.goto('/tech-refugee-program#register');
    const name = `Morgan Lee ${unique()}`;
    const address = `morgan.lee+${unique()}@example.com`;
    const form = await fillRegistration(page, name, address);
    const submit = form.getByRole('button', { name: registrationForm.submit });
    await expect(submit).toBeDisabled();
    await form
      .getByRole('group', { name: registrationForm.groups.primarySkills.legend })
      .getByLabel(CLOUD_DEVOPS)
      .check();
    await expect(submit).toBeDisabled();
    await form
      .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend })
      .getByLabel(REMOTE)
      .check();
    await form
      .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend })
      .getByLabel(CONTRACT)
      .check();
    await form
      .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend })
      .getByLabel(CONTRACT)
      .uncheck();
    await form
      .getByRole('group', { name: registrationForm.groups.primarySkills.legend })
      .getByLabel(DATA_SCIENCE)
      .check();
    await expect(submit).toBeEnabled();

    const picker = form.getByLabel(registrationForm.fields.resume);
    await expect(picker).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Invalid file type')).toBeVisible();
    await expect(page.getByText('Please upload a PDF or DOCX file')).toBeVisible();
    await expect(picker).toHaveValue('');
    await expect(form.getByText(/^Selected:/)).toHaveCount(0);

    await picker.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
    });
    await expect(page.getByText('File too large')).toBeVisible();
    await expect(page.getByText('Please upload a file smaller than 5MB')).toBeVisible();
    await expect(picker).toHaveValue('');
    await expect(form.getByText(/^Selected:/)).toHaveCount(0);

    await picker.setInputFiles({
      name: 'morgan-lee-resume.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(
      form.getByText(
        registrationForm.fields.resumeSelected.replace('{file}', 'morgan-lee-resume.pdf'),
      ),
    ).toBeVisible();

    const release = await holdFunction(page, 'send-tech-refugee-form');
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/functions/v1/send-tech-refugee-form') && r.request().method() === 'POST',
    );
    await asAPerson(page);
    await submit.click();
    const busy = form.getByRole('button', { name: registrationForm.submitting });
    await expect(busy).toBeDisabled();
    await expect(busy.getByTestId('spinner')).toBeVisible();
    release();
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({
      fullName: name,
      email: address,
      linkedinUrl: 'https://www.linkedin.com/in/morgan-lee',
      recentEmployer: 'Northwind Cloud',
      role: 'Senior Site Reliability Engineer',
      // In the form's order, whatever order they were ticked in.
      primarySkills: [DATA_SCIENCE, CLOUD_DEVOPS],
      preferredWorkType: [REMOTE],
      careerGoal: 'Lead a platform team\nthat ships ML systems.',
      resumeBase64: PDF.toString('base64'),
      resumeFilename: 'morgan-lee-resume.pdf',
      ...PERSON_SIGNALS,
    });
    expect(response.status()).toBe(200);
    const { id } = (await response.json()) as { id: string };

    await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
    await expect(page.getByText(registrationForm.sent.text)).toBeVisible();
    for (const label of [
      registrationForm.fields.fullName,
      registrationForm.fields.email,
      registrationForm.fields.linkedinUrl,
      registrationForm.fields.recentEmployer,
      registrationForm.fields.role,
      registrationForm.fields.careerGoal,
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(form.getByText(/^Selected:/)).toHaveCount(0);
    await expect(picker).toHaveValue('');
    await expect(form.getByRole('button', { name: registrationForm.submit })).toBeDisabled();

    const row = await storedSubmission(page, id);
    expect(row).toMatchObject({ kind: 'tech-refugee', name, emailStatus: 'sent' });
    const email = outboxEmailFor(id);
    expect(email?.attachments).toHaveLength(1);
    expect(email?.attachments[0].filename).toBe('morgan-lee-resume.pdf');
    expect(Buffer.from(email!.attachments[0].contentBase64, 'base64').equals(PDF)).toBe(true);
  });

  test('sends empty resume fields when no file is chosen', async ({ page }) => {
    await page.goto('/tech-refugee-program#register');
    const form = await fillRegistration(page, `Riley Park ${unique()}`);
    await form.getByLabel(AI_ML).check();
    await form.getByLabel(HYBRID).check();
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/functions/v1/send-tech-refugee-form') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: registrationForm.submit }).click();
    const response = await answer;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body.resumeBase64).toBe('');
    expect(body.resumeFilename).toBe('');
    expect(response.status()).toBe(200);
    await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
  });

  test.describe('when submitting fails', () => {
    test.use({ failOnConsoleErrors: false });
    for (const mode of ['error returned', 'call thrown'] as const) {
      test(`${mode}: error toast, logged, values kept, submitting ends`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto('/tech-refugee-program#register');
        await page.route('**/functions/v1/send-tech-refugee-form', (route) =>
          mode === 'error returned'
            ? route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: '{"error":"email: must be a valid email address"}',
              })
            : route.abort('connectionrefused'),
        );
        const form = await fillRegistration(page, 'Casey Morgan');
        await form.getByLabel(SOFTWARE).check();
        await form.getByLabel(FULL_TIME).check();
        await form.getByRole('button', { name: registrationForm.submit }).click();
        const toast = page.getByRole('alert').filter({ hasText: registrationForm.failed.text });
        await expect(toast).toBeVisible();
        await expect(toast).toContainText(registrationForm.failed.title);
        await expect(form.getByLabel(registrationForm.fields.fullName)).toHaveValue('Casey Morgan');
        await expect(form.getByLabel(SOFTWARE)).toBeChecked();
        await expect(form.getByLabel(FULL_TIME)).toBeChecked();
        await expect(form.getByRole('button', { name: registrationForm.submit })).toBeEnabled();
        expect(consoleErrors.join('\n')).toContain('Failed to submit the registration');
      });
    }
  });

  test.describe('when the function will not keep the file', () => {
    test.use({ failOnConsoleErrors: false });

    test("a file that is not what it says: the spec's Invalid file type toast, the file dropped, nothing stored", async ({
      page,
    }) => {
      await page.goto('/tech-refugee-program#register');
      const name = `Hostile File ${unique()}`;
      const form = await fillRegistration(page, name);
      await form.getByLabel(DATA_SCIENCE).check();
      await form.getByLabel(REMOTE).check();
      // "%PDF-" and then a web page: the first bytes pass, the structure does not.
      await form.getByLabel(registrationForm.fields.resume).setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdfThenHtml()),
      });
      await asAPerson(page);
      const answer = page.waitForResponse(
        (r) =>
          r.url().endsWith('/functions/v1/send-tech-refugee-form') &&
          r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: registrationForm.submit }).click();
      expect((await answer).status()).toBe(400);
      const toast = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
      await expect(toast).toContainText('Please upload a PDF or DOCX file');
      await expect(form.getByText(/^Selected:/)).toHaveCount(0);
      await expect(form.getByLabel(registrationForm.fields.fullName)).toHaveValue(name);
      const stored = (await (
        await page.request.get('/functions/v1/_local/submissions')
      ).json()) as { name: string }[];
      expect(stored.filter((s) => s.name === name)).toHaveLength(0);
    });

    test('a registration stored without its file: the success toast and a sentence saying where to email it', async ({
      page,
    }) => {
      await page.goto('/tech-refugee-program#register');
      // The answer the function gives past a resume ceiling (the local backend's ceilings are relaxed for the suite).
      await page.route('**/functions/v1/send-tech-refugee-form', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"ok":true,"id":"x","resumeKept":false}',
        }),
      );
      const form = await fillRegistration(page, 'Avery Quinn');
      await form.getByLabel(CLOUD_DEVOPS).check();
      await form.getByLabel(CONTRACT).check();
      await form
        .getByLabel(registrationForm.fields.resume)
        .setInputFiles({ name: 'avery-quinn.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: registrationForm.submit }).click();
      await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
      const notice = form
        .getByRole('status')
        .filter({ hasText: 'we could not keep your resume (avery-quinn.pdf)' });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    });
  });

  test('a second registration right after a success: the boxes ticked again enable Submit', async ({
    page,
  }) => {
    await page.goto('/tech-refugee-program#register');
    const skills = () =>
      page
        .locator('#register form')
        .getByRole('group', { name: registrationForm.groups.primarySkills.legend });
    const work = () =>
      page
        .locator('#register form')
        .getByRole('group', { name: registrationForm.groups.preferredWorkType.legend });
    const form = await fillRegistration(page, `First Person ${unique()}`);
    await skills().getByLabel(DATA_SCIENCE).check();
    await work().getByLabel(REMOTE).check();
    await asAPerson(page);
    await form.getByRole('button', { name: registrationForm.submit }).click();
    await expect(page.getByText(registrationForm.sent.title)).toBeVisible();
    await expect(skills().getByLabel(DATA_SCIENCE)).not.toBeChecked();
    // The same boxes again (the form was reset by the browser, not by React).
    await fillRegistration(page, `Second Person ${unique()}`);
    await skills().getByLabel(DATA_SCIENCE).check();
    await work().getByLabel(REMOTE).check();
    await expect(form.getByRole('button', { name: registrationForm.submit })).toBeEnabled();
  });
});
