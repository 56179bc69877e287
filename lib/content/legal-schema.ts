/**
 * A legal page's front matter (content/legal/*.md): the one declaration of its fields and rules,
 * with no file system, so the loader (lib/content/legal.ts), `npm run check:content`, the CMS
 * configuration and the editor's refusals in /admin read the same rules.
 */
import { z } from 'zod';
import { day, text } from './fields';

export const legalSchema = z.strictObject({
  title: text('title', '"Privacy Policy"', { max: 80 }).meta({
    label: 'Title',
    hint: "The page's heading.",
  }),
  summary: text('summary', '"What we collect, why, and the choices you have."', { max: 400 }).meta({
    label: 'Summary',
    widget: 'text',
    hint: 'The paragraph under the heading.',
  }),
  lastUpdated: day('lastUpdated', '2024-03-12').meta({
    label: 'Last updated',
    widget: 'date',
    hint: 'Change it with every change of substance: the page shows it under the heading.',
  }),
});

export type LegalFrontMatter = z.output<typeof legalSchema>;

export const LEGAL_FIELDS = Object.keys(legalSchema.shape);

/**
 * The words in braces a legal page may use, replaced by the facts they name when the page is
 * built, so a fact changes in one place (content/site.ts, content/contact.json, lib/notice.ts).
 * An email address becomes a link to write to it.
 */
export const LEGAL_PLACEHOLDERS = ['name', 'city', 'region', 'email', 'noticeKey'] as const;

/** Each legal page: its file in content/, its label in /admin, its route. */
export const LEGAL_DOCUMENTS = {
  'privacy-policy': {
    file: 'legal/privacy-policy.md',
    label: 'Privacy Policy',
    route: '/privacy-policy',
  },
} as const;

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;

/** A section's anchor as an editor writes it after the heading: `## Contact us {#contact-us}`. */
export const HEADING_ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
