/**
 * How an <img> loads. The page's main image (a post's cover, the blog's featured card: the LCP
 * candidate) is requested first and eagerly, decoded with the frame that shows it, and marked
 * `elementtiming` for the script loader (scripts/build/defer-scripts.ts), which starts the page's
 * JavaScript only once that image is on screen. With `decoding="async"` its paint could slip a
 * frame or two after it had arrived, behind the chunks (docs/performance.md). Every other image
 * loads lazily and decodes off the main thread.
 */
export function imageLoading(main: boolean) {
  return main
    ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: 'main-image' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
