/**
 * The first step of `npm run build`: the data files editors change in /admin (the FAQ, the
 * testimonials, the contact facts) and the legal pages, checked against their schemas
 * (lib/content/data-files.ts, lib/content/legal.ts) before Next starts, so a bad edit stops the build in a second with the file, the line and the
 * field, the same findings `npm run check:content` prints.
 */
import { checkDataFiles } from '../../lib/content/data-files';
import { formatFinding } from '../../lib/content/findings';
import { checkLegalDocuments } from '../../lib/content/legal';

const findings = [...checkDataFiles(), ...checkLegalDocuments()];
for (const finding of findings) console.error(formatFinding(finding));
if (findings.some((f) => f.severity === 'error')) {
  console.error(
    `\nThe build stops: ${findings.length} problem(s) in the data files and legal pages (see docs/cms.md).`,
  );
  process.exit(1);
}
