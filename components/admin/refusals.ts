import { z } from 'zod';
import { problemsOf } from '@/lib/content/fields';
import { markdownProblems } from '@/lib/content/markdown';
import { DATA_FILES, type DataFileName } from '@/lib/content/data-schemas';
import { LEGAL_FIELDS, legalSchema } from '@/lib/content/legal-schema';
import { JOB_FIELDS, jobSchema } from '@/lib/jobs/schema';
import { POST_FIELDS, postSchema } from '@/lib/blog/schema';
import { restrictionProblem, restrictions } from '@/lib/jobs/wording';

/** What the editor wrote, as the content file will hold it: empty fields are left out. */
function written(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'body' && value !== '' && value !== null && value !== undefined,
    ),
  );
}

/** A cover with an extension other than .svg is a photo (lib/blog/schema.ts IMAGE_NAME). */
const isPhoto = (image: unknown) =>
  typeof image === 'string' && /\.[a-z]+$/i.test(image) && !/\.svg$/i.test(image);

/** The body's markdown rules (lib/content/markdown.ts), each with its line in the body. */
function bodyRefusals(body: unknown): string[] {
  if (typeof body !== 'string' || !body.trim()) return [];
  return markdownProblems(body).map((p) => `body, line ${p.line}: ${p.message} — ${p.fix}`);
}

/**
 * Words in the title or description that restrict by citizenship or immigration status, when the
 * opening gives no reason for them (lib/jobs/wording.ts), each with its field and line.
 */
function restrictionRefusals(data: Record<string, unknown>): string[] {
  if (typeof data.restrictionReason === 'string' && data.restrictionReason.trim()) return [];
  const said = (where: string, words: string) => {
    const { message, fix } = restrictionProblem(words);
    return `${where}: ${message} — ${fix}`;
  };
  return [
    ...restrictions(typeof data.title === 'string' ? data.title : '').map((r) =>
      said('title', r.words),
    ),
    ...restrictions(typeof data.body === 'string' ? data.body : '').map((r) =>
      said(`body, line ${r.line}`, r.words),
    ),
  ];
}

/**
 * What the content check would refuse in an entry, before it is saved (Decap's preSave event):
 * the rules Decap's own field checks cannot say (a pay range upside down, a closing day before the
 * posting day, a photo cover without its description, words restricting by citizenship without
 * a reason, and the body's markdown: pasted HTML, a heading missing its space, an address with a
 * space). Each line names the field.
 */
export function refusalsOf(
  collection: string,
  file: string | undefined,
  data: Record<string, unknown>,
): string[] {
  const check = (schema: z.ZodType, fields: readonly string[], value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? []
      : problemsOf(result.error, fields, 'see CONTENT.md').map(
          (p) => `${p.field} ${p.message} — ${p.fix}`,
        );
  };
  if (collection === 'posts') {
    const post = written(data);
    const refusals = check(postSchema, POST_FIELDS, post);
    if (isPhoto(post.image) && !post.imageAlt)
      refusals.push(
        'imageAlt is missing: a photo cover needs a description for readers who cannot see it',
      );
    return [...refusals, ...bodyRefusals(data.body)];
  }
  if (collection === 'jobs')
    return [
      ...check(jobSchema, JOB_FIELDS, written(data)),
      ...restrictionRefusals(data),
      ...bodyRefusals(data.body),
    ];
  if (collection === 'legal')
    return [...check(legalSchema, LEGAL_FIELDS, written(data)), ...bodyRefusals(data.body)];
  if (collection === 'site' && file && file in DATA_FILES) {
    const { schema } = DATA_FILES[file as DataFileName];
    return check(schema, Object.keys(schema.shape), data);
  }
  return [];
}
