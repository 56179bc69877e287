/**
 * The data files' schemas (content/faq.yml, testimonials.yml, contact.json): the one declaration
 * of each file's shape and rules, with no file system, so the build's reader
 * (lib/content/data-files.ts), the types (types/content.ts), the CMS configuration and the
 * editor in /admin all import the same rules.
 */
import { z } from 'zod';
import { say, text } from './fields';

const slug = (field: string, example: string) =>
  z
    .string({
      error: say('is missing', `add ${field}: ${example} (lowercase words joined by hyphens)`),
    })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: say(
        'is not an anchor',
        `write lowercase words joined by hyphens, like ${field}: ${example}`,
      ),
    })
    .meta({
      label: 'Anchor',
      hint: `The category's address on the page (/knowledge-base#${example}): lowercase words joined by hyphens.`,
    });

const list = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: say(`should be a list of ${what}`, `write each one as a "- " item`) })
    .min(1, { error: say(`has no ${what}`, `add at least one`) });

export const faqItemSchema = z.strictObject({
  question: text('question', '"How quickly can you fill a position?"', { max: 200 }).meta({
    label: 'Question',
  }),
  answer: text('answer', '"We typically present candidates within 48–72 hours."', {
    max: 1200,
  }).meta({
    label: 'Answer',
    widget: 'text',
    hint: 'Plain text (no markdown): it is also what search engines read. {email} and {phone} are replaced by the contact facts.',
  }),
});

export const faqCategorySchema = z.strictObject({
  id: slug('id', 'managed-services'),
  title: text('title', '"Managed Services"', { max: 80 }).meta({ label: 'Category' }),
  summary: text('summary', '"Outcome-based teams we run for you."', { max: 200 }).meta({
    label: 'One line under the title',
  }),
  items: list(faqItemSchema, 'questions').meta({
    label: 'Questions',
    collapsed: false,
    summary: '{{fields.question}}',
  }),
});

export const faqFileSchema = z.strictObject({
  categories: list(faqCategorySchema, 'categories').meta({
    label: 'Categories',
    collapsed: false,
    summary: '{{fields.title}}',
  }),
});

export const testimonialSchema = z.strictObject({
  quote: text('quote', '"They sent a shortlist within three days."', { max: 600 }).meta({
    label: 'Quote',
    widget: 'text',
  }),
  author: text('author', '"Director of IT Operations"', { max: 120 })
    .optional()
    .meta({ label: 'Author (a role, never a person’s name)' }),
  role: text('role', '"Meridian Softworks"', { max: 120 })
    .optional()
    .meta({ label: 'Organisation' }),
});

export const testimonialsFileSchema = z.strictObject({
  home: list(testimonialSchema, 'quotations').meta({
    label: 'Home page: What Our Clients Say',
    summary: '{{fields.quote}}',
    hint: 'The home page shows the quote text only.',
  }),
  work: testimonialSchema.meta({ label: 'Work Samples page' }),
  customerQuotes: list(testimonialSchema, 'quotations').meta({
    label: 'Diverse Supplier page: Customer Quotes',
    summary: '{{fields.quote}}',
  }),
  diverseSupplier: list(testimonialSchema, 'quotations').meta({
    label: 'Diverse Supplier page: What Our Clients Say',
    summary: '{{fields.quote}}',
  }),
});

/** A US number as the site prints it, e.g. (425) 555-0142. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const contactFileSchema = z.strictObject({
  email: z
    .email({
      error: say(
        'is not an email address',
        'write it like email: hello@cascadiatechstaffing.example',
      ),
    })
    .meta({
      label: 'Email',
      hint: 'Shown in the contact section, the footer, the first-visit notice and the structured data.',
    }),
  phone: z
    .string({ error: say('is missing', 'add phone: "(425) 555-0142"') })
    .regex(PHONE_PATTERN, {
      error: say(
        'is not a phone number as the site prints it',
        'write it like phone: "(425) 555-0142"',
      ),
    })
    .meta({ label: 'Phone', hint: 'Written (425) 555-0142.' }),
  location: text('location', '"Seattle, WA & Remote Nationwide"', { max: 80 }).meta({
    label: 'Location',
  }),
});

export type FaqItem = z.output<typeof faqItemSchema>;
export type FaqCategory = z.output<typeof faqCategorySchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
export type ContactFacts = z.output<typeof contactFileSchema>;

/** Each data file: its name in content/, its schema, the CMS's label for it. */
export const DATA_FILES = {
  faq: { file: 'faq.yml', schema: faqFileSchema, label: 'FAQ (Knowledge Base)' },
  testimonials: { file: 'testimonials.yml', schema: testimonialsFileSchema, label: 'Testimonials' },
  contact: { file: 'contact.json', schema: contactFileSchema, label: 'Contact facts' },
} as const;

export type DataFileName = keyof typeof DATA_FILES;
