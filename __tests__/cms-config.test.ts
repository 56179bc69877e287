/**
 * The CMS configuration (/admin/config.yml) is written from the schemas the content check uses:
 * every field of a post, an opening and each data file is in the editor, marked required exactly
 * when the check requires it, and a value the editor's pattern lets through is one the check
 * accepts (and the other way round).
 */
import { SIGN_IN_PAGE } from '@/supabase/functions/_shared/core/cms-auth-protocol.ts';
import { z } from 'zod';
import { postSchema } from '@/lib/blog/schema';
import { DATA_FILES } from '@/lib/content/data-files';
import { LEGAL_DOCUMENTS, legalSchema, type LegalDocumentName } from '@/lib/content/legal-schema';
import { jobSchema } from '@/lib/jobs/schema';
import { cmsConfig, type CmsField } from '@/scripts/build/cms-config';

const settings = {
  repo: 'o/r',
  authUrl: 'https://fn.example/functions/v1/cms-auth',
  localBackendUrl: 'http://localhost:8381/api/v1',
  siteUrl: 'https://site.example',
};
const config = cmsConfig(settings);
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fieldsOf = (name: string) => (collection(name) as { fields: CmsField[] }).fields;

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodType): Shape =>
  (schema as unknown as { shape?: Shape }).shape ??
  (schema as unknown as { def: { in: { shape: Shape } } }).def.in.shape;

/** Values around each bound a field's rules draw: lengths, patterns, choices. */
function probes(field: CmsField): unknown[] {
  const lengths = [
    0, 1, 19, 20, 49, 50, 79, 80, 81, 119, 120, 121, 159, 160, 161, 199, 200, 201, 249, 250, 251,
    399, 400, 401,
  ];
  const texts = lengths.map((n) => 'a'.repeat(n));
  return [
    ...texts,
    'team-review.jpg',
    'team review.jpg',
    'photo.gif',
    'devops-as-service',
    'cover.svg',
    'US',
    'us',
    'USA',
    'https://x.example/a',
    'http://x.example',
    'not a url',
    '(425) 555-0142',
    'a@b.example',
    'managed-services',
    'Teams We Run',
  ].filter(() => field.widget !== 'number');
}

function agree(schema: z.ZodType, fields: CmsField[]) {
  const shape = shapeOf(schema);
  expect(fields.map((f) => f.name).filter((n) => n !== 'body')).toEqual(Object.keys(shape));
  for (const field of fields) {
    if (field.name === 'body') continue;
    const rule = shape[field.name]!;
    expect([field.name, field.required]).toEqual([field.name, !rule.safeParse(undefined).success]);
    if (field.pattern) {
      const pattern = new RegExp(field.pattern[0]);
      for (const value of probes(field)) {
        if (value === '') continue; // an empty field is the required mark's, not the pattern's
        expect([field.name, value, pattern.test(String(value))]).toEqual([
          field.name,
          value,
          rule.safeParse(value).success,
        ]);
      }
    }
    if (field.options)
      for (const option of field.options) expect(rule.safeParse(option).success).toBe(true);
    if (field.fields) {
      const inner = rule instanceof z.ZodArray ? rule.element : rule;
      agree(inner as z.ZodType, field.fields);
    }
  }
}

describe('the CMS configuration and the content check', () => {
  it('agree on every field of a post: excerpt length, the cover, its alt text', () => {
    agree(postSchema, fieldsOf('posts'));
    const byName = new Map(fieldsOf('posts').map((f) => [f.name, f]));
    const excerpt = new RegExp(byName.get('excerpt')!.pattern![0]);
    expect([
      excerpt.test('a'.repeat(49)),
      excerpt.test('a'.repeat(50)),
      excerpt.test('a'.repeat(160)),
      excerpt.test('a'.repeat(161)),
    ]).toEqual([false, true, true, false]);
    expect(byName.get('image')).toMatchObject({
      widget: 'image',
      required: true,
      choose_url: false,
    });
    expect(byName.get('image')!.media_library!.config.max_file_size).toBe(20 * 1024 * 1024);
    expect(byName.get('imageAlt')).toMatchObject({ widget: 'string', required: false });
    expect(byName.get('date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
  });

  it('agree on every field of an opening: the pay range, the benefits and the other compensation are required', () => {
    agree(jobSchema, fieldsOf('jobs'));
    const byName = new Map(fieldsOf('jobs').map((f) => [f.name, f]));
    for (const name of ['payMin', 'payMax', 'payUnit', 'benefits', 'otherCompensation'])
      expect(byName.get(name)?.required).toBe(true);
    // What the law asks beyond pay: each field with the rule it is held to, said in its hint.
    for (const name of [
      'otherCompensation',
      'applicationDeadline',
      'hiredBy',
      'clientName',
      'restrictionReason',
    ])
      expect(byName.get(name)?.hint).toEqual(expect.any(String));
    expect(byName.get('hiredBy')).toMatchObject({
      widget: 'select',
      options: ['firm', 'client', 'confidential'],
      default: 'firm',
    });
    expect(byName.get('applicationDeadline')).toMatchObject({
      widget: 'datetime',
      required: false,
    });
    expect(byName.get('restrictionReason')).toMatchObject({ widget: 'text', required: false });
    expect(byName.get('payMin')).toMatchObject({ widget: 'number', min: 0 });
    expect(byName.get('employmentType')!.options).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
    ]);
  });

  it('agree on every field of the FAQ, the testimonials and the contact facts', () => {
    const files = (
      collection('site') as { files: Array<{ name: string; file: string; fields: CmsField[] }> }
    ).files;
    expect(files.map((f) => f.name)).toEqual(Object.keys(DATA_FILES));
    for (const file of files) {
      const data = DATA_FILES[file.name as keyof typeof DATA_FILES];
      expect(file.file).toBe(`content/${data.file}`);
      agree(data.schema, file.fields);
    }
  });

  it('agree on every field of the legal pages, each edited with its body at its own file', () => {
    const files = (
      collection('legal') as { files: Array<{ name: string; file: string; fields: CmsField[] }> }
    ).files;
    expect(files.map((f) => f.name)).toEqual(Object.keys(LEGAL_DOCUMENTS));
    for (const file of files) {
      expect(file.file).toBe(`content/${LEGAL_DOCUMENTS[file.name as LegalDocumentName].file}`);
      agree(
        legalSchema,
        file.fields.filter((f) => f.name !== 'body'),
      );
      expect(file.fields.find((f) => f.name === 'body')).toMatchObject({
        widget: 'markdown',
        required: true,
      });
    }
  });

  it("publishes through pull requests, signs in on the site's own sign-in page, and works offline on localhost", () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    // Decap accepts the popup's messages only from base_url's origin: the site's, where the page is.
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'o/r',
      base_url: 'https://site.example',
      auth_endpoint: SIGN_IN_PAGE.slice(1),
    });
    expect(config.local_backend.url).toBe('http://localhost:8381/api/v1');
    expect(collection('posts')).toMatchObject({
      folder: 'content/blog',
      media_folder: '',
      public_folder: '',
    });
  });
});
