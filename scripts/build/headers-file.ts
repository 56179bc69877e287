/**
 * Reads a static host's `_headers` file (Netlify / Cloudflare Pages format):
 *
 *   /path/or/pattern/*
 *     Header-Name: value
 *
 * so the local server sends exactly the headers a CDN would.
 */
export type HeaderRule = { pattern: string; headers: Array<[string, string]>; detach: string[] };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [], detach: [] };
      rules.push(current);
      continue;
    }
    if (!current) throw new Error(`_headers: header line before any path: ${raw.trim()}`);
    // `! Name` detaches a header an earlier matching rule set (Cloudflare Pages' syntax).
    if (raw.trim().startsWith('!')) {
      current.detach.push(raw.trim().slice(1).trim());
      continue;
    }
    const colon = raw.indexOf(':');
    if (colon < 0) throw new Error(`_headers: expected "Name: value", got: ${raw.trim()}`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a request path matches a `_headers` pattern (`*` matches any run of characters). */
export function matchesPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
  return regex.test(path);
}

/**
 * Every header that applies to a path: every matching rule applies, in order; a rule's `! Name`
 * takes off what an earlier one set, and a later value overrides an earlier one.
 */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const name of rule.detach) result.delete(name);
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}
