/** @jest-environment node */
/**
 * The local server and a body it refuses before reading it: a 2 MB body to the contact function
 * (limit 64 KB) is answered 413, and the requests that follow on the same keep-alive agent are
 * not reset (scripts/local/serve.ts). A malformed Host header gets 400, not a stack trace, and a body
 * sent a byte at a time is dropped after the request timeout.
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFormHandler } from '@/supabase/functions/_shared/intake/handler.ts';
import { createSqlStore, type SubmissionStore } from '@/supabase/functions/_shared/store/store.ts';
import {
  applyMigrations,
  expressAdapter,
  openPostgres,
  type LocalDb,
} from '@/scripts/local/local-functions';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { createSiteApp, listen } from '@/scripts/local/serve';

jest.setTimeout(60_000);

let pg: TestPostgres;
let db: LocalDb;
let store: SubmissionStore;
let server: http.Server;
let port: number;
let outDir: string;

beforeAll(async () => {
  pg = await startPostgres();
  db = openPostgres(pg.url);
  await applyMigrations(db);
  store = createSqlStore(db);
  outDir = mkdtempSync(path.join(tmpdir(), 'cts-keepalive-'));
  const functions = express.Router();
  const handler = createFormHandler({
    kind: 'contact',
    store,
    mailer: { send: async () => ({ id: 'test' }) },
    env: {
      RATE_LIMIT_MAX: '1000',
      ADDRESS_DAILY_MAX: '1000',
      NETWORK_HOURLY_MAX: '1000',
      NETWORK_DAILY_MAX: '1000',
      REFUSAL_MAX: '1000',
      SITE_ORIGINS: 'http://site.test',
    },
    log: { info: () => undefined, error: () => undefined },
  });
  functions.all('/send-contact-email', expressAdapter(handler));
  server = await listen(createSiteApp({ outDir, functions }), 0);
  port = (server.address() as AddressInfo).port;
  // Starting PostgreSQL and applying every migration takes seconds on a busy 2-core machine.
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
  await db.close();
  await pg.stop();
});

type Outcome = { status: number; body: string } | { error: string };

function send(
  agent: http.Agent,
  body: Buffer,
  { chunked = false, origin = 'http://site.test' } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/functions/v1/send-contact-email',
        method: 'POST',
        agent,
        headers: {
          origin,
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': body.length }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    if (!chunked) return void req.end(body);
    // No declared length: the body arrives in 64 KB chunks and is refused once past the limit.
    for (let offset = 0; offset < body.length; offset += 65536)
      req.write(body.subarray(offset, offset + 65536));
    req.end();
  });
}

const valid = (i: number) =>
  Buffer.from(
    JSON.stringify({
      name: 'Keep Alive',
      email: 'ka@example.com',
      subject: `Request ${i}`,
      message: 'Hello.',
      elapsedMs: 9000,
    }),
  );

it.each([
  ['a declared length', false],
  ['chunked transfer', true],
])(
  'answers a 2 MB body (%s) with 413, then 20 valid requests on one keep-alive agent: 0 resets',
  async (_, chunked) => {
    for (let round = 0; round < 3; round++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const big = await send(agent, Buffer.alloc(2 * 1024 * 1024, 0x20), { chunked });
        expect(big).toEqual({
          status: 413,
          body: JSON.stringify({ error: 'body: must be at most 64 KB' }),
        });
        const outcomes: Outcome[] = [];
        for (let i = 0; i < 20; i++) outcomes.push(await send(agent, valid(round * 100 + i)));
        expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
        expect(outcomes.map((o) => ('status' in o ? o.status : 0))).toEqual(
          new Array(20).fill(200),
        );
      } finally {
        agent.destroy();
      }
    }
  },
);

it.each([
  ['a declared length', false],
  ['chunked', true],
])(
  'answers a 2 MB body from another site (%s) with 403 before reading it, then the next requests on the agent go through',
  async (_label, chunked) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const foreign = await send(agent, Buffer.alloc(2 * 1024 * 1024, 0x20), {
        chunked,
        origin: 'https://evil.example',
      });
      expect(foreign).toEqual({
        status: 403,
        body: JSON.stringify({ error: "origin: must be one of the site's own pages" }),
      });
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 5; i++)
        outcomes.push(await send(agent, valid(900 + i + (chunked ? 10 : 0))));
      expect(outcomes.map((o) => ('status' in o ? o.status : o.error))).toEqual(
        new Array(5).fill(200),
      );
    } finally {
      agent.destroy();
    }
  },
);

it('listens on loopback unless told otherwise', () => {
  expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
});

/** Sends raw bytes on a fresh connection; resolves with what came back once the server closes it. */
function raw(
  request: string,
  { port: target = port, trickle }: { port?: number; trickle?: Buffer } = {},
): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(target, '127.0.0.1');
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, ms: Date.now() - started });
    });
    socket.write(request);
    if (trickle) {
      let at = 0;
      // One byte a second: the body would take minutes to arrive.
      timer = setInterval(
        () =>
          at < trickle.length && !socket.destroyed
            ? socket.write(trickle.subarray(at, ++at))
            : undefined,
        1000,
      );
    }
  });
}

it('answers a malformed Host header with 400 and no trace of the machine', async () => {
  for (const host of ['a b', 'exa mple.com:80', '<script>', 'a/b', 'x:y:z', '[::::]', '[1.2]']) {
    const { reply } = await raw(
      `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect([host, reply.split('\r\n')[0]]).toEqual([host, 'HTTP/1.1 400 Bad Request']);
    expect(reply).not.toMatch(/ at |\/work\/|node_modules|Error/);
  }
  for (const host of ['a b', '[::::]', '[1.2]']) {
    const post = await raw(
      `POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect([host, post.reply.split('\r\n')[0]]).toEqual([host, 'HTTP/1.1 400 Bad Request']);
    expect(post.reply).not.toMatch(/ at |\/work\/|node_modules|Error/);
  }
  // A well-formed one still gets its page (here the 404 of an empty export).
  expect(
    (
      await raw('GET /about HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n')
    ).reply.split('\r\n')[0],
  ).toBe('HTTP/1.1 404 Not Found');
});

it('answers a request target it cannot parse with 400, and serves an absolute-form one as its path', async () => {
  for (const target of [
    'http://[::::]/about',
    'http://[1.2]/about',
    'http://u@x/about',
    '*',
    'about',
  ]) {
    const { reply } = await raw(
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect([target, reply.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 400 Bad Request']);
    expect(reply).not.toMatch(/ at |\/work\/|node_modules|Error/);
  }
  // The contact function behind an absolute-form target: its own refusal of another site's page.
  const { reply } = await raw(
    `POST http://127.0.0.1:${port}/functions/v1/send-contact-email HTTP/1.1\r\nHost: localhost\r\n` +
      'Origin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  );
  expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
  expect(reply).toContain(`{"error":"origin: must be one of the site's own pages"}`);
});

it('drops a body sent a byte at a time once the request timeout passes', async () => {
  // This server keeps the default rate limit: the earlier tests' rows from this address go first.
  await db.query('truncate contact_submissions, function_refusals');
  const functions = express.Router();
  functions.all(
    '/send-contact-email',
    expressAdapter(
      createFormHandler({
        kind: 'contact',
        store,
        mailer: { send: async () => ({ id: 'test' }) },
        env: { SITE_ORIGINS: 'http://site.test' },
        log: { info: () => undefined, error: () => undefined },
      }),
    ),
  );
  const slow = await listen(createSiteApp({ outDir, functions }), 0, '127.0.0.1', {
    requestTimeoutMs: 2_000,
  });
  try {
    const body = Buffer.from(
      JSON.stringify({
        name: 'Slow',
        email: 's@example.com',
        subject: 'Slow',
        message: 'x'.repeat(200),
        elapsedMs: 9000,
      }),
    );
    const { reply, ms } = await raw(
      'POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://site.test\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      { port: (slow.address() as AddressInfo).port, trickle: body },
    );
    // Closed with the body far from complete (it would take minutes), answered 408 or cut.
    expect(reply === '' || reply.startsWith('HTTP/1.1 408')).toBe(true);
    console.log(`a byte-a-second body was dropped after ${ms} ms (request timeout 2,000 ms)`);
  } finally {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  }
});
