/**
 * The no-openings cleanup (the first post-build step after the export's check): with no role to
 * show, the export has one placeholder page, /jobs/no-openings (Next refuses an empty list of
 * /jobs/<slug> pages; app/jobs/[slug]/page.tsx), which renders the 404 and must not be served.
 * This step removes every file Next wrote for it.
 *
 * Contract (scripts/build/step-contract.ts), on Next 16's names for a page's files
 * (next/dist/export/index.js): its HTML `jobs/no-openings.html`, its payload
 * `jobs/no-openings.txt`, and its segments for the router's prefetches in the folder
 * `jobs/no-openings/` (`__next.<segment path, dotted>.txt`); older versions wrote segments named
 * `__next.jobs.no-openings…` beside it, also removed.
 * - When the build had no role (`expected`), the page's HTML must be there to remove: a placeholder
 *   written under another name would otherwise be served.
 * - After the removal no file or folder under out/jobs/ (where Next writes a /jobs/<slug> page's
 *   files) may have the slug in its name: a name this step does not know stops the build, naming
 *   it. (No role's slug holds `no-openings`.)
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NO_OPENINGS_SLUG } from '../../lib/jobs/openings';
import { expectMarkup } from './step-contract';

export const NO_OPENINGS_STEP = 'no-openings';

/** The placeholder's files and folder in out/, as Next 16 names them. */
const KNOWN = [
  `jobs/${NO_OPENINGS_SLUG}.html`,
  `jobs/${NO_OPENINGS_SLUG}.txt`,
  `jobs/${NO_OPENINGS_SLUG}`,
];

/** Every path under out/jobs (relative to out/, forward slashes) whose name holds the slug. */
function placeholderPaths(outDir: string, base = 'jobs'): string[] {
  const dir = path.join(outDir, base);
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.name.includes(NO_OPENINGS_SLUG)) found.push(rel);
    else if (entry.isDirectory()) found.push(...placeholderPaths(outDir, rel));
  }
  return found;
}

/**
 * Removes the placeholder page's files from `outDir`; `expected`: the build had no role, so Next
 * wrote the placeholder. Returns what was removed (relative to out/); throws the step's
 * StepContractError when the export is not what the step knows.
 */
export function removeNoOpeningsPage(
  outDir: string,
  { expected }: { expected: boolean },
): string[] {
  const removed: string[] = [];
  for (const known of KNOWN) {
    if (!existsSync(path.join(outDir, known))) continue;
    rmSync(path.join(outDir, known), { recursive: true, force: true });
    removed.push(known);
  }
  const jobs = path.join(outDir, 'jobs');
  for (const file of existsSync(jobs) ? readdirSync(jobs) : []) {
    if (!file.startsWith(`__next.jobs.${NO_OPENINGS_SLUG}`)) continue;
    rmSync(path.join(jobs, file), { recursive: true, force: true });
    removed.push(`jobs/${file}`);
  }
  if (expected)
    expectMarkup(
      removed.includes(KNOWN[0]!),
      NO_OPENINGS_STEP,
      'out/',
      `${KNOWN[0]}, the placeholder page a build without roles has`,
    );
  const left = placeholderPaths(outDir);
  expectMarkup(
    left.length === 0,
    NO_OPENINGS_STEP,
    left.join(', '),
    `name this step removes for the placeholder page (${KNOWN.join(', ')}, jobs/__next.jobs.${NO_OPENINGS_SLUG}…)`,
  );
  return removed;
}
