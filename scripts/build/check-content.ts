/**
 * `npm run check:content`: every rule a blog post (lib/blog/content-check.ts), an opening
 * (lib/jobs/check.ts), a talent profile (lib/talent), the data files (the FAQ, testimonials, contact facts:
 * lib/content/data-files.ts), the legal pages (lib/content/legal.ts) and the pages' records
 * (content/pages.ts: lib/content/page-records.ts) must pass, in a few seconds and without
 * building. Before it, the only check of a post was a full build (25 s here, more on a laptop) or
 * `npm test`.
 * Prints each finding as `file:line: what is wrong — how to fix it` (lib/content/findings.ts) and
 * exits 1 when there is an error (warnings alone exit 0). On GitHub Actions (GITHUB_ACTIONS=true)
 * each finding is also a workflow command, so the pull request shows it on its line of the diff.
 * BLOG_CONTENT_DIR, JOBS_CONTENT_DIR and TALENT_CONTENT_DIR check other folders.
 */
import { performance } from 'node:perf_hooks';
import { checkContent } from '../../lib/blog/content-check';
import { checkDataFiles } from '../../lib/content/data-files';
import { checkLegalDocuments } from '../../lib/content/legal';
import { checkPageRecords } from '../../lib/content/page-records';
import { byFileAndLine, formatFinding, githubAnnotation } from '../../lib/content/findings';
import { checkJobs } from '../../lib/jobs/check';
import { checkProfiles } from '../../lib/talent';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function main() {
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
  const annotate = process.env.GITHUB_ACTIONS === 'true';
  for (const finding of findings) {
    console.log(formatFinding(finding));
    if (annotate) console.log(githubAnnotation(finding));
  }
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const images = posts.rasters.length + posts.svgCopies.length;
  const summary = `check:content: ${count(posts.posts, 'post')}, ${count(jobs.jobs, 'opening')}, ${count(talent.profiles, 'talent profile')}, ${count(images, 'image')} beside or in posts; ${count(errors, 'error')}, ${count(warnings, 'warning')} (${seconds} s)`;
  if (errors > 0) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}

main().catch((error) => {
  console.error(`check:content: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
