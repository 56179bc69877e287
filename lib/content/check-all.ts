/**
 * The whole of `npm run check:content` (scripts/build/check-content.ts) as a function: every rule
 * a blog post (lib/blog/content-check.ts), an opening (lib/jobs/check.ts), a talent profile
 * (lib/talent), the data files (lib/content/data-files.ts), the legal pages (lib/content/legal.ts)
 * and the pages' records (lib/content/page-records.ts) must pass, and what the command prints and
 * its exit status. The script only writes these out; tests call it in their own process.
 * Each finding is a line `file:line: what is wrong — how to fix it` (lib/content/findings.ts); on
 * GitHub Actions (GITHUB_ACTIONS=true) each is followed by its workflow command, so the pull
 * request shows it on its line of the diff. The summary goes to stderr when there is an error
 * (exit status 1), else to stdout (warnings alone pass). BLOG_CONTENT_DIR, JOBS_CONTENT_DIR,
 * TALENT_CONTENT_DIR and CONTENT_DATA_DIR check other folders.
 */
import { performance } from 'node:perf_hooks';
import { checkContent } from '../blog/content-check';
import { checkJobs } from '../jobs/check';
import { checkProfiles } from '../talent';
import { checkDataFiles } from './data-files';
import { byFileAndLine, formatFinding, githubAnnotation } from './findings';
import { checkLegalDocuments } from './legal';
import { checkPageRecords } from './page-records';

/** What the command prints on each stream, and its exit status. */
export type ContentCheckRun = { status: 0 | 1; stdout: string; stderr: string };

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function report(annotate: boolean): Promise<ContentCheckRun> {
  const started = performance.now();
  const posts = await checkContent();
  const jobs = checkJobs();
  const talent = checkProfiles();
  const findings = [
    ...posts.findings,
    ...jobs.findings,
    ...talent.findings,
    ...checkDataFiles(),
    ...checkLegalDocuments(),
    ...checkPageRecords(),
  ].sort(byFileAndLine);
  const lines = findings.flatMap((finding) =>
    annotate ? [formatFinding(finding), githubAnnotation(finding)] : [formatFinding(finding)],
  );
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const images = posts.rasters.length + posts.svgCopies.length;
  const summary = `check:content: ${count(posts.posts, 'post')}, ${count(jobs.jobs, 'opening')}, ${count(talent.profiles, 'talent profile')}, ${count(images, 'image')} beside or in posts; ${count(errors, 'error')}, ${count(warnings, 'warning')} (${seconds} s)`;
  const text = (rows: string[]) => rows.map((row) => `${row}\n`).join('');
  return errors > 0
    ? { status: 1, stdout: text(lines), stderr: text([summary]) }
    : { status: 0, stdout: text([...lines, summary]), stderr: '' };
}

/** Every check, on the folders the environment names; a check that throws is a failed run naming why. */
export async function runContentCheck(
  env: Record<string, string | undefined> = process.env,
): Promise<ContentCheckRun> {
  try {
    return await report(env.GITHUB_ACTIONS === 'true');
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { status: 1, stdout: '', stderr: `check:content: ${why}\n` };
  }
}
