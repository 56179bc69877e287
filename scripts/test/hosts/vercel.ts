/**
 * Vercel reading vercel.json `headers` (https://vercel.com/docs/project-configuration#headers):
 * each rule's `source` is a path-to-regexp pattern matched against the whole path (compiled as
 * Vercel's routing-utils does: path-to-regexp 6, strict, case-sensitive, `/` the delimiter);
 * every matching rule applies in order and, for a header two of them set, "the last header key
 * will override the first" (https://nextjs.org/docs/app/api-reference/config/next-config-js/headers,
 * "Header Overriding Behavior", the same routing).
 */
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import type { HostHeaders } from './types';

export type VercelConfig = {
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
};

export function vercelHeaders(config: VercelConfig): HostHeaders {
  const rules = config.headers.map((rule) => ({
    regExp: pathToRegexp(rule.source, [], { strict: true, sensitive: true, delimiter: '/' }),
    headers: rule.headers,
  }));
  return (path) => {
    const headers = new Map<string, [string, string]>();
    for (const rule of rules) {
      if (!rule.regExp.test(path)) continue;
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), [key, value]);
    }
    return [...headers.values()];
  };
}
