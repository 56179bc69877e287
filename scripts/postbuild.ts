/**
 * Runs after `next build`: checks the export is complete. (Later steps of the build pipeline,
 * such as generated host headers, hook in here.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(__dirname, '..', 'out');
for (const file of ['index.html', '404.html']) {
  if (!existsSync(path.join(outDir, file))) {
    console.error(`postbuild: out/${file} is missing; the static export is incomplete.`);
    process.exit(1);
  }
}
console.log('postbuild: export complete in out/');
