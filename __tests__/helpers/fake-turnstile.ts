/**
 * A local HTTP server standing in for Cloudflare Turnstile's siteverify: tokens in `valid` pass
 * once (siteverify refuses a token it has seen, "timeout-or-duplicate"), others fail. A passing
 * answer carries the hostname the widget was solved on (`hostname`, default 127.0.0.1) and the
 * token's action (`actions`, when set), as siteverify's does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTurnstile = {
  url: string;
  valid: Set<string>;
  /** Every request: the secret and token it carried. */
  calls: { secret: string | null; response: string | null; remoteip: string | null }[];
  /** The hostname a passing answer names (where the widget ran). */
  hostname: string;
  /** The action a token was solved for, when a test sets one. */
  actions: Map<string, string>;
  /** While true, answers 500 as an outage would. */
  failing: boolean;
  close(): Promise<void>;
};

export async function startFakeTurnstile(
  secret: string,
  { hostname = '127.0.0.1' }: { hostname?: string } = {},
): Promise<FakeTurnstile> {
  const used = new Set<string>();
  const fake: FakeTurnstile = {
    url: '',
    valid: new Set(),
    calls: [],
    hostname,
    actions: new Map(),
    failing: false,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response');
      fake.calls.push({
        secret: form.get('secret'),
        response: token,
        remoteip: form.get('remoteip'),
      });
      if (fake.failing) return void res.writeHead(500).end();
      let codes: string[] = [];
      if (form.get('secret') !== secret) codes = ['invalid-input-secret'];
      else if (!token || !fake.valid.has(token)) codes = ['invalid-input-response'];
      else if (used.has(token)) codes = ['timeout-or-duplicate'];
      if (token && codes.length === 0) used.add(token);
      const success = codes.length === 0;
      const action = token ? fake.actions.get(token) : undefined;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          success,
          'error-codes': codes,
          ...(success ? { hostname: fake.hostname, ...(action ? { action } : {}) } : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
