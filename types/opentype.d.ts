/** The part of opentype.js 2.x (no bundled types) that scripts/build/outline-svg-text.ts uses. */
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  }
  export interface RenderOptions {
    kerning?: boolean;
    letterSpacing?: number;
    features?: unknown[];
  }
  export interface Font {
    unitsPerEm: number;
    forEachGlyph(
      text: string,
      x: number,
      y: number,
      fontSize: number,
      options: RenderOptions,
      callback: (glyph: Glyph, x: number, y: number, fontSize: number) => void,
    ): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
