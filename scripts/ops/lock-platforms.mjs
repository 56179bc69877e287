// The package registry reachable from this project's machines serves Linux builds only, so
// `npm install` leaves the other platforms' optional binaries (Tailwind's oxide, Next's SWC,
// Deno, ...) out of package-lock.json, and `npm ci` then refuses the lockfile as out of sync.
// This adds a lock entry for every such optional package (version and platform only), which
// npm ci skips on a platform that does not match. Run it after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;

function platformOf(name) {
  const os = [
    'darwin',
    'win32',
    'linux',
    'freebsd',
    'android',
    'openbsd',
    'netbsd',
    'sunos',
    'aix',
    'openharmony',
  ].find((o) => new RegExp(`(^|[-/])${o}([-/]|$)`).test(name));
  const cpu = [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'loong64',
    'ppc64',
    'riscv64',
    's390x',
    'wasm32',
    'mips64el',
  ].find((c) =>
    new RegExp(`(^|[-/])${c}([-/]|$)`).test(
      name.replace('arm-', 'arm-').replace('-gnueabihf', '').replace('-eabi', ''),
    ),
  );
  const entry = {};
  if (os === 'win32' || /-win32-/.test(name)) entry.os = ['win32'];
  else if (os) entry.os = [os];
  if (cpu && cpu !== 'wasm32') entry.cpu = [cpu];
  if (/wasm32|wasi/.test(name)) entry.cpu = ['wasm32'];
  return entry;
}

for (const [path, meta] of Object.entries({ ...packages })) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const version = range.replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      dev: meta.dev || undefined,
      optional: true,
      ...platformOf(dep),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-platforms: added ${added} optional platform entries`);
