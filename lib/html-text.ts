/**
 * Text and HTML source, converted the way React and a browser do, for the code and the tests that
 * compare copy (content/, which may hold any character an editor types: & < > " ' “ ” é ≥) with
 * a page's HTML source: never the raw text against the source.
 */

const REACT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * Text as React writes it into HTML, in a text node or an attribute's value (react-dom's
 * escapeTextForBrowser): & < > " and ' escaped, every other character as it is.
 */
export function escapeLikeReact(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REACT_ESCAPES[character]);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * The text a browser shows for a run of HTML source without tags (a text node, an attribute's
 * value): numeric character references and the named ones React and Next write decoded.
 */
export function decodeHtml(source: string): string {
  return source.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[name.toLowerCase()] ?? reference;
  });
}
