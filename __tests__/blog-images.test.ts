/**
 * @jest-environment node
 *
 * The photo pipeline (lib/blog/images.ts) on a real JPEG: the example post's cover, a 2400×1350
 * photo-like picture of 262 KB. Every rendition is written with the right format and size, within
 * the budget, from the cache the second time, and without the camera's metadata.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_WIDTHS,
  contentHash,
  pictureOf,
  processImage,
  shareImage,
  variantName,
  variantWidths,
} from '@/lib/blog/images';

const PHOTO = path.join(
  process.cwd(),
  '__tests__/fixtures/blog-photo/hiring-timeline-city-lights.jpg',
);

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'blog-images-'));
  process.env.BLOG_IMAGE_CACHE_DIR = path.join(root, 'cache');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.BLOG_IMAGE_CACHE_DIR;
});

const out = (name: string) => path.join(root, 'public/_img', name);

describe('variantWidths', () => {
  it('makes the standard widths below the original and never enlarges', () => {
    expect(variantWidths(6000)).toEqual([...IMAGE_WIDTHS]);
    expect(variantWidths(1600)).toEqual([480, 720, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([480, 720, 960, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('processImage on a real JPEG', () => {
  it('is the modest photo the repository ships', async () => {
    const meta = await sharp(PHOTO).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 1350]);
    expect(statSync(PHOTO).size).toBeLessThanOrEqual(300 * 1024);
  });

  it('writes AVIF, WebP and JPEG in every width, and the 1200×630 social card', async () => {
    const result = await processImage(PHOTO, { root, share: true });
    expect(result.encoded).toBe(IMAGE_WIDTHS.length * 3 + 1);
    for (const width of IMAGE_WIDTHS) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const meta = await sharp(out(variantName(PHOTO, width, format))).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
          format,
          width,
          Math.round((width * 1350) / 2400),
        ]);
      }
    }
    const share = await sharp(out(variantName(PHOTO, 'share', 'jpeg'))).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 630]);
    expect(shareImage(PHOTO).src).toBe(`/_img/${variantName(PHOTO, 'share', 'jpeg')}`);
  }, 120_000);

  it("delivers within the budget: the phone's and the desktop's renditions, each format smaller than the JPEG", () => {
    const size = (width: number, format: 'avif' | 'webp' | 'jpeg') =>
      statSync(out(variantName(PHOTO, width, format))).size;
    // 390 px phone at DPR 3 (and 2) picks 1280 (960); a 1280 px desktop picks 960 at 1x, 1920 at 2x.
    expect(size(1280, 'avif')).toBeLessThanOrEqual(120 * 1024);
    expect(size(960, 'avif')).toBeLessThanOrEqual(120 * 1024);
    expect(size(1920, 'avif')).toBeLessThanOrEqual(300 * 1024);
    for (const width of IMAGE_WIDTHS) {
      expect(size(width, 'avif')).toBeLessThan(size(width, 'jpeg'));
      expect(size(width, 'webp')).toBeLessThan(size(width, 'jpeg'));
    }
  });

  it('takes every rendition from the cache on a rebuild: nothing is encoded', async () => {
    rmSync(path.join(root, 'public/_img'), { recursive: true });
    // No timing here (bench:images prints it): the count of encodes is what a slow rebuild would show.
    const result = await processImage(PHOTO, { root, share: true });
    expect(result).toMatchObject({ encoded: 0, fromCache: IMAGE_WIDTHS.length * 3 + 1 });
  });

  it('gives <picture> its sources, the JPEG fallback and the intrinsic size', async () => {
    const picture = await pictureOf(PHOTO, { root });
    expect(picture.width).toBe(1920);
    expect(picture.height).toBe(1080);
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0].srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(
      IMAGE_WIDTHS.map((w) => `${w}w`),
    );
    expect(picture.src).toBe(`/_img/${variantName(PHOTO, 960, 'jpeg')}`);
    expect(picture.src).toContain(contentHash(PHOTO));
  });

  it('names renditions by content: the same bytes under another name share them', () => {
    expect(variantName(PHOTO, 960, 'avif')).toMatch(
      /^hiring-timeline-city-lights-[0-9a-f]{12}-960\.avif$/,
    );
  });

  it("applies the camera's orientation and drops its metadata (EXIF, GPS)", async () => {
    const dir = path.join(root, 'rotated');
    mkdirSync(dir);
    const file = path.join(dir, 'portrait.jpg');
    // Stored landscape 900×600 with EXIF orientation 6: shown as a 600×900 portrait.
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d4e6e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);
    await processImage(file, { root });
    const meta = await sharp(out(variantName(file, 600, 'jpeg'))).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      600,
      900,
      undefined,
      undefined,
    ]);
    expect(readFileSync(out(variantName(file, 600, 'jpeg'))).includes(Buffer.from('Exif'))).toBe(
      false,
    );
  }, 60_000);

  it('stops a build that did not make the renditions, naming the step', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'blog-images-empty-'));
    try {
      await expect(pictureOf(PHOTO, { root: other })).rejects.toThrow(
        /scripts\/build\/blog-images\.ts/,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
