/** A stable id for a section's heading, from the section's id or its title text. */
export function headingIdFor(id: string | undefined, title: unknown): string | undefined {
  if (id) return `${id}-heading`;
  if (typeof title !== 'string') return undefined;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-heading`;
}
