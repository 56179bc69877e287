/**
 * The one stand-in for Resend's HTTP API that every test and bench uses (Jest, the Deno tests,
 * `bench:functions`, `bench:abuse`). Written on `node:http`, so Node and Deno run the same file.
 *
 * What it copies from Resend: `POST /emails` and `POST /emails/batch`, a bearer key, and the
 * `Idempotency-Key` header (at most 256 characters, kept 24 hours): the same key with the same
 * body answers the first answer again and records no second email; the same key with another
 * body answers 409, and so does a key whose first request is still in flight.
 * Its validation, as Resend documents it: an email to an address it refuses (`refuse`, or one
 * that is not an address at all) is a 422 `validation_error` on `POST /emails`; in a batch, the
 * default strict validation refuses the whole batch (422, nothing sent), and the header
 * `x-batch-validation: permissive` sends the valid emails and lists each invalid one under
 * `errors` (`{ index, message }`) beside `data` (the ids of the emails sent). A refused request
 * keeps no key.
 * What it adds for tests: `delayMs` (a slow provider), `failing` (an outage: 500) and a record
 * of every email with its key and arrival time. A request whose sender goes away before the
 * answer (killed while waiting on a slow provider) is not delivered.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInEmail = {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; content_type?: string }[];
  headers?: Record<string, string>;
};

export type ReceivedEmail = {
  id: string;
  /** The Idempotency-Key it came with, or null. */
  key: string | null;
  authorization: string | undefined;
  /** Milliseconds since the stand-in started. */
  at: number;
  body: StandInEmail;
};

export type ResendStandIn = {
  url: string;
  /** Every email delivered, once per idempotency key. */
  received: ReceivedEmail[];
  /** Requests answered, repeats of a key included. */
  requests: number;
  /** Requests that repeated a key already delivered (answered without a second email). */
  repeats: number;
  /** Each answer waits this long first (a slow provider). */
  delayMs: number;
  /** While true, answers 500 as an outage would (nothing delivered, the key not kept). */
  failing: boolean;
  /** Addresses (any case) the provider refuses as invalid, as its validation would. */
  refuse: Set<string>;
  /** How many emails arrived with each key (every value is 1 when nothing was sent twice). */
  countsByKey(): Map<string, number>;
  close(): Promise<void>;
};

const DAY_MS = 86_400_000;

/** Resend's message for an address its validation refuses. */
const INVALID_TO =
  'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';

/** Why the provider refuses this email (its validation), or null when it takes it. */
function invalidReason(email: StandInEmail, refuse: Set<string>): string | null {
  const to = Array.isArray(email?.to) ? email.to : [email?.to];
  const refused = to.some(
    (address) =>
      typeof address !== 'string' ||
      !address.includes('@') ||
      [...refuse].some((r) => r.toLowerCase() === address.toLowerCase()),
  );
  return refused ? INVALID_TO : null;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts the stand-in on 127.0.0.1 (an ephemeral port); `apiKey` set: other keys get 401. */
export async function startResendStandIn({
  apiKey,
}: { apiKey?: string } = {}): Promise<ResendStandIn> {
  const started = Date.now();
  const keys = new Map<
    string,
    { hash: string; at: number; status: number; answer: string } | 'in-flight'
  >();
  let nextId = 0;
  const standIn: ResendStandIn = {
    url: '',
    received: [],
    requests: 0,
    repeats: 0,
    delayMs: 0,
    failing: false,
    refuse: new Set(),
    countsByKey() {
      const counts = new Map<string, number>();
      for (const email of standIn.received)
        if (email.key) counts.set(email.key, (counts.get(email.key) ?? 0) + 1);
      return counts;
    },
    close: async () => undefined,
  };

  const answer = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const text = await read(req);
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || (path !== '/emails' && path !== '/emails/batch'))
      return answer(res, 404, { name: 'not_found' });
    standIn.requests += 1;
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`)
      return answer(res, 401, { name: 'missing_api_key' });
    const key =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    if (key !== null && (key.length === 0 || key.length > 256)) {
      return answer(res, 400, {
        name: 'validation_error',
        message: 'Idempotency-Key must be 1 to 256 characters',
      });
    }
    const hash = createHash('sha256').update(`${path}\n${text}`).digest('hex');
    const now = Date.now();
    const seen = key === null ? undefined : keys.get(key);
    if (seen === 'in-flight') return answer(res, 409, { name: 'concurrent_idempotent_requests' });
    if (seen && now - seen.at < DAY_MS) {
      if (seen.hash !== hash) return answer(res, 409, { name: 'invalid_idempotent_request' });
      standIn.repeats += 1;
      return answer(res, seen.status, seen.answer);
    }
    if (key !== null) keys.set(key, 'in-flight');
    try {
      if (standIn.delayMs > 0) {
        // The wait ends early when the sender goes away.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, standIn.delayMs);
          res.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      // A sender that went away (killed mid-request) never completed the request: nothing is sent.
      if (res.destroyed || res.writableEnded || req.socket.destroyed) {
        keys.delete(key ?? '');
        return;
      }
      if (standIn.failing) {
        keys.delete(key ?? '');
        return answer(res, 500, { name: 'internal_server_error', message: 'outage' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        keys.delete(key ?? '');
        return answer(res, 422, { name: 'validation_error', message: 'the body is not JSON' });
      }
      const batch = path === '/emails/batch';
      const all = batch ? (parsed as StandInEmail[]) : [parsed as StandInEmail];
      const invalid = all.map((email) => invalidReason(email, standIn.refuse));
      const permissive = batch && req.headers['x-batch-validation'] === 'permissive';
      const firstInvalid = invalid.findIndex((reason) => reason !== null);
      if (firstInvalid >= 0 && !permissive) {
        keys.delete(key ?? '');
        return answer(res, 422, {
          statusCode: 422,
          name: 'validation_error',
          message: batch ? `emails.${firstInvalid}: ${invalid[firstInvalid]}` : invalid[0],
        });
      }
      const emails: { id: string }[] = [];
      for (const [i, body] of all.entries()) {
        if (invalid[i] !== null) continue;
        const id = `re_${++nextId}`;
        // A batch's key covers the batch: each email of it is recorded under the key and its place.
        const emailKey = key === null ? null : batch ? `${key}#${i}` : key;
        standIn.received.push({
          id,
          key: emailKey,
          authorization: req.headers.authorization,
          at: now - started,
          body,
        });
        emails.push({ id });
      }
      const errors = invalid.flatMap((message, index) => (message ? [{ index, message }] : []));
      const status = 200;
      const body = JSON.stringify(
        !batch ? emails[0] : permissive ? { data: emails, errors } : { data: emails },
      );
      if (key !== null) keys.set(key, { hash, at: now, status, answer: body });
      return answer(res, status, body);
    } catch (error) {
      keys.delete(key ?? '');
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) answer(res, 500, { name: 'internal_server_error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return standIn;
}
