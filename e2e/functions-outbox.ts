import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { functionsOrigin } from '../playwright.config';

/**
 * The email the fixture export's functions sent: the local mailer writes each one as a JSON file
 * in the functions' outbox folder (scripts/local/local-functions.ts), keyed by its idempotency key.
 */
export type Mail = {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string }[];
};

const outbox = () =>
  path.resolve(__dirname, `../test-results/e2e-functions-${new URL(functionsOrigin).port}/outbox`);

export const mails = (): Mail[] =>
  (existsSync(outbox()) ? readdirSync(outbox()) : [])
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(outbox(), file), 'utf8')) as Mail);

/** The recipients of an email, as one string. */
export const to = (mail: Mail) => [mail.to].flat().join(',');
