/**
 * Netlify reading out/_headers (https://docs.netlify.com/manage/routing/headers/):
 * - a rule is a path line and indented `Name: value` lines; the page documents no way to detach
 *   a header, and Netlify's parser (netlify/build, packages/headers-parser line_parser.ts) skips
 *   a line without a colon, so a `! Name` line does nothing;
 * - the path is matched as that parser compiles it (for_regexp.ts): ignoring case, an optional
 *   trailing slash, `:name` for one segment, a `*` standing alone as a segment matching the rest
 *   with the slash before it optional (`/admin/*` also matches `/admin` and `/administration`), a
 *   `*` inside a segment matching any run of characters;
 * - how two matching rules that set one header combine is not documented. The same header twice
 *   in one rule is joined with ", " by the parser; read the same way across rules (the reading
 *   that breaks a page: two policies, both enforced), or, with `combine: 'last'`, as `netlify dev`
 *   does (netlify/primitives headersForPath: the later rule's value). The site's rules are written
 *   so that both readings send the same headers.
 */
import { headerLine, headersFileBlocks, type HostHeaders } from './types';

function patternRegExp(pattern: string): RegExp {
  // As escape-string-regexp (the parser's), valid under the `u` flag: `-` becomes \x2d.
  const escape = (part: string) =>
    part.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
  const parts = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.split('*').map(escape).join('(.*)');
      return escape(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

export function netlifyHeaders(
  headersFile: string,
  { combine = 'join' }: { combine?: 'join' | 'last' } = {},
): HostHeaders {
  const rules = headersFileBlocks(headersFile).map(({ pattern, lines }) => ({
    regExp: patternRegExp(pattern),
    set: lines.map(headerLine).filter((header): header is [string, string] => header !== undefined),
  }));
  return (path) => {
    const headers = new Map<string, [string, string]>();
    for (const rule of rules) {
      if (!rule.regExp.test(path)) continue;
      for (const [name, value] of rule.set) {
        const key = name.toLowerCase();
        const earlier = headers.get(key);
        headers.set(
          key,
          combine === 'join' && earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value],
        );
      }
    }
    return [...headers.values()];
  };
}
