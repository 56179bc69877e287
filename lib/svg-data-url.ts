/**
 * An SVG as a `data:` URL: percent-encoded only where a valid URL or an HTML attribute needs it
 * (spaces included; not base64), so it stays readable and compresses about as well as the file. Used for the favicon in
 * every page's head and for a small drawn main image (scripts/build/inline-main-image.ts).
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return `data:image/svg+xml,${text.replace(/[%#"<>& \u0000-\u001f\u007f-\uffff]/g, (c) => encodeURIComponent(c))}`;
}
