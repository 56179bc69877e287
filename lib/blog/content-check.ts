/**
 * Every rule a blog post must pass, in one place: `npm run check:content`
 * (scripts/build/check-content.ts) runs it in a few seconds without building, and the build runs
 * it before anything else (scripts/build/blog-images.ts), so the two cannot disagree.
 *
 * - front matter: lib/blog/schema.ts (title, excerpt, date, image, imageAlt, draft), read as the
 *   text written (lib/content/front-matter.ts);
 * - the cover and the body's images: the file exists, its format is one the pipeline takes, a
 *   photo has alt text (imageAlt, or `![alt](file)`; `![decorative](file)` for an image that
 *   carries no information), and an original is at most 20 MB and 8,000 px a side — read from the
 *   file's header with sharp's metadata, nothing is encoded;
 * - links inside the site (`/about`, `/blog/<id>`, `/#contact`): the route or post exists, and
 *   is not a draft;
 * - the markdown shows as meant (lib/content/markdown.ts): no raw HTML, no heading missing its
 *   space, no `#` heading (the title is the page's h1), no skipped level (## then ####);
 * - length: at least MIN_WORDS words; a warning past MAX_WORDS.
 *
 * Each finding names its file and line, what is wrong and how to fix it (lib/content/findings.ts).
 * Errors stop the build; warnings are printed only.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { byFileAndLine, type Finding } from '@/lib/content/findings';
import { markdownProblems, parseMarkdown, walk } from '@/lib/content/markdown';
import {
  blogContentDir,
  countWords,
  decodedPath,
  findPostImage,
  inspectPostFile,
  listPostFiles,
  svgFacts,
  type PostInspection,
} from './posts';
import {
  DECORATIVE_ALT,
  IMAGE_EXTENSIONS,
  isRasterFile,
  rasterProblems,
  readImageInfo,
} from './images';

export const MIN_WORDS = 150;
export const MAX_WORDS = 2500;

export type CheckResult = {
  findings: Finding[];
  errors: number;
  warnings: number;
  posts: number;
  /** Every raster original a published or draft post uses (absolute paths), for the image step. */
  rasters: string[];
  /** Every SVG beside a post (not in public/), to be copied to /_img/. */
  svgCopies: string[];
  /** Raster covers (their 1200×630 social card is made too). */
  covers: string[];
};

/**
 * The site's routes, read from the app folder: each folder with a page.tsx or route.ts is an
 * address; a [segment] matches any one segment, except /blog/[id], which must be a post.
 */
export function siteRoutes(appDir = path.resolve(process.cwd(), 'app')): RegExp[] {
  const routes: RegExp[] = [/^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/manifest\.webmanifest$/];
  const visit = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir);
    if (entries.includes('page.tsx') || entries.includes('route.ts')) {
      const pattern = segments
        .filter((s) => !/^\(.*\)$/.test(s))
        .map((s) => (/^\[.+\]$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      if (pattern !== 'blog/[^/]+') routes.push(new RegExp(`^/${pattern}$`));
    }
    for (const entry of entries) {
      const child = path.join(dir, entry);
      if (statSync(child).isDirectory()) visit(child, [...segments, entry]);
    }
  };
  if (existsSync(appDir)) visit(appDir, []);
  return routes;
}

type Context = {
  root: string;
  routes: RegExp[];
  /** id → draft */
  posts: Map<string, boolean>;
};

async function checkImage(
  ref: string,
  alt: string | undefined,
  where: { file: string; line: number; postFile: string; what: string },
  result: CheckResult,
  isCover: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const at = { file: where.file, line: where.line };
  const err = (message: string, fix: string) =>
    findings.push({ ...at, severity: 'error', message, fix });
  if (/^[a-z]+:|^\/\//i.test(ref)) {
    err(
      `${where.what} "${ref}" is on another site`,
      'download it (with the right to use it), put the file beside the post and write its file name',
    );
    return findings;
  }
  const ext = path.extname(ref.split(/[?#]/)[0]).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
    err(
      `${where.what} "${ref}" is not a format the site publishes`,
      /^\.hei[cf]$/.test(ext)
        ? "save it as JPEG first (a phone's HEIC photo: export or share it as JPEG, or set the camera to Most Compatible) and write the .jpg file's name"
        : 'use a JPEG, PNG, WebP, AVIF or SVG file',
    );
    return findings;
  }
  const file = findPostImage(ref, where.postFile);
  if (!file) {
    err(
      `${where.what} "${ref}" does not exist`,
      `put the file beside the post (content/blog/${path.basename(ref)}) or in public/blog/, or fix the name (names are case-sensitive)`,
    );
    return findings;
  }
  const shown = path.relative(process.cwd(), file);
  if (isRasterFile(file)) {
    if (alt !== undefined && !alt.trim()) {
      err(
        `${where.what} "${ref}" has no alt text`,
        `describe what it shows: ![A recruiter and a candidate reviewing a contract](${ref}), or write ![${DECORATIVE_ALT}](${ref}) if it carries no information`,
      );
    }
    try {
      const info = await readImageInfo(file);
      for (const p of rasterProblems(shown, info)) err(p.message, p.fix);
    } catch (error) {
      err(
        `${shown} could not be read as an image (${error instanceof Error ? error.message : error})`,
        'export it again as JPEG, PNG, WebP or AVIF',
      );
      return findings;
    }
    if (findings.length === 0) {
      if (!result.rasters.includes(file)) result.rasters.push(file);
      if (isCover && !result.covers.includes(file)) result.covers.push(file);
    }
  } else {
    const facts = svgFacts(file, shown);
    if (typeof facts === 'string')
      err(facts, 'add width="1200" height="675" (its size in pixels) to the <svg> element');
    else if (alt !== undefined && !alt.trim()) {
      err(
        `${where.what} "${ref}" has no alt text`,
        `describe what it shows: ![A four-stage delivery pipeline](${ref}), or write ![${DECORATIVE_ALT}](${ref})`,
      );
    }
    const publicDir = path.resolve(process.cwd(), 'public') + path.sep;
    if (!file.startsWith(publicDir) && !result.svgCopies.includes(file))
      result.svgCopies.push(file);
  }
  return findings;
}

function checkLink(url: string, line: number, file: string, ctx: Context): Finding[] {
  const at = { file, line, severity: 'error' as const };
  if (/^(https?:|mailto:|tel:)/i.test(url) || url.startsWith('#')) return [];
  if (!url.startsWith('/') || url.startsWith('//')) {
    return [
      {
        ...at,
        message: `the link "${url}" is not an address on this site`,
        fix: 'start it with / (like /staffing or /blog/devops-outsourcing) or write the whole address with https://',
      },
    ];
  }
  const pathname = url.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  const post = /^\/blog\/([^/.]+)$/.exec(pathname);
  if (post) {
    const draft = ctx.posts.get(post[1]);
    if (draft === undefined) {
      return [
        {
          ...at,
          message: `the link "${url}" goes to a post that does not exist`,
          fix: `use the file name of a post in content/blog/ without .md, like /blog/${[...ctx.posts.keys()][0] ?? 'devops-outsourcing'}`,
        },
      ];
    }
    if (draft) {
      return [
        {
          ...at,
          message: `the link "${url}" goes to a draft, which is not published`,
          fix: 'publish that post first, or remove the link',
        },
      ];
    }
    return [];
  }
  if (ctx.routes.some((route) => route.test(pathname))) return [];
  const asset = path.resolve(ctx.root, 'public', `.${decodedPath(pathname)}`);
  if (
    pathname !== '/' &&
    asset.startsWith(path.resolve(ctx.root, 'public')) &&
    existsSync(asset) &&
    statSync(asset).isFile()
  ) {
    return [];
  }
  return [
    {
      ...at,
      message: `the link "${url}" goes to no page of the site`,
      fix: "use one of the site's addresses, like /staffing, /managed-services, /about or /#contact (see content/navigation.ts)",
    },
  ];
}

async function checkPost(
  inspection: PostInspection,
  file: string,
  ctx: Context,
  result: CheckResult,
): Promise<Finding[]> {
  const shown = path.relative(ctx.root, file) || file;
  const findings: Finding[] = [];
  for (const problem of inspection.problems) {
    const named =
      problem.field.startsWith('(') || problem.field === 'body' ? '' : `${problem.field}: `;
    findings.push({
      file: shown,
      // A missing imageAlt belongs to the photo the image line names.
      line:
        problem.line ??
        inspection.lineOf(
          problem.field === 'imageAlt' && !('imageAlt' in inspection.data)
            ? 'image'
            : problem.field,
        ),
      severity: 'error',
      message: `${named}${problem.message}`,
      fix: problem.fix,
    });
  }
  // The cover: what lib/blog/posts.ts could not judge without reading the file (format, limits).
  const image = inspection.data.image;
  if (typeof image === 'string' && path.extname(image)) {
    const alreadyMissing = inspection.problems.some((p) => p.field === 'image');
    if (!alreadyMissing) {
      findings.push(
        ...(await checkImage(
          image,
          undefined,
          {
            file: shown,
            line: inspection.lineOf('image'),
            postFile: file,
            what: 'the cover',
          },
          result,
          true,
        )),
      );
    }
  }
  if (!inspection.body.trim()) return findings;
  const tree = parseMarkdown(inspection.body);
  for (const problem of markdownProblems(inspection.body, tree)) {
    findings.push({
      file: shown,
      severity: 'error',
      ...problem,
      line: inspection.bodyLine + problem.line,
    });
  }
  const pending: Promise<Finding[]>[] = [];
  walk(tree, (node) => {
    const line = inspection.bodyLine + (node.position?.start.line ?? 1);
    if (node.type === 'image') {
      pending.push(
        checkImage(
          node.url ?? '',
          node.alt ?? '',
          { file: shown, line, postFile: file, what: 'the image' },
          result,
          false,
        ),
      );
    } else if (node.type === 'link' && node.url) {
      findings.push(...checkLink(node.url, line, shown, ctx));
    }
  });
  for (const list of await Promise.all(pending)) findings.push(...list);
  const words = countWords(inspection.body);
  if (words < MIN_WORDS) {
    findings.push({
      file: shown,
      line: inspection.bodyLine + 1,
      severity: 'error',
      message: `the post has ${words} words`,
      fix: `write at least ${MIN_WORDS} (500 to 900 reads well)`,
    });
  } else if (words > MAX_WORDS) {
    findings.push({
      file: shown,
      line: inspection.bodyLine + 1,
      severity: 'warning',
      message: `the post has ${words} words`,
      fix: `consider splitting it: past ${MAX_WORDS} words few readers finish`,
    });
  }
  return findings;
}

/** Checks every post in the content folder (BLOG_CONTENT_DIR or content/blog). */
export async function checkContent({
  dir = blogContentDir(),
  root = process.cwd(),
}: { dir?: string; root?: string } = {}): Promise<CheckResult> {
  const result: CheckResult = {
    findings: [],
    errors: 0,
    warnings: 0,
    posts: 0,
    rasters: [],
    svgCopies: [],
    covers: [],
  };
  const files = listPostFiles(dir);
  const inspections = files.map((file) => inspectPostFile(file));
  const ctx: Context = {
    root,
    routes: siteRoutes(path.join(root, 'app')),
    posts: new Map(inspections.map((i) => [i.id, i.draft])),
  };
  const perPost = await Promise.all(
    inspections.map((inspection, i) => checkPost(inspection, files[i], ctx, result)),
  );
  result.findings = perPost.flat().sort(byFileAndLine);
  result.errors = result.findings.filter((f) => f.severity === 'error').length;
  result.warnings = result.findings.length - result.errors;
  result.posts = files.length;
  result.rasters.sort();
  result.svgCopies.sort();
  result.covers.sort();
  return result;
}
