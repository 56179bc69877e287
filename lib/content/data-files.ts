/**
 * The site's data files: the FAQ, the testimonials and the contact facts, which editors change in
 * /admin (or by hand) as YAML in content/. One zod schema per file is the one declaration of its
 * shape: the pages read the parsed value, its type is z.infer of the schema (types/content.ts),
 * `npm run check:content` reports its findings with file and line, and the CMS configuration
 * (scripts/build/cms-config.ts) is written from it. A file that breaks a rule stops the build with
 * the file, the line and the field. YAML for the FAQ and the testimonials (read on the server);
 * JSON for the contact facts, which content/site.ts imports as a module (the browser has a copy).
 *
 * CONTENT_DATA_DIR reads the files from another folder (the CMS test rebuilds from a clone).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isNode, parseDocument } from 'yaml';
import { z } from 'zod';
import { problemsOf, say, text } from './fields';
import { formatFinding, type Finding } from './findings';

const slug = (field: string, example: string) =>
  z
    .string({ error: say('is missing', `add ${field}: ${example} (lowercase words joined by hyphens)`) })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: say('is not an anchor', `write lowercase words joined by hyphens, like ${field}: ${example}`) })
    .meta({ label: 'Anchor', hint: `The category's address on the page (/knowledge-base#${example}): lowercase words joined by hyphens.` });

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: say(`should be a list of ${what}`, `write each one as a "- " item`) }).min(1, { error: say(`has no ${what}`, `add at least one`) });

export const faqItemSchema = z.strictObject({
  question: text('question', '"How quickly can you fill a position?"', { max: 200 }).meta({ label: 'Question' }),
  answer: text('answer', '"We typically present candidates within 48–72 hours."', { max: 1200 }).meta({
    label: 'Answer',
    widget: 'text',
    hint: 'Plain text (no markdown): it is also what search engines read. {email} and {phone} are replaced by the contact facts.',
  }),
});

export const faqCategorySchema = z.strictObject({
  id: slug('id', 'managed-services'),
  title: text('title', '"Managed Services"', { max: 80 }).meta({ label: 'Category' }),
  summary: text('summary', '"Outcome-based teams we run for you."', { max: 200 }).meta({ label: 'One line under the title' }),
  items: list(faqItemSchema, 'questions').meta({ label: 'Questions' }),
});

export const faqFileSchema = z.strictObject({
  categories: list(faqCategorySchema, 'categories').meta({ label: 'Categories' }),
});

export const testimonialSchema = z.strictObject({
  quote: text('quote', '"They sent a shortlist within three days."', { max: 600 }).meta({ label: 'Quote', widget: 'text' }),
  author: text('author', '"Director of IT Operations"', { max: 120 }).optional().meta({ label: 'Author (a role, never a person’s name)' }),
  role: text('role', '"Meridian Softworks"', { max: 120 }).optional().meta({ label: 'Organisation' }),
});

export const testimonialsFileSchema = z.strictObject({
  home: list(testimonialSchema, 'quotations').meta({ label: 'Home page: What Our Clients Say', hint: 'The home page shows the quote text only.' }),
  work: testimonialSchema.meta({ label: 'Work Samples page' }),
  customerQuotes: list(testimonialSchema, 'quotations').meta({ label: 'Diverse Supplier page: Customer Quotes' }),
  diverseSupplier: list(testimonialSchema, 'quotations').meta({ label: 'Diverse Supplier page: What Our Clients Say' }),
});

/** A US number as the site prints it, e.g. (425) 555-0142. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const contactFileSchema = z.strictObject({
  email: z
    .email({ error: say('is not an email address', 'write it like email: hello@cascadiatechstaffing.example') })
    .meta({ label: 'Email', hint: 'Shown in the contact section, the footer, the first-visit notice and the structured data.' }),
  phone: z
    .string({ error: say('is missing', 'add phone: "(425) 555-0142"') })
    .regex(PHONE_PATTERN, { error: say('is not a phone number as the site prints it', 'write it like phone: "(425) 555-0142"') })
    .meta({ label: 'Phone', hint: 'Written (425) 555-0142.' }),
  location: text('location', '"Seattle, WA & Remote Nationwide"', { max: 80 }).meta({ label: 'Location' }),
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
type DataOf<K extends DataFileName> = z.output<(typeof DATA_FILES)[K]['schema']>;

/** The folder of the data files: CONTENT_DATA_DIR when set, else content/. */
export function dataDir(): string {
  const fromEnv = process.env.CONTENT_DATA_DIR;
  return path.resolve(process.cwd(), fromEnv && fromEnv.trim() ? fromEnv : 'content');
}

/** The file of a data file, relative to the project (as findings name it). */
export function dataFilePath(name: DataFileName): string {
  return path.relative(process.cwd(), path.join(dataDir(), DATA_FILES[name].file)).split(path.sep).join('/');
}

const FALLBACK_FIX = 'see docs/cms.md, "The data files"';

/** Reads and checks one data file: its value when it keeps every rule, else its findings. */
export function inspectDataFile<K extends DataFileName>(name: K): { data?: DataOf<K>; findings: Finding[] } {
  const file = dataFilePath(name);
  let source: string;
  try {
    source = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  } catch {
    return { findings: [{ file, line: 1, severity: 'error', message: 'cannot be read', fix: `restore ${file} (git checkout -- ${file})` }] };
  }
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length) {
    return {
      findings: doc.errors.map((e) => ({
        file,
        line: e.linePos?.[0]?.line ?? 1,
        severity: 'error' as const,
        message: `this line cannot be read (${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')})`,
        fix: 'indent with spaces, start list items with "- ", and put a value holding ": " or starting with a symbol in double quotes',
      })),
    };
  }
  const parsed = DATA_FILES[name].schema.safeParse(doc.toJS());
  if (parsed.success) return { data: parsed.data as DataOf<K>, findings: [] };
  // Each problem on the line of its field, or of the nearest enclosing item that exists.
  const lineOf = (field: string) => {
    const keys = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
    }
    return 1;
  };
  return {
    findings: problemsOf(parsed.error, Object.keys(DATA_FILES[name].schema.shape), FALLBACK_FIX).map((p) => ({
      file,
      line: lineOf(p.field),
      severity: 'error' as const,
      message: `${p.field} ${p.message}`,
      fix: p.fix,
    })),
  };
}

/** A data file that breaks a rule: the message names the file, the line and the field. */
export class DataFileError extends Error {
  constructor(findings: Finding[]) {
    super(findings.map(formatFinding).join('\n'));
    this.name = 'DataFileError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The value of a data file, or a DataFileError that stops the build. */
export function readDataFile<K extends DataFileName>(name: K): DataOf<K> {
  const { data, findings } = inspectDataFile(name);
  if (!data) throw new DataFileError(findings);
  return data;
}

/** Every data file's findings, for `npm run check:content`. */
export function checkDataFiles(): Finding[] {
  return (Object.keys(DATA_FILES) as DataFileName[]).flatMap((name) => inspectDataFile(name).findings);
}
