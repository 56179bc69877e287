/** The path-to-regexp 6 Next ships compiled (no types of its own): what vercel.ts uses of it. */
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(
    path: string,
    keys?: unknown[],
    options?: { strict?: boolean; sensitive?: boolean; delimiter?: string },
  ): RegExp;
}
