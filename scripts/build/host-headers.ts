/**
 * Writes the security and caching headers of the export for static hosts, from one list of rules:
 * - `_headers` (Netlify and Cloudflare Pages format; the local server reads the same file);
 * - `vercel.json` `headers` (path patterns in path-to-regexp syntax).
 *
 * The rules do not depend on the pages: one `/*` rule carries the site-wide policy (no per-page
 * hashes; each page's <meta> policy carries those), so the files stay the same size at 10 or
 * 1,000 blog posts. Before this, one rule per page and per .html alias (2 per page) passed
 * Cloudflare Pages' 100 rules at about 48 pages. checkHostLimits stops the build if a host's
 * documented limit would be passed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_URL_PREFIX } from '../../lib/blog/images';
import { imageContentTypeRules } from '../../lib/seo/headers';
import {
  adminDirectives,
  headerDirectives,
  reportingEndpoints,
  searchWorkerDirectives,
  serializePolicy,
  type SiteOptions,
} from './csp';
import { SEARCH_WORKER_PATH } from '../../lib/search/paths';

/**
 * A rule: its path pattern, the headers it sets and the headers it detaches (`! Name` in a
 * `_headers` file: hosts apply every matching rule, so a path with its own value of a site-wide
 * header must first take the site-wide one off).
 */
export type Rule = { path: string; headers: Array<[string, string]>; detach?: string[] };

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

/** Headers every response gets. */
export function commonHeaders(site: SiteOptions): Array<[string, string]> {
  return [
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Content-Security-Policy', serializePolicy(headerDirectives(site))],
    // Where the policy's `report-to csp` sends violation reports (the Reporting API).
    ['Reporting-Endpoints', reportingEndpoints(site)],
  ];
}

/**
 * All rules: the site-wide security headers for every path, immutable caching for hashed assets
 * (Next's chunks and the blog's photo renditions),
 * and the content type of the build-time images written without an extension. Each path matches
 * one rule with a Content-Security-Policy, so hosts that join the headers of every matching rule
 * (Cloudflare Pages) and hosts where a later rule overrides (Netlify, Vercel, the local server)
 * send the same policy.
 */
export function buildRules(site: SiteOptions): Rule[] {
  return [
    { path: '/*', headers: commonHeaders(site) },
    ...adminRules(),
    searchWorkerRule(),
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

/** The site search's worker: the site-wide policy detached, its own (csp.ts searchWorkerDirectives). */
export function searchWorkerRule(): Rule {
  return {
    path: SEARCH_WORKER_PATH,
    detach: ['Content-Security-Policy'],
    headers: [['Content-Security-Policy', serializePolicy(searchWorkerDirectives())]],
  };
}

/** Headers /admin replaces: its own policy, and a popup it opens (GitHub sign-in) keeps its opener. */
const ADMIN_DETACHED = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'X-Robots-Tag'];

/**
 * The editor's page and files: the site-wide policy detached and /admin's own set
 * (csp.ts adminDirectives), `same-origin-allow-popups` so the sign-in popup can post its token
 * back, never indexed, never cached (a new build's configuration is read at once).
 */
export function adminRules(): Rule[] {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', serializePolicy(adminDirectives())],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['X-Robots-Tag', 'noindex, nofollow'],
    ['Cache-Control', 'no-cache'],
  ];
  return ['/admin', '/admin/*'].map((path) => ({ path, detach: ADMIN_DETACHED, headers }));
}

export function toHeadersFile(rules: Rule[]): string {
  const lines = [
    '# Generated by scripts/build/postbuild.ts from the export in out/ (do not edit: rebuild).',
    '# Netlify and Cloudflare Pages read this file; `npm start` sends the same headers.',
  ];
  for (const rule of rules) {
    lines.push('', rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `/*` becomes `/(.*)`; `/_next/static/*` becomes `/_next/static/(.*)`; exact paths stay. */
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

export type HostHeaderFiles = { outDir: string; vercelPath: string; site: SiteOptions };

/**
 * Writes out/_headers and vercel.json for the export in `outDir`, or throws, naming every limit,
 * when a host would not read them whole (then nothing is written). Returns what was written.
 */
export function writeHostHeaders({ outDir, vercelPath, site }: HostHeaderFiles): {
  rules: number;
  vercelRoutes: number;
} {
  const rules = buildRules(site);
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
