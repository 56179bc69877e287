/** @jest-environment node */
/**
 * `npm run cms` (the real script, decap-server in git mode behind scripts/local/cms-guard.ts) on a
 * throwaway clone: it answers the local site's /admin and nobody else. A page on another origin,
 * a rebound host name (DNS rebinding), and any action on a path outside the content and media
 * folders the CMS configuration names (`.git/`, code, `..`) are refused with 403 and leave every
 * file and branch as it was; the editor's own reads and writes in content/blog still work.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
/** The local site's port (`npm start`): the only origin allowed to call the backend. */
const SITE_PORT = 4999;
const SITE_ORIGIN = `http://localhost:${SITE_PORT}`;

let dir: string;
let repo: string;
let port: number;
let child: ChildProcess | undefined;

const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
}

type Answer = { status: number; body: { error?: string } & Record<string, unknown> };

/** A POST to /api/v1 with the given headers (node:http: a browser could not forge Host, a rebound page sends it). */
function call(payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method: 'POST',
        headers: {
          Host: `localhost:${port}`,
          Origin: SITE_ORIGIN,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** What must not change: the git configuration, the code, the branches and the history. */
function snapshot() {
  const hash = (file: string) =>
    createHash('sha256')
      .update(readFileSync(path.join(repo, file)))
      .digest('hex');
  return {
    gitConfig: hash('.git/config'),
    packageJson: hash('package.json'),
    scriptsX: existsSync(path.join(repo, 'scripts/x.ts')),
    outside: existsSync(path.join(dir, 'outside')),
    commandRan: existsSync(path.join(dir, 'pwned')),
    branches: git('branch', '--list').trim(),
    head: git('rev-parse', 'HEAD').trim(),
    status: git('status', '--porcelain'),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-local-'));
  repo = path.join(dir, 'repo');
  execFileSync('git', ['clone', '--quiet', root, repo]);
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.email', 'editor@cascadiatechstaffing.example');
  git('config', 'user.name', 'Editor');
  port = await freePort();
  // Its own process group, so the npm process and the server under it stop together.
  child = spawn('npm', ['run', '--silent', 'cms'], {
    cwd: root,
    env: {
      ...process.env,
      CMS_PORT: String(port),
      PORT: String(SITE_PORT),
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await call({ action: 'info' })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`npm run cms did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const readGitConfig = { action: 'getEntry', params: { branch: 'main', path: '.git/config' } };

describe('who may call it', () => {
  it('answers the local site: info, and an entry of content/blog', async () => {
    expect(await call({ action: 'info' })).toMatchObject({
      status: 200,
      body: { type: 'local_git' },
    });
    // The same Origin on the other loopback name (the site on 127.0.0.1).
    expect(
      (
        await call(
          { action: 'info' },
          { Origin: `http://127.0.0.1:${SITE_PORT}`, Host: `127.0.0.1:${port}` },
        )
      ).status,
    ).toBe(200);
  });

  it("refuses the issue's attack: a rebound host name reading .git/config", async () => {
    const before = snapshot();
    const answer = await call(readGitConfig, { Host: `rebind.attacker.example:${port}` });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/^Host: /);
    expect(JSON.stringify(answer.body)).not.toContain('[core]');
    expect(snapshot()).toEqual(before);
  });

  it('refuses any other Host, even for info', async () => {
    for (const host of [
      `rebind.attacker.example:${port}`,
      'localhost',
      `localhost:${port + 1}`,
      `[::1]:${port}`,
    ]) {
      expect([host, (await call({ action: 'info' }, { Host: host })).status]).toEqual([host, 403]);
    }
  });

  it("refuses a page of another origin, or the local site's other ports", async () => {
    for (const origin of [
      'https://attacker.example',
      `http://localhost:${SITE_PORT + 1}`,
      'null',
    ]) {
      const answer = await call({ action: 'info' }, { Origin: origin });
      expect([origin, answer.status, answer.body.error?.startsWith('Origin: ')]).toEqual([
        origin,
        403,
        true,
      ]);
    }
  });
});

describe('what it may touch', () => {
  const options = { commitMessage: 'x' };
  // What the attack wrote: a git configuration whose fsmonitor runs a command at the next commit.
  const file = (target: string) => ({
    slug: 'x',
    path: target,
    raw: `[core]\n\tfsmonitor = touch ${path.join(dir, 'pwned')}\n`,
  });
  const asset = (target: string) => ({
    path: target,
    content: Buffer.from('x').toString('base64'),
    encoding: 'base64',
  });
  const persist = (dataFiles: unknown[], assets: unknown[] = []) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles,
      assets,
      options: { ...options, collectionName: 'posts', useWorkflow: false, status: 'draft' },
    },
  });

  const reads: Array<[string, unknown]> = [
    ['getEntry', readGitConfig],
    [
      'entriesByFiles',
      {
        action: 'entriesByFiles',
        params: { branch: 'main', files: [{ path: 'content/faq.yml' }, { path: '.git/config' }] },
      },
    ],
    [
      'entriesByFolder',
      {
        action: 'entriesByFolder',
        params: { branch: 'main', folder: '.git', extension: '', depth: 1 },
      },
    ],
    ['getMedia', { action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } }],
    ['getMediaFile', { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } }],
    [
      'unpublishedEntryDataFile',
      {
        action: 'unpublishedEntryDataFile',
        params: {
          branch: 'main',
          collection: 'posts',
          slug: 'x',
          id: 'posts/x',
          path: '.git/config',
        },
      },
    ],
    [
      'unpublishedEntryMediaFile',
      {
        action: 'unpublishedEntryMediaFile',
        params: {
          branch: 'main',
          collection: 'posts',
          slug: 'x',
          id: 'posts/x',
          path: '.git/config',
        },
      },
    ],
    [
      'getEntry through content/blog/..',
      { action: 'getEntry', params: { branch: 'main', path: 'content/blog/../../package.json' } },
    ],
    [
      'getEntry, absolute',
      { action: 'getEntry', params: { branch: 'main', path: `${repo}/package.json` } },
    ],
    ['getEntry of code', { action: 'getEntry', params: { branch: 'main', path: 'package.json' } }],
  ];
  for (const [name, payload] of reads) {
    it(`refuses to read outside the content: ${name}`, async () => {
      const answer = await call(payload);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatch(/^params\./);
      expect(JSON.stringify(answer.body)).not.toMatch(/\[core\]|"scripts"/);
    });
  }

  const targets = [
    '.git/config',
    'package.json',
    'scripts/x.ts',
    '../outside',
    'content/blog/../../package.json',
    '/etc/cms-local-test',
  ];
  const writes: Array<[string, (target: string) => unknown]> = [
    ['persistEntry (data file)', (target) => persist([file(target)])],
    [
      'persistEntry (data file moved)',
      (target) => persist([{ ...file('content/blog/x.md'), newPath: target }]),
    ],
    ['persistEntry (asset)', (target) => persist([file('content/blog/x.md')], [asset(target)])],
    [
      'persistEntry (entry, the older form)',
      (target) => ({
        action: 'persistEntry',
        params: { ...persist([]).params, dataFiles: undefined, entry: file(target) },
      }),
    ],
    [
      'persistMedia',
      (target) => ({
        action: 'persistMedia',
        params: { branch: 'main', asset: asset(target), options },
      }),
    ],
    [
      'deleteFile',
      (target) => ({ action: 'deleteFile', params: { branch: 'main', path: target, options } }),
    ],
    [
      'deleteFiles',
      (target) => ({
        action: 'deleteFiles',
        params: { branch: 'main', paths: ['content/blog/x.md', target], options },
      }),
    ],
  ];
  for (const [name, payload] of writes) {
    it(`refuses to write outside the content, every file untouched: ${name}`, async () => {
      const before = snapshot();
      for (const target of targets) {
        const answer = await call(payload(target));
        expect([target, answer.status, answer.body.error?.startsWith('params.')]).toEqual([
          target,
          403,
          true,
        ]);
      }
      expect(snapshot()).toEqual(before);
    });
  }

  it('refuses a branch other than the configuration’s, and entries of unknown collections', async () => {
    const before = snapshot();
    for (const payload of [
      { action: 'getEntry', params: { branch: 'h/other', path: 'content/faq.yml' } },
      {
        action: 'publishUnpublishedEntry',
        params: { branch: 'main', collection: 'posts', slug: '../../main' },
      },
      {
        action: 'updateUnpublishedEntryStatus',
        params: { branch: 'main', collection: 'code', slug: 'x', newStatus: 'pending_publish' },
      },
      { action: 'unpublishedEntry', params: { branch: 'main', id: 'posts/../x' } },
      { action: 'runCommand', params: { branch: 'main' } },
    ]) {
      expect((await call(payload)).status).toBe(403);
    }
    expect(snapshot()).toEqual(before);
  });

  it("reads and writes the editor's entries in content/blog as before", async () => {
    const posts = await call({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 },
    });
    expect(posts.status).toBe(200);
    const listed = posts.body as unknown as Array<{ file: { path: string } }>;
    expect(listed.length).toBeGreaterThan(0);
    const first = listed[0]!.file.path;
    expect(
      await call({ action: 'getEntry', params: { branch: 'main', path: first } }),
    ).toMatchObject({ status: 200, body: { file: { path: first } } });

    const raw = '---\ntitle: Written Through The Guard\n---\n\nA body.\n';
    const saved = await call(
      persist([
        {
          slug: 'written-through-the-guard',
          path: 'content/blog/written-through-the-guard.md',
          raw,
        },
      ]),
    );
    expect(saved.status).toBe(200);
    expect(git('show', 'main:content/blog/written-through-the-guard.md')).toBe(raw);
    const media = await call({
      action: 'persistMedia',
      params: { branch: 'main', asset: asset('public/blog/guard.txt'), options },
    });
    expect(media.status).toBe(200);
    expect(git('ls-tree', '--name-only', 'main', 'public/blog/')).toContain(
      'public/blog/guard.txt',
    );
  });
});
