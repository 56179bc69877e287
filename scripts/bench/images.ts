/**
 * `npm run bench:images`: the photo pipeline against the budget. A 6000×4000 JPEG of about
 * 5 MB (a 24-megapixel camera's; made by scripts/bench/synthetic-photo.ts, kept in
 * node_modules/.cache/bench-images so later runs skip the minute it takes) goes through
 * lib/blog/images.ts as a post's cover:
 * - what each screen downloads: the rendition a browser picks from the srcset for the cover's
 *   width (COVER_SIZES.article) times the screen's device pixel ratio — the smallest candidate at
 *   least that wide, as Chromium, Safari and Firefox choose — for AVIF, WebP and the JPEG fallback;
 *   budget: ≤ 120 KB on a 390 px phone, ≤ 300 KB on a 1280 px desktop (at DPR 1 and 2);
 * - the time to make every rendition with an empty cache (a new photo) and with a warm one (a
 *   rebuild with no new photo), then the project's whole image step (scripts/build/blog-images.ts,
 *   check included) as `npm run build` runs it, warm.
 * Options: --fresh (make the original again). Exits 1 when a budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  imageOutputDir,
  processImage,
  variantName,
  variantWidths,
  type ImageFormat,
} from '../../lib/blog/images';
import { syntheticPhoto } from './synthetic-photo';

const projectRoot = path.resolve(__dirname, '../..');
const KB = 1024;

/** Screens: the cover's CSS width there (COVER_SIZES.article: 896 px from 960, else 100vw − 2.5 rem) and the DPR. */
const SCREENS = [
  { name: '390 px phone, DPR 3 (recent iPhones, Pixels)', viewport: 390, dpr: 3, budget: 120 },
  { name: '390 px phone, DPR 2', viewport: 390, dpr: 2, budget: 120 },
  { name: '412 px, DPR 1.75 (Lighthouse mobile)', viewport: 412, dpr: 1.75, budget: 120 },
  { name: '1280 px desktop, DPR 1', viewport: 1280, dpr: 1, budget: 300 },
  { name: '1280 px desktop, DPR 2 (laptops)', viewport: 1280, dpr: 2, budget: 300 },
];

function coverCssWidth(viewport: number): number {
  if (viewport >= 960) return 896;
  if (viewport >= 640) return viewport - 64;
  return viewport - 40;
}

/** The srcset candidate a browser picks: the smallest at least `needed` device pixels wide, else the largest. */
function pick(widths: number[], needed: number): number {
  return widths.find((w) => w >= needed) ?? widths[widths.length - 1];
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  const cacheDir = path.join(projectRoot, 'node_modules/.cache/bench-images');
  mkdirSync(cacheDir, { recursive: true });
  const original = path.join(cacheDir, 'cover-6000x4000.jpg');
  if (fresh || !existsSync(original)) {
    const started = performance.now();
    writeFileSync(original, await syntheticPhoto({ width: 6000, height: 4000 }));
    console.log(`made the original in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const meta = await sharp(original).metadata();
  console.log(
    `original: ${meta.width}×${meta.height} JPEG, ${(statSync(original).size / 1024 / 1024).toFixed(2)} MB\n`,
  );

  const root = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  process.env.BLOG_IMAGE_CACHE_DIR = path.join(root, 'cache');
  try {
    let started = performance.now();
    const cold = await processImage(original, { root, share: true });
    const coldSeconds = (performance.now() - started) / 1000;
    rmSync(imageOutputDir(root), { recursive: true });
    started = performance.now();
    const warm = await processImage(original, { root, share: true });
    const warmSeconds = (performance.now() - started) / 1000;

    const widths = variantWidths(meta.width!);
    const bytes = (w: number, f: ImageFormat) =>
      statSync(path.join(imageOutputDir(root), variantName(original, w, f))).size;
    console.log('renditions (KB):');
    console.log(`| width | ${IMAGE_FORMATS.join(' | ')} |`);
    console.log(`|---|${IMAGE_FORMATS.map(() => '---').join('|')}|`);
    for (const w of widths)
      console.log(
        `| ${w} | ${IMAGE_FORMATS.map((f) => (bytes(w, f) / KB).toFixed(0)).join(' | ')} |`,
      );

    console.log('\nwhat each screen downloads for the cover (KB):');
    console.log(
      '| screen | cover CSS px | needs px | picks | AVIF | WebP | JPEG | budget | within |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    let missed = 0;
    for (const screen of SCREENS) {
      const css = coverCssWidth(screen.viewport);
      const needed = Math.ceil(css * screen.dpr);
      const w = pick(widths, needed);
      const [avif, webp, jpeg] = IMAGE_FORMATS.map((f) => bytes(w, f) / KB);
      // Every browser in use takes AVIF or WebP; the JPEG is for the rest.
      const ok = avif <= screen.budget && webp <= screen.budget;
      if (!ok) missed += 1;
      console.log(
        `| ${screen.name} | ${css} | ${needed} | ${w} w | ${avif.toFixed(0)} | ${webp.toFixed(0)} | ${jpeg.toFixed(0)} | ${screen.budget} | ${ok ? 'yes' : 'NO'} |`,
      );
    }

    console.log(`\nencoding, one 6000×4000 cover (${cold.files.length} files):`);
    console.log(
      `  empty cache (a new photo): ${coldSeconds.toFixed(1)} s, ${cold.encoded} encoded`,
    );
    console.log(
      `  warm cache (a rebuild):    ${warmSeconds.toFixed(2)} s, ${warm.encoded} encoded, ${warm.fromCache} copied from the cache`,
    );

    // The project's image step as the build runs it (check included), twice: the second is a rebuild.
    const step = () => {
      const t = performance.now();
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/build/blog-images.ts'],
        { cwd: projectRoot, encoding: 'utf8' },
      );
      return { seconds: (performance.now() - t) / 1000, line: out.trim().split('\n').pop() };
    };
    const first = step();
    const again = step();
    console.log(
      `  the project's image step, first run: ${first.seconds.toFixed(1)} s (process start and check included)\n    ${first.line}`,
    );
    console.log(
      `  the project's image step on a rebuild: ${again.seconds.toFixed(1)} s\n    ${again.line}`,
    );
    if (missed > 0) {
      console.error(`\nbench:images: ${missed} screen(s) over budget`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
