/**
 * A build step (`npm run build` = check-data.ts, this, next build, then postbuild.ts):
 * 1. checks every blog post with lib/blog/content-check.ts, the rules `npm run check:content` runs,
 *    and stops the build on an error, with the same `file:line: ... — ...` lines;
 * 2. makes the responsive renditions of every photo a post uses (cover or body image), AVIF, WebP
 *    and JPEG in each width, plus the 1200×630 social card of photo covers, in public/_img/
 *    (next build copies them to out/_img/), with sharp (lib/blog/images.ts);
 * 3. copies SVGs that sit beside a post to public/_img/ under a content-hashed name;
 * 4. removes from public/_img/ what no post uses any more.
 * So no photo ships as its raw file (5 MB to a phone, no size, no lazy loading).
 * Encoded files are cached in node_modules/.cache/blog-images (BLOG_IMAGE_CACHE_DIR), keyed by the
 * original's content hash, the width and the format, so a rebuild with no new photo encodes nothing.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkContent } from '../../lib/blog/content-check';
import { formatFinding } from '../../lib/content/findings';
import { imageOutputDir, processImage, svgCopyName } from '../../lib/blog/images';

async function main() {
  const started = performance.now();
  const result = await checkContent();
  for (const finding of result.findings) console.log(formatFinding(finding));
  if (result.errors > 0) {
    console.error(
      `blog-images: ${result.errors} ${result.errors === 1 ? 'problem' : 'problems'} in the blog posts (above); the build stops. \`npm run check:content\` checks again in seconds.`,
    );
    process.exit(1);
  }
  const outDir = imageOutputDir();
  mkdirSync(outDir, { recursive: true });
  const keep = new Set<string>();
  let encoded = 0;
  let fromCache = 0;
  // One image at a time: each encode already uses every core through libvips.
  for (const file of result.rasters) {
    const done = await processImage(file, { share: result.covers.includes(file) });
    done.files.forEach((name) => keep.add(name));
    encoded += done.encoded;
    fromCache += done.fromCache;
  }
  for (const file of result.svgCopies) {
    const name = svgCopyName(file);
    if (!existsSync(path.join(outDir, name))) copyFileSync(file, path.join(outDir, name));
    keep.add(name);
  }
  let removed = 0;
  for (const name of readdirSync(outDir)) {
    if (!keep.has(name)) {
      rmSync(path.join(outDir, name), { force: true });
      removed += 1;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `blog-images: ${result.posts} posts checked; ${result.rasters.length} photos → ${keep.size} files in public/_img (${encoded} encoded, ${fromCache} from the cache, ${removed} removed) in ${seconds} s`,
  );
}

main().catch((error) => {
  console.error(`blog-images: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
