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
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { cmsConfig, cmsSettings } from './cms-config';
import { expectMarkup } from './step-contract';

export const ADMIN_TITLE = 'Content editor · Cascadia Tech Staffing';

const GLOBALS_CSS = path.resolve(__dirname, '../../app/globals.css');

/** A colour of the site's theme by its token (`--color-<token>` in app/globals.css, where the site's colours are set). */
export function themeColor(token: string, css = readFileSync(GLOBALS_CSS, 'utf8')): string {
  const value = new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`app/globals.css has no colour --color-${token}`);
  return value;
}

/**
 * The colours of the notice a browser without JavaScript shows on /admin, set on it: inherited,
 * it would take the body's from Decap's styles (#798291 on #eff0f4, 3.4:1, under the 4.5:1 WCAG AA
 * asks of text), which checkers that read the notice with scripts on (pa11y) measure.
 */
export const NOSCRIPT_THEME = { text: 'navy-900', background: 'navy-50' } as const;

/** Decap's page background (#eff0f4), which its sign-in screen's text is read against. */
export const DECAP_BACKGROUND = '#eff0f4';

/**
 * The text colours of Decap's screens before an editor is signed in, over Decap's own grey
 * (#798291 on #eff0f4, 3.4:1), in the theme's tokens: `inherited` for what takes the body's colour
 * (a sign-in error, the configuration error's words), `goBack` for the sign-in screen's "Go back to
 * site" link, which sets its own (the one rule that reaches it: Decap's class names are hashes).
 */
export const SIGN_IN_THEME = { inherited: 'navy-900', goBack: 'navy-700' } as const;

/** The editor page's stylesheet: the colours above (its policy allows inline styles, csp.ts). */
export function adminStyle(css?: string): string {
  const color = (token: string) => themeColor(token, css);
  return `#nc-root{color:${color(SIGN_IN_THEME.inherited)}}#nc-root section>a[href]>p{color:${color(SIGN_IN_THEME.goBack)}}`;
}

/**
 * The export's stylesheets (the site's CSS), for the previews. Contract
 * (scripts/build/step-contract.ts): Next writes them under out/_next/static/ as `.css` files; none
 * there would leave the previews unstyled without a word, so it stops the build naming admin.
 */
export function stylesheets(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css'))
        found.push(`/${path.relative(outDir, full).split(path.sep).join('/')}`);
    }
  };
  const chunks = path.join(outDir, '_next', 'static');
  if (existsSync(chunks)) walk(chunks);
  expectMarkup(
    found.length > 0,
    'admin',
    'out/_next/static/',
    "stylesheet (.css), the site's styles its previews use",
  );
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
<style>${adminStyle()}</style>
</head>
<body>
<noscript style="display:block;margin:0;padding:1rem 1.5rem;font:16px/1.5 system-ui,sans-serif;color:${themeColor(NOSCRIPT_THEME.text)};background:${themeColor(NOSCRIPT_THEME.background)}">The content editor needs JavaScript. Without it, edit the files in content/ and open a pull request (CONTENT.md).</noscript>
<script type="module" src="/admin/cms.js"></script>
</body>
</html>
`;
}

/**
 * The sign-in popup's page (/admin/sign-in, components/admin/sign-in.ts): Decap opens it on the
 * site's origin, it talks to the `cms-auth` function at `authUrl` and hands the token back.
 */
export function signInPage(authUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="cms-auth" content="${authUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">
<title>Signing in · ${ADMIN_TITLE}</title>
<style>body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;color:#0b1f3a;background:#f5f7fb}main{max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0b1f3a26}h1{font-size:1.25rem;margin:0 0 .5rem}</style>
</head>
<body>
<main>
<h1>Signing in to the content editor</h1>
<p id="status" role="status">Connecting to GitHub…</p>
<noscript><p>Signing in needs JavaScript.</p></noscript>
</main>
<script type="module" src="/admin/sign-in.js"></script>
</body>
</html>
`;
}

export async function buildAdmin(
  projectRoot: string,
  outDir: string,
): Promise<{ bytes: number; ms: number }> {
  const started = Date.now();
  // The contract first: nothing is bundled for an export the step cannot style.
  const siteStylesheets = stylesheets(outDir);
  const dir = path.join(outDir, 'admin');
  mkdirSync(dir, { recursive: true });
  const publicEnv = Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
      .map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
  const result = await build({
    entryPoints: {
      cms: path.join(projectRoot, 'components/admin/cms.tsx'),
      'sign-in': path.join(projectRoot, 'components/admin/sign-in.ts'),
    },
    outdir: dir,
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
      SITE_STYLESHEETS: JSON.stringify(siteStylesheets),
      global: 'globalThis',
    },
    plugins: [
      {
        name: 'preview-links',
        setup(b) {
          b.onResolve({ filter: /^next\/link$/ }, () => ({
            path: path.join(projectRoot, 'components/admin/link.tsx'),
          }));
        },
      },
    ],
  });
  const settings = cmsSettings();
  writeFileSync(path.join(dir, 'index.html'), adminPage());
  writeFileSync(path.join(dir, 'sign-in.html'), signInPage(settings.authUrl));
  writeFileSync(path.join(dir, 'config.yml'), stringify(cmsConfig(settings), { lineWidth: 0 }));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { bytes, ms: Date.now() - started };
}
