/**
 * next/og writes the Open Graph cards and the apple-touch icon as files without an extension
 * (out/opengraph-image, out/about/opengraph-image, out/apple-icon), so a static host cannot guess
 * their type from the name. These rules give them their content type; they belong in the host
 * headers file (out/_headers) that the local server and static hosts read; no path matches two.
 */
export type ContentTypeRule = { pattern: string; headers: Array<[string, string]> };

export const imageContentTypeRules: ContentTypeRule[] = [
  // One pattern for the site's card and every page's (`/*/opengraph-image` alone would also match
  // /opengraph-image on Netlify, whose `*` segment takes its slash with it: the type sent twice).
  { pattern: '/*opengraph-image', headers: [['Content-Type', 'image/png']] },
  { pattern: '/apple-icon', headers: [['Content-Type', 'image/png']] },
];
