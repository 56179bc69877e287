/**
 * The blog's photo pipeline (no JSX). An editor drops a JPEG, PNG, WebP or AVIF beside a post (or
 * in public/blog/) and uses it as the cover or as `![alt](file)` in the body. No reader gets the
 * raw file (a 5 MB photo to a phone, with no width and height, so the text jumps when it arrives):
 * at build (`scripts/build/blog-images.ts`, run by `npm run build` before `next build`), sharp
 * resizes each original to the responsive widths below and encodes AVIF, WebP and a JPEG fallback
 * into public/_img/ (so into out/_img/), keyed by the original's content hash; the pages render them as <picture> with srcset, sizes and the intrinsic size
 * (components/blog/Picture.tsx). Encoded files are cached in node_modules/.cache/blog-images, so a
 * rebuild with no new image encodes nothing.
 *
 * The names depend only on the original's bytes, its size and the constants here, so the pages
 * (rendered by Next) and the build step agree without a manifest. sharp is loaded lazily: the
 * sitemap, the feed and the loader's tests import this file without the native module.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Sharp } from 'sharp';

/** Formats an editor may use for a photo. */
export const RASTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;
/** Every image format a post may use (an SVG is shipped as drawn). */
export const IMAGE_EXTENSIONS = [...RASTER_EXTENSIONS, '.svg'] as const;
/** Originals beyond these are not sensible for a web page and fail the check by name. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8000;
/**
 * Responsive widths in device pixels. 480: a card on a 1x screen; 720: a phone at Lighthouse's
 * 412 px × 1.75; 960 and 1280: a 390 px phone at DPR 2 and 3, a desktop article (896 CSS px) at
 * 1x; 1600 and 1920: desktops at 2x. Never wider than the original.
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1280, 1600, 1920] as const;
/** Output formats, best first; the last is the fallback in <img src>. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const EXT: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** Encoder settings: tuned so a 6000×4000 photo stays inside the budget (`npm run bench:images`). */
export const ENCODER = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
} as const;
/** The social card cut from a photo cover (Open Graph, JSON-LD): 1200×630 JPEG. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
/** What an editor writes as alt text for an image that carries no information. */
export { DECORATIVE_ALT } from '@/lib/content/fields';

/** Where processed images go (copied to out/_img by next build) and their URL prefix. */
export const IMAGE_URL_PREFIX = '/_img/';
export function imageOutputDir(root = process.cwd()): string {
  return path.join(root, 'public', '_img');
}
/** Encoded files kept between builds, named by content hash, width and format. */
export function imageCacheDir(root = process.cwd()): string {
  return (
    process.env.BLOG_IMAGE_CACHE_DIR || path.join(root, 'node_modules', '.cache', 'blog-images')
  );
}

export function isRasterFile(file: string): boolean {
  return (RASTER_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase());
}

const hashes = new Map<string, { key: string; hash: string }>();
/**
 * The first 12 hex digits of the sha256 of the original and the encoder settings (cached per file,
 * size and modification time): new settings give new names, so no browser keeps an old rendition.
 */
export function contentHash(file: string): string {
  const stat = statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = hashes.get(file);
  if (known && known.key === key) return known.hash;
  const hash = createHash('sha256')
    .update(readFileSync(file))
    .update(JSON.stringify(ENCODER))
    .digest('hex')
    .slice(0, 12);
  hashes.set(file, { key, hash });
  return hash;
}

/** A readable, URL-safe stem from the original's file name. */
function stem(file: string): string {
  return (
    path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  );
}

/** The file name of one rendition (`hiring-panel-3fa2c1d09b7e-960.avif`). */
export function variantName(file: string, width: number | 'share', format: ImageFormat): string {
  return `${stem(file)}-${contentHash(file)}-${width}.${EXT[format]}`;
}

/** The file name an SVG beside a post is published under (an SVG in public/ keeps its address). */
export function svgCopyName(file: string): string {
  return `${stem(file)}-${contentHash(file)}.svg`;
}

/** The widths made for an original `width` pixels wide: the standard ones below it, and its own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** The social card of a photo cover: its URL and size. */
export function shareImage(file: string): { src: string; width: number; height: number } {
  return { src: `${IMAGE_URL_PREFIX}${variantName(file, 'share', 'jpeg')}`, ...SHARE_SIZE };
}

type SharpFactory = typeof import('sharp').default;
async function loadSharp(): Promise<SharpFactory> {
  const mod = (await import('sharp')) as unknown as { default?: SharpFactory };
  return mod.default ?? (mod as unknown as SharpFactory);
}

export type ImageInfo = {
  /** sharp's name of the decoded format: jpeg, png, webp, heif (AVIF), svg... */
  format: string;
  /** Displayed size (EXIF orientation applied). */
  width: number;
  height: number;
  bytes: number;
};

const infos = new Map<string, { key: string; info: ImageInfo }>();
/** Size and format from the file's header (sharp metadata: nothing is decoded or encoded). */
export async function readImageInfo(file: string): Promise<ImageInfo> {
  const stat = statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = infos.get(file);
  if (known && known.key === key) return known.info;
  const sharp = await loadSharp();
  const meta = await sharp(file, { limitInputPixels: false }).metadata();
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const info = {
    format: meta.format,
    width: oriented.width,
    height: oriented.height,
    bytes: stat.size,
  };
  infos.set(file, { key, info });
  return info;
}

/** The formats each extension may hold (sharp reports AVIF as heif). */
const FORMATS_BY_EXTENSION: Record<string, string[]> = {
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  '.png': ['png'],
  '.webp': ['webp'],
  '.avif': ['heif', 'avif'],
};

/**
 * What is wrong with a raster original, as `problem — fix` pairs (empty when it can be used).
 * `name` is how the editor knows the file (its path in the project).
 */
export function rasterProblems(name: string, info: ImageInfo): { message: string; fix: string }[] {
  const problems: { message: string; fix: string }[] = [];
  const expected = FORMATS_BY_EXTENSION[path.extname(name).toLowerCase()] ?? [];
  if (!expected.includes(info.format)) {
    problems.push({
      message: `${name} is named ${path.extname(name)} but holds a ${info.format.toUpperCase()} image`,
      fix: 'export it again as JPEG, PNG, WebP or AVIF with the matching extension',
    });
  }
  if (info.bytes > MAX_IMAGE_BYTES) {
    problems.push({
      message: `${name} is ${(info.bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_IMAGE_BYTES / 1024 / 1024} MB limit`,
      fix: 'export it again at a lower quality or size (3000 px wide at 85% JPEG quality is plenty)',
    });
  }
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE) {
    problems.push({
      message: `${name} is ${info.width} × ${info.height} px, over the ${MAX_IMAGE_SIDE} px limit on a side`,
      fix: 'resize it to at most 4000 px on its longer side (the site shows it at 1920 px at most)',
    });
  }
  return problems;
}

export type PictureSource = { type: string; srcset: string };
/** Everything a <picture> needs: one source per modern format, the JPEG fallback, the intrinsic size. */
export type PictureData = {
  width: number;
  height: number;
  sources: PictureSource[];
  /** The JPEG fallback: src (a middle width) and its srcset. */
  src: string;
  srcset: string;
};

/** The rendition list of one original, in the order they are written. */
export function plannedVariants(
  file: string,
  width: number,
): { width: number; format: ImageFormat; name: string }[] {
  return variantWidths(width).flatMap((w) =>
    IMAGE_FORMATS.map((format) => ({ width: w, format, name: variantName(file, w, format) })),
  );
}

/**
 * The <picture> data of an original. In `next dev` the renditions are made on demand (a new photo
 * shows on reload); in a build they must already exist (the build's image step made them), else
 * the page would link to missing files, so the render stops and names the step.
 */
export async function pictureOf(file: string, { root = process.cwd() } = {}): Promise<PictureData> {
  const info = await readImageInfo(file);
  const planned = plannedVariants(file, info.width);
  const outDir = imageOutputDir(root);
  const missing = planned.filter((v) => !existsSync(path.join(outDir, v.name)));
  if (missing.length > 0) {
    if (process.env.NODE_ENV === 'development') {
      await processImage(file, { root });
    } else {
      throw new Error(
        `${path.relative(root, file)}: its resized copies (public/_img/${missing[0].name}, ...) are missing. Build with \`npm run build\`, which runs scripts/build/blog-images.ts before next build.`,
      );
    }
  }
  const widths = variantWidths(info.width);
  const srcsetOf = (format: ImageFormat) =>
    widths.map((w) => `${IMAGE_URL_PREFIX}${variantName(file, w, format)} ${w}w`).join(', ');
  const fallbackWidth = widths.find((w) => w >= 960) ?? widths[widths.length - 1];
  const scale = widths[widths.length - 1] / info.width;
  return {
    // The intrinsic size of the largest rendition: the browser reserves the box from its ratio.
    width: widths[widths.length - 1],
    height: Math.round(info.height * scale),
    sources: IMAGE_FORMATS.filter((f) => f !== 'jpeg').map((format) => ({
      type: MIME[format],
      srcset: srcsetOf(format),
    })),
    src: `${IMAGE_URL_PREFIX}${variantName(file, fallbackWidth, 'jpeg')}`,
    srcset: srcsetOf('jpeg'),
  };
}

function encoder(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ ...ENCODER.avif });
  if (format === 'webp') return pipeline.webp({ ...ENCODER.webp });
  return pipeline.jpeg({ ...ENCODER.jpeg, progressive: true });
}

/** Writes through a temporary name, so a build stopped half-way never leaves a truncated image. */
function writeAtomic(file: string, data: Buffer) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

export type ProcessResult = { files: string[]; encoded: number; fromCache: number };

/**
 * Makes every rendition of one original in public/_img (and, with `share`, its 1200×630 social
 * card). Each rendition is taken from the cache when there, else encoded and cached. The original
 * is decoded once, to the largest width, and the smaller widths are made from that.
 * Metadata (EXIF, GPS position, camera) is not copied into the renditions.
 */
export async function processImage(
  file: string,
  { root = process.cwd(), share = false }: { root?: string; share?: boolean } = {},
): Promise<ProcessResult> {
  const outDir = imageOutputDir(root);
  const cacheDir = imageCacheDir(root);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const info = await readImageInfo(file);
  const planned: { name: string; make: () => Promise<Buffer> }[] = [];
  let master:
    | Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }>
    | undefined;
  const sharp = await loadSharp();
  const getMaster = () =>
    (master ??= sharp(file, { limitInputPixels: false })
      .autoOrient()
      .resize({
        width: Math.min(info.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]),
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info: raw }) => ({
        data,
        info: { width: raw.width, height: raw.height, channels: raw.channels },
      })));
  for (const variant of plannedVariants(file, info.width)) {
    planned.push({
      name: variant.name,
      make: async () => {
        const { data, info: raw } = await getMaster();
        const pipeline = sharp(data, { raw }).resize({ width: variant.width });
        return encoder(
          variant.format === 'jpeg' ? pipeline.flatten({ background: '#ffffff' }) : pipeline,
          variant.format,
        ).toBuffer();
      },
    });
  }
  if (share) {
    planned.push({
      name: variantName(file, 'share', 'jpeg'),
      make: () =>
        sharp(file, { limitInputPixels: false })
          .autoOrient()
          .resize({ ...SHARE_SIZE, fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
    });
  }
  let encoded = 0;
  let fromCache = 0;
  // All renditions at once: sharp queues them on libvips' thread pool (one thread per core).
  await Promise.all(
    planned.map(async ({ name, make }) => {
      const target = path.join(outDir, name);
      const cached = path.join(cacheDir, name);
      if (existsSync(target)) {
        fromCache += 1;
      } else if (existsSync(cached)) {
        copyFileSync(cached, target);
        fromCache += 1;
      } else {
        writeAtomic(cached, await make());
        copyFileSync(cached, target);
        encoded += 1;
      }
    }),
  );
  return { files: planned.map((p) => p.name), encoded, fromCache };
}
