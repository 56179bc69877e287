/**
 * `npm run check:content`: every rule a blog post, an opening, a talent profile, the data files,
 * the legal pages and the pages' records must pass (lib/content/check-all.ts), in a few seconds
 * and without building. Before it, the only check of a post was a full build (25 s here, more on a
 * laptop) or `npm test`.
 * Prints each finding as `file:line: what is wrong — how to fix it` and exits 1 when there is an
 * error (warnings alone exit 0). On GitHub Actions (GITHUB_ACTIONS=true) each finding is also a
 * workflow command, so the pull request shows it on its line of the diff.
 * BLOG_CONTENT_DIR, JOBS_CONTENT_DIR and TALENT_CONTENT_DIR check other folders.
 */
import { runContentCheck } from '../../lib/content/check-all';

runContentCheck().then(({ status, stdout, stderr }) => {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = status;
});
