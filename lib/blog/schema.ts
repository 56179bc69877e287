/**
 * A post's front matter: the one declaration of its fields and rules, read by the loader
 * (lib/blog/posts.ts, so the build), by `npm run check:content` and by the CMS configuration.
 * Every rule says what is wrong and how to fix it (lib/content/fields.ts).
 */
import { z } from 'zod';
import { day, flag, publishableFileName, say, text } from '@/lib/content/fields';
import { DESCRIPTION_LENGTH } from '@/lib/seo/limits';

/** The fields a post's front matter may carry. */
export const POST_FIELDS = ['title', 'excerpt', 'date', 'image', 'imageAlt', 'draft'] as const;

/** A cover: an SVG's name without extension, or a file name with an image extension. */
export const IMAGE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\.(?:jpe?g|png|webp|avif|svg))?$/i;

/** The excerpt is also the page's description in search results: 50 to 160 characters. */
export const EXCERPT_LENGTH = DESCRIPTION_LENGTH;

export const postSchema = z.strictObject(
  {
    title: text('title', '"Hiring a DevOps Engineer Through an MSP"', { max: 120 }).meta({
      label: 'Title',
    }),
    excerpt: text('excerpt', '"One or two sentences that make a reader click."', {
      ...EXCERPT_LENGTH,
      tooShort: `write at least ${EXCERPT_LENGTH.min} characters: it is also the description search engines show`,
    }).meta({
      label: 'Excerpt',
      widget: 'text',
      hint: `${EXCERPT_LENGTH.min} to ${EXCERPT_LENGTH.max} characters: the card's text and the description search engines show.`,
    }),
    date: day('date', '2024-03-05').meta({
      label: 'Date',
      widget: 'date',
      hint: 'A date after today publishes the post at the first build on or after it.',
    }),
    image: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? say(
                'is missing',
                'add a line like image: devops-as-service (a cover in public/blog/) or image: my-photo.jpg (a photo beside the post)',
              )
            : say(
                'should be the name of a cover image',
                'write it like image: devops-as-service or image: my-photo.jpg',
              ),
      })
      .trim()
      .regex(IMAGE_NAME, {
        error: (issue) => {
          // A file's own name that needs renaming; a path (`/blog/x.svg`) gets the general fix.
          const renamed =
            typeof issue.input === 'string' && !/[\\/]/.test(issue.input)
              ? publishableFileName(issue.input)
              : undefined;
          return renamed && IMAGE_NAME.test(renamed)
            ? say(
                `"${issue.input}" is a file name the site cannot publish (only letters, digits, hyphens and underscores before the extension)`,
                `rename the file to ${renamed} and write image: ${renamed}`,
              )
            : say(
                'is not the name of a cover',
                'write the name of a cover in public/blog/ without ".svg", like image: devops-as-service, or a photo file name, like image: team-review.jpg (JPEG, PNG, WebP, AVIF or SVG)',
              );
        },
      })
      .meta({
        label: 'Cover',
        widget: 'image',
        hint: 'A photo (JPEG, PNG, WebP or AVIF, up to 20 MB, a file name of letters, digits and hyphens) or the name of a drawn cover in public/blog/. A photo needs its description below.',
      }),
    imageAlt: text('imageAlt', '"Two engineers reviewing a deployment plan at a standing desk"', {
      max: 250,
    })
      .meta({
        label: 'Cover description (alt text)',
        hint: 'What the photo shows, in one sentence, for readers who cannot see it. Required for a photo.',
      })
      .optional(),
    // `draft: true` keeps the post out of the export (it shows, marked, in `npm run dev`).
    draft: flag('draft').meta({
      label: 'Draft',
      hint: 'A draft stays out of the site even once merged.',
    }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? undefined
        : say('the front matter is not a list of fields', 'write each field as name: value'),
  },
);

export type PostFrontMatter = z.output<typeof postSchema>;
