/**
 * `npm start`: builds the static export when out/ is missing or older than its sources, then
 * serves it at http://localhost:3000 (PORT overrides) with the local functions mounted.
 * `npm run serve` skips the build check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createLocalFunctions } from './local-functions';
import { createSiteApp, listen } from './serve';

const projectRoot = path.resolve(__dirname, '../..');
const outDir = path.join(projectRoot, 'out');

/** What the export is built from: a change to any of these makes out/ stale. */
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'supabase/functions/_shared',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'scripts/build',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function exportIsStale(): boolean {
  const marker = path.join(outDir, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > built);
}

async function main() {
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild && exportIsStale()) {
    console.log('out/ is missing or older than the sources: building the static export...');
    const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error('No export in out/. Run `npm run build` (or `npm start`, which builds it).');
    process.exit(1);
  }
  const port = Number(process.env.PORT || 3000);
  // Loopback only unless HOST names an interface (HOST=0.0.0.0 to reach it from the network).
  const host = process.env.HOST || '127.0.0.1';
  // The forms on the pages served here are the site's own: their origin is allowed.
  const selfOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '0.0.0.0' && host !== '::')
    selfOrigins.push(`http://${host}:${port}`);
  const app = createSiteApp({
    outDir,
    functions: await createLocalFunctions(process.env, { selfOrigins }),
  });
  const server = await listen(app, port, host);
  console.log(`Serving the static export at http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
