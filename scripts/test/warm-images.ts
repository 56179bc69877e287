/**
 * Encodes the photos of a folder of posts into the build's image cache (lib/blog/images.ts:
 * node_modules/.cache/blog-images, or BLOG_IMAGE_CACHE_DIR), so that a later build of those posts
 * finds every rendition there. `npm test` warms the fixture export's photos this way while the
 * real export is built and tested, instead of encoding them inside the fixture export's build.
 * The renditions themselves go to a folder that is thrown away; the cache is written atomically,
 * so a build reading it meanwhile sees whole files or none.
 *
 *   npx tsx scripts/test/warm-images.ts <folder of posts>
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageCacheDir, isRasterFile, processImage } from '../../lib/blog/images';

const ROOT = path.resolve(__dirname, '../..');

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: npx tsx scripts/test/warm-images.ts <folder of posts>');
    process.exit(2);
  }
  process.env.BLOG_IMAGE_CACHE_DIR ||= imageCacheDir(ROOT);
  const names = readdirSync(folder);
  // A cover also gets its social card: the covers are the posts' `image:` values.
  const covers = new Set(
    names
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8').match(/^image:\s*(\S+)\s*$/m))
      .map((match) => match?.[1].replace(/^['"]|['"]$/g, '')),
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'warm-images-'));
  try {
    let encoded = 0;
    let cached = 0;
    const photos = names.filter(isRasterFile);
    for (const name of photos) {
      const done = await processImage(path.join(folder, name), {
        root: scratch,
        share: covers.has(name),
      });
      encoded += done.encoded;
      cached += done.fromCache;
    }
    console.log(
      `warm-images: ${photos.length} photos of ${folder}: ${encoded} renditions encoded, ${cached} already in ${process.env.BLOG_IMAGE_CACHE_DIR}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`warm-images: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
