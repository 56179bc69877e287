/**
 * A local HTTP server standing in for Cloudflare Turnstile's siteverify: tokens in `valid` pass
 * once (siteverify refuses a token it has seen, "timeout-or-duplicate"), others fail.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTurnstile = {
  url: string;
  valid: Set<string>;
  /** Every request: the secret and token it carried. */
  calls: { secret: string | null; response: string | null }[];
  /** While true, answers 500 as an outage would. */
  failing: boolean;
  close(): Promise<void>;
};

export async function startFakeTurnstile(secret: string): Promise<FakeTurnstile> {
  const used = new Set<string>();
  const fake: FakeTurnstile = { url: '', valid: new Set(), calls: [], failing: false, close: async () => undefined };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response');
      fake.calls.push({ secret: form.get('secret'), response: token });
      if (fake.failing) return void res.writeHead(500).end();
      let codes: string[] = [];
      if (form.get('secret') !== secret) codes = ['invalid-input-secret'];
      else if (!token || !fake.valid.has(token)) codes = ['invalid-input-response'];
      else if (used.has(token)) codes = ['timeout-or-duplicate'];
      if (token && codes.length === 0) used.add(token);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: codes.length === 0, 'error-codes': codes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
