/**
 * `npx tsx scripts/ops/export-compare.ts <before out/> <after out/>`: what a visitor and a search
 * engine read on every exported page — the visible text, the links, the <head>'s title, meta and
 * link tags, and the JSON-LD — compared between two exports. Prints one line per page that
 * differs (and what differs), then a summary; exits 1 when anything differs. For a change that
 * must not change the site (a refactor): build before, keep a copy of out/, build after, compare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type PageFacts = { text: string; links: string[]; head: string[]; jsonLd: unknown[] };

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The facts of one page's HTML (the CSP's per-build hashes and Next's build ids left out). */
export function pageFacts(html: string): PageFacts {
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const tags = [...head.matchAll(/<(title)>([^<]*)<\/title>|<(meta|link)\b([^>]*)>/g)]
    .map((m) => (m[1] ? `title ${decode(m[2])}` : `${m[3]} ${m[4].replace(/\s+/g, ' ').trim()}`))
    .filter(
      (t) =>
        !/http-equiv="Content-Security-Policy"|rel="(preload|stylesheet|modulepreload)"|\/_next\/static/.test(
          t,
        ),
    )
    // Next appends a hash of the image route's source file to the card and icon URLs
    // (opengraph-image?<hash>): a moved import changes it, not the image. The images themselves
    // are compared byte for byte below.
    .map((t) => t.replace(/(opengraph-image|apple-icon|icon)\?[0-9a-f]{16}/g, '$1?<source-hash>'));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]));
  const visible = body
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  const links = [...body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]));
  return { text: decode(visible).replace(/\s+/g, ' ').trim(), links, head: tags, jsonLd };
}

export function exportFacts(outDir: string): Map<string, PageFacts> {
  const pages = new Map<string, PageFacts>();
  for (const file of readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    pages.set(file, pageFacts(readFileSync(path.join(outDir, file), 'utf8')));
  }
  return pages;
}

/** The generated images (Open Graph cards, icons) of an export, by path. */
function images(outDir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const file of readdirSync(outDir, { recursive: true }).map(String)) {
    if (/(^|\/)(opengraph-image|apple-icon|favicon\.ico)$|^icons\/.+\.png$/.test(file))
      found.set(file, readFileSync(path.join(outDir, file)));
  }
  return found;
}

export function compareExports(before: string, after: string): string[] {
  const a = exportFacts(before);
  const b = exportFacts(after);
  const lines: string[] = [];
  const ia = images(before);
  const ib = images(after);
  for (const file of new Set([...ia.keys(), ...ib.keys()])) {
    if (!ia.get(file)?.equals(ib.get(file) ?? Buffer.alloc(0)))
      lines.push(`${file}: image differs`);
  }
  for (const page of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(page);
    const y = b.get(page);
    if (!x || !y) {
      lines.push(`${page}: only in ${x ? 'before' : 'after'}`);
      continue;
    }
    const differs = (Object.keys(x) as (keyof PageFacts)[]).filter(
      (k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]),
    );
    if (differs.length) lines.push(`${page}: ${differs.join(', ')} differ`);
  }
  return lines;
}

if (require.main === module) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: export-compare.ts <before out/> <after out/>');
    process.exit(2);
  }
  const lines = compareExports(before, after);
  const pages = exportFacts(after).size;
  for (const line of lines) console.log(line);
  console.log(
    `${pages} pages compared (text, links, head metadata, JSON-LD) and ${images(after).size} images (cards, icons): ${lines.length} differ`,
  );
  process.exitCode = lines.length ? 1 : 0;
}
