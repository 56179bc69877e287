/**
 * `npm run check:content`: every rule a blog post must pass (lib/blog/content-check.ts), in a few
 * seconds and without building. Before it, the only check of a post was a full build (25 s here,
 * more on a laptop) or `npm test`. Prints `file:line: what is wrong — how to fix it` for each
 * finding and exits 1 when there is an error (warnings alone exit 0).
 * Then every opening of content/jobs by the same standard (lib/jobs/check.ts).
 * BLOG_CONTENT_DIR and JOBS_CONTENT_DIR check other folders.
 */
import { performance } from 'node:perf_hooks';
import { checkContent, formatFinding } from '../../lib/blog/content-check';
import { checkJobs } from '../../lib/jobs/check';

async function main() {
  const started = performance.now();
  const result = await checkContent();
  const jobs = checkJobs();
  for (const finding of [...result.findings, ...jobs.findings]) console.log(formatFinding(finding));
  result.errors += jobs.findings.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const images = result.rasters.length + result.svgCopies.length;
  const summary = `check:content: ${result.posts} ${result.posts === 1 ? 'post' : 'posts'}, ${jobs.jobs} ${jobs.jobs === 1 ? 'opening' : 'openings'}, ${images} ${images === 1 ? 'image' : 'images'} beside or in posts; ${result.errors} ${result.errors === 1 ? 'error' : 'errors'}, ${result.warnings} ${result.warnings === 1 ? 'warning' : 'warnings'} (${seconds} s)`;
  if (result.errors > 0) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}

main().catch((error) => {
  console.error(`check:content: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
