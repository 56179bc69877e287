/**
 * Copy with `{name}` placeholders filled in one pass, each value exactly as given: a value is never
 * read as a replacement pattern (`$'`, `` $` ``, `$&`, as String.replace reads a string) nor as
 * another placeholder, so what a visitor typed shows as typed. A placeholder without a value
 * stays as it is. Plain TypeScript: the site, Node and the Deno functions import it alike.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}
