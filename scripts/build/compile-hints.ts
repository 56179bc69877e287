/**
 * Marks the script chunks that pages run at start-up for eager compilation.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Next's runtime
 * calls into React DOM and its own client code all at once when the last chunk arrives, so that
 * compilation lands in the page's longest task. A file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136 and later) is compiled
 * whole while it streams in, on a background thread. Browsers without the feature read a comment.
 *
 * Only chunks that some page loads at start-up get the hint (its script tags, and the chunks its
 * flight data names for hydration); chunks loaded later, on demand, stay lazy.
 *
 * Contract (scripts/build/step-contract.ts): the pages name at least one start-up chunk
 * (`/_next/static/….js`) and each is a file in out/; otherwise the build stops naming
 * compile-hints.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expectMarkup } from './step-contract';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script's text with the hint as its first line (it only counts there); idempotent. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** Adds the hint to each of the given same-origin chunks of outDir; returns how many were changed. */
export function hintChunks(outDir: string, chunkUrls: Iterable<string>): number {
  const urls = [...new Set(chunkUrls)].filter(
    (url) => url.startsWith('/_next/static/') && url.endsWith('.js'),
  );
  expectMarkup(urls.length > 0, 'compile-hints', 'the export', 'start-up chunk /_next/static/….js');
  let changed = 0;
  for (const url of urls) {
    const file = path.join(outDir, ...url.split('/').filter(Boolean));
    expectMarkup(existsSync(file), 'compile-hints', 'the export', `file ${url} in out/`);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}
