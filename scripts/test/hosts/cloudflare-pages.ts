/**
 * Cloudflare Pages reading out/_headers
 * (https://developers.cloudflare.com/pages/configuration/headers/):
 * - a rule is a URL pattern line and indented `Name: value` lines; `! Name` detaches a header
 *   an earlier matching rule attached;
 * - `*` (a splat) matches any run of characters, anywhere in the pattern; `:name` (a placeholder)
 *   matches one path segment; matching is case-sensitive and covers the whole path;
 * - "An incoming request which matches multiple rules' URL patterns will inherit all rules'
 *   headers", and a header set by two of them carries both values, joined (the page's example:
 *   `X-Robots-Tag: nosnippet, noindex`);
 * - at most 100 rules, 2,000 characters a line (checked when the file is written:
 *   scripts/build/host-headers.ts hostLimitProblems).
 * The order is the asset worker's (cloudflare/workers-sdk, asset-worker attachCustomHeaders):
 * rules in file order, a detach deletes, a first value sets and a later one appends.
 */
import { headerLine, headersFileBlocks, type HostHeaders } from './types';

function patternRegExp(pattern: string): RegExp {
  const escape = (part: string) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&');
  const source = pattern
    .split('*')
    .map(escape)
    .join('.*')
    .replace(/:([A-Za-z]\w*)/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

export function cloudflarePagesHeaders(headersFile: string): HostHeaders {
  const rules = headersFileBlocks(headersFile).map(({ pattern, lines }) => ({
    regExp: patternRegExp(pattern),
    detach: lines
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1).trim().toLowerCase()),
    set: lines.map(headerLine).filter((header): header is [string, string] => header !== undefined),
  }));
  return (path) => {
    const headers = new Map<string, [string, string]>();
    const setByRules = new Set<string>();
    for (const rule of rules) {
      if (!rule.regExp.test(path)) continue;
      for (const name of rule.detach) headers.delete(name);
      for (const [name, value] of rule.set) {
        const key = name.toLowerCase();
        const earlier = headers.get(key);
        headers.set(
          key,
          setByRules.has(key) && earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value],
        );
        setByRules.add(key);
      }
    }
    return [...headers.values()];
  };
}
