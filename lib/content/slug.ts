/**
 * A phrase as a URL fragment or path segment: lower case, accents dropped, every run of other
 * characters one hyphen, at most 60 characters (an opening's slug, an FAQ question's anchor).
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
