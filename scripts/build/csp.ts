/**
 * The site's security headers, computed from the export itself so they are always exact:
 * a Content-Security-Policy per page whose script-src lists the sha256 of each inline script the
 * page carries (never 'unsafe-inline'), and the same policy, less what a <meta> cannot carry,
 * written into the page's <head> so it holds on hosts that send no headers at all.
 */
import { createHash } from 'node:crypto';
import { COLLECTOR_NAME } from '../../supabase/functions/_shared/core/field-data.ts';
import { escapeAttribute, inlineScripts } from './export-pages';
import { expectMarkup } from './step-contract';

/**
 * The careers provider's CDN: the embed script and stylesheet of the job listing widget (Zoho
 * Recruit's "embed jobs" snippet, as published by e.g. github.com/mctekk/mcbrand
 * src/components/molecules/jobs-embed/index.tsx). The widget reads its jobs from the careers site
 * (connect-src below). Nothing else is known to be needed: docs/careers-widget.md.
 */
export const CAREERS_CDN = 'https://static.zohocdn.com';

/** Cloudflare Turnstile: its script and its challenge frame, only when a site key is set at build. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export type PolicyOptions = {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: string[];
  /** NEXT_PUBLIC_SUPABASE_URL when set at build: the forms call its functions. */
  supabaseUrl?: string;
  /** The careers site the widget reads its openings from. */
  careersSite?: string;
  /** NEXT_PUBLIC_TURNSTILE_SITE_KEY at build: the forms carry the Turnstile widget. */
  turnstileSiteKey?: string;
};

/** `'sha256-<base64>'` of a script's text exactly as it stands between its tags. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The hash sources of every executable inline script of a document, in document order, unique. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((script) => scriptHash(script.content)))];
}

/** The origin of a URL, or undefined when it is empty or not an http(s) URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export type Directives = Array<[string, string[]]>;

export type SiteOptions = Omit<PolicyOptions, 'scriptHashes'>;

/**
 * What the whole site may load, in one place (extend a directive here, e.g. a widget's origin in
 * script-src and frame-src). Every page allows the careers CDN and the backend because a visitor
 * can reach /careers or a form by client-side navigation, which keeps the first page's policy.
 * Styles allow 'unsafe-inline': the toast library writes its rules into a <style> element at run
 * time and exported markup may carry style attributes (next/image writes one on every image),
 * neither of which can be hashed ahead of time; styles cannot run script.
 * Inline scripts are not listed here: see pageDirectives and headerDirectives.
 */
export function siteDirectives({
  supabaseUrl,
  careersSite,
  turnstileSiteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
}: SiteOptions): Directives {
  const connect = ["'self'", originOf(supabaseUrl), originOf(careersSite)].filter(
    (source): source is string => Boolean(source),
  );
  const turnstile = turnstileSiteKey ? [TURNSTILE_ORIGIN] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", CAREERS_CDN, ...turnstile]],
    ...(turnstile.length ? ([['frame-src', ["'self'", ...turnstile]]] as Directives) : []),
    ['style-src', ["'self'", "'unsafe-inline'", CAREERS_CDN]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(connect)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

function withScriptSources(directives: Directives, sources: string[]): Directives {
  return directives.map(([name, list]) =>
    name === 'script-src' ? [name, [list[0]!, ...sources, ...list.slice(1)]] : [name, list],
  );
}

/**
 * The policy of one page, as its <meta> carries it: the site's directives, and in script-src the
 * sha256 of each inline script the page has (never 'unsafe-inline'). Browsers enforce it beside
 * the header policy, so an inline script runs only if its hash is here.
 */
export function pageDirectives({ scriptHashes, ...site }: PolicyOptions): Directives {
  return withScriptSources(siteDirectives(site), scriptHashes);
}

/**
 * The one policy the header files send for every path (the `/*` rule): the site's directives
 * with 'unsafe-inline' in script-src instead of per-page hashes, so the header files do not grow
 * with the pages (a host reads a bounded number of rules). It is never alone: every page carries
 * its <meta> policy with its own hashes, and a browser enforces every policy present, so an
 * inline script must pass both, i.e. match the page's hash list. Everything else (origins,
 * frame-ancestors, object-src, ...) is enforced by the header as well, where a <meta> cannot
 * (frame-ancestors) or before any markup is parsed.
 */
export function headerDirectives(site: SiteOptions): Directives {
  return [
    ...withScriptSources(siteDirectives(site), ["'unsafe-inline'"]),
    ['report-to', [REPORTING_ENDPOINT]],
    ['report-uri', [reportCollectorUrl(site.supabaseUrl)]],
  ];
}

/** The GitHub API, which the editor at /admin talks to on the live site (Decap's GitHub backend). */
export const GITHUB_API = 'https://api.github.com';

/**
 * Decap's local backend (`npm run cms`) on the editor's own machine, on whatever port CMS_PORT
 * names: one policy whatever the port, so every machine's build writes the same header files, and a page on the
 * live site reaching its visitor's localhost finds nothing unless that visitor runs the editor.
 */
export const LOCAL_BACKEND_SOURCE = 'http://localhost:*';

/**
 * The policy of /admin alone (the editor; scripts/build/admin.ts): its scripts from the site
 * itself and 'unsafe-eval', which Decap needs to check its configuration (it compiles JSON
 * schemas into functions) and which no other path gets; its styles inline (Decap styles itself
 * at run time); uploads previewed from blob: addresses; requests to the site, GitHub's API, the
 * local backend and the `cms-auth` function only.
 */
export function adminDirectives(authUrl?: string): Directives {
  // The sign-in page (/admin/sign-in) posts GitHub's code to the `cms-auth` function.
  const signIn = originOf(authUrl);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // blob: is the editor's own uploads, read back while they wait to be saved.
    [
      'connect-src',
      ["'self'", 'blob:', GITHUB_API, LOCAL_BACKEND_SOURCE, ...(signIn ? [signIn] : [])],
    ],
    ['frame-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The policy of the site search's worker alone (Pagefind's pagefind-worker.js, started by the
 * search box and /search): a worker is governed by the policy its own script is served with, not
 * the page's, so 'wasm-unsafe-eval' (Pagefind compiles its WebAssembly there) is allowed in that
 * one file and on no page. It fetches the index from the site and nothing else.
 */
export function searchWorkerDirectives(): Directives {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The Reporting API endpoint name the header policy's `report-to` names; the
 * `Reporting-Endpoints` header maps it to the collector (host-headers.ts).
 */
export const REPORTING_ENDPOINT = 'csp';

/**
 * Where violation reports go: the collect-vitals function of the Supabase project when
 * NEXT_PUBLIC_SUPABASE_URL is set at build (already in connect-src), otherwise the site's own
 * origin, where `npm start` mounts the local functions (a relative URL, resolved against the
 * page's address by both mechanisms). Only the header policy reports: a <meta> policy cannot
 * carry report-to or report-uri (CSP3), and the header's directives are the page's own but for
 * the inline-script hashes, so every violation of an origin rule is reported once, by the header.
 */
export function reportCollectorUrl(supabaseUrl: string | undefined): string {
  const origin = originOf(supabaseUrl);
  return `${origin ?? ''}/functions/v1/${COLLECTOR_NAME}`;
}

/** The `Reporting-Endpoints` value that goes with the header policy's `report-to`. */
export function reportingEndpoints(site: SiteOptions): string {
  return `${REPORTING_ENDPOINT}="${reportCollectorUrl(site.supabaseUrl)}"`;
}

/** Directives a <meta http-equiv> policy ignores (and Chromium logs an error for). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function serializePolicy(directives: Directives, { forMeta = false } = {}): string {
  return directives
    .filter(([name]) => !forMeta || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Parses a serialized policy back into directive name -> sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result.set(name.toLowerCase(), sources);
  }
  return result;
}

const META_MARK = 'data-generated="csp"';

/**
 * Writes (or replaces) the page's <meta http-equiv="Content-Security-Policy"> right after
 * <meta charset>, before any script, so it governs every script of the document.
 *
 * Contract (scripts/build/step-contract.ts): Next writes `<meta charSet="utf-8"/>` first in every
 * page's <head>; a page without it stops the build naming csp (a policy placed after a script
 * would not govern it).
 */
export function withMetaPolicy(html: string, policy: string, page = 'the page'): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" ${META_MARK}/>`;
  const existing = new RegExp(`<meta http-equiv="Content-Security-Policy"[^>]*${META_MARK}/>`);
  if (existing.test(html)) return html.replace(existing, tag);
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  expectMarkup(charset !== null, 'csp', page, '<meta charSet="utf-8"/> to put the policy after');
  const end = charset!.index + charset![0].length;
  expectMarkup(
    !/<script\b/i.test(html.slice(0, end)),
    'csp',
    page,
    '<meta charSet="utf-8"/> before every <script>',
  );
  return html.slice(0, end) + tag + html.slice(end);
}

/** The policy a document's generated <meta> carries, if any. */
export function metaPolicy(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
