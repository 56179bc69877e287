import type { APIRequestContext, Page } from '@playwright/test';
import { jobAlerts } from '../content/job-alerts';
import { ALERT_PAGES } from '../lib/jobs/job-alerts';
import { parseOpenRoles, type OpenRole, type OpenRoles } from '../lib/jobs/open-roles-schema';
import {
  baseURL,
  FIXTURE_SERVICE_ROLE_KEY,
  functionsOrigin,
  rolesOrigin,
} from '../playwright.config';
import { expect, test } from './fixtures';
import { mails, to, type Mail } from './functions-outbox';
import { holdScripts } from './hold-scripts';

/**
 * Job alerts on the fixture export, as a job seeker meets them: its functions on their own origin
 * with Turnstile, email written to their outbox folder, and the site's open roles published as
 * successive builds to a stand-in (e2e/open-roles-stand-in.ts) that the alert run reads. A run is
 * what the schedule (pg_cron) and `npm run alerts:send` set off: a POST to job-alerts-send.
 * A browser: the alert forms are filled and sent, and the emails' links followed to their pages.
 * @exports fixture
 */
test.skip(!functionsOrigin || !rolesOrigin, 'the fixture export runs the functions');
test.use({ waitForHydration: false });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const copy = jobAlerts;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const seeker = { email: `seeker.${unique()}@example.com`, keywords: 'kubernetes' };
const other = { email: `other.${unique()}@example.com`, keywords: 'fortran' };

/** The fixture export's own roles: the first build the run sees. */
let firstBuild: OpenRoles;

/** A role the fixture does not have, written as the export writes one. */
function role(base: OpenRole, over: Partial<OpenRole> & { id: string; title: string }): OpenRole {
  return {
    ...base,
    url: `${baseURL}/jobs/${over.id}`,
    datePosted: '2026-01-01',
    validThrough: '2027-06-30',
    revision: unique(),
    ...over,
    text: `${over.title}. ${over.text ?? ''}`,
  };
}

async function publish(request: APIRequestContext, build: OpenRoles) {
  const put = await request.put(`${rolesOrigin}/jobs/open-roles.json`, { data: build });
  expect(put.status()).toBe(200);
}

/** One alert run, as the schedule sets it off (the service role key); then the drain sends what it queued. */
async function runAlerts(request: APIRequestContext) {
  const run = await request.post(`${functionsOrigin}/functions/v1/job-alerts-send`, {
    data: {},
    headers: { authorization: `Bearer ${FIXTURE_SERVICE_ROLE_KEY}` },
  });
  expect(run.status(), await run.text()).toBe(200);
}

const mailsTo = (email: string) => mails().filter((mail) => to(mail).includes(email));
const alertsTo = (email: string) =>
  mailsTo(email).filter((mail) => mail.headers?.['List-Unsubscribe']);
const linkIn = (mail: Mail, page: string) => {
  const match = new RegExp(`${baseURL}${page}\\?token=[A-Za-z0-9._~%-]+`).exec(mail.text ?? '');
  expect(match, `a link to ${page} in "${mail.subject}"`).not.toBeNull();
  return match![0];
};

async function subscribe(page: Page, who: { email: string; keywords: string }) {
  // A fresh load each time: the same address with its anchor would only scroll the page.
  await page.goto('about:blank');
  await page.goto('/jobs#job-alerts');
  const form = page.locator('#job-alert-form');
  await form.getByLabel(copy.fields.email).fill(who.email);
  await form.getByLabel(copy.fields.keywords).fill(who.keywords);
  // A person spends more than the functions' least time on the page.
  await page.waitForFunction(() => performance.now() > 3_500);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.pending.title })).toContainText(
    who.email,
  );
  await expect.poll(() => mailsTo(who.email).length, { timeout: 30_000 }).toBe(1);
  return linkIn(mailsTo(who.email)[0]!, ALERT_PAGES.confirm);
}

/** Opens the link and presses the button; `early`: before the page's scripts have arrived. */
async function confirm(page: Page, link: string, { early = false } = {}) {
  const scripts = early ? await holdScripts(page) : null;
  await page.goto(link, { waitUntil: early ? 'domcontentloaded' : 'load' });
  await page.getByRole('button', { name: copy.pages.confirm.button }).click();
  await scripts?.release();
  await expect(
    page.getByRole('status').filter({ hasText: copy.pages.confirm.done.title }),
  ).toBeVisible({ timeout: 30_000 });
}

test.beforeAll(async ({ request }) => {
  firstBuild = parseOpenRoles(await (await request.get(`${baseURL}/jobs/open-roles.json`)).json());
  expect(firstBuild.roles.length).toBeGreaterThan(0);
  await publish(request, firstBuild);
  // The first run knows no role yet: the roles of today's build are its baseline, sent to no one.
  await runAlerts(request);
});

test('typed before the scripts arrive: the form keeps it, and the answer is "check your inbox" with one confirmation email', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/jobs#job-alerts', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#job-alert-form');
  const early = `early.${unique()}@example.com`;
  await form.getByLabel(copy.fields.email).fill(early);
  await form.getByLabel(copy.fields.workplace).selectOption('remote');
  await scripts.release();
  await expect(form.getByLabel(copy.fields.email)).toHaveValue(early);
  await expect(form.getByLabel(copy.fields.workplace)).toHaveValue('remote');
  await page.waitForFunction(() => performance.now() > 3_500);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.pending.title })).toContainText(
    early,
  );
  await expect.poll(() => mailsTo(early).length, { timeout: 30_000 }).toBe(1);
  expect(linkIn(mailsTo(early)[0]!, ALERT_PAGES.confirm)).toContain('token=');
});

test('a GET of the confirmation link confirms nothing; the button does; a matching role in the next build is mailed once, a role that does not match never', async ({
  page,
  request,
}) => {
  const link = await subscribe(page, seeker);
  const otherLink = await subscribe(page, other);

  // A mail scanner follows the link: the page answers, nothing is confirmed.
  expect((await request.get(link)).status()).toBe(200);
  const [base] = firstBuild.roles;
  const matching = role(base!, {
    id: `kubernetes-platform-engineer-${unique()}`,
    title: 'Kubernetes Platform Engineer',
    terms: 'contract',
    employmentType: 'CONTRACTOR',
    text: 'Run Kubernetes clusters on AWS for a payments company.',
  });
  await publish(request, { ...firstBuild, roles: [matching, ...firstBuild.roles] });
  await runAlerts(request);
  // Unconfirmed, the seeker hears nothing of a role that matches.
  await page.waitForTimeout(5_000);
  expect(alertsTo(seeker.email)).toHaveLength(0);

  await confirm(page, link, { early: true });
  await confirm(page, otherLink);
  const nextMatching = role(base!, {
    id: `kubernetes-sre-${unique()}`,
    title: 'Site Reliability Engineer, Kubernetes',
    terms: 'contract',
    employmentType: 'CONTRACTOR',
    text: 'Keep Kubernetes workloads healthy.',
  });
  const notMatching = role(base!, {
    id: `staff-accountant-${unique()}`,
    title: 'Staff Accountant',
    terms: 'permanent',
    employmentType: 'FULL_TIME',
    text: 'Month-end close and reconciliations.',
  });
  const secondBuild = {
    ...firstBuild,
    roles: [nextMatching, notMatching, matching, ...firstBuild.roles],
  };
  await publish(request, secondBuild);
  await runAlerts(request);
  await expect.poll(() => alertsTo(seeker.email).length, { timeout: 60_000 }).toBe(1);
  const [alert] = alertsTo(seeker.email);
  expect(alert!.text).toContain(nextMatching.title);
  expect(alert!.text).toContain(nextMatching.url);
  expect(alert!.text).not.toContain(notMatching.title);
  expect(alert!.html).toContain(nextMatching.title);
  // RFC 8058's one-click pair, the URL on the functions' own origin.
  expect(alert!.headers!['List-Unsubscribe']).toMatch(
    new RegExp(`^<${functionsOrigin}/functions/v1/job-alerts/unsubscribe\\?token=[^>]+>$`),
  );
  expect(alert!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  // The role that matches no one is sent to no one.
  expect(mails().filter((mail) => (mail.text ?? '').includes(notMatching.title))).toHaveLength(0);

  // The same build again, then a rebuild of it: nothing new is sent.
  await runAlerts(request);
  await publish(request, { ...secondBuild, today: secondBuild.today });
  await runAlerts(request);
  await page.waitForTimeout(5_000);
  expect(alertsTo(seeker.email)).toHaveLength(1);
  expect(alertsTo(other.email)).toHaveLength(0);
});

test("the alert's criteria link opens its criteria, and a change is saved", async ({ page }) => {
  const [alert] = alertsTo(seeker.email);
  test.skip(!alert, 'runs after the alert above');
  await page.goto(linkIn(alert!, ALERT_PAGES.manage));
  const keywords = page.getByLabel(copy.fields.keywords);
  await expect(keywords).toHaveValue(seeker.keywords);
  await expect(
    page.getByRole('heading', { name: copy.pages.manage.for.replace('{email}', seeker.email) }),
  ).toBeVisible();
  await keywords.fill('kubernetes terraform');
  await page.getByLabel(copy.fields.terms).selectOption('contract');
  await page.getByRole('button', { name: copy.pages.manage.save }).click();
  await expect(
    page.getByRole('status').filter({ hasText: copy.pages.manage.saved.title }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(copy.fields.keywords)).toHaveValue('kubernetes terraform');
});

test('one click from the mail app unsubscribes (200) and erases the address: the next matching build mails only those still subscribed', async ({
  page,
  request,
}) => {
  const [alert] = alertsTo(seeker.email);
  test.skip(!alert, 'runs after the alert above');
  const oneClick = /^<(.+)>$/.exec(alert!.headers!['List-Unsubscribe']!)![1]!;
  // What Gmail and Yahoo send: a POST with the one-click body, from their servers (no Origin).
  const answer = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);

  // The criteria page of the erased alert says so.
  await page.goto(linkIn(alert!, ALERT_PAGES.manage));
  await expect(
    page.getByRole('alert').filter({ hasText: copy.pages.manage.gone.title }),
  ).toBeVisible();

  // A build with a role both would have matched: only the one still subscribed hears of it.
  const [base] = firstBuild.roles;
  const both = role(base!, {
    id: `fortran-kubernetes-${unique()}`,
    title: 'Fortran Modernization Engineer',
    terms: 'contract',
    employmentType: 'CONTRACTOR',
    text: 'Port Fortran numerics to services running on Kubernetes with Terraform.',
  });
  const current = parseOpenRoles(
    await (await request.get(`${rolesOrigin}/jobs/open-roles.json`)).json(),
  );
  await publish(request, { ...current, roles: [both, ...current.roles] });
  await runAlerts(request);
  await expect.poll(() => alertsTo(other.email).length, { timeout: 60_000 }).toBe(1);
  expect(alertsTo(other.email)[0]!.text).toContain(both.title);
  expect(alertsTo(seeker.email)).toHaveLength(1);
});

test('the unsubscribe page shows its button, and only the button unsubscribes', async ({
  page,
  request,
}) => {
  const [alert] = alertsTo(other.email);
  test.skip(!alert, 'runs after the alert above');
  const link = linkIn(alert!, ALERT_PAGES.unsubscribe);
  expect((await request.get(link)).status()).toBe(200);
  const manage = linkIn(alert!, ALERT_PAGES.manage);
  await page.goto(manage);
  await expect(page.getByLabel(copy.fields.keywords)).toHaveValue(other.keywords);

  await page.goto(link);
  await page.getByRole('button', { name: copy.pages.unsubscribe.button }).click();
  await expect(
    page.getByRole('status').filter({ hasText: copy.pages.unsubscribe.done.title }),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(manage);
  await expect(
    page.getByRole('alert').filter({ hasText: copy.pages.manage.gone.title }),
  ).toBeVisible();
});
