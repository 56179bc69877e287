/**
 * The brand mark (three peaks over a circuit line), drawn once. The header and footer logo
 * (components/ui/Logo.tsx), the tab icon and /icon.svg (lib/seo/icons.ts, app/icon.svg) and the
 * Open Graph cards and PNG icons (lib/seo/og.tsx) all draw it from here.
 */
export const MARK_VIEWBOX = '0 0 40 40';

/** The mark's shapes: the inside of its `<svg>`, in SVG markup. */
export const MARK_SHAPES =
  '<rect width="40" height="40" rx="9" fill="#0b1f3a"/><path d="M6 29 15 15l5 7 4-5 10 12Z" fill="#2dd4bf"/><path d="M15 15l3.2 4.6L15 24l-3.6-.2Z" fill="#99f6e4" opacity=".9"/><path d="M6 32.5h28" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/><circle cx="29" cy="11" r="2.6" fill="#fff"/>';

/** The mark as a standalone SVG document. */
export const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEWBOX}">${MARK_SHAPES}</svg>`;
