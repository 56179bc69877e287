import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseURL, chromiumArgs } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * What a hostile web page can make its visitors' browsers send to the forms' functions: a page on
 * another origin (served here by a Playwright route, as any site on the web would be) posts to the local
 * server's functions — the request a visitor's browser sends without asking (a `no-cors` post with
 * a `text/plain` body needs no preflight) and the one it preflights (JSON). The functions refuse
 * both (403, nothing stored, nothing emailed) and the page reads no answer.
 */
const port = Number(process.env.E2E_PORT || 4173);
const outboxDir = path.resolve(__dirname, '..', `test-results/e2e-backend-${port}/outbox`);
const FOREIGN = 'https://forms-attacker.example';

function outboxSubjects(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map(
    (f) =>
      (JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as { subject: string }).subject,
  );
}

test.use({
  failOnConsoleErrors: false,
  waitForHydration: false,
  // Chromium's Local Network Access rules stop a public site's request to 127.0.0.1 before it
  // leaves; a deployed site is not on the visitor's loopback, so they are switched off here and
  // the browser's other rules (CORS, no-cors) stay as they are.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
});

test("a page of another site cannot submit either form through its visitor's browser", async ({
  page,
}) => {
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Win a prize</title><h1>Win a prize</h1>',
    }),
  );
  await page.goto(`${FOREIGN}/`);
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${baseURL}/functions/v1/send-`))
      seen.push(`${r.request().method()} ${r.url().split('/').pop()} ${r.status()}`);
  });
  const marker = `Foreign page ${Date.now()}`;
  const person = { referralCode: '', elapsedMs: 9000 };
  const contact = {
    name: 'Victim Visitor',
    email: 'victim@example.com',
    subject: marker,
    message: 'Sent by another site.',
    ...person,
  };
  const registration = {
    fullName: marker,
    email: 'victim@example.com',
    linkedinUrl: '',
    recentEmployer: 'Elsewhere',
    role: 'Engineer',
    primarySkills: ['Data Science'],
    preferredWorkType: ['Remote'],
    careerGoal: 'Sent by another site.',
    resumeBase64: '',
    resumeFilename: '',
    ...person,
  };
  const outcomes = await page.evaluate(
    async ({ base, contact, registration }) => {
      const results: string[] = [];
      for (const [name, body] of [
        ['send-contact-email', contact],
        ['send-tech-refugee-form', registration],
      ] as const) {
        const url = `${base}/functions/v1/${name}`;
        // The silent one: no preflight, the answer is opaque to the page.
        const silent = await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        });
        results.push(`${name} no-cors: ${silent.type}`);
        // The preflighted one: the browser refuses to show the page any answer.
        try {
          const json = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          results.push(`${name} json: read ${json.status}`);
        } catch {
          results.push(`${name} json: blocked`);
        }
      }
      return results;
    },
    { base: baseURL, contact, registration },
  );
  expect(outcomes).toEqual([
    'send-contact-email no-cors: opaque',
    'send-contact-email json: blocked',
    'send-tech-refugee-form no-cors: opaque',
    'send-tech-refugee-form json: blocked',
  ]);
  // What reached the server: each silent post refused with 403; the JSON posts never left the
  // browser (their preflight got no permission).
  expect(seen.filter((s) => s.startsWith('POST'))).toEqual([
    'POST send-contact-email 403',
    'POST send-tech-refugee-form 403',
  ]);
  // Nothing stored, nothing emailed.
  const stored = (await (
    await page.request.get(`${baseURL}/functions/v1/_local/submissions`)
  ).json()) as { name: string; topic: string }[];
  expect(stored.filter((s) => s.name === marker || s.topic === marker)).toEqual([]);
  expect(outboxSubjects().filter((s) => s.includes(marker))).toEqual([]);

  // The same request with the site's own origin is taken: the refusal is the origin, not the payload.
  const own = await page.request.post(`${baseURL}/functions/v1/send-contact-email`, {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: JSON.stringify(contact),
  });
  expect(own.status()).toBe(200);
  await expect
    .poll(() => outboxSubjects().filter((s) => s.includes(marker)))
    .toEqual([`Website contact: ${marker}`]);
});
