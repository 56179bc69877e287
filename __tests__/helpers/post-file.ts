/** A blog post's markdown for tests: front matter (fields left undefined are omitted), then the body. */
export function postFile(fields: Record<string, string | undefined>, body: string): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** Front matter every check accepts: a quoted title and excerpt, a date and a drawn cover. */
export const VALID_FRONT = {
  title: '"Hiring Cloud Engineers in a Tight Market"',
  excerpt: '"What to change in your process when cloud engineers have several offers at once."',
  date: '2024-03-05',
  image: 'devops-as-service',
};
