/** @jest-environment node */
/**
 * The local server and a body it refuses before reading it: a 2 MB body to the contact function
 * (limit 64 KB) is answered 413, and the requests that follow on the same keep-alive agent are
 * not reset (scripts/local/serve.ts).
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFormHandler } from '@/supabase/functions/_shared/handler.ts';
import { createMemoryStore } from '@/supabase/functions/_shared/store.ts';
import { expressAdapter } from '@/scripts/local/local-functions';
import { createSiteApp, listen } from '@/scripts/local/serve';

jest.setTimeout(60_000);

let server: http.Server;
let port: number;
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'cts-keepalive-'));
  const functions = express.Router();
  const handler = createFormHandler({
    kind: 'contact',
    store: createMemoryStore(),
    mailer: { send: async () => ({ id: 'test' }) },
    env: { RATE_LIMIT_MAX: '1000', STORE_HOURLY_MAX: '1000', STORE_DAILY_MAX: '1000', SITE_ORIGINS: 'http://site.test' },
    log: { info: () => undefined, error: () => undefined },
  });
  functions.all('/send-contact-email', expressAdapter(handler));
  server = await listen(createSiteApp({ outDir, functions }), 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

type Outcome = { status: number; body: string } | { error: string };

function send(agent: http.Agent, body: Buffer, { chunked = false, origin = 'http://site.test' } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/functions/v1/send-contact-email',
        method: 'POST',
        agent,
        headers: { origin, 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': body.length }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    if (!chunked) return void req.end(body);
    // No declared length: the body arrives in 64 KB chunks and is refused once past the limit.
    for (let offset = 0; offset < body.length; offset += 65536) req.write(body.subarray(offset, offset + 65536));
    req.end();
  });
}

const valid = (i: number) =>
  Buffer.from(JSON.stringify({ name: 'Keep Alive', email: 'ka@example.com', subject: `Request ${i}`, message: 'Hello.', elapsedMs: 9000 }));

it.each([
  ['a declared length', false],
  ['chunked transfer', true],
])('answers a 2 MB body (%s) with 413, then 20 valid requests on one keep-alive agent: 0 resets', async (_, chunked) => {
  for (let round = 0; round < 3; round++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await send(agent, Buffer.alloc(2 * 1024 * 1024, 0x20), { chunked });
      expect(big).toEqual({ status: 413, body: JSON.stringify({ error: 'body: must be at most 64 KB' }) });
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 20; i++) outcomes.push(await send(agent, valid(round * 100 + i)));
      expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
      expect(outcomes.map((o) => ('status' in o ? o.status : 0))).toEqual(new Array(20).fill(200));
    } finally {
      agent.destroy();
    }
  }
});

it.each([
  ['a declared length', false],
  ['chunked', true],
])('answers a 2 MB body from another site (%s) with 403 before reading it, then the next requests on the agent go through', async (_label, chunked) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const foreign = await send(agent, Buffer.alloc(2 * 1024 * 1024, 0x20), { chunked, origin: 'https://evil.example' });
    expect(foreign).toEqual({ status: 403, body: JSON.stringify({ error: "origin: must be one of the site's own pages" }) });
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 5; i++) outcomes.push(await send(agent, valid(900 + i + (chunked ? 10 : 0))));
    expect(outcomes.map((o) => ('status' in o ? o.status : o.error))).toEqual(new Array(5).fill(200));
  } finally {
    agent.destroy();
  }
});

it('listens on loopback unless told otherwise', () => {
  expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
});
