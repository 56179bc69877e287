/**
 * Writes the security and caching headers of the export for static hosts, from one list of rules:
 * - `_headers` (Netlify and Cloudflare Pages format; the local server reads the same file);
 * - `vercel.json` `headers` (path patterns in path-to-regexp syntax), in the export too
 *   (out/vercel.json: the configuration of a deployment of the export's folder, `vercel deploy
 *   out`); never in git. VERCEL_CONFIG_PATH writes it elsewhere (the benches' variants).
 *
 * The rules do not depend on the pages: the site-wide policy is one rule per first character of a
 * path (no per-page hashes; each page's <meta> policy carries those), so the files stay the same
 * size at 10 or 1,000 blog posts. Before this, one rule per page and per .html alias (2 per page)
 * passed Cloudflare Pages' 100 rules at about 48 pages. checkHostLimits stops the build if a
 * host's documented limit would be passed.
 *
 * No path matches two rules that set the same header. The hosts differ in what they do when two
 * do: Cloudflare Pages appends the second value (a second Content-Security-Policy: both enforced)
 * unless a `! Name` line detaches the first; Netlify documents neither how it combines them nor any
 * detaching (its parser skips a `! Name` line); Vercel lets the later rule win. With disjoint rules
 * all of them, and the local server, send the same headers (scripts/test/hosts/ computes each
 * host's from its own rules; e2e/host-headers.spec.ts runs /admin and the pages under them).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_URL_PREFIX } from '../../lib/blog/images';
import { imageContentTypeRules } from '../../lib/seo/headers';
import { cmsSettings } from './cms-config';
import {
  adminDirectives,
  headerDirectives,
  reportingEndpoints,
  searchWorkerDirectives,
  serializePolicy,
  type SiteOptions,
} from './csp';
import { SEARCH_DIR } from '../../lib/search/paths';
import { expectMarkup } from './step-contract';

/** A rule: its path pattern (`*` matches any run of characters) and the headers it sets. */
export type Rule = { path: string; headers: Array<[string, string]> };

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers every response gets, the editor's included. */
export function commonHeaders(site: SiteOptions): Array<[string, string]> {
  return [
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    // Where the public policy's `report-to csp` sends violation reports (the Reporting API).
    ['Reporting-Endpoints', reportingEndpoints(site)],
  ];
}

/** Headers every path but the editor's gets: the site-wide policy, and no opener across origins. */
export function publicHeaders(site: SiteOptions): Array<[string, string]> {
  return [
    ['Content-Security-Policy', serializePolicy(headerDirectives(site))],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Where the editor lives (Decap's usual place): its page, configuration and bundle. */
export const ADMIN_PATH = '/admin';

/**
 * Characters a path may start with after its `/` (RFC 3986's unreserved characters, letters in
 * lower case, and `%` for an escaped one). Netlify matches paths ignoring case, so one case is
 * enough there; on Cloudflare Pages and Vercel a path starting with a capital letter gets no
 * policy header, only its page's <meta> policy (every page of the export is in lower case).
 */
const FIRST_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789-._~%';

/**
 * The patterns that carry the public headers: every path except the editor's (/admin) and the
 * search's bundle (/_search), which have policies of their own. `_headers` has no "except", so
 * the paths are split by their first character: `/` itself, `/b*` ... `/~*`, and, for those two
 * first characters, the export's own top-level files and folders that start with them (`/about*`,
 * `/_next*`). A path starting with either character that is none of them (a missing page
 * such as `/apply`) gets the 404 page with its own <meta> policy and X-Frame-Options, without the
 * header policy. At most 41 patterns, plus those files, whatever the number of pages.
 */
export function publicPatterns(topLevel: string[]): string[] {
  const reserved = [ADMIN_PATH.slice(1), SEARCH_DIR];
  const letters = new Set(reserved.map((name) => name[0]!));
  const stems = [
    ...new Set(
      topLevel
        .map((name) => name.split('.')[0]!)
        .filter((stem) => letters.has(stem[0]!) && !reserved.includes(stem)),
    ),
  ].sort();
  for (const stem of stems) {
    const clash = reserved.find((name) => name.startsWith(stem) || stem.startsWith(name));
    if (clash) {
      throw new Error(
        `out/${stem}: its path pattern would also match /${clash}, which has its own headers; rename it`,
      );
    }
  }
  // A stem that starts with another (about, about-us) is covered by the shorter one's pattern.
  const kept = stems.filter(
    (stem) => !stems.some((other) => other !== stem && stem.startsWith(other)),
  );
  return [
    '/',
    ...[...FIRST_CHARACTERS].filter((c) => !letters.has(c)).map((c) => `/${c}*`),
    ...kept.map((stem) => `/${stem}*`),
  ];
}

export type RuleOptions = {
  /** The names of the export's top-level files and folders (out/), for publicPatterns. */
  topLevel?: string[];
};

/**
 * All rules: the security headers every response gets, the site-wide policy for every path but
 * the editor's, the editor's own set, immutable caching for hashed assets (Next's chunks and the
 * blog's photo renditions), and the content type of the build-time images written without an
 * extension. No two rules that match one path set the same header.
 */
export function buildRules(site: SiteOptions, { topLevel = [] }: RuleOptions = {}): Rule[] {
  const pages = publicHeaders(site);
  return [
    { path: '/*', headers: commonHeaders(site) },
    ...publicPatterns(topLevel).map((path) => ({ path, headers: pages })),
    adminRule(),
    searchRule(),
    {
      path: '/_next/static/*',
      headers: [['Cache-Control', `public, max-age=${ONE_YEAR}, immutable`]],
    },
    {
      // The blog's photo renditions (scripts/build/blog-images.ts): each name carries a hash of
      // the original and the encoder settings, so a changed photo gets a new address.
      path: `${IMAGE_URL_PREFIX}*`,
      headers: [['Cache-Control', `public, max-age=${ONE_YEAR}, immutable`]],
    },
    // Build-time images written without a file extension (Open Graph cards, apple icon).
    ...imageContentTypeRules.map(({ pattern, headers }) => ({ path: pattern, headers })),
  ];
}

/**
 * The site search's files (`/_search*`, Pagefind's bundle): the policy its worker runs under
 * (csp.ts searchWorkerDirectives: WebAssembly may compile there and nowhere else). A worker
 * follows the policy its own script is served with; the pages that import Pagefind's client keep
 * theirs. No document is served from this folder.
 */
export function searchRule(): Rule {
  return {
    path: `/${SEARCH_DIR}*`,
    headers: [['Content-Security-Policy', serializePolicy(searchWorkerDirectives())]],
  };
}

/**
 * The editor's page and files (`/admin*`: one pattern, so a host that matches `/admin/*` also
 * at `/admin`, as Netlify does, still sees one rule): /admin's own policy (csp.ts
 * adminDirectives, with the `cms-auth` function it signs in through), never indexed, never cached
 * (a new build's configuration is read at once). No Cross-Origin-Opener-Policy: the sign-in popup
 * (/admin/sign-in) comes back to the site from GitHub's pages, and a document arriving from
 * another origin with any value but `unsafe-none` is put in a new browsing context group (HTML,
 * "check if COOP values require a browsing context group switch"), cut from the editor that opened
 * it and must receive the token.
 */
export function adminRule(authUrl: string = cmsSettings().authUrl): Rule {
  return {
    path: `${ADMIN_PATH}*`,
    headers: [
      ['Content-Security-Policy', serializePolicy(adminDirectives(authUrl))],
      ['X-Robots-Tag', 'noindex, nofollow'],
      ['Cache-Control', 'no-cache'],
    ],
  };
}

export function toHeadersFile(rules: Rule[]): string {
  const lines = [
    '# Generated by scripts/build/postbuild.ts from the export in out/ (do not edit: rebuild).',
    '# Netlify and Cloudflare Pages read this file; `npm start` sends the same headers.',
  ];
  for (const rule of rules) {
    lines.push('', rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `/*` becomes `/(.*)`; `/b*` becomes `/b(.*)`; exact paths stay. */
export function toVercelSource(path: string): string {
  return path.replace(/\*/g, '(.*)');
}

export function toVercelConfig(rules: Rule[]): object {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: rules.map((rule) => ({
      source: toVercelSource(rule.path),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  };
}

/**
 * What each host docs/security-headers.md names documents as the bound of these files (checked when written):
 * - Cloudflare Pages `_headers`: at most 100 header rules, each line at most 2,000 characters
 *   (https://developers.cloudflare.com/pages/configuration/headers/, "Limits"); rules past the
 *   100th are not applied.
 * - Netlify `_headers`: no count limit documented (https://docs.netlify.com/manage/routing/headers/);
 *   it reads the same file as Cloudflare Pages, so Cloudflare's bounds hold for it too.
 * - Vercel `vercel.json`: headers, redirects and rewrites together become the deployment's routes;
 *   a deployment with more than 1,024 of them is refused (vercel/vercel discussion #5908), and
 *   Next's own check stops at 1,000 (https://nextjs.org/docs/messages/max-custom-routes-reached).
 *   The lower, 1,000, is enforced.
 */
export const HOST_LIMITS = {
  cloudflareRules: 100,
  cloudflareLineLength: 2000,
  vercelRoutes: 1000,
} as const;

/** Rules in a `_headers` file (path lines). */
export function countHeadersFileRules(text: string): number {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#') && !/^\s/.test(line)).length;
}

/** Routes a vercel.json makes: its headers, redirects and rewrites together. */
export function countVercelRoutes(config: {
  headers?: unknown[];
  redirects?: unknown[];
  rewrites?: unknown[];
}): number {
  return (
    (config.headers?.length ?? 0) + (config.redirects?.length ?? 0) + (config.rewrites?.length ?? 0)
  );
}

/** Every limit the written files pass, as sentences (empty when all hold). */
export function hostLimitProblems(headersFile: string, vercelConfig: object): string[] {
  const problems: string[] = [];
  const rules = countHeadersFileRules(headersFile);
  if (rules > HOST_LIMITS.cloudflareRules) {
    problems.push(
      `out/_headers has ${rules} rules; Cloudflare Pages applies at most ${HOST_LIMITS.cloudflareRules}.`,
    );
  }
  for (const line of headersFile.split(/\r?\n/)) {
    if (line.length > HOST_LIMITS.cloudflareLineLength) {
      problems.push(
        `out/_headers has a line of ${line.length} characters; Cloudflare Pages reads at most ${HOST_LIMITS.cloudflareLineLength}: ${line.slice(0, 80)}...`,
      );
    }
  }
  const routes = countVercelRoutes(vercelConfig);
  if (routes > HOST_LIMITS.vercelRoutes) {
    problems.push(
      `vercel.json makes ${routes} routes (headers, redirects, rewrites); Vercel refuses more than ${HOST_LIMITS.vercelRoutes}.`,
    );
  }
  return problems;
}

/** Where the build writes vercel.json for the export in `outDir`, and where its readers find it. */
export function vercelConfigPath(
  outDir: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return env.VERCEL_CONFIG_PATH || path.join(outDir, 'vercel.json');
}

/** The files this step writes into the export, which its rules do not depend on. */
const WRITTEN = ['_headers', 'vercel.json'];

export type HostHeaderFiles = { outDir: string; vercelPath: string; site: SiteOptions };

/** Every file of the export (relative, forward slashes, with a leading `/`), Next's chunks aside. */
function exportFiles(dir: string, base = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) {
      if (rel !== '/_next') found.push(...exportFiles(path.join(dir, entry.name), rel));
    } else found.push(rel);
  }
  return found;
}

/** A rule's path pattern as a regular expression over a request path (`*`: any run of characters). */
export function patternMatcher(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}

/**
 * The contract of the header step (scripts/build/step-contract.ts) on Next's output: the rules
 * name Next's files by where and how Next writes them, so each must match what is there. Next's
 * hashed chunks are under `/_next/static/` (the year-long caching rule), and the image routes
 * (app/opengraph-image.tsx, app/apple-icon.tsx) are files without an extension (the rules giving
 * them their content type). A rule that would match nothing stops the build naming host-headers.
 */
export function expectHeaderTargets(outDir: string): void {
  expectMarkup(
    existsSync(path.join(outDir, '_next', 'static')),
    'host-headers',
    'out/',
    "_next/static/, Next's hashed chunks, which the year-long caching rule names",
  );
  const files = exportFiles(outDir);
  for (const { pattern } of imageContentTypeRules) {
    const matches = patternMatcher(pattern);
    expectMarkup(
      files.some((file) => matches.test(file)),
      'host-headers',
      'out/',
      `file matching ${pattern} (an image route Next writes without an extension), which a Content-Type rule names`,
    );
  }
}

/**
 * Writes out/_headers and vercel.json for the export in `outDir`, or throws, naming every limit,
 * when a host would not read them whole (then nothing is written). Returns what was written.
 */
export function writeHostHeaders({ outDir, vercelPath, site }: HostHeaderFiles): {
  rules: number;
  vercelRoutes: number;
} {
  expectHeaderTargets(outDir);
  const topLevel = readdirSync(outDir).filter((name) => !WRITTEN.includes(name));
  const rules = buildRules(site, { topLevel });
  const headersFile = toHeadersFile(rules);
  const vercelConfig = toVercelConfig(rules);
  const problems = hostLimitProblems(headersFile, vercelConfig);
  if (problems.length > 0) {
    throw new Error(`the header files would not hold on every host:\n- ${problems.join('\n- ')}`);
  }
  writeFileSync(path.join(outDir, '_headers'), headersFile);
  writeFileSync(vercelPath, `${JSON.stringify(vercelConfig, null, 2)}\n`);
  return {
    rules: countHeadersFileRules(headersFile),
    vercelRoutes: countVercelRoutes(vercelConfig),
  };
}
