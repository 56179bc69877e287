/**
 * What the drain's Deno tests post, as the site's pages do: a contact message, a registration, an
 * application and a job alert subscription, each from an address of its own, with the bot signals
 * the forms send (an empty honeypot, 9 s on the page, a Turnstile token when given). Deno only.
 */
import { registrationPayload, sender } from './harness.ts';

export { until } from './harness.ts';

export const SITE = 'https://www.cascadia.example';

let visitor = 0;
/** A documentation address of its own network (198.51.<n>.7): no two posts share a limit. */
function nextAddress(): string {
  visitor += 1;
  return `198.51.${visitor % 250}.${7 + Math.floor(visitor / 250)}`;
}

export type Posted = { status: number; body: Record<string, unknown> };

/** POSTs `body` as JSON from the site's origin and a fresh address. */
export async function postJson(url: string, body: unknown): Promise<Posted> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    client: sender(nextAddress()),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

const signals = (token?: string) => ({
  referralCode: '',
  elapsedMs: 9000,
  ...(token ? { turnstileToken: token } : {}),
});

export const contactMessage = (email: string, subject: string, token?: string) => ({
  name: 'Drain Test',
  email,
  subject,
  message: 'Please call me.',
  ...signals(token),
});

export const registration = (email: string, fullName: string, token?: string) => ({
  ...registrationPayload({ email, fullName }),
  ...signals(token),
});

export const application = (email: string, fullName: string, jobSlug: string, pdf: string) => ({
  jobSlug,
  fullName,
  email,
  phone: '+1 206 555 0100',
  linkedinUrl: '',
  note: '',
  resumeBase64: pdf,
  resumeFilename: 'resume.pdf',
  ...signals(),
});

export const alertSubscription = (email: string, token?: string) => ({
  email,
  keywords: '',
  place: '',
  workplace: 'any',
  terms: 'any',
  ...signals(token),
});
