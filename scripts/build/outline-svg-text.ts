/**
 * Turns the text of the site's SVG illustrations and logos into outlines, at build time.
 *
 * An SVG shown with <img> is a document of its own. The first text a browser lays out in such a
 * document costs it font selection and shaping on the page's main thread, around the first paint:
 * measured in Chromium, the four work samples of /work took 60 ms of style and layout with their
 * labels as text and 30 ms without. Outlined, the labels look the same and cost what any shape
 * costs. The sources in public/ keep their <text>, so they stay editable; `npm run build`
 * rewrites the copies in out/.
 *
 * The outlines come from Arimo and Cousine (Apache 2.0, from npm), metric-compatible with Arial
 * and Courier New, so the labels keep the widths they were drawn for. What the illustrations
 * use is supported: x/y, font-size, font-weight, font-family (sans or monospace), letter-spacing,
 * text-anchor, textLength with lengthAdjust="spacingAndGlyphs", fill and opacity, <tspan> with its
 * own fill, and <textPath> on a circular arc. Anything else stops the build with the file and the
 * reason, rather than drawing it wrong.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Font, type PathCommand } from 'opentype.js';
import { escapeAttribute } from './export-pages';

export type OutlineFonts = {
  sans: { regular: Font; bold: Font };
  mono: { regular: Font; bold: Font };
};

/** Where each outline font comes from: an npm package and its file. */
export const OUTLINE_FONT_FILES = {
  sans: {
    regular: ['@fontsource/arimo', 'arimo-latin-400-normal.woff'],
    bold: ['@fontsource/arimo', 'arimo-latin-700-normal.woff'],
  },
  mono: {
    regular: ['@fontsource/cousine', 'cousine-latin-400-normal.woff'],
    bold: ['@fontsource/cousine', 'cousine-latin-700-normal.woff'],
  },
} as const;

/** The bytes of one outline font file. */
export function readOutlineFont(projectRoot: string, [pkg, file]: readonly [string, string]) {
  return readFileSync(path.join(projectRoot, 'node_modules', pkg, 'files', file));
}

/** The outline fonts, from their npm packages. */
export function loadOutlineFonts(projectRoot: string): OutlineFonts {
  const load = (source: readonly [string, string]) => {
    const bytes = readOutlineFont(projectRoot, source);
    return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  const { sans, mono } = OUTLINE_FONT_FILES;
  return {
    sans: { regular: load(sans.regular), bold: load(sans.bold) },
    mono: { regular: load(mono.regular), bold: load(mono.bold) },
  };
}

/**
 * Outlines the text of every SVG image in outDir (Next's own files under _next aside);
 * returns how many were rewritten. Files without text, or already outlined, are left as they are.
 */
export function outlineSvgImages(outDir: string, fonts: OutlineFonts): number {
  let outlined = 0;
  for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.svg') || entry.startsWith('_next')) continue;
    const file = path.join(outDir, entry);
    const svg = readFileSync(file, 'utf8');
    if (!svg.includes('<text')) continue;
    writeFileSync(file, outlineSvgText(svg, fonts, entry.split(path.sep).join('/')));
    outlined += 1;
  }
  return outlined;
}

type Attributes = Record<string, string>;
type Point = { x: number; y: number };
/** Where a glyph's origin goes: a translation, then an optional rotation about it. */
type Placement = { x: number; y: number; angle: number; scaleX: number };

const TAG =
  /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g;
/** Text properties an element passes to the text inside it. */
const INHERITED = [
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'text-anchor',
  'fill',
];
/** Presentation attributes of a text element that apply unchanged to its outline. */
const KEPT = ['fill', 'fill-opacity', 'opacity', 'stroke', 'stroke-width', 'transform'];
/** Attributes the outliner understands on text, tspan and textPath; any other stops the build. */
const UNDERSTOOD = new Set([
  ...INHERITED,
  ...KEPT,
  'x',
  'y',
  'textLength',
  'lengthAdjust',
  'href',
  'startOffset',
]);

function attributesOf(text: string): Attributes {
  const attributes: Attributes = {};
  for (const match of text.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower]!;
  });
}

/** A coordinate in tenths of a unit, as an integer. */
const tenths = (value: number) => Math.round(value * 10);
/** Tenths written as a number: 12 -> "1.2", -5 -> "-.5", 0 -> "0". */
const number10 = (value: number) => {
  if (value === 0) return '0';
  const text = String(Math.abs(value) / 10).replace(/^0\./, '.');
  return value < 0 ? `-${text}` : text;
};

/** One run of characters that share a fill: the text itself, a <tspan>, or a <textPath>. */
type Run = { text: string; attributes: Attributes };

type TextElement = {
  attributes: Attributes;
  inherited: Attributes;
  runs: Run[];
  /** The <textPath> href, when the text follows a path. */
  pathRef?: { href: string; startOffset: string };
};

/** The SVG with every <text> element replaced by filled outlines. */
export function outlineSvgText(svg: string, fonts: OutlineFonts, name = 'SVG'): string {
  const fail = (reason: string): never => {
    throw new Error(`outline-svg-text: ${name}: ${reason}`);
  };
  const pathsById = new Map<string, string>();
  for (const match of svg.matchAll(TAG)) {
    if (match[2] !== 'path') continue;
    const attributes = attributesOf(match[3] ?? '');
    if (attributes.id && attributes.d) pathsById.set(attributes.id, attributes.d);
  }

  let output = '';
  let copiedUpTo = 0;
  const ancestors: Attributes[] = [];
  let current: TextElement | undefined;
  let textStart = 0;
  let inner: { name: string; attributes: Attributes } | undefined;

  const addRun = (raw: string) => {
    if (!current || raw === '') return;
    current.runs.push({ text: decodeEntities(raw), attributes: { ...(inner?.attributes ?? {}) } });
  };

  let position = 0;
  for (const match of svg.matchAll(TAG)) {
    const [whole, closing, tagName = '', attributeText = '', selfClosing] = match;
    const start = match.index;
    if (current) addRun(svg.slice(position, start));
    position = start + whole.length;
    if (whole.startsWith('<!--')) continue;
    const attributes = attributesOf(attributeText);

    if (current) {
      if (tagName === 'text' && closing) {
        output += svg.slice(copiedUpTo, textStart) + drawText(current, fonts, pathsById, fail);
        copiedUpTo = position;
        current = undefined;
      } else if ((tagName === 'tspan' || tagName === 'textPath') && !selfClosing) {
        if (closing) inner = undefined;
        else if (inner) fail(`<${tagName}> inside <${inner.name}> is not supported`);
        else {
          for (const key of Object.keys(attributes)) {
            if (!UNDERSTOOD.has(key)) fail(`<${tagName} ${key}> is not supported`);
          }
          if (tagName === 'tspan' && Object.keys(attributes).some((key) => key !== 'fill')) {
            fail('<tspan> may only set its own fill');
          }
          if (tagName === 'textPath') {
            current.pathRef = {
              href: attributes.href ?? '',
              startOffset: attributes.startOffset ?? '0',
            };
            inner = { name: tagName, attributes: attributes.fill ? { fill: attributes.fill } : {} };
          } else {
            inner = { name: tagName, attributes };
          }
        }
      } else {
        fail(`<${tagName}> inside <text> is not supported`);
      }
      continue;
    }

    if (tagName === 'text' && !closing) {
      if (selfClosing) {
        output += svg.slice(copiedUpTo, start);
        copiedUpTo = position;
        continue;
      }
      for (const key of Object.keys(attributes)) {
        if (!UNDERSTOOD.has(key)) fail(`<text ${key}> is not supported`);
      }
      const inherited: Attributes = {};
      for (const scope of ancestors) {
        for (const key of INHERITED) if (scope[key] !== undefined) inherited[key] = scope[key]!;
      }
      current = { attributes, inherited, runs: [] };
      textStart = start;
      continue;
    }
    if (closing) ancestors.pop();
    else if (!selfClosing) ancestors.push(attributes);
  }
  if (current) fail('a <text> element is not closed');
  return output + svg.slice(copiedUpTo);
}

/** The outline of one text element: one <path> per fill. */
function drawText(
  element: TextElement,
  fonts: OutlineFonts,
  pathsById: Map<string, string>,
  fail: (reason: string) => never,
): string {
  const style: Attributes = { ...element.inherited, ...element.attributes };
  const number = (key: string, fallback: number) => {
    const value = style[key];
    if (value === undefined) return fallback;
    if (!/^-?\d*\.?\d+(px)?$/.test(value.trim())) fail(`${key}="${value}" must be a single number`);
    return Number.parseFloat(value);
  };
  const fontSize = number('font-size', 16);
  const letterSpacing = number('letter-spacing', 0);
  const weight = style['font-weight'] ?? '400';
  const bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const family = /mono/i.test(style['font-family'] ?? '') ? fonts.mono : fonts.sans;
  const font = bold ? family.bold : family.regular;
  // Browsers turn ligatures off in letter-spaced text; kerning stays on.
  const options = letterSpacing ? { features: [], letterSpacing: letterSpacing / fontSize } : {};

  // SVG's default white space handling: newlines go, tabs become spaces, runs of spaces collapse,
  // and the text loses its leading and trailing spaces.
  const runs = element.runs.map((run) => ({
    ...run,
    text: run.text.replace(/\n/g, '').replace(/\t/g, ' '),
  }));
  let joined = '';
  for (const run of runs) {
    run.text = run.text.replace(/ {2,}/g, ' ');
    if (joined.endsWith(' ') && run.text.startsWith(' ')) run.text = run.text.slice(1);
    joined += run.text;
  }
  if (runs.length) runs[0]!.text = runs[0]!.text.trimStart();
  if (runs.length) runs[runs.length - 1]!.text = runs[runs.length - 1]!.text.trimEnd();

  // Glyphs and their pen positions along the line, starting at 0.
  type Placed = { commands: PathCommand[]; x: number; advance: number; fill: string | undefined };
  const placed: Placed[] = [];
  let pen = 0;
  for (const run of runs) {
    if (!run.text) continue;
    const fill = run.attributes.fill;
    pen = font.forEachGlyph(run.text, pen, 0, fontSize, options, (glyph, x) => {
      const advance = ((glyph.advanceWidth ?? 0) * fontSize) / font.unitsPerEm;
      placed.push({ commands: glyph.getPath(0, 0, fontSize).commands, x, advance, fill });
    });
  }
  const width = pen;
  const anchor = style['text-anchor'] ?? 'start';
  const anchorShift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0;

  let place: (glyph: Placed) => Placement;
  if (element.pathRef) {
    const d = pathsById.get(element.pathRef.href.replace(/^#/, ''));
    if (!d) fail(`<textPath href="${element.pathRef.href}"> names no <path> with an id`);
    const arc = circularArc(d!, fail);
    const offset = element.pathRef.startOffset.trim();
    const start = offset.endsWith('%')
      ? (Number.parseFloat(offset) / 100) * arc.length
      : Number.parseFloat(offset);
    place = (glyph) => {
      // The glyph's middle sits on the path, turned to follow it (SVG's text-on-a-path rule).
      const middle = start - anchorShift + glyph.x + glyph.advance / 2;
      const { point, angle } = arc.at(middle);
      return {
        x: point.x - (Math.cos(angle) * glyph.advance) / 2,
        y: point.y - (Math.sin(angle) * glyph.advance) / 2,
        angle,
        scaleX: 1,
      };
    };
  } else {
    const x = number('x', 0);
    const y = number('y', 0);
    const textLength = style.textLength === undefined ? undefined : number('textLength', 0);
    if (textLength !== undefined && (style.lengthAdjust ?? 'spacing') !== 'spacingAndGlyphs') {
      fail('textLength is supported with lengthAdjust="spacingAndGlyphs" only');
    }
    const scaleX = textLength !== undefined && width > 0 ? textLength / width : 1;
    place = (glyph) => ({ x: x + (glyph.x - anchorShift) * scaleX, y, angle: 0, scaleX });
  }

  // One path per fill, in the order the fills first appear. Coordinates are relative to the
  // previous point (shorter, and they compress better), rounded to a tenth of a unit; each delta
  // is taken between rounded points, so rounding never accumulates along a path.
  const byFill = new Map<string | undefined, { d: string; pen: [number, number] }>();
  for (const glyph of placed) {
    if (!glyph.commands.length) continue;
    const at = place(glyph);
    const cos = Math.cos(at.angle);
    const sin = Math.sin(at.angle);
    const entry = byFill.get(glyph.fill) ?? { d: '', pen: [0, 0] as [number, number] };
    byFill.set(glyph.fill, entry);
    let subpathStart: [number, number] = entry.pen;
    const point = (px: number, py: number): [number, number] => {
      const sx = px * at.scaleX;
      return [tenths(at.x + sx * cos - py * sin), tenths(at.y + sx * sin + py * cos)];
    };
    /** Points relative to the pen; the last one becomes the pen. */
    const emit = (letter: string, points: Array<[number, number]>) => {
      const [x0, y0] = entry.pen;
      entry.d +=
        letter + points.map(([x, y]) => `${number10(x - x0)} ${number10(y - y0)}`).join(' ');
      entry.pen = points[points.length - 1]!;
    };
    for (const command of glyph.commands) {
      switch (command.type) {
        case 'Z':
          entry.d += 'z';
          entry.pen = subpathStart;
          break;
        case 'M':
          emit(entry.d ? 'm' : 'M', [point(command.x, command.y)]);
          subpathStart = entry.pen;
          break;
        case 'L':
          emit('l', [point(command.x, command.y)]);
          break;
        case 'Q':
          emit('q', [point(command.x1, command.y1), point(command.x, command.y)]);
          break;
        case 'C':
          emit('c', [
            point(command.x1, command.y1),
            point(command.x2, command.y2),
            point(command.x, command.y),
          ]);
          break;
      }
    }
  }
  const kept = KEPT.filter((key) => element.attributes[key] !== undefined && key !== 'fill')
    .map((key) => ` ${key}="${escapeAttribute(element.attributes[key]!)}"`)
    .join('');
  const baseFill = style.fill;
  return [...byFill.entries()]
    .map(([fill, { d }]) => {
      const paint = fill ?? baseFill;
      return `<path${paint === undefined ? '' : ` fill="${escapeAttribute(paint)}"`}${kept} d="${d}"/>`;
    })
    .join('');
}

/** A path made of one circular arc (`M x y a r r 0 large sweep dx dy`), measured by length. */
function circularArc(d: string, fail: (reason: string) => never) {
  const numbers = '(-?\\d*\\.?\\d+)';
  const match = new RegExp(
    `^\\s*M\\s*${numbers}[\\s,]*${numbers}\\s*([aA])\\s*${numbers}[\\s,]+${numbers}[\\s,]+${numbers}[\\s,]+([01])[\\s,]*([01])[\\s,]*${numbers}[\\s,]*${numbers}\\s*$`,
  ).exec(d);
  if (!match) return fail(`text on a path needs a single circular arc; got d="${d}"`);
  const [x1, y1, , rx, ry, rotation, large, sweep, ex, ey] = match
    .slice(1)
    .map((v, i) => (i === 2 ? 0 : Number(v)));
  if (rx !== ry || rotation !== 0) fail(`text on a path needs a circular arc; got d="${d}"`);
  const relative = match[3] === 'a';
  const start: Point = { x: x1!, y: y1! };
  const end: Point = relative ? { x: x1! + ex!, y: y1! + ey! } : { x: ex!, y: ey! };
  const r = rx!;
  // Centre of the circle through both ends (SVG's endpoint-to-centre conversion, for a circle).
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const half = Math.hypot(end.x - start.x, end.y - start.y) / 2;
  const distance = Math.sqrt(Math.max(0, r * r - half * half));
  const direction = { x: -(end.y - start.y) / (2 * half), y: (end.x - start.x) / (2 * half) };
  const side = large === sweep ? -1 : 1;
  const centre = {
    x: mid.x + side * distance * direction.x,
    y: mid.y + side * distance * direction.y,
  };
  const startAngle = Math.atan2(start.y - centre.y, start.x - centre.x);
  let endAngle = Math.atan2(end.y - centre.y, end.x - centre.x);
  const clockwise = sweep === 1; // In SVG's y-down space, sweep 1 turns with increasing angle.
  if (clockwise && endAngle <= startAngle) endAngle += 2 * Math.PI;
  if (!clockwise && endAngle >= startAngle) endAngle -= 2 * Math.PI;
  const turn = clockwise ? 1 : -1;
  return {
    length: Math.abs(endAngle - startAngle) * r,
    at(s: number) {
      const angle = startAngle + (turn * s) / r;
      return {
        point: { x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) },
        angle: angle + (turn * Math.PI) / 2,
      };
    },
  };
}
