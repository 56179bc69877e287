/**
 * The headers a static host sends for a request path, computed from the export's own header file
 * the way that host documents (or, where its documentation is silent, implements) reading it. Each
 * entry is one header line as sent: a header set by several matching rules may appear once with
 * the values joined, or once with the last value, as that host does.
 */
export type HostHeaders = (path: string) => Array<[name: string, value: string]>;

/** One header's value as a browser reads it (several lines of it joined by ", "), or undefined. */
export function headerValue(headers: Array<[string, string]>, name: string): string | undefined {
  const values = headers
    .filter(([key]) => key.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
  return values.length > 0 ? values.join(', ') : undefined;
}

/**
 * The `_headers` file's blocks as written: a path line, then indented `Name: value` lines; `#`
 * starts a comment. Lines other than these are kept as `other` for the host to read its way.
 */
export type HeadersFileBlock = { pattern: string; lines: string[] };

export function headersFileBlocks(text: string): HeadersFileBlock[] {
  const blocks: HeadersFileBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) blocks.push({ pattern: line, lines: [] });
    else blocks.at(-1)?.lines.push(line);
  }
  return blocks;
}

/** A header line's name and value (`Name: value`), or undefined when it is not one. */
export function headerLine(line: string): [string, string] | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  const name = line.slice(0, colon).trim();
  const value = line.slice(colon + 1).trim();
  return name && value ? [name, value] : undefined;
}
