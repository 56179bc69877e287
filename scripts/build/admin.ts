/**
 * The editor at /admin (the last step of scripts/build/postbuild.ts): Decap CMS bundled from npm
 * with the site's React (components/admin/cms.tsx → out/admin/cms.js, esbuild, a few seconds),
 * the page that loads it (out/admin/index.html, noindex) and its configuration written from the
 * content schemas (out/admin/config.yml, scripts/build/cms-config.ts). Nothing is fetched from a
 * CDN at run time, and no public page loads any of it: the bundle is referenced from this page only.
 * Its policy and headers, which differ from the site's (Decap evaluates code while it checks its
 * configuration), are the /admin rule of scripts/build/host-headers.ts.
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { cmsConfig } from './cms-config';

export const ADMIN_TITLE = 'Content editor · Cascadia Tech Staffing';

/** The export's stylesheets (the site's CSS), for the previews. */
function stylesheets(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) found.push(`/${path.relative(outDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(path.join(outDir, '_next', 'static'));
  return found.sort();
}

export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${ADMIN_TITLE}</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
</head>
<body>
<noscript>The content editor needs JavaScript. Without it, edit the files in content/ and open a pull request (CONTENT.md).</noscript>
<script type="module" src="/admin/cms.js"></script>
</body>
</html>
`;
}

export async function buildAdmin(projectRoot: string, outDir: string): Promise<{ bytes: number; ms: number }> {
  const started = Date.now();
  const dir = path.join(outDir, 'admin');
  mkdirSync(dir, { recursive: true });
  const publicEnv = Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
      .map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
  const result = await build({
    entryPoints: [path.join(projectRoot, 'components/admin/cms.tsx')],
    outfile: path.join(dir, 'cms.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'linked',
    logLevel: 'error',
    metafile: true,
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
    define: {
      ...publicEnv,
      'process.env.NODE_ENV': '"production"',
      SITE_STYLESHEETS: JSON.stringify(stylesheets(outDir)),
      global: 'globalThis',
    },
    plugins: [
      {
        name: 'preview-links',
        setup(b) {
          b.onResolve({ filter: /^next\/link$/ }, () => ({ path: path.join(projectRoot, 'components/admin/link.tsx') }));
        },
      },
    ],
  });
  writeFileSync(path.join(dir, 'index.html'), adminPage());
  writeFileSync(path.join(dir, 'config.yml'), stringify(cmsConfig(), { lineWidth: 0 }));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { bytes, ms: Date.now() - started };
}
