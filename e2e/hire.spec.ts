/**
 * The hiring managers' way in: /hire and its request for talent, the links that lead there, and
 * what every role page tells an applicant who needs an accommodation. The request's function
 * (`request-talent`) is answered here by a route that records the body; its own suites test it.
 * A browser: the request form is filled and sent by the page's scripts, and its answers shown.
 * The service pages' links to /hire and what every role page's HTML says of accommodations:
 * __tests__/export/hire.test.ts.
 * @exports real fixture
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { engagementCards, hireForm, hireNextSteps, hirePage } from '../content/hire';
import { homeHero } from '../content/home';
import { contactCta, footerColumns, hireCta } from '../content/navigation';
import { site } from '../content/site';
import { blogToday } from '../lib/blog/date';
import { isOpen, isRecentlyClosed, loadJobs } from '../lib/jobs';
import { seriousViolations } from './axe';
import { expect, onlyOnExport, test } from './fixtures';
import { holdScripts } from './hold-scripts';

const { fields } = hireForm;
const WIDTHS = [390, 1280] as const;

/** The JSON bodies the page sends to request-talent, each answered `{ ok: true }`. */
function captureRequests(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  void page.route('**/functions/v1/request-talent', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  return bodies;
}

/**
 * /hire's words and the links to it are the real content on both exports: they run on the real one.
 * The request itself (sent by keyboard, typed before the scripts arrive, axe once it starts) runs
 * on both, the fixture export's with its functions on their own origin and Turnstile.
 */
const HIRE_SAME = "/hire's content and the links to it are the same on the fixture export";

const requestForm = (page: Page) => page.getByRole('form', { name: hirePage.request.title });

for (const width of WIDTHS) {
  test.describe(`/hire at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('its content', () => {
      onlyOnExport('real', HIRE_SAME);
      test('the hero, the form with every label, what happens next and the three engagements', async ({
        page,
      }) => {
        await page.goto('/hire');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hirePage.hero.title);
        const form = requestForm(page);
        await expect(form).toBeVisible();
        for (const label of Object.values(fields))
          await expect(form.getByLabel(label)).toBeVisible();
        for (const [group, options] of [
          [hireForm.engagement, hireForm.engagements],
          [hireForm.workplace, hireForm.workplaces],
        ] as const) {
          const radios = form.getByRole('group', { name: group }).getByRole('radio');
          await expect(radios).toHaveCount(Object.keys(options).length);
        }
        const steps = page.getByRole('region', { name: hirePage.request.title });
        for (const step of hireNextSteps) await expect(steps).toContainText(step.what);
        await expect(steps.getByRole('link', { name: site.phone })).toHaveAttribute(
          'href',
          site.phoneHref,
        );
        await expect(
          page.getByRole('region', { name: hirePage.engagements.title }).getByRole('heading', {
            level: 3,
          }),
        ).toHaveText(engagementCards.map((card) => card.title));
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.getByRole('link', { name: hirePage.hero.actions[0].label }).click();
        await expect(page).toHaveURL(new RegExp(`/hire#${hirePage.request.id}$`));
        await expect(page.getByRole('heading', { name: hirePage.request.title })).toBeInViewport();
      });
    });

    test('has no serious or critical axe violations, before and after the form starts', async ({
      page,
    }) => {
      await page.goto('/hire');
      expect(await seriousViolations(page)).toEqual([]);
      await requestForm(page).getByLabel(fields.company).focus();
      await expect(requestForm(page)).toHaveAttribute('data-ready', '');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('links to /hire', () => {
  onlyOnExport('real', HIRE_SAME);
  test('in the header beside Contact Us, and in the footer', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: hireCta.name })).toHaveAttribute('href', '/hire');
    await expect(nav.getByRole('link', { name: contactCta.name })).toHaveAttribute(
      'href',
      contactCta.href,
    );
    const listed = footerColumns.flatMap((column) => column.links).find((l) => l.href === '/hire');
    expect(listed, 'a footer column lists /hire').toBeDefined();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: listed!.name }).click();
    await expect(page).toHaveURL(/\/hire$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hirePage.hero.title);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('in the mobile menu, above Contact Us', async ({ page }) => {
      await page.goto('/staffing');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: hireCta.name }).click();
      await expect(page).toHaveURL(/\/hire$/);
      await expect(menu).toBeHidden();
    });
  });

  test('from the home page hero', async ({ page }) => {
    await page.goto('/');
    const action = homeHero.actions.find((a) => a.href === hireCta.href);
    expect(action, 'a hero action leads to /hire').toBeDefined();
    await page.locator('main section').first().getByRole('link', { name: action!.label }).click();
    await expect(page).toHaveURL(/\/hire$/);
  });
});

test.describe('the request, by keyboard alone', () => {
  test('Tab reaches every labelled field in order, and Enter sends the request', async ({
    page,
  }) => {
    const sent = captureRequests(page);
    await page.goto('/hire');
    const form = requestForm(page);
    // From the hero's "Request Talent" link, the next Tab stop is the form's first field.
    await page.getByRole('link', { name: hirePage.hero.actions[0].label }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${hirePage.request.id}$`));
    const tabTo = async (label: string, value?: string) => {
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(label, { exact: true })).toBeFocused();
      if (value) await page.keyboard.type(value);
    };
    // The hash link leaves focus where the section starts; Tab until the first field.
    for (let i = 0; i < 12; i += 1) {
      if (await form.getByLabel(fields.company).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press('Tab');
    }
    await expect(form.getByLabel(fields.company)).toBeFocused();
    await page.keyboard.type('Northwind Analytics');
    await tabTo(fields.fullName, 'Priya Raman');
    await tabTo(fields.email, 'priya.raman@northwind.example');
    await tabTo(fields.phone);
    await tabTo(fields.roleTitle, 'Lead Data Engineer');
    await tabTo(fields.headcount);
    await page.keyboard.press('ArrowUp');
    // A radio group is one Tab stop; the arrows choose within it.
    await tabTo(hireForm.engagements.contract);
    await page.keyboard.press('ArrowRight');
    await expect(form.getByLabel(hireForm.engagements['contract-to-hire'])).toBeChecked();
    await tabTo(hireForm.workplaces.onsite);
    await page.keyboard.press('Space');
    await tabTo(fields.location, 'Seattle, WA');
    await tabTo(fields.skills, 'Python, Spark');
    await tabTo(fields.description, 'Move our batch pipelines to streaming.');
    await tabTo(fields.startDate);
    // The date's month, day and year are Tab stops of their own; the budget follows them.
    for (let i = 0; i < 4; i += 1) {
      if (await form.getByLabel(fields.budget).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press('Tab');
    }
    await expect(form.getByLabel(fields.budget)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: hireForm.privacyLink })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: hireForm.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      company: 'Northwind Analytics',
      fullName: 'Priya Raman',
      email: 'priya.raman@northwind.example',
      phone: '',
      roleTitle: 'Lead Data Engineer',
      headcount: 2,
      engagement: 'contract-to-hire',
      workplace: 'onsite',
      location: 'Seattle, WA',
      skills: 'Python, Spark',
      startDate: '',
      budget: '',
    });
    // The answer takes the focus, so the keyboard and a screen reader start from it.
    const panel = page.getByRole('status').filter({ hasText: hireForm.success.title });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('priya.raman@northwind.example');
  });
});

test.describe('the request before the scripts arrive', () => {
  test.use({ waitForHydration: false });

  test("the page loads no form code; what is typed and sent early goes out once it's ready", async ({
    page,
  }) => {
    const sent = captureRequests(page);
    const formChunks: string[] = [];
    page.on('response', async (response) => {
      if (!/\/_next\/static\/.+\.js$/.test(response.url())) return;
      if ((await response.text()).includes('request-talent')) formChunks.push(response.url());
    });
    const scripts = await holdScripts(page);
    await page.goto('/hire', { waitUntil: 'domcontentloaded' });
    const form = requestForm(page);
    await form.getByLabel(fields.company).fill('Northwind Analytics');
    await form.getByLabel(fields.fullName).fill('Priya Raman');
    await form.getByLabel(fields.email).fill('priya.raman@northwind.example');
    await form.getByLabel(fields.phone).fill('(206) 555-0187');
    await form.getByLabel(fields.roleTitle).fill('Lead Data Engineer');
    await form.getByLabel(fields.headcount).fill('2');
    await form.getByLabel(hireForm.engagements.permanent).check();
    await form.getByLabel(hireForm.workplaces.remote).check();
    await form.getByLabel(fields.location).fill('US Pacific time zone');
    await form.getByLabel(fields.skills).fill('Python, Spark');
    await form.getByLabel(fields.description).fill('Lead the data platform team.');
    await form.getByLabel(fields.startDate).fill('2027-03-01');
    await form.getByRole('button', { name: hireForm.submit }).click();
    await expect(page).toHaveURL(/\/hire$/);
    expect(sent).toHaveLength(0);

    await scripts.release();
    await expect.poll(() => sent.length).toBe(1);
    // With Turnstile on (the fixture export), its token travels beside the fields.
    const token = 'turnstileToken' in sent[0] ? { turnstileToken: expect.any(String) } : {};
    expect(sent[0]).toEqual({
      ...token,
      company: 'Northwind Analytics',
      fullName: 'Priya Raman',
      email: 'priya.raman@northwind.example',
      phone: '(206) 555-0187',
      roleTitle: 'Lead Data Engineer',
      headcount: 2,
      engagement: 'permanent',
      workplace: 'remote',
      location: 'US Pacific time zone',
      skills: 'Python, Spark',
      description: 'Lead the data platform team.',
      startDate: '2027-03-01',
      budget: '',
      referralCode: '',
      elapsedMs: expect.any(Number),
    });
    await expect(page.getByText(hireForm.success.toastTitle)).toBeVisible();
    expect(formChunks.length).toBeGreaterThan(0);
  });

  test('an untouched page fetches none of the form code', async ({ page }) => {
    const formChunks: string[] = [];
    page.on('response', async (response) => {
      if (!/\/_next\/static\/.+\.js$/.test(response.url())) return;
      if ((await response.text()).includes('request-talent')) formChunks.push(response.url());
    });
    await page.goto('/hire');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
    );
    expect(formChunks).toEqual([]);
    await expect(requestForm(page)).not.toHaveAttribute('data-ready');
  });
});

/**
 * The role pages this export holds, from the folder it was built from (content/jobs, or the
 * fixtures on the fixture export): every open role and every role closed within the last 90 days.
 */
const jobsDir = path.resolve(__dirname, '..', process.env.JOBS_CONTENT_DIR ?? 'content/jobs');
const today = process.env.BLOG_TODAY ?? blogToday();
const roles = loadJobs(jobsDir).filter((j) => isOpen(j, today) || isRecentlyClosed(j, today));

test.describe('every open role page', () => {
  const open = roles.filter((role) => isOpen(role, today));
  test.skip(open.length === 0, 'this export has no open role (the fixture export has some)');

  // The statement and the contacts in each role page's HTML: __tests__/export/hire.test.ts.
  test('the application form shows the accommodation contact where an applicant looks', async ({
    page,
  }) => {
    for (const role of open) {
      await page.goto(`/jobs/${role.slug}`);
      await expect(
        page.locator('#apply').getByRole('link', { name: site.email }),
        role.slug,
      ).toBeVisible();
    }
  });
});
