/**
 * A stand-in for Cloudflare Turnstile's siteverify, for the browser tests of the fixture export
 * (playwright.config.ts starts it): it answers as siteverify's documentation says. A token the
 * widget stand-in (e2e/fixtures.ts) issued — `stand-in.<action>.<nonce>` — passes once, with the
 * hostname the page ran on and its action; anything else fails; a wrong secret is refused as
 * `invalid-input-secret`. GET /health answers 200 once it listens; GET /calls lists what it was asked.
 */
import { createServer } from 'node:http';

const secret = process.env.TURNSTILE_SECRET_KEY || '';
const used = new Set<string>();
const calls: { response: string | null; remoteip: string | null; success: boolean }[] = [];

createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(req.url === '/calls' ? calls : { ok: true }));
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const token = form.get('response') ?? '';
    const match = /^stand-in\.([A-Za-z0-9_-]+)\.[a-z0-9]+$/.exec(token);
    let codes: string[] = [];
    if (form.get('secret') !== secret) codes = ['invalid-input-secret'];
    else if (!match) codes = ['invalid-input-response'];
    else if (used.has(token)) codes = ['timeout-or-duplicate'];
    const success = codes.length === 0;
    if (success) used.add(token);
    calls.push({ response: token, remoteip: form.get('remoteip'), success });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        success
          ? { success, 'error-codes': [], hostname: '127.0.0.1', action: match![1] }
          : { success, 'error-codes': codes },
      ),
    );
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log(`siteverify stand-in on port ${process.env.PORT}`),
);
