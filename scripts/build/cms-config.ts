/**
 * The CMS configuration (/admin/config.yml, Decap's standard place), written at build from the
 * same zod schemas `npm run check:content` and the build use: a post's (lib/blog/schema.ts), an
 * opening's (lib/jobs/schema.ts), the data files' (lib/content/data-files.ts) and the legal
 * pages' (lib/content/legal-schema.ts). Each field's
 * widget, required mark, pattern, length, choices, list and hint come from the schema's JSON
 * Schema (z.toJSONSchema) and its `.meta({ label, hint, widget })`, so the editor cannot drift
 * from the check: __tests__/cms-config.test.ts proves every field agrees.
 *
 * Backends: on the live site the GitHub backend, signed in on the site's page /admin/sign-in
 * through the `cms-auth` function (CMS_GITHUB_REPO; CMS_AUTH_URL, the function's address, by
 * default NEXT_PUBLIC_SUPABASE_URL's /functions/v1/cms-auth);
 * on localhost Decap's local backend, `npm run cms` (decap-server on CMS_PORT, 8081 by default).
 * Every entry goes through the editorial workflow: a branch and a pull request each.
 */
import { z } from 'zod';
import { postSchema } from '../../lib/blog/schema';
import { MAX_IMAGE_BYTES } from '../../lib/blog/images';
import { jobSchema } from '../../lib/jobs/schema';
import { profileSchema } from '../../lib/talent/schema';
import { DATA_FILES, dataFilePath } from '../../lib/content/data-files';
import { SIGN_IN_PAGE } from '../../supabase/functions/_shared/core/cms-auth-protocol.ts';
import {
  LEGAL_DOCUMENTS,
  type LegalDocumentName,
  legalSchema,
} from '../../lib/content/legal-schema';
import { legalFilePath } from '../../lib/content/legal';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  exclusiveMinimum?: number;
  minimum?: number;
  format?: string;
  default?: unknown;
  label?: string;
  hint?: string;
  widget?: string;
  /** A list's items open (false) or folded (true, Decap's default), and its items' one-line summary. */
  collapsed?: boolean;
  summary?: string;
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  value_type?: string;
  min?: number;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  allow_add?: boolean;
  collapsed?: boolean;
  summary?: string;
};

/** A label from a field's name when its schema gives none: payMin → Pay min. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pattern a string field must match, with the message Decap shows under it. */
function patternOf(s: JsonSchema): [string, string] | undefined {
  const length =
    s.minLength !== undefined && s.minLength > 1
      ? `(?=[\\s\\S]{${s.minLength},${s.maxLength ?? ''}}$)`
      : s.maxLength !== undefined
        ? `(?=[\\s\\S]{0,${s.maxLength}}$)`
        : '';
  const words =
    s.minLength !== undefined && s.minLength > 1
      ? `${s.minLength} to ${s.maxLength} characters`
      : s.maxLength !== undefined
        ? `at most ${s.maxLength} characters`
        : '';
  if (s.pattern)
    return [
      `^${length}${s.pattern.replace(/^\^/, '')}`,
      s.hint ?? `Must match ${s.pattern}${words ? ` (${words})` : ''}`,
    ];
  if (s.format === 'uri') return ['^https://\\S+$', 'A full address starting with https://'];
  if (s.format === 'email') return ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An email address'];
  if (length) return [`^${length}[\\s\\S]*$`, words.charAt(0).toUpperCase() + words.slice(1)];
  return undefined;
}

/** One Decap field from one property of a JSON Schema. */
export function fieldOf(name: string, s: JsonSchema, required: boolean): CmsField {
  const base = {
    name,
    label: s.label ?? labelOf(name),
    required,
    ...(s.hint ? { hint: s.hint } : {}),
    ...(s.default !== undefined ? { default: s.default } : {}),
  };
  if (s.widget === 'date') {
    return {
      ...base,
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      format: 'YYYY-MM-DD',
      picker_utc: true,
    };
  }
  if (s.widget === 'image') {
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
      ...(patternOf(s) ? { pattern: patternOf(s) } : {}),
    };
  }
  if (s.enum) return { ...base, widget: 'select', options: s.enum };
  if (s.type === 'boolean') return { ...base, widget: 'boolean' };
  if (s.type === 'number') {
    const min = s.exclusiveMinimum ?? s.minimum;
    return {
      ...base,
      widget: 'number',
      value_type: 'float',
      ...(min !== undefined ? { min } : {}),
    };
  }
  if (s.type === 'array' && s.items) {
    const shown = {
      ...(s.collapsed !== undefined ? { collapsed: s.collapsed } : {}),
      ...(s.summary ? { summary: s.summary } : {}),
    };
    return {
      ...base,
      widget: 'list',
      allow_add: true,
      ...shown,
      ...(s.items.properties
        ? { fields: fieldsOf(s.items) }
        : { field: fieldOf('item', s.items, true) }),
    };
  }
  if (s.type === 'object' && s.properties)
    return { ...base, widget: 'object', fields: fieldsOf(s) };
  const pattern = patternOf(s);
  return { ...base, widget: s.widget ?? 'string', ...(pattern ? { pattern } : {}) };
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(s: JsonSchema): CmsField[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).map(([name, prop]) =>
    fieldOf(name, prop, required.has(name)),
  );
}

/**
 * A pattern that ignores case written without the `i` flag (Decap's patterns carry no flags):
 * each letter becomes both its cases, `a-z` in a class becomes `a-zA-Z`.
 */
export function caseless(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      if (/[a-z]/.test(c) && source[i + 1] === '-' && /[a-z]/.test(source[i + 2] ?? '')) {
        out += `${c}-${source[i + 2]}${c.toUpperCase()}-${source[i + 2]!.toUpperCase()}`;
        i += 2;
      } else out += /[a-z]/i.test(c) ? c.toLowerCase() + c.toUpperCase() : c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else out += /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
  }
  return out;
}

/** A zod schema as Decap fields (its input shape: what an editor writes). */
export function cmsFields(schema: z.ZodType): CmsField[] {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    // JSON Schema has no flags: a pattern that ignores case is written out in both cases.
    override: ({ zodSchema, jsonSchema }) => {
      const checks =
        (
          zodSchema as unknown as {
            _zod: { def: { checks?: Array<{ _zod: { def: { pattern?: RegExp } } }> } };
          }
        )._zod.def.checks ?? [];
      const caseInsensitive = checks
        .map((check) => check._zod.def.pattern)
        .find((p) => p?.flags.includes('i'));
      if (caseInsensitive) jsonSchema.pattern = caseless(caseInsensitive.source);
    },
  });
  return fieldsOf(json as JsonSchema);
}

const LEGAL_BODY_HINT =
  'Sections start with "## " and end their heading with the anchor of their link, like ## Contact us {#contact-us}. {name}, {email}, {city}, {region} and {noticeKey} are replaced by the facts.';

const BODY: CmsField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  required: true,
  hint: 'Sections start with "## ". Images: upload them here; each needs its description (alt text).',
};

export type CmsSettings = {
  /** owner/name of the repository on GitHub. */
  repo: string;
  /** The `cms-auth` function's address, which the sign-in page (/admin/sign-in) calls. */
  authUrl: string;
  /** Where `npm run cms` answers on the editor's machine. */
  localBackendUrl: string;
  /** The site's public address (Decap's "view live" links). */
  siteUrl: string;
};

export function cmsSettings(env: NodeJS.ProcessEnv = process.env): CmsSettings {
  const functions = (env.NEXT_PUBLIC_SUPABASE_URL ?? '').replace(/\/+$/, '');
  return {
    repo: env.CMS_GITHUB_REPO || 'cascadia-tech-staffing/website',
    authUrl: (env.CMS_AUTH_URL || `${functions}/functions/v1/cms-auth`).replace(/\/+$/, ''),
    localBackendUrl: `http://localhost:${env.CMS_PORT || '8081'}/api/v1`,
    siteUrl: (env.NEXT_PUBLIC_SITE_URL || 'https://www.cascadiatechstaffing.example').replace(
      /\/+$/,
      '',
    ),
  };
}

/** The whole configuration, as Decap reads it from /admin/config.yml. */
export function cmsConfig(settings: CmsSettings = cmsSettings()) {
  const dataFile = (name: keyof typeof DATA_FILES) => ({
    name,
    label: DATA_FILES[name].label,
    file: dataFilePath(name),
    fields: cmsFields(DATA_FILES[name].schema),
  });
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: 'main',
      // Decap opens its sign-in popup on the site's own page, which talks to cms-auth (the
      // editor replaces base_url with the origin it runs on: components/admin/cms.tsx).
      base_url: settings.siteUrl,
      auth_endpoint: SIGN_IN_PAGE.replace(/^\//, ''),
      squash_merges: true,
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
        delete: 'Delete {{collection}} “{{slug}}”',
        uploadMedia: 'Upload “{{path}}”',
        deleteMedia: 'Delete “{{path}}”',
      },
    },
    local_backend: { url: settings.localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] },
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    // Photos and covers go where the blog pipeline reads them: beside the post.
    media_folder: 'public/blog',
    public_folder: '',
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Post',
        folder: 'content/blog',
        media_folder: '',
        public_folder: '',
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        preview_path: 'blog/{{slug}}',
        fields: [...cmsFields(postSchema), BODY],
      },
      {
        name: 'jobs',
        label: 'Open roles',
        label_singular: 'Opening',
        folder: 'content/jobs',
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{title}} (open through {{validThrough}})',
        preview_path: 'jobs/{{slug}}',
        fields: [...cmsFields(jobSchema), { ...BODY, label: 'Description' }],
      },
      {
        name: 'talent',
        label: 'Talent profiles',
        label_singular: 'Talent profile',
        folder: 'content/talent',
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{headline}} (consent {{consent}})',
        preview_path: 'talent',
        fields: [
          ...cmsFields(profileSchema),
          {
            ...BODY,
            label: 'Summary',
            required: false,
            hint: 'Two or three sentences on the work the person does best: no name, employer, email, phone or link.',
          },
        ],
      },
      {
        name: 'legal',
        label: 'Legal pages',
        delete: false,
        editor: { preview: false },
        files: (Object.keys(LEGAL_DOCUMENTS) as LegalDocumentName[]).map((name) => ({
          name,
          label: LEGAL_DOCUMENTS[name].label,
          file: legalFilePath(name),
          format: 'frontmatter',
          fields: [...cmsFields(legalSchema), { ...BODY, hint: LEGAL_BODY_HINT }],
        })),
      },
      {
        name: 'site',
        label: 'Site data',
        delete: false,
        editor: { preview: false },
        files: [dataFile('faq'), dataFile('testimonials'), dataFile('contact')],
      },
    ],
  };
}
