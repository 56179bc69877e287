/** @jest-environment node */
/**
 * `npm run jobs:indexing` against stand-ins of Google's token endpoint and Indexing API and of the
 * live site's /jobs/open-roles.json: the fixture roles as of 2026-01-01 compared with the state
 * published on 2025-12-12. The JWT is checked with the service account's public key, its scope
 * and audience; the notices' bodies are exactly {url, type} and name the roles opened, changed and
 * closed; the quota, a 429, a refused key, the wait for the deploy and a missing key.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { absoluteUrl } from '@/content/site';
import { getOpenJobs, jobPath } from '@/lib/jobs';
import { buildOpenRoles } from '@/lib/jobs/open-roles';
import type { OpenRoles } from '@/lib/jobs/open-roles-schema';
import { INDEXING_SCOPE, noticesBetween, runIndexing } from '@/scripts/ops/jobs-indexing';

const ROOT = path.resolve(__dirname, '..');
const FIXTURES = path.join(__dirname, 'fixtures', 'jobs');
const TODAY = '2026-01-01';

let publicKey: KeyObject;
let privatePem: string;
let server: Server;
let base: string;
let dir: string;

/** What the stand-ins received, and how they answer. */
let tokenRequests: URLSearchParams[] = [];
let published: { auth?: string; type?: string; body: string }[] = [];
let live: { status: number; body?: OpenRoles } = { status: 404 };
/** The live file's answers still to give before it shows `next` (the host deploying). */
let deployAfter = 0;
let next: OpenRoles | undefined;
let refuseToken = false;
let quotaAfter = Infinity;

const url = (slug: string) => absoluteUrl(jobPath(slug));

/** The fixture roles open on `day`, as that day's export published them. */
function stateOn(day: string): OpenRoles {
  return buildOpenRoles(getOpenJobs(day), day);
}

/** Published on 2025-12-12: the product manager (since edited) and the QA analyst (closed since). */
function previousState(): OpenRoles {
  const state = stateOn('2025-12-12');
  expect(state.roles.map((r) => r.id)).toEqual([
    'product-manager-hybrid-bellevue',
    'qa-analyst-tacoma-expired',
  ]);
  state.roles[0]!.revision = 'an-older-revision';
  return state;
}

function keyJson(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'cascadia-jobs',
    private_key_id: 'key-1',
    private_key: privatePem,
    client_email: 'indexing@cascadia-jobs.iam.gserviceaccount.com',
    client_id: '1234567890',
    token_uri: `${base}/token`,
    ...over,
  });
}

function env(over: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    ...process.env,
    JOBS_CONTENT_DIR: FIXTURES,
    BLOG_TODAY: TODAY,
    NEXT_PUBLIC_SITE_URL: base,
    GOOGLE_INDEXING_API_URL: base,
    GOOGLE_INDEXING_KEY: keyJson(),
    JOBS_INDEXING_POLL_SECONDS: '0.05',
    ...over,
  };
}

async function run(
  argv: string[] = [],
  over: Record<string, string> = {},
): Promise<{ code: number; log: string[] }> {
  const log: string[] = [];
  const code = await runIndexing(argv, env(over), (line) => log.push(line));
  return { code, log };
}

const sentBodies = () => published.map((p) => JSON.parse(p.body) as unknown);

beforeAll(async () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  publicKey = pair.publicKey;
  privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const json = (status: number, data: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      if (req.url === '/token' && req.method === 'POST') {
        tokenRequests.push(new URLSearchParams(body));
        return refuseToken
          ? json(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' })
          : json(200, { access_token: 'ya29.stand-in', expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.url === '/v3/urlNotifications:publish' && req.method === 'POST') {
        if (published.length >= quotaAfter)
          return json(429, {
            error: { code: 429, message: 'Quota exceeded for quota metric Publish requests' },
          });
        published.push({
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        const notice = JSON.parse(body) as { url: string; type: string };
        return json(200, {
          urlNotificationMetadata: {
            url: notice.url,
            latestUpdate: { ...notice, notifyTime: new Date().toISOString() },
          },
        });
      }
      if (req.url === '/jobs/open-roles.json') {
        if (next && deployAfter-- <= 0) live = { status: 200, body: next };
        return live.body ? json(live.status, live.body) : res.writeHead(live.status).end();
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.JOBS_CONTENT_DIR = FIXTURES;
});
afterAll(() => {
  delete process.env.JOBS_CONTENT_DIR;
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  tokenRequests = [];
  published = [];
  live = { status: 200, body: previousState() };
  next = undefined;
  deployAfter = 0;
  refuseToken = false;
  quotaAfter = Infinity;
  dir = mkdtempSync(path.join(tmpdir(), 'cts-indexing-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('signs its JWT with the key (RS256, the indexing scope, the token_uri as audience) and sends {url, type} for each role opened, closed and changed', async () => {
  const { code, log } = await run();
  expect(code).toBe(0);

  expect(tokenRequests).toHaveLength(1);
  const form = tokenRequests[0]!;
  expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
  const [header, claims, signature] = form.get('assertion')!.split('.');
  expect(
    verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature!, 'base64url'),
    ),
  ).toBe(true);
  // A signature over anything else does not verify: the check above can fail.
  expect(
    verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${claims}x`),
      publicKey,
      Buffer.from(signature!, 'base64url'),
    ),
  ).toBe(false);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
    alg: 'RS256',
    typ: 'JWT',
    kid: 'key-1',
  });
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString());
  expect(payload).toMatchObject({
    iss: 'indexing@cascadia-jobs.iam.gserviceaccount.com',
    scope: INDEXING_SCOPE,
    aud: `${base}/token`,
  });
  expect(payload.scope).toBe('https://www.googleapis.com/auth/indexing');
  expect(payload.exp - payload.iat).toBe(3600);
  expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(300);

  expect(
    published.every((p) => p.auth === 'Bearer ya29.stand-in' && p.type === 'application/json'),
  ).toBe(true);
  expect(sentBodies()).toEqual([
    { url: url('senior-data-engineer-remote'), type: 'URL_UPDATED' },
    { url: url('cloud-engineer-seattle-contract'), type: 'URL_UPDATED' },
    { url: url('qa-analyst-tacoma-expired'), type: 'URL_DELETED' },
    { url: url('product-manager-hybrid-bellevue'), type: 'URL_UPDATED' },
  ]);
  // copy-literals: the script's log (scripts/ops/jobs-indexing.ts), not a page's copy
  expect(log).toEqual(
    expect.arrayContaining([
      `sent: URL_UPDATED ${url('senior-data-engineer-remote')} (opened)`,
      `sent: URL_DELETED ${url('qa-analyst-tacoma-expired')} (closed)`,
      `sent: URL_UPDATED ${url('product-manager-hybrid-bellevue')} (changed)`,
      'jobs:indexing: 4 sent, 0 failed, 0 not sent (quota 200).',
    ]),
  );
});

it('sends nothing when nothing changed, and everything open when the site never published the file', async () => {
  live = { status: 200, body: stateOn(TODAY) };
  expect((await run()).log).toContain('jobs:indexing: nothing to tell Google.');
  expect(published).toEqual([]);
  expect(tokenRequests).toEqual([]);

  live = { status: 404 };
  expect((await run()).code).toBe(0);
  expect(sentBodies()).toEqual(
    stateOn(TODAY).roles.map((r) => ({ url: r.url, type: 'URL_UPDATED' })),
  );
});

it('keeps within the quota: opened roles first, the rest logged as not sent', async () => {
  const { code, log } = await run([], { JOBS_INDEXING_QUOTA: '2' });
  expect(code).toBe(0);
  expect(sentBodies()).toEqual([
    { url: url('senior-data-engineer-remote'), type: 'URL_UPDATED' },
    { url: url('cloud-engineer-seattle-contract'), type: 'URL_UPDATED' },
  ]);
  // copy-literals: the script's log (scripts/ops/jobs-indexing.ts), not a page's copy
  expect(log).toEqual(
    expect.arrayContaining([
      `not sent (over the quota): URL_DELETED ${url('qa-analyst-tacoma-expired')} (closed)`,
      `not sent (over the quota): URL_UPDATED ${url('product-manager-hybrid-bellevue')} (changed)`,
      'jobs:indexing: 2 sent, 0 failed, 2 not sent (quota 2).',
    ]),
  );
});

it("stops at the API's 429 and logs the rest as not sent", async () => {
  quotaAfter = 1;
  const { code, log } = await run();
  expect(code).toBe(0);
  expect(published).toHaveLength(1);
  expect(log).toContain('jobs:indexing: 1 sent, 0 failed, 3 not sent (quota 200).');
  expect(log).toContain(
    `not sent (over the quota): URL_UPDATED ${url('cloud-engineer-seattle-contract')} (opened)`,
  );
});

it('a refused key sends nothing and fails, naming the answer', async () => {
  refuseToken = true;
  await expect(run()).rejects.toThrow(
    'the token endpoint refused the key (400: invalid_grant, Invalid JWT Signature.)',
  );
  expect(published).toEqual([]);
  await expect(
    run([], { GOOGLE_INDEXING_KEY: keyJson({ private_key: 'not a key' }) }),
  ).rejects.toThrow('GOOGLE_INDEXING_KEY: private_key is not a PEM private key');
});

it('with a snapshot taken before the rebuild, waits until the live site shows this build, then sends', async () => {
  const snapshot = path.join(dir, 'before.json');
  expect((await run(['--snapshot', snapshot])).code).toBe(0);
  expect(JSON.parse(readFileSync(snapshot, 'utf8')).roles).toHaveLength(2);
  // The host deploys the rebuild (at its own address): the live file changes after three more answers.
  const built = stateOn(TODAY);
  next = {
    ...built,
    roles: built.roles.map((r) => ({
      ...r,
      url: r.url.replace(/^https:\/\/[^/]+/, 'https://jobs.cascadia.example'),
    })),
  };
  deployAfter = 3;
  const { code, log } = await run(['--previous', snapshot, '--wait-live', '1']);
  expect(code).toBe(0);
  expect(log).toContain("jobs:indexing: the live site shows this build's roles.");
  // Google is told the addresses the host built, as it serves them.
  expect(sentBodies()).toEqual([
    { url: 'https://jobs.cascadia.example/jobs/senior-data-engineer-remote', type: 'URL_UPDATED' },
    {
      url: 'https://jobs.cascadia.example/jobs/cloud-engineer-seattle-contract',
      type: 'URL_UPDATED',
    },
    { url: url('qa-analyst-tacoma-expired'), type: 'URL_DELETED' },
    {
      url: 'https://jobs.cascadia.example/jobs/product-manager-hybrid-bellevue',
      type: 'URL_UPDATED',
    },
  ]);
});

it('when the rebuild never goes live, sends nothing and fails (the next run finds the same changes)', async () => {
  const snapshot = path.join(dir, 'before.json');
  await run(['--snapshot', snapshot]);
  await expect(run(['--previous', snapshot, '--wait-live', '0.005'])).rejects.toThrow(
    /did not show this build's roles within 0.005 minutes: nothing sent/,
  );
  expect(published).toEqual([]);
  // Still the old state live: the same four notices are due.
  expect(noticesBetween(previousState(), stateOn(TODAY)).map((n) => `${n.why} ${n.id}`)).toEqual([
    'opened senior-data-engineer-remote',
    'opened cloud-engineer-seattle-contract',
    'closed qa-analyst-tacoma-expired',
    'changed product-manager-hybrid-bellevue',
  ]);
});

it('`npm run jobs:indexing` without GOOGLE_INDEXING_KEY does nothing, says so and exits 0', async () => {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/ops/jobs-indexing.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env(), GOOGLE_INDEXING_KEY: '' },
    },
  );
  expect(stdout).toContain('GOOGLE_INDEXING_KEY is not set: nothing sent to Google');
  expect(published).toEqual([]);
  expect(tokenRequests).toEqual([]);
}, 60_000);
