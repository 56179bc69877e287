/**
 * Build-time outlining of SVG text (scripts/build/outline-svg-text.ts): labels become paths that
 * sit where the browser would have drawn the text, everything else is left as it was, and what the
 * outliner cannot draw faithfully stops the build with the file and the reason.
 */
import path from 'node:path';
import { loadOutlineFonts, outlineSvgText } from '@/scripts/build/outline-svg-text';

const fonts = loadOutlineFonts(path.resolve(__dirname, '..'));
const SANS = `font-family="Arial, Helvetica, 'Liberation Sans', sans-serif"`;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><title>Badge &amp; label</title>${body}</svg>`;

/** The paths of an outlined SVG: fill and the bounding box of their points (control points included). */
function paths(markup: string) {
  return [...markup.matchAll(/<path([^>]*?) d="([^"]*)"\/>/g)].map(
    ([, attributes = '', d = '']) => {
      const xs: number[] = [];
      const ys: number[] = [];
      let pen = [0, 0];
      let start = [0, 0];
      for (const [, letter = '', args = ''] of d.matchAll(/([mlqcMz])([^mlqcMz]*)/g)) {
        if (letter === 'z') {
          pen = start;
          continue;
        }
        const numbers = args
          .trim()
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        const base = letter === 'M' ? [0, 0] : pen;
        for (let i = 0; i < numbers.length; i += 2) {
          const point = [base[0]! + numbers[i]!, base[1]! + numbers[i + 1]!];
          xs.push(point[0]!);
          ys.push(point[1]!);
          if (i + 2 === numbers.length) pen = point;
        }
        if (letter === 'm' || letter === 'M') start = pen;
      }
      return {
        attributes,
        left: Math.min(...xs),
        right: Math.max(...xs),
        top: Math.min(...ys),
        bottom: Math.max(...ys),
      };
    },
  );
}

it('replaces the text with a filled path and leaves everything else byte for byte', () => {
  const before = '<rect width="240" height="240" fill="#0b1f3a"/><g fill="#99f6e4">';
  const source = svg(`${before}<text x="20" y="40" ${SANS} font-size="20">Cascadia</text></g>`);
  const outlined = outlineSvgText(source, fonts);
  expect(outlined).not.toContain('<text');
  expect(outlined).toContain(`<title>Badge &amp; label</title>${before}<path `);
  const [label] = paths(outlined);
  expect(label!.attributes).toBe(' fill="#99f6e4"');
  // Starts at x and sits on the baseline (round letters overshoot it by a hair); capitals reach
  // up about 0.72 em.
  expect(label!.left).toBeGreaterThanOrEqual(20);
  expect(label!.left).toBeLessThan(23);
  expect(label!.bottom).toBeLessThanOrEqual(40 + 0.02 * 20);
  expect(label!.top).toBeCloseTo(40 - 0.72 * 20, 0);
});

it('centres text-anchor="middle" on x, inherited from a group like any text property', () => {
  const outlined = outlineSvgText(
    svg(
      `<g ${SANS} font-weight="700" text-anchor="middle"><text x="120" y="112" font-size="40">2024</text></g>`,
    ),
    fonts,
  );
  const [label] = paths(outlined);
  // Centred to within the digits' side bearings.
  expect(Math.abs((label!.left + label!.right) / 2 - 120)).toBeLessThan(1);
  // Bold Arial digits are 0.556 em wide: four of them span about 89 units at 40.
  expect(label!.right - label!.left).toBeGreaterThan(80);
  expect(label!.right - label!.left).toBeLessThan(89);
});

it('stretches a word to its textLength and adds letter-spacing between letters', () => {
  const stretched = paths(
    outlineSvgText(
      svg(
        `<text x="60" y="31" ${SANS} font-size="22" font-weight="700" textLength="120" lengthAdjust="spacingAndGlyphs">Summit</text>`,
      ),
      fonts,
    ),
  )[0]!;
  expect(stretched.right - stretched.left).toBeGreaterThan(116);
  expect(stretched.right - stretched.left).toBeLessThanOrEqual(120);
  const plain = paths(
    outlineSvgText(svg(`<text x="0" y="20" ${SANS} font-size="11">HEALTH</text>`), fonts),
  )[0]!;
  const spaced = paths(
    outlineSvgText(
      svg(`<text x="0" y="20" ${SANS} font-size="11" letter-spacing="2">HEALTH</text>`),
      fonts,
    ),
  )[0]!;
  expect(spaced.right - spaced.left - (plain.right - plain.left)).toBeCloseTo(5 * 2, 0);
});

it('gives a <tspan> its own fill, and collapses white space as SVG does', () => {
  const outlined = outlineSvgText(
    svg(
      `<text x="10" y="30" font-family="ui-monospace, Menlo, monospace" font-size="20" fill="#c9d5e6"><tspan fill="#5eead4">&gt;</tspan>  build   ok\n</text>`,
    ),
    fonts,
  );
  const [prompt, rest] = paths(outlined);
  expect(prompt!.attributes).toBe(' fill="#5eead4"');
  expect(rest!.attributes).toBe(' fill="#c9d5e6"');
  // Monospace: every character is 0.6 em; "> build ok" is ten of them, so "ok" ends near 10 + 10 x 12.
  expect(rest!.right).toBeGreaterThan(10 + 9 * 12);
  expect(rest!.right).toBeLessThan(10 + 10 * 12);
});

it('sets text on a circular arc along the arc, centred by startOffset="50%"', () => {
  const outlined = outlineSvgText(
    svg(
      `<defs><path id="top" d="M42 120a78 78 0 0 1 156 0"/></defs><text ${SANS} font-size="13" text-anchor="middle"><textPath href="#top" startOffset="50%">CLIENT CHOICE AWARD</textPath></text>`,
    ),
    fonts,
  );
  expect(outlined).toContain('<defs><path id="top" d="M42 120a78 78 0 0 1 156 0"/></defs>');
  const [, label] = paths(outlined);
  // Glyphs stand on the top half of the circle (centre 120,120, radius 78), symmetric about x = 120.
  expect(label!.top).toBeGreaterThan(120 - 78 - 13);
  expect(label!.bottom).toBeLessThan(120);
  expect(Math.abs((label!.left + label!.right) / 2 - 120)).toBeLessThan(2);
  expect(label!.left).toBeGreaterThan(42 - 13);
});

it('stops with the file and the reason on text it cannot draw faithfully', () => {
  expect(() =>
    outlineSvgText(svg('<text x="1 2 3" y="10">abc</text>'), fonts, 'logos/x.svg'),
  ).toThrow('outline-svg-text: logos/x.svg: x="1 2 3" must be a single number');
  expect(() =>
    outlineSvgText(svg('<text x="1" y="10"><tspan dy="4">a</tspan></text>'), fonts, 'a.svg'),
  ).toThrow('<tspan dy> is not supported');
  expect(() =>
    outlineSvgText(svg('<text x="1" y="10" writing-mode="tb">a</text>'), fonts, 'a.svg'),
  ).toThrow('<text writing-mode> is not supported');
  expect(() =>
    outlineSvgText(
      svg('<path id="p" d="M0 0L10 10"/><text><textPath href="#p">a</textPath></text>'),
      fonts,
      'a.svg',
    ),
  ).toThrow('needs a single circular arc');
});

it('leaves an SVG without text as it is', () => {
  const source = svg('<circle cx="5" cy="5" r="4"/>');
  expect(outlineSvgText(source, fonts)).toBe(source);
});
