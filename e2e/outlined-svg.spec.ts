/**
 * The SVG illustrations and logos as exported: their labels are outlines, not text
 * (scripts/build/outline-svg-text.ts), and each still looks like the source it was built from.
 * Chromium draws both at twice their size, the export with its paths and the source with its
 * text set in the outline fonts themselves (embedded for the test), so the comparison judges where
 * the outliner put each glyph, whatever fonts the machine has. Pixels that differ are counted against the labels' own footprint (the pixels that change
 * when the source's text is removed): outlines in the right place differ only at their
 * anti-aliased edges, while a label shifted or spaced wrongly differs over much of its footprint.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OUTLINE_FONT_FILES, readOutlineFont } from '../scripts/build/outline-svg-text';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '..');
const woff = (source: readonly [string, string]) =>
  `url(data:font/woff;base64,${readOutlineFont(root, source).toString('base64')})`;
const { sans, mono } = OUTLINE_FONT_FILES;
const outlineFonts = `<style>${[
  ['Outline Sans', 400, woff(sans.regular)],
  ['Outline Sans', 700, woff(sans.bold)],
  ['Outline Mono', 400, woff(mono.regular)],
  ['Outline Mono', 700, woff(mono.bold)],
]
  .map(
    ([family, weight, src]) =>
      `@font-face{font-family:'${family}';font-weight:${weight};src:${src}}`,
  )
  .join('')}svg{font-family:'Outline Sans'}</style>`;
/** The source with its text in the outline fonts: the same faces, so only placement can differ. */
const inOutlineFonts = (svg: string) =>
  svg
    .replace(/font-family="([^"]*)"/g, (_all, family: string) =>
      /mono/i.test(family) ? `font-family="'Outline Mono'"` : `font-family="'Outline Sans'"`,
    )
    .replace(/<svg\b[^>]*>/, (tag) => `${tag}${outlineFonts}`);
const sources = readdirSync(path.join(root, 'public'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.svg'))
  .filter((file) => readFileSync(path.join(root, 'public', file), 'utf8').includes('<text'))
  .sort();

test('the illustrations and logos with labels are all found', () => {
  expect(sources.length).toBeGreaterThanOrEqual(20);
});

for (const file of sources) {
  test(`${file}: exported without <text>, and drawn like its source`, async ({ page }) => {
    const source = readFileSync(path.join(root, 'public', file), 'utf8');
    const exported = readFileSync(path.join(root, 'out', file), 'utf8');
    expect(exported).not.toMatch(/<text\b/);
    const dataUrl = (svg: string) =>
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const reference = inOutlineFonts(source);
    const withoutText = reference.replace(/<text\b[\s\S]*?<\/text>/g, '');
    const result = await page.evaluate(
      async ([a, b, c]) => {
        const draw = async (url: string) => {
          const image = new Image();
          image.src = url;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth * 2;
          canvas.height = image.naturalHeight * 2;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return context.getImageData(0, 0, canvas.width, canvas.height).data;
        };
        const differing = (first: Uint8ClampedArray, second: Uint8ClampedArray) => {
          let count = 0;
          for (let i = 0; i < first.length; i += 4) {
            const delta = Math.max(
              Math.abs(first[i]! - second[i]!),
              Math.abs(first[i + 1]! - second[i + 1]!),
              Math.abs(first[i + 2]! - second[i + 2]!),
              Math.abs(first[i + 3]! - second[i + 3]!),
            );
            if (delta > 96) count += 1;
          }
          return count;
        };
        const [original, outlined, bare] = [await draw(a!), await draw(b!), await draw(c!)];
        return { differing: differing(original, outlined), footprint: differing(original, bare) };
      },
      [dataUrl(reference), dataUrl(exported), dataUrl(withoutText)],
    );
    expect(result.footprint, `${file}: its labels draw nothing`).toBeGreaterThan(0);
    const share = result.differing / result.footprint;
    console.log(`${file}: ${(share * 100).toFixed(1)} % of the labels' pixels differ`);
    expect(share, `${file}: the outlined labels do not match the source's text`).toBeLessThan(0.2);
  });
}
