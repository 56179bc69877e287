/**
 * The first step of `npm run build`: the data files editors change in /admin (the FAQ, the
 * testimonials, the contact facts) checked against their schemas (lib/content/data-files.ts)
 * before Next starts, so a bad edit stops the build in a second with the file, the line and the
 * field, the same findings `npm run check:content` prints.
 */
import { checkDataFiles } from '../../lib/content/data-files';
import { formatFinding } from '../../lib/content/findings';

const findings = checkDataFiles();
for (const finding of findings) console.error(formatFinding(finding));
if (findings.some((f) => f.severity === 'error')) {
  console.error(`\nThe build stops: ${findings.length} problem(s) in the data files (see docs/cms.md, "The data files").`);
  process.exit(1);
}
